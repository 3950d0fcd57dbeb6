// The app on the phone (§4 Startup and device, §7 Version file, §3 Pushed notification):
// - an admin bumps forceCacheClearVersion in the console's call → the next page load shows the
//   updating overlay, keeps exactly the listed device keys, removes the caches and the worker, and
//   reloads after 3 s; a bumped settings version refetches the settings and clears nothing;
// - a simulated `beforeinstallprompt` shows the shop's install prompt after 2.5 s, which hides
//   after the choice (a dismissal is remembered); the manifest passes Chromium's installability
//   checks (DevTools Protocol Page.getInstallabilityErrors; decision 0249);
// - a push delivered to the service worker (ServiceWorker.deliverPushMessage) shows a notification
//   with the six-value vibration pattern, whose click opens the running order.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { INSTALL_DISMISSED_KEY } from '../../../src/client/install-prompt.ts';
import { PUSH_VIBRATION_PATTERN } from '../../../src/domain/notifications/push.ts';
import { keysKeptOnCacheClear } from '../../../src/domain/version.ts';
import { expect, test } from '../fixtures.ts';
import { placePickupOrder } from '../helpers/cart.ts';
import { islandHydrated } from '../helpers/location.ts';

/**
 * The demo admin (src/server/seed/demo/staff.ts) bumps one of the version file's numbers in the staff
 * console's "Customers' app" screen (/staff/app, the staff/shop-version call); answers the new number.
 */
async function bumpInConsole(browser: Browser, baseURL: string, bump: 'settings' | 'cache_clear'): Promise<string> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto('/staff/login');
    await islandHydrated(page, 'StaffLoginForm');
    await page.getByLabel('E-mail').fill('priya@farmcart.example.in');
    await page.getByLabel('Password').fill('counter-demo-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/staff$/);
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: "Customers' app" }).click();
    await expect(page.getByRole('heading', { name: "Customers' app", level: 1 })).toBeVisible();
    const term = bump === 'settings' ? 'Settings version' : 'Cache-clear version';
    // The two numbers, settings first, as the screen lists them.
    const before = Number(
      await page
        .getByRole('definition')
        .nth(bump === 'settings' ? 0 : 1)
        .textContent(),
    );
    if (bump === 'settings') {
      await page.getByRole('button', { name: 'Refresh settings on every phone' }).click();
    } else {
      await page.getByRole('button', { name: "Clear every phone's cache" }).click();
      const confirm = page.getByRole('dialog', { name: "Clear every phone's cache?" });
      await confirm.getByRole('button', { name: 'Clear caches' }).click();
    }
    const after = String(before + 1);
    await expect(page.getByRole('status')).toHaveText(new RegExp(`^${term} ${after}:`));
    return after;
  } finally {
    await context.close();
  }
}

/** The page is controlled by the service worker and the version check has stored the file's versions. */
async function settled(page: Page, cacheClearVersion: string): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('forceCacheClearVersion')), { timeout: 10_000 })
    .toBe(cacheClearVersion);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('updatingMessage'))).not.toBeNull();
}

/** The browser keeps /version.json 10 s (its Cache-Control): a test that cannot wait clears the HTTP cache. */
async function forgetHttpCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

