import { cn } from '../../../ui/cn';

/** A calendar's colour (stored without '#'); unknown values fall back to the neutral border colour. */
export const calendarColor = (color: string | null | undefined) =>
  color && /^[0-9a-f]{6}$/i.test(color) ? `#${color}` : 'var(--color-border-strong)';

export const ColorDot = ({ color, className }: { color: string | null | undefined; className?: string }) => (
  <span
    aria-hidden
    className={cn('inline-block size-3 shrink-0 rounded-full', className)}
    style={{ backgroundColor: calendarColor(color) }}
  />
);
