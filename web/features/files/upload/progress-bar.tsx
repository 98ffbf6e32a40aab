import { cn } from '../../../ui/cn';

/** A thin bar with its value for assistive technology; the width is set through the CSSOM (CSP-safe). */
export const ProgressBar = ({
  value,
  label,
  className,
}: {
  value: number;
  label: string;
  className?: string;
}) => (
  <div
    role="progressbar"
    aria-label={label}
    aria-valuemin={0}
    aria-valuemax={100}
    aria-valuenow={Math.round(value)}
    className={cn('h-1.5 w-full overflow-hidden rounded-full bg-black/8', className)}
  >
    <div
      className="h-full rounded-full bg-primary transition-[width] duration-200"
      style={{ width: `${Math.max(2, Math.min(100, value))}%` }}
    />
  </div>
);
