import { cn } from './cn';

/** Part 3 section 9: bubbles show '99+' above 99. */
export const formatUnreadCount = (count: number) => (count > 99 ? '99+' : String(count));

export type UnreadBubbleProps = { count: number; label?: string; className?: string };

/** A small counter; nothing at zero. `label` is the accessible text (e.g. "3 unread"). */
export const UnreadBubble = ({ count, label, className }: UnreadBubbleProps) => {
  if (!count || count <= 0) return null;
  return (
    <span
      className={cn(
        'inline-flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-danger px-1',
        'text-[11px] leading-none font-semibold text-white tabular-nums',
        className,
      )}
    >
      <span aria-hidden={label ? true : undefined}>{formatUnreadCount(count)}</span>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
};
