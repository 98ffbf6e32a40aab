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
import { Link } from 'react-router';
import type { NewsletterSection } from '../../../contract/newsletter';
import { useDocumentTitle } from '../../app/use-document-title';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { useUpcomingActivities, useUpdateUpcomingActivities } from './api';

const SortableSection = ({ section, position }: { section: NewsletterSection; position: number }) => {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: section,
  });
  const name = t(`js.newsletter.sections.${section}`);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex items-center gap-3 bg-surface px-5 py-3 ${isDragging ? 'relative z-10 shadow-md' : ''}`}
      data-testid="newsletter-section-item"
    >
      <button
        type="button"
        {...attributes}
        {...listeners}
        aria-label={t('js.newsletter.move_handle', { name, position: position + 1 })}
        className="cursor-grab touch-none rounded p-1 text-subtle hover:text-ink focus-visible:outline-2 focus-visible:outline-(--color-primary)"
      >
        <GripVertical aria-hidden className="size-5" />
      </button>
      <span className="font-medium text-ink">{name}</span>
    </li>
  );
};

/**
 * /administration/newsletter/settings/upcoming_activities: the order of the content block's sections.
 * Drag a section, or pick it up with Space and move it with the arrow keys; saving sends every section
 * in order. A failed save shows an error and reloads the stored order (part 3 section 8).
 */
export const Component = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('js.newsletter.order_title'));
  const stored = useUpcomingActivities();
  const save = useUpdateUpcomingActivities();
  const [items, setItems] = useState<NewsletterSection[]>([]);
  useEffect(() => {
    if (stored.data) setItems(stored.data.entries.map((entry) => entry.id));
  }, [stored.data]);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: unknown) => t(`js.newsletter.sections.${String(id)}`);
  const positionOf = (id: unknown) => items.indexOf(id as NewsletterSection) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setItems((current) =>
      arrayMove(
        current,
        current.indexOf(active.id as NewsletterSection),
        current.indexOf(over.id as NewsletterSection),
      ),
    );
  };
  const submit = () =>
    save.mutate(items, {
      onSuccess: () => toast.success(t('js.saving_successful')),
      onError: () => {
        toast.error(t('js.newsletter.order_failed'));
        void stored.refetch().then((result) => {
          if (result.data) setItems(result.data.entries.map((entry) => entry.id));
        });
      },
    });

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div className="space-y-2">
        <Link to="/administration/newsletter/settings" className="text-sm text-muted hover:text-ink">
          {t('js.newsletter.title')}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.newsletter.order_title')}</h1>
      </div>
      <p id="newsletter-order-hint" className="text-sm text-muted">
        {t('js.newsletter.order_hint')}
      </p>
      <Card bodyClassName="p-0">
        {stored.isPending ? (
          <LoadingState />
        ) : stored.isError ? (
          <ErrorState className="m-5" onRetry={() => void stored.refetch()} />
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{
              screenReaderInstructions: { draggable: t('js.newsletter.order_hint') },
              announcements: {
                onDragStart: ({ active }) =>
                  t('js.newsletter.picked_up', { name: nameOf(active.id), position: positionOf(active.id) }),
                onDragOver: ({ active, over }) =>
                  over
                    ? t('js.newsletter.moved', { name: nameOf(active.id), position: positionOf(over.id) })
                    : undefined,
                onDragEnd: ({ active, over }) =>
                  t('js.newsletter.dropped', {
                    name: nameOf(active.id),
                    position: positionOf(over?.id ?? active.id),
                  }),
                onDragCancel: ({ active }) => t('js.newsletter.drag_cancelled', { name: nameOf(active.id) }),
              },
            }}
          >
            <SortableContext items={items} strategy={verticalListSortingStrategy}>
              <ol className="divide-y divide-border" aria-describedby="newsletter-order-hint">
                {items.map((section, position) => (
                  <SortableSection key={section} section={section} position={position} />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        )}
      </Card>
      <Button variant="primary" onClick={submit} loading={save.isPending} disabled={items.length === 0}>
        {t('js.newsletter.save_order')}
      </Button>
    </div>
  );
};
