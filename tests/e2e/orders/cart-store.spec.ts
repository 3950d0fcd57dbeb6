// The shopper across stores and a closed store explained (decision 0291). With an Aundh Dairy cart,
// a search offers Aundh's own Malai Paneer where the nearest offer was FarmCart Kothrud's, and adding
// it asks nothing; Kothrud's Cow Ghee, which Aundh does not sell, says it is another store's before it
// is tapped. A cart of FarmCart Kothrud closed today by its closed day says "Closed, opens tomorrow
// at 7 am" on the stores list, the store, its item and the cart bar, in English and Marathi, and the
// bar leads to ordering for a later slot. Photographed at a phone's and a desktop's width:
// docs/screens/search-cart-store-*.png, home-deals-cart-store-*.png, store-closed-*.png,
// cart-bar-closed-*.png.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { shopToday } from '../../../src/domain/calendar.ts';
import type { StaffStoreSettingsAnswer } from '../../../src/domain/api/staff/stores.ts';
import { LANGUAGE_COOKIE } from '../../../src/domain/language.ts';
import { addFromCard } from '../helpers/cart.ts';
import { expect, test } from '../fixtures.ts';
import { seriousViolations } from '../helpers/axe.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, ownServerEnv: {} });

const MEERA = { email: 'meera@farmcart.example.in', password: 'counter-demo-2026' };
const OTHER_STORE = 'Another store: adding it replaces your cart';

/** An item card of the page by the item's name. */
function card(page: Page, name: string) {
  return page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

async function pictures(page: Page, name: string, shown?: Locator): Promise<void> {
  await page.screenshot({ path: `docs/screens/${name}-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await shown?.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `docs/screens/${name}-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
}

test('with an Aundh cart, a search offers Aundh’s own paneer and marks Kothrud’s ghee as another store’s', async ({
  located: page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/stores/aundh-dairy-bakehouse');
  await addFromCard(page, 'Sourdough Loaf');
  await expect(page.getByRole('button', { name: 'Add one more Sourdough Loaf' })).toBeVisible();

  await page.goto('/explore?q=paneer');
  const paneer = card(page, 'Malai Paneer');
  // The nearest offer is Kothrud's; the cart's store sells it too, so the list offers Aundh's.
  await expect(paneer).toHaveAttribute('data-store', '4');
  await expect(paneer.getByText('Aundh Dairy & Bakehouse')).toBeVisible();
  await expect(page.getByText(OTHER_STORE)).toHaveCount(0);
  await addFromCard(page, 'Malai Paneer');
  await expect(page.getByRole('button', { name: 'Add one more Malai Paneer' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Replace cart items?' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Cart' }).getByText('2 items')).toBeVisible();

  // The home's rows, which come as the customer scrolls, offer Aundh's paneer too.
  await page.goto('/');
  const paneers = page.locator('article[data-product="malai-paneer"]');
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 1200);
        return paneers.count();
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  await expect
    .poll(() => paneers.evaluateAll((all) => [...new Set(all.map((one) => (one as HTMLElement).dataset.store))]))
    .toEqual(['4']);
  // The deal of the day's tiles: Aundh's own offer, or marked as another store's.
  const deals = page.locator('.deal-row article[data-store]');
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 1200);
        return deals.count();
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  await expect
    .poll(() =>
      deals
        .evaluateAll((all) =>
          all.filter(
            (one) => (one as HTMLElement).dataset.store !== '4' && !one.textContent?.includes('Another store'),
          ),
        )
        .then((left) => left.length),
    )
    .toBe(0);
  await page.locator('.deal-row').scrollIntoViewIfNeeded();
  expect(await seriousViolations(page)).toEqual([]);
  await pictures(page, 'home-deals-cart-store', page.locator('.deal-row'));

  await page.goto('/explore?q=ghee');
  await expect(card(page, 'Cow Ghee').getByText(OTHER_STORE)).toBeVisible();
  await expect(card(page, 'A2 Gir Cow Ghee').getByText(OTHER_STORE)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await pictures(page, 'search-cart-store');

  // In Marathi the mark is in Marathi.
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: 'mr', url: page.url() }]);
  await page.goto('/explore?q=ghee');
  await expect(
    page.locator('article[data-product="cow-ghee"]').getByText('दुसरे दुकान: जोडल्यास तुमची कार्ट बदलेल'),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

/** Kothrud's settings as a manager reads them, to change its hours and put them back. */
async function kothrudSettings(request: APIRequestContext) {
  const answer = await request.post('/api/staff/store', { data: { store_id: 1 } });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { store } = (await answer.json()) as StaffStoreSettingsAnswer;
  const { id, is_open_today: _open, open_now: _now, ...settings } = store;
  return settings;
}

test('a cart of a store closed today says when it opens, on the store, its item and the cart, and orders for later', async ({
  customer: page,
  browser,
  ownServer,
}) => {
  test.setTimeout(120_000);
  await page.goto('/stores/farmcart-kothrud');
  await addFromCard(page, 'Papaya');
  // Two, over the store's minimum order.
  await page.getByRole('button', { name: 'Add one more Papaya' }).click();

  const manager = await browser.newContext({ baseURL: ownServer.baseURL });
  const signedIn = await manager.request.post('/api/staff/login', { data: MEERA });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const before = await kothrudSettings(manager.request);
  // Open 7 am to 10 pm every day, and closed today: it opens tomorrow at 7 am whatever the hour now.
  const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens_minute: 7 * 60, closes_minute: 22 * 60 }));
  const saved = await manager.request.post('/api/staff/store-save', {
    data: { store_id: 1, ...before, hours, closed_days: [shopToday(new Date())] },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  try {
    const closed = 'Closed, opens tomorrow at 7 am';
    await page.goto('/stores');
    await expect(page.getByRole('link', { name: /FarmCart Kothrud/ }).getByText(closed)).toBeVisible();

    await page.goto('/stores/farmcart-kothrud');
    await expect(page.getByRole('note').getByText(closed)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await pictures(page, 'store-closed');

    await page.goto('/item/papaya-kothrud');
    await expect(page.getByText(closed).first()).toBeVisible();

    // The cart bar says it instead of asking for the minimum, and leads to a later slot.
    await page.goto('/');
    const bar = page.getByRole('region', { name: 'Cart' });
    await expect(bar.getByRole('status')).toHaveText(closed);
    await expect(bar.getByText(/Shop for/)).toHaveCount(0);
    const later = bar.getByRole('link', { name: 'Order for later' });
    await expect(later).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await pictures(page, 'cart-bar-closed');
    await later.click();
    await page.waitForURL(/\/cart$/);
    await expect(page.getByText(closed)).toBeVisible();
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    const when = page.getByRole('group', { name: 'When should it come?' });
    await expect(when.getByRole('group', { name: /^Tomorrow/ }).getByRole('radio', { name: /7–9 am/ })).toBeVisible();

    // In Marathi.
    await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: 'mr', url: page.url() }]);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'कार्ट' }).getByRole('status')).toHaveText(
      'बंद, उद्या सकाळ 7 वाजता सुरू होईल',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/stores/farmcart-kothrud');
    await expect(page.getByRole('note').getByText('बंद, उद्या सकाळ 7 वाजता सुरू होईल')).toBeVisible();
  } finally {
    const restored = await manager.request.post('/api/staff/store-save', { data: { store_id: 1, ...before } });
    expect(restored.ok(), await restored.text()).toBe(true);
    await manager.close();
  }
});
