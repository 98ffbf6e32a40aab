import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  ABUSE_TEXT_MAX_LENGTH,
  abuseReason,
  abuseSubjectType,
  createAbuseReportBody,
} from '../../../contract/abuse-reports';
import { isApiError } from '../../app/api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { SelectField } from '../../ui/form/choice-fields';
import { applyServerErrors } from '../../ui/form/server-errors';
import { TextareaField } from '../../ui/form/text-fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { toast } from '../../ui/toaster';
import { NotFoundPage } from '../errors';
import { useCreateAbuseReport } from './api';

/**
 * /report/new?type=activity|member&id=…: report something to the network's administrators. What the
 * member cannot see (or a network without reports) answers 404, which the page shows as not found.
 */
export const NewReportPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type = abuseSubjectType.safeParse(params.get('type'));
  const id = params.get('id') ?? '';
  const create = useCreateAbuseReport();
  useDocumentTitle(t('js.abuse_reports.new_title'));
  const { control, handleSubmit, formState, setError } = useZodForm(createAbuseReportBody, {
    defaultValues: { subject_type: type.data ?? 'activity', subject_id: id, reason: 'offensive', text: '' },
  });
  const submit = handleSubmit((body) =>
    create
      .mutateAsync(body)
      .then(() => {
        toast.success(t('js.abuse_reports.sent'));
        navigate(-1);
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 404) toast.error(t('js.abuse_reports.not_found'));
        else applyServerErrors(error, setError, t);
      }),
  );
  if (!type.success || id === '') return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-2xl space-y-6 p-4">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.abuse_reports.new_title')}</h1>
      <Card className="p-5">
        <form onSubmit={submit} noValidate className="space-y-4">
          <p className="text-sm text-muted">{t(`js.abuse_reports.intro_${type.data}`)}</p>
          <SelectField control={control} name="reason" label={t('js.abuse_reports.reason')}>
            {abuseReason.options.map((reason) => (
              <option key={reason} value={reason}>
                {t(`js.abuse_reports.reasons.${reason}`)}
              </option>
            ))}
          </SelectField>
          <TextareaField
            control={control}
            name="text"
            rows={6}
            maxLength={ABUSE_TEXT_MAX_LENGTH}
            label={t('js.abuse_reports.text')}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" onClick={() => navigate(-1)}>
              {t('js.abuse_reports.cancel')}
            </Button>
            <Button type="submit" variant="primary" loading={formState.isSubmitting}>
              {t('js.abuse_reports.send')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
};

export { NewReportPage as Component };
