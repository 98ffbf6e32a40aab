import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RelationValue } from '../../../contract/property-sets';
import { Button } from '../../ui/button';
import { inputClasses } from '../../ui/form-field';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import type { RelationChooser } from '../property-fields';
import { useItems } from './api';

const RESULTS = 8;

/**
 * Items of the related app to add to a relation field, searched by name. The list is the related
 * app's own item list, so it holds only what the viewer may see (an app they may not see answers 404
 * and offers nothing); the server checks every chosen id again on save.
 */
const Chooser = ({
  appId,
  value,
  onChange,
  multiple,
}: {
  appId: string;
  value: RelationValue[];
  onChange: (next: RelationValue[]) => void;
  multiple: boolean;
}) => {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q.trim(), 250);
  const items = useItems(appId, { sort: 'name', direction: '1', page: 1, ...(search ? { q: search } : {}) });
  const chosen = new Set(value.map((entry) => entry.id));
  const found = (items.data?.items ?? []).filter((item) => !chosen.has(item.id)).slice(0, RESULTS);
  const add = (item: { id: string; name: string; app_id: string }) => {
    const entry: RelationValue = { id: item.id, displayValue: item.name, app_id: item.app_id };
    onChange(multiple ? [...value, entry] : [entry]);
  };
  if (items.isError) return null;
  return (
    <div className="space-y-2">
      <input
        type="search"
        className={inputClasses}
        value={q}
        aria-label={t('js.apps.relation.search')}
        placeholder={t('js.apps.relation.search')}
        onChange={(event) => setQ(event.target.value)}
      />
      {found.length === 0 ? (
        <p className="text-xs text-muted">{t('js.apps.relation.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {found.map((item) => (
            <li key={item.id}>
              <Button size="sm" icon={<Plus aria-hidden className="size-4" />} onClick={() => add(item)}>
                {t('js.apps.relation.add', { name: item.name || t('js.apps.untitled') })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};

/** The item form's chooser for a relation property (none without a related app). */
export const relationChooserFor = (property: {
  related_app_id?: string | null;
  multiple?: boolean;
}): RelationChooser | undefined => {
  const appId = property.related_app_id;
  if (!appId) return undefined;
  return ({ value, onChange }) => (
    <Chooser appId={appId} value={value} onChange={onChange} multiple={property.multiple ?? false} />
  );
};
