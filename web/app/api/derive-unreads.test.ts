import { describe, expect, it } from 'vitest';
import { deriveUnreads } from './derive-unreads';

describe('deriveUnreads', () => {
  it('derives activitystreams, appointments, messages and total from the features', () => {
    expect(deriveUnreads({ Activitystreams: 3, Calendars: 2, Messages: 120 })).toEqual({
      activitystreams: 3,
      appointments: 2,
      messages: 120,
      total: 125,
    });
  });

  it('is all zero before anything loaded', () => {
    expect(deriveUnreads(undefined)).toEqual({ activitystreams: 0, appointments: 0, messages: 0, total: 0 });
  });

  it('takes the unread activities when they are fresher', () => {
    expect(
      deriveUnreads({ Activitystreams: 1, Calendars: 0, Messages: 0 }, { streams: { all: 4 }, total: 4 }),
    ).toEqual({ activitystreams: 4, appointments: 0, messages: 0, total: 4 });
  });

  it('ignores negative or broken counts', () => {
    expect(deriveUnreads({ Activitystreams: -1, Calendars: Number.NaN, Messages: 2 }).total).toBe(2);
  });
});
