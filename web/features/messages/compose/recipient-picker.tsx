import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberRow } from '../../../../contract/members';
import { inputClasses } from '../../../ui/form-field';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { MEMBER_SEARCH_DEBOUNCE_MS } from '../../members/api/use-members';
import { useRecipientSearch } from '../api/use-recipient-search';
import { recipientSearchState } from './send-rules';

export type RecipientPickerProps = {
  id?: string;
  value: MemberRow[];
  onChange: (value: MemberRow[]) => void;
  disabled?: boolean;
  invalid?: boolean;
};

/** Chips of the chosen members and a debounced member search to add more. */
export const RecipientPicker = ({ id, value, onChange, disabled, invalid }: RecipientPickerProps) => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, MEMBER_SEARCH_DEBOUNCE_MS);
  const search = useRecipientSearch(debounced);
  const chosen = new Set(value.map((member) => member.id));
  const results = (search.data?.entries ?? []).filter((member) => !chosen.has(member.id));
  const state = recipientSearchState(text, {
    fetching: text !== debounced || search.isFetching,
    resultCount: results.length,
  });
  const add = (member: MemberRow) => {
    onChange([...value, member]);
    setText('');
  };

  return (
    <div className="flex flex-col gap-2">
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-1" aria-label={t('js.messages.recipients')}>
          {value.map((member) => (
            <li
              key={member.id}
              className="inline-flex items-center gap-1 rounded bg-black/5 px-2 py-0.5 text-sm"
            >
              {member.displayName}
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(value.filter((x) => x.id !== member.id))}
                aria-label={t('js.messages.remove_recipient', { name: member.displayName })}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        className={inputClasses}
        value={text}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        placeholder={t('js.messages.search_members')}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
      />
      {disabled ? null : state === 'results' ? (
        <ul
          className="max-h-60 overflow-auto rounded border border-border"
          aria-label={t('js.messages.search_results')}
        >
          {results.map((member) => (
            <li key={member.id}>
              <button
                type="button"
                className="w-full px-3 py-1.5 text-left hover:bg-black/5"
                onClick={() => add(member)}
              >
                {member.displayName}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted" role="status">
          {t(`js.messages.search_${state}`)}
        </p>
      )}
    </div>
  );
};
