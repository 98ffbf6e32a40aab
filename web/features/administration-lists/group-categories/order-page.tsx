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
import { GripVertical } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminGroupCategory } from '../../../../contract/group-categories-admin';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { AdminPageHeader } from '../admin-page-header';
import { useAdminGroupCategories, useOrderGroupCategories } from '../api/group-categories';

const SortableCategory = ({ category, position }: { category: AdminGroupCategory; position: number }) => {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: category.slug,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex items-center gap-3 bg-surface px-5 py-3 ${isDragging ? 'relative z-10 shadow-md' : ''}`}
      data-testid="category-order-item"
    >
      <button
        type="button"
        {...attributes}
        {...listeners}
        aria-label={t('js.administration_lists.move_handle', { name: category.name, position: position + 1 })}
        className="cursor-grab touch-none rounded p-1 text-subtle hover:text-ink focus-visible:outline-2 focus-visible:outline-(--color-primary)"
      >
        <GripVertical aria-hidden className="size-5" />
      </button>
      <span aria-hidden className="size-3 rounded-full" style={{ backgroundColor: category.color }} />
      <span className="font-medium text-ink">{category.name}</span>
    </li>
  );
};

/**
 * /administration/group-categories-order/edit: drag a category, or pick it up with Space and move it
 * with the arrow keys; saving sends every slug in order (204). Any other answer shows an error and
 * reloads the stored order (part 3 section 8).
 */
export const CategoryOrderPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('js.administration_lists.order_title'));
  const categories = useAdminGroupCategories();
  const save = useOrderGroupCategories();
  const [items, setItems] = useState<AdminGroupCategory[]>([]);
  useEffect(() => {
    if (categories.data) setItems(categories.data.entries);
  }, [categories.data]);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (slug: unknown) => items.find((item) => item.slug === slug)?.name ?? '';
  const positionOf = (slug: unknown) => items.findIndex((item) => item.slug === slug) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setItems((current) => {
      const from = current.findIndex((item) => item.slug === active.id);
      const to = current.findIndex((item) => item.slug === over.id);
      return arrayMove(current, from, to);
    });
  };
  const submit = () =>
    save.mutate(
      items.map((item) => item.slug),
      {
        onSuccess: () => toast.success(t('js.saving_successful')),
        onError: () => {
          toast.error(t('js.administration_lists.order_failed'));
          void categories.refetch();
        },
      },
    );

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <AdminPageHeader
        title={t('js.administration_lists.order_title')}
        back={{
          to: '/administration/group-categories',
          label: t('js.administration_lists.categories_title'),
        }}
      />
      <p id="category-order-hint" className="text-sm text-muted">
        {t('js.administration_lists.order_hint')}
      </p>
      <Card bodyClassName="p-0">
        {categories.isPending ? (
          <LoadingState />
        ) : categories.isError ? (
          <ErrorState className="m-5" onRetry={() => void categories.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState title={t('js.administration_lists.no_categories')} />
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{
              screenReaderInstructions: { draggable: t('js.administration_lists.order_hint') },
              announcements: {
                onDragStart: ({ active }) =>
                  t('js.administration_lists.picked_up', {
                    name: nameOf(active.id),
                    position: positionOf(active.id),
                  }),
                onDragOver: ({ active, over }) =>
                  over
                    ? t('js.administration_lists.moved', {
                        name: nameOf(active.id),
                        position: positionOf(over.id),
                      })
                    : undefined,
                onDragEnd: ({ active, over }) =>
                  t('js.administration_lists.dropped', {
                    name: nameOf(active.id),
                    position: positionOf(over?.id ?? active.id),
                  }),
                onDragCancel: ({ active }) =>
                  t('js.administration_lists.drag_cancelled', { name: nameOf(active.id) }),
              },
            }}
          >
            <SortableContext items={items.map((item) => item.slug)} strategy={verticalListSortingStrategy}>
              <ol className="divide-y divide-border" aria-describedby="category-order-hint">
                {items.map((category, position) => (
                  <SortableCategory key={category.slug} category={category} position={position} />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        )}
      </Card>
      <Button variant="primary" onClick={submit} loading={save.isPending} disabled={items.length === 0}>
        {t('js.administration_lists.save_order')}
      </Button>
    </div>
  );
};

export { CategoryOrderPage as Component };
