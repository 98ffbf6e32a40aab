import { Plus, Undo2, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomCategoryEntry } from '../../../../contract/appointment-lists-admin';
import { isApiError } from '../../../app/api/client';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { fieldMessageText } from '../../../ui/form/field-message';
import { inputClasses } from '../../../ui/form-field';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { AdminPageHeader } from '../admin-page-header';
import { useCustomCategories, useSaveCustomCategories } from '../api/appointment-lists';

/** An entry with a key of the page's own: a new entry's temporary id may repeat after renames. */
type Row = CustomCategoryEntry & { key: string };
let nextKey = 0;
const withKey = (entry: CustomCategoryEntry): Row => ({ ...entry, key: `row-${nextKey++}` });

const DUPLICATED = 'errors.appointment_categories.duplicated_category';
const folded = (label: string) => label.trim().toLocaleLowerCase();

/** Index -> message key for labels that repeat an earlier one (part 3 section 5). */
const duplicatesOf = (entries: CustomCategoryEntry[]) => {
  const seen = new Set<string>();
  const errors = new Map<number, string>();
  entries.forEach((entry, index) => {
    if (entry._destroy) return;
    const label = folded(entry.label);
    if (seen.has(label)) errors.set(index, DUPLICATED);
    seen.add(label);
  });
  return errors;
};

/**
 * /administration/appointment-categories/edit: the custom categories list (part 3 section 3.6). New
 * categories carry their label as a temporary id; removing one marks it `_destroy` until saved.
 */
export const AppointmentCategoriesPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('js.administration_lists.appointment_categories_title'));
  const categories = useCustomCategories();
  const save = useSaveCustomCategories();
  const [entries, setEntries] = useState<Row[]>([]);
  const [draft, setDraft] = useState('');
  const [serverErrors, setServerErrors] = useState<Map<number, string>>(new Map());
  useEffect(() => {
    if (categories.data) setEntries(categories.data.custom_categories.map(withKey));
  }, [categories.data]);
  const errors = new Map([...serverErrors, ...duplicatesOf(entries)]);
  const draftDuplicate = entries.some((entry) => !entry._destroy && folded(entry.label) === folded(draft));
  const change = (index: number, patch: Partial<CustomCategoryEntry>) => {
    setServerErrors(new Map());
    setEntries((current) => current.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  };
  const add = () => {
    const label = draft.trim();
    if (!label || draftDuplicate) return;
    setEntries((current) => [...current, withKey({ id: label, label })]);
    setDraft('');
  };
  const submit = () =>
    save.mutate(
      entries.map(({ key: _key, ...entry }) => entry),
      {
        onSuccess: () => {
          setServerErrors(new Map());
          toast.success(t('js.saving_successful'));
        },
        onError: (error) => {
          const fields = isApiError(error) ? Object.entries(error.fields) : [];
          const byIndex = new Map<number, string>();
          for (const [path, keys] of fields) {
            const index = /^custom_categories\.(\d+)\.label$/.exec(path)?.[1];
            if (index !== undefined && keys[0]) byIndex.set(Number(index), keys[0]);
          }
          setServerErrors(byIndex);
          if (byIndex.size === 0) toast.error(t('js.saving_failure'));
        },
      },
    );

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <AdminPageHeader title={t('js.administration_lists.appointment_categories_title')} />
      <Card>
        {categories.isPending ? (
          <LoadingState />
        ) : categories.isError ? (
          <ErrorState onRetry={() => void categories.refetch()} />
        ) : (
          <div className="space-y-4">
            {entries.length === 0 ? (
              <EmptyState title={t('js.administration_lists.no_appointment_categories')} />
            ) : null}
            <ul className="space-y-2">
              {entries.map((entry, index) => {
                const error = errors.get(index);
                const inputId = `category-${index}`;
                return (
                  <li key={entry.key} className="space-y-1">
                    <div className="flex items-center gap-2">
                      <label htmlFor={inputId} className="sr-only">
                        {t('js.administration_lists.category_label', { position: index + 1 })}
                      </label>
                      <input
                        id={inputId}
                        value={entry.label}
                        disabled={entry._destroy}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${inputId}-error` : undefined}
                        onChange={(event) => change(index, { label: event.target.value })}
                        className={`${inputClasses} ${entry._destroy ? 'line-through opacity-60' : ''}`}
                      />
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => change(index, { _destroy: !entry._destroy })}
                        aria-label={t(
                          entry._destroy
                            ? 'js.administration_lists.restore_named'
                            : 'js.administration_lists.remove_named',
                          { name: entry.label },
                        )}
                      >
                        {entry._destroy ? (
                          <Undo2 aria-hidden className="size-4" />
                        ) : (
                          <X aria-hidden className="size-4" />
                        )}
                      </Button>
                    </div>
                    {error ? (
                      <p id={`${inputId}-error`} className="text-sm text-danger">
                        {fieldMessageText(t, error)}
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            <div className="space-y-1">
              <div className="flex items-center gap-2">
                <input
                  value={draft}
                  onChange={(event) => setDraft(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      add();
                    }
                  }}
                  aria-label={t('js.administration_lists.new_appointment_category')}
                  placeholder={t('js.administration_lists.new_appointment_category')}
                  aria-invalid={draftDuplicate ? true : undefined}
                  className={inputClasses}
                />
                <Button onClick={add} disabled={draft.trim() === '' || draftDuplicate}>
                  <Plus aria-hidden className="size-4" />
                  {t('js.administration_lists.add')}
                </Button>
              </div>
              {draftDuplicate ? (
                <p className="text-sm text-danger">{fieldMessageText(t, DUPLICATED)}</p>
              ) : null}
            </div>
            <Button variant="primary" onClick={submit} loading={save.isPending} disabled={errors.size > 0}>
              {t('js.administration_lists.save')}
            </Button>
          </div>
        )}
      </Card>
    </div>
  );
};

export { AppointmentCategoriesPage as Component };