test.describe('version check and cache clear (§4 Startup and device)', () => {
  // Its own server: bumping the shop's versions is no other spec's business.
  test.use({ ownServerEnv: {} });

  test('a bumped cache-clear version: updating overlay, only the kept keys, no caches or worker, reload after 3 s', async ({
    located: page,
    browser,
    baseURL,
  }) => {
    await page.goto('/');
    await settled(page, '1');
    await page.evaluate(async () => {
      // What a customer's device holds besides the kept keys: a cart, a coupon, a tip, a profile, a cache of its own.
      localStorage.setItem('cart', JSON.stringify({ lines: [], activeRestaurantId: null }));
      localStorage.setItem('appliedCoupon', JSON.stringify('FRESH20'));
      localStorage.setItem('cartTip', JSON.stringify({ kind: 'amount', value: 20 }));
      localStorage.setItem('preferredLanguage', '1');
      localStorage.setItem('activeRestaurant', '1');
      localStorage.setItem(
        'geoLocation',
        JSON.stringify({ formatted_address: 'Kothrud, Pune', geometry: { location: { lat: 18.5, lng: 73.8 } } }),
      );
      await (await caches.open('device-extra')).put('/extra', new Response('kept until the clear'));
    });
    expect(await page.evaluate(() => caches.keys())).not.toEqual([]);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length))).toBe(1);

    expect(await bumpInConsole(browser, baseURL ?? '', 'cache_clear')).toBe('2');
    await forgetHttpCache(page);
    await page.reload();

    const overlay = page.getByRole('alert').filter({ hasText: 'Updating the shop…' });
    await expect(overlay).toBeVisible({ timeout: 10_000 });
    const shownAt = Date.now();
    const reloaded = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() });

    expect(await page.evaluate(() => Object.keys(localStorage).sort())).toEqual([...keysKeptOnCacheClear].sort());
    await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([]);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length)))
      .toBe(0);
    // The unregistered worker still controls the page until it reloads, and no longer caches for it:
    // a picture (cache first) and the tab's icon (precached) come from the network, and nothing is kept.
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const fetched = await page.evaluate(() =>
      Promise.all(
        ['/images/banners/cloth-bag-promo.svg', '/icons/favicon-48.png'].map((path) =>
          fetch(path, { cache: 'no-store' }).then((answer) => answer.status),
        ),
      ),
    );
    expect(fetched).toEqual([200, 200]);
    expect(await page.evaluate(() => caches.keys())).toEqual([]);

    await reloaded;
    expect(Date.now() - shownAt).toBeGreaterThan(2_000);
    await expect(page.getByRole('alert').filter({ hasText: 'Updating the shop…' })).toBeHidden();
    // The reloaded page is a first visit again: it records the new versions and nothing is cleared twice.
    await settled(page, '2');
    expect(await page.evaluate(() => localStorage.getItem('userSetAddress'))).not.toBeNull();
  });

  // For a faster first paint, a first visit keeps what the overlay needs from the page itself
  // (its shop texts, in the customer's language) instead of fetching the settings and the
  // translations while the page is still settling; the overlay's hidden picture is not fetched.
  for (const [language, message] of [
    ['en', 'Updating the shop…'],
    ['mr', 'दुकान अद्ययावत होत आहे…'],
  ] as const) {
    test(`a first visit (${language}) keeps the overlay's colour, logo and message from the page, fetching no settings`, async ({
      located: page,
      request,
      baseURL,
    }) => {
      await page.context().addCookies([{ name: 'lang', value: language, url: baseURL ?? '' }]);
      const asked: string[] = [];
      page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
      await page.goto('/');
      const current = (await (await request.get('/version.json')).json()) as { forceCacheClearVersion: string };
      await settled(page, current.forceCacheClearVersion);
      const kept = await page.evaluate(() =>
        ['storeColor', 'storeLogo', 'updatingMessage'].map((key) => localStorage.getItem(key)),
      );
      expect(kept).toEqual(['#1b7a3a', '/favicon.svg', message]);
      expect(asked).not.toContain('/api/get-settings');
      expect(asked).not.toContain('/api/get-single-language');
      expect(await page.locator('[data-updating-logo]').getAttribute('src')).toBeNull();
    });
  }

  test('a bumped settings version refetches the settings and clears nothing', async ({
    located: page,
    request,
    browser,
    baseURL,
  }) => {
    await page.goto('/');
    const current = (await (await request.get('/version.json')).json()) as { forceCacheClearVersion: string };
    await settled(page, current.forceCacheClearVersion);
    await page.evaluate(() => localStorage.setItem('appliedCoupon', JSON.stringify('FRESH20')));
    const settingsVersion = await bumpInConsole(browser, baseURL ?? '', 'settings');
    await forgetHttpCache(page);
    const refetched = page.waitForRequest((sent) => sent.url().endsWith('/api/get-settings'));
    await page.reload();
    await refetched;
    await expect.poll(() => page.evaluate(() => localStorage.getItem('forceNewSettingsVersion'))).toBe(settingsVersion);
    expect(await page.evaluate(() => localStorage.getItem('appliedCoupon'))).toBe('"FRESH20"');
    await expect(page.getByRole('alert').filter({ hasText: 'Updating the shop…' })).toBeHidden();
  });
});

