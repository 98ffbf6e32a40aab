import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Card } from '../../../ui/card';
import { toast } from '../../../ui/toaster';
import { useCreateLegalText } from '../api';
import { BackToLegalTexts } from './back-link';
import { LegalTextForm } from './legal-text-form';

/** /administration/legal_texts/new */
export const Component = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateLegalText();
  useDocumentTitle(t('js.legal.new_title'));
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackToLegalTexts />
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.legal.new_title')}</h1>
      <Card>
        <LegalTextForm
          onSubmit={(values) =>
            create.mutateAsync(values).then(() => {
              toast.success(t('js.saving_successful'));
              navigate('/administration/legal_texts');
            })
          }
        />
      </Card>
    </div>
  );
};
