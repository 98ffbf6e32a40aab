import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';
import { paginationWindow } from './pagination-window';

export type PaginationProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
};

const cell =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2.5 text-sm font-medium tabular-nums ' +
  'transition-colors disabled:cursor-not-allowed disabled:opacity-40';

/** Page buttons with a window of 2 around the current page; hidden for a single page. */
export const Pagination = ({ page, totalPages, onPageChange, className }: PaginationProps) => {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const items = paginationWindow(page, totalPages);
  return (
    <nav
      aria-label={t('js.pagination.label')}
      className={cn('flex items-center justify-center gap-1', className)}
    >
      <button
        type="button"
        className={cn(cell, 'hover:bg-black/5')}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        aria-label={t('js.pagination.previous')}
      >
        <ChevronLeft aria-hidden className="size-4" />
      </button>
      {items.map((item, index) =>
        item === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, told apart by position
          <span key={`gap-${index}`} aria-hidden className="px-1 text-subtle">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={cn(cell, item === page ? 'bg-primary text-on-primary' : 'hover:bg-black/5')}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('js.pagination.page', { page: item })}
            onClick={() => onPageChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={cn(cell, 'hover:bg-black/5')}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
        aria-label={t('js.pagination.next')}
      >
        <ChevronRight aria-hidden className="size-4" />
      </button>
    </nav>
  );
};
