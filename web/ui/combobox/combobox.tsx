import { type KeyboardEvent, type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../cn';
import { inputClasses } from '../form-field';
import { comboboxKey } from './combobox-keys';

export type ComboboxSection<T> = { key: string; label?: string; options: T[] };

/** What the list says while it has no options to show. */
export type ComboboxStatus = 'ready' | 'loading' | 'empty' | 'error';

export type ComboboxProps<T> = {
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
  text: string;
  onTextChange: (text: string) => void;
  sections: ComboboxSection<T>[];
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  onChoose: (option: T) => void;
  status: ComboboxStatus;
  /** Replaces the status line's wording, e.g. "enter more characters" before a search. */
  statusText?: string;
  listLabel: string;
  placeholder?: string;
  disabled?: boolean;
  /** The list is part of the view (always shown) rather than a popup under the field. */
  inline?: boolean;
  autoFocus?: boolean;
  /** Focusing selects the text, so typing replaces the shown choice (a field that names its value). */
  selectOnFocus?: boolean;
  inputType?: 'text' | 'search';
  inputClassName?: string;
  /** Drawn inside the field's box before the input, e.g. a search icon. */
  adornment?: ReactNode;
  onBlur?: () => void;
  /** Keys the combobox does not use itself (e.g. Backspace removing a chip). */
  onOtherKey?: (event: KeyboardEvent<HTMLInputElement>) => void;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
};

const statusKeys = {
  loading: 'js.form.picker.searching',
  empty: 'js.form.picker.no_match',
  error: 'js.form.picker.failed',
} as const;

/**
 * The one combobox of the web app (WAI-ARIA 1.2, list autocomplete): the text field keeps the focus and
 * names the active option with aria-activedescendant; Down/Up move (wrapping), Home/End jump, Enter
 * chooses, Escape closes. Options come in sections (a labelled group each when there are several).
 * While there is nothing to choose, a status line says loading, "No matches" or that the search failed.
 * Every picker (members, groups, tags, recipients, new chat, time zones) is built on it.
 */
export const Combobox = <T,>({
  id,
  inputRef,
  text,
  onTextChange,
  sections,
  optionKey,
  renderOption,
  onChoose,
  status,
  statusText,
  listLabel,
  placeholder,
  disabled = false,
  inline = false,
  autoFocus,
  selectOnFocus = false,
  inputType = 'text',
  inputClassName,
  adornment,
  onBlur,
  onOtherKey,
  ...aria
}: ComboboxProps<T>) => {
  const { t } = useTranslation();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const [expanded, setExpanded] = useState(inline);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const options = sections.flatMap((section) => section.options);
  const open = (inline || expanded) && !disabled;
  const showList = open && options.length > 0;
  const activeIndex = Math.min(active, options.length - 1);
  const optionId = (index: number) => `${baseId}-option-${index}`;

  // The active option stays in view while the arrows move through a long list.
  useEffect(() => {
    if (!showList || activeIndex < 0) return;
    listRef.current?.querySelector(`[id="${optionId(activeIndex)}"]`)?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (option: T) => {
    onChoose(option);
    setActive(0);
    if (!inline) setExpanded(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = comboboxKey(event.key, { open: showList, active: activeIndex, count: options.length });
    if (!move) {
      // Enter without a list to choose from never submits the form around a picker.
      if (event.key === 'Enter' && !inline && text.trim() !== '') event.preventDefault();
      onOtherKey?.(event);
      return;
    }
    event.preventDefault();
    if (move.close && inline) onTextChange('');
    setExpanded(inline || move.open);
    setActive(move.active);
    const option = options[move.active];
    if (move.choose && option !== undefined) choose(option);
  };

  const statusKey = status === 'ready' ? null : statusKeys[status];
  const statusLine = statusText ?? (statusKey ? t(statusKey) : '');
  let index = -1;
  return (
    <div className={cn(!inline && 'relative')}>
      <div className="relative">
        {adornment}
        <input
          {...aria}
          id={id}
          ref={inputRef}
          type={inputType}
          role="combobox"
          aria-expanded={showList}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={showList && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          className={cn(inputClasses, inputClassName)}
          value={text}
          disabled={disabled}
          placeholder={placeholder}
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: only views whose single purpose is this search ask for it
          autoFocus={autoFocus}
          onChange={(event) => {
            onTextChange(event.target.value);
            setActive(0);
            setExpanded(true);
          }}
          onFocus={(event) => {
            if (selectOnFocus) event.currentTarget.select();
            setExpanded(true);
          }}
          onBlur={() => {
            if (!inline) setExpanded(false);
            onBlur?.();
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <div
        ref={listRef}
        id={listboxId}
        role="listbox"
        aria-label={listLabel}
        hidden={!showList}
        className={cn(
          inline
            ? 'mt-2'
            : 'absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-auto rounded-lg border border-border bg-surface py-1 shadow-lg',
        )}
      >
        {sections.map((section) =>
          section.options.length === 0 ? null : (
            // biome-ignore lint/a11y/useSemanticElements: an ARIA group of options inside a listbox, not a form fieldset
            <div
              key={section.key}
              role="group"
              aria-labelledby={section.label ? `${baseId}-${section.key}` : undefined}
            >
              {section.label ? (
                <span
                  id={`${baseId}-${section.key}`}
                  className="block px-3 pt-1.5 pb-0.5 text-xs font-semibold text-muted uppercase"
                >
                  {section.label}
                </span>
              ) : null}
              {section.options.map((option) => {
                index += 1;
                const at = index;
                return (
                  <div
                    key={optionKey(option)}
                    id={optionId(at)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={at === activeIndex}
                    className={cn(
                      'flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm',
                      inline && 'rounded-lg py-2',
                      at === activeIndex ? 'bg-primary-soft' : 'hover:bg-black/5',
                    )}
                    // mousedown keeps the focus in the field (a click would blur it and close the list first).
                    onMouseDown={(event) => {
                      event.preventDefault();
                      choose(option);
                    }}
                    onMouseEnter={() => setActive(at)}
                  >
                    {renderOption(option)}
                  </div>
                );
              })}
            </div>
          ),
        )}
      </div>
      <p role="status" className={cn('mt-1 text-sm text-muted', (!open || showList) && 'sr-only')}>
        {open && !showList ? statusLine : ''}
      </p>
    </div>
  );
};
