import { useTranslation } from 'react-i18next';
import type { InviteOptions } from '../../../../contract/invitations';
import { Checkbox } from '../../../ui/form/choice-fields';

/** The groups an invite names; the group scope has exactly its own group, so nothing to choose. */
export const GroupChoice = ({
  options,
  value,
  onChange,
}: {
  options: InviteOptions;
  value: string[];
  onChange: (ids: string[]) => void;
}) => {
  const { t } = useTranslation();
  if (options.scope.type === 'group' || options.groups.length === 0) return null;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink">{t('js.invitations.groups')}</legend>
      <div className="max-h-56 space-y-1.5 overflow-y-auto">
        {options.groups.map((group) => (
          <Checkbox
            key={group.id}
            label={group.name}
            checked={value.includes(group.id)}
            onChange={(checked) =>
              onChange(checked ? [...value, group.id] : value.filter((id) => id !== group.id))
            }
          />
        ))}
      </div>
    </fieldset>
  );
};
