import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMe } from '../../app/api/use-me';
import { useDocumentTitle } from '../../app/use-document-title';
import { Card } from '../../ui/card';
import { loadFormStrings } from '../../ui/form/strings';
import { LoadingState } from '../../ui/states';
import { NotFoundPage } from '../errors';
import { LocaleSettingsForm } from './locale-settings-form';

/** /members/:id/locale_settings: only the member's own. */
export const LocaleSettingsPage = () => {
  const { t } = useTranslation();
  const { memberId } = useParams();
  const me = useMe();
  useDocumentTitle(t('js.settings.locale_title'));
  if (!me.data) return <LoadingState />;
  if (memberId !== me.data.id) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.settings.locale_title')}</h1>
        <p className="mt-1 text-muted">{t('js.settings.locale_intro')}</p>
      </div>
      <Card>
        <LocaleSettingsForm me={me.data} />
      </Card>
    </div>
  );
};

/** The time-zone field's strings (js.form.*) load with the page. */
export const loader = () => loadFormStrings().then(() => null);

export { LocaleSettingsPage as Component };
