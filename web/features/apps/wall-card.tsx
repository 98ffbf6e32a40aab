import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Paperclip } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CARD_ASSIGNEES_MAX, type Card } from '../../../contract/apps';
import { Avatar } from '../../ui/avatar';
import { cn } from '../../ui/cn';

/** Up to seven assignees, then "+N" (part 3 section 9). */
export function visibleAssignees<T>(members: readonly T[]): { shown: T[]; more: number } {
  return {
    shown: members.slice(0, CARD_ASSIGNEES_MAX),
    more: Math.max(0, members.length - CARD_ASSIGNEES_MAX),
  };
}

/**
 * A card of the wall (part 3 section 3.8): name, logo, tags, assignees, file count and the description
 * clamped at three lines. It is dragged by pointer or, focused, with Space and the arrow keys.
 */
export const WallCard = ({ card, disabled }: { card: Card; disabled: boolean }) => {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: card.id,
    disabled,
    // A card stays an item of its column's list (dnd-kit would make it a button, and the list empty
    // for screen readers); it is focusable and described as a card all the same.
    attributes: { role: 'listitem' },
  });
  const { shown, more } = visibleAssignees(card.memberships);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'space-y-2 rounded-md border border-border bg-surface p-3 text-sm shadow-sm',
        isDragging && 'relative z-10 ring-2 ring-primary',
        !disabled && 'cursor-grab',
      )}
      data-card={card.name}
      {...attributes}
      {...listeners}
      aria-roledescription={t('js.apps.wall.card')}
      aria-label={card.name || t('js.apps.untitled')}
    >
      <div className="flex items-start gap-2">
        {card.logo ? (
          <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded bg-muted/20 text-xs font-semibold text-ink">
            {card.logo.name.slice(0, 1).toUpperCase()}
          </span>
        ) : null}
        <Link
          to={card.url}
          className="font-medium text-primary hover:underline"
          onPointerDown={(event) => event.stopPropagation()}
        >
          {card.name || t('js.apps.untitled')}
        </Link>
      </div>
      {card.description ? (
        <p className="line-clamp-3 whitespace-pre-line text-muted">{card.description}</p>
      ) : null}
      {card.tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1" aria-label={t('js.apps.wall.tags')}>
          {card.tags.map((tag) => (
            <li key={tag.id} className="rounded bg-primary/10 px-1.5 py-0.5 text-xs text-primary">
              #{tag.name}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex items-center justify-between gap-2">
        <ul className="flex -space-x-1" aria-label={t('js.apps.wall.assignees')}>
          {shown.map((member) => (
            <li key={member.id} title={member.displayName}>
              <Avatar src={null} alt={member.displayName} size="xs" />
            </li>
          ))}
          {more > 0 ? (
            <li
              className="ml-2 text-xs text-muted"
              aria-label={t('js.apps.wall.more_assignees', { count: more })}
            >
              +{more}
            </li>
          ) : null}
        </ul>
        {card.files_count > 0 ? (
          <span className="inline-flex items-center gap-1 text-xs text-muted">
            <Paperclip aria-hidden className="size-3.5" />
            <span className="sr-only">{t('js.apps.wall.files', { count: card.files_count })}</span>
            <span aria-hidden>{card.files_count}</span>
          </span>
        ) : null}
      </div>
    </li>
  );
};
