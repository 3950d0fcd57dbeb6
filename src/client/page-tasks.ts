// The page-wide work that waits for the page to have loaded (decision 0207,
// decision 0209): the manifest and (a few seconds later) the service worker, the account checks
// (AccountChecks.astro), the install offer (InstallPrompt.astro), the version check
// (UpdatingOverlay.astro) and a staff member's banner on a customer session they hold
// (acting-banner.ts), the home's Buy again row of a signed-in device (buy-again.ts), the "Show more" of lists (list-more.ts), a cart store's offers in the lists
// (cart-store-offers.ts), and the stores list's
// Delivery / Self pickup tabs.
// They were three <script type="module"> elements of every page: a browser fetches such a script at
// high priority while it parses the page, and Lighthouse counts it as holding the first paint
// (about half a second of FCP in bench/lighthouse.mjs). This module is built under a fixed name,
// /page-tasks.js (astro.config.mjs, `farmcart-page-tasks`), and imported by PAGE_TASKS_SCRIPT
// (inline-scripts.ts) once the frame after the load event has been drawn. It also names the tab's icon.
import { ACTING_COOKIE, STORAGE_KEYS } from '../domain/constants.ts';
import { BUY_AGAIN_ID } from '../domain/orders/buy-again.ts';
import { MANIFEST_PATH, SERVICE_WORKER_PATH, TAB_ICON_PATH } from './app-files.ts';
import { watchInstallOffer } from './install-prompt.ts';

/** Whether this device holds a signed-in profile (the key comes in the markup, so a guest's page loads no module for it). */
function profileOnDevice(banner: HTMLElement | null): boolean {
  const key = banner?.dataset.userKey;
  let stored: string | null = null;
  try {
    stored = key ? localStorage.getItem(key) : null;
  } catch {
    // No storage: no profile on this device.
  }
  return stored !== null && stored !== 'null';
}

/** §4 Account checks: only a device with a signed-in profile loads them; a guest's page runs no account code. */
function startAccountChecks(): void {
  const banner = document.querySelector<HTMLAnchorElement>('[data-running-order]');
  if (!banner || !profileOnDevice(banner)) return;
  void import('./account-checks.ts').then(({ runAccountChecks }) =>
    runAccountChecks({
      showRunningOrder(uniqueOrderId) {
        const path = `/running-order/${encodeURIComponent(uniqueOrderId)}`;
        if (location.pathname === path) return;
        // Only on the browsing screens, above the footer tabs: a screen without them is a task (the
        // cart, checkout, an address or the farm form) whose own buttons sit where the banner would.
        if (!banner.classList.contains('above-footer')) return;
        banner.href = path;
        banner.hidden = false;
        // Its landmark (AccountChecks.astro) shows with it.
        if (banner.parentElement) banner.parentElement.hidden = false;
        // The page keeps room for it below its content (base.css), so it covers nothing at the end.
        document.documentElement.classList.add('has-running-order');
      },
      showSignedOut(message) {
        const dialog = document.querySelector<HTMLDialogElement>('[data-signed-out]');
        const text = dialog?.querySelector('[data-signed-out-text]');
        if (!dialog || !text) return;
        if (message) text.textContent = message;
        // Whatever the page showed of the account is gone: it comes back as a guest's.
        dialog.addEventListener('close', () => location.reload(), { once: true });
        dialog.showModal();
      },
    }),
  );
}

/** Runs `work` when the browser is idle, at most `timeout` ms from now (a browser without idle callbacks: soon). */
function whenIdle(work: () => void, timeout: number): void {
  if ('requestIdleCallback' in self) requestIdleCallback(work, { timeout });
  else setTimeout(work, 500);
}

/** §4 The version check, when the browser is idle, in the top window only (the landing's frame is reloaded with it). */
function startVersionCheck(): void {
  if (self !== top) return;
  whenIdle(
    () =>
      void import('./version-check.ts').then(({ checkVersion, reloadOnNewWorker }) => {
        reloadOnNewWorker();
        return checkVersion();
      }),
    3000,
  );
}

/** The longest a page task waits for the browser to be idle. */
const TASK_IDLE_TIMEOUT_MS = 1000;

/** How long after the page tasks start the service worker waits to be registered. */
const WORKER_AFTER_MS = 4000;
/** Then the longest it waits for the browser to be idle. */
const WORKER_IDLE_TIMEOUT_MS = 4000;

