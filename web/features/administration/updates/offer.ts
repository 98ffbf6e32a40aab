import type { ReleasesState } from '../../../../contract/updates';

/** Where the day the offer was last put aside is kept, per browser. */
export const OFFER_DISMISSED_KEY = 'update-offer-dismissed';

/** The local calendar day, as the offer is shown once per day. */
export const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The release to offer: the newest newer one, unless the offer was already put aside today. */
export function releaseToOffer(
  releases: ReleasesState | undefined,
  dismissedDay: string | null,
  today: string,
) {
  if (releases?.state !== 'ok' || dismissedDay === today) return null;
  return releases.newer[0] ?? null;
}

export function readDismissedDay(): string | null {
  try {
    return window.localStorage.getItem(OFFER_DISMISSED_KEY);
  } catch {
    return null;
  }
}

export function rememberDismissed(day: string) {
  try {
    window.localStorage.setItem(OFFER_DISMISSED_KEY, day);
  } catch {
    // Storage refused (private mode): the offer may show again, which does no harm.
  }
}
