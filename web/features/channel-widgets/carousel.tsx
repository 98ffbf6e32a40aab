import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../ui/icon-button';

/** Pages of `perPage` items; the last page may be shorter. */
export const pageCount = (total: number, perPage: number) =>
  Math.max(1, Math.ceil(total / Math.max(1, perPage)));

/**
 * A widget's items paged by the count it shows at once (part 1 sections 4 and 9: items per column
 * times the widget's columns). Previous and next buttons name the page; nothing shows for one page.
 */
export function Carousel<T>({
  items,
  perPage,
  label,
  children,
}: {
  items: T[];
  perPage: number;
  label: string;
  children: (visible: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const pages = pageCount(items.length, perPage);
  const current = Math.min(page, pages - 1);
  const visible = items.slice(current * perPage, (current + 1) * perPage);
  return (
    <div>
      {children(visible)}
      {pages > 1 ? (
        <div className="mt-3 flex items-center justify-end gap-1 text-xs text-muted">
          <IconButton
            label={t('js.channel_widgets.previous', { name: label })}
            icon={<ChevronLeft aria-hidden className="size-4" />}
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
          />
          <span aria-live="polite">{t('js.channel_widgets.page_of', { page: current + 1, pages })}</span>
          <IconButton
            label={t('js.channel_widgets.next', { name: label })}
            icon={<ChevronRight aria-hidden className="size-4" />}
            disabled={current >= pages - 1}
            onClick={() => setPage(current + 1)}
          />
        </div>
      ) : null}
    </div>
  );
}
