import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NewsletterSending } from '../../../contract/newsletter';
import { useDocumentTitle } from '../../app/use-document-title';
import { Card } from '../../ui/card';
import { ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { useNewsletterSettings, useUpdateNewsletterSettings } from './api';
import { IssuesCard } from './issues-card';
import { ScheduleForm } from './schedule-form';

/** /administration/newsletter/settings: when the newsletter goes out, and how its sendings went. */
export const Component = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('js.newsletter.title'));
  const settings = useNewsletterSettings();
  const update = useUpdateNewsletterSettings();
  const submit = async (sending: NewsletterSending) => {
    await update.mutateAsync({ newsletter_sending_day: sending });
    toast.success(t('js.saving_successful'));
  };
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div className="space-y-2">
        <Link to="/administration" className="text-sm text-muted hover:text-ink">
          {t('js.newsletter.administration')}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.newsletter.title')}</h1>
        <p className="text-sm text-muted">{t('js.newsletter.intro')}</p>
        <Link to="/administration/newsletter/settings/upcoming_activities" className="text-sm font-medium">
          {t('js.newsletter.order_title')}
        </Link>
      </div>
      <Card>
        <h2 className="mb-4 text-lg font-semibold text-ink">{t('js.newsletter.schedule')}</h2>
        {settings.isPending ? (
          <LoadingState />
        ) : settings.isError ? (
          <ErrorState onRetry={() => void settings.refetch()} />
        ) : (
          <ScheduleForm settings={settings.data} onSubmit={submit} />
        )}
      </Card>
      <IssuesCard />
    </div>
  );
};
