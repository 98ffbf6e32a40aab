/** The service worker (web/public/sw.js) at the site root, so its scope is the whole app. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Registers the service worker that shows pushes; browsers without one skip it. */
export const registerServiceWorker = async (): Promise<ServiceWorkerRegistration | null> => {
  if (!('serviceWorker' in navigator)) return null;
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
};
