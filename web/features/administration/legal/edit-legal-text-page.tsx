import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { AdminQueryState } from '../admin-query-state';
import { useLegalText, useUpdateLegalText } from '../api';
import { BackToLegalTexts } from './back-link';
import { LegalTextForm } from './legal-text-form';

/** /administration/legal_texts/{id}/edit: read-only texts cannot be edited. */
export const Component = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { legalTextId = '' } = useParams();
  const text = useLegalText(legalTextId);
  const update = useUpdateLegalText(legalTextId);
  useDocumentTitle(t('js.legal.edit_title'));
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackToLegalTexts />
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.legal.edit_title')}</h1>
      <AdminQueryState query={text}>
        {(data) =>
          data.can.edit ? (
            <Card>
              <LegalTextForm
                initial={{ name: data.name, statement: data.statement, handle: data.handle, text: data.text }}
                onSubmit={({ handle: _fixed, ...values }) =>
                  update.mutateAsync(values).then(() => {
                    toast.success(t('js.saving_successful'));
                    navigate('/administration/legal_texts');
                  })
                }
              />
            </Card>
          ) : (
            <EmptyState title={t('js.legal.read_only')} />
          )
        }
      </AdminQueryState>
    </div>
  );
};