/**
 * The app on the phone: the manifest once the page has loaded, the service worker once
 * the page's first seconds are over. Named in the head, the manifest was fetched while the page was
 * parsed (and the icon it names after it), and the worker's registration was a script file of its
 * own: requests beside the page's pictures on a slow network, for what only installing and the next
 * visits need. A browser takes a manifest link added later as it takes one parsed (the install offer
 * comes once it has read it).
 *
 * The worker's first install is the heaviest thing a first visit does after the page has loaded: its
 * thread fetches and runs sw.js and Workbox, precaches the offline screen and icons, and from then on
 * answers the page's requests (300-560 ms of a second thread's CPU in the two seconds after the home's
 * first paint on a 2-core machine, which kept the page's main thread off the CPU for most of its tasks;
 * decision 0212). A phone gives those seconds to the
 * page a person is starting to read and scroll. A customer who turns on order updates sooner waits
 * for it (push.ts awaits `navigator.serviceWorker.ready`).
 */
function startInstalledApp(): void {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_PATH;
  document.head.append(link);
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' }).catch(() => {
      // Not registered (a private window that allows no workers, or offline): the shop works without it.
    });
  };
  setTimeout(() => whenIdle(register, WORKER_IDLE_TIMEOUT_MS), WORKER_AFTER_MS);
}

/** The tab's icon, once the page has painted (BaseLayout.astro names an empty one until then). */
function startTabIcon(): void {
  const icon = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (icon) icon.href = TAB_ICON_PATH;
}

/** A staff member's customer session shows its banner (acting-banner.ts), on no one else's page. */
function startActingBanner(): void {
  if (!document.cookie.includes(`${ACTING_COOKIE}=`)) return;
  void import('./acting-banner.ts').then(({ actingSession, showActingBanner }) => {
    const session = actingSession(document.cookie);
    if (session) showActingBanner(session);
  });
}

/** §2 The home's Buy again row (buy-again.ts, decision 0329): fetched for a signed-in device only. */
function startBuyAgain(): void {
  const place = document.getElementById(BUY_AGAIN_ID);
  if (!place || !profileOnDevice(document.querySelector<HTMLElement>('[data-running-order]'))) return;
  void import('./buy-again.ts').then(({ showBuyAgain }) => showBuyAgain(place));
}

/** Lists that come a page at a time (ShowMore.astro): their element is defined once the page has loaded. */
function startListMore(): void {
  if (document.querySelector('list-more')) void import('./list-more.ts');
}

/**
 * A cart store's own offers in the lists of the offers in reach (cart-store-offers.ts, decision
 * 0291): at once when the device cart holds items, else from the first touch or key (the first Add
 * may fill it). A page only looked at, as Lighthouse looks at it, with an empty cart loads nothing.
 */
function startCartStoreOffers(): void {
  // Cards of the offers in reach, or a list that may bring them (the home's rows come after its first screen).
  if (!document.querySelector('article[data-store], list-more')) return;
  const start = () => void import('./cart-store-offers.ts');
  let filled = false;
  try {
    const cart = JSON.parse(localStorage.getItem('cart') ?? 'null') as { lines?: unknown[] } | null;
    filled = (cart?.lines?.length ?? 0) > 0;
  } catch {
    // No storage or a broken cart: as empty.
  }
  if (filled) {
    start();
    return;
  }
  const events = ['pointerdown', 'keydown'] as const;
  const once = () => {
    for (const name of events) removeEventListener(name, once, true);
    start();
  };
  for (const name of events) addEventListener(name, once, { capture: true, passive: true });
}

/**
 * §1 userSelected: the stores list's Delivery and Self pickup tabs (`data-fulfilment`) are the
 * device's choice, which the cart starts from (stores/checkout.ts keeps it as JSON under this key).
 */
function startFulfilmentTabs(): void {
  for (const tab of document.querySelectorAll<HTMLAnchorElement>('a[data-fulfilment]')) {
    tab.addEventListener('click', () => {
      try {
        localStorage.setItem(STORAGE_KEYS.userSelected, JSON.stringify(tab.dataset.fulfilment));
      } catch {
        // No storage: the cart asks again.
      }
    });
  }
}

/** The shop's install prompt listens before the manifest is named: no offer comes before it does. */
function startInstallOffer(): void {
  const prompt = document.querySelector<HTMLElement>('[data-install-prompt]');
  if (prompt) watchInstallOffer(prompt);
}

// Each in an idle slice of its own, in this order (idle callbacks run in the order asked): run
// together they were one long task of the load event on a slow phone (naming the manifest alone is a
// few milliseconds), and Lighthouse counts a task's time beyond 50 ms as blocking (a busy phone's
// TBT). In idle slices they also never stand between a tap and its answer; a browser that is never
// idle runs each within TASK_IDLE_TIMEOUT_MS.
const tasks = [
  startInstallOffer,
  startInstalledApp,
  startTabIcon,
  startActingBanner,
  startBuyAgain,
  startListMore,
  startCartStoreOffers,
  startFulfilmentTabs,
  startAccountChecks,
  startVersionCheck,
  () => {
    document.documentElement.dataset.pageTasks = 'ready';
  },
];
for (const task of tasks) whenIdle(task, TASK_IDLE_TIMEOUT_MS);
