import {
  closestCorners,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, ChevronRight, TriangleAlert } from 'lucide-react';
import { Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { App, Card, Wall } from '../../../contract/apps';
import { useMe } from '../../app/api/use-me';
import { ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { LiveTopic } from '../chat';
import { appKeys, moveCardRequest, useWall } from './api';
import { WallCard } from './wall-card';
import { applyMove, laneOfCard, lanesOf, moveFromDrop, UNASSIGNED } from './wall-move';

const Lane = ({ id, label, cards, total }: { id: string; label: string; cards: Card[]; total: number }) => {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: `lane:${id}` });
  return (
    <SortableContext
      id={`lane:${id}`}
      items={cards.map((card) => card.id)}
      strategy={verticalListSortingStrategy}
    >
      <ul
        ref={setNodeRef}
        aria-label={label}
        className={`min-h-24 space-y-2 rounded-md p-1 ${isOver ? 'bg-primary/5' : ''}`}
      >
        {cards.map((card) => (
          <WallCard key={card.id} card={card} disabled={!card.can.move} />
        ))}
        {cards.length === 0 ? (
          <li className="p-3 text-center text-sm text-muted">{t('js.apps.wall.empty_column')}</li>
        ) : null}
      </ul>
      {total > cards.length ? (
        <p className="px-1 text-xs text-muted">
          {t('js.apps.wall.more_cards', { count: total - cards.length })}
        </p>
      ) : null}
    </SortableContext>
  );
};

/**
 * The card wall (part 3 section 4): a column per option of the app's column property and the
 * collapsible unassigned box. A move is drawn at once, sent with the card it goes after, and undone
 * when the server refuses it. Others' moves arrive live over the realtime socket (`wall_changed`),
 * with a slow poll as the fallback.
 */
export const AppWall = ({ app }: { app: App }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const wall = useWall(app.id, app.has_wall);
  // The realtime socket is the chat's: members who may not chat keep the fallback poll.
  const live = useMe().data?.can.chat ?? false;
  const [unassignedOpen, setUnassignedOpen] = useState(true);
  // Others' moves arrive live; one that arrives while a card is held is drawn after the drop, so the
  // wall is not redrawn under the pointer or the keyboard.
  const dragging = useRef(false);
  const missed = useRef(false);
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: appKeys.wall(app.id) }),
    [queryClient, app.id],
  );
  const onLivePush = useCallback(
    (payload: unknown) => {
      const revision = (payload as { revision?: number } | null)?.revision;
      const shown = queryClient.getQueryData<Wall>(appKeys.wall(app.id))?.revision ?? -1;
      if (typeof revision === 'number' && revision <= shown) return;
      if (dragging.current) missed.current = true;
      else refresh();
    },
    [queryClient, app.id, refresh],
  );
  const dropped = () => {
    dragging.current = false;
    if (missed.current) {
      missed.current = false;
      refresh();
    }
  };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  if (!app.has_wall)
    return (
      <div
        role="alert"
        className="flex items-start gap-2 rounded-md border border-danger/40 bg-danger/10 p-4 text-sm text-danger"
      >
        <TriangleAlert aria-hidden className="size-4 shrink-0" />
        <p>{t('js.apps.wall.no_columns')}</p>
      </div>
    );
  if (wall.isPending) return <LoadingState />;
  if (wall.isError) return <ErrorState onRetry={() => void wall.refetch()} />;
  const data = wall.data;

  const laneName = (laneId: string | null) =>
    laneId === UNASSIGNED
      ? t('js.apps.wall.unassigned')
      : (data.columns.find((c) => c.value === laneId)?.label ?? '');
  const cardName = (id: string | number) =>
    lanesOf(data)
      .flatMap((lane) => lane.cards)
      .find((card) => card.id === id)?.name ?? '';

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const move = moveFromDrop(data, String(active.id), String(over.id));
    const moved = move ? applyMove(data, move) : null;
    if (!moved) return;
    const key = appKeys.wall(app.id);
    await queryClient.cancelQueries({ queryKey: key });
    const before = queryClient.getQueryData<Wall>(key);
    queryClient.setQueryData<Wall>(key, moved.wall);
    try {
      await moveCardRequest(String(active.id), moved.placement);
    } catch {
      if (before) queryClient.setQueryData<Wall>(key, before);
      toast.error(t('js.apps.wall.move_failed'));
    } finally {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={() => {
        dragging.current = true;
      }}
      onDragCancel={dropped}
      onDragEnd={(event) => void onDragEnd(event).finally(dropped)}
      accessibility={{
        screenReaderInstructions: { draggable: t('js.apps.wall.instructions') },
        announcements: {
          onDragStart: ({ active }) =>
            t('js.apps.wall.picked_up', {
              name: cardName(active.id),
              column: laneName(laneOfCard(data, String(active.id))),
            }),
          onDragOver: ({ active, over }) =>
            over
              ? t('js.apps.wall.over', {
                  name: cardName(active.id),
                  column: laneName(
                    String(over.id).startsWith('lane:')
                      ? String(over.id).slice(5)
                      : laneOfCard(data, String(over.id)),
                  ),
                })
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t('js.apps.wall.dropped', {
                  name: cardName(active.id),
                  column: laneName(
                    String(over.id).startsWith('lane:')
                      ? String(over.id).slice(5)
                      : laneOfCard(data, String(over.id)),
                  ),
                })
              : t('js.apps.wall.cancelled', { name: cardName(active.id) }),
          onDragCancel: ({ active }) => t('js.apps.wall.cancelled', { name: cardName(active.id) }),
        },
      }}
    >
      <div className="space-y-4">
        <section
          className="rounded-lg border border-border bg-surface-muted p-3"
          aria-labelledby="wall-unassigned"
        >
          <h2 id="wall-unassigned" className="mb-2">
            <button
              type="button"
              className="inline-flex items-center gap-1 text-sm font-semibold text-ink"
              aria-expanded={unassignedOpen}
              onClick={() => setUnassignedOpen((open) => !open)}
            >
              {unassignedOpen ? (
                <ChevronDown aria-hidden className="size-4" />
              ) : (
                <ChevronRight aria-hidden className="size-4" />
              )}
              {t('js.apps.wall.unassigned')} ({data.unassigned.total})
            </button>
          </h2>
          {unassignedOpen ? (
            <Lane
              id={UNASSIGNED}
              label={t('js.apps.wall.unassigned')}
              cards={data.unassigned.cards}
              total={data.unassigned.total}
            />
          ) : null}
        </section>
        <div className="flex gap-4 overflow-x-auto pb-2">
          {data.columns.map((column) => (
            <section
              key={column.value}
              className="w-72 shrink-0 rounded-lg border border-border bg-surface-muted p-3"
              aria-labelledby={`wall-column-${column.value}`}
            >
              <h2 id={`wall-column-${column.value}`} className="mb-2 text-sm font-semibold text-ink">
                {column.label} <span className="font-normal text-muted">({column.total})</span>
              </h2>
              <Lane id={column.value} label={column.label} cards={column.cards} total={column.total} />
            </section>
          ))}
        </div>
      </div>
      {live ? (
        <Suspense fallback={null}>
          <LiveTopic topic={`app-wall:${app.id}`} event="wall_changed" onPush={onLivePush} />
        </Suspense>
      ) : null}
    </DndContext>
  );
};
