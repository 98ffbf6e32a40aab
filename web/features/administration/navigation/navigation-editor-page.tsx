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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  type NavigationOption,
  type NavigationResponse,
  navigationBody,
  navigationProblems,
} from '../../../../contract/navigation';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { useUnsavedChangesPrompt } from '../../../ui/use-unsaved-changes-prompt';
import { type NavigationScope, useNavigation, useSaveNavigation } from './api';
import { NavigationItemDialog } from './item-dialog';
import { NavigationRow } from './navigation-row';
import {
  canIndent,
  dragMove,
  type ItemFields,
  indent,
  itemsOf,
  moveDown,
  moveUp,
  newRowId,
  outdent,
  type Row,
  removeRow,
  rowsOf,
} from './tree';

/** Rows whose item breaks a rule (no text, or neither link nor children), by the server's path. */
const invalidRows = (rows: Row[]) => {
  const problems = navigationProblems(itemsOf(rows));
  const invalid = new Set<string>();
  let top = -1;
  let child = -1;
  for (const row of rows) {
    if (row.depth === 0) {
      top++;
      child = -1;
    } else child++;
    const path =
      row.depth === 0 ? `navigation_items.${top}` : `navigation_items.${top}.navigation_items.${child}`;
    if (problems[path] || problems[`${path}.link`]) invalid.add(row.id);
  }
  return invalid;
};

/**
 * {admin}/navigation/edit (part 3 sections 2.1, 3.2, 5): the network's header navigation, or a group's
 * tabs. Items are reordered by dragging, by keyboard (Space, arrows, Space) or with the move, indent and
 * outdent buttons; two levels at most, an item with children is never nested. Saved in one request.
 */
const NavigationEditor = ({ scope, data }: { scope: NavigationScope; data: NavigationResponse }) => {
  const { t } = useTranslation();
  const save = useSaveNavigation(scope);
  const standardLabel = (option: NavigationOption) =>
    option.text || t(scope === null ? `js.userbar.main.${option.key}` : `js.groups.navigation.${option.key}`);
  const labelled = (items: NavigationResponse['navigation_items']) =>
    rowsOf(items).map((row) =>
      row.item.type === 'standard' && row.item.text === ''
        ? { ...row, item: { ...row.item, text: standardLabel({ ...row.item, key: row.item.key ?? '' }) } }
        : row,
    );
  const [rows, setRows] = useState<Row[]>(() => labelled(data.navigation_items));
  const [checked, setChecked] = useState(false);
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const { handleSubmit, setValue, reset, setError, formState } = useZodForm(navigationBody, {
    defaultValues: { navigation_items: itemsOf(rows) },
  });
  useUnsavedChangesPrompt(formState.isDirty && !save.isPending);
  const change = (next: Row[]) => {
    setRows(next);
    setValue('navigation_items', itemsOf(next), { shouldDirty: true });
  };
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const textOf = (id: unknown) => rows.find((row) => row.id === id)?.item.text ?? '';
  const positionOf = (id: unknown) => rows.findIndex((row) => row.id === id) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) change(dragMove(rows, String(active.id), String(over.id)));
  };
  const invalid = checked ? invalidRows(rows) : new Set<string>();
  const submit = handleSubmit(async (values) => {
    setChecked(true);
    if (Object.keys(navigationProblems(values.navigation_items)).length > 0) {
      toast.error(t('js.navigation.message_empty_fields'));
      return;
    }
    try {
      const saved = await save.mutateAsync(values.navigation_items);
      const fresh = labelled(saved.navigation_items);
      setRows(fresh);
      setChecked(false);
      reset({ navigation_items: itemsOf(fresh) });
      toast.success(t('js.navigation.saved'));
    } catch (error) {
      applyServerErrors(error, setError, t, { fieldOf: () => null, failure: 'js.navigation.save_error' });
    }
  });
  const editedRow = editing?.id ? rows.find((row) => row.id === editing.id) : undefined;
  const saveItem = (item: ItemFields) => {
    if (editing?.id) change(rows.map((row) => (row.id === editing.id ? { ...row, item } : row)));
    else change([...rows, { id: newRowId(), depth: 0, item }]);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p id="navigation-hint" className="text-sm text-muted">
        {t('js.navigation.hint')}
      </p>
      <Card bodyClassName="p-0">
        {rows.length === 0 ? (
          <EmptyState title={t('js.navigation.empty')} />
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{
              screenReaderInstructions: { draggable: t('js.navigation.hint') },
              announcements: {
                onDragStart: ({ active }) =>
                  t('js.navigation.picked_up', { name: textOf(active.id), position: positionOf(active.id) }),
                onDragOver: ({ active, over }) =>
                  over
                    ? t('js.navigation.moved', { name: textOf(active.id), position: positionOf(over.id) })
                    : '',
                onDragEnd: ({ active, over }) =>
                  t('js.navigation.dropped', {
                    name: textOf(active.id),
                    position: positionOf(over?.id ?? active.id),
                  }),
                onDragCancel: ({ active }) => t('js.navigation.drag_cancelled', { name: textOf(active.id) }),
              },
            }}
          >
            <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
              <ol
                className="divide-y divide-border"
                aria-describedby="navigation-hint"
                data-testid="navigation-rows"
              >
                {rows.map((row, index) => (
                  <NavigationRow
                    key={row.id}
                    row={row}
                    text={row.item.text}
                    position={index + 1}
                    invalid={invalid.has(row.id)}
                    actions={{
                      up: index > 0 ? () => change(moveUp(rows, row.id)) : undefined,
                      down: index < rows.length - 1 ? () => change(moveDown(rows, row.id)) : undefined,
                      indent: canIndent(rows, row.id) ? () => change(indent(rows, row.id)) : undefined,
                      outdent: () => change(outdent(rows, row.id)),
                      edit: () => setEditing({ id: row.id }),
                      remove: () => setRemoving(row),
                    }}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        )}
      </Card>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setEditing({ id: null })}>
          <Plus aria-hidden className="size-4" />
          {t('js.navigation.add_item')}
        </Button>
        <Button variant="primary" type="submit" loading={save.isPending}>
          {t('js.navigation.save')}
        </Button>
      </div>
      <NavigationItemDialog
        scope={scope}
        item={editing === null ? undefined : (editedRow?.item ?? null)}
        standard={data.standard}
        standardLabel={standardLabel}
        onClose={() => setEditing(null)}
        onSave={saveItem}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t('js.navigation.remove_title', { name: removing?.item.text ?? '' })}
        description={t('js.navigation.remove_description')}
        confirmLabel={t('js.navigation.remove')}
        destructive
        onConfirm={() => {
          if (removing) change(removeRow(rows, removing.id));
          setRemoving(null);
        }}
      />
    </form>
  );
};

export const NavigationEditorPage = () => {
  const { t } = useTranslation();
  const { groupSlug } = useParams();
  const scope: NavigationScope = groupSlug ?? null;
  const title = t(scope === null ? 'js.navigation.title' : 'js.navigation.group_title');
  useDocumentTitle(title);
  const navigation = useNavigation(scope);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{title}</h1>
      {navigation.isPending ? (
        <LoadingState />
      ) : navigation.isError ? (
        <ErrorState message={t('js.navigation.load_error')} onRetry={() => void navigation.refetch()} />
      ) : (
        <NavigationEditor scope={scope} data={navigation.data} />
      )}
    </div>
  );
};

export { NavigationEditorPage as Component };
