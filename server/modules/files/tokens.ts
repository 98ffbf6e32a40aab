import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { newToken } from '../../platform/ids.js';
import { hashToken } from '../../platform/sessions/sessions.js';
import { fileTokens } from './tables.js';

/** Archive tokens are posted at once by the page that asked; download tokens serve editors for a while. */
const LIFETIME_MS = { archive: 5 * 60 * 1000, download: 30 * 60 * 1000 } as const;

export type TokenPurpose = keyof typeof LIFETIME_MS;

export async function issueToken(
  db: Db,
  viewer: Viewer,
  purpose: TokenPurpose,
  items: { fileIds: string[]; folderIds: string[] },
): Promise<string> {
  const token = newToken();
  await db.insert(fileTokens).values({
    tokenHash: hashToken(token),
    purpose,
    memberId: viewer.id,
    viewer: { id: viewer.id, isExternal: viewer.isExternal, isNetworkAdmin: viewer.isNetworkAdmin },
    fileIds: items.fileIds,
    folderIds: items.folderIds,
    expiresAt: new Date(Date.now() + LIFETIME_MS[purpose]),
  });
  return token;
}

/** The token's row if it is valid for `purpose`; archive tokens are used up by reading them. */
export async function redeemToken(db: Db, token: string, purpose: TokenPurpose) {
  const where = and(
    eq(fileTokens.tokenHash, hashToken(token)),
    eq(fileTokens.purpose, purpose),
    gt(fileTokens.expiresAt, new Date()),
  );
  const [row] =
    purpose === 'archive'
      ? await db.delete(fileTokens).where(where).returning()
      : await db.select().from(fileTokens).where(where);
  if (!row) throw notFound('token');
  return row;
}

export async function deleteExpiredTokens(db: Db): Promise<void> {
  await db.delete(fileTokens).where(lt(fileTokens.expiresAt, new Date()));
}
