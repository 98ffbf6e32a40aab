import { z } from 'zod';

/** The areas of the administration home (part 3 sections 2.1 and 6), in the order it lists them. */
export const ADMINISTRATION_AREAS = [
  'settings',
  'members',
  'invites',
  'join_requests',
  'change_requests',
  'navigation',
  'app_navigation',
  'group_categories_order',
  'legal_texts',
  'imprint',
  'designs',
  'tags',
  'newsletter',
  'channel_subscriptions',
  'membership_roles',
  'audit_log',
  'single_sign_on',
  'statistics',
  'version_and_updates',
] as const;
export type AdministrationArea = (typeof ADMINISTRATION_AREAS)[number];

/** GET /api/v1/administration: what the viewer may manage, as `can` flags computed on the server. */
export const administrationHome = z.object({
  can: z.object(
    Object.fromEntries(ADMINISTRATION_AREAS.map((area) => [area, z.boolean()])) as Record<
      AdministrationArea,
      z.ZodBoolean
    >,
  ),
});
export type AdministrationHome = z.infer<typeof administrationHome>;
