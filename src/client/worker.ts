// The shop's service worker (issue 19; issue 15, a busy phone's TBT; docs/decisions.md, "The worker
// after the page's first seconds"). Its first install is the heaviest thing a first visit does after
// the page has loaded: the worker's thread fetches and runs sw.js and Workbox, precaches the offline
// screen and icons, and from then on answers the page's requests (300-500 ms of a second thread's CPU
// in the two seconds after the first paint on this 2-core machine, which took the page's own main
// thread off the CPU for most of its tasks). A phone gives those seconds to the page a person is
// starting to read and scroll: the page tasks register the worker only once they are over and the
// browser is idle; a customer who turns on order updates before that registers it at once (push.ts).
import { SERVICE_WORKER_PATH } from './app-files.ts';

/** How long after the page tasks start the worker waits before it is registered (then at the next idle moment). */
const WORKER_AFTER_MS = 4000;
/** The longest the idle moment is waited for. */
const WORKER_IDLE_TIMEOUT_MS = 4000;

let registering: Promise<ServiceWorkerRegistration | undefined> | null = null;

/** Registers the worker, once per page (a device that has it already only checks it for an update). */
export function registerWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return Promise.resolve(undefined);
  registering ??= navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' }).catch(() => {
    // Not registered (a private window that allows no workers, or offline): the shop works without it.
    return undefined;
  });
  return registering;
}

/** The page tasks' call: the worker once the page's first seconds are over and the browser is idle. */
export function registerWorkerLater(): void {
  if (!('serviceWorker' in navigator)) return;
  setTimeout(() => {
    const register = () => void registerWorker();
    if ('requestIdleCallback' in self) requestIdleCallback(register, { timeout: WORKER_IDLE_TIMEOUT_MS });
    else register();
  }, WORKER_AFTER_MS);
}
