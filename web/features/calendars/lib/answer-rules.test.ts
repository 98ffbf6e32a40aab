import { describe, expect, it } from 'vitest';
import { answerButtons } from './answer-rules';

const base = {
  canOpt: true,
  locked: false,
  past: false,
  optRetroactively: false,
  enforcedAndExceeded: false,
  status: 'open' as const,
};

describe('own answer buttons', () => {
  it('offer accept and decline on an open invite', () => {
    expect(answerButtons(base)).toEqual({ kind: 'buttons', acceptDisabled: false, showReopen: false });
  });

  it('show only a note when participation is locked, nothing without can.opt', () => {
    expect(answerButtons({ ...base, locked: true })).toEqual({ kind: 'locked' });
    expect(answerButtons({ ...base, canOpt: false })).toEqual({ kind: 'none' });
  });

  it('disable accept while the enforced total is exceeded, unless already accepted', () => {
    expect(answerButtons({ ...base, enforcedAndExceeded: true })).toMatchObject({ acceptDisabled: true });
    expect(answerButtons({ ...base, enforcedAndExceeded: true, status: 'accepted' })).toMatchObject({
      acceptDisabled: false,
      showReopen: true,
    });
  });

  it('answer past appointments only with retroactive opting', () => {
    expect(answerButtons({ ...base, past: true })).toEqual({ kind: 'none' });
    expect(answerButtons({ ...base, past: true, optRetroactively: true }).kind).toBe('buttons');
  });
});
