import { z } from 'zod';

/**
 * A member's devices that receive pushes (part 3 sections 3.5 and 7): a browser registers its Web Push
 * subscription (`POST /api/v1/devices`, the body of `PushSubscription.toJSON()`), and its settings say
 * which notification groups it is pushed (`GET/POST /api/v1/devices/{id}/settings`). Only the member
 * who registered a device sees it; for everyone else it does not exist (404).
 */
export const devicesPath = '/api/v1/devices';
export const devicePath = (id: string) => `/api/v1/devices/${id}`;
export const deviceSettingsPath = (id: string) => `/api/v1/devices/${id}/settings`;
export const webPushKeyPath = '/api/v1/web_push/key';

export const pushSubscriptionInput = z.object({
  endpoint: z.string().max(2000),
  /** Milliseconds since the epoch when the push service lets the subscription lapse; unused. */
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().max(200), auth: z.string().max(100) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

export const registerDeviceBody = z.object({
  subscription: pushSubscriptionInput,
  /** How the member recognises the device in the list ("Firefox on Linux"). */
  name: z.string().max(200).optional(),
});
export type RegisterDeviceBody = z.infer<typeof registerDeviceBody>;

/** Whether a notification group is pushed to the device; every group the server defines is listed. */
export const deviceSettings = z.object({ notifications: z.record(z.string(), z.boolean()) });
export type DeviceSettings = z.infer<typeof deviceSettings>;

export const device = z.object({
  id: z.string(),
  name: z.string(),
  /** The push service's address (no path), so the member sees where pushes travel. */
  push_service: z.string(),
  created_at: z.string(),
  last_pushed_at: z.string().nullable(),
  settings: deviceSettings,
});
export type Device = z.infer<typeof device>;

export const deviceList = z.object({ devices: z.array(device) });
export type DeviceList = z.infer<typeof deviceList>;

/** The groups to change; groups left out keep their setting. */
export const updateDeviceSettingsBody = z.object({
  notifications: z.record(z.string().max(100), z.boolean()),
});
export type UpdateDeviceSettingsBody = z.infer<typeof updateDeviceSettingsBody>;

/** The installation's VAPID public key (base64url), the browser's `applicationServerKey`. */
export const webPushKey = z.object({ public_key: z.string() });
export type WebPushKey = z.infer<typeof webPushKey>;

/** What a push carries, in the recipient's language; the service worker shows it. */
export const pushPayload = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  /** One notification entry: a second push of the same entry replaces the shown one. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayload>;

/**
 * GET /api/v1/get-web-token (native bridge): a one-time token, valid for a minute, and the URL that
 * signs a web view of the native app in with it (add `redirect_to` with a path of this site).
 */
export const webToken = z.object({ token: z.string(), url: z.string(), expires_at: z.string() });
export type WebToken = z.infer<typeof webToken>;
