// A recipe's "Add all" and the cart, from the shopper's side on a phone in Kothrud: it asks before
// replacing another store's cart, naming both stores, and counts what the cards already added with
// their preselected cutting style. One server of this file's own.
import { expect, test } from '../fixtures.ts';
import { addFromCard } from '../helpers/cart.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, ownServerEnv: {} });

test('a recipe’s Add all asks before replacing another store’s cart, and names both stores', async ({
  located: page,
}) => {
  await page.goto('/stores/aundh-dairy-bakehouse');
  await addFromCard(page, 'Ladi Pav');

  await page.goto('/recipe/paneer-bhurji');
  await page.getByRole('button', { name: /^Add all to cart · ₹\d+$/ }).click();
  const replace = page.getByRole('dialog', { name: 'Replace cart items?' });
  await expect(replace).toContainText(
    'Your cart has items from Aundh Dairy & Bakehouse. Replace them with the items from FarmCart Kothrud?',
  );
  await replace.getByRole('button', { name: 'Yes, replace' }).click();
  await expect(page.getByRole('button', { name: '✓ Added to cart' })).toBeVisible();
  const stores = await page.evaluate(() =>
    (JSON.parse(localStorage.getItem('cart') ?? '{}') as { lines: { restaurant_name?: string }[] }).lines.map(
      (line) => line.restaurant_name,
    ),
  );
  expect(new Set(stores)).toEqual(new Set(['FarmCart Kothrud']));
});

test('a recipe’s Add all counts what the cards already added with their preselected cutting style: no second line', async ({
  located: page,
}) => {
  await page.goto('/stores/farmcart-kothrud');
  await addFromCard(page, 'Onion');
  const linesOf = () =>
    page.evaluate(() =>
      (
        JSON.parse(localStorage.getItem('cart') ?? '{"lines":[]}') as {
          lines: { name: string; quantity: number; selectedaddons: { addon_name: string }[] }[];
        }
      ).lines.map((line) => `${line.name} ×${line.quantity} ${line.selectedaddons.map((a) => a.addon_name).join('+')}`),
    );
  const [onion] = await linesOf();
  expect(onion).toMatch(/^Onion ×1 \S/);
  await page.goto('/recipe/paneer-bhurji');
  await page.getByRole('button', { name: /^Add all to cart · ₹\d+$/ }).click();
  await expect(page.getByRole('button', { name: '✓ Added to cart' })).toBeVisible();
  const onions = (await linesOf()).filter((line) => line.startsWith('Onion '));
  // One line, with the card's cutting style (the recipe may top its quantity up).
  expect(onions).toHaveLength(1);
  expect(onions[0]?.split(' ').at(-1)).toBe(onion?.split(' ').at(-1));
});
