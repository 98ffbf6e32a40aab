import { AlertTriangle, Inbox, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { cn } from './cn';

export type EmptyStateProps = {
  title: string;
  description?: string;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
};

/** Nothing to show yet: a calm illustration, a sentence and maybe the next step. */
export const EmptyState = ({ title, description, icon, action, className }: EmptyStateProps) => (
  <div className={cn('flex flex-col items-center justify-center px-6 py-12 text-center', className)}>
    <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
      {icon ?? <Inbox aria-hidden className="size-6" />}
    </div>
    <p className="font-semibold text-ink">{title}</p>
    {description ? <p className="mt-1 max-w-sm text-sm text-muted">{description}</p> : null}
    {action ? <div className="mt-5">{action}</div> : null}
  </div>
);

export type LoadingStateProps = { label?: string; className?: string };

export const LoadingState = ({ label, className }: LoadingStateProps) => {
  const { t } = useTranslation();
  return (
    <div role="status" className={cn('flex items-center justify-center gap-2 py-12 text-muted', className)}>
      <Loader2 aria-hidden className="size-5 animate-spin" />
      <span className="text-sm">{label ?? t('js.loading')}</span>
    </div>
  );
};

export type ErrorStateProps = { message?: string; onRetry?: () => void; className?: string };

/** Something failed to load: say so, and offer to try again. */
export const ErrorState = ({ message, onRetry, className }: ErrorStateProps) => {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-danger/20 bg-danger-soft px-6 py-8 text-center',
        className,
      )}
    >
      <AlertTriangle aria-hidden className="size-6 text-danger" />
      <p className="text-sm font-medium text-ink">{message ?? t('js.generic_error')}</p>
      {onRetry ? (
        <Button size="sm" onClick={onRetry}>
          {t('js.try_again')}
        </Button>
      ) : null}
    </div>
  );
};
