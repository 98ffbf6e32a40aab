import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/client.js';
import { webPushKeys } from './tables.js';

export type VapidKeys = { publicKey: string; privateKey: string };

const KEY_ROW = 1;

/**
 * The installation's VAPID key pair, made on first use and kept in the database: every browser
 * subscribed with its public key, so it must survive restarts and be the same on every instance.
 * Two instances creating it at once both insert; the first insert wins and both read that one.
 */
export async function vapidKeys(db: Db): Promise<VapidKeys> {
  const read = async () =>
    (await db.select().from(webPushKeys).where(eq(webPushKeys.id, KEY_ROW)).limit(1))[0] ?? null;
  const stored = await read();
  if (stored) return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  const fresh = webpush.generateVAPIDKeys();
  await db
    .insert(webPushKeys)
    .values({ id: KEY_ROW, publicKey: fresh.publicKey, privateKey: fresh.privateKey })
    .onConflictDoNothing();
  const kept = await read();
  if (!kept) throw new Error('the VAPID keys could not be stored');
  return { publicKey: kept.publicKey, privateKey: kept.privateKey };
}

/** Who sends (RFC 8292 `sub`): push services contact this address when pushes misbehave. */
export function vapidSubject(publicUrl: string, mailFrom: string): string {
  if (publicUrl.startsWith('https:')) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
