import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
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
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a sortable list says, in the caller's words (each a sentence of its feature's strings). */
export type SortableListWords = {
  /** How to move an item by keyboard; also the list's description. */
  hint: string;
  handle: (name: string, position: number) => string;
  pickedUp: (name: string, position: number) => string;
  moved: (name: string, position: number) => string;
  dropped: (name: string, position: number) => string;
  cancelled: (name: string) => string;
};

type SortableListProps<T> = {
  items: readonly T[];
  idOf: (item: T) => string;
  nameOf: (item: T) => string;
  onReorder: (items: T[]) => void;
  renderItem: (item: T) => ReactNode;
  words: SortableListWords;
  /** The id of the element that shows `words.hint` (the list is described by it). */
  hintId: string;
  itemTestId?: string;
};

function SortableRow({
  id,
  label,
  testId,
  children,
}: {
  id: string;
  label: string;
  testId?: string;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex items-center gap-3 bg-surface px-5 py-3 ${isDragging ? 'relative z-10 shadow-md' : ''}`}
      data-testid={testId}
    >
      <button
        type="button"
        {...attributes}
        {...listeners}
        aria-label={label}
        className="cursor-grab touch-none rounded p-1 text-subtle hover:text-ink focus-visible:outline-2 focus-visible:outline-(--color-primary)"
      >
        <GripVertical aria-hidden className="size-5" />
      </button>
      {children}
    </li>
  );
}

/**
 * A list ordered by dragging an item's handle, or by picking it up with Space and moving it with the
 * arrow keys (dnd-kit), with the screen reader told each step. The caller keeps the items and saves.
 */
export function SortableList<T>({
  items,
  idOf,
  nameOf,
  onReorder,
  renderItem,
  words,
  hintId,
  itemTestId,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: UniqueIdentifier) => items.findIndex((item) => idOf(item) === id);
  const name = (id: UniqueIdentifier) => {
    const item = items[indexOf(id)];
    return item === undefined ? '' : nameOf(item);
  };
  const position = (id: UniqueIdentifier) => indexOf(id) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove([...items], indexOf(active.id), indexOf(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: words.hint },
        announcements: {
          onDragStart: ({ active }) => words.pickedUp(name(active.id), position(active.id)),
          onDragOver: ({ active, over }) =>
            over ? words.moved(name(active.id), position(over.id)) : undefined,
          onDragEnd: ({ active, over }) => words.dropped(name(active.id), position(over?.id ?? active.id)),
          onDragCancel: ({ active }) => words.cancelled(name(active.id)),
        },
      }}
    >
      <SortableContext items={items.map(idOf)} strategy={verticalListSortingStrategy}>
        <ol className="divide-y divide-border" aria-describedby={hintId}>
          {items.map((item, index) => (
            <SortableRow
              key={idOf(item)}
              id={idOf(item)}
              label={words.handle(nameOf(item), index + 1)}
              testId={itemTestId}
            >
              {renderItem(item)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
