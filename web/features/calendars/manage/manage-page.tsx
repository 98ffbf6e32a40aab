import { Pencil, Plus, Trash2, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Calendar, CalendarType } from '../../../../contract/calendars';
import { dataName } from '../../../i18n/data-names';
import { Button, buttonClasses } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { useCalendars } from '../api/use-calendars';
import { useDeleteCalendar } from '../api/use-delete-calendar';
import { ColorDot } from '../shared/color-dot';
import { CalendarPage } from '../shared/page';

const TYPE_ORDER: CalendarType[] = ['personal', 'shared', 'network', 'group'];

type Removal = { calendar: Calendar; share: boolean };

/** /calendars/manage: the viewer's calendars by type, with edit, delete and "remove from my list". */
export const ManagePage = () => {
  const { t } = useTranslation();
  const calendars = useCalendars();
  const remove = useDeleteCalendar();
  const [removal, setRemoval] = useState<Removal | null>(null);

  const confirm = () => {
    if (!removal) return;
    remove.mutate(
      { id: removal.calendar.id, share: removal.share },
      {
        onSuccess: () => {
          setRemoval(null);
          toast.success(t('js.delete_successful'));
        },
        onError: () => toast.error(t('js.generic_error')),
      },
    );
  };

  const list = calendars.data;
  const canCreate = Boolean(list && (list.can.create_calendars || list.can.create_personal_calendars));
  const sections = new Map<string, Calendar[]>();
  for (const type of TYPE_ORDER)
    for (const calendar of list?.calendars ?? []) {
      if (calendar.type !== type) continue;
      const heading =
        type === 'group' ? dataName(t, calendar.category_name) : t(`js.calendars.types.${type}`);
      sections.set(heading, [...(sections.get(heading) ?? []), calendar]);
    }

  return (
    <CalendarPage
      title={t('js.calendars.manage.title')}
      actions={
        canCreate ? (
          <Link to="/calendars/new" className={buttonClasses('primary')}>
            <Plus aria-hidden className="size-4" />
            {t('js.calendars.manage.new')}
          </Link>
        ) : null
      }
    >
      {calendars.isPending ? (
        <LoadingState />
      ) : calendars.isError ? (
        <ErrorState onRetry={() => void calendars.refetch()} />
      ) : sections.size === 0 ? (
        <EmptyState title={t('js.calendars.manage.empty')} />
      ) : (
        [...sections].map(([heading, entries]) => (
          <section key={heading} aria-label={heading} className="rounded-xl border border-border bg-surface">
            <h2 className="border-b border-border px-4 py-2 text-sm font-semibold text-muted">{heading}</h2>
            <ul className="divide-y divide-border">
              {entries.map((calendar) => (
                <li key={calendar.id} className="flex items-center gap-3 px-4 py-2.5">
                  <ColorDot color={calendar.color} />
                  <span className="min-w-0 flex-1 truncate">
                    {calendar.name}
                    {calendar.shared_with_me && calendar.owner ? (
                      <span className="ml-2 text-sm text-muted">
                        {t('js.calendars.manage.shared_by', { name: calendar.owner.name })}
                      </span>
                    ) : null}
                  </span>
                  {calendar.can.update ? (
                    <Link
                      to={`/calendars/${calendar.id}/edit`}
                      className={buttonClasses('ghost', 'sm')}
                      aria-label={t('js.calendars.manage.edit', { name: calendar.name })}
                    >
                      <Pencil aria-hidden className="size-4" />
                    </Link>
                  ) : null}
                  {calendar.can.destroy ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('js.calendars.manage.delete', { name: calendar.name })}
                      onClick={() => setRemoval({ calendar, share: false })}
                    >
                      <Trash2 aria-hidden className="size-4" />
                    </Button>
                  ) : null}
                  {calendar.can.remove_share ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('js.calendars.manage.remove_share', { name: calendar.name })}
                      onClick={() => setRemoval({ calendar, share: true })}
                    >
                      <UserMinus aria-hidden className="size-4" />
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      <ConfirmDialog
        open={removal !== null}
        onOpenChange={(open) => (open ? undefined : setRemoval(null))}
        title={
          removal?.share
            ? t('js.calendars.manage.remove_share_confirm', { name: removal.calendar.name })
            : t('js.calendars.manage.delete_confirm', { name: removal?.calendar.name ?? '' })
        }
        description={removal?.share ? undefined : t('js.calendars.manage.delete_hint')}
        confirmLabel={removal?.share ? t('js.calendars.manage.remove') : t('js.calendars.delete')}
        destructive
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </CalendarPage>
  );
};

export { ManagePage as Component };
