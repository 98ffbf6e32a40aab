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
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { App } from '../../../contract/apps';
import {
  ITEM_LAYOUT_VIEWS,
  ITEM_LAYOUTS,
  type ItemLayoutView,
  type LayoutEntry,
  layoutColumns,
  layoutProblems,
  layoutRows,
} from '../../../contract/item-layouts';
import { isApiError } from '../../app/api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { cn } from '../../ui/cn';
import { dropTargetCollision, dropTargetKeyboardCoordinates } from '../../ui/drop-targets';
import { fieldMessageText } from '../../ui/form/field-message';
import { IconButton } from '../../ui/icon-button';
import { ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { useUnsavedChangesPrompt } from '../../ui/use-unsaved-changes-prompt';
import { NotFoundPage } from '../errors';
import { useApp, useUpdateApp } from './api';
import {
  addTab,
  columnTarget,
  type EditorLayout,
  type EditorTab,
  editorLayout,
  moveEntry,
  PALETTE,
  parseColumnTarget,
  placeEntry,
  removeTab,
  renameTab,
  setShowLabel,
  setTabLayout,
  storedLayout,
  unplaced,
  unplaceEntry,
} from './layout-editor';

const Chip = ({
  name,
  label,
  entry,
  onChange,
}: {
  name: string;
  label: string;
  entry?: LayoutEntry;
  onChange?: (action: 'up' | 'down' | 'unplace' | 'label') => void;
}) => {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: name });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform) }}
      className={cn(
        'flex flex-wrap items-center gap-2 rounded-lg border border-border bg-surface px-2 py-1.5 text-sm',
        isDragging ? 'relative z-10 shadow-lg' : '',
      )}
      data-testid="layout-property"
      data-property={name}
    >
      <button
        type="button"
        {...attributes}
        {...listeners}
        aria-label={t('js.apps.layout.move_handle', { name: label })}
        className="cursor-grab touch-none rounded p-1 text-subtle hover:text-ink focus-visible:outline-2 focus-visible:outline-(--color-primary)"
      >
        <GripVertical aria-hidden className="size-4" />
      </button>
      <span className="min-w-0 flex-1 truncate font-medium text-ink">{label}</span>
      {entry && onChange ? (
        <>
          <label className="flex items-center gap-1 text-xs text-muted">
            <input type="checkbox" checked={entry.show_label} onChange={() => onChange('label')} />
            {t('js.apps.layout.show_label')}
          </label>
          <IconButton
            label={t('js.apps.layout.up', { name: label })}
            icon={<ArrowUp aria-hidden className="size-4" />}
            onClick={() => onChange('up')}
          />
          <IconButton
            label={t('js.apps.layout.down', { name: label })}
            icon={<ArrowDown aria-hidden className="size-4" />}
            onClick={() => onChange('down')}
          />
          <IconButton
            label={t('js.apps.layout.unplace', { name: label })}
            icon={<X aria-hidden className="size-4" />}
            onClick={() => onChange('unplace')}
          />
        </>
      ) : null}
    </li>
  );
};

const Target = ({ id, label, children }: { id: string; label: string; children: React.ReactNode }) => {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <section
      ref={setNodeRef}
      aria-label={label}
      className={cn(
        'min-h-20 min-w-0 space-y-2 rounded-lg border-2 border-dashed p-2',
        isOver ? 'border-(--color-primary) bg-canvas' : 'border-border',
      )}
      data-testid={id === PALETTE ? 'layout-palette' : 'layout-target'}
    >
      <h3 className="text-xs font-semibold text-muted uppercase">{label}</h3>
      {children}
    </section>
  );
};

type Layouts = Record<ItemLayoutView, EditorLayout>;

