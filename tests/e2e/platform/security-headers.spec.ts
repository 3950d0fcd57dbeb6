// Browser security headers (docs/security.md, "Browser headers (ASVS 5 V3)"): every main screen
// loads, hydrates its islands and runs its inline scripts under the Content-Security-Policy
// without a single violation (the fixtures fail a test on any: tests/e2e/fixtures.ts), and every
// kind of answer — a page, an API answer, a static asset, a 404, a 405, the 503 screen — carries
// the headers: a policy without 'unsafe-inline' for scripts, nosniff, the referrer policy, no
// opener policy, and Strict-Transport-Security only when the public origin is https.
import { type APIResponse, devices, type Page, type Response } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { addFromCard } from '../helpers/cart.ts';
import { islandHydrated } from '../helpers/location.ts';
import { spawnInstance } from '../support/instances.ts';

type Headers = Record<string, string>;

/** The directives of a Content-Security-Policy, by name. */
function directivesOf(policy: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const directive of (policy ?? '').split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

/** The headers every answer carries, whatever it is. */
function expectCommonHeaders(headers: Headers, what: string): void {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  // decision 0178: a page that sends one starts a renderer process on arrival.
  expect(headers['cross-origin-opener-policy'], what).toBeUndefined();
  // The test server's origin is http: no HSTS (see the PUBLIC_ORIGIN=https test below).
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

/** A document's policy: scripts only from the shop or by hash, no plugins, no <base>, no foreign forms or framers. */
function expectDocumentPolicy(headers: Headers, what: string): Map<string, string[]> {
  expectCommonHeaders(headers, what);
  const policy = directivesOf(headers['content-security-policy']);
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('base-uri'), what).toEqual(["'none'"]);
  expect(policy.get('form-action'), what).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), what).toEqual(["'self'"]);
  for (const name of ['script-src', 'script-src-elem', 'script-src-attr', 'style-src', 'style-src-elem']) {
    expect(policy.get(name) ?? [], `${what}: ${name}`).not.toContain("'unsafe-inline'");
  }
  return policy;
}

/** All of an answer's headers: a page's (every header, not only those the browser exposes) or a request's. */
async function headersOf(response: Response | APIResponse | null): Promise<Headers> {
  if (!response) return {};
  return 'allHeaders' in response ? response.allHeaders() : response.headers();
}

async function expectPageHeaders(response: Response | APIResponse | null, what: string): Promise<void> {
  expect(response, what).not.toBeNull();
  const headers = await headersOf(response);
  const policy = expectDocumentPolicy(headers, what);
  // The page's own inline scripts (island hydration, the inline-scripts.ts constants) are allowed by hash.
  expect(
    policy.get('script-src')?.some((source) => source.startsWith("'sha256-")),
    what,
  ).toBe(true);
}

/** A person's first touch: islands waiting for an interaction anywhere (client:touch="page") hydrate. */
async function wakeIslands(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.waitForLoadState('networkidle');
}

test.describe('every main screen runs under the policy without a violation', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('home, a store, a category, an item and the cart of a located customer', async ({ located: page }) => {
    for (const path of ['/', '/stores/farmcart-kothrud', '/category/vegetables', '/item/tomato-kothrud', '/cart']) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expectPageHeaders(response, path);
        await wakeIslands(page);
      });
    }
    await test.step('an island hydrates and works: Add on a store page', async () => {
      await page.goto('/stores/farmcart-kothrud');
      await addFromCard(page, 'Tomato (Local)');
      await expect(page.getByRole('group', { name: 'Tomato (Local) in cart' }).first()).toBeVisible();
      await page.goto('/cart');
      await islandHydrated(page, 'CartPage');
      await expect(page.getByText('Tomato (Local)').first()).toBeVisible();
    });
  });

  test('login and register (prerendered), a content page, a campaign and a recipe (rendered on request), offline', async ({
    page,
  }) => {
    for (const path of ['/login', '/register', '/pages/about', '/campaign/mango', '/recipe/aamras', '/offline']) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expectPageHeaders(response, path);
        await wakeIslands(page);
      });
    }
    await test.step("the shelf's colour script (inline-scripts.ts) runs on a campaign page", async () => {
      await page.goto('/campaign/mango');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--brand')))
        .toMatch(/^#[0-9a-f]{6}$/i);
    });
    await page.goto('/login');
    await islandHydrated(page, 'LoginForm');
    await page.getByLabel('Phone number').fill('9800000001');
    await expect(page.getByLabel('Phone number')).toHaveValue('9800000001');
  });

  test('checkout and my account, signed in', async ({ customer: page }) => {
    for (const path of ['/checkout', '/my-account']) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expectPageHeaders(response, path);
        await wakeIslands(page);
      });
    }
    await expect(page.getByText('Asha Kulkarni').first()).toBeVisible();
  });
});

