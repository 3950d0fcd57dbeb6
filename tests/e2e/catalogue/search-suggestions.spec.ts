// Suggestions as the customer types in /explore's field (decision 0293): a WAI-ARIA combobox whose
// list holds the items, categories and stores at the customer's point that the full search would
// find (a typo forgiven, a synonym understood), in the page's language; arrows and Enter open one,
// Escape closes the list, Enter without a choice still opens the full results page. The code comes
// on the field's first focus: a page without the field (home, a category) carries none of it.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, ownServerEnv: {} });

function field(page: Page) {
  return page.getByRole('combobox', { name: 'Search for fruits, vegetables, stores…' });
}

test('typing suggests items, a category and a store; arrows, Enter and Escape work as a combobox', async ({
  located: page,
}) => {
  await page.goto('/explore');
  const search = field(page);
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  const listbox = page.getByRole('listbox', { name: 'Suggestions', includeHidden: true });
  await expect(search).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? 'none');

  // A word typed halfway: the items, the category and nothing more than fits.
  await search.pressSequentially('vegeta', { delay: 30 });
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await expect(
    listbox.getByRole('group', { name: 'Categories' }).getByRole('option', { name: 'Vegetables' }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /suggestions?:/ })).toHaveText(/^\d+ suggestions?:/);

  // A typo, as the full search forgives it; the arrows choose, the field keeps the focus.
  await search.fill('');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await search.pressSequentially('tomatoe', { delay: 30 });
  const items = listbox.getByRole('group', { name: 'Items' });
  await expect(items.getByRole('option', { name: /^Tomato \(Local\)/ })).toBeVisible();
  await search.press('ArrowDown');
  const first = items.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? 'none');
  await expect(search).toBeFocused();
  await page.screenshot({ path: 'docs/screens/explore-suggestions-390.png', scale: 'css' });
  await search.press('ArrowUp');
  await expect(search).not.toHaveAttribute('aria-activedescendant', /./);
  // Escape closes the list and keeps the text; a second Escape clears the field.
  await search.press('Escape');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await expect(listbox).toBeHidden();
  await expect(search).toHaveValue('tomatoe');
  await search.press('Escape');
  await expect(search).toHaveValue('');

  // A synonym: "aloo" suggests the potatoes; Enter on the chosen one opens its page.
  await search.pressSequentially('aloo', { delay: 30 });
  await expect(items.getByRole('option', { name: /^Potato/ }).first()).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/stores\/[a-z0-9-]+\/\d+$|\/item\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 2, name: /Potato/ })).toBeVisible();
});

test('a store is suggested and opens on a tap; Enter without a choice opens the full results', async ({
  located: page,
}) => {
  await page.goto('/explore');
  const search = field(page);
  await search.pressSequentially('kothr', { delay: 30 });
  const store = page.getByRole('group', { name: 'Stores' }).getByRole('option', { name: 'FarmCart Kothrud' });
  await expect(store).toBeVisible();
  await store.tap();
  await expect(page).toHaveURL(/\/stores\/farmcart-kothrud$/);

  await page.goto('/explore');
  await field(page).pressSequentially('mango', { delay: 30 });
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  await field(page).press('Enter');
  await expect(page).toHaveURL(/\/explore\?q=mango$/);
  await expect(page.locator('article.item-card').first()).toBeVisible();
});

test('Marathi labels and names; no suggestions code on a page without the shop-wide field', async ({
  located: page,
  context,
  baseURL,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await page.goto('/category/vegetables');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /suggest/i.test(url))).toEqual([]);

  await context.addCookies([{ name: 'lang', value: 'mr', url: baseURL ?? '' }]);
  await page.goto('/explore');
  const search = page.getByRole('combobox');
  await search.pressSequentially('vegeta', { delay: 30 });
  const listbox = page.getByRole('listbox', { name: 'सूचना' });
  await expect(listbox.getByRole('group', { name: 'श्रेणी' }).getByRole('option').first()).toBeVisible();
  await expect(listbox.getByRole('option', { name: 'Vegetables' })).toHaveCount(0);
});
