import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { App, Item } from '../../../contract/apps';
import { resolvedLayout } from '../../../contract/item-layouts';
import { isApiError } from '../../app/api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { applyServerErrors } from '../../ui/form/server-errors';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { useUnsavedChangesPrompt } from '../../ui/use-unsaved-changes-prompt';
import { NotFoundPage } from '../errors';
import {
  apiValuesOf,
  canUpdateField,
  type FormValue,
  formValuesOf,
  PropertyField,
  PropertyFields,
} from '../property-fields';
import { useApp, useCreateItem, useItem, useUpdateItem } from './api';
import { ItemLayoutView } from './item-layout';
import { relationChooserFor } from './relation-chooser';

type Values = { values: Record<string, FormValue> };

/** The form of an item: one field per property of the app, disabled where `can` forbids it. */
const ItemForm = ({ app, item }: { app: App; item: Item | null }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateItem();
  const update = useUpdateItem();
  const { control, handleSubmit, setError, formState, reset } = useForm<Values>({
    defaultValues: { values: formValuesOf(app.properties, item?.values ?? {}) as Record<string, FormValue> },
  });
  useUnsavedChangesPrompt(formState.isDirty && !formState.isSubmitting);
  const can = item?.can ?? { update: app.can.create_item, fields: {} };
  const submit = handleSubmit(async ({ values }) => {
    try {
      const body = apiValuesOf(app.properties, values);
      const saved = item
        ? await update.mutateAsync({ id: item.id, values: body })
        : await create.mutateAsync({ ref: app.id, values: body });
      reset({ values });
      toast.success(item ? t('js.apps.item_saved') : t('js.apps.item_created'));
      navigate(saved.url);
    } catch (error) {
      // Item save errors map per property into the form (part 3 section 8).
      applyServerErrors(error, setError, t, {
        fieldOf: (path) => (path.startsWith('values.') ? (path as `values.${string}`) : null),
      });
    }
  });
  if (app.properties.length === 0)
    return (
      <Card>
        <EmptyState title={t('js.apps.no_properties')} />
      </Card>
    );
  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <Card className="p-4">
        <ItemLayoutView
          layout={resolvedLayout(app.item_layouts, 'edit')}
          properties={app.properties}
          label={t('js.apps.layout.tabs_label')}
          auto={() => (
            <PropertyFields
              control={control}
              properties={app.properties}
              can={can}
              relationChooser={relationChooserFor}
            />
          )}
          render={(property, entry) => (
            <PropertyField
              control={control}
              name={`values.${property.name}`}
              property={property}
              disabled={!canUpdateField(can, property.name)}
              showLabel={entry.show_label}
              relationChooser={relationChooserFor(property)}
            />
          )}
        />
      </Card>
      <div className="flex justify-end gap-2">
        <Button onClick={() => navigate(-1)}>{t('js.cancel')}</Button>
        <Button type="submit" variant="primary" loading={formState.isSubmitting}>
          {item ? t('js.apps.save') : t('js.apps.create_item')}
        </Button>
      </div>
    </form>
  );
};

/** /apps/{appSlug}/items/new and /apps/{appSlug}/items/{id}/edit. */
export const ItemFormPage = () => {
  const { t } = useTranslation();
  const { appSlug = '', itemId } = useParams();
  const app = useApp(appSlug);
  const editing = itemId !== undefined;
  const item = useItem(itemId ?? '', editing);
  useDocumentTitle(editing ? t('js.apps.edit_item') : t('js.apps.new_item'));
  const queries = editing ? [app, item] : [app];
  if (queries.some((query) => query.isError && isApiError(query.error) && query.error.status === 404))
    return <NotFoundPage />;
  if (queries.some((query) => query.isPending)) return <LoadingState />;
  if (!app.data || (editing && !item.data))
    return <ErrorState onRetry={() => void Promise.all(queries.map((query) => query.refetch()))} />;
  if (editing ? !item.data?.can.update : !app.data.can.create_item) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-3xl space-y-4 p-4">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">
        {editing ? t('js.apps.edit_item') : t('js.apps.new_item_in', { name: app.data.name })}
      </h1>
      <ItemForm app={app.data} item={editing ? (item.data ?? null) : null} />
    </div>
  );
};

export { ItemFormPage as Component };
