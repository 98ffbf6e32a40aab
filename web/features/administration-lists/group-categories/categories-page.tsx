import { ArrowUpDown, FolderTree, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminGroupCategory } from '../../../../contract/group-categories-admin';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Badge } from '../../../ui/badge';
import { Button, buttonClasses } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { AdminPageHeader } from '../admin-page-header';
import { useAdminGroupCategories, useDeleteGroupCategory } from '../api/group-categories';
import { toastError } from '../error-toast';

/** Delete with confirmation; offered only for empty categories (the server refuses the others). */
const DeleteCategory = ({ category }: { category: AdminGroupCategory }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = useDeleteGroupCategory();
  if (!category.can.destroy) return null;
  const confirm = () =>
    remove.mutate(category.id, {
      onSuccess: () => toast.success(t('js.administration_lists.category_deleted', { name: category.name })),
      onError: (error) => toastError(t, error),
      onSettled: () => setOpen(false),
    });
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {t('js.administration_lists.delete_named', { name: category.name })}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('js.administration_lists.delete_category_title', { name: category.name })}
        confirmLabel={t('js.administration_lists.delete')}
        destructive
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
};

const CategoryRow = ({ category }: { category: AdminGroupCategory }) => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3 px-5 py-3">
      <span
        aria-hidden
        className="size-3 shrink-0 rounded-full"
        style={{ backgroundColor: category.color }}
      />
      <div className="min-w-0 flex-1">
        <Link
          to={`/administration/group-categories/${category.id}/edit`}
          className="font-medium text-ink hover:underline focus-visible:underline"
        >
          {category.name}
        </Link>
        <p className="text-sm text-muted">
          {t('js.administration_lists.group_count', { count: category.group_count })}
        </p>
      </div>
      {category.hidden ? <Badge>{t('js.administration_lists.hidden')}</Badge> : null}
      <Badge>{t(`js.administration_lists.access_${category.access}`)}</Badge>
      <DeleteCategory category={category} />
    </div>
  );
};

/** /administration/group-categories: every category, its groups counted; new, edit, delete, order. */
export const CategoriesPage = () => {
  const { t } = useTranslation();
  const categories = useAdminGroupCategories();
  useDocumentTitle(t('js.administration_lists.categories_title'));
  const entries = categories.data?.entries ?? [];
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <AdminPageHeader
        title={t('js.administration_lists.categories_title')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Link
              to="/administration/group-categories-order/edit"
              className={buttonClasses('secondary', 'md')}
            >
              <ArrowUpDown aria-hidden className="size-4" />
              {t('js.administration_lists.order_title')}
            </Link>
            <Link to="/administration/group-categories/new" className={buttonClasses('primary', 'md')}>
              <Plus aria-hidden className="size-4" />
              {t('js.administration_lists.new_category')}
            </Link>
          </div>
        }
      />
      <Card bodyClassName="p-0">
        {categories.isPending ? (
          <LoadingState />
        ) : categories.isError ? (
          <ErrorState className="m-5" onRetry={() => void categories.refetch()} />
        ) : entries.length > 0 ? (
          <ul className="divide-y divide-border">
            {entries.map((category) => (
              <li key={category.id}>
                <CategoryRow category={category} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            icon={<FolderTree aria-hidden className="size-6" />}
            title={t('js.administration_lists.no_categories')}
          />
        )}
      </Card>
    </div>
  );
};

export { CategoriesPage as Component };
