import { z } from 'zod';

/** The updates page (part 3 sections 2.1, 6, 9): the running version, migrations, newer releases. */
export const updatesPaths = { read: '/administration/update-zentrale.json' } as const;

export const release = z.object({
  version: z.string(),
  url: z.string().nullable(),
  published_at: z.string().nullable(),
  notes: z.string().nullable(),
});
export type Release = z.infer<typeof release>;

/**
 * What the release feed told: nothing configured (no outside call is made), a failure (timeout,
 * refused, not JSON, a wrong shape), or the releases newer than the running version, newest first.
 */
export const releasesState = z.discriminatedUnion('state', [
  z.object({ state: z.literal('not_configured') }),
  z.object({ state: z.literal('error') }),
  z.object({ state: z.literal('ok'), newer: z.array(release) }),
]);
export type ReleasesState = z.infer<typeof releasesState>;

export const updatesResponse = z.object({
  version: z.string(),
  /** Applied database migrations, oldest first: their name and when they were written. */
  migrations: z.array(z.object({ name: z.string(), created_at: z.string() })),
  releases: releasesState,
});
export type UpdatesResponse = z.infer<typeof updatesResponse>;

/** Versions `1.2.3` (an optional leading `v`, anything after the third number ignored) as numbers. */
export function versionParts(version: string): [number, number, number] | null {
  const match = /^v?(\d{1,9})\.(\d{1,9})\.(\d{1,9})/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** Whether `candidate` is a later version than `current`; unreadable versions are never later. */
export function isNewerVersion(candidate: string, current: string): boolean {
  const a = versionParts(candidate);
  const b = versionParts(current);
  if (!a || !b) return false;
  for (let i = 0; i < 3; i++) {
    if ((a[i] as number) !== (b[i] as number)) return (a[i] as number) > (b[i] as number);
  }
  return false;
}
