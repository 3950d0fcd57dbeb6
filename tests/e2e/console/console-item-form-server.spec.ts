// A field only the server can refuse (decision 0344): the web address name of another item. The item
// form's own checks pass it; the server's 400 names the field, and the form shows the server's reason
// on that very field (aria-invalid, read with it), the keyboard on it, and says it could not save.
import { expect, test } from '../fixtures.ts';
import { islandHydrated } from '../helpers/location.ts';

const PRIYA = { email: 'priya@farmcart.example.in', password: 'counter-demo-2026' };

test.use({ viewport: { width: 1280, height: 800 } });

test('a web address name another item has is refused by the server, on its field', async ({ page }) => {
  const login = await page.request.post('/api/staff/login', { data: PRIYA });
  expect(login.status(), await login.text()).toBe(200);
  await page.goto('/staff/catalogue/item');
  await islandHydrated(page, 'CatalogueItemForm');
  await page.getByLabel('Name (English)', { exact: true }).fill('Tomato again');
  await page.getByLabel('Name (Marathi)', { exact: true }).fill('पुन्हा टोमॅटो');
  await page.getByLabel('Store', { exact: true }).selectOption({ label: 'FarmCart Kothrud' });
  const address = page.getByLabel('Web address name', { exact: true });
  await address.fill('tomato-kothrud');
  const size = page.getByRole('group', { name: 'Size 1', exact: true });
  await size.getByLabel('Size name (English)', { exact: true }).fill('500 g');
  await size.getByLabel('Size name (Marathi)', { exact: true }).fill('५०० ग्रॅम');
  await size.getByLabel('Measurement', { exact: true }).fill('500');
  await size.getByLabel('Price (₹)', { exact: true }).fill('40');
  await size.getByLabel('Stock', { exact: true }).fill('10');
  await page.getByRole('button', { name: 'Create item' }).click();

  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toHaveAccessibleDescription(/Another item has this web address name: type another\./);
  await expect(address).toBeFocused();
  // The server's own words for the save as a whole, said in the alert.
  await expect(page.getByRole('alert')).toHaveText('One field needs a change before saving.');
  // Only the refused field is marked, and nothing was saved: the form is still a new item's.
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'New item' })).toBeVisible();
});
