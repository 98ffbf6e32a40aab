import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  ArrowDown,
  ArrowUp,
  GripVertical,
  IndentDecrease,
  IndentIncrease,
  Pencil,
  Trash2,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui/cn';
import { IconButton } from '../../../ui/icon-button';
import type { Row } from './tree';

export type RowActions = {
  up?: () => void;
  down?: () => void;
  indent?: () => void;
  outdent?: () => void;
  edit: () => void;
  remove: () => void;
};

/** One item of the editor: drag handle (pointer or Space and arrows), its text and link, its moves. */
export const NavigationRow = ({
  row,
  text,
  position,
  invalid,
  actions,
}: {
  row: Row;
  text: string;
  position: number;
  invalid: boolean;
  actions: RowActions;
}) => {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: row.id,
  });
  const name = text || t('js.navigation.untitled');
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'flex items-center gap-2 bg-surface py-2 pr-3',
        row.depth === 1 ? 'pl-12' : 'pl-3',
        isDragging && 'relative z-10 shadow-md',
        invalid && 'bg-danger/5',
      )}
      data-testid="navigation-row"
      data-depth={row.depth}
      aria-invalid={invalid || undefined}
    >
      <button
        type="button"
        {...attributes}
        {...listeners}
        aria-label={t('js.navigation.move_handle', { name, position })}
        className="cursor-grab touch-none rounded p-1 text-subtle hover:text-ink focus-visible:outline-2 focus-visible:outline-(--color-primary)"
      >
        <GripVertical aria-hidden className="size-5" />
      </button>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-ink">{name}</p>
        <p className="truncate text-xs text-muted">
          {row.item.link || t('js.navigation.no_link')}
          {row.item.public ? '' : ` · ${t('js.navigation.internal_only')}`}
          {row.item.new_window ? ` · ${t('js.navigation.opens_new_window')}` : ''}
        </p>
        {invalid ? <p className="text-xs text-danger">{t('js.navigation.message_empty_fields')}</p> : null}
      </div>
      <IconButton
        label={t('js.navigation.move_up', { name })}
        icon={<ArrowUp aria-hidden className="size-4" />}
        disabled={!actions.up}
        onClick={actions.up}
      />
      <IconButton
        label={t('js.navigation.move_down', { name })}
        icon={<ArrowDown aria-hidden className="size-4" />}
        disabled={!actions.down}
        onClick={actions.down}
      />
      {row.depth === 0 ? (
        <IconButton
          label={t('js.navigation.indent', { name })}
          icon={<IndentIncrease aria-hidden className="size-4" />}
          disabled={!actions.indent}
          onClick={actions.indent}
        />
      ) : (
        <IconButton
          label={t('js.navigation.outdent', { name })}
          icon={<IndentDecrease aria-hidden className="size-4" />}
          onClick={actions.outdent}
        />
      )}
      <IconButton
        label={t('js.navigation.edit_named', { name })}
        icon={<Pencil aria-hidden className="size-4" />}
        onClick={actions.edit}
      />
      <IconButton
        label={t('js.navigation.remove_named', { name })}
        icon={<Trash2 aria-hidden className="size-4" />}
        onClick={actions.remove}
      />
    </li>
  );
};
