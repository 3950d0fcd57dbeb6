// The stock screen's search (decision 0183, 0328): it finds as the member types, a moment after the
// last key, without a tap on Search; the focus stays in the field, and the count found is announced.
import { expect, test } from '../fixtures.ts';
import { islandHydrated } from '../helpers/location.ts';
import { wordPattern } from '../helpers/console-words.ts';

/** A counter member of FarmCart Kothrud (src/server/seed/demo/staff.ts): the stock is theirs to keep. */
const KIRAN = { email: 'kiran@farmcart.example.in', password: 'counter-demo-2026' };

test.use({ viewport: { width: 1280, height: 800 } });

test('the stock search finds as the member types, keeps the focus and says how many it found', async ({
  page,
  consoleLanguage,
  say,
}) => {
  const signedIn = await page.request.post('/api/staff/login', { data: KIRAN });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  // The member's console in the language the spec runs in (their own choice, as the bar makes it).
  const chosen = await page.request.post('/api/staff/console-language', { data: { language: consoleLanguage } });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  await page.goto('/staff/stock');
  await islandHydrated(page, 'StaffStock');
  // The count found, said in the member's words: "N items" (N any number), "1 item" or "No items match.".
  const many = new RegExp(`^${wordPattern(say('consoleStockFoundMany', { count: '#' })).source.replace('#', '\\d+')}`);
  const found = page.getByRole('status').filter({
    hasText: new RegExp(
      [
        many.source,
        ...[say('consoleStockFoundOne'), say('consoleStockNoMatch')].map((word) => wordPattern(word).source),
      ].join('|'),
    ),
  });
  await expect(found).toHaveText(many);
  const search = page.getByRole('searchbox', { name: say('consoleStockSearchLabel') });
  await search.pressSequentially('papaya', { delay: 40 });
  // No Enter, no tap on Search: the list is the papayas alone.
  await expect(found).toHaveText(say('consoleStockFoundOne'));
  await expect(page.getByRole('listitem', { name: 'Papaya', exact: true })).toBeVisible();
  await expect(page.getByRole('switch', { name: say('consoleStockItemInStock', { name: 'Onion' }) })).toHaveCount(0);
  await expect(search).toBeFocused();
  await search.pressSequentially('zz', { delay: 40 });
  await expect(found).toHaveText(say('consoleStockNoMatch'));
  await expect(search).toBeFocused();
  await search.clear();
  await expect(found).toHaveText(many);
});
