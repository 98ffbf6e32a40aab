import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  Device,
  DeviceList,
  DeviceSettings,
  RegisterDeviceBody,
  UpdateDeviceSettingsBody,
} from '../../../contract/devices.js';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { type FieldErrors, notFound, unprocessable } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { type NotificationListener, notificationKinds } from '../notifications/service.js';
import { PUSH_JOB, type PushJob } from './push-job.js';
import { isAllowedPushEndpoint, pushServiceOf } from './push-services.js';
import { devices } from './tables.js';
import { vapidKeys } from './vapid.js';

/**
 * Devices and their push settings (part 3 sections 3.5 and 7). A device belongs to the member who
 * registered it; for everyone else it does not exist (404), in every route.
 */

type DeviceRow = typeof devices.$inferSelect;

/** The notification groups (the kinds' categories) a device may be pushed, sorted. */
export function notificationGroups(ctx: Pick<AppContext, 'extensions'>): string[] {
  const categories = [...ctx.extensions.all(notificationKinds).values()].map((kind) => kind.category);
  return [...new Set(categories)].sort();
}

const wants = (row: Pick<DeviceRow, 'notifications'>, group: string) => row.notifications[group] !== false;

function settingsOf(ctx: AppContext, row: DeviceRow): DeviceSettings {
  return {
    notifications: Object.fromEntries(notificationGroups(ctx).map((group) => [group, wants(row, group)])),
  };
}

function present(ctx: AppContext, row: DeviceRow): Device {
  return {
    id: row.id,
    name: row.name,
    push_service: pushServiceOf(row.endpoint),
    created_at: row.createdAt.toISOString(),
    last_pushed_at: row.lastPushedAt?.toISOString() ?? null,
    settings: settingsOf(ctx, row),
  };
}

async function ownDevice(ctx: AppContext, viewer: Viewer, id: string): Promise<DeviceRow> {
  if (!isId(id)) throw notFound('device');
  const [row] = await ctx.db
    .select()
    .from(devices)
    .where(and(eq(devices.id, id), eq(devices.memberId, viewer.id)))
    .limit(1);
  if (!row) throw notFound('device');
  return row;
}

export async function listDevices(ctx: AppContext, viewer: Viewer): Promise<DeviceList> {
  const rows = await ctx.db
    .select()
    .from(devices)
    .where(eq(devices.memberId, viewer.id))
    .orderBy(desc(devices.createdAt), desc(devices.id));
  return { devices: rows.map((row) => present(ctx, row)) };
}

/** Base64url of exactly `bytes` bytes (the subscription's keys), else false. */
function isBase64Url(value: string, bytes: number): boolean {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return false;
  return Buffer.from(value, 'base64url').length === bytes;
}

function subscriptionProblems(ctx: AppContext, body: RegisterDeviceBody): FieldErrors {
  const errors: FieldErrors = {};
  const { endpoint, keys } = body.subscription;
  if (!isAllowedPushEndpoint(ctx.config, endpoint)) {
    errors['subscription.endpoint'] = ['errors.devices.unknown_push_service'];
  }
  // An uncompressed P-256 point (65 bytes, 0x04 first) and a 16-byte secret (RFC 8291).
  if (!isBase64Url(keys.p256dh, 65) || Buffer.from(keys.p256dh, 'base64url')[0] !== 4) {
    errors['subscription.keys.p256dh'] = ['errors.devices.invalid_key'];
  }
  if (!isBase64Url(keys.auth, 16)) errors['subscription.keys.auth'] = ['errors.devices.invalid_key'];
  return errors;
}

/**
 * Registers the browser's subscription for the viewer. The endpoint names one browser profile: the
 * same browser registering again keeps its device and settings (new keys), and a browser another
 * member registered before becomes the viewer's with fresh settings (their device is gone).
 */
export async function registerDevice(
  ctx: AppContext,
  viewer: Viewer,
  body: RegisterDeviceBody,
): Promise<Device> {
  const errors = subscriptionProblems(ctx, body);
  const name = (body.name ?? '').trim();
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  const { endpoint, keys } = body.subscription;
  const row = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(devices).where(eq(devices.endpoint, endpoint)).for('update');
    if (existing && existing.memberId !== viewer.id)
      await tx.delete(devices).where(eq(devices.id, existing.id));
    const [saved] = await tx
      .insert(devices)
      .values({ memberId: viewer.id, endpoint, p256dh: keys.p256dh, auth: keys.auth, name })
      .onConflictDoUpdate({
        target: devices.endpoint,
        set: { p256dh: keys.p256dh, auth: keys.auth, name: sql`excluded.name` },
      })
      .returning();
    return saved;
  });
  if (!row) throw new Error('the device was not stored');
  return present(ctx, row);
}

export async function deleteDevice(ctx: AppContext, viewer: Viewer, id: string): Promise<void> {
  const row = await ownDevice(ctx, viewer, id);
  await ctx.db.delete(devices).where(eq(devices.id, row.id));
}

export async function getDeviceSettings(
  ctx: AppContext,
  viewer: Viewer,
  id: string,
): Promise<DeviceSettings> {
  return settingsOf(ctx, await ownDevice(ctx, viewer, id));
}

export async function updateDeviceSettings(
  ctx: AppContext,
  viewer: Viewer,
  id: string,
  body: UpdateDeviceSettingsBody,
): Promise<DeviceSettings> {
  const row = await ownDevice(ctx, viewer, id);
  const known = new Set(notificationGroups(ctx));
  const errors: FieldErrors = {};
  for (const group of Object.keys(body.notifications)) {
    if (!known.has(group)) errors[`notifications.${group}`] = ['errors.devices.unknown_notification_group'];
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  const [saved] = await ctx.db
    .update(devices)
    .set({ notifications: sql`${devices.notifications} || ${JSON.stringify(body.notifications)}::jsonb` })
    .where(eq(devices.id, row.id))
    .returning();
  if (!saved) throw notFound('device');
  return settingsOf(ctx, saved);
}

export async function webPushPublicKey(ctx: AppContext): Promise<{ public_key: string }> {
  return { public_key: (await vapidKeys(ctx.db)).publicKey };
}

const inTransaction = (tx: Db | Tx): tx is Tx => 'rollback' in tx;

/**
 * Queues one push per device of the recipients that wants the kind's group, in notify's transaction.
 * While a push of the same entry to a device waits, no second one is queued: it sends the entry as
 * it is then.
 */
export function queuePushes(ctx: AppContext): NotificationListener {
  return async (tx, event, recipientIds) => {
    const group = ctx.extensions.get(notificationKinds, event.kind)?.category;
    if (!group || recipientIds.length === 0) return;
    const targets = await tx
      .select({ id: devices.id, memberId: devices.memberId })
      .from(devices)
      .where(
        and(
          inArray(devices.memberId, [...recipientIds]),
          sql`coalesce((${devices.notifications} ->> ${group})::boolean, true)`,
        ),
      );
    if (targets.length === 0) return;
    const enqueueAll = async (t: Tx) => {
      for (const target of targets) {
        const payload: PushJob = {
          deviceId: target.id,
          recipientId: target.memberId,
          kind: event.kind,
          threadKey: event.threadKey,
        };
        await ctx.jobs.enqueue(t, PUSH_JOB, payload, {
          uniqueKey: `push:${target.id}:${event.kind}:${event.threadKey}`,
        });
      }
    };
    await (inTransaction(tx) ? enqueueAll(tx) : tx.transaction(enqueueAll));
  };
}
