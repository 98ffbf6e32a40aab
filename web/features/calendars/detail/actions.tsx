import { Ban, Download, Lock, Mail, MoreHorizontal, Pencil, Trash2, Unlock, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type ApplyTo, type Appointment, appointmentsPaths } from '../../../../contract/appointments';
import { buttonClasses } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../ui/dropdown-menu';
import { toast } from '../../../ui/toaster';
import { useAppointmentAction } from '../api/use-appointment-action';
import { ApplyToDialog, isOccurrence } from '../shared/apply-to-dialog';

type Pending = { kind: 'cancel' | 'delete'; step: 'confirm' | 'apply_to' } | null;

/** Edit, participants, contact, cancel, delete, lock and the export menu of the detail page. */
export const Actions = ({ appointment }: { appointment: Appointment }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const action = useAppointmentAction(appointment.id);
  const [pending, setPending] = useState<Pending>(null);
  const { can } = appointment;
  const occurrence = isOccurrence(appointment);
  const locked = appointment.attendee_configuration.participation_locked;

  const run = (kind: 'cancel' | 'delete', applyTo: ApplyTo) =>
    action.mutate(
      { kind, applyTo },
      {
        onSuccess: () => {
          setPending(null);
          if (kind === 'delete') {
            toast.success(t('js.calendars.delete_success'));
            navigate('/appointments');
          } else toast.success(t('js.calendars.cancel_request.success'));
        },
        onError: () =>
          toast.error(t(kind === 'cancel' ? 'js.calendars.cancel_request.failure' : 'js.generic_error')),
      },
    );
  const confirmed = () => {
    if (!pending) return;
    if (occurrence) setPending({ ...pending, step: 'apply_to' });
    else run(pending.kind, 'all');
  };
  const toggleLock = () =>
    action.mutate(
      { kind: 'lock', locked: !locked },
      {
        onSuccess: () =>
          toast.success(
            t(
              locked
                ? 'js.calendars.attendee_configuration.request.unlocked'
                : 'js.calendars.attendee_configuration.request.locked',
            ),
          ),
        onError: () => toast.error(t('js.calendars.attendee_configuration.request.failure')),
      },
    );

  return (
    <div className="flex flex-wrap gap-2">
      {can.update ? (
        <Link to={`/appointments/${appointment.id}/edit`} className={buttonClasses('primary', 'sm')}>
          <Pencil aria-hidden className="size-4" />
          {t('js.calendars.edit')}
        </Link>
      ) : null}
      {can.update_participants ? (
        <Link
          to={`/appointments/${appointment.id}/participants`}
          className={buttonClasses('secondary', 'sm')}
        >
          <Users aria-hidden className="size-4" />
          {t('js.calendars.detail.manage_participants')}
        </Link>
      ) : null}
      {can.contact ? (
        <Link to={`/appointments/${appointment.id}/contact`} className={buttonClasses('secondary', 'sm')}>
          <Mail aria-hidden className="size-4" />
          {t('js.calendars.detail.contact')}
        </Link>
      ) : null}
      <DropdownMenu>
        <DropdownMenuTrigger className={buttonClasses('secondary', 'sm')}>
          <Download aria-hidden className="size-4" />
          {t('js.calendars.detail.export')}
        </DropdownMenuTrigger>
        <DropdownMenuContent label={t('js.calendars.detail.export')}>
          <DropdownMenuItem asChild>
            <a href={appointmentsPaths.ics(appointment.id)} download>
              {t('js.calendars.detail.export_ics')}
            </a>
          </DropdownMenuItem>
          {can.download_attendees ? (
            <>
              <DropdownMenuItem asChild>
                <a href={appointmentsPaths.attendeesCsv(appointment.id)} download>
                  {t('js.calendars.detail.export_csv')}
                </a>
              </DropdownMenuItem>
              <DropdownMenuItem asChild>
                <a href={appointmentsPaths.attendeesXlsx(appointment.id)} download>
                  {t('js.calendars.detail.export_xlsx')}
                </a>
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      {can.cancel || can.destroy || can.lock_participation ? (
        <DropdownMenu>
          <DropdownMenuTrigger
            className={buttonClasses('ghost', 'sm')}
            aria-label={t('js.calendars.detail.more_actions')}
          >
            <MoreHorizontal aria-hidden className="size-4" />
          </DropdownMenuTrigger>
          <DropdownMenuContent label={t('js.calendars.detail.more_actions')}>
            {can.lock_participation ? (
              <DropdownMenuItem icon={locked ? <Unlock /> : <Lock />} onSelect={toggleLock}>
                {locked ? t('js.calendars.detail.unlock') : t('js.calendars.detail.lock')}
              </DropdownMenuItem>
            ) : null}
            {can.cancel ? (
              <DropdownMenuItem
                icon={<Ban />}
                disabled={appointment.canceled || appointment.cancel_prohibited_reason !== null}
                onSelect={() => setPending({ kind: 'cancel', step: 'confirm' })}
              >
                {t('js.calendars.detail.cancel_appointment')}
              </DropdownMenuItem>
            ) : null}
            {can.destroy ? (
              <DropdownMenuItem
                icon={<Trash2 />}
                className="text-danger"
                onSelect={() => setPending({ kind: 'delete', step: 'confirm' })}
              >
                {t('js.calendars.delete')}
              </DropdownMenuItem>
            ) : null}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
      <ConfirmDialog
        open={pending?.step === 'confirm'}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={
          pending?.kind === 'cancel'
            ? t('js.calendars.detail.cancel_confirm')
            : t('js.calendars.detail.delete_confirm')
        }
        description={
          pending?.kind === 'cancel'
            ? t('js.calendars.detail.cancel_hint')
            : t('js.calendars.manage.delete_hint')
        }
        confirmLabel={
          pending?.kind === 'cancel' ? t('js.calendars.detail.cancel_appointment') : t('js.calendars.delete')
        }
        destructive
        pending={action.isPending}
        onConfirm={confirmed}
      />
      <ApplyToDialog
        open={pending?.step === 'apply_to'}
        title={
          pending?.kind === 'cancel' ? t('js.calendars.detail.cancel_appointment') : t('js.calendars.delete')
        }
        pending={action.isPending}
        onChoose={(applyTo) => pending && run(pending.kind, applyTo)}
        onCancel={() => setPending(null)}
      />
    </div>
  );
};
