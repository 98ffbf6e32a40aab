import { Plus } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { APP_NAVIGATION_SIZE, type AppNavigationResponse } from '../../../../contract/app-navigation';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { fieldMessageText } from '../../../ui/form/field-message';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { useUnsavedChangesPrompt } from '../../../ui/use-unsaved-changes-prompt';
import { useAppNavigation, useSaveAppNavigation } from './app-navigation-api';
import { appNavigationFormSchema, newLinkItem, withEntryPoint } from './app-navigation-form';
import { AppNavigationItemFields } from './app-navigation-item';

/**
 * /administration/app_navigation/edit (part 3 sections 3.2, 4, 5): the native app's bar of exactly five
 * items ending with the fixed `more`, one of them the entry point. Adding stops at five; saving needs
 * five items and an entry point. The server checks the same rules.
 */
const AppNavigationForm = ({ data }: { data: AppNavigationResponse }) => {
  const { t } = useTranslation();
  const save = useSaveAppNavigation();
  const { control, handleSubmit, watch, setValue, getValues, reset, setError, formState } = useZodForm(
    appNavigationFormSchema,
    { defaultValues: { items: data.items } },
  );
  const { fields, insert, remove } = useFieldArray({ control, name: 'items' });
  useUnsavedChangesPrompt(formState.isDirty && !save.isPending);
  const items = watch('items');
  const hasEntryPoint = items.some((item) => item.isEntryPoint && item.type !== 'more');
  const full = items.length >= APP_NAVIGATION_SIZE;
  const listErrors = formState.errors.items?.root?.message ?? formState.errors.items?.message;
  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values.items);
      reset({ items: saved.items });
      toast.success(t('js.saving_successful'));
    } catch (error) {
      applyServerErrors(error, setError, t, {
        fieldOf: (path) => (path.startsWith('items.') ? (path as `items.${number}.label`) : null),
      });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-muted">{t('js.app_navigation.hint')}</p>
      {listErrors ? (
        <p role="alert" className="text-sm text-danger">
          {fieldMessageText(t, listErrors)}
        </p>
      ) : null}
      <Card bodyClassName="divide-y divide-border p-0">
        {fields.map((field, index) => (
          <AppNavigationItemFields
            key={field.id}
            index={index}
            control={control}
            watch={watch}
            setValue={setValue}
            host={data.host}
            onEntryPoint={() =>
              setValue('items', withEntryPoint(getValues('items'), index), { shouldDirty: true })
            }
            onRemove={items[index]?.type === 'more' ? undefined : () => remove(index)}
          />
        ))}
      </Card>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          disabled={full}
          onClick={() => insert(Math.max(0, items.length - 1), newLinkItem())}
        >
          <Plus aria-hidden className="size-4" />
          {t('js.app_navigation.add')}
        </Button>
        <Button
          variant="primary"
          type="submit"
          loading={save.isPending}
          disabled={!hasEntryPoint || items.length !== APP_NAVIGATION_SIZE}
        >
          {t('js.app_navigation.save')}
        </Button>
        {hasEntryPoint ? null : (
          <p className="text-sm text-danger">{t('js.app_navigation.one_entry_point')}</p>
        )}
        {items.length === APP_NAVIGATION_SIZE ? null : (
          <p className="text-sm text-danger">{t('js.app_navigation.exactly_five')}</p>
        )}
      </div>
    </form>
  );
};

export const AppNavigationPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('js.app_navigation.title'));
  const navigation = useAppNavigation();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.app_navigation.title')}</h1>
      {navigation.isPending ? (
        <LoadingState />
      ) : navigation.isError ? (
        <ErrorState message={t('js.app_navigation.load_error')} onRetry={() => void navigation.refetch()} />
      ) : (
        <AppNavigationForm data={navigation.data} />
      )}
    </div>
  );
};

export { AppNavigationPage as Component };
