// The bytes a phone downloads for the pages that matter most, against budgets written in the
// repository (tests/e2e/platform/byte-budgets.json; docs/benchmarks.md "Byte budgets"): the page's HTML as
// it came over the wire (compressed), and the JavaScript the page loaded by the time the network
// was quiet (each file as sent, compressed). A page that grows past its budget fails here; raising
// a budget is a decision made in a commit, with the reason in its message.
import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { scrollListIn } from '../helpers/location.ts';

interface Budget {
  html: number;
  js: number;
}

const BUDGETS = JSON.parse(readFileSync(new URL('./byte-budgets.json', import.meta.url), 'utf8')) as Record<
  string,
  Budget
>;

/** Opens `path` and counts the bytes of its document and of every script it loaded until the network was quiet. */
async function bytesOf(page: Page, path: string, withPageTasks = true): Promise<Budget> {
  const scripts: Request[] = [];
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(request);
  };
  page.on('requestfinished', onRequest);
  // A first visit's bytes: nothing from the browser's cache (the service worker is blocked too).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  try {
    const response = await page.goto(path);
    if (!response) throw new Error(`no answer for ${path}`);
    expect(response.status(), path).toBe(200);
    await page.waitForLoadState('networkidle');
    // A shopping page's tasks run after the load event, in idle time: what they fetch counts too.
    if (withPageTasks) {
      await page.waitForFunction(() => document.documentElement.dataset.pageTasks === 'ready');
      await page.waitForLoadState('networkidle');
    }
    const html = (await response.request().sizes()).responseBodySize;
    const sizes = await Promise.all(scripts.map(async (request) => (await request.sizes()).responseBodySize));
    expect(
      sizes.filter((size) => size < 0),
      `${path}: scripts of unknown size`,
    ).toEqual([]);
    return { html, js: sizes.reduce((sum, size) => sum + size, 0) };
  } finally {
    page.off('requestfinished', onRequest);
    await cdp.detach();
  }
}

function withinBudget(name: string, measured: Budget): void {
  const budget = BUDGETS[name];
  if (!budget) throw new Error(`no budget for ${name} in byte-budgets.json`);
  console.log(`${name}: HTML ${measured.html} B of ${budget.html}, JS ${measured.js} B of ${budget.js}`);
  // BUDGETS_MEASURE=1 prints the figures without judging them: how new budgets are measured.
  if (process.env.BUDGETS_MEASURE) return;
  expect(measured.html, `${name}: compressed HTML`).toBeLessThanOrEqual(budget.html);
  expect(measured.js, `${name}: JavaScript`).toBeLessThanOrEqual(budget.js);
  // A budget far above what the page needs guards nothing: budgets are kept within 25 % of the page.
  expect(measured.html, `${name}: the HTML budget is loose; lower it`).toBeGreaterThan(budget.html * 0.75);
  expect(measured.js, `${name}: the JavaScript budget is loose; lower it`).toBeGreaterThan(budget.js * 0.75);
}

// Its own server: the demo shop as seeded, whatever other specs add to the shared one (slides, alerts).
test.use({ serviceWorkers: 'block', ownServerEnv: {} });

test.describe('a customer’s pages stay within their byte budgets', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('home, category, item and campaign', async ({ located: page }) => {
    withinBudget('home', await bytesOf(page, '/'));
    withinBudget('category', await bytesOf(page, '/category/vegetables'));
    withinBudget('item', await bytesOf(page, '/item/tomato-kothrud'));
    withinBudget('campaign', await bytesOf(page, '/campaign/mango'));
  });

  test('checkout', async ({ customer: page }) => {
    await page.goto('/category/fruits');
    await scrollListIn(page, 'category-items');
    await page.getByRole('button', { name: 'Add Papaya', exact: true }).click();
    await expect(page.getByRole('group', { name: 'Papaya in cart' })).toBeVisible();
    withinBudget('checkout', await bytesOf(page, '/checkout'));
  });
});

test('the staff queue stays within its byte budget', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    const signedIn = await page.request.post('/api/staff/login', {
      data: { email: 'kiran@farmcart.example.in', password: 'counter-demo-2026' },
    });
    expect(signedIn.status()).toBe(200);
    withinBudget('staff queue', await bytesOf(page, '/staff', false));
  } finally {
    await context.close();
  }
});