/**
 * The page's own tasks (the install offer's listener among them) start after the load event
 * (src/client/page-tasks.ts), and name the manifest then: a browser offers no earlier, so
 * the tests offer once they have started.
 */
async function loadedWithPageTasks(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => document.documentElement.dataset.pageTasks === 'ready');
}

/** A Chromium install offer, as the browser would send it once the app is installable. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed'): Promise<void> {
  await page.evaluate((choice) => {
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(offer, {
      prompt: async () => {
        document.documentElement.dataset.installPrompted = 'yes';
      },
      userChoice: Promise.resolve({ outcome: choice }),
    });
    dispatchEvent(offer);
  }, outcome);
}

test.describe('install prompt (§2 Footer, desktop and install; §4)', () => {
  test('shows 2.5 s after the browser offers installing, and hides after the choice', async ({ located: page }) => {
    await page.clock.install();
    await page.goto('/');
    await loadedWithPageTasks(page);
    // The page's clock stands still from here: only runFor moves it.
    await page.clock.pauseAt(Date.now() + 1_000);
    const prompt = page.getByRole('region', { name: 'Install the app' });
    await offerInstall(page, 'accepted');
    await page.clock.runFor(2_400);
    await expect(prompt).toBeHidden();
    await page.clock.runFor(100);
    await expect(prompt).toBeVisible();
    await expect(prompt.getByText('Add FarmCart to your home screen')).toBeVisible();
    await prompt.getByRole('button', { name: 'Install' }).click();
    await expect(prompt).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.dataset.installPrompted)).toBe('yes');
    // Installed (accepted): nothing to remember; a later offer shows it again.
    expect(await page.evaluate((key) => localStorage.getItem(key), INSTALL_DISMISSED_KEY)).toBeNull();
  });

  test('"Not now" hides it, and it stays hidden on later offers for a while', async ({ located: page }) => {
    await page.clock.install();
    await page.goto('/');
    await loadedWithPageTasks(page);
    const prompt = page.getByRole('region', { name: 'Install the app' });
    await offerInstall(page, 'dismissed');
    await page.clock.runFor(2_500);
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await expect(prompt).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), INSTALL_DISMISSED_KEY)).not.toBeNull();
    await page.reload();
    await loadedWithPageTasks(page);
    await offerInstall(page, 'dismissed');
    await page.clock.runFor(5_000);
    await expect(prompt).toBeHidden();
  });

  test('the manifest passes Chromium’s installability checks', async ({ baseURL }, testInfo) => {
    // An installable app is never offered in an incognito profile, which Playwright's contexts are:
    // a profile on disk, with the project's own browser and flags.
    const profile = mkdtempSync(join(tmpdir(), 'farmcart-install-'));
    const { launchOptions } = testInfo.project.use;
    const context = await chromium.launchPersistentContext(profile, {
      ...launchOptions,
      viewport: { width: 390, height: 844 },
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${baseURL}/offline`);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      const cdp = await context.newCDPSession(page);
      await expect
        .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 15_000 })
        .toEqual([]);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

/** What the test uses of a service worker's global scope (this project's TypeScript has no WebWorker library). */
interface WorkerScope {
  registration: { getNotifications(): Promise<ShownNotification[]> };
  NotificationEvent: new (type: string, init: { notification: ShownNotification }) => Event;
  dispatchEvent(event: Event): boolean;
}

interface ShownNotification {
  title: string;
  body: string;
  data: unknown;
  vibrate?: readonly number[];
}

