import type { PushSubscriptionInput } from '../../../contract/devices';

/**
 * Whether this browser receives pushes, as the member sees it: `unsupported` (no service worker, Push
 * API or notifications), `denied` (the member blocked notifications for the site; only the browser's
 * settings undo that), `on` (subscribed and registered as a device) or `off`.
 */
export type PushState = 'unsupported' | 'denied' | 'on' | 'off';

export type PushEnvironment = {
  supported: boolean;
  permission: NotificationPermission;
  /** The device the server knows for this browser's subscription, if it has one. */
  deviceId: string | null;
};

export const pushStateOf = ({ supported, permission, deviceId }: PushEnvironment): PushState => {
  if (!supported) return 'unsupported';
  if (permission === 'denied') return 'denied';
  return permission === 'granted' && deviceId ? 'on' : 'off';
};

/** What the browser offers; a browser without any of the three cannot receive pushes. */
export const browserSupportsPush = (scope: typeof globalThis = globalThis) =>
  'serviceWorker' in scope.navigator && 'PushManager' in scope && 'Notification' in scope;

/** The browser's subscription as `POST /api/v1/devices` takes it; null when it lacks its keys. */
export const subscriptionInput = (json: PushSubscriptionJSON): PushSubscriptionInput | null => {
  const { endpoint, keys } = json;
  if (!endpoint || !keys?.p256dh || !keys.auth) return null;
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
};

/** The VAPID public key (base64url) as the Push API's applicationServerKey wants it. */
export const applicationServerKey = (base64url: string): Uint8Array<ArrayBuffer> => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
};
