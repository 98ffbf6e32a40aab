import { X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '../../../ui/form-field';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { MEMBER_SEARCH_DEBOUNCE_MS } from '../../members/api/use-members';
import { searchState } from '../lib/search-state';

export type Pick = { id: string; name: string; kind?: string };

export type PersonPickerProps = {
  id?: string;
  value: Pick[];
  onChange: (value: Pick[]) => void;
  /** Runs the search for the debounced text. */
  useSearch: (text: string) => { results: Pick[]; fetching: boolean; failed: boolean };
  single?: boolean;
  disabled?: boolean;
  placeholder?: string;
  renderKind?: (pick: Pick) => ReactNode;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * Chips of the chosen people (or groups, roles) and a search to add more: debounced 375 ms, with the
 * enter-more-characters, searching and no-match messages of part 2 section 5.
 */
export const PersonPicker = ({
  id,
  value,
  onChange,
  useSearch,
  single = false,
  disabled,
  placeholder,
  renderKind,
  ...aria
}: PersonPickerProps) => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, MEMBER_SEARCH_DEBOUNCE_MS);
  const search = useSearch(debounced);
  const chosen = new Set(value.map((pick) => `${pick.kind ?? ''}:${pick.id}`));
  const results = search.results.filter((pick) => !chosen.has(`${pick.kind ?? ''}:${pick.id}`));
  const state = search.failed
    ? 'failed'
    : searchState(text, { fetching: text !== debounced || search.fetching, resultCount: results.length });
  const add = (pick: Pick) => {
    onChange(single ? [pick] : [...value, pick]);
    setText('');
  };
  const hideInput = single && value.length > 0;

  return (
    <div className="flex flex-col gap-2">
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-1">
          {value.map((pick) => (
            <li
              key={`${pick.kind ?? ''}:${pick.id}`}
              className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2.5 py-0.5 text-sm text-ink"
            >
              {renderKind?.(pick)}
              {pick.name}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-black/10"
                disabled={disabled}
                onClick={() => onChange(value.filter((x) => x !== pick))}
                aria-label={t('js.calendars.picker.remove', { name: pick.name })}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {hideInput ? null : (
        <>
          <input
            id={id}
            className={inputClasses}
            value={text}
            disabled={disabled}
            placeholder={placeholder ?? t('js.calendars.picker.placeholder')}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
            {...aria}
          />
          {disabled || text === '' ? null : state === 'results' ? (
            <ul
              className="max-h-60 overflow-auto rounded-lg border border-border bg-surface"
              aria-label={t('js.calendars.picker.results')}
            >
              {results.map((pick) => (
                <li key={`${pick.kind ?? ''}:${pick.id}`}>
                  <button
                    type="button"
                    className="flex w-full items-center gap-2 px-3 py-1.5 text-left text-sm hover:bg-black/5 focus:bg-black/5"
                    onClick={() => add(pick)}
                  >
                    {renderKind?.(pick)}
                    {pick.name}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted" role="status">
              {t(`js.calendars.picker.${state}`)}
            </p>
          )}
        </>
      )}
    </div>
  );
};
