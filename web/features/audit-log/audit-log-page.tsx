import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type AuditEventView, type AuditFilter, encodeAuditFilter } from '../../../contract/audit-log';
import { isApiError } from '../../app/api/client';
import { useMe } from '../../app/api/use-me';
import { useDocumentTitle } from '../../app/use-document-title';
import { formatDate, formatDateTime } from '../../i18n/dates';
import { Button, buttonClasses } from '../../ui/button';
import { Card } from '../../ui/card';
import { inputClasses } from '../../ui/form-field';
import { Pagination } from '../../ui/pagination';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { NotFoundPage } from '../errors';
import { useAuditLog, useSaveRetention } from './api';
import { AuditFilterForm } from './filter-form';

const Person = ({
  person,
  label,
  onFilter,
}: {
  person: AuditEventView['actor'];
  label: (name: string) => string;
  onFilter: (id: string) => void;
}) =>
  person ? (
    <button
      type="button"
      className="text-left text-primary hover:underline"
      onClick={() => onFilter(person.id)}
      aria-label={label(person.name)}
    >
      {person.name}
    </button>
  ) : (
    <span className="text-muted">–</span>
  );

const Retention = ({ days }: { days: number | null }) => {
  const { t } = useTranslation();
  const save = useSaveRetention();
  const [value, setValue] = useState(days === null ? '' : String(days));
  useEffect(() => setValue(days === null ? '' : String(days)), [days]);
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = value.trim() === '' ? null : Math.trunc(Number(value));
        save.mutate(parsed, {
          onSuccess: () => toast.success(t('js.saving_successful')),
          onError: () => toast.error(t('js.audit_log.retention_invalid')),
        });
      }}
    >
      <label className="grid gap-1 text-sm font-medium text-ink">
        {t('js.audit_log.retention_days')}
        <input
          type="number"
          min={30}
          max={3650}
          className={inputClasses}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-describedby="audit-retention-hint"
        />
      </label>
      <Button type="submit" variant="secondary" loading={save.isPending}>
        {t('js.audit_log.save_retention')}
      </Button>
      <p id="audit-retention-hint" className="w-full text-xs text-muted">
        {t('js.audit_log.retention_hint')}
      </p>
    </form>
  );
};

/**
 * /administration/audit_log: the audit events by a filter kept in the query parameter `filter`
 * (base64-encoded JSON, part 3 section 2.1); an invalid one is logged by the server, which answers
 * the defaults. Names filter by their actor or member; every event's details open below it.
 */
export const AuditLogPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('js.audit_log.title'));
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const encoded = params.get('filter');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const log = useAuditLog(encoded, page);
  const timeZone = me.data?.time_zone;
  if (log.isError && isApiError(log.error) && log.error.status === 404) return <NotFoundPage />;

  const apply = (filter: Partial<AuditFilter>) => setParams({ filter: encodeAuditFilter(filter) });
  const current = log.data?.filter;
  const names = Object.fromEntries(
    (log.data?.events ?? [])
      .flatMap((event) => [event.actor, event.member])
      .flatMap((p) => (p ? [[p.id, p.name]] : [])),
  );
  const csvHref = `/administration/audit_log.csv?${new URLSearchParams({
    ...(encoded ? { filter: encoded } : {}),
    ...(me.data ? { locale: me.data.locale } : {}),
  })}`;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.audit_log.title')}</h1>
          {log.data ? (
            <p className="mt-1 text-sm text-muted">
              {t('js.audit_log.range', {
                start: formatDate(`${log.data.range.start}T12:00:00Z`, 'UTC'),
                end: formatDate(`${log.data.range.end}T12:00:00Z`, 'UTC'),
                count: log.data.total,
              })}
            </p>
          ) : null}
        </div>
        <a href={csvHref} download className={buttonClasses('secondary', 'md')}>
          <Download aria-hidden className="size-4" />
          {t('js.audit_log.export_csv')}
        </a>
      </div>
      {log.data?.filter_invalid ? (
        <p role="status" className="rounded-lg bg-warning-soft px-4 py-2 text-sm text-ink">
          {t('js.audit_log.invalid_filter')}
        </p>
      ) : null}
      <Card title={t('js.audit_log.filter')} titleId="audit-log-filter">
        {current && log.data ? (
          <AuditFilterForm
            key={JSON.stringify(current)}
            filter={current}
            eventTypes={log.data.event_types}
            names={names}
            onApply={apply}
          />
        ) : (
          <LoadingState />
        )}
      </Card>
      <section id="audit-log--events" aria-labelledby="audit-log-events-title">
        <Card title={t('js.audit_log.events')} titleId="audit-log-events-title" bodyClassName="p-0">
          {log.isPending ? (
            <LoadingState />
          ) : log.isError ? (
            <ErrorState className="m-5" onRetry={() => void log.refetch()} />
          ) : log.data.events.length === 0 ? (
            <EmptyState title={t('js.audit_log.no_events')} className="py-8" />
          ) : (
            <table className="w-full text-sm">
              <thead className="border-b border-border text-left text-xs text-muted uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    {t('js.audit_log.time')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('js.audit_log.event')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('js.audit_log.actor')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('js.audit_log.member')}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t('js.audit_log.details')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {log.data.events.map((event) => (
                  <tr key={event.id} className="align-top" data-testid="audit-event">
                    <td className="px-4 py-3 whitespace-nowrap text-muted">
                      <time dateTime={event.created_at}>{formatDateTime(event.created_at, timeZone)}</time>
                    </td>
                    <td className="px-4 py-3">
                      {t(`js.audit_log.types.${event.type}`, { defaultValue: event.type })}
                    </td>
                    <td className="px-4 py-3">
                      <Person
                        person={event.actor}
                        label={(name) => t('js.audit_log.filter_actor', { name })}
                        onFilter={(id) => current && apply({ ...current, actor_id: id })}
                      />
                    </td>
                    <td className="px-4 py-3">
                      <Person
                        person={event.member}
                        label={(name) => t('js.audit_log.filter_member', { name })}
                        onFilter={(id) => current && apply({ ...current, membership_id: id })}
                      />
                    </td>
                    <td className="px-4 py-3">
                      <details>
                        <summary className="cursor-pointer text-primary">
                          {t('js.audit_log.show_details')}
                        </summary>
                        <dl className="mt-2 space-y-1 text-xs">
                          {event.ip ? (
                            <div>
                              <dt className="inline font-medium">{t('js.audit_log.ip')}: </dt>
                              <dd className="inline">{event.ip}</dd>
                            </div>
                          ) : null}
                          <pre className="overflow-x-auto rounded bg-canvas p-2 whitespace-pre-wrap">
                            {JSON.stringify(event.details, null, 2)}
                          </pre>
                        </dl>
                      </details>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Card>
      </section>
      {log.data ? (
        <Pagination
          page={log.data.page}
          totalPages={Math.ceil(log.data.total / log.data.per)}
          onPageChange={(next) => setParams({ ...(encoded ? { filter: encoded } : {}), page: String(next) })}
        />
      ) : null}
      <Card title={t('js.audit_log.retention')} titleId="audit-log-retention">
        <Retention days={log.data?.retention_days ?? null} />
      </Card>
    </div>
  );
};

export { AuditLogPage as Component };
