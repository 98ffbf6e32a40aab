import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronDown, ChevronRight, GripVertical, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../ui/icon-button';

type Props = {
  id: string;
  title: string;
  position: number;
  expanded: boolean;
  onToggle: () => void;
  onRemove: () => void;
  children: ReactNode;
};

/** One widget of the editor: a drag handle (pointer or Space and arrow keys), its name, its fields. */
export const SortableWidget = ({ id, title, position, expanded, onToggle, onRemove, children }: Props) => {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  const panelId = `widget-panel-${id}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`bg-surface ${isDragging ? 'relative z-10 shadow-md' : ''}`}
      data-testid="widget-editor-item"
    >
      <div className="flex items-center gap-2 px-4 py-3">
        <button
          type="button"
          {...attributes}
          {...listeners}
          aria-label={t('js.widgetbars.admin.move_handle', { name: title, position: position + 1 })}
          className="cursor-grab touch-none rounded p-1 text-subtle hover:text-ink focus-visible:outline-2 focus-visible:outline-(--color-primary)"
        >
          <GripVertical aria-hidden className="size-5" />
        </button>
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-controls={panelId}
          className="flex flex-1 items-center gap-2 text-left font-medium text-ink"
        >
          {expanded ? (
            <ChevronDown aria-hidden className="size-4" />
          ) : (
            <ChevronRight aria-hidden className="size-4" />
          )}
          {title}
        </button>
        <IconButton
          label={t('js.widgetbars.admin.remove', { name: title })}
          icon={<Trash2 aria-hidden className="size-4" />}
          onClick={onRemove}
        />
      </div>
      <div id={panelId} hidden={!expanded} className="border-t border-border px-5 py-4">
        {children}
      </div>
    </li>
  );
};
