// Web Push in the service worker (issue 19; docs/decisions.md, "Web Push"). Workbox's generated
// worker loads this file with importScripts (astro.config.mjs), and the browser checks it for
// changes with the worker itself. It shows a pushed notification (§3: title, message, image,
// click_action) with the six-value vibration pattern (§4; src/domain/notifications/push.ts PUSH_VIBRATION_PATTERN,
// checked equal by tests/unit/domain/notifications/push.test.ts) and the platform's sound, and a click opens or
// focuses the page the notification is about.
// It also stops the worker caching once a page clears the device (§4 cache clear): see the end.
const PUSH_VIBRATION_PATTERN = [200, 100, 200, 100, 400, 100];
const FALLBACK_PATH = '/alerts';

/** The path a notification opens: its click_action when it is a path of the shop (domain/notifications/push.ts notificationTarget). */
function notificationTarget(clickAction) {
  if (typeof clickAction !== 'string' || !clickAction.startsWith('/') || clickAction.startsWith('//')) {
    return FALLBACK_PATH;
  }
  return clickAction;
}

function pushedNotification(event) {
  if (!event.data) return {};
  try {
    const data = event.data.json();
    return typeof data === 'object' && data !== null ? data : {};
  } catch {
    return { message: event.data.text() };
  }
}

/** Keeps the worker alive for `work`; an event made by a script (DevTools, a test) cannot be extended. */
function keepAlive(event, work) {
  try {
    event.waitUntil(work);
  } catch {
    // Not a browser-dispatched event: the work runs on without holding the worker.
  }
}

self.addEventListener('push', (event) => {
  const data = pushedNotification(event);
  const target = notificationTarget(data.click_action);
  const title = typeof data.title === 'string' && data.title !== '' ? data.title : 'FarmCart';
  const options = {
    body: typeof data.message === 'string' ? data.message : '',
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    vibrate: PUSH_VIBRATION_PATTERN,
    // Not silent: the platform plays its notification sound where it allows one.
    silent: false,
    // One notification per page: a newer step of the same order replaces the older one, and buzzes again.
    tag: target,
    renotify: true,
    timestamp: Date.now(),
    data: { click_action: target },
  };
  if (typeof data.image === 'string' && data.image !== '') options.image = data.image;
  keepAlive(event, self.registration.showNotification(title, options));
});

async function openTarget(path) {
  const url = new URL(notificationTarget(path), self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = windows.find((client) => client.url === url);
  if (showing) return showing.focus().catch(() => showing);
  const ours = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (ours && typeof ours.navigate === 'function') {
    // Only a window this worker controls can be sent elsewhere; any other gets a window of its own.
    const moved = await ours.navigate(url).catch(() => null);
    if (moved) return moved.focus().catch(() => moved);
  }
  return self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  keepAlive(event, openTarget(event.notification.data?.click_action));
});

// §4 A cache clear (src/client/version-check.ts) unregisters this worker and deletes its caches, but
// the browser lets an unregistered worker control the pages it has until they reload (3 s later).
// Told so by the page before it deletes anything, the worker
// - stops handling requests: this listener runs before Workbox's (importScripts comes first in
//   sw.js) and stops them, so every request goes to the network as if there were no worker;
// - opens no cache any more, which is what makes one again once deleted: work it started before
//   (a picture on its way to the image cache, Workbox's expiry of that cache) fails instead of
//   filling the emptied caches again.
const CLEAR_DEVICE_MESSAGE = 'clear-device';
let clearing = false;

const openCache = self.caches.open.bind(self.caches);
self.caches.open = (name) =>
  clearing ? Promise.reject(new DOMException('The device is being cleared', 'InvalidStateError')) : openCache(name);

self.addEventListener('message', (event) => {
  if (event.data?.type !== CLEAR_DEVICE_MESSAGE) return;
  clearing = true;
  event.ports[0]?.postMessage(CLEAR_DEVICE_MESSAGE);
});

self.addEventListener('fetch', (event) => {
  if (clearing) event.stopImmediatePropagation();
});
