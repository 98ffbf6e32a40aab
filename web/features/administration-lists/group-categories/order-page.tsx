import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminGroupCategory } from '../../../../contract/group-categories-admin';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { SortableList } from '../../../ui/sortable-list';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { AdminPageHeader } from '../admin-page-header';
import { useAdminGroupCategories, useOrderGroupCategories } from '../api/group-categories';

/**
 * /administration/group-categories-order/edit: drag a category, or pick it up with Space and move it
 * with the arrow keys; saving sends every slug in order (204). Any other answer shows an error and
 * reloads the stored order (part 3 section 8).
 */
export const CategoryOrderPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('js.administration_lists.order_title'));
  const categories = useAdminGroupCategories();
  const save = useOrderGroupCategories();
  const [items, setItems] = useState<AdminGroupCategory[]>([]);
  useEffect(() => {
    if (categories.data) setItems(categories.data.entries);
  }, [categories.data]);
  const submit = () =>
    save.mutate(
      items.map((item) => item.slug),
      {
        onSuccess: () => toast.success(t('js.saving_successful')),
        onError: () => {
          toast.error(t('js.administration_lists.order_failed'));
          void categories.refetch();
        },
      },
    );

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <AdminPageHeader
        title={t('js.administration_lists.order_title')}
        back={{
          to: '/administration/group-categories',
          label: t('js.administration_lists.categories_title'),
        }}
      />
      <p id="category-order-hint" className="text-sm text-muted">
        {t('js.administration_lists.order_hint')}
      </p>
      <Card bodyClassName="p-0">
        {categories.isPending ? (
          <LoadingState />
        ) : categories.isError ? (
          <ErrorState className="m-5" onRetry={() => void categories.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState title={t('js.administration_lists.no_categories')} />
        ) : (
          <SortableList
            items={items}
            idOf={(category) => category.slug}
            nameOf={(category) => category.name}
            onReorder={setItems}
            renderItem={(category) => (
              <>
                <span
                  aria-hidden
                  className="size-3 rounded-full"
                  style={{ backgroundColor: category.color }}
                />
                <span className="font-medium text-ink">{category.name}</span>
              </>
            )}
            hintId="category-order-hint"
            itemTestId="category-order-item"
            words={{
              hint: t('js.administration_lists.order_hint'),
              handle: (name, position) => t('js.administration_lists.move_handle', { name, position }),
              pickedUp: (name, position) => t('js.administration_lists.picked_up', { name, position }),
              moved: (name, position) => t('js.administration_lists.moved', { name, position }),
              dropped: (name, position) => t('js.administration_lists.dropped', { name, position }),
              cancelled: (name) => t('js.administration_lists.drag_cancelled', { name }),
            }}
          />
        )}
      </Card>
      <Button variant="primary" onClick={submit} loading={save.isPending} disabled={items.length === 0}>
        {t('js.administration_lists.save_order')}
      </Button>
    </div>
  );
};

export { CategoryOrderPage as Component };
