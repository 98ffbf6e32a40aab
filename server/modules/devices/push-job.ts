import { and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { PushPayload } from '../../../contract/devices.js';
import type { AppContext } from '../../platform/context.js';
import { memberRecordById } from '../members/service.js';
import { unreadEntryOf } from '../notifications/service.js';
import { isAllowedPushEndpoint } from './push-services.js';
import { pushBody } from './push-text.js';
import { devices, pushDeliveries } from './tables.js';
import { vapidKeys, vapidSubject } from './vapid.js';

export const PUSH_JOB = 'devices.push';
export type PushJob = { deviceId: string; recipientId: string; kind: string; threadKey: string };

/** How long a push service keeps a push for a device that is offline. */
const TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;
/** Push services take about 4 KB of payload; a notification's sentence needs far less. */
const MAX_TEXT = 500;
const shortened = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

type DeviceRow = typeof devices.$inferSelect;

/**
 * Encrypts the message to the device (RFC 8291) and signs the request (VAPID, RFC 8292) with the
 * web-push library, and posts it (RFC 8030). Redirects are not followed: the endpoint was checked,
 * wherever it might send us was not. Answers the push service's status.
 */
async function deliver(ctx: AppContext, device: DeviceRow, message: PushPayload): Promise<number> {
  const keys = await vapidKeys(ctx.db);
  const request = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(message),
    {
      vapidDetails: { subject: vapidSubject(ctx.config.publicUrl, ctx.config.mailFrom), ...keys },
      TTL: TTL_SECONDS,
      // A newer state of the entry replaces a push the device has not fetched yet.
      topic: message.tag,
    },
  );
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  const response = await fetch(request.endpoint, {
    method: 'POST',
    headers,
    body: new Uint8Array(request.body),
    redirect: 'manual',
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return response.status;
}

/** The push service forgot the subscription (the member unsubscribed or the browser is gone). */
const GONE = new Set([404, 410]);

const isPushJob = (payload: Record<string, unknown>): payload is PushJob =>
  ['deviceId', 'recipientId', 'kind', 'threadKey'].every((key) => typeof payload[key] === 'string');

/**
 * Sends the recipient's notification entry to one device, as it is when the job runs: nothing when it
 * was read meanwhile or the recipient may no longer see its subject. The same state of an entry goes
 * to a device once (`push_deliveries`); should the process die between sending and recording, the
 * retry's push carries the same Topic and tag, so the push service and the browser replace the first
 * one instead of showing it twice. Failures the push service may recover from are retried by the job
 * runner; a subscription it no longer knows is removed.
 */
export async function sendPush(ctx: AppContext, payload: Record<string, unknown>): Promise<void> {
  if (!isPushJob(payload)) return;
  const [device] = await ctx.db
    .select()
    .from(devices)
    .where(and(eq(devices.id, payload.deviceId), eq(devices.memberId, payload.recipientId)))
    .limit(1);
  if (!device || !isAllowedPushEndpoint(ctx.config, device.endpoint)) return;
  const member = await memberRecordById(ctx.db, device.memberId);
  if (!member || member.lockedAt || member.deletedAt) return;
  const network = await ctx.network.get();
  const entry = await unreadEntryOf(ctx, network, member, payload.kind, payload.threadKey);
  if (!entry) return;
  const [delivered] = await ctx.db
    .select({ version: pushDeliveries.version })
    .from(pushDeliveries)
    .where(and(eq(pushDeliveries.deviceId, device.id), eq(pushDeliveries.notificationId, entry.id)));
  if (delivered?.version === entry.updated_at) return;

  const message: PushPayload = {
    title: shortened(network.name),
    body: shortened(pushBody(entry, member.locale)),
    url: new URL(entry.url, `${ctx.config.publicUrl}/`).toString(),
    tag: entry.id,
  };
  const status = await deliver(ctx, device, message);
  if (GONE.has(status)) {
    await ctx.db.delete(devices).where(eq(devices.id, device.id));
    return;
  }
  // 429 and 5xx may pass (the job runner tries again later); other refusals will not change.
  if (status === 429 || status >= 500) throw new Error(`the push service answered ${status}`);
  if (status >= 300) {
    ctx.log.warn({ deviceId: device.id, status }, 'push refused by the push service');
    return;
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(pushDeliveries)
      .values({ deviceId: device.id, notificationId: entry.id, version: entry.updated_at })
      .onConflictDoUpdate({
        target: [pushDeliveries.deviceId, pushDeliveries.notificationId],
        set: { version: entry.updated_at },
      });
    await tx.update(devices).set({ lastPushedAt: new Date() }).where(eq(devices.id, device.id));
  });
}
