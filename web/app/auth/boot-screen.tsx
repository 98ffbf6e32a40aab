/** Shown while the app finds out who is signed in: quiet, no text to translate yet. */
export const BootScreen = () => (
  <div className="flex min-h-dvh items-center justify-center" aria-busy="true">
    <div className="size-8 animate-spin rounded-full border-[3px] border-primary/20 border-t-primary" />
  </div>
);
