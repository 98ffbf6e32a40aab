import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, Plus, Trash2, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  type ChannelWidget,
  LAYOUT_ROW_COLUMNS,
  LAYOUT_ROW_TYPES,
  type LayoutRow,
  type LayoutRowType,
} from '../../../contract/channel-widgets';
import { useDocumentTitle } from '../../app/use-document-title';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { dropTargetCollision, dropTargetKeyboardCoordinates } from '../../ui/drop-targets';
import { IconButton } from '../../ui/icon-button';
import { ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { useUnsavedChangesPrompt } from '../../ui/use-unsaved-changes-prompt';
import { useChannelLayout, useSaveLayout } from './api';
import { EditorHeading, useEditableWidgets } from './channel-header';
import { readLayoutDraft, writeLayoutDraft } from './layout-draft';
import {
  addRow,
  type EditorRow,
  editorRows,
  moveRow,
  parsePlaceId,
  placeId,
  placeWidget,
  removeRow,
  storedRows,
  unplacedWidgets,
  unplaceWidget,
} from './layout-rows';

const PALETTE = 'palette';
const SPAN = { 1: 'sm:col-span-1', 2: 'sm:col-span-2', 3: 'sm:col-span-3' } as const;

const WidgetChip = ({
  widget,
  name,
  onUnplace,
}: {
  widget: ChannelWidget;
  name: string;
  onUnplace?: () => void;
}) => {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: widget.id });
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform) }}
      className={cn(
        'flex items-center gap-2 rounded-lg border border-border bg-surface px-2 py-2 text-sm',
        isDragging ? 'relative z-10 shadow-lg' : '',
      )}
      data-testid="layout-widget"
      data-widget-id={widget.id}
    >
      <button
        type="button"
        {...attributes}
        {...listeners}
        aria-label={t('js.channel_widgets.layout.move_handle', { name })}
        className="cursor-grab touch-none rounded p-1 text-subtle hover:text-ink focus-visible:outline-2 focus-visible:outline-(--color-primary)"
      >
        <GripVertical aria-hidden className="size-4" />
      </button>
      <span className="min-w-0 flex-1 truncate font-medium text-ink">{name}</span>
      {onUnplace ? (
        <IconButton
          label={t('js.channel_widgets.layout.unplace', { name })}
          icon={<X aria-hidden className="size-4" />}
          onClick={onUnplace}
        />
      ) : null}
    </div>
  );
};

const Place = ({
  id,
  label,
  children,
  columns,
}: {
  id: string;
  label: string;
  children: React.ReactNode;
  columns: number;
}) => {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <fieldset
      ref={setNodeRef}
      aria-label={label}
      className={cn(
        'min-h-16 rounded-lg border-2 border-dashed p-2',
        SPAN[columns as 1 | 2 | 3],
        isOver ? 'border-(--color-primary) bg-canvas' : 'border-border',
      )}
      data-testid="layout-place"
    >
      {children}
    </fieldset>
  );
};

const Palette = ({ children, label }: { children: React.ReactNode; label: string }) => {
  const { setNodeRef, isOver } = useDroppable({ id: PALETTE });
  return (
    <section
      ref={setNodeRef}
      aria-label={label}
      className={cn('space-y-2 rounded-xl border border-border p-4', isOver ? 'bg-canvas' : 'bg-surface')}
      data-testid="layout-palette"
    >
      <h2 className="text-sm font-semibold text-ink">{label}</h2>
      {children}
    </section>
  );
};

