import type { Locator, Page } from '@playwright/test';
import type { ItemView } from '../../../src/domain/api/catalog.ts';
import { expect, test } from '../fixtures.ts';
import { cartBar } from '../helpers/cart.ts';
import { islandHydrated, KOTHRUD, scrollListIn } from '../helpers/location.ts';

// The main journey (§4 Location, §4 Cart) as a phone customer (390x844, touch) whose phone is in
// Kothrud, Pune: FarmCart Kothrud, Baner Green Basket and Aundh deliver there.
test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  geolocation: KOTHRUD,
  permissions: ['geolocation'],
});

const TOMATO = 'Tomato (Local)';

interface StoredCart {
  lines: {
    id: number;
    restaurant_id: number;
    quantity: number;
    selectedvariant: { name: string } | null;
    selectedaddons: { addon_name: string }[];
  }[];
}

async function storedCart(page: Page): Promise<StoredCart> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{"lines":[]}') as StoredCart);
}

/** The item page's purchase block: the chosen item's stepper once it is in the cart. */
function stepperOf(page: Page, name: string): Locator {
  return page.getByRole('group', { name: `${name} in cart` });
}

/**
 * The item page's purchase block hydrates on the customer's first tap (client:touch) and replays
 * that tap, so a choice is tapped and then awaited rather than `check()`ed (which wants it at once).
 */
async function choose(option: Locator): Promise<void> {
  await option.click();
  await expect(option).toBeChecked();
}

/** A new customer's first tap: the cookie notice (§4 GDPR) sits over the bottom of every screen. */
async function acceptCookies(page: Page): Promise<void> {
  const notice = page.getByRole('region', { name: 'Cookies on this device' });
  await notice.getByRole('button', { name: 'Okay' }).click();
  await expect(notice).toBeHidden();
}

/** What the cart holds, as the cart bar counts it (the item page has no footer tabs, so no badge). */
function cartCount(page: Page): Locator {
  return cartBar(page).locator('.cart-count');
}

test('a new customer locates the phone, opens a vegetable, picks its size and cut, and keeps it in the cart', async ({
  page,
}) => {
  // First visit: no delivery address, so home sends the customer to the first-run location screen.
  await page.goto('/');
  await expect(page).toHaveURL(/\/search-location$/);
  await expect(page.getByRole('heading', { name: 'Where should we deliver?' })).toBeVisible();
  await acceptCookies(page);
  await islandHydrated(page, 'UseCurrentLocation');
  await page.getByRole('button', { name: 'Use current location' }).click();

  // §4 Location: position → reverse geocode → /my-location to confirm house and tag.
  await page.waitForURL(/\/my-location$/);
  await islandHydrated(page, 'MyLocationForm');
  await page.getByLabel('House / flat / floor').fill('Flat 12, Sai Residency');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Home, rendered for Kothrud: the category grid and the demo shop's sections.
  await page.waitForURL((url) => url.pathname === '/');
  // The rows below the home's first screen come as the shopper scrolls.
  await scrollListIn(page);
  await expect(page.getByRole('heading', { name: 'Deal of the day' })).toBeVisible();
  await page.getByRole('link', { name: 'Vegetables', exact: true }).first().click();

  await expect(page).toHaveURL(/\/category\/vegetables$/);
  await page.locator('article.item-card', { hasText: TOMATO }).getByRole('link').first().click();

  // The item page: FarmCart Kothrud's tomatoes, with sizes and two addon categories.
  await expect(page).toHaveURL(/\/item\/tomato-kothrud$/);
  await expect(page.getByRole('heading', { level: 2, name: TOMATO })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'FarmCart Kothrud' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^500 g/ })).toBeChecked();
  // §2 SINGLE addon category: the first addon is preselected; 'Whole' costs 0 and shows no price.
  await expect(page.getByRole('radio', { name: 'Whole', exact: true })).toBeChecked();

  await choose(page.getByRole('radio', { name: /^1 kg/ }));
  await choose(page.getByRole('radio', { name: /^Diced/ }));
  await choose(page.getByRole('checkbox', { name: /^Lemon/ }));
  // 1 kg at ₹32 + Diced ₹10 + Lemon ₹8.
  await expect(page.locator('.purchase-total')).toContainText('₹50');

  await page.getByRole('button', { name: `Add ${TOMATO}` }).click();
  await expect(stepperOf(page, TOMATO)).toContainText('1');
  const [line] = (await storedCart(page)).lines;
  expect(line?.selectedvariant?.name).toBe('1 kg');
  expect(line?.selectedaddons.map((addon) => addon.addon_name)).toEqual(['Diced', 'Lemon']);

  // The cart lives on the device: a reload shows the same choice, still in the cart.
  await page.reload();
  await expect(stepperOf(page, TOMATO)).toContainText('1');
  await expect(page.getByRole('radio', { name: /^1 kg/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Diced/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^Lemon/ })).toBeChecked();
  await expect(cartCount(page)).toHaveText('1 item');
});

