import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui/cn';
import type { SuggestionView } from './mention-extension';

export type SuggestionListProps = {
  id: string;
  view: SuggestionView;
  active: number;
  /** Where the list sits inside the editor's frame. */
  position: { top: number; left: number };
};

export const suggestionOptionId = (listId: string, index: number) => `${listId}-${index}`;

/** The members or tags offered while typing `@name` or `#tag`; the editor keeps the focus. */
export const SuggestionList = ({ id, view, active, position }: SuggestionListProps) => {
  const { t } = useTranslation();
  const status = view.failed
    ? t('js.activities.suggestions.failed')
    : view.loading
      ? t('js.activities.suggestions.searching')
      : view.items.length === 0
        ? t(view.char === '@' ? 'js.activities.suggestions.no_members' : 'js.activities.suggestions.no_tags')
        : null;
  return (
    <div
      className="absolute z-30 w-64 max-w-[calc(100%-1rem)] rounded-lg border border-border bg-surface py-1 shadow-lg"
      style={{ top: position.top, left: position.left }}
    >
      {status ? (
        <p className="px-3 py-2 text-sm text-muted" role="status">
          {status}
        </p>
      ) : (
        <div
          id={id}
          role="listbox"
          aria-label={t(
            view.char === '@' ? 'js.activities.suggestions.members' : 'js.activities.suggestions.tags',
          )}
        >
          {view.items.map((item, index) => (
            <div
              key={item.id}
              id={suggestionOptionId(id, index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              // The editor keeps the focus; the pick happens on press.
              onMouseDown={(event) => {
                event.preventDefault();
                view.pick(item);
              }}
              className={cn(
                'cursor-pointer px-3 py-1.5 text-sm',
                index === active ? 'bg-primary-soft' : 'hover:bg-black/5',
              )}
            >
              {view.char}
              {item.name}
            </div>
          ))}
        </div>
      )}
    </div>
  );
};
