import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/dates';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { useNewsletterIssues, useSendTestNewsletter } from './api';

/** The latest sendings with their progress, and a test mail to the administrator. */
export const IssuesCard = () => {
  const { t } = useTranslation();
  const issues = useNewsletterIssues();
  const test = useSendTestNewsletter();
  const sendTest = () =>
    test.mutate(undefined, {
      onSuccess: () => toast.success(t('js.newsletter.test_sent')),
      onError: () => toast.error(t('js.generic_error')),
    });
  return (
    <Card>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-ink">{t('js.newsletter.issues')}</h2>
        <Button onClick={sendTest} loading={test.isPending}>
          {t('js.newsletter.send_test')}
        </Button>
      </div>
      {issues.isPending ? (
        <LoadingState />
      ) : issues.isError ? (
        <ErrorState onRetry={() => void issues.refetch()} />
      ) : issues.data.issues.length === 0 ? (
        <p className="text-sm text-muted">{t('js.newsletter.no_issues')}</p>
      ) : (
        <table className="w-full text-left text-sm" data-testid="newsletter-issues">
          <thead className="text-muted">
            <tr>
              <th className="py-1 font-medium">{t('js.newsletter.issue_due')}</th>
              <th className="py-1 font-medium">{t('js.newsletter.issue_progress')}</th>
            </tr>
          </thead>
          <tbody>
            {issues.data.issues.map((issue) => (
              <tr key={issue.id} className="border-t border-border">
                <td className="py-1">{formatDateTime(issue.due_at)}</td>
                <td className="py-1">
                  {t('js.newsletter.issue_counts', {
                    sent: issue.sent,
                    failed: issue.failed,
                    skipped: issue.skipped,
                    recipients: issue.recipients,
                  })}
                  {issue.finished_at ? '' : ` · ${t('js.newsletter.issue_running')}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
};
