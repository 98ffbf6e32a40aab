import { ExternalLink } from 'lucide-react';
import { type KeyboardEvent, type Ref, useId, useState } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NavigationOption } from '../../../../contract/navigation';
import { cn } from '../../../ui/cn';
import { type FieldControlProps, useFieldControl } from '../../../ui/form/use-field-control';
import { FormField, inputClasses } from '../../../ui/form-field';
import { useNavigationOptions } from './api';

/** Case- and accent-blind text for matching what an administrator types against titles and slugs. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The pages whose title or slug contains the typed text, the whole list when nothing is typed. */
export const matchingPages = (pages: readonly NavigationOption[], text: string) => {
  const wanted = folded(text.trim());
  if (!wanted) return [...pages];
  return pages.filter((page) => folded(page.text).includes(wanted) || page.key.includes(wanted));
};

type PickerProps = {
  id?: string;
  value: string;
  onChange: (slug: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
};

/**
 * A combobox over the network's pages (`/administration/pages.json`): typing filters by title or slug,
 * ArrowUp/ArrowDown move through the matches, Enter chooses, Escape closes. The field shows the chosen
 * page's title; the value is its slug.
 */
const PagePicker = ({ id, value, onChange, onBlur, inputRef, ...aria }: PickerProps) => {
  const { t } = useTranslation();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const options = useNavigationOptions(null, 'pages', true);
  const pages = options.data?.entries ?? [];
  const chosen = pages.find((page) => page.key === value);
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = matchingPages(pages, text ?? '');
  const showList = open && matches.length > 0;
  const activeIndex = Math.min(active, matches.length - 1);
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const choose = (page: NavigationOption) => {
    onChange(page.key);
    setText(null);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!matches.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + matches.length) % matches.length);
    } else if (event.key === 'Enter' && showList) {
      event.preventDefault();
      const page = matches[activeIndex];
      if (page) choose(page);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setText(null);
    }
  };
  const status = options.isPending
    ? t('js.app_navigation.pages_loading')
    : options.isError
      ? t('js.app_navigation.pages_error')
      : pages.length === 0
        ? t('js.app_navigation.pages_empty')
        : open && matches.length === 0
          ? t('js.app_navigation.pages_no_match')
          : '';
  return (
    <div className="space-y-1.5">
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
          value={text ?? chosen?.text ?? value}
          placeholder={t('js.app_navigation.page_placeholder')}
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setText(null);
            onBlur?.();
          }}
          onKeyDown={onKeyDown}
        />
        <div
          id={listboxId}
          role="listbox"
          aria-label={t('js.app_navigation.pages_label')}
          hidden={!showList}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-auto rounded-lg border border-border bg-surface py-1 shadow-lg"
        >
          {matches.map((page, index) => (
            <div
              key={page.key}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === activeIndex}
              className={cn(
                'flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm',
                index === activeIndex ? 'bg-primary-soft' : 'hover:bg-black/5',
              )}
              // mousedown keeps the focus in the field (a click would blur it and close the list first).
              onMouseDown={(event) => {
                event.preventDefault();
                choose(page);
              }}
              onMouseEnter={() => setActive(index)}
            >
              <span className="truncate">{page.text}</span>
              <span className="ml-auto font-mono text-xs text-muted">{page.link}</span>
            </div>
          ))}
        </div>
      </div>
      <p role="status" className={cn('text-sm text-muted', !status && 'sr-only')}>
        {status}
      </p>
      {chosen ? (
        <Link
          to={chosen.link}
          className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
        >
          <ExternalLink aria-hidden className="size-3.5" />
          {t('js.app_navigation.open_page', { name: chosen.text })}
        </Link>
      ) : null}
    </div>
  );
};

/** The page picker as a form field: its value is the chosen network page's slug. */
export const PagePickerField = <T extends FieldValues, N extends FieldPath<T>, Out = T>({
  control,
  name,
  label,
  hint,
  required,
  className,
}: FieldControlProps<T, N, Out>) => {
  const { field, errors } = useFieldControl(control, name);
  return (
    <FormField label={label} hint={hint} required={required} error={errors} className={className}>
      <PagePicker
        value={(field.value as string | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
      />
    </FormField>
  );
};
