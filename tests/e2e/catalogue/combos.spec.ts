// Combos that can be bought (decision 0193), from the
// shopper's side on a phone (390x844, touch) in Kothrud: the home and the store page link to
// /combos, one tap puts a combo in the cart as one line at the combo's price, the cart shows the
// saving, the order is placed with cash, and My orders lists the combo. One server of this
// file's own, so the stock the orders take stays here.
import { expect, test } from '../fixtures.ts';
import { addFromCard, cartBar } from '../helpers/cart.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, ownServerEnv: {} });

const BASKET = 'Weekly Veggie Basket';

test('home → combos → add → the cart shows the combo price and saving → a cash order → My orders', async ({
  customer: page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: /^Combos/ }).click();
  await expect(page).toHaveURL(/\/combos$/);

  // FarmCart Kothrud's basket: ₹165, its old price ₹195, but its parts cost ₹177 bought one by one
  // today (₹32 + ₹65 + ₹35 + ₹30 + ₹15): the saving it shows is the one the customer makes.
  const basket = page.getByRole('region', { name: BASKET });
  await expect(basket).toContainText('₹165');
  await expect(basket).toContainText('Save ₹12');
  await basket.getByRole('button', { name: `Add ${BASKET}` }).click();
  await expect(basket.getByRole('group', { name: `${BASKET} in cart` })).toBeVisible();
  await expect(cartBar(page)).toContainText('₹165');
  // A second basket: the same line, one more (₹330 clears the store's minimum order).
  await basket.getByRole('button', { name: `Add one more ${BASKET}` }).click();
  await expect(basket.getByRole('status', { name: 'Quantity 2' })).toBeVisible();
  await expect(cartBar(page)).toContainText('₹330');

  await page.goto('/cart');
  const line = page.locator('.cart-line').filter({ hasText: BASKET });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Tomato');
  await expect(line).toContainText('₹330');
  await expect(line.locator('s')).toHaveText('₹354');
  await expect(line).toContainText('Save ₹24');
  await expect(page.getByRole('region', { name: 'Bill details' })).toContainText('₹330');

  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(BASKET);
  // Each line of the summary says what it costs (it listed names and sizes only).
  await expect(
    page.getByRole('region', { name: 'Order summary' }).getByRole('listitem').filter({ hasText: BASKET }),
  ).toContainText('₹330');
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/running-order\//);
  const details = page.getByRole('region', { name: 'Order details' });
  await expect(details.getByRole('listitem').filter({ hasText: BASKET })).toContainText('₹330');

  await page.goto('/my-orders');
  const order = page.getByRole('listitem').filter({ hasText: BASKET }).first();
  await expect(order).toContainText(`2 × ${BASKET}`);
  await expect(order).toContainText('Coriander (Kothimbir) 1 bunch × 2');
});

test('a store page links to its combos; a combo of another store asks to replace the cart, naming both', async ({
  customer: page,
}) => {
  await page.goto('/stores/farmcart-kothrud');
  const combos = page.getByRole('region', { name: 'Combos at this store' });
  await expect(combos.getByRole('link', { name: /Mango Lovers Box/ })).toBeVisible();
  await combos.getByRole('link', { name: /Mango Lovers Box/ }).click();
  await expect(page).toHaveURL(/\/combos\?combo=mango-lovers-box$/);
  await expect(page.getByRole('radio', { name: 'Mango Lovers Box' })).toBeChecked();

  // Aundh's item in the cart, then Kothrud's combo: the replace question names both stores.
  await page.goto('/stores/baner-green-basket');
  const firstAdd = page.getByRole('button', { name: /^Add / }).first();
  const name = ((await firstAdd.getAttribute('aria-label')) ?? '').replace(/^Add /, '');
  await addFromCard(page, name);
  await expect(cartBar(page)).toBeVisible();
  await page.goto('/combos?combo=mango-lovers-box');
  const box = page.getByRole('region', { name: 'Mango Lovers Box' });
  await box.getByRole('button', { name: 'Add Mango Lovers Box' }).click();
  const dialog = page.getByRole('dialog', { name: /Replace cart/i });
  await expect(dialog).toContainText('Mango Lovers Box from FarmCart Kothrud');
  await dialog.getByRole('button', { name: /yes|replace/i }).click();
  await expect(box.getByRole('group', { name: 'Mango Lovers Box in cart' })).toBeVisible();
  const lines = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('cart') ?? '{}') as { lines?: { name: string }[] }).lines ?? [],
  );
  expect(lines.map((entry) => entry.name)).toEqual(['Mango Lovers Box']);
});
