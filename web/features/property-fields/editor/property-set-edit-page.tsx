import { Plus } from 'lucide-react';
import { useState } from 'react';
import { type Path, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  PROPERTY_TYPES,
  type PropertySetResponse,
  type PropertyType,
} from '../../../../contract/property-sets';
import { isApiError } from '../../../app/api/client';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Button } from '../../../ui/button';
import { RadioGroupField } from '../../../ui/form/choice-fields';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { inputClasses } from '../../../ui/form-field';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { useUnsavedChangesPrompt } from '../../../ui/use-unsaved-changes-prompt';
import { NotFoundPage } from '../../errors';
import { useNetworkPropertySet, usePropertySet, useSavePropertySet } from './api';
import { bodyOf, type EditorValues, editorFieldOf, editorSchema, newRow, valuesOf } from './editor-schema';
import { OptionsEditor } from './options-editor';
import { PropertyRow } from './property-row';

type SetData = PropertySetResponse['property_set'];

/** A group's additions follow the network parent's selection properties, also for a set not yet saved. */
function initialValues(own: SetData | null, parent: SetData | null): EditorValues {
  const values = valuesOf(own);
  const selections = (parent?.properties ?? []).filter((property) => property.type === 'selection');
  const stored = new Map(values.additions.map((addition) => [addition.name, addition.options]));
  return {
    ...values,
    additions: selections.map((p) => ({ name: p.name, options: stored.get(p.name) ?? [] })),
  };
}

const Editor = ({
  name,
  groupSlug,
  own,
  parent,
}: {
  name: string;
  groupSlug?: string;
  own: SetData | null;
  parent: SetData | null;
}) => {
  const { t } = useTranslation();
  const save = useSavePropertySet(name, groupSlug);
  const { control, handleSubmit, setError, reset, formState, getValues } = useZodForm(editorSchema, {
    defaultValues: initialValues(own, parent),
  });
  const { fields, append, remove, move } = useFieldArray({ control, name: 'properties' });
  const additions = useWatch({ control, name: 'additions' });
  const setType = useWatch({ control, name: 'type' });
  const [adding, setAdding] = useState<PropertyType>('text');
  useUnsavedChangesPrompt(formState.isDirty && !save.isPending);

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(bodyOf(values));
      reset(initialValues(saved.property_set, parent));
      toast.success(t('js.saving_successful'));
    } catch (error) {
      applyServerErrors(error, setError, t, {
        fieldOf: (path) => editorFieldOf(path, getValues()) as Path<EditorValues> | null,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {groupSlug ? (
        <RadioGroupField
          control={control}
          name="type"
          label={t('js.property_sets.set_type')}
          options={[
            { value: 'basic', label: t('js.property_sets.basic') },
            ...(parent ? [{ value: 'modified' as const, label: t('js.property_sets.modified') }] : []),
          ]}
        />
      ) : null}
      {setType === 'modified' ? (
        additions.length === 0 ? (
          <EmptyState title={t('js.property_sets.no_selections')} className="py-6" />
        ) : (
          <div className="space-y-6">
            <p className="text-sm text-muted">{t('js.property_sets.modified_hint')}</p>
            {additions.map((addition, index) => {
              const property = parent?.properties.find((p) => p.name === addition.name);
              const existing = (property?.options ?? []) as { label: string }[];
              return (
                <section
                  key={addition.name}
                  className="space-y-2 rounded-lg border border-border bg-surface p-4"
                >
                  <h2 className="font-medium text-ink">{property?.label ?? addition.name}</h2>
                  <p className="text-sm text-muted">
                    {t('js.property_sets.parent_options', {
                      options: existing.map((o) => o.label).join(', '),
                    })}
                  </p>
                  <OptionsEditor
                    control={control}
                    name={`additions.${index}.options`}
                    legend={t('js.property_sets.added_options')}
                  />
                </section>
              );
            })}
          </div>
        )
      ) : (
        <>
          {fields.length === 0 ? (
            <EmptyState title={t('js.property_sets.no_properties')} className="py-6" />
          ) : (
            <ol className="space-y-4">
              {fields.map((field, index) => (
                <PropertyRow
                  key={field.id}
                  control={control}
                  index={index}
                  count={fields.length}
                  onMove={move}
                  onRemove={() => remove(index)}
                />
              ))}
            </ol>
          )}
          <div className="flex flex-wrap items-end gap-2">
            <label className="space-y-1.5 text-sm font-medium text-ink">
              <span className="block">{t('js.property_sets.new_type')}</span>
              <select
                className={inputClasses}
                value={adding}
                onChange={(event) => setAdding(event.target.value as PropertyType)}
              >
                {PROPERTY_TYPES.map((option) => (
                  <option key={option} value={option}>
                    {t(`js.property_sets.types.${option}`)}
                  </option>
                ))}
              </select>
            </label>
            <Button
              type="button"
              icon={<Plus aria-hidden className="size-4" />}
              onClick={() => append(newRow(adding, fields.length))}
            >
              {t('js.property_sets.add_property')}
            </Button>
          </div>
        </>
      )}
      <div className="flex justify-end">
        <Button type="submit" variant="primary" loading={save.isPending}>
          {t('js.property_sets.save')}
        </Button>
      </div>
    </form>
  );
};

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * The property-set editor (part 3 section 2.1, `edit_{name}_property_set`) at
 * {admin}/property_sets/{name}/edit: add, edit, remove and reorder a set's properties with their
 * type's options; in a group, a modified set adds options to the network set's selections. A set
 * nobody saved yet starts empty. The server decides who may save (403 otherwise).
 */
export const PropertySetEditPage = () => {
  const { t } = useTranslation();
  const { name = '', groupSlug } = useParams();
  const own = usePropertySet(name, groupSlug);
  const parent = useNetworkPropertySet(name, Boolean(groupSlug));
  const title = t('js.property_sets.title', { name });
  useDocumentTitle(title);
  const ownMissing = own.isError && isNotFound(own.error);
  if (own.data && !own.data.can.update) return <NotFoundPage />;
  const parentSettled = !groupSlug || parent.isSuccess || (parent.isError && isNotFound(parent.error));
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{title}</h1>
      {own.isPending || !parentSettled ? (
        <LoadingState />
      ) : own.isError && !ownMissing ? (
        <ErrorState onRetry={() => void own.refetch()} />
      ) : (
        <Editor
          name={name}
          groupSlug={groupSlug}
          own={own.data?.property_set ?? null}
          parent={groupSlug ? (parent.data?.property_set ?? null) : null}
        />
      )}
    </div>
  );
};

export { PropertySetEditPage as Component };
