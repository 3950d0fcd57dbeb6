// The installed app's two files (@vite-pwa/astro builds them under these names, set in
// astro.config.mjs): the service worker and the web app manifest. The page tasks (page-tasks.ts) register
// the one and name the other once the page has loaded (decision 0209).
export const SERVICE_WORKER_PATH = '/sw.js';
export const MANIFEST_PATH = '/manifest.webmanifest';
/** The tab's icon (a PNG: src/tools/make-icons.ts renders it), named by the page tasks once the page has painted. */
export const TAB_ICON_PATH = '/icons/favicon-48.png';
/**
 * What a cache clear tells the worker (version-check.ts): stop handling requests until the page
 * reloads. public/sw-push.js has the same string (tests/unit/client/worker-messages.test.ts).
 */
export const CLEAR_DEVICE_MESSAGE = 'clear-device';
