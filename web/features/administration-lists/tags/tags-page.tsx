import { Search, Tags } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AdminTag } from '../../../../contract/tags-admin';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { inputClasses } from '../../../ui/form-field';
import { PagedListCard } from '../../../ui/paged-list-card';
import { toast } from '../../../ui/toaster';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { AdminPageHeader } from '../admin-page-header';
import { useAdminTags, useDeleteTag } from '../api/tags';
import { toastError } from '../error-toast';
import { MergeTagDialog } from './merge-dialog';
import { RenameTagDialog } from './rename-dialog';

const SEARCH_DEBOUNCE_MS = 375;
const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

type Action = { kind: 'rename' | 'merge' | 'delete'; tag: AdminTag } | null;

const TagRow = ({ tag, onAction }: { tag: AdminTag; onAction: (action: Action) => void }) => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3 px-5 py-3" data-testid="tag-row">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink">#{tag.name}</p>
        <p className="text-sm text-muted">
          {t('js.administration_lists.usage_count', { count: tag.usage_count })}
        </p>
      </div>
      <Button size="sm" onClick={() => onAction({ kind: 'rename', tag })}>
        {t('js.administration_lists.rename_named', { name: tag.name })}
      </Button>
      <Button size="sm" onClick={() => onAction({ kind: 'merge', tag })}>
        {t('js.administration_lists.merge_named', { name: tag.name })}
      </Button>
      <Button size="sm" variant="ghost" onClick={() => onAction({ kind: 'delete', tag })}>
        {t('js.administration_lists.delete_named', { name: tag.name })}
      </Button>
    </div>
  );
};

const DeleteTagDialog = ({ tag, onClose }: { tag: AdminTag; onClose: () => void }) => {
  const { t } = useTranslation();
  const remove = useDeleteTag();
  const confirm = () =>
    remove.mutate(tag.id, {
      onSuccess: () => {
        toast.success(t('js.administration_lists.tag_deleted', { name: tag.name }));
        onClose();
      },
      onError: (error) => toastError(t, error),
    });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('js.administration_lists.delete_tag_title', { name: tag.name })}
      description={t('js.administration_lists.delete_tag_text', { count: tag.usage_count })}
      confirmLabel={t('js.administration_lists.delete')}
      destructive
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
};

/** /administration/tags: every tag with its usage count; rename, merge and delete (part 3 section 2.1). */
export const TagsPage = () => {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [text, setText] = useState(searchParams.get('q') ?? '');
  const [action, setAction] = useState<Action>(null);
  const q = useDebouncedValue(text, SEARCH_DEBOUNCE_MS).trim();
  const page = pageOf(searchParams.get('page'));
  const list = useAdminTags(q, page);
  useDocumentTitle(t('js.administration_lists.tags_title'));
  const data = list.data;
  const close = () => setAction(null);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <AdminPageHeader title={t('js.administration_lists.tags_title')} />
      <search className="relative block" aria-label={t('js.administration_lists.tag_search')}>
        <Search aria-hidden className="pointer-events-none absolute top-3 left-3 size-4 text-subtle" />
        <input
          type="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (page !== 1) setSearchParams({}, { replace: true });
          }}
          aria-label={t('js.administration_lists.tag_search')}
          placeholder={t('js.administration_lists.tag_search')}
          className={`${inputClasses} pl-9`}
        />
      </search>
      <PagedListCard
        list={list}
        title={data ? t('js.administration_lists.tag_count', { count: data.total }) : undefined}
        titleId="admin-tags-title"
        page={page}
        onPageChange={(next) => setSearchParams({ page: String(next) })}
        keyOf={(tag) => tag.id}
        renderEntry={(tag) => <TagRow tag={tag} onAction={setAction} />}
        empty={{ icon: <Tags aria-hidden className="size-6" />, title: t('js.administration_lists.no_tags') }}
      />
      {action?.kind === 'rename' ? <RenameTagDialog tag={action.tag} onClose={close} /> : null}
      {action?.kind === 'merge' ? <MergeTagDialog tag={action.tag} onClose={close} /> : null}
      {action?.kind === 'delete' ? <DeleteTagDialog tag={action.tag} onClose={close} /> : null}
    </div>
  );
};

export { TagsPage as Component };
