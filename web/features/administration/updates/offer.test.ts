import { describe, expect, it } from 'vitest';
import { dayOf, releaseToOffer } from './offer';

const newer = [
  { version: '2.0.0', url: null, published_at: null, notes: null },
  { version: '1.5.0', url: null, published_at: null, notes: null },
];

describe('the update offer', () => {
  it('offers the newest newer release once a day', () => {
    const today = dayOf(new Date(2026, 10, 25, 9));
    expect(releaseToOffer({ state: 'ok', newer }, null, today)?.version).toBe('2.0.0');
    expect(releaseToOffer({ state: 'ok', newer }, '2026-11-24', today)?.version).toBe('2.0.0');
    expect(releaseToOffer({ state: 'ok', newer }, today, today)).toBeNull();
  });

  it('offers nothing without newer releases, without a feed or when the feed failed', () => {
    expect(releaseToOffer({ state: 'ok', newer: [] }, null, '2026-11-25')).toBeNull();
    expect(releaseToOffer({ state: 'not_configured' }, null, '2026-11-25')).toBeNull();
    expect(releaseToOffer({ state: 'error' }, null, '2026-11-25')).toBeNull();
    expect(releaseToOffer(undefined, null, '2026-11-25')).toBeNull();
  });

  it('counts days in the local calendar', () => {
    expect(dayOf(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
