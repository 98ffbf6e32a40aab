import { CalendarDays, ChevronLeft, ChevronRight, MapPin, Repeat, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../app/api/client';
import { useMe } from '../../../app/api/use-me';
import { useNetwork } from '../../../app/api/use-network';
import { formatDate } from '../../../i18n/dates';
import { cn } from '../../../ui/cn';
import { ErrorState, LoadingState } from '../../../ui/states';
import { NotFoundPage } from '../../errors';
import { useAppointment } from '../api/use-appointment';
import { formatRange } from '../lib/appointment-time';
import { ColorDot } from '../shared/color-dot';
import { FileList } from '../shared/file-list';
import { CalendarPage } from '../shared/page';
import { Actions } from './actions';
import { AnswerButtons } from './answer-buttons';
import { Banners } from './banners';
import { Description } from './description';
import { MeetingInfo } from './meeting-info';
import { ParticipantsSummary } from './participants-summary';
import { People } from './people';

/** /appointments/{id}: everything about one appointment or occurrence (part 2 section 2). */
export const AppointmentPage = () => {
  const { t } = useTranslation();
  const { appointmentId } = useParams();
  const appointment = useAppointment(appointmentId);
  const me = useMe();
  const network = useNetwork();
  if (appointment.isPending || me.isPending) return <LoadingState />;
  if (appointment.isError)
    return isApiError(appointment.error) && appointment.error.status === 404 ? (
      <NotFoundPage />
    ) : (
      <ErrorState onRetry={() => void appointment.refetch()} />
    );
  const item = appointment.data;
  const zone = me.data?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const optRetroactively = network.data?.config.appointments_opt_retroactively ?? false;
  const recurring = item.type !== 'appointment' || item.recurring_appointment_url !== null;
  const { location } = item;
  const address = [
    location.address1,
    location.address2,
    [location.zip, location.city].filter(Boolean).join(' '),
    location.country,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <CalendarPage
      title={item.name}
      heading={
        <span className="flex items-center gap-2">
          {recurring ? (
            <Repeat
              className="size-5 shrink-0 text-muted"
              aria-label={
                item.type === 'recurring_appointment'
                  ? t('js.calendars.detail.series')
                  : t('js.calendars.detail.occurrence')
              }
            />
          ) : null}
          <span className={cn(item.canceled && 'line-through')}>{item.name}</span>
        </span>
      }
    >
      {recurring ? (
        <p className="-mt-3 text-sm text-muted">
          {item.type === 'recurring_appointment'
            ? t('js.calendars.detail.series')
            : t('js.calendars.detail.occurrence')}
        </p>
      ) : null}
      <Banners appointment={item} zone={zone} optRetroactively={optRetroactively} />
      <Actions appointment={item} />
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex flex-col gap-4">
          {item.event_image ? (
            <img
              src={item.event_image.large_thumb}
              alt=""
              className="max-h-80 w-full rounded-xl object-cover"
            />
          ) : null}
          <div className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
            <p className="flex items-center gap-2 font-medium">
              <CalendarDays aria-hidden className="size-4 text-muted" />
              {item.date.all_day ? `${t('js.calendars.all_day')} · ` : ''}
              {formatRange(item.date, zone)}
            </p>
            {item.recurrence_pattern.recurrence_frequency !== 'never' ? (
              <p className="text-sm text-muted">
                {t(`js.calendars.detail.repeats_${item.recurrence_pattern.recurrence_frequency}`, {
                  count: item.recurrence_pattern.recurrence_interval,
                })}
              </p>
            ) : null}
            {location.name || address || location.link ? (
              <div className="flex items-start gap-2 text-sm">
                <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
                <div className="flex flex-col">
                  {location.name ? <span className="font-medium">{location.name}</span> : null}
                  {address ? <span>{address}</span> : null}
                  {location.maps_url ? (
                    <a
                      href={location.maps_url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-primary hover:underline"
                    >
                      {t('js.calendars.detail.show_map')}
                    </a>
                  ) : null}
                  {location.link ? (
                    <a
                      href={location.link}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="break-all text-primary hover:underline"
                    >
                      {location.link}
                    </a>
                  ) : null}
                </div>
              </div>
            ) : null}
            {item.previous_occurrence_url ||
            item.next_occurrence_url ||
            (item.recurring_appointment_url && item.type !== 'recurring_appointment') ? (
              <nav aria-label={t('js.calendars.detail.occurrences')} className="flex flex-wrap gap-3 text-sm">
                {item.previous_occurrence_url ? (
                  <Link
                    to={item.previous_occurrence_url}
                    className="inline-flex items-center gap-1 text-primary hover:underline"
                  >
                    <ChevronLeft aria-hidden className="size-4" />
                    {t('js.calendars.detail.previous_occurrence', {
                      date: item.previous_occurrence_date
                        ? formatDate(item.previous_occurrence_date, zone)
                        : '',
                    })}
                  </Link>
                ) : null}
                {item.next_occurrence_url ? (
                  <Link
                    to={item.next_occurrence_url}
                    className="inline-flex items-center gap-1 text-primary hover:underline"
                  >
                    {t('js.calendars.detail.next_occurrence', {
                      date: item.next_occurrence_date ? formatDate(item.next_occurrence_date, zone) : '',
                    })}
                    <ChevronRight aria-hidden className="size-4" />
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </div>
          <Description html={item.description_rendered} />
          <MeetingInfo appointment={item} />
          {item.event_files.length > 0 ? (
            <section aria-label={t('js.calendars.form.event_files')} className="flex flex-col gap-2">
              <h2 className="font-semibold">{t('js.calendars.form.event_files')}</h2>
              <FileList files={item.event_files} />
            </section>
          ) : null}
          <ParticipantsSummary appointment={item} />
        </div>
        <aside className="flex flex-col gap-4" aria-label={t('js.calendars.detail.sidebar')}>
          <div className="rounded-xl border border-border bg-surface p-4">
            <AnswerButtons appointment={item} optRetroactively={optRetroactively} />
            {!item.can.opt && item.my_invite === null ? (
              <p className="text-sm text-muted">{t('js.calendars.detail.not_invited')}</p>
            ) : null}
          </div>
          <dl className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
            <People
              label={t('js.calendars.form.organizer')}
              members={item.organizer ? [item.organizer] : []}
            />
            <People label={t('js.calendars.form.contacts')} members={item.contacts} />
            <People label={t('js.calendars.form.consultants')} members={item.consultants} />
            {item.category ? (
              <div className="flex flex-col gap-0.5">
                <dt className="text-xs font-medium text-muted uppercase">
                  {t('js.calendars.form.category')}
                </dt>
                <dd className="flex items-center gap-1 text-sm">
                  <Tag aria-hidden className="size-3.5" />
                  {item.category.label}
                </dd>
              </div>
            ) : null}
            {item.application_configuration.registration_required ||
            item.application_configuration.registration_with_costs ? (
              <div className="flex flex-col gap-0.5 text-sm">
                <dt className="text-xs font-medium text-muted uppercase">
                  {t('js.calendars.detail.registration')}
                </dt>
                <dd>
                  {item.application_configuration.registration_deadline
                    ? t('js.calendars.detail.deadline', {
                        date: formatDate(item.application_configuration.registration_deadline),
                      })
                    : t('js.calendars.form.registration_required')}
                  {item.application_configuration.registration_with_costs
                    ? ` · ${item.application_configuration.costs.toFixed(2)} ${item.application_configuration.currency}`
                    : ''}
                  {item.application_configuration.url ? (
                    <a
                      href={item.application_configuration.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="block text-primary hover:underline"
                    >
                      {t('js.calendars.form.ticket_url')}
                    </a>
                  ) : null}
                </dd>
              </div>
            ) : null}
            {item.author && !item.generic_author ? (
              <div className="flex flex-col gap-0.5">
                <dt className="text-xs font-medium text-muted uppercase">
                  {t('js.calendars.detail.author')}
                </dt>
                <dd className="flex items-center gap-1.5 text-sm">
                  <ColorDot color={item.color} />
                  {item.author.name}
                </dd>
              </div>
            ) : null}
          </dl>
        </aside>
      </div>
    </CalendarPage>
  );
};

export { AppointmentPage as Component };