test.describe('the desktop landing at 1440x900', () => {
  const { defaultBrowserType: _browser, ...desktop } = devices['Desktop Chrome'];
  test.use({ ...desktop, viewport: { width: 1440, height: 900 } });

  test('frames the app (frame-ancestors self) and runs its inline script, without a violation', async ({
    page,
    context,
  }, testInfo) => {
    // The landing's one reload per tab (§4) is content.spec's; here it has happened.
    await context.addInitScript(() => sessionStorage.setItem('desktopReloaded', '1'));
    const response = await page.goto('/?view=desktop');
    expect(response?.status()).toBe(200);
    await expectPageHeaders(response, 'the desktop landing');
    const app = page.frameLocator('iframe[name="app"]');
    await expect(app.getByRole('heading', { name: 'Where should we deliver?' })).toBeVisible();
    // The inline script (inline-scripts.ts, allowed by its hash) makes the frame sharp.
    await page.getByRole('button', { name: 'Use the app' }).click();
    await expect
      .poll(() => page.locator('iframe[name="app"]').evaluate((frame) => getComputedStyle(frame).filter))
      .toBe('none');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: testInfo.outputPath('desktop-landing.png') });
  });
});

test('a page, an API answer, static files, a 404 and a 405 carry the headers', async ({ request }) => {
  const onDemand = await request.get('/search-location');
  expect(onDemand.status()).toBe(200);
  await expectPageHeaders(onDemand, 'an on-demand page');
  const prerendered = await request.get('/offline');
  await expectPageHeaders(prerendered, 'a prerendered page');

  const api = await request.post('/api/get-settings', { data: {} });
  expect(api.status()).toBe(200);
  const apiHeaders = api.headers();
  expectCommonHeaders(apiHeaders, 'an API answer');
  // JSON is never a document: nothing may load in it or frame it.
  const apiPolicy = directivesOf(apiHeaders['content-security-policy']);
  expect(apiPolicy.get('default-src')).toEqual(["'none'"]);
  expect(apiPolicy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(apiPolicy.get('base-uri')).toEqual(["'none'"]);
  // No CORS: no other origin may read an answer (ASVS 5 V3.4.2).
  expect(apiHeaders['access-control-allow-origin']).toBeUndefined();

  const html = await prerendered.text();
  const asset = /(\/_astro\/[\w.-]+\.(?:js|css))/.exec(html)?.[1] ?? /src="(\/_astro\/[^"]+)"/.exec(html)?.[1];
  const files = ['/favicon.svg', '/sw.js', '/manifest.webmanifest', ...(asset ? [asset] : [])];
  for (const path of files) {
    const file = await request.get(path);
    expect(file.status(), path).toBe(200);
    const headers = file.headers();
    expectCommonHeaders(headers, path);
    const policy = directivesOf(headers['content-security-policy']);
    // Files run no inline script (an SVG opened by itself); the service worker may fetch from the shop.
    expect(policy.get('default-src'), path).toEqual(["'self'"]);
    expect(policy.get('object-src'), path).toEqual(["'none'"]);
    expect(policy.get('base-uri'), path).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors'), path).toEqual(["'self'"]);
  }

  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  await expectPageHeaders(missing, 'the 404 screen');

  for (const [path, allow] of [
    ['/stores', 'GET, HEAD, POST'],
    ['/api/get-settings', 'POST'],
  ] as const) {
    const refused = await request.fetch(path, { method: 'TRACE' });
    expect(refused.status(), `TRACE ${path}`).toBe(405);
    expect(refused.headers().allow, `TRACE ${path}`).toBe(allow);
    expectCommonHeaders(refused.headers(), `TRACE ${path}`);
  }
});

test('the 404 screen renders under its policy without a violation', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  await page.waitForLoadState('networkidle');
});

test('the 503 screen (database not reachable yet) carries the headers and renders without a violation', async ({
  page,
}) => {
  // A PostgreSQL that never answers: the instance keeps waiting for it and answers 503 meanwhile.
  const instance = await spawnInstance({ DATABASE_URL: 'postgres://farmcart:farmcart@127.0.0.1:9/nothing' });
  try {
    // A process starting on a busy machine can take seconds to listen.
    await expect
      .poll(async () => (await fetch(`${instance.baseURL}/healthz`).catch(() => null))?.status ?? 0, {
        timeout: 20_000,
      })
      .toBe(200);
    const response = await page.goto(`${instance.baseURL}/stores`);
    expect(response?.status()).toBe(503);
    await expectPageHeaders(response, 'the 503 screen');
    await expect(page.getByRole('heading', { name: "We'll be right back" })).toBeVisible();
    await page.waitForLoadState('networkidle');
  } finally {
    await instance.stop();
  }
});

test('Strict-Transport-Security only when PUBLIC_ORIGIN is https', async () => {
  const instance = await spawnInstance({ PUBLIC_ORIGIN: 'https://shop.example' });
  try {
    await instance.waitReady();
    for (const path of ['/offline', '/favicon.svg', '/healthz']) {
      const response = await fetch(`${instance.baseURL}${path}`);
      expect(response.headers.get('strict-transport-security'), path).toBe('max-age=63072000; includeSubDomains');
    }
    const api = await fetch(`${instance.baseURL}/api/get-settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(api.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  } finally {
    await instance.stop();
  }
});