test.describe('web push (§3 Pushed notification, §4)', () => {
  // Its own server: the order placed here is no other spec's business.
  test.use({ ownServerEnv: {} });

  test('a push delivered to the worker shows a notification whose click opens the running order', async ({
    customer: page,
    context,
    baseURL,
  }) => {
    const origin = baseURL ?? '';
    const id = await placePickupOrder(page.request, origin, 'push');
    await page.goto(`/running-order/${id}`);
    // Not yet answered: the customer is asked on the running order, not on arrival.
    await expect(page.getByRole('region', { name: 'Get updates on this phone' })).toBeVisible();

    await context.grantPermissions(['notifications'], { origin });
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await context.newCDPSession(page);
    const registered = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((registration) => registration.scopeURL === `${origin}/`);
        if (ours && !ours.isDeleted) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registered;
    const worker = context.serviceWorkers().find((candidate) => candidate.url().startsWith(origin));
    if (!worker) throw new Error('no service worker');
    // The worker may have started before the permission was granted: the push is sent once it sees the grant.
    await expect.poll(() => worker.evaluate(() => Notification.permission)).toBe('granted');
    const click_action = `/running-order/${id}`;
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify({
        title: 'Order accepted',
        message: `The store accepted your order ${id}.`,
        image: null,
        click_action,
      }),
    });

    // The browser loads the notification's icon and badge from the shop before it shows it: on a
    // loaded machine that takes longer than an assertion's usual five seconds.
    await expect
      .poll(
        () =>
          worker.evaluate(async () => {
            const shown = await (self as unknown as WorkerScope).registration.getNotifications();
            return shown.map((notification) => ({
              title: notification.title,
              body: notification.body,
              data: notification.data,
              vibrate: [...(notification.vibrate ?? [])],
            }));
          }),
        { timeout: 20_000 },
      )
      .toEqual([
        {
          title: 'Order accepted',
          body: `The store accepted your order ${id}.`,
          data: { click_action },
          // The Notifications API drops a pattern's trailing pause (an even-length pattern loses its last value).
          vibrate: PUSH_VIBRATION_PATTERN.slice(0, 5),
        },
      ]);

    // The customer taps it (the worker's own notificationclick handler, with the notification shown).
    await worker.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications();
      if (!notification) throw new Error('no notification');
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    });
    await expect(page).toHaveURL(`${origin}${click_action}`);
    // The running order of this store, naming the order.
    await expect(page.getByRole('heading', { level: 1, name: 'FarmCart Kothrud' })).toBeVisible();
    await expect(page.getByText(id).first()).toBeVisible();
  });
});

test.describe('staff broadcast: it creates an alert and sends a push', () => {
  // Its own server: a message to every customer would show in every other spec's alerts.
  test.use({ ownServerEnv: {} });

  test('the demo admin sends a message to every customer from /staff/app; a signed-in customer reads it in their alerts', async ({
    customer,
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    try {
      const staffPage = await context.newPage();
      await staffPage.goto('/staff/login');
      await islandHydrated(staffPage, 'StaffLoginForm');
      await staffPage.getByLabel('E-mail').fill('priya@farmcart.example.in');
      await staffPage.getByLabel('Password').fill('counter-demo-2026');
      await staffPage.getByRole('button', { name: 'Sign in' }).click();
      await expect(staffPage).toHaveURL(/\/staff$/);
      await staffPage
        .getByRole('navigation', { name: 'Console' })
        .getByRole('link', { name: "Customers' app" })
        .click();

      const form = staffPage.getByRole('region', { name: 'Message to every customer' });
      await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Mangoes are in');
      await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Alphonso from Ratnagiri,\ntoday only.');
      await form.getByRole('button', { name: 'Send to every customer…' }).click();
      // The confirmation says how many customers get it, and shows the message as it will be sent.
      const confirm = staffPage.getByRole('dialog', { name: /^Send this message to \d+ customers\?$/ });
      await expect(confirm).toContainText('Alphonso from Ratnagiri, today only.');
      const count = Number(/(\d+) customers/.exec((await confirm.getByRole('heading').textContent()) ?? '')?.[1]);
      expect(count).toBeGreaterThan(1);
      await confirm.getByRole('button', { name: `Send to ${count} customers` }).click();
      await expect(form.getByRole('status')).toHaveText(`Sent to ${count} customers.`);
      await expect(form.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('');

      // A second one at once is refused, and the form says why.
      await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Another one');
      await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Right away.');
      await form.getByRole('button', { name: 'Send to every customer…' }).click();
      await staffPage
        .getByRole('dialog')
        .getByRole('button', { name: `Send to ${count} customers` })
        .click();
      await expect(form.getByRole('status')).toContainText('less than a minute ago');
    } finally {
      await context.close();
    }

    await customer.goto('/alerts');
    const alert = customer.getByRole('button', { name: /Mangoes are in/ });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Alphonso from Ratnagiri, today only.');
    await expect(customer.getByText('Another one')).toHaveCount(0);
  });
});
