import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type ImprintEdit, imprintForm } from '../../../../contract/legal-texts';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { toast } from '../../../ui/toaster';
import { AdminQueryState } from '../admin-query-state';
import { useImprint, useSaveImprint } from '../api';
import { RichTextField } from './rich-text-field';

const schema = z.object({
  content: imprintForm.shape.imprint_attributes.shape.content,
  mail_imprint: imprintForm.shape.mail_imprint,
});

const ImprintForm = ({ data }: { data: ImprintEdit }) => {
  const { t } = useTranslation();
  const save = useSaveImprint();
  const { control, handleSubmit, formState, setError, reset } = useZodForm(schema, {
    defaultValues: {
      content: data.imprint.imprint_attributes.content,
      mail_imprint: data.imprint.mail_imprint,
    },
  });
  const submit = handleSubmit((values) =>
    save
      .mutateAsync({ imprint_attributes: { content: values.content }, mail_imprint: values.mail_imprint })
      .then(
        () => {
          reset(values);
          toast.success(t('js.saving_successful'));
        },
        (error: unknown) =>
          applyServerErrors(error, setError, t, {
            fieldOf: (path) =>
              path.endsWith('mail_imprint') ? 'mail_imprint' : path.endsWith('content') ? 'content' : null,
          }),
      ),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <RichTextField control={control} name="content" label={t('js.legal.web_imprint')} />
      <RichTextField
        control={control}
        name="mail_imprint"
        label={t('js.legal.mail_imprint')}
        hint={data.show_newsletter_info ? t('js.legal.newsletter_hint') : undefined}
      />
      {/* Part 1 section 5: no save without a change. */}
      <Button type="submit" variant="primary" loading={formState.isSubmitting} disabled={!formState.isDirty}>
        {t('js.legal.save')}
      </Button>
    </form>
  );
};

/** /administration/imprint/edit: the web imprint (/imprint) and the mail imprint under every mail. */
export const Component = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('js.legal.imprint_title'));
  const imprint = useImprint();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.legal.imprint_title')}</h1>
      <Card>
        <AdminQueryState query={imprint}>{(data) => <ImprintForm data={data} />}</AdminQueryState>
      </Card>
    </div>
  );
};
