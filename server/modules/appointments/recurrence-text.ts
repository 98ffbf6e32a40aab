import { type MailTexts, mailDateLocale, mailTextsFor } from '../../platform/mail/mail-texts.js';
import { parseDate } from './time.js';

/**
 * A series' recurrence in words for mails ("every 2 weeks on Monday until 31 Mar 2027"), in the
 * recipient's language. The anchor (weekday, day of the month, day of the year) is the series'
 * start in its own zone, as the series repeats on wall time there.
 */
type Anchor = { weekday: string; day: number; dayMonth: string };
type RecurrenceTexts = {
  daily: (n: number) => string;
  weekly: (n: number, a: Anchor) => string;
  monthly: (n: number, a: Anchor) => string;
  yearly: (n: number, a: Anchor) => string;
  until: (date: string) => string;
};

const TEXTS: MailTexts<RecurrenceTexts> = {
  en: {
    daily: (n) => (n === 1 ? 'every day' : `every ${n} days`),
    weekly: (n, a) => `${n === 1 ? 'every week' : `every ${n} weeks`} on ${a.weekday}`,
    monthly: (n, a) => `${n === 1 ? 'every month' : `every ${n} months`} on day ${a.day}`,
    yearly: (n, a) => `${n === 1 ? 'every year' : `every ${n} years`} on ${a.dayMonth}`,
    until: (date) => `until ${date}`,
  },
  de: {
    daily: (n) => (n === 1 ? 'täglich' : `alle ${n} Tage`),
    weekly: (n, a) => `${n === 1 ? 'jede Woche' : `alle ${n} Wochen`} am ${a.weekday}`,
    monthly: (n, a) => `${n === 1 ? 'jeden Monat' : `alle ${n} Monate`} am ${a.day}.`,
    yearly: (n, a) => `${n === 1 ? 'jedes Jahr' : `alle ${n} Jahre`} am ${a.dayMonth}`,
    until: (date) => `bis ${date}`,
  },
  de_DU: {
    daily: (n) => (n === 1 ? 'täglich' : `alle ${n} Tage`),
    weekly: (n, a) => `${n === 1 ? 'jede Woche' : `alle ${n} Wochen`} am ${a.weekday}`,
    monthly: (n, a) => `${n === 1 ? 'jeden Monat' : `alle ${n} Monate`} am ${a.day}.`,
    yearly: (n, a) => `${n === 1 ? 'jedes Jahr' : `alle ${n} Jahre`} am ${a.dayMonth}`,
    until: (date) => `bis ${date}`,
  },
  es: {
    daily: (n) => (n === 1 ? 'todos los días' : `cada ${n} días`),
    weekly: (n, a) => `${n === 1 ? 'cada semana' : `cada ${n} semanas`} el ${a.weekday}`,
    monthly: (n, a) => `${n === 1 ? 'cada mes' : `cada ${n} meses`} el día ${a.day}`,
    yearly: (n, a) => `${n === 1 ? 'cada año' : `cada ${n} años`} el ${a.dayMonth}`,
    until: (date) => `hasta el ${date}`,
  },
  fr: {
    daily: (n) => (n === 1 ? 'tous les jours' : `tous les ${n} jours`),
    weekly: (n, a) => `${n === 1 ? 'chaque semaine' : `toutes les ${n} semaines`} le ${a.weekday}`,
    monthly: (n, a) => `${n === 1 ? 'chaque mois' : `tous les ${n} mois`} le ${a.day}`,
    yearly: (n, a) => `${n === 1 ? 'chaque année' : `tous les ${n} ans`} le ${a.dayMonth}`,
    until: (date) => `jusqu’au ${date}`,
  },
};

export type RecurringRow = {
  startsAt: Date;
  allDay: boolean;
  timeZone: string;
  recurrenceFrequency: 'never' | 'daily' | 'weekly' | 'monthly' | 'yearly';
  recurrenceInterval: number;
  recurrenceEndDate: string | null;
};

/** The recurrence in words; '' for an appointment that does not repeat. */
export function recurrenceText(row: RecurringRow, locale: string): string {
  if (row.recurrenceFrequency === 'never') return '';
  const t = mailTextsFor(TEXTS, locale);
  const zone = row.allDay ? 'UTC' : row.timeZone;
  const intl = mailDateLocale(locale);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(intl, { ...options, timeZone: zone }).format(row.startsAt);
  const anchor: Anchor = {
    weekday: part({ weekday: 'long' }),
    day: Number(part({ day: 'numeric' })),
    dayMonth: part({ day: 'numeric', month: 'long' }),
  };
  const n = Math.max(1, row.recurrenceInterval);
  const repeats = t[row.recurrenceFrequency](n, anchor);
  const end = row.recurrenceEndDate ? parseDate(row.recurrenceEndDate) : null;
  if (!end) return repeats;
  const until = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeZone: 'UTC' }).format(end);
  return `${repeats} ${t.until(until)}`;
}
