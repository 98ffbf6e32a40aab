import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { WidgetbarAdmin, WidgetbarBody, WidgetType } from '../../../../contract/widgetbars';
import { isApiError } from '../../../app/api/client';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { inputClasses } from '../../../ui/form-field';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { useUnsavedChangesPrompt } from '../../../ui/use-unsaved-changes-prompt';
import { NotFoundPage } from '../../errors';
import { adminPrefix, useSaveWidgetbar, useWidgetbarAdmin } from '../api';
import { type EditorValues, editorSchema } from './editor-schema';
import { SortableWidget } from './sortable-widget';
import { WidgetFields } from './widget-fields';

const valuesOf = (admin: WidgetbarAdmin): EditorValues => ({ widgets: admin.widgetbar.widgets });

const Editor = ({ admin, slug, groupSlug }: { admin: WidgetbarAdmin; slug: string; groupSlug?: string }) => {
  const { t } = useTranslation();
  const save = useSaveWidgetbar(slug, groupSlug);
  const { control, handleSubmit, setError, setValue, reset, formState, getValues } = useZodForm(
    editorSchema,
    {
      defaultValues: valuesOf(admin),
    },
  );
  const { fields, append, remove, move } = useFieldArray({ control, name: 'widgets' });
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [adding, setAdding] = useState<WidgetType>(admin.types[0]?.type ?? 'text');
  useUnsavedChangesPrompt(formState.isDirty && !save.isPending);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (index: number) => {
    const widget = getValues(`widgets.${index}`);
    const headline = typeof widget?.properties.headline === 'string' ? widget.properties.headline : '';
    return headline || t(`js.widgetbars.types.${widget?.type ?? 'text'}`);
  };
  const indexOf = (id: unknown) => fields.findIndex((field) => field.id === id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(indexOf(active.id), indexOf(over.id));
  };
  const submit = handleSubmit(async (values) => {
    try {
      // Each widget's properties were checked against its type's schema by the form's resolver.
      const body = { widgetbar: { widgets: values.widgets } } as WidgetbarBody;
      const saved = await save.mutateAsync(body);
      reset(valuesOf(saved));
      toast.success(t('js.saving_successful'));
    } catch (error) {
      applyServerErrors(error, setError, t, {
        fieldOf: (path) =>
          path.startsWith('widgetbar.widgets.') ? (path.slice(10) as `widgets.${number}`) : null,
      });
    }
  });
  const [openAdded, setOpenAdded] = useState(false);
  const add = () => {
    const defaults = admin.types.find((entry) => entry.type === adding)?.defaults ?? {};
    append({ type: adding, properties: { ...defaults } });
    setOpenAdded(true);
  };
  useEffect(() => {
    // A widget just added opens for editing; its key exists once the field array has rendered it.
    const last = fields[fields.length - 1];
    if (!openAdded || !last) return;
    setExpanded((current) => new Set(current).add(last.id));
    setOpenAdded(false);
  }, [fields, openAdded]);

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <p id="widget-order-hint" className="text-sm text-muted">
        {t('js.widgetbars.admin.order_hint')}
      </p>
      <Card bodyClassName="p-0">
        {fields.length === 0 ? (
          <EmptyState title={t('js.widgetbars.admin.no_widgets')} className="py-8" />
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{
              screenReaderInstructions: { draggable: t('js.widgetbars.admin.order_hint') },
              announcements: {
                onDragStart: ({ active }) =>
                  t('js.widgetbars.admin.picked_up', {
                    name: titleOf(indexOf(active.id)),
                    position: indexOf(active.id) + 1,
                  }),
                onDragOver: ({ active, over }) =>
                  over
                    ? t('js.widgetbars.admin.moved', {
                        name: titleOf(indexOf(active.id)),
                        position: indexOf(over.id) + 1,
                      })
                    : undefined,
                onDragEnd: ({ active, over }) =>
                  t('js.widgetbars.admin.dropped', {
                    name: titleOf(indexOf(active.id)),
                    position: indexOf(over?.id ?? active.id) + 1,
                  }),
                onDragCancel: ({ active }) =>
                  t('js.widgetbars.admin.drag_cancelled', { name: titleOf(indexOf(active.id)) }),
              },
            }}
          >
            <SortableContext items={fields.map((field) => field.id)} strategy={verticalListSortingStrategy}>
              <ol className="divide-y divide-border" aria-describedby="widget-order-hint">
                {fields.map((field, index) => (
                  <SortableWidget
                    key={field.id}
                    id={field.id}
                    title={titleOf(index)}
                    position={index}
                    expanded={expanded.has(field.id)}
                    onToggle={() =>
                      setExpanded((current) => {
                        const next = new Set(current);
                        if (!next.delete(field.id)) next.add(field.id);
                        return next;
                      })
                    }
                    onRemove={() => remove(index)}
                  >
                    <WidgetFields
                      control={control}
                      setValue={setValue}
                      index={index}
                      type={field.type}
                      profileFields={admin.profile_fields}
                      groupSlug={groupSlug}
                    />
                  </SortableWidget>
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        )}
      </Card>
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm font-medium text-ink">
          {t('js.widgetbars.admin.add_type')}
          <select
            className={inputClasses}
            value={adding}
            onChange={(event) => setAdding(event.target.value as WidgetType)}
          >
            {admin.types.map((entry) => (
              <option key={entry.type} value={entry.type}>
                {t(`js.widgetbars.types.${entry.type}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="button" variant="secondary" onClick={add}>
          <Plus aria-hidden className="size-4" />
          {t('js.widgetbars.admin.add')}
        </Button>
        <Button type="submit" variant="primary" loading={save.isPending} className="ml-auto">
          {t('js.widgetbars.admin.save')}
        </Button>
      </div>
    </form>
  );
};

/**
 * {admin}/widgetbars/{slug}/edit: the bar's widgets in order. Drag a widget by its handle, or pick
 * it up with Space and move it with the arrow keys; open one to edit its properties; save sends the
 * whole bar (part 3 sections 2.1, 3.8, 5 and 7).
 */
export const WidgetbarEditPage = () => {
  const { t } = useTranslation();
  const { groupSlug, widgetbarSlug = '' } = useParams();
  const admin = useWidgetbarAdmin(widgetbarSlug, groupSlug);
  const name = t(`js.widgetbars.bars.${widgetbarSlug}`, { defaultValue: widgetbarSlug });
  useDocumentTitle(t('js.widgetbars.admin.edit_title', { name }));
  const notFound = admin.isError && isApiError(admin.error) && admin.error.status === 404;
  useEffect(() => {
    if (admin.isError && !notFound) toast.error(t('js.administration.widgetbars.load_error'));
  }, [admin.isError, notFound, t]);
  if (notFound) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <Link to={`${adminPrefix(groupSlug)}/widgetbars`} className="text-sm text-muted hover:text-ink">
          {t('js.widgetbars.admin.title')}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">
          {t('js.widgetbars.admin.edit_title', { name })}
        </h1>
      </div>
      {admin.isPending ? (
        <LoadingState />
      ) : admin.isError ? (
        <ErrorState
          message={t('js.administration.widgetbars.load_error')}
          onRetry={() => void admin.refetch()}
        />
      ) : (
        <Editor admin={admin.data} slug={widgetbarSlug} groupSlug={groupSlug} />
      )}
    </div>
  );
};

export { WidgetbarEditPage as Component };
