import { z } from 'zod';

/**
 * SCIM 2.0 provisioning (RFC 7643/7644): the bearer tokens a network administrator issues to an
 * identity provider (Microsoft Entra ID, Okta, ...). The SCIM resources themselves are SCIM's JSON,
 * not ours; the server parses them in modules/scim. Field messages are i18n keys (errors.scim.*).
 */
export const scimPaths = {
  tokens: '/administration/scim_tokens',
  token: (id: string) => `/administration/scim_tokens/${id}`,
  /** The base URL an identity provider is given ("Tenant URL" in Entra ID). */
  base: '/scim/v2',
} as const;

export const scimTokenBody = z.object({ name: z.string().trim().max(100) });
export type ScimTokenBody = z.infer<typeof scimTokenBody>;

export const scimTokenParams = z.object({ id: z.string().max(64) });

export const scimToken = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ScimToken = z.infer<typeof scimToken>;

/** Answered once, when the token is made: only its hash is kept. */
export const scimTokenCreated = scimToken.extend({ token: z.string() });
export type ScimTokenCreated = z.infer<typeof scimTokenCreated>;

export const scimTokenList = z.object({ entries: z.array(scimToken) });
export type ScimTokenList = z.infer<typeof scimTokenList>;

/* SCIM's own JSON (RFC 7643): bounded here, read in modules/scim; attributes we do not keep pass. */

const scimString = z.string().max(1000);

export const scimListQuery = z.object({
  filter: z.string().max(1000).optional(),
  startIndex: z.coerce.number().int().min(1).max(1_000_000_000).optional(),
  count: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  attributes: z.string().max(1000).optional(),
  excludedAttributes: z.string().max(1000).optional(),
});
export type ScimListQuery = z.infer<typeof scimListQuery>;

export const scimResourceParams = z.object({ id: z.string().max(64) });

export const scimUserBody = z.looseObject({
  schemas: z.array(scimString).max(20).optional(),
  userName: scimString.optional(),
  externalId: scimString.optional(),
  displayName: scimString.optional(),
  active: z.union([z.boolean(), scimString]).optional(),
  name: z
    .looseObject({
      givenName: scimString.optional(),
      familyName: scimString.optional(),
      formatted: scimString.optional(),
    })
    .optional(),
  emails: z
    .array(
      z.looseObject({
        value: scimString.optional(),
        type: scimString.optional(),
        primary: z.union([z.boolean(), scimString]).optional(),
      }),
    )
    .max(20)
    .optional(),
});
export type ScimUserBody = z.infer<typeof scimUserBody>;

export const scimGroupBody = z.looseObject({
  schemas: z.array(scimString).max(20).optional(),
  displayName: scimString.optional(),
  externalId: scimString.optional(),
  members: z
    .array(z.looseObject({ value: z.string().max(64), display: scimString.optional() }))
    .max(10_000)
    .optional(),
});
export type ScimGroupBody = z.infer<typeof scimGroupBody>;

export const scimPatchBody = z.looseObject({
  schemas: z.array(scimString).max(20).optional(),
  Operations: z
    .array(
      z.looseObject({
        op: z.string().max(20),
        path: scimString.optional(),
        value: z.unknown().optional(),
      }),
    )
    .min(1)
    .max(1000),
});
export type ScimPatchBody = z.infer<typeof scimPatchBody>;
export type ScimPatchOperation = ScimPatchBody['Operations'][number];
