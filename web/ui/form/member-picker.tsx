import { useQuery } from '@tanstack/react-query';
import { Users, X } from 'lucide-react';
import { type KeyboardEvent, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NEW_TAG_PREFIX } from '../../../contract/tags';
import { MEMBER_SEARCH_DEBOUNCE_MS, memberSearchTerm } from '../../app/api/member-search';
import { Combobox, type ComboboxStatus } from '../combobox/combobox';
import { useDebouncedValue } from '../use-debounced-value';
import type { Pick, PickSource } from './picker-sources';
import { type PickerState, pickerState, pickKey, sectionsOf } from './picker-state';

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
  if (pick.kind === 'member' || pick.kind === 'tag' || pick.kind === 'channel') return null;
  return (
    <span className="inline-flex items-center gap-1 text-xs text-muted">
      {pick.kind === 'group' ? <Users aria-hidden className="size-3.5" /> : null}
      {t(`js.form.picker.kind.${pick.kind}`)}
    </span>
  );
};

const comboboxStatus: Record<PickerState, ComboboxStatus> = {
  too_short: 'ready',
  searching: 'loading',
  no_match: 'empty',
  failed: 'error',
  results: 'ready',
};

/**
 * The one picker for members, groups, membership roles and tags: chips of the chosen ones and the shared
 * combobox (web/ui/combobox) that searches `source` 375 ms after typing stops, saying "enter more characters", "searching" or
 * "no match" (part 1 sections 5 and 9). A second Escape empties the text, Backspace in an empty field
 * removes the last chip.
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
  const [text, setText] = useState('');
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
  const state = pickerState(text, {
    fetching: memberSearchTerm(text) !== term || search.isFetching,
    failed: search.isError,
    resultCount: sections.reduce((count, section) => count + section.picks.length, 0),
  });

  const choose = (pick: Pick) => {
    onChange(single ? [pick] : [...value, pick]);
    setText('');
  };
  const remove = (pick: Pick) => onChange(value.filter((other) => pickKey(other) !== pickKey(pick)));

  const onOtherKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && text) {
      // The list is closed already: a second Escape empties the text.
      event.preventDefault();
      setText('');
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      const last = value[value.length - 1];
      if (last) remove(last);
    }
  };

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
      <Combobox
        {...aria}
        id={id}
        inputRef={inputRef}
        text={text}
        onTextChange={setText}
        sections={sections.map((section) => ({
          key: section.kind,
          label: sections.length > 1 ? t(`js.form.picker.section.${section.kind}`) : undefined,
          options: section.picks,
        }))}
        optionKey={pickKey}
        renderOption={(pick) => (
          <>
            <span className="truncate">{pick.kind === 'tag' ? `#${pick.name}` : pick.name}</span>
            {isNewTag(pick) ? (
              <span className="ml-auto text-xs text-muted">{t('js.form.picker.new_tag')}</span>
            ) : pick.detail ? (
              <span className="ml-auto text-xs text-muted">{pick.detail}</span>
            ) : null}
          </>
        )}
        onChoose={choose}
        status={comboboxStatus[state]}
        statusText={state === 'too_short' ? t('js.form.picker.too_short') : undefined}
        listLabel={t('js.form.picker.results')}
        placeholder={placeholder ?? t('js.form.picker.placeholder')}
        disabled={disabled}
        onBlur={onBlur}
        onOtherKey={onOtherKey}
      />
    </div>
  );
};
