/**
 * Part 2 section 4, invite against its own state: which answer buttons or which result an invite row
 * shows. `inviteState` is the invite's own state (open, accepted, declined, expired, obsolete);
 * `status` is the member's current answer (invited counts as open).
 */
export type InviteState = 'open' | 'accepted' | 'declined' | 'expired' | 'obsolete';
export type AnswerStatus = 'open' | 'invited' | 'accepted' | 'declined';

export type InviteDisplay = { kind: 'answer' } | { kind: 'result'; status: AnswerStatus } | { kind: 'none' };

const normalise = (status: AnswerStatus): AnswerStatus => (status === 'invited' ? 'open' : status);

export const inviteDisplay = (
  inviteState: InviteState,
  status: AnswerStatus,
  optRetroactively: boolean,
): InviteDisplay => {
  const answer = normalise(status);
  switch (inviteState) {
    case 'open':
      return answer === 'open' ? { kind: 'answer' } : { kind: 'result', status: answer };
    case 'expired':
      return answer === 'open' && optRetroactively ? { kind: 'answer' } : { kind: 'none' };
    default:
      // accepted, declined, obsolete: a result only when the answer matches the invite's state.
      return (answer as string) === inviteState ? { kind: 'result', status: answer } : { kind: 'none' };
  }
};
