import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, IndentDecrease, IndentIncrease } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageTreeNode } from '../../../contract/pages';
import { isApiError } from '../../app/api/client';
import { cn } from '../../ui/cn';
import { fieldMessageText } from '../../ui/form/field-message';
import { IconButton } from '../../ui/icon-button';
import { toast } from '../../ui/toaster';
import { useMovePage } from './api';
import { dropMove, type FlatPage, flattenTree, indentMove, outdentMove, type TreeMove } from './tree';

type RowProps = {
  row: FlatPage;
  position: number;
  busy: boolean;
  onIndent?: () => void;
  onOutdent?: () => void;
};

/** One page of the tree: drag handle (pointer, or Space and the arrow keys), its link, its level moves. */
const TreeRow = ({ row, position, busy, onIndent, onOutdent }: RowProps) => {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: row.id,
    disabled: busy,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, paddingLeft: `${row.depth}rem` }}
      className={cn('flex items-center gap-1 rounded-md bg-surface', isDragging && 'relative z-10 shadow-md')}
      data-testid="page-tree-row"
      data-depth={row.depth}
    >
      <button
        type="button"
        {...attributes}
        {...listeners}
        aria-label={t('js.pages.arrange.move_handle', { title: row.title, position })}
        className="cursor-grab touch-none rounded p-1 text-subtle hover:text-ink focus-visible:outline-2 focus-visible:outline-(--color-primary)"
      >
        <GripVertical aria-hidden className="size-4" />
      </button>
      <Link to={row.url} className="min-w-0 flex-1 truncate px-1 py-1 text-sm text-ink hover:underline">
        {row.title}
      </Link>
      <IconButton
        label={t('js.pages.arrange.outdent', { title: row.title })}
        icon={<IndentDecrease aria-hidden className="size-4" />}
        disabled={busy || !onOutdent}
        onClick={onOutdent}
      />
      <IconButton
        label={t('js.pages.arrange.indent', { title: row.title })}
        icon={<IndentIncrease aria-hidden className="size-4" />}
        disabled={busy || !onIndent}
        onClick={onIndent}
      />
    </li>
  );
};

/**
 * The page tree for those who may arrange it (`can.arrange`): each move is sent at once through
 * `PUT /api/v1/pages/{id}/position`. Dragging (pointer, or Space, arrows, Space) puts a page beside
 * the row it is dropped on; the level buttons move it under the page above or out of its parent.
 * A refusal (the server's `cycle` when a page would go below itself) is shown and the tree reloads.
 */
export const ArrangeablePageTree = ({ nodes, label }: { nodes: readonly PageTreeNode[]; label: string }) => {
  const { t } = useTranslation();
  const move = useMovePage();
  const [shown, setShown] = useState<FlatPage[] | null>(null);
  const rows = shown ?? flattenTree(nodes);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: unknown) => rows.find((row) => row.id === id)?.title ?? '';
  const positionOf = (id: unknown) => rows.findIndex((row) => row.id === id) + 1;
  const send = (next: TreeMove | null, preview?: FlatPage[]) => {
    if (!next) return;
    if (preview) setShown(preview);
    move.mutate(
      { id: next.id, body: { parent_id: next.parent_id, position: next.position } },
      {
        onSuccess: () => toast.success(t('js.pages.arrange.moved_toast', { title: titleOf(next.id) })),
        onError: (error) => {
          const key = isApiError(error) ? Object.values(error.fields).flat()[0] : undefined;
          toast.error(key ? fieldMessageText(t, key) : t('js.pages.arrange.failed'));
        },
        onSettled: () => setShown(null),
      },
    );
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = positionOf(active.id) - 1;
    const to = positionOf(over.id) - 1;
    send(dropMove(rows, String(active.id), String(over.id)), arrayMove(rows, from, to));
  };
  return (
    <nav aria-label={label}>
      <p id="page-tree-hint" className="mb-2 px-2 text-xs text-muted">
        {t('js.pages.arrange.hint')}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t('js.pages.arrange.hint') },
          announcements: {
            onDragStart: ({ active }) =>
              t('js.pages.arrange.picked_up', { title: titleOf(active.id), position: positionOf(active.id) }),
            onDragOver: ({ active, over }) =>
              over
                ? t('js.pages.arrange.moved', { title: titleOf(active.id), position: positionOf(over.id) })
                : '',
            onDragEnd: ({ active, over }) =>
              t('js.pages.arrange.dropped', {
                title: titleOf(active.id),
                position: positionOf(over?.id ?? active.id),
              }),
            onDragCancel: ({ active }) => t('js.pages.arrange.cancelled', { title: titleOf(active.id) }),
          },
        }}
      >
        <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
          <ol className="space-y-0.5" aria-describedby="page-tree-hint">
            {rows.map((row, index) => {
              const indent = indentMove(rows, row.id);
              const outdent = outdentMove(rows, row.id);
              return (
                <TreeRow
                  key={row.id}
                  row={row}
                  position={index + 1}
                  busy={move.isPending}
                  onIndent={indent ? () => send(indent) : undefined}
                  onOutdent={outdent ? () => send(outdent) : undefined}
                />
              );
            })}
          </ol>
        </SortableContext>
      </DndContext>
    </nav>
  );
};
