import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GLOSSARY_LETTERS } from '../../../contract/directory';
import { cn } from '../../ui/cn';
import { inputClasses } from '../../ui/form-field';

export const SearchBox = ({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
}) => (
  <search className="relative block" aria-label={label}>
    <Search aria-hidden className="pointer-events-none absolute top-3 left-3 size-4 text-subtle" />
    <input
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-label={label}
      placeholder={label}
      className={`${inputClasses} pl-9`}
    />
  </search>
);

/** The A-Z filter (part 1 section 2.4): one letter at a time; the chosen one again clears it. */
export const GlossaryBar = ({
  letter,
  onChange,
}: {
  letter: string | null;
  onChange: (letter: string | null) => void;
}) => {
  const { t } = useTranslation();
  const chip = 'inline-flex h-8 min-w-8 items-center justify-center rounded-md px-1.5 text-sm font-medium';
  return (
    <fieldset className="flex flex-wrap gap-0.5">
      <legend className="sr-only">{t('js.directory.glossary')}</legend>
      <button
        type="button"
        aria-pressed={letter === null}
        onClick={() => onChange(null)}
        className={cn(chip, letter === null ? 'bg-primary text-white' : 'text-muted hover:bg-black/5')}
      >
        {t('js.directory.all_letters')}
      </button>
      {GLOSSARY_LETTERS.map((candidate) => (
        <button
          key={candidate}
          type="button"
          aria-pressed={letter === candidate}
          onClick={() => onChange(letter === candidate ? null : candidate)}
          className={cn(chip, letter === candidate ? 'bg-primary text-white' : 'text-muted hover:bg-black/5')}
        >
          {candidate}
        </button>
      ))}
    </fieldset>
  );
};

/** A labelled select of the list's filters and sort orders. */
export const SelectControl = ({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) => {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClasses}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
};

/** The list's sort orders, as the server offers them (`available_sorts`), by their translated names. */
export const SortControl = ({
  value,
  sorts,
  onChange,
}: {
  value: string;
  sorts: readonly string[] | undefined;
  onChange: (value: string) => void;
}) => {
  const { t } = useTranslation();
  return (
    <SelectControl
      label={t('js.directory.sort')}
      value={value}
      options={(sorts ?? [value]).map((sort) => ({
        value: sort,
        label: t(`js.directory.sorts.${sort.replace(',', '_')}`),
      }))}
      onChange={onChange}
    />
  );
};
