import { CheckCircle2, EyeOff, Flag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AbuseReport } from '../../../contract/abuse-reports';
import { isApiError } from '../../app/api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { NotFoundPage } from '../errors';
import { useAbuseReports, useDecideAbuseReport } from './api';

const TONES = { open: 'warning', resolved: 'success', hidden: 'neutral' } as const;

/** /administration/abuse_reports: the reports, resolved or their activity hidden (after a confirmation). */
export const AbuseReportsPage = () => {
  const { t } = useTranslation();
  const reports = useAbuseReports();
  const decide = useDecideAbuseReport();
  const [hiding, setHiding] = useState<AbuseReport | null>(null);
  useDocumentTitle(t('js.abuse_reports.title'));
  const run = (report: AbuseReport, decision: 'resolve' | 'hide') =>
    decide.mutate(
      { id: report.id, decision },
      {
        onSuccess: () => {
          toast.success(t(`js.abuse_reports.${decision === 'hide' ? 'hidden' : 'resolved'}_toast`));
          setHiding(null);
        },
        onError: () => toast.error(t('js.saving_failure')),
      },
    );
  if (isApiError(reports.error) && reports.error.status === 404) return <NotFoundPage />;
  const entries = reports.data?.entries ?? [];
  return (
    <div className="mx-auto max-w-3xl space-y-6 p-4">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.abuse_reports.title')}</h1>
      <Card>
        {reports.isPending ? (
          <LoadingState />
        ) : reports.isError ? (
          <ErrorState onRetry={() => void reports.refetch()} />
        ) : entries.length === 0 ? (
          <EmptyState icon={<Flag aria-hidden className="size-6" />} title={t('js.abuse_reports.empty')} />
        ) : (
          <ul className="divide-y divide-line">
            {entries.map((report) => (
              <li key={report.id} className="flex flex-wrap items-center gap-3 px-5 py-3">
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-ink">
                    <Link to={report.subject_path} className="hover:underline">
                      {t(`js.abuse_reports.subject_${report.subject_type}`)}
                    </Link>
                    {' · '}
                    {t(`js.abuse_reports.reasons.${report.reason}`)}
                  </span>
                  {report.text ? <span className="block text-sm text-ink">{report.text}</span> : null}
                  <span className="block text-sm text-muted">
                    {[report.reporter?.name, new Date(report.created_at).toLocaleString()]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
                <Badge tone={TONES[report.status]}>{t(`js.abuse_reports.status_${report.status}`)}</Badge>
                {report.can.resolve ? (
                  <Button size="sm" onClick={() => run(report, 'resolve')}>
                    <CheckCircle2 aria-hidden className="size-4" />
                    {t('js.abuse_reports.resolve')}
                  </Button>
                ) : null}
                {report.can.hide ? (
                  <Button size="sm" variant="danger" onClick={() => setHiding(report)}>
                    <EyeOff aria-hidden className="size-4" />
                    {t('js.abuse_reports.hide')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <ConfirmDialog
        open={hiding !== null}
        onOpenChange={(open) => (open ? undefined : setHiding(null))}
        title={t('js.abuse_reports.hide_title')}
        description={t('js.abuse_reports.hide_text')}
        confirmLabel={t('js.abuse_reports.hide')}
        destructive
        pending={decide.isPending}
        onConfirm={() => (hiding ? run(hiding, 'hide') : undefined)}
      />
    </div>
  );
};

export { AbuseReportsPage as Component };
