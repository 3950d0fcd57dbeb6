// The stock screen's search (decision 0183, 0328): it finds as the member types, a moment after the
// last key, without a tap on Search; the focus stays in the field, and the count found is announced.
import { expect, test } from '../fixtures.ts';
import { islandHydrated } from '../helpers/location.ts';

/** A counter member of FarmCart Kothrud (src/server/seed/demo/staff.ts): the stock is theirs to keep. */
const KIRAN = { email: 'kiran@farmcart.example.in', password: 'counter-demo-2026' };

test.use({ viewport: { width: 1280, height: 800 } });

test('the stock search finds as the member types, keeps the focus and says how many it found', async ({ page }) => {
  const signedIn = await page.request.post('/api/staff/login', { data: KIRAN });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  await page.goto('/staff/stock');
  await islandHydrated(page, 'StaffStock');
  const found = page.getByRole('status').filter({ hasText: /items?\b|No items match/ });
  await expect(found).toHaveText(/^\d+ items/);
  const search = page.getByRole('searchbox', { name: 'Search this store’s items' });
  await search.pressSequentially('papaya', { delay: 40 });
  // No Enter, no tap on Search: the list is the papayas alone.
  await expect(found).toHaveText('1 item');
  await expect(page.getByRole('listitem', { name: 'Papaya', exact: true })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Onion in stock' })).toHaveCount(0);
  await expect(search).toBeFocused();
  await search.pressSequentially('zz', { delay: 40 });
  await expect(found).toHaveText('No items match.');
  await expect(search).toBeFocused();
  await search.clear();
  await expect(found).toHaveText(/^\d+ items/);
});
