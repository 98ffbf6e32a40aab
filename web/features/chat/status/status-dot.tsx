import { cn } from '../../../ui/cn';

const COLORS = {
  online: 'bg-emerald-500',
  busy: 'bg-amber-500',
  invisible: 'bg-slate-300 ring-1 ring-slate-400',
  offline: 'bg-slate-300',
} as const;

/** A coloured dot for a status; the text beside it names the status for screen readers. */
export const StatusDot = ({ type, className }: { type: keyof typeof COLORS; className?: string }) => (
  <span aria-hidden className={cn('inline-block size-2.5 shrink-0 rounded-full', COLORS[type], className)} />
);