test.describe('located in Kothrud', () => {
  test('§2 adding the same item from another store asks to replace the cart; No keeps it', async ({
    located: page,
  }) => {
    await page.goto('/item/tomato-kothrud');
    await page.getByRole('button', { name: `Add ${TOMATO}` }).click();
    await expect(stepperOf(page, TOMATO)).toContainText('1');

    // Baner Green Basket sells the same tomatoes; its card opens the chooser, Done asks to replace.
    await page.goto('/stores/baner-green-basket');
    await page.getByRole('button', { name: `Add ${TOMATO}`, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: TOMATO });
    await sheet.getByRole('button', { name: 'Done' }).click();

    const replace = page.getByRole('dialog', { name: 'Replace cart items?' });
    await expect(replace).toBeVisible();
    // The question names both stores.
    await expect(replace).toContainText(
      `Your cart has items from FarmCart Kothrud. Replace them with ${TOMATO} from Baner Green Basket?`,
    );
    await replace.getByRole('button', { name: 'No', exact: true }).click();
    await expect(replace).toBeHidden();

    const cart = await storedCart(page);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]?.restaurant_id).toBe(1);
    await expect(cartCount(page)).toHaveText('1 item');
  });

  test('§5 adding beyond the stock of a limited item shows the inventory message and refuses', async ({
    located: page,
  }) => {
    // The Devgad gift box: one variant, exactly 5 in stock, a SINGLE packing choice.
    await page.goto('/item/limited-alphonso-mango-box');
    const name = 'Devgad Alphonso Gift Box (Limited)';
    await page.getByRole('button', { name: `Add ${name}` }).click();
    const stepper = stepperOf(page, name);
    for (let count = 2; count <= 5; count += 1) {
      await stepper.getByRole('button', { name: `Add one more ${name}` }).click();
      await expect(stepper).toContainText(String(count));
    }
    await stepper.getByRole('button', { name: `Add one more ${name}` }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Sorry, no more of this item is in stock right now.' }),
    ).toBeVisible();
    await expect(stepper).toContainText('5');

    // The stock counts every line of the variant: another packing is refused too.
    await choose(page.getByRole('radio', { name: /^Gift wrap with card/ }));
    await page.getByRole('button', { name: `Add ${name}` }).click();
    await expect(page.getByRole('button', { name: `Add ${name}` })).toBeVisible();
    expect((await storedCart(page)).lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(5);
  });

  test('/stores/{restaurant}/{id} is the same item page, and only for that store’s item', async ({
    located: page,
    request,
  }) => {
    const answer = await request.post('/api/get-single-item', { data: { slug: 'tomato-kothrud' } });
    const tomato = (await answer.json()) as ItemView;

    for (const store of ['farmcart-kothrud', String(tomato.restaurant_id)]) {
      await page.goto(`/stores/${store}/${tomato.id}`);
      await expect(page.getByRole('heading', { level: 2, name: TOMATO })).toBeVisible();
    }
    const elsewhere = await page.goto(`/stores/baner-green-basket/${tomato.id}`);
    expect(elsewhere?.status()).toBe(404);
    const unknown = await page.goto('/item/no-such-vegetable');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  });

  test('§4/§8 an inactive item shows the not-available text, an out-of-stock one its label, neither an Add', async ({
    located: page,
  }) => {
    await page.goto('/item/watermelon-kothrud');
    await expect(page.getByRole('status').filter({ hasText: 'Item not available' })).toBeVisible();
    await expect(page.locator('.item-main').getByRole('button', { name: /^Add/ })).toHaveCount(0);

    await page.goto('/item/hass-avocado-kothrud');
    await expect(page.locator('.photo').getByText('Out of Stock')).toBeVisible();
    await expect(page.locator('.item-main').getByRole('button', { name: /^Add/ })).toHaveCount(0);
  });

  test('an item of a store that does not deliver here cannot be added, and says why', async ({ located: page }) => {
    await page.goto('/item/surmai-viman');
    const add = page.getByRole('button', { name: 'Add Surmai (King Fish)' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('Does not deliver to Home');
  });
});

test('§4 adding without a delivery address looks the phone up, confirms it, and comes back to the item', async ({
  page,
}) => {
  await page.goto('/item/tomato-kothrud');
  await acceptCookies(page);
  await page.getByRole('button', { name: `Add ${TOMATO}` }).click();

  await page.waitForURL(/\/my-location$/);
  await islandHydrated(page, 'MyLocationForm');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Back on the item page with the tomato added: no second tap.
  await page.waitForURL(/\/item\/tomato-kothrud$/);
  await expect(stepperOf(page, TOMATO)).toContainText('1');
});
