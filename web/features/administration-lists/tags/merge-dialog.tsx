import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminTag } from '../../../../contract/tags-admin';
import { Button } from '../../../ui/button';
import { inputClasses } from '../../../ui/form-field';
import { Modal } from '../../../ui/modal';
import { LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { useAdminTags, useMergeTag } from '../api/tags';
import { toastError } from '../error-toast';

/** The spec's debounce for tag search (part 1 section 9). */
const TAG_SEARCH_DEBOUNCE_MS = 375;

type Props = { tag: AdminTag; onClose: () => void };

/**
 * Merges a tag into another one the administrator searches for and picks: the other tag keeps its
 * name and takes over every thing; this tag is deleted.
 */
export const MergeTagDialog = ({ tag, onClose }: Props) => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [intoId, setIntoId] = useState<string | null>(null);
  const q = useDebouncedValue(text, TAG_SEARCH_DEBOUNCE_MS).trim();
  const candidates = useAdminTags(q, 1, 10);
  const merge = useMergeTag();
  const options = (candidates.data?.entries ?? []).filter((entry) => entry.id !== tag.id);
  const into = options.find((entry) => entry.id === intoId);
  const confirm = () => {
    if (!intoId) return;
    merge.mutate(
      { id: tag.id, intoId },
      {
        onSuccess: (kept) => {
          toast.success(t('js.administration_lists.merged', { name: tag.name, into: kept.name }));
          onClose();
        },
        onError: (error) => toastError(t, error),
      },
    );
  };
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('js.administration_lists.merge_title', { name: tag.name })}
      description={t('js.administration_lists.merge_text', { name: tag.name })}
      footer={
        <>
          <Button onClick={onClose}>{t('js.cancel')}</Button>
          <Button variant="primary" disabled={!into} loading={merge.isPending} onClick={confirm}>
            {into
              ? t('js.administration_lists.merge_into', { name: into.name })
              : t('js.administration_lists.merge')}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-label={t('js.administration_lists.merge_search')}
          placeholder={t('js.administration_lists.merge_search')}
          className={inputClasses}
        />
        {candidates.isPending ? (
          <LoadingState />
        ) : options.length === 0 ? (
          <p className="text-sm text-muted">{t('js.administration_lists.no_tags')}</p>
        ) : (
          <fieldset className="max-h-64 space-y-1 overflow-y-auto">
            <legend className="sr-only">{t('js.administration_lists.merge_target')}</legend>
            {options.map((option) => (
              <label key={option.id} className="flex items-center gap-2 rounded px-2 py-1.5 hover:bg-black/5">
                <input
                  type="radio"
                  name="merge-into"
                  value={option.id}
                  checked={intoId === option.id}
                  onChange={() => setIntoId(option.id)}
                />
                <span className="flex-1 text-ink">{option.name}</span>
                <span className="text-sm text-muted">
                  {t('js.administration_lists.usage_count', { count: option.usage_count })}
                </span>
              </label>
            ))}
          </fieldset>
        )}
      </div>
    </Modal>
  );
};
