import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  EXTENSION_LIST_INVALID,
  EXTENSION_LIST_PATTERN,
  type FileExtensionFilter,
  fileExtensionFilterMode,
} from '../../../../contract/file-extension-filter';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { CheckboxField, RadioGroupField } from '../../../ui/form/choice-fields';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { TextField } from '../../../ui/form/text-fields';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { AdminPageHeader } from '../admin-page-header';
import { useExtensionFilter, useSaveExtensionFilter } from '../api/extension-filter';

const schema = z.object({
  enabled: z.boolean(),
  mode: fileExtensionFilterMode,
  extensions: z.string().max(2000).regex(EXTENSION_LIST_PATTERN, EXTENSION_LIST_INVALID),
});

const fieldOf = (path: string) => {
  const name = path.replace(/^file_extension_filter\./, '');
  return name === 'extensions' || name === 'mode' || name === 'enabled' ? name : null;
};

/** The form; the list is checked while typing, and saving stays disabled while it breaks the rule. */
const FilterForm = ({ filter }: { filter: FileExtensionFilter }) => {
  const { t } = useTranslation();
  const save = useSaveExtensionFilter();
  const { control, handleSubmit, setError, formState } = useZodForm(schema, {
    defaultValues: filter,
    mode: 'onChange',
  });
  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(t('js.saving_successful'));
    } catch (error) {
      applyServerErrors(error, setError, t, { fieldOf });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <CheckboxField control={control} name="enabled" label={t('js.administration_lists.filter_enabled')} />
      <RadioGroupField
        control={control}
        name="mode"
        label={t('js.administration_lists.filter_mode')}
        options={fileExtensionFilterMode.options.map((mode) => ({
          value: mode,
          label: t(`js.administration_lists.filter_mode_${mode}`),
        }))}
      />
      <TextField
        control={control}
        name="extensions"
        label={t('js.administration_lists.filter_extensions')}
        hint={t('js.administration_lists.filter_extensions_hint')}
        placeholder="pdf, docx, xlsx"
      />
      <Button
        type="submit"
        variant="primary"
        loading={formState.isSubmitting}
        disabled={Boolean(formState.errors.extensions)}
      >
        {t('js.administration_lists.save')}
      </Button>
    </form>
  );
};

/** /administration/file-extension-filter/edit (part 3 section 5). */
export const ExtensionFilterPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('js.administration_lists.filter_title'));
  const filter = useExtensionFilter();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <AdminPageHeader title={t('js.administration_lists.filter_title')} />
      <p className="text-sm text-muted">{t('js.administration_lists.filter_intro')}</p>
      <Card>
        {filter.isPending ? (
          <LoadingState />
        ) : filter.isError ? (
          <ErrorState onRetry={() => void filter.refetch()} />
        ) : (
          <FilterForm filter={filter.data} />
        )}
      </Card>
    </div>
  );
};

export { ExtensionFilterPage as Component };
