import { and, eq, gt, lt } from 'drizzle-orm';
import { CHAT_TOKEN_TTL_SECONDS, type ChatToken } from '../../../contract/chat.js';
import type { Db } from '../../db/client.js';
import { newToken } from '../../platform/ids.js';
import { hashToken } from '../../platform/sessions/sessions.js';
import { chatTokens } from './tables.js';

/** POST /api/v1/chat_token: a socket credential for 3 hours; only its hash is stored. */
export async function issueChatToken(db: Db, memberId: string, sessionTokenHash: string): Promise<ChatToken> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + CHAT_TOKEN_TTL_SECONDS * 1000);
  // Expired tokens of the member go as new ones come: the table stays as small as the active members.
  await db
    .delete(chatTokens)
    .where(and(eq(chatTokens.memberId, memberId), lt(chatTokens.expiresAt, new Date())));
  await db.insert(chatTokens).values({ tokenHash: hashToken(token), memberId, sessionTokenHash, expiresAt });
  return { token, expires_at: expiresAt.toISOString() };
}

/** The member and session behind a valid token, or null (unknown, expired or malformed). */
export async function redeemChatToken(db: Db, token: string | undefined) {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select()
    .from(chatTokens)
    .where(and(eq(chatTokens.tokenHash, hashToken(token)), gt(chatTokens.expiresAt, new Date())));
  return row ?? null;
}