const Editor = ({
  slug,
  widgets,
  initial,
  saved,
}: {
  slug: string;
  widgets: ChannelWidget[];
  initial: EditorRow[];
  saved: LayoutRow[];
}) => {
  const { t } = useTranslation();
  const save = useSaveLayout(slug);
  const [rows, setRows] = useState(initial);
  const [dirty, setDirty] = useState(readLayoutDraft(slug) !== null);
  useUnsavedChangesPrompt(dirty && !save.isPending);
  const byId = useMemo(() => new Map(widgets.map((widget) => [widget.id, widget])), [widgets]);
  const nameOf = (id: string) => {
    const widget = byId.get(id);
    return (
      widget?.title || t(`js.channel_widgets.types.${widget?.type ?? 'text'}`, { defaultValue: widget?.type })
    );
  };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: dropTargetKeyboardCoordinates }),
  );
  const change = (next: EditorRow[]) => {
    setRows(next);
    setDirty(true);
    writeLayoutDraft(slug, storedRows(next));
  };
  const placeName = (id: string | number | undefined) => {
    if (id === PALETTE) return t('js.channel_widgets.layout.palette');
    const target = parsePlaceId(String(id ?? ''));
    const row = target ? rows.findIndex((entry) => entry.key === target.rowKey) : -1;
    return target && row >= 0
      ? t('js.channel_widgets.layout.place_name', { row: row + 1, place: target.place + 1 })
      : t('js.channel_widgets.layout.nowhere');
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const id = String(active.id);
    if (over.id === PALETTE) return change(unplaceWidget(rows, id));
    const target = parsePlaceId(String(over.id));
    if (target) change(placeWidget(rows, id, target.rowKey, target.place));
  };
  const submit = () =>
    save.mutate(storedRows(rows), {
      onSuccess: () => {
        writeLayoutDraft(slug, null);
        setDirty(false);
        toast.success(t('js.saving_successful'));
      },
      onError: () => toast.error(t('js.saving_failure')),
    });
  const discard = () => {
    writeLayoutDraft(slug, null);
    setDirty(false);
    setRows(editorRows(saved, new Set(widgets.map((widget) => widget.id))));
  };
  const unplaced = unplacedWidgets(
    rows,
    widgets.map((widget) => widget.id),
  );

  return (
    <div className="space-y-6">
      <p id="layout-hint" className="text-sm text-muted">
        {t('js.channel_widgets.layout.hint')}
      </p>
      {dirty ? (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {t('js.channel_widgets.unsaved_notice')}
        </p>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={dropTargetCollision}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t('js.channel_widgets.layout.hint') },
          announcements: {
            onDragStart: ({ active }) =>
              t('js.channel_widgets.layout.picked_up', { name: nameOf(String(active.id)) }),
            onDragOver: ({ active, over }) =>
              over
                ? t('js.channel_widgets.layout.over', {
                    name: nameOf(String(active.id)),
                    place: placeName(over.id),
                  })
                : undefined,
            onDragEnd: ({ active, over }) =>
              over
                ? t('js.channel_widgets.layout.dropped', {
                    name: nameOf(String(active.id)),
                    place: placeName(over.id),
                  })
                : t('js.channel_widgets.layout.cancelled', { name: nameOf(String(active.id)) }),
            onDragCancel: ({ active }) =>
              t('js.channel_widgets.layout.cancelled', { name: nameOf(String(active.id)) }),
          },
        }}
      >
        <div className="grid gap-6 lg:grid-cols-[1fr_16rem]">
          <ol className="space-y-4" aria-describedby="layout-hint">
            {rows.map((row, index) => (
              <li
                key={row.key}
                className="space-y-2 rounded-xl border border-border bg-surface p-3"
                data-testid="layout-row"
              >
                <div className="flex items-center gap-2">
                  <span className="flex-1 text-sm font-medium text-ink">
                    {t('js.channel_widgets.layout.row_name', {
                      index: index + 1,
                      kind: t(`js.channel_widgets.row_types.${row.type}`),
                    })}
                  </span>
                  <IconButton
                    label={t('js.channel_widgets.layout.row_up', { index: index + 1 })}
                    icon={<ArrowUp aria-hidden className="size-4" />}
                    disabled={index === 0}
                    onClick={() => change(moveRow(rows, index, index - 1))}
                  />
                  <IconButton
                    label={t('js.channel_widgets.layout.row_down', { index: index + 1 })}
                    icon={<ArrowDown aria-hidden className="size-4" />}
                    disabled={index === rows.length - 1}
                    onClick={() => change(moveRow(rows, index, index + 1))}
                  />
                  <IconButton
                    label={t('js.channel_widgets.layout.remove_row', { index: index + 1 })}
                    icon={<Trash2 aria-hidden className="size-4" />}
                    onClick={() => change(removeRow(rows, row.key))}
                  />
                </div>
                <div className="grid gap-2 sm:grid-cols-3">
                  {row.places.map((id, place) => (
                    <Place
                      // biome-ignore lint/suspicious/noArrayIndexKey: a row's places are fixed by its kind
                      key={place}
                      id={placeId(row.key, place)}
                      columns={LAYOUT_ROW_COLUMNS[row.type][place] ?? 1}
                      label={t('js.channel_widgets.layout.place_name', { row: index + 1, place: place + 1 })}
                    >
                      {id && byId.has(id) ? (
                        <WidgetChip
                          widget={byId.get(id) as ChannelWidget}
                          name={nameOf(id)}
                          onUnplace={() => change(unplaceWidget(rows, id))}
                        />
                      ) : (
                        <p className="p-2 text-xs text-muted">{t('js.channel_widgets.layout.empty_place')}</p>
                      )}
                    </Place>
                  ))}
                </div>
              </li>
            ))}
          </ol>
          <Palette label={t('js.channel_widgets.layout.palette')}>
            {unplaced.length === 0 ? (
              <p className="text-xs text-muted">{t('js.channel_widgets.layout.all_placed')}</p>
            ) : (
              unplaced.map((id) => (
                <WidgetChip key={id} widget={byId.get(id) as ChannelWidget} name={nameOf(id)} />
              ))
            )}
          </Palette>
        </div>
      </DndContext>
      <div className="flex flex-wrap items-center gap-2">
        {LAYOUT_ROW_TYPES.map((type: LayoutRowType) => (
          <Button key={type} type="button" size="sm" onClick={() => change(addRow(rows, type))}>
            <Plus aria-hidden className="size-4" />
            {t('js.channel_widgets.layout.add_row', { kind: t(`js.channel_widgets.row_types.${type}`) })}
          </Button>
        ))}
        <div className="ml-auto flex gap-2">
          {dirty ? (
            <Button type="button" onClick={discard}>
              {t('js.channel_widgets.layout.discard')}
            </Button>
          ) : null}
          <Button type="button" variant="primary" loading={save.isPending} onClick={submit}>
            {t('js.channel_widgets.layout.save')}
          </Button>
        </div>
      </div>
    </div>
  );
};

