import { Users, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberRow } from '../../../../contract/members';
import { inputClasses } from '../../../ui/form-field';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { MEMBER_SEARCH_DEBOUNCE_MS } from '../../members/api/use-members';
import { type GroupChoice, useGroupSearch } from '../api/use-group-search';
import { useRecipientSearch } from '../api/use-recipient-search';
import { recipientSearchState } from './send-rules';

export type RecipientPickerProps = {
  id?: string;
  value: MemberRow[];
  onChange: (value: MemberRow[]) => void;
  /** The group the message goes to (one at most); leave out to offer members only (replies). */
  group?: GroupChoice | null;
  onGroupChange?: (group: GroupChoice | null) => void;
  /** Offer only groups the member administers (no privilege to write to everyone). */
  onlyAdministeredGroups?: boolean;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

const chipClasses = 'inline-flex items-center gap-1 rounded bg-black/5 px-2 py-0.5 text-sm';
const resultClasses = 'flex w-full items-center gap-2 px-3 py-1.5 text-left hover:bg-black/5';

/** Chips of the chosen members (and group) and a debounced search to add more. */
export const RecipientPicker = ({
  id,
  value,
  onChange,
  group = null,
  onGroupChange,
  onlyAdministeredGroups = true,
  disabled,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
}: RecipientPickerProps) => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, MEMBER_SEARCH_DEBOUNCE_MS);
  const search = useRecipientSearch(debounced);
  const offerGroups = onGroupChange !== undefined;
  const groupSearch = useGroupSearch(debounced, onlyAdministeredGroups, offerGroups);
  const chosen = new Set(value.map((member) => member.id));
  const members = (search.data?.entries ?? []).filter((member) => !chosen.has(member.id));
  const groups = (groupSearch.data ?? []).filter((candidate) => candidate.id !== group?.id);
  const state = recipientSearchState(text, {
    fetching: text !== debounced || search.isFetching || groupSearch.isFetching,
    resultCount: members.length + groups.length,
  });
  const add = (member: MemberRow) => {
    onChange([...value, member]);
    setText('');
  };
  const choose = (next: GroupChoice) => {
    onGroupChange?.(next);
    setText('');
  };

  return (
    <div className="flex flex-col gap-2">
      {value.length > 0 || group ? (
        <ul className="flex flex-wrap gap-1" aria-label={t('js.messages.recipients')}>
          {group ? (
            <li className={chipClasses}>
              <Users className="size-3.5" aria-hidden="true" />
              {t('js.messages.to_group', { name: group.name })}
              <button
                type="button"
                disabled={disabled}
                onClick={() => onGroupChange?.(null)}
                aria-label={t('js.messages.remove_recipient', { name: group.name })}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ) : null}
          {value.map((member) => (
            <li key={member.id} className={chipClasses}>
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
        aria-describedby={describedBy}
        placeholder={t(offerGroups ? 'js.messages.search_recipients' : 'js.messages.search_members')}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
      />
      {disabled ? null : state === 'results' ? (
        <div className="max-h-72 overflow-auto rounded border border-border">
          {members.length > 0 ? (
            <ul aria-label={t('js.messages.search_results')}>
              {members.map((member) => (
                <li key={member.id}>
                  <button type="button" className={resultClasses} onClick={() => add(member)}>
                    {member.displayName}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {groups.length > 0 ? (
            <ul aria-label={t('js.messages.search_group_results')} className="border-t border-border">
              {groups.map((candidate) => (
                <li key={candidate.id}>
                  <button type="button" className={resultClasses} onClick={() => choose(candidate)}>
                    <Users className="size-4 shrink-0" aria-hidden="true" />
                    <span className="truncate">{candidate.name}</span>
                    <span className="ml-auto text-xs text-muted">{candidate.category}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-muted" role="status">
          {t(`js.messages.search_${state}`)}
        </p>
      )}
    </div>
  );
};
