/**
 * Own answer buttons (part 2 section 4): shown with can.opt; when participation is locked only a note
 * shows; accept is disabled while the enforced total is exceeded (unless already accepted); past
 * appointments take answers only with retroactive opting.
 */
export type AnswerButtons =
  | { kind: 'none' }
  | { kind: 'locked' }
  | { kind: 'buttons'; acceptDisabled: boolean; showReopen: boolean };

export const answerButtons = (options: {
  canOpt: boolean;
  locked: boolean;
  past: boolean;
  optRetroactively: boolean;
  enforcedAndExceeded: boolean;
  status: 'open' | 'invited' | 'accepted' | 'declined' | null;
}): AnswerButtons => {
  if (!options.canOpt) return { kind: 'none' };
  if (options.locked) return { kind: 'locked' };
  if (options.past && !options.optRetroactively) return { kind: 'none' };
  const answered = options.status === 'accepted' || options.status === 'declined';
  return {
    kind: 'buttons',
    acceptDisabled: options.enforcedAndExceeded && options.status !== 'accepted',
    showReopen: answered,
  };
};
