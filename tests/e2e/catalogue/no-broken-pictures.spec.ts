// A shop whose stores, categories, items and combos have no pictures (a fresh shop, items a file
// imported) shows the drawn placeholder everywhere, never an <img> with an empty or missing address,
// which a browser draws as its broken-picture icon (docs/design.md "Pictures"): the home, the
// categories, a category, an item, a store, the stores, search, combos and the cart, and the
// console's catalogue, categories, combos, stock and item form.
import type { Page } from '@playwright/test';
import { NO_PICTURE } from '../../../src/domain/pictures.ts';
import { expect, test } from '../fixtures.ts';
import { addFromCard } from '../helpers/cart.ts';
import { openDatabaseOf } from '../support/server.ts';

test.use({ ownServerEnv: {} });

/** Every <img> of the page whose address is empty or missing, as its HTML; and how many show the placeholder. */
async function picturesOf(page: Page): Promise<{ broken: string[]; placeholders: number }> {
  return page.locator('img').evaluateAll((images, placeholder) => {
    const broken = images
      .filter((image) => (image.getAttribute('src') ?? '').trim() === '')
      .map((image) => image.outerHTML.slice(0, 160));
    const placeholders = images.filter((image) => image.getAttribute('src') === placeholder).length;
    return { broken, placeholders };
  }, NO_PICTURE);
}

async function expectNoBrokenPicture(page: Page, path: string): Promise<void> {
  const { broken, placeholders } = await picturesOf(page);
  expect(broken, `pictures without an address on ${path}`).toEqual([]);
  expect(placeholders, `placeholders on ${path}`).toBeGreaterThan(0);
}

/** The page at each width, its pictures loaded, into docs/screens/ (docs/design.md "Screenshots"). */
async function shoot(page: Page, name: string, widths: readonly number[]): Promise<void> {
  const before = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : width === 1440 ? 900 : 800 });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `docs/screens/${name}-${width}.png`, scale: 'css' });
  }
  if (before) await page.setViewportSize(before);
}

test('a shop without pictures shows the placeholder on every page, never an empty picture', async ({
  located: page,
  ownServer,
}) => {
  const db = openDatabaseOf(ownServer.databaseFile);
  try {
    db.exec('pragma busy_timeout = 5000');
    for (const table of ['stores', 'store_categories', 'categories', 'items', 'combos'])
      db.exec(`update ${table} set image = ''`);
  } finally {
    db.close();
  }

  // The server forgets its cached pages once it notices the other writer (decision 0313).
  await expect
    .poll(async () => {
      await page.goto('/');
      return page
        .locator('.item-card img')
        .evaluateAll((images) => images.some((image) => image.getAttribute('src')?.startsWith('/images/items/')));
    })
    .toBe(false);
  await expectNoBrokenPicture(page, '/');

  for (const path of [
    '/categories',
    '/category/fruits',
    '/item/alphonso-mango-kothrud',
    '/stores',
    '/stores/farmcart-kothrud',
    '/explore?q=mango',
    '/combos',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expectNoBrokenPicture(page, path);
  }
  const placeholder = await page.request.get(NO_PICTURE);
  expect(placeholder.headers()['content-type']).toMatch(/^image\/svg\+xml/);

  // The cart draws its lines in the browser, from what the card said of the item.
  await page.goto('/category/fruits');
  await shoot(page, 'no-pictures-category', [390, 1440]);
  await addFromCard(page, 'Shimla Apple');
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: 'Shimla Apple' }).first()).toBeVisible();
  await expectNoBrokenPicture(page, '/cart');

  const signedIn = await page.request.post('/api/staff/login', {
    data: { email: 'priya@farmcart.example.in', password: 'counter-demo-2026' },
  });
  expect(signedIn.status()).toBe(200);
  for (const path of ['/staff/catalogue', '/staff/catalogue/categories', '/staff/catalogue/combos', '/staff/stock']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoBrokenPicture(page, path);
    if (path === '/staff/catalogue') await shoot(page, 'no-pictures-console', [390, 1280]);
  }
});
