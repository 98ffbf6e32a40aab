import { addMonths, lightFormat, startOfMonth } from 'date-fns';
import {
  CalendarDays,
  ChevronLeft,
  ChevronRight,
  Link2,
  List,
  MoreHorizontal,
  Plus,
  Rss,
  Settings,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useMe } from '../../../app/api/use-me';
import { useNetwork } from '../../../app/api/use-network';
import { Button, buttonClasses } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../ui/dropdown-menu';
import { ErrorState, LoadingState } from '../../../ui/states';
import { useAuthenticationToken } from '../api/use-authentication-token';
import { useCalendars } from '../api/use-calendars';
import { useMonth } from '../api/use-month';
import { dayKey, parseDay, todayKey } from '../lib/appointment-days';
import { decodeCalendarIds, encodeCalendarIds } from '../lib/calendar-ids';
import { storeDate, storedDate, storedView, storeView, type ViewType } from '../lib/view-storage';
import { collectionPath, webcalUrl } from '../lib/webcal';
import { copyWebcalUrl } from '../shared/copy-to-clipboard';
import { CalendarPage } from '../shared/page';
import { CalendarFilter } from './calendar-filter';
import { ListView } from './list-view';
import { SheetView } from './sheet-view';
import { useIsNarrow } from './use-is-narrow';

/** /appointments, /appointments/participating and /groups/{slug}/calendars. */
export const OverviewPage = ({ participating = false }: { participating?: boolean }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { groupSlug = null } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const me = useMe();
  const network = useNetwork();
  const zone = me.data?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [date, setDateState] = useState(() => searchParams.get('date') ?? storedDate() ?? todayKey(zone));
  const [view, setViewState] = useState<ViewType>(storedView);
  const narrow = useIsNarrow();
  const shownView: ViewType = narrow ? 'list' : view;
  const calendars = useCalendars(groupSlug);
  const token = useAuthenticationToken();
  const visible = calendars.data?.calendars ?? [];
  const selected = decodeCalendarIds(searchParams.get('calendarIds')).filter(
    (id) => !calendars.data || visible.some((calendar) => calendar.id === id),
  );
  const month = useMonth(date, { participating, groupSlug, calendarIds: encodeCalendarIds(selected) });
  const monthStart = startOfMonth(parseDay(date));

  const setDate = (value: string) => {
    setDateState(value);
    storeDate(value);
  };
  const setView = (value: ViewType) => {
    setViewState(value);
    storeView(value);
  };
  const setSelected = (ids: string[]) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        const value = encodeCalendarIds(ids);
        if (value) next.set('calendarIds', value);
        else next.delete('calendarIds');
        return next;
      },
      { replace: true },
    );
  const copyUrl = () => {
    const value = token.data?.token;
    if (!value || !network.data) {
      navigate('/calendars/subscribe');
      return;
    }
    const collection = participating ? 'participating_appointments' : 'all_appointments';
    void copyWebcalUrl(webcalUrl(network.data.public_url, collectionPath(collection), value), t);
  };
  const canCreate = calendars.data?.can.create_appointments ?? false;
  const newPath = `/appointments/new?date=${date}${groupSlug && visible[0] ? `&calendar_id=${visible[0].id}` : ''}`;
  const title = participating ? t('js.calendars.overview.participating') : t('js.calendars.overview.title');

  return (
    <CalendarPage title={title} wide>
      <div
        className="flex flex-wrap items-center gap-2"
        role="toolbar"
        aria-label={t('js.calendars.overview.toolbar')}
      >
        <Button onClick={() => setDate(todayKey(zone))}>{t('js.calendars.today')}</Button>
        <div className="flex">
          <Button
            variant="ghost"
            aria-label={t('js.calendars.overview.previous')}
            onClick={() => setDate(dayKey(addMonths(monthStart, -1)))}
          >
            <ChevronLeft aria-hidden className="size-4" />
          </Button>
          <Button
            variant="ghost"
            aria-label={t('js.calendars.overview.next')}
            onClick={() => setDate(dayKey(addMonths(monthStart, 1)))}
          >
            <ChevronRight aria-hidden className="size-4" />
          </Button>
        </div>
        <input
          type="month"
          className="h-10 rounded-lg border border-border-strong bg-surface px-2 text-sm"
          aria-label={t('js.calendars.overview.month')}
          value={lightFormat(monthStart, 'yyyy-MM')}
          onChange={(event) => event.target.value && setDate(`${event.target.value}-01`)}
        />
        <h2 className="px-2 text-lg font-semibold" aria-live="polite">
          {t(`js.calendars.months.${monthStart.getMonth() + 1}`)} {monthStart.getFullYear()}
        </h2>
        <span className="flex-1" />
        <CalendarFilter calendars={visible} selected={selected} onChange={setSelected} />
        {narrow ? null : (
          <fieldset className="flex rounded-lg border border-border-strong">
            <legend className="sr-only">{t('js.calendars.overview.view')}</legend>
            {(['sheet', 'list'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={view === value}
                className={cn(
                  'inline-flex h-10 items-center gap-1.5 px-3 text-sm first:rounded-l-lg last:rounded-r-lg',
                  view === value ? 'bg-primary-soft font-medium text-primary' : 'hover:bg-black/5',
                )}
                onClick={() => setView(value)}
              >
                {value === 'sheet' ? (
                  <CalendarDays aria-hidden className="size-4" />
                ) : (
                  <List aria-hidden className="size-4" />
                )}
                {t(`js.calendars.overview.${value}`)}
              </button>
            ))}
          </fieldset>
        )}
        {canCreate ? (
          <Link to={newPath} className={buttonClasses('primary')}>
            <Plus aria-hidden className="size-4" />
            {t('js.calendars.overview.add')}
          </Link>
        ) : null}
        <DropdownMenu>
          <DropdownMenuTrigger
            className={buttonClasses('ghost')}
            aria-label={t('js.calendars.overview.menu')}
          >
            <MoreHorizontal aria-hidden className="size-4" />
          </DropdownMenuTrigger>
          <DropdownMenuContent label={t('js.calendars.overview.menu')}>
            <DropdownMenuItem icon={<Settings />} onSelect={() => navigate('/calendars/manage')}>
              {t('js.calendars.manage.title')}
            </DropdownMenuItem>
            <DropdownMenuItem icon={<Rss />} onSelect={() => navigate('/calendars/subscribe')}>
              {t('js.calendars.subscribe.title')}
            </DropdownMenuItem>
            <DropdownMenuItem icon={<Link2 />} onSelect={copyUrl}>
              {t('js.calendars.overview.copy_url')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      {month.isPending || me.isPending ? (
        <LoadingState />
      ) : month.isError ? (
        <ErrorState onRetry={() => void month.refetch()} />
      ) : shownView === 'sheet' ? (
        <>
          {month.data.appointments.length === 0 ? (
            <p className="text-sm text-muted" role="status">
              {t('js.calendars.overview.empty')}
            </p>
          ) : null}
          <SheetView month={monthStart} appointments={month.data.appointments} zone={zone} />
        </>
      ) : (
        <ListView month={monthStart} appointments={month.data.appointments} zone={zone} />
      )}
    </CalendarPage>
  );
};

export const Component = () => <OverviewPage />;
