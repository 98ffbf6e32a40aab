import { addDays, endOfDay, format, parse } from 'date-fns';

type Lockable = { lockedUntil: string | null; lockedById: string | null; can: { lock: boolean } };

export const isLocked = (file: Lockable, now = new Date()) =>
  Boolean(file.lockedUntil && new Date(file.lockedUntil) > now && file.lockedById);

/** Part 1 section 6: the lock icon shows when someone else holds the lock. */
export const isLockedByOther = (file: Lockable, memberId: string | undefined, now = new Date()) =>
  isLocked(file, now) && file.lockedById !== memberId;

/** After downloading a lockable file that nobody has locked, the member is asked to lock it. */
export const shouldOfferLock = (file: Lockable, now = new Date()) => file.can.lock && !isLocked(file, now);

/** The suggested last day of a lock (network config files.default_lock_period_days), as yyyy-MM-dd. */
export const defaultLockDay = (days: number, now = new Date()) => format(addDays(now, days), 'yyyy-MM-dd');

/** A lock holds until the end of the chosen day in the member's browser time. */
export const lockedUntilOf = (day: string) => endOfDay(parse(day, 'yyyy-MM-dd', new Date())).toISOString();
