import { describe, expect, it } from 'vitest';
import {
  chooseBypassLobby,
  chooseOnlineMeeting,
  chooseRepeat,
  chooseTeamsSync,
  defaultEnd,
  defaultStart,
  type RuleState,
  showRoomPicker,
  showTeamsOptions,
  timeZoneChoices,
  toggleEnd,
  toggleRecurrenceEnd,
} from './form-rules';

const start = new Date('2026-03-10T09:00:00Z');
const base: RuleState = {
  start,
  end: new Date('2026-03-10T10:00:00Z'),
  repeat: 'never',
  customUnit: 'week',
  interval: 1,
  recurrenceEnd: null,
  teamsSync: false,
  onlineMeeting: false,
  bypassLobby: false,
};

describe('defaults', () => {
  it('starts at the next full hour and ends an hour later', () => {
    const at = defaultStart(new Date(2026, 2, 10, 9, 15, 30));
    expect(at).toEqual(new Date(2026, 2, 10, 10, 0, 0));
    expect(defaultEnd(at)).toEqual(new Date(2026, 2, 10, 11, 0, 0));
    expect(defaultStart(new Date(2026, 2, 10, 9, 0, 0))).toEqual(new Date(2026, 2, 10, 10, 0, 0));
  });
});

describe('end toggle', () => {
  it('removing sets null, adding defaults to start plus one hour', () => {
    const removed = toggleEnd(base, false);
    expect(removed.end).toBeNull();
    expect(toggleEnd(removed, true).end).toEqual(new Date('2026-03-10T10:00:00Z'));
  });
});

describe('recurrence', () => {
  it('changing the frequency resets the end and the interval, except for custom', () => {
    const custom = { ...base, repeat: 'custom' as const, interval: 3, recurrenceEnd: new Date() };
    expect(chooseRepeat(custom, 'weekly')).toMatchObject({
      repeat: 'weekly',
      interval: 1,
      recurrenceEnd: null,
    });
    expect(chooseRepeat({ ...custom, repeat: 'daily' }, 'custom')).toMatchObject({
      interval: 3,
      recurrenceEnd: null,
    });
  });

  it('setting an end defaults to start plus one interval', () => {
    expect(toggleRecurrenceEnd(chooseRepeat(base, 'weekly'), true).recurrenceEnd).toEqual(
      new Date('2026-03-17T09:00:00Z'),
    );
    const everyThreeMonths = { ...chooseRepeat(base, 'custom'), customUnit: 'month' as const, interval: 3 };
    expect(toggleRecurrenceEnd(everyThreeMonths, true).recurrenceEnd).toEqual(
      new Date('2026-06-10T09:00:00Z'),
    );
    expect(toggleRecurrenceEnd(base, true).recurrenceEnd).toBeNull();
  });
});

describe('Teams rules', () => {
  it('synchronisation forces no repetition and an online meeting', () => {
    const weekly = chooseRepeat(base, 'weekly');
    expect(chooseTeamsSync(weekly, true)).toMatchObject({
      teamsSync: true,
      repeat: 'never',
      onlineMeeting: true,
    });
  });

  it('a repetition turns synchronisation off and with it bypass lobby', () => {
    const synced = chooseBypassLobby(chooseTeamsSync(base, true), true);
    expect(synced.bypassLobby).toBe(true);
    expect(chooseRepeat(synced, 'daily')).toMatchObject({ teamsSync: false, bypassLobby: false });
  });

  it('bypass lobby needs both synchronisation and online meeting', () => {
    expect(chooseBypassLobby(base, true).bypassLobby).toBe(false);
    const synced = chooseBypassLobby(chooseTeamsSync(base, true), true);
    expect(chooseOnlineMeeting(synced, false).bypassLobby).toBe(false);
  });

  it('options show only when allowed, not recurring and not a modified occurrence', () => {
    expect(showTeamsOptions({ canSeeTeamsOptions: true, repeat: 'never', isModifiedOccurrence: false })).toBe(
      true,
    );
    expect(
      showTeamsOptions({ canSeeTeamsOptions: false, repeat: 'never', isModifiedOccurrence: false }),
    ).toBe(false);
    expect(
      showTeamsOptions({ canSeeTeamsOptions: true, repeat: 'weekly', isModifiedOccurrence: false }),
    ).toBe(false);
    expect(showTeamsOptions({ canSeeTeamsOptions: true, repeat: 'never', isModifiedOccurrence: true })).toBe(
      false,
    );
  });
});

describe('other rules', () => {
  it('the room picker needs the meeting feature and an end', () => {
    expect(showRoomPicker(true, new Date())).toBe(true);
    expect(showRoomPicker(true, null)).toBe(false);
    expect(showRoomPicker(false, new Date())).toBe(false);
  });

  it('time zones exclude Etc/ and upper-case codes', () => {
    expect(timeZoneChoices(['Europe/Berlin', 'Etc/GMT+1', 'UTC', 'EST5EDT', 'America/New_York'])).toEqual([
      'Europe/Berlin',
      'America/New_York',
    ]);
  });
});
