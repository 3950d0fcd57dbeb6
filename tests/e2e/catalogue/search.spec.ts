// Search from the shopper's side on a phone in Kothrud (/explore, and a store's or a category's own
// search): every word the home's search bar suggests finds something, a search that finds nothing
// offers a way on, a Marathi word finds its item on an English page, a typo is forgiven, every word
// and the names people use are searched, and a word no name holds is set aside and named.
// One server of this file's own.
import { expect, test } from '../fixtures.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, ownServerEnv: {} });

test('every word the home’s search bar suggests finds something on /explore, in English and Marathi', async ({
  located: page,
  context,
  baseURL,
}) => {
  for (const language of ['en', 'mr']) {
    await context.addCookies([{ name: 'lang', value: language, url: baseURL ?? '' }]);
    await page.goto('/');
    const words = JSON.parse((await page.locator('.search-bar').getAttribute('data-words')) ?? '[]') as string[];
    expect(words.length, `${language}: the search bar's words`).toBeGreaterThan(0);
    for (const word of words) {
      await page.goto(`/explore?q=${encodeURIComponent(word)}`);
      await expect(page.locator('article.item-card').first(), `${language}: ${word}`).toBeVisible();
    }
  }
});

test('a search that finds nothing offers a way on: categories from /explore, the whole list in a store or category', async ({
  located: page,
}) => {
  await page.goto('/explore?q=qwertyuiop');
  await expect(page.getByText('No results found for: qwertyuiop')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\/categories$/);

  await page.goto('/stores/farmcart-kothrud?q=qwertyuiop');
  await page.getByRole('main').getByRole('link', { name: 'Clear search' }).last().click();
  await expect(page).toHaveURL(/\/stores\/farmcart-kothrud$/);
  await expect(page.locator('article.item-card').first()).toBeVisible();

  await page.goto('/category/fruits?q=qwertyuiop');
  await page.getByRole('main').getByRole('link', { name: 'Clear search' }).last().click();
  await expect(page).toHaveURL(/\/category\/fruits$/);
  await expect(page.locator('article.item-card').first()).toBeVisible();
});

// On an English page, "कांदा" and "आंबा" find the onions and mangoes: the shop names them so in
// Marathi.
test('a Marathi word typed on an English page finds the item, shown with its English name', async ({
  located: page,
}) => {
  await page.goto(`/explore?q=${encodeURIComponent('कांदा')}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('No results found for: कांदा')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: /^Items/ }).getByRole('heading', { name: 'Onion', exact: true }),
  ).toBeVisible();
});

// "tomatoe" finds the nearest store's Tomato (Local), not only Cherry Tomatoes (whose name holds
// the letters); "aata" finds the atta.
test('search forgives a typo: "tomatoe" finds Tomato (Local), "aata" finds the atta', async ({ located: page }) => {
  const items = page.getByRole('region', { name: /^Items/ });
  await page.goto('/explore?q=tomatoe');
  await expect(items.getByRole('heading', { name: 'Tomato (Local)', exact: true })).toBeVisible();
  await page.goto('/explore?q=aata');
  await expect(page.getByText('No results found for: aata')).toHaveCount(0);
  await expect(items.getByRole('heading', { name: 'Whole Wheat Atta', exact: true })).toBeVisible();
});

// "wheat flour" finds the atta though no name holds the phrase (the atta is not called flour),
// and "aloo", the word most of Pune types for potatoes, finds them (decision 0230).
test('search by every word and by the names people use: "wheat flour" finds the atta, "aloo" the potatoes', async ({
  located: page,
}) => {
  const items = page.getByRole('region', { name: /^Items/ });
  await page.goto('/explore');
  const box = page.getByRole('combobox', { name: 'Search for fruits, vegetables, stores…' });
  await box.fill('wheat flour');
  await box.press('Enter');
  await expect(items.getByRole('heading', { name: 'Whole Wheat Atta', exact: true })).toBeVisible();
  await box.fill('aloo');
  await box.press('Enter');
  await expect(items.getByRole('heading', { name: 'Potato', exact: true })).toBeVisible();
  await expect(page.getByText('No results found for: aloo')).toHaveCount(0);
});

// "dhaniya patta" (coriander leaves, as many say it): no name holds "patta". A word no name holds
// (nor a near spelling of one) is left out, and said to be.
test('a search word no name holds is left out and named: "dhaniya patta" finds the coriander', async ({
  located: page,
}) => {
  const items = page.getByRole('region', { name: /^Items/ });
  await page.goto('/explore?q=dhaniya%20patta');
  await expect(items.getByRole('heading', { name: 'Coriander (Kothimbir)', exact: true })).toBeVisible();
  await expect(page.getByText('No name here holds “patta”: these match the rest of your search.')).toBeVisible();
  await page.goto('/explore?q=wheat%20atta%20kilo%20please');
  await expect(items.getByRole('heading', { name: 'Whole Wheat Atta', exact: true })).toBeVisible();
  await expect(
    page.getByText('No name here holds “kilo” and “please”: these match the rest of your search.'),
  ).toBeVisible();
  // A search whose every word names something says nothing of the kind.
  await page.goto('/explore?q=cherry%20tomatoes');
  await expect(items.getByRole('heading', { name: 'Cherry Tomatoes', exact: true })).toBeVisible();
  await expect(page.getByText(/No name here holds/)).toHaveCount(0);
});

// "fresh tomatoes": Fresh Curd holds "fresh" and no tomato's name does. Nothing matching every
// word, the earliest is set aside, and said to be.
test('a search nothing matches whole finds what it means without its first word, and says so', async ({
  located: page,
}) => {
  const items = page.getByRole('region', { name: /^Items/ });
  await page.goto('/explore?q=fresh%20tomatoes');
  await expect(items.getByRole('heading', { name: 'Cherry Tomatoes', exact: true })).toBeVisible();
  await expect(
    page.getByText('Nothing here matches all of your search: these match it without “fresh”.'),
  ).toBeVisible();
  await expect(page.getByText(/No results found/)).toHaveCount(0);
  // A search found whole says nothing of the kind.
  await page.goto('/explore?q=fresh%20curd');
  await expect(items.getByRole('heading', { name: /Fresh Curd/ }).first()).toBeVisible();
  await expect(page.getByText(/Nothing here matches all/)).toHaveCount(0);
});