/**
 * /channels/{slug}/layout/edit: rows of the four kinds, widgets dragged into their places (pointer,
 * or Space and the arrow keys with announcements). Changes are kept as a draft in the tab until saved.
 */
export const LayoutEditPage = () => {
  const { t } = useTranslation();
  const { channelSlug = '' } = useParams();
  const { widgets, gate } = useEditableWidgets(channelSlug);
  const layout = useChannelLayout(channelSlug, !gate);
  useDocumentTitle(t('js.channel_widgets.layout.title'));
  const [initial, setInitial] = useState<EditorRow[] | null>(null);
  useEffect(() => {
    if (!widgets.data || !layout.data || initial) return;
    const known = new Set(widgets.data.widgets.map((widget) => widget.id));
    setInitial(editorRows(readLayoutDraft(channelSlug) ?? layout.data.rows, known));
  }, [widgets.data, layout.data, initial, channelSlug]);
  if (gate) return gate;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <EditorHeading slug={channelSlug} title={t('js.channel_widgets.layout.title')} />
      {layout.isError ? (
        <ErrorState onRetry={() => void layout.refetch()} />
      ) : !initial || !widgets.data || !layout.data ? (
        <LoadingState />
      ) : (
        <Editor
          slug={channelSlug}
          widgets={widgets.data.widgets}
          initial={initial}
          saved={layout.data.rows}
        />
      )}
    </div>
  );
};

export { LayoutEditPage as Component };
