/**
 * The app's service worker: shows the pushes the server sends (modules/devices/push-job.ts) and
 * opens their page on click. It handles no fetches, so the app loads exactly as without it. Served
 * from the site root, so its scope is the whole app.
 */

/** The push's JSON (contract/devices.ts `pushPayload`), or null for anything else. */
const payloadOf = (event) => {
  try {
    const data = event.data?.json();
    return data && typeof data.title === 'string' && typeof data.body === 'string' ? data : null;
  } catch {
    return null;
  }
};

self.addEventListener('push', (event) => {
  const payload = payloadOf(event);
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      // One entry, one notification: a newer state of it (or the same push twice) replaces it.
      tag: typeof payload.tag === 'string' ? payload.tag : undefined,
      icon: '/api/v1/app_icons/192',
      data: { url: typeof payload.url === 'string' ? payload.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only pages of this app open: the path of the pushed address, on the worker's own origin.
  const pushed = new URL(event.notification.data?.url ?? '/', self.location.origin);
  const target = new URL(`${pushed.pathname}${pushed.search}${pushed.hash}`, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});
