// A field only the server can refuse (decision 0344): the web address name of another item. The item
// form's own checks pass it; the server's 400 names the field, and the form shows the server's reason
// on that very field (aria-invalid, read with it), the keyboard on it, and says it could not save.
import { expect, test } from '../fixtures.ts';
import { islandHydrated } from '../helpers/location.ts';

const PRIYA = { email: 'priya@farmcart.example.in', password: 'counter-demo-2026' };

test.use({ viewport: { width: 1280, height: 800 } });

test('a web address name another item has is refused by the server, on its field', async ({
  page,
  consoleLanguage,
  say,
}) => {
  const login = await page.request.post('/api/staff/login', { data: PRIYA });
  expect(login.status(), await login.text()).toBe(200);
  // The member's console in the language the spec runs in (their own choice, as the bar makes it).
  const chosen = await page.request.post('/api/staff/console-language', { data: { language: consoleLanguage } });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  await page.goto('/staff/catalogue/item');
  await islandHydrated(page, 'CatalogueItemForm');
  await page.getByLabel(say('consoleItemName'), { exact: true }).fill('Tomato again');
  await page.getByLabel(say('consoleItemNameMr'), { exact: true }).fill('पुन्हा टोमॅटो');
  await page.getByLabel(say('consoleItemStore'), { exact: true }).selectOption({ label: 'FarmCart Kothrud' });
  const address = page.getByLabel(say('consoleItemSlug'), { exact: true });
  await address.fill('tomato-kothrud');
  const size = page.getByRole('group', { name: say('consoleItemSize', { number: 1 }), exact: true });
  await size.getByLabel(say('consoleItemSizeName'), { exact: true }).fill('500 g');
  await size.getByLabel(say('consoleItemSizeNameMr'), { exact: true }).fill('५०० ग्रॅम');
  await size.getByLabel(say('consoleItemMeasurement'), { exact: true }).fill('500');
  await size.getByLabel(say('consoleItemPrice'), { exact: true }).fill('40');
  await size.getByLabel(say('consoleItemStock'), { exact: true }).fill('10');
  await page.getByRole('button', { name: say('consoleItemCreate') }).click();

  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toHaveAccessibleDescription(/Another item has this web address name: type another\./);
  await expect(address).toBeFocused();
  // The server's own words for the save as a whole, said in the alert.
  await expect(page.getByRole('alert')).toHaveText(say('saidOneFieldBeforeSaving'));
  // Only the refused field is marked, and nothing was saved: the form is still a new item's.
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: say('consoleItemNew') })).toBeVisible();
});
