import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMe } from '../../app/api/use-me';
import { useDocumentTitle } from '../../app/use-document-title';
import { ErrorState, LoadingState } from '../../ui/states';
import { LazyPushSettings } from '../devices';
import { NotFoundPage } from '../errors';
import { useMemberSettings } from './api';
import { MemberSettingsForm } from './member-settings-form';

/** /members/:memberId/settings/edit: only the member's own (the server answers 404 to others too). */
export const MemberSettingsPage = () => {
  const { t } = useTranslation();
  const { memberId = '' } = useParams();
  const me = useMe();
  const own = me.data?.id === memberId;
  const settings = useMemberSettings(own ? memberId : '');
  useDocumentTitle(t('js.member_settings.title'));
  if (!me.data) return <LoadingState />;
  if (!own) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.member_settings.title')}</h1>
        <p className="mt-1 text-muted">{t('js.member_settings.intro')}</p>
      </div>
      {settings.isError ? (
        <ErrorState message={t('js.member_settings.load_error')} onRetry={() => void settings.refetch()} />
      ) : settings.data ? (
        <>
          <MemberSettingsForm memberId={memberId} settings={settings.data} />
          <Suspense fallback={null}>
            <LazyPushSettings />
          </Suspense>
        </>
      ) : (
        <LoadingState />
      )}
    </div>
  );
};
