import type { Page } from '@playwright/test';
import { CONSENT_COOKIE, GDPR_ACCEPTED } from '../../../src/domain/constants.ts';
import { expect, test } from '../fixtures.ts';
import { cartBar } from '../helpers/cart.ts';
import { locateCustomer, scrollListIn, VIMAN_NAGAR_ADDRESS } from '../helpers/location.ts';

// §2 browsing routes as a phone customer sees them (390x844, touch), located in
// Kothrud, Pune: the demo shop's FarmCart Kothrud, Baner and Aundh stores deliver there.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Item cards are `article`s named by their heading (the name, cut at 25 characters). */
function itemNames(page: Page) {
  return page.locator('article.item-card h3');
}

async function searchFor(page: Page, label: string, term: string): Promise<void> {
  // /explore's field suggests as one types (a combobox, decision 0293); a list's own is a plain search box.
  const box = page.getByRole('searchbox', { name: label }).or(page.getByRole('combobox', { name: label }));
  await box.fill(term);
  await box.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('q') === term);
}

test.describe('located in Kothrud', () => {
  test('home → a category from the grid → the category page lists that category’s items', async ({ located: page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Vegetables', exact: true }).first().click();
    await expect(page).toHaveURL(/\/category\/vegetables$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vegetables' })).toBeVisible();
    await expect(itemNames(page).filter({ hasText: 'Onion' })).toBeVisible();
    await expect(itemNames(page).filter({ hasText: 'Potato' })).toBeVisible();
    // Only vegetables: no fruit of the demo shop is on this page.
    await expect(itemNames(page).filter({ hasText: 'Mango' })).toHaveCount(0);
    // The other categories are chips on top; this one is marked as the current page.
    await expect(
      page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Vegetables' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('category search: a match narrows the grid, no match shows the no-result text with the term', async ({
    located: page,
  }) => {
    await page.goto('/category/fruits');
    await searchFor(page, 'Search in Fruits', 'MANGO');
    const names = await itemNames(page).allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain('mango');
    // The header counts what the search found, not the whole category.
    await expect(page.getByRole('banner').getByText(`${names.length} items for “MANGO”`)).toBeVisible();
    await expect(page.getByRole('banner').getByText(/^\d+ items$/)).toHaveCount(0);

    await searchFor(page, 'Search in Fruits', 'qwertyuiop');
    await expect(page.getByText('No results found for: qwertyuiop')).toBeVisible();
    await expect(itemNames(page)).toHaveCount(0);
  });

  test('/explore finds mango items, and says so with the term when nothing matches', async ({ located: page }) => {
    await page.goto('/explore');
    const box = page.getByRole('combobox', { name: 'Search for fruits, vegetables, stores…' });
    await expect(box).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Popular categories' })).toBeVisible();

    await searchFor(page, 'Search for fruits, vegetables, stores…', 'mango');
    await expect(page.getByRole('heading', { level: 2, name: /Items/ })).toBeVisible();
    await expect(itemNames(page).filter({ hasText: 'Alphonso Mango' }).first()).toBeVisible();
    for (const name of await itemNames(page).allTextContents()) expect(name.toLowerCase()).toContain('mango');

    await searchFor(page, 'Search for fruits, vegetables, stores…', 'qwertyuiop');
    await expect(page.getByText('No results found for: qwertyuiop')).toBeVisible();
  });

  test('a store from /stores shows its categories, its items and its delivery time in minutes', async ({
    located: page,
  }) => {
    await page.goto('/stores');
    await expect(page.getByRole('link', { name: /Shivajinagar Spice Market/ })).toContainText('Closed');
    await page.getByRole('link', { name: /FarmCart Kothrud/ }).click();
    await expect(page).toHaveURL(/\/stores\/farmcart-kothrud$/);
    const topBar = page.locator('header.top-bar');
    await expect(topBar.getByRole('heading', { level: 1, name: 'FarmCart Kothrud' })).toBeVisible();
    await expect(topBar.getByText('25 mins')).toBeVisible();
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await expect(categories.getByRole('link', { name: /Fruits/ })).toHaveAttribute('href', '#c-fruits');
    await expect(categories.getByRole('link', { name: /Vegetables/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Fruits/ })).toBeVisible();
    await expect(page.locator('#c-fruits').locator('article.item-card').first()).toBeVisible();
    await expect(
      page.locator('#c-vegetables').locator('article.item-card h3').filter({ hasText: 'Onion' }),
    ).toHaveCount(1);
  });

  test('the self-pickup tab lists the pickup stores near the customer', async ({ located: page }) => {
    await page.goto('/stores');
    await page.getByRole('link', { name: 'Self pickup' }).click();
    await expect(page).toHaveURL(/\/stores\?mode=pickup$/);
    await expect(page.getByRole('link', { name: /Mulshi Valley Farm/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Baner Green Basket/ })).toHaveCount(0);
  });

  test('a dynamic featured section renders its items', async ({ located: page }) => {
    await page.goto('/dynamic-featured-sections/fresh-this-morning');
    await expect(page.getByRole('heading', { level: 1, name: 'Fresh this morning' })).toBeVisible();
    await expect(page.locator('article.item-card').first()).toBeVisible();
  });

  test('a section with search finds by name and reports a miss with the term', async ({ located: page }) => {
    await page.goto('/dynamic-featured-sections/leafy-greens');
    await searchFor(page, 'Search in Leafy greens', 'qwertyuiop');
    await expect(page.getByText('No results found for: qwertyuiop')).toBeVisible();
  });

  test('/dynamic-featured-sections without a slug redirects to /', async ({ located: page }) => {
    const response = await page.request.get('/dynamic-featured-sections', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/');
  });

  test('/items/{link slug} redirects to the first store’s item page; an unknown one says no linked items', async ({
    located: page,
  }) => {
    const response = await page.request.get('/items/alphonso-mango', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toMatch(/^\/stores\/farmcart-kothrud\/\d+$/);

    await page.goto('/items/no-such-product');
    await expect(page.getByText('No linked items')).toBeVisible();
  });

  test('/combos: one tab per combo, each with its items linking to their item pages', async ({ located: page }) => {
    await page.goto('/combos');
    const tabs = page.getByRole('radiogroup', { name: 'Combos' });
    await expect(page.getByRole('heading', { level: 2, name: 'Weekly Veggie Basket' })).toBeVisible();
    await tabs.getByText('Mango Lovers Box').click();
    await expect(page.getByRole('heading', { level: 2, name: 'Mango Lovers Box' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Weekly Veggie Basket' })).toBeHidden();
    const mango = page
      .getByRole('region', { name: 'Mango Lovers Box' })
      .getByRole('link', { name: /Alphonso Mango/ })
      .first();
    await expect(mango).toHaveAttribute('href', /^\/item\/alphonso-/);
  });

  test('an unknown category answers 404 with the fallback screen', async ({ located: page }) => {
    const response = await page.goto('/category/no-such-aisle');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  });

  test('Add on a category card turns into the stepper showing 1, and a reload keeps it', async ({ located: page }) => {
    await page.goto('/category/fruits');
    // Papaya is past the first screen's six items: it comes as the shopper scrolls.
    await scrollListIn(page, 'category-items');
    const card = page.locator('article.item-card').filter({ has: page.getByRole('heading', { name: 'Papaya' }) });
    await card.getByRole('button', { name: 'Add Papaya' }).click();
    const stepper = card.getByRole('group', { name: 'Papaya in cart' });
    await expect(stepper.getByLabel('Quantity 1')).toHaveText('1');

    await page.reload();
    await scrollListIn(page, 'category-items');
    await expect(card.getByRole('group', { name: 'Papaya in cart' }).getByLabel('Quantity 1')).toHaveText('1');
  });

  // The home shows some items in several rows and carries each item's data once (CartItemData.astro):
  // Add on the item's last card, far from the one that carries it, adds the item all the same.
  test('Add on the last of several cards of one item on the home adds it, and every card shows it', async ({
    located: page,
  }) => {
    await page.goto('/');
    await scrollListIn(page);
    const adds = page.getByRole('button', { name: 'Add Methi (Fenugreek Leaves)', exact: true });
    expect(await adds.count()).toBeGreaterThan(1);
    await adds.last().scrollIntoViewIfNeeded();
    await adds.last().click();
    const steppers = page.getByRole('group', { name: 'Methi (Fenugreek Leaves) in cart' });
    await expect(steppers.last().getByLabel('Quantity 1')).toHaveText('1');
    await expect(page.getByRole('region', { name: 'Cart', exact: true })).toContainText('1 item');
    await expect(steppers.first().getByLabel('Quantity 1')).toHaveText('1');
  });

  // client:touch (src/client/directives/touch-directive.ts; tests/unit/client/touch-directive.test.ts checks the
  // React internal it relies on): a card's island and React itself load on the customer's first tap,
  // not with the page, and the tap that loaded them is replayed once React owns the markup.
  test('client:touch: no island code is fetched before the first tap, and that tap adds the item', async ({
    located: page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/category/fruits');
    await scrollListIn(page, 'category-items');
    const card = page.locator('article.item-card').filter({ has: page.getByRole('heading', { name: 'Papaya' }) });
    const island = card.locator('astro-island[client="touch"][component-url*="ItemControls"]');
    const componentUrl = await island.getAttribute('component-url');
    const rendererUrl = await island.getAttribute('renderer-url');

    // The page's scripts have run and the browser is idle: the island is still server HTML.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await expect(island).toHaveAttribute('ssr', '');
    expect(fetched).not.toContain(componentUrl);
    expect(fetched).not.toContain(rendererUrl);

    const loading = page.waitForRequest((request) => new URL(request.url()).pathname === componentUrl);
    await card.getByRole('button', { name: 'Add Papaya' }).tap();
    await loading;
    await expect(card.getByRole('group', { name: 'Papaya in cart' }).getByLabel('Quantity 1')).toHaveText('1');
    await expect(island).not.toHaveAttribute('ssr');
    expect(fetched).toContain(rendererUrl);
  });
});

// decision 0181: a list comes 24 items at a time, after a first page of a phone's
// first screen (6, "Documents that end with the first screen"). With five times the demo shop's items
// (SEED_SCALE_ITEMS=5: 'Organic Papaya', 'Farm Select Papaya'…), Fruits in Kothrud holds 65 items:
// pages of 6, 24, 24 and 11.
test.describe('a category longer than a page', () => {
  test.use({ ownServerEnv: { SEED_SCALE_ITEMS: '5' } });
  const FRUITS = 65;

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the first page and a Show more link that opens the next, to the end', async ({ located: page }) => {
      await page.goto('/category/fruits');
      await expect(page.getByRole('heading', { level: 1, name: 'Fruits' })).toBeVisible();
      // The count under the title (a visually hidden h2 repeats it for screen readers).
      await expect(page.getByText(`${FRUITS} items`).first()).toBeVisible();
      const seen: string[] = [];
      for (const expected of [6, 24, 24, 11]) {
        await expect(page.locator('article.item-card')).toHaveCount(expected);
        seen.push(
          ...(await page
            .locator('article.item-card a.item-link')
            .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))),
        );
        const more = page.getByRole('link', { name: 'Show more' });
        if (seen.length === FRUITS) {
          await expect(more).toHaveCount(0);
          break;
        }
        await expect(more).toHaveAttribute('href', /^\/category\/fruits\?after=\d+\.\d+$/);
        await more.click();
        await page.waitForURL(/after=/);
      }
      expect(seen).toHaveLength(FRUITS);
      expect(new Set(seen).size).toBe(FRUITS);
    });
  });

  test('with JavaScript: the next page arrives as the list’s end scrolls into view, announced politely', async ({
    located: page,
  }) => {
    await page.goto('/category/fruits');
    const cards = page.locator('#category-items article.item-card');
    await expect(cards).toHaveCount(6);
    const status = page.locator('list-more [role="status"]');
    await expect(status).toHaveText('');
    await page.getByRole('link', { name: 'Show more' }).scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(30);
    await expect(status).toHaveText('24 more items loaded');
    await expect(page).toHaveURL(/\/category\/fruits$/);
    await page.getByRole('link', { name: 'Show more' }).scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(54);

    // A card that arrived this way works like the others: Add turns into the stepper.
    const index = await cards.evaluateAll((all) =>
      all.findIndex(
        (card, at) =>
          at >= 6 &&
          card.querySelector('button.add-button') !== null &&
          !(card.querySelector('.item-meta')?.textContent ?? '').includes('options'),
      ),
    );
    expect(index).toBeGreaterThanOrEqual(6);
    const arrived = cards.nth(index);
    await arrived.getByRole('button', { name: /^Add / }).tap();
    await expect(arrived.getByRole('group', { name: /in cart$/ }).getByLabel('Quantity 1')).toHaveText('1');

    // Activating the link by keyboard loads the last page and takes the focus to its first item. The
    // focus is put on the link from the top of the page without scrolling to it: scrolled into view,
    // the link would load the page by itself and could take the focus to the new item before Enter.
    const more = page.getByRole('link', { name: 'Show more' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await more.evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
    await expect(more).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(FRUITS);
    await expect(status).toHaveText('11 more items loaded');
    await expect(more).toHaveCount(0);
    await expect(cards.nth(54).locator('a.item-link')).toBeFocused();
    const hrefs = await cards
      .locator('a.item-link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(FRUITS);
  });
});

test('/dynamic-featured-sections/{slug} without a delivery address redirects to /', async ({ request }) => {
  const response = await request.get('/dynamic-featured-sections/fresh-this-morning', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/');
});

test('a store page works without a delivery address (the store is assumed operational)', async ({ page }) => {
  await page.goto('/stores/aundh-dairy-bakehouse');
  await expect(page.getByRole('heading', { level: 1, name: 'Aundh Dairy & Bakehouse' })).toBeVisible();
  await expect(page.getByText('This store does not deliver to your location')).toHaveCount(0);
  await expect(page.locator('article.item-card').first()).toBeVisible();
});

test('/membership-plans and /plus-membership show the same plans, each under its own name', async ({ page }) => {
  await page.goto('/membership-plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Membership plans' })).toBeVisible();
  const plans = await page.getByRole('article').allTextContents();
  expect(plans.length).toBeGreaterThan(0);
  await page.goto('/plus-membership');
  await expect(page).toHaveURL(/\/plus-membership$/);
  await expect(page.getByRole('heading', { level: 1, name: 'FarmCart Plus' })).toBeVisible();
  expect(await page.getByRole('article').allTextContents()).toEqual(plans);
});

// The home's search hint rotates through words (the `searchHintWords` setting). In Viman Nagar no
// store that delivers sells paneer, so the hint names only what the search finds where the customer
// is, and a search that finds nothing offers searches that do, and the stores near you.
test.describe('located in Viman Nagar, where no store that delivers sells paneer', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: CONSENT_COOKIE, value: GDPR_ACCEPTED, url: baseURL ?? '' }]);
    await locateCustomer(context, baseURL ?? '', VIMAN_NAGAR_ADDRESS);
  });

  test('the home’s search hint suggests only what the search finds here', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('link', { name: /^Search for "/ });
    await expect(bar).toBeVisible();
    const words = JSON.parse((await bar.getAttribute('data-words')) ?? '[]') as string[];
    expect(words).toContain('mangoes');
    expect(words).not.toContain('paneer');
    for (const word of words) {
      await page.goto(`/explore?q=${encodeURIComponent(word)}`);
      await expect(itemNames(page).first(), word).toBeVisible();
    }
  });

  test('a search that finds nothing offers searches that do, and the stores near you', async ({ page }) => {
    await page.goto('/explore?q=paneer');
    await expect(page.getByText('No results found for: paneer')).toBeVisible();
    const tries = page.getByRole('region', { name: 'Try searching for' });
    await expect(tries.getByRole('link', { name: 'paneer' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Stores near you' }).getByRole('link').first()).toBeVisible();
    await tries.getByRole('link', { name: 'mangoes' }).click();
    await expect(page).toHaveURL(/\/explore\?q=mangoes$/);
    await expect(itemNames(page).filter({ hasText: /Mango/ }).first()).toBeVisible();
  });
});

test('the item page shows the size chooser above the sticky Add bar on first view, and the discount once', async ({
  located: page,
}) => {
  await page.goto('/item/alphonso-mango-kothrud');
  const chooser = page.getByRole('group', { name: 'Choose a size' });
  const add = page.getByRole('button', { name: 'Add Alphonso Mango (Ratnagiri)', exact: true });
  await expect(chooser).toBeInViewport({ ratio: 1 });
  const chooserBottom = await chooser.evaluate((element) => element.getBoundingClientRect().bottom);
  const barTop = await add.evaluate(
    (element) => (element.closest('.purchase-bar') ?? element).getBoundingClientRect().top,
  );
  expect(chooserBottom).toBeLessThanOrEqual(barTop);
  // The item's own section (cards further down have their own ribbons).
  const item = page.getByRole('region', { name: 'Alphonso Mango (Ratnagiri)', exact: true });
  await expect(item.getByText(/\d+% OFF/)).toHaveCount(1);
});

test('a category page’s chip row starts aligned with the page, and a later category’s chip starts in view', async ({
  located: page,
}) => {
  const row = page.getByRole('navigation', { name: 'Categories' }).locator('ul');
  await page.goto('/category/fruits');
  expect(await row.evaluate((element) => element.scrollLeft)).toBe(0);
  await page.goto('/category/spices');
  const current = page.getByRole('link', { name: /Spices/ }).and(page.locator('[aria-current="page"]'));
  await expect(current).toBeInViewport();
  expect(await current.evaluate((element) => Math.round(element.getBoundingClientRect().left))).toBe(16);
});

test('“+” on the card of an item with sizes adds one more of the size chosen last, without asking again', async ({
  located: page,
}) => {
  const ALPHONSO = 'Alphonso Mango (Ratnagiri)';
  await page.goto('/category/fruits');
  await scrollListIn(page, 'category-items');
  await page.getByRole('button', { name: `Add ${ALPHONSO}`, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: ALPHONSO });
  // Not the size the sheet starts on (1 kg).
  await sheet.getByRole('radio', { name: /^1 dozen/ }).check();
  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(sheet).toBeHidden();

  const onCard = page.getByRole('group', { name: `${ALPHONSO} in cart` });
  await onCard.getByRole('button', { name: `Add one more ${ALPHONSO}` }).click();
  await expect(onCard.getByRole('status')).toHaveAccessibleName('Quantity 2');
  // One line (the bar counts lines) of two dozens at ₹899 (₹999, 10% off).
  await expect(cartBar(page)).toContainText('1 item · ₹1798');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // One line of a dozen, twice; not a second line of the first size.
  await page.goto('/cart');
  const lines = page.getByRole('listitem').filter({ has: page.getByRole('group', { name: `${ALPHONSO} in cart` }) });
  await expect(lines).toHaveCount(1);
  await expect(lines).toContainText('1 dozen');
  await expect(lines.getByRole('status')).toHaveAccessibleName('Quantity 2');
});
