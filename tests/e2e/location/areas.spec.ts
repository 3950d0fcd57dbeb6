// The areas the shop serves (decision 0315): an admin adds an area in the console, with its Marathi
// name and PIN, and a customer then finds it in the area search by name and by PIN. The console's
// Areas screen is photographed at a phone's and a desktop's width, and the customer's search at a
// phone's (docs/screens/areas-*.png).
import { expect, test } from '../fixtures.ts';
import { acceptCookieNotice, islandHydrated } from '../helpers/location.ts';

/** Demo staff (src/server/seed/demo/staff.ts): Priya is the admin. */
const PRIYA = { email: 'priya@farmcart.example.in', password: 'counter-demo-2026' };
/** Shirwal, beyond the demo's Pune areas (some 40 km south), so no other test's place is named after it. */
const SHIRWAL = { name: 'Shirwal', marathi: 'शिरवळ', pincode: '412801', latitude: '18.1494', longitude: '73.9772' };

test('an admin adds an area in the console; a customer finds it by name and by PIN', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/staff/login');
  await islandHydrated(page, 'StaffLoginForm');
  await page.getByLabel('E-mail').fill(PRIYA.email);
  await page.getByLabel('Password').fill(PRIYA.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Areas' }).click();
  await expect(page).toHaveURL(/\/staff\/areas$/);
  await islandHydrated(page, 'StaffAreas');
  await expect(page.getByRole('heading', { name: 'Areas', level: 1 })).toBeVisible();

  await page.getByLabel('Name (English)').fill(SHIRWAL.name);
  await page.getByLabel('Name (Marathi)').fill(SHIRWAL.marathi);
  await page.getByLabel('Town').fill('Satara');
  await page.getByLabel('PIN code').fill('41280');
  await page.getByLabel('Latitude').fill(SHIRWAL.latitude);
  await page.getByLabel('Longitude').fill(SHIRWAL.longitude);
  await page.getByRole('checkbox', { name: 'FarmCart Kothrud' }).check();
  // A PIN of 5 digits is refused on its field, with the reason.
  await page.getByRole('button', { name: 'Save area' }).click();
  const pincode = page.getByLabel('PIN code');
  await expect(pincode).toHaveAttribute('aria-invalid', 'true');
  await expect(pincode).toHaveAccessibleDescription(/A PIN code is 6 digits/);
  await pincode.fill(SHIRWAL.pincode);
  await page.getByRole('button', { name: 'Save area' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved Shirwal: customers find it by name and by PIN.');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Shirwal/ }) });
  await expect(card).toContainText('Served by FarmCart Kothrud');
  await page.screenshot({ path: 'docs/screens/areas-console-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'docs/screens/areas-console-390.png' });
  await context.close();

  const customer = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const phone = await customer.newPage();
  await phone.goto('/search-location');
  await acceptCookieNotice(phone);
  await islandHydrated(phone, 'LocationSearch');
  const search = phone.getByLabel('Search for an area or address');
  await search.fill('shirw');
  await expect(phone.getByRole('button', { name: /^Shirwal Satara, 412801/ })).toBeVisible();
  await search.fill(SHIRWAL.pincode);
  const found = phone.getByRole('button', { name: /^Shirwal Satara, 412801/ });
  await expect(found).toBeVisible();
  await phone.screenshot({ path: 'docs/screens/areas-search-390.png' });
  await found.click();
  await expect(phone).toHaveURL(/\/my-location$/);
  await expect(phone.getByText('Satara, 412801')).toBeVisible();
  await customer.close();
});
