import { useQuery } from '@tanstack/react-query';
import { Users, X } from 'lucide-react';
import { type KeyboardEvent, type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NEW_TAG_PREFIX } from '../../../contract/tags';
import { MEMBER_SEARCH_DEBOUNCE_MS, memberSearchTerm } from '../../app/api/member-search';
import { cn } from '../cn';
import { inputClasses } from '../form-field';
import { useDebouncedValue } from '../use-debounced-value';
import type { Pick, PickSource } from './picker-sources';
import { pickerState, pickKey, sectionsOf } from './picker-state';

export type MemberPickerProps = {
  id?: string;
  value: Pick[];
  onChange: (value: Pick[]) => void;
  source: PickSource;
  /** One pick at most: choosing another replaces it. */
  single?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** The search field, for react-hook-form to focus on an error. */
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
};

/** A tag the picker offers to create (`new_<name>`); it is made when the form is saved. */
const isNewTag = (pick: Pick) => pick.kind === 'tag' && pick.id.startsWith(NEW_TAG_PREFIX);

const KindMark = ({ pick }: { pick: Pick }) => {
  const { t } = useTranslation();
  if (pick.kind === 'member' || pick.kind === 'tag') return null;
  return (
    <span className="inline-flex items-center gap-1 text-xs text-muted">
      {pick.kind === 'group' ? <Users aria-hidden className="size-3.5" /> : null}
      {t(`js.form.picker.kind.${pick.kind}`)}
    </span>
  );
};

/**
 * The one picker for members, groups, membership roles and tags: chips of the chosen ones and a combobox
 * that searches `source` 375 ms after typing stops, saying "enter more characters", "searching" or
 * "no match" (part 1 sections 5 and 9). ArrowUp/ArrowDown move through the results, Enter chooses,
 * Escape closes the list (or empties the text), Backspace in an empty field removes the last chip.
 */
export const MemberPicker = ({
  id,
  value,
  onChange,
  source,
  single = false,
  disabled = false,
  placeholder,
  inputRef,
  onBlur,
  ...aria
}: MemberPickerProps) => {
  const { t } = useTranslation();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const debounced = useDebouncedValue(text, MEMBER_SEARCH_DEBOUNCE_MS);
  const term = memberSearchTerm(debounced);
  const search = useQuery({
    queryKey: [...source.key, term],
    queryFn: ({ signal }) => source.search(term, signal),
    enabled: term !== '' && !disabled,
    staleTime: 30_000,
  });
  const chosen = new Set(value.map(pickKey));
  const sections = sectionsOf((search.data ?? []).filter((pick) => !chosen.has(pickKey(pick))));
  const results = sections.flatMap((section) => section.picks);
  const state = pickerState(text, {
    fetching: memberSearchTerm(text) !== term || search.isFetching,
    failed: search.isError,
    resultCount: results.length,
  });
  const showList = open && !disabled && state === 'results';
  const activeIndex = Math.min(active, results.length - 1);
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const choose = (pick: Pick) => {
    onChange(single ? [pick] : [...value, pick]);
    setText('');
    setActive(0);
    setOpen(false);
  };
  const remove = (pick: Pick) => onChange(value.filter((other) => pickKey(other) !== pickKey(pick)));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!results.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      // Enter in the search chooses; it never submits the form around it.
      if (text.trim() === '') return;
      event.preventDefault();
      const pick = showList ? results[activeIndex] : undefined;
      if (pick) choose(pick);
    } else if (event.key === 'Escape') {
      if (open && text) {
        event.preventDefault();
        setOpen(false);
      } else if (text) {
        event.preventDefault();
        setText('');
      }
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      const last = value[value.length - 1];
      if (last) remove(last);
    }
  };

  let index = -1;
  return (
    <div className="flex flex-col gap-2">
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-1" aria-label={t('js.form.picker.chosen')}>
          {value.map((pick) => (
            <li
              key={pickKey(pick)}
              className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft py-0.5 pr-1 pl-2.5 text-sm text-ink"
            >
              <KindMark pick={pick} />
              {pick.kind === 'tag' ? `#${pick.name}` : pick.name}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-black/10 disabled:opacity-50"
                disabled={disabled}
                onClick={() => remove(pick)}
                aria-label={t('js.form.picker.remove', { name: pick.name })}
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative">
        <input
          {...aria}
          id={id}
          ref={inputRef}
          role="combobox"
          aria-expanded={showList}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={showList ? optionId(activeIndex) : undefined}
          className={inputClasses}
          value={text}
          disabled={disabled}
          placeholder={placeholder ?? t('js.form.picker.placeholder')}
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            onBlur?.();
          }}
          onKeyDown={onKeyDown}
        />
        <div
          id={listboxId}
          role="listbox"
          aria-label={t('js.form.picker.results')}
          hidden={!showList}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-auto rounded-lg border border-border bg-surface py-1 shadow-lg"
        >
          {sections.map((section) => (
            // biome-ignore lint/a11y/useSemanticElements: an ARIA group of options inside a listbox, not a form fieldset
            <div
              key={section.kind}
              role="group"
              aria-labelledby={sections.length > 1 ? `${baseId}-${section.kind}` : undefined}
            >
              {sections.length > 1 ? (
                <span
                  id={`${baseId}-${section.kind}`}
                  className="block px-3 pt-1.5 pb-0.5 text-xs font-semibold text-muted uppercase"
                >
                  {t(`js.form.picker.section.${section.kind}`)}
                </span>
              ) : null}
              {section.picks.map((pick) => {
                index += 1;
                const at = index;
                return (
                  <div
                    key={pickKey(pick)}
                    id={optionId(at)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={at === activeIndex}
                    className={cn(
                      'flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm',
                      at === activeIndex ? 'bg-primary-soft' : 'hover:bg-black/5',
                    )}
                    // mousedown keeps the focus in the field (a click would blur it and close the list first).
                    onMouseDown={(event) => {
                      event.preventDefault();
                      choose(pick);
                    }}
                    onMouseEnter={() => setActive(at)}
                  >
                    <span className="truncate">{pick.kind === 'tag' ? `#${pick.name}` : pick.name}</span>
                    {isNewTag(pick) ? (
                      <span className="ml-auto text-xs text-muted">{t('js.form.picker.new_tag')}</span>
                    ) : pick.detail ? (
                      <span className="ml-auto text-xs text-muted">{pick.detail}</span>
                    ) : null}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
      <p role="status" className={cn('text-sm text-muted', (!open || disabled || showList) && 'sr-only')}>
        {open && !disabled && state !== 'results' ? t(`js.form.picker.${state}`) : ''}
      </p>
    </div>
  );
};
