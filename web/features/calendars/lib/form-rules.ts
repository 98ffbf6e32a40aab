import { addDays, addHours, addMonths, addWeeks, addYears, startOfHour } from 'date-fns';

/**
 * The appointment form's pure rules (part 2 sections 4 and 5). Times are Date instants; the form shows
 * them in the chosen time zone.
 */
export const REPEAT_CHOICES = ['never', 'daily', 'weekly', 'monthly', 'yearly', 'custom'] as const;
export type RepeatChoice = (typeof REPEAT_CHOICES)[number];
export const CUSTOM_UNITS = ['day', 'week', 'month', 'year'] as const;
export type CustomUnit = (typeof CUSTOM_UNITS)[number];

export type RuleState = {
  start: Date;
  end: Date | null;
  repeat: RepeatChoice;
  customUnit: CustomUnit;
  interval: number;
  recurrenceEnd: Date | null;
  teamsSync: boolean;
  onlineMeeting: boolean;
  bypassLobby: boolean;
};

/** Default start: the next full hour; default end one hour later. */
export const defaultStart = (now: Date) => addHours(startOfHour(now), 1);
export const defaultEnd = (start: Date) => addHours(start, 1);

/** The unit one repetition advances by. */
export const repeatUnit = (repeat: RepeatChoice, customUnit: CustomUnit): CustomUnit | null => {
  switch (repeat) {
    case 'never':
      return null;
    case 'daily':
      return 'day';
    case 'weekly':
      return 'week';
    case 'monthly':
      return 'month';
    case 'yearly':
      return 'year';
    default:
      return customUnit;
  }
};

const advance = { day: addDays, week: addWeeks, month: addMonths, year: addYears };

/** Bypass lobby stays on only while both Teams synchronisation and online meeting are on. */
const withLobby = <T extends RuleState>(state: T): T => ({
  ...state,
  bypassLobby: state.bypassLobby && state.teamsSync && state.onlineMeeting,
});

/** End toggle: removing sets null, adding defaults to start plus one hour. */
export const toggleEnd = <T extends RuleState>(state: T, on: boolean): T => ({
  ...state,
  end: on ? defaultEnd(state.start) : null,
});

/**
 * Choosing a frequency resets the recurrence end and sets the interval to 1 (custom keeps its interval);
 * any repetition turns Teams synchronisation off.
 */
export const chooseRepeat = <T extends RuleState>(state: T, repeat: RepeatChoice): T =>
  withLobby({
    ...state,
    repeat,
    interval: repeat === 'custom' ? Math.max(1, state.interval) : 1,
    recurrenceEnd: null,
    teamsSync: repeat === 'never' ? state.teamsSync : false,
  });

export const chooseCustomUnit = <T extends RuleState>(state: T, customUnit: CustomUnit): T => ({
  ...state,
  customUnit,
  recurrenceEnd: null,
});

/** Interval of a custom repetition: a whole number of at least 1. */
export const chooseInterval = <T extends RuleState>(state: T, interval: number): T => ({
  ...state,
  interval: Number.isFinite(interval) ? Math.max(1, Math.floor(interval)) : 1,
});

/** Setting a recurrence end defaults it to the start plus one interval. */
export const toggleRecurrenceEnd = <T extends RuleState>(state: T, on: boolean): T => {
  const unit = repeatUnit(state.repeat, state.customUnit);
  if (!on || !unit) return { ...state, recurrenceEnd: null };
  return { ...state, recurrenceEnd: advance[unit](state.start, state.interval) };
};

/** Teams synchronisation on forces no repetition and an online meeting. */
export const chooseTeamsSync = <T extends RuleState>(state: T, on: boolean): T =>
  withLobby(
    on
      ? { ...state, teamsSync: true, repeat: 'never', interval: 1, recurrenceEnd: null, onlineMeeting: true }
      : { ...state, teamsSync: false },
  );

export const chooseOnlineMeeting = <T extends RuleState>(state: T, on: boolean): T =>
  withLobby({ ...state, onlineMeeting: on });

export const chooseBypassLobby = <T extends RuleState>(state: T, on: boolean): T =>
  withLobby({ ...state, bypassLobby: on });

/** Teams options show only to members who may see them, never on series or modified occurrences. */
export const showTeamsOptions = (options: {
  canSeeTeamsOptions: boolean;
  repeat: RepeatChoice;
  isModifiedOccurrence: boolean;
}) => options.canSeeTeamsOptions && options.repeat === 'never' && !options.isModifiedOccurrence;

/** The meeting-room picker needs the meeting feature and an end. */
export const showRoomPicker = (meetingRoomsEnabled: boolean, end: Date | null) =>
  meetingRoomsEnabled && end !== null;

/** Time zone choices: no Etc/ zones and no upper-case codes such as UTC or EST5EDT. */
export const timeZoneChoices = (zones: readonly string[]) =>
  zones.filter((zone) => !zone.startsWith('Etc/') && !/^[A-Z0-9_+-]+$/.test(zone));

export const availableTimeZones = (): string[] => {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  return timeZoneChoices(intl.supportedValuesOf?.('timeZone') ?? ['Europe/Berlin', 'UTC']);
};
