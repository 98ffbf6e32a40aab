import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NewsletterSection } from '../../../contract/newsletter';
import { useDocumentTitle } from '../../app/use-document-title';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { SortableList } from '../../ui/sortable-list';
import { ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { useUpcomingActivities, useUpdateUpcomingActivities } from './api';

/**
 * /administration/newsletter/settings/upcoming_activities: the order of the content block's sections.
 * Drag a section, or pick it up with Space and move it with the arrow keys; saving sends every section
 * in order. A failed save shows an error and reloads the stored order (part 3 section 8).
 */
export const Component = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('js.newsletter.order_title'));
  const stored = useUpcomingActivities();
  const save = useUpdateUpcomingActivities();
  const [items, setItems] = useState<NewsletterSection[]>([]);
  useEffect(() => {
    if (stored.data) setItems(stored.data.entries.map((entry) => entry.id));
  }, [stored.data]);
  const nameOf = (section: NewsletterSection) => t(`js.newsletter.sections.${section}`);
  const submit = () =>
    save.mutate(items, {
      onSuccess: () => toast.success(t('js.saving_successful')),
      onError: () => {
        toast.error(t('js.newsletter.order_failed'));
        void stored.refetch().then((result) => {
          if (result.data) setItems(result.data.entries.map((entry) => entry.id));
        });
      },
    });

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div className="space-y-2">
        <Link to="/administration/newsletter/settings" className="text-sm text-muted hover:text-ink">
          {t('js.newsletter.title')}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{t('js.newsletter.order_title')}</h1>
      </div>
      <p id="newsletter-order-hint" className="text-sm text-muted">
        {t('js.newsletter.order_hint')}
      </p>
      <Card bodyClassName="p-0">
        {stored.isPending ? (
          <LoadingState />
        ) : stored.isError ? (
          <ErrorState className="m-5" onRetry={() => void stored.refetch()} />
        ) : (
          <SortableList
            items={items}
            idOf={(section) => section}
            nameOf={nameOf}
            onReorder={setItems}
            renderItem={(section) => <span className="font-medium text-ink">{nameOf(section)}</span>}
            hintId="newsletter-order-hint"
            itemTestId="newsletter-section-item"
            words={{
              hint: t('js.newsletter.order_hint'),
              handle: (name, position) => t('js.newsletter.move_handle', { name, position }),
              pickedUp: (name, position) => t('js.newsletter.picked_up', { name, position }),
              moved: (name, position) => t('js.newsletter.moved', { name, position }),
              dropped: (name, position) => t('js.newsletter.dropped', { name, position }),
              cancelled: (name) => t('js.newsletter.drag_cancelled', { name }),
            }}
          />
        )}
      </Card>
      <Button variant="primary" onClick={submit} loading={save.isPending} disabled={items.length === 0}>
        {t('js.newsletter.save_order')}
      </Button>
    </div>
  );
};
