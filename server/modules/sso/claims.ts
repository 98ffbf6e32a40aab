/**
 * Reading what a provider says about the person. Claim names may be dotted paths into nested objects
 * (`realm_access.roles`), as providers such as Keycloak nest them.
 */
export type Claims = Record<string, unknown>;

export function claimAt(claims: Claims, path: string): unknown {
  let value: unknown = claims;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() && value.length <= max ? value.trim() : null;

/** The address, only when the provider says it verified it (some send the flag as a string). */
export function verifiedEmail(claims: Claims, emailClaim: string): string | null {
  const email = text(claimAt(claims, emailClaim), 320);
  if (!email?.includes('@')) return null;
  const verified = claims.email_verified;
  return verified === true || verified === 'true' ? email.toLowerCase() : null;
}

/**
 * First and last name: given_name and family_name when the provider sends them, else the mapped
 * name claim split at its last space, else the address's local part.
 */
export function personName(claims: Claims, nameClaim: string, email: string) {
  const given = text(claims.given_name, 100);
  const family = text(claims.family_name, 100);
  if (given && family) return { firstName: given, lastName: family };
  const full = text(claimAt(claims, nameClaim), 200);
  if (full) {
    const cut = full.lastIndexOf(' ');
    return cut > 0
      ? { firstName: full.slice(0, cut).slice(0, 100), lastName: full.slice(cut + 1).slice(0, 100) }
      : { firstName: full.slice(0, 100), lastName: full.slice(0, 100) };
  }
  const local = email.split('@')[0] ?? email;
  return { firstName: local.slice(0, 100), lastName: local.slice(0, 100) };
}

/** The group names of the groups claim: a list of strings, or one string; at most 500 are read. */
export function groupNames(claims: Claims, groupsClaim: string): string[] {
  const value = claimAt(claims, groupsClaim);
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return list.filter((entry): entry is string => typeof entry === 'string').slice(0, 500);
}
