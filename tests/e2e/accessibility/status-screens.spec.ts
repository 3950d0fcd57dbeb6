import { expect, test } from '../fixtures.ts';

// §2 Route table: any other path shows a fallback screen.
test('an unknown path answers 404 with the fallback screen', async ({ page }) => {
  const response = await page.goto('/no-such-aisle/anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  const home = page.getByRole('link', { name: 'Go to home' });
  await expect(home).toHaveAttribute('href', '/');
  const box = await home.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
});

test('the fallback screen is in the customer’s language: a Marathi customer reads it in Marathi', async ({
  located: page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lang', value: 'mr', url: baseURL ?? '' }]);
  for (const path of ['/nope', '/category/no-such-category']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'हे पान सापडले नाही' }), path).toBeVisible();
    await expect(page.getByRole('link', { name: 'मुख्य पानावर जा' })).toHaveAttribute('href', '/');
    expect(await page.locator('html').getAttribute('lang')).toBe('mr');
  }
});

test('the fallback screen stays within the 768 px mobile column on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/missing');
  const width = await page.locator('.app').evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(768);
});

// §4 Startup and device: the service worker registers; offline shows the offline screen.
test('the service worker registers and serves the offline screen without a connection', async ({ page, context }) => {
  await page.goto('/offline');
  const scope = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.scope;
  });
  expect(new URL(scope).pathname).toBe('/');
  // Wait until the worker controls the page so that navigations go through it.
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await context.setOffline(true);
  await page.goto('/category/fruits').catch(() => undefined);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('Check your internet connection.', { exact: false })).toBeVisible();
  await context.setOffline(false);
});

// A busy phone's TBT (decision 0212): a
// first visit's page settles before the worker is registered and installed, and the install fetches
// the offline screen and the icons, not every script file of the shop (the staff console's and the
// partners' among them).
test('the worker is registered after the page has settled and installs without the shop’s script files', async ({
  page,
}) => {
  await page.goto('/search-location');
  await expect(page.locator('html')).toHaveAttribute('data-page-tasks', 'ready');
  // The page tasks have run, the manifest is named, and no worker yet.
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length))).toBe(0);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const precached = await page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.includes('precache'));
    const requests = name ? await (await caches.open(name)).keys() : [];
    return requests.map((request) => new URL(request.url).pathname);
  });
  expect(precached).toContain('/offline');
  expect(precached.filter((path) => path.startsWith('/_astro/'))).toEqual([]);
});

test('the web app manifest names the shop and its icons', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as { name: string; icons: { src: string }[] };
  expect(manifest.name).toContain('FarmCart');
  for (const icon of manifest.icons) {
    expect((await request.get(icon.src)).status()).toBe(200);
  }
});

// For a faster first paint, the manifest is named, and the worker registered, once the page has
// loaded (src/client/page-tasks.ts): while a page loads, neither file is fetched beside its pictures.
test('a page names the manifest and registers the worker only once it has loaded', async ({ page }) => {
  const response = await page.goto('/search-location');
  const sent = (await response?.text()) ?? '';
  // Nothing in the page as sent: no manifest link, no registration script.
  expect(sent).not.toMatch(/rel="manifest"|<script[^>]+src=[^>]*(registerSW|sw\.js)/);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  expect(await page.locator('link[rel="manifest"]').count()).toBe(1);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
});

// For a faster first paint, the pages' icon is a PNG. A browser builds an SVG icon as a document
// of its own on the page's main thread after the first paint (a 10–30 ms task on every page here). The
// page as sent names an empty icon, so the browser asks for none at the load event (nor /favicon.ico);
// the page tasks name the PNG once the page has painted.
test('every page names a PNG icon once it has painted, which the server sends as one', async ({ page, request }) => {
  for (const path of ['/search-location', '/pages/about', '/login']) {
    const sent = await (await page.goto(path))?.text();
    expect(sent, path).toMatch(/<link rel="icon" href="data:,"/);
    await expect(page.locator('html')).toHaveAttribute('data-page-tasks', 'ready');
    const icons = await page
      .locator('link[rel~="icon"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(icons, path).toEqual(['/icons/favicon-48.png']);
  }
  const icon = await request.get('/icons/favicon-48.png');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/png');
});

// §2 Offline screen: the shop's offline title and subtitle, in the language the customer reads
// (decision 0222).
test('the offline screen speaks the language of the shop’s last page, and follows a change of language', async ({
  page,
  context,
  baseURL,
}) => {
  const kept = () =>
    page.evaluate(() => (JSON.parse(localStorage.getItem('offlineTexts') ?? 'null') as { lang?: string } | null)?.lang);
  await context.addCookies([{ name: 'lang', value: 'mr', url: baseURL ?? '' }]);
  await page.goto('/categories');
  await expect.poll(kept, { timeout: 15_000 }).toBe('mr');
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await context.setOffline(true);
  await page.goto('/category/fruits').catch(() => undefined);
  await expect(page.getByRole('heading', { name: 'तुम्ही ऑफलाइन आहात' })).toBeVisible();
  await expect(page.getByText('तुमची कार्ट या फोनवर जपून ठेवली आहे')).toBeVisible();
  await expect(page.getByRole('link', { name: 'पुन्हा प्रयत्न करा' })).toHaveAttribute('href', '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(page.getByText('You are offline')).toHaveCount(0);

  // Back online, in English: the next page keeps the English texts, and the offline screen says them.
  await context.setOffline(false);
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL ?? '' }]);
  await page.goto('/categories');
  await expect.poll(kept, { timeout: 15_000 }).toBe('en');
  await context.setOffline(true);
  await page.goto('/category/vegetables').catch(() => undefined);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  await context.setOffline(false);
});