const Editor = ({ app }: { app: App }) => {
  const { t } = useTranslation();
  const update = useUpdateApp();
  const names = useMemo(() => app.properties.map((property) => property.name), [app.properties]);
  const labelOf = (name: string) => app.properties.find((p) => p.name === name)?.label || name;
  const [layouts, setLayouts] = useState<Layouts>(() => {
    const known = new Set(names);
    return {
      show: editorLayout(app.item_layouts.show, known),
      edit: editorLayout(app.item_layouts.edit, known),
    };
  });
  const [view, setView] = useState<ItemLayoutView>('show');
  const [activeTab, setActiveTab] = useState<string | null>(layouts.show.tabs[0]?.key ?? null);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  useUnsavedChangesPrompt(dirty && !update.isPending);
  const layout = layouts[view];
  const tab = layout.tabs.find((entry) => entry.key === activeTab) ?? layout.tabs[0] ?? null;
  const change = (next: EditorLayout) => {
    setLayouts((current) => ({ ...current, [view]: next }));
    setDirty(true);
  };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: dropTargetKeyboardCoordinates }),
  );
  const targetName = (id: string | number | undefined) => {
    if (id === PALETTE) return t('js.apps.layout.palette');
    const target = parseColumnTarget(String(id ?? ''));
    return target ? t('js.apps.layout.column', { column: target.column.toUpperCase() }) : '';
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const name = String(active.id);
    if (over.id === PALETTE) return change(unplaceEntry(layout, name));
    const target = parseColumnTarget(String(over.id));
    if (target) change(placeEntry(layout, name, target.tabKey, target.column));
  };
  const chooseView = (next: ItemLayoutView) => {
    setView(next);
    setActiveTab(layouts[next].tabs[0]?.key ?? null);
  };
  const chooseType = (type: EditorLayout['type']) => {
    if (type === 'custom' && layout.tabs.length === 0) {
      const added = addTab({ ...layout, type }, t('js.apps.layout.default_tab'), names);
      change(added.layout);
      setActiveTab(added.key);
    } else change({ ...layout, type });
  };
  const entryAction = (current: EditorTab, name: string) => (action: 'up' | 'down' | 'unplace' | 'label') => {
    if (action === 'unplace') return change(unplaceEntry(layout, name));
    if (action === 'label') {
      const entry = layoutColumns(current.layout)
        .flatMap((column) => current.columns[column])
        .find((candidate) => candidate.name === name);
      return change(setShowLabel(layout, name, !(entry?.show_label ?? true)));
    }
    change(moveEntry(layout, name, action === 'up' ? -1 : 1));
  };
  const submit = () => {
    const body = { show: storedLayout(layouts.show), edit: storedLayout(layouts.edit) };
    const known = new Set(names);
    const problems = Object.assign(
      {},
      ...ITEM_LAYOUT_VIEWS.map((name) => layoutProblems(body[name], name, known, name)),
    ) as Record<string, string[]>;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return toast.error(t('js.apps.layout.fix_errors'));
    update.mutate(
      { ref: app.id, body: { item_layouts: body } },
      {
        onSuccess: () => {
          setDirty(false);
          toast.success(t('js.saving_successful'));
        },
        onError: () => toast.error(t('js.saving_failure')),
      },
    );
  };
  const tabIndex = tab ? layout.tabs.indexOf(tab) : -1;
  const tabErrors = (errors[`${view}.tabs.${tabIndex}.name`] ?? []).map((key) => fieldMessageText(t, key));
  const free = unplaced(layout, names);

  return (
    <div className="space-y-6">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('js.apps.layout.view_label')}</legend>
        {ITEM_LAYOUT_VIEWS.map((name) => (
          <Button
            key={name}
            size="sm"
            variant={view === name ? 'primary' : 'secondary'}
            aria-pressed={view === name}
            onClick={() => chooseView(name)}
          >
            {t(`js.apps.layout.views.${name}`)}
          </Button>
        ))}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink">{t('js.apps.layout.type')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['auto', ...(view === 'edit' ? ['inherit'] : []), 'custom'] as const).map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`layout-type-${view}`}
                checked={layout.type === type}
                onChange={() => chooseType(type as EditorLayout['type'])}
              />
              {t(`js.apps.layout.types.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {layout.type === 'custom' && tab ? (
        <DndContext
          sensors={sensors}
          collisionDetection={dropTargetCollision}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: { draggable: t('js.apps.layout.hint') },
            announcements: {
              onDragStart: ({ active }) =>
                t('js.apps.layout.picked_up', { name: labelOf(String(active.id)) }),
              onDragOver: ({ active, over }) =>
                over
                  ? t('js.apps.layout.over', { name: labelOf(String(active.id)), place: targetName(over.id) })
                  : undefined,
              onDragEnd: ({ active, over }) =>
                over
                  ? t('js.apps.layout.dropped', {
                      name: labelOf(String(active.id)),
                      place: targetName(over.id),
                    })
                  : t('js.apps.layout.cancelled', { name: labelOf(String(active.id)) }),
              onDragCancel: ({ active }) =>
                t('js.apps.layout.cancelled', { name: labelOf(String(active.id)) }),
            },
          }}
        >
          <p id="layout-hint" className="text-sm text-muted">
            {t('js.apps.layout.hint')}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            {layout.tabs.map((entry, index) => (
              <Button
                key={entry.key}
                size="sm"
                variant={entry.key === tab.key ? 'primary' : 'secondary'}
                aria-pressed={entry.key === tab.key}
                onClick={() => setActiveTab(entry.key)}
              >
                {entry.name || t('js.apps.layout.tab_number', { index: index + 1 })}
              </Button>
            ))}
            <Button
              size="sm"
              icon={<Plus aria-hidden className="size-4" />}
              onClick={() => {
                const added = addTab(layout, t('js.apps.layout.new_tab'));
                change(added.layout);
                setActiveTab(added.key);
              }}
            >
              {t('js.apps.layout.add_tab')}
            </Button>
          </div>
          <div className="grid gap-6 lg:grid-cols-[1fr_16rem]">
            <Card className="space-y-4 p-4">
              <div className="flex flex-wrap items-end gap-3">
                <label className="flex-1 space-y-1 text-sm font-medium text-ink">
                  <span>{t('js.apps.layout.tab_name')}</span>
                  <input
                    className="block h-10 w-full rounded-lg border border-border bg-surface px-3"
                    value={tab.name}
                    aria-invalid={tabErrors.length > 0 || undefined}
                    onChange={(event) => change(renameTab(layout, tab.key, event.target.value))}
                  />
                  {tabErrors.map((message) => (
                    <span key={message} className="block text-xs text-danger">
                      {message}
                    </span>
                  ))}
                </label>
                <label className="space-y-1 text-sm font-medium text-ink">
                  <span>{t('js.apps.layout.tab_layout')}</span>
                  <select
                    className="block h-10 rounded-lg border border-border bg-surface px-3"
                    value={tab.layout}
                    onChange={(event) =>
                      change(setTabLayout(layout, tab.key, event.target.value as EditorTab['layout']))
                    }
                  >
                    {ITEM_LAYOUTS.map((name) => (
                      <option key={name} value={name}>
                        {t(`js.apps.layout.layouts.${name.replaceAll('-', '_')}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <IconButton
                  label={t('js.apps.layout.remove_tab', { name: tab.name })}
                  icon={<Trash2 aria-hidden className="size-4" />}
                  disabled={layout.tabs.length <= 1}
                  onClick={() => {
                    change(removeTab(layout, tab.key));
                    setActiveTab(null);
                  }}
                />
              </div>
              {layoutRows(tab.layout).map((row) => (
                <div
                  key={row.join('')}
                  className={cn(
                    'grid gap-3',
                    row.length === 2 ? 'sm:grid-cols-2' : row.length === 3 ? 'sm:grid-cols-3' : '',
                  )}
                >
                  {row.map((column) => (
                    <Target
                      key={column}
                      id={columnTarget(tab.key, column)}
                      label={t('js.apps.layout.column', { column: column.toUpperCase() })}
                    >
                      <ul className="space-y-2">
                        {tab.columns[column].map((entry) => (
                          <Chip
                            key={entry.name}
                            name={entry.name}
                            label={labelOf(entry.name)}
                            entry={entry}
                            onChange={entryAction(tab, entry.name)}
                          />
                        ))}
                      </ul>
                    </Target>
                  ))}
                </div>
              ))}
            </Card>
            <Target id={PALETTE} label={t('js.apps.layout.palette')}>
              {free.length === 0 ? (
                <p className="text-xs text-muted">{t('js.apps.layout.all_placed')}</p>
              ) : (
                <ul className="space-y-2">
                  {free.map((name) => (
                    <Chip key={name} name={name} label={labelOf(name)} />
                  ))}
                </ul>
              )}
            </Target>
          </div>
        </DndContext>
      ) : null}
      <div className="flex justify-end gap-2">
        <Link
          to={app.url}
          className="inline-flex h-10 items-center px-3 text-sm text-primary hover:underline"
        >
          {t('js.apps.layout.back')}
        </Link>
        <Button variant="primary" loading={update.isPending} onClick={submit}>
          {t('js.apps.layout.save')}
        </Button>
      </div>
    </div>
  );
};

/**
 * /apps/{appSlug}/layout/edit: the item page's and the item form's layouts (part 3 sections 3.8 and
 * 5), properties dragged into a tab's columns by pointer or by Space and the arrow keys; administrators
 * of the app only.
 */
export const LayoutEditPage = () => {
  const { t } = useTranslation();
  const { appSlug = '' } = useParams();
  const app = useApp(appSlug);
  useDocumentTitle(t('js.apps.layout.title'));
  if (app.isError && isApiError(app.error) && app.error.status === 404) return <NotFoundPage />;
  if (app.isPending) return <LoadingState />;
  if (app.isError) return <ErrorState onRetry={() => void app.refetch()} />;
  if (!app.data.can.update) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-5xl space-y-6 p-4">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">
        {t('js.apps.layout.heading', { name: app.data.name })}
      </h1>
      <Editor app={app.data} />
    </div>
  );
};

export { LayoutEditPage as Component };
