import { createHmac, randomBytes } from 'node:crypto';
import { issueBackupCodes } from '../../modules/two-factor/backup-codes.js';
import { seal } from '../../modules/two-factor/secret-box.js';
import { authenticationFactors } from '../../modules/two-factor/tables.js';
import type { AppContext } from '../../platform/context.js';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    bits += index.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

function base32Encode(bytes: Buffer): string {
  const bits = [...bytes].map((byte) => byte.toString(2).padStart(8, '0')).join('');
  let text = '';
  for (let i = 0; i < bits.length; i += 5)
    text += BASE32[Number.parseInt(bits.slice(i, i + 5).padEnd(5, '0'), 2)];
  return text;
}

/**
 * RFC 6238 computed here with node's crypto (HMAC-SHA-1, dynamic truncation, six digits, 30 s), not
 * with the library the server uses, so the two check each other. `stepOffset` picks a neighbouring step.
 */
export function totpCode(secret: string, stepOffset = 0, now = Date.now()): string {
  const step = Math.floor(now / 1000 / 30) + stepOffset;
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

/**
 * A confirmed authenticator-app factor with its ten backup codes, as adding one through the API
 * leaves it; answers the secret (to compute codes) and the backup codes.
 */
export async function createTotpFactor(ctx: AppContext, memberId: string) {
  const secret = base32Encode(randomBytes(20));
  const [factor] = await ctx.db
    .insert(authenticationFactors)
    .values({ memberId, type: 'totp', secretSealed: seal(ctx.config, secret) })
    .returning();
  if (!factor) throw new Error('factor not created');
  const backupCodes = await ctx.db.transaction((tx) => issueBackupCodes(tx, ctx.config, factor));
  return { factor, secret, backupCodes };
}

/** A confirmed e-mail factor (codes go to the member's address). */
export async function createEmailFactor(ctx: AppContext, memberId: string) {
  const [factor] = await ctx.db.insert(authenticationFactors).values({ memberId, type: 'email' }).returning();
  if (!factor) throw new Error('factor not created');
  const backupCodes = await ctx.db.transaction((tx) => issueBackupCodes(tx, ctx.config, factor));
  return { factor, backupCodes };
}
