import { useCallback, useEffect, useState } from 'react';
import type { Device } from '../../../contract/devices';
import { fetchWebPushKey, registerDevice, removeDevice } from './api';
import {
  applicationServerKey,
  browserSupportsPush,
  type PushState,
  pushStateOf,
  subscriptionInput,
} from './push-state';
import { registerServiceWorker } from './service-worker';

/** The device name the member sees in lists: the browser's own description of itself. */
const deviceName = () => navigator.userAgent.slice(0, 200);

/** Tells the server about the browser's subscription; answers its device. */
const registerSubscription = async (subscription: PushSubscription) => {
  const input = subscriptionInput(subscription.toJSON());
  return input ? registerDevice({ subscription: input, name: deviceName() }) : null;
};

/** The subscription of this browser, if it has one (no service worker yet: none). */
const currentSubscription = async () => {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
};

export type PushControl = {
  state: PushState | 'loading';
  device: Device | null;
  busy: boolean;
  turnOn(): Promise<void>;
  turnOff(): Promise<void>;
};

/**
 * Push on this browser: finds out whether it is subscribed (and registers the subscription again, so
 * the server knows its current keys and answers its settings), and turns it on or off.
 */
export const usePush = (): PushControl => {
  const supported = browserSupportsPush();
  const [device, setDevice] = useState<Device | null>(null);
  const [permission, setPermission] = useState<NotificationPermission>(
    supported ? Notification.permission : 'default',
  );
  const [loading, setLoading] = useState(supported);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supported) return;
    let active = true;
    void (async () => {
      try {
        await registerServiceWorker();
        const subscription = Notification.permission === 'granted' ? await currentSubscription() : null;
        const found = subscription ? await registerSubscription(subscription) : null;
        if (active) setDevice(found);
      } catch {
        if (active) setDevice(null);
      } finally {
        if (active) setLoading(false);
      }
    })();
    return () => {
      active = false;
    };
  }, [supported]);

  const turnOn = useCallback(async () => {
    setBusy(true);
    try {
      const answer = await Notification.requestPermission();
      setPermission(answer);
      if (answer !== 'granted') return;
      const registration = await registerServiceWorker();
      if (!registration) return;
      await navigator.serviceWorker.ready;
      const { public_key } = await fetchWebPushKey();
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(public_key),
      });
      setDevice(await registerSubscription(subscription));
    } finally {
      setBusy(false);
    }
  }, []);

  const turnOff = useCallback(async () => {
    setBusy(true);
    try {
      await (await currentSubscription())?.unsubscribe();
      if (device) await removeDevice(device.id);
      setDevice(null);
    } finally {
      setBusy(false);
    }
  }, [device]);

  const state = loading ? 'loading' : pushStateOf({ supported, permission, deviceId: device?.id ?? null });
  return { state, device, busy, turnOn, turnOff };
};
