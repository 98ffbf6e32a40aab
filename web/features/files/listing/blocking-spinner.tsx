import { Loader2 } from 'lucide-react';

/** Part 3 section 4: batch moves and deletions block the page until the server has answered. */
export const BlockingSpinner = ({ label }: { label: string }) => (
  <div
    role="status"
    aria-live="assertive"
    className="fixed inset-0 z-[60] flex items-center justify-center bg-slate-950/30 backdrop-blur-[1px]"
  >
    <div className="flex items-center gap-3 rounded-xl bg-surface px-5 py-4 shadow-2xl">
      <Loader2 aria-hidden className="size-5 animate-spin text-primary" />
      <span className="text-sm font-medium text-ink">{label}</span>
    </div>
  </div>
);
