// §2 Mobile home (first-run screen, address popup, no-service screen) and §4
// Location, as a phone customer sees them (390x844, touch): current position with a
// 5 s timeout → /my-location → the home of the demo shop; denial → the configured
// alert; area search; a place no store serves; the popup and saved addresses.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { cartBar } from '../helpers/cart.ts';
import {
  acceptCookieNotice,
  islandHydrated,
  KOTHRUD,
  KOTHRUD_ADDRESS,
  locateCustomer,
  MUMBAI_ADDRESS,
  scrollListIn,
} from '../helpers/location.ts';

// A signed-in customer here starts with no delivery address: the first-run screen welcomes them.
test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, customerAddress: null });

async function configuredSetting(request: APIRequestContext, key: string): Promise<string> {
  const response = await request.post('/api/get-settings', { data: {} });
  const body = (await response.json()) as { settings: Record<string, string> };
  const value = body.settings[key];
  if (value === undefined) throw new Error(`setting ${key} is missing`);
  return value;
}

async function confirmAddress(page: Page, house: string, tag: 'Home' | 'Work' | 'Other') {
  await islandHydrated(page, 'MyLocationForm');
  await page.getByLabel('House / flat / floor').fill(house);
  await page.getByRole('radio', { name: tag }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

async function expectDemoShopHome(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  // The rows below the home's first screen come as the shopper scrolls.
  await scrollListIn(page);
  await expect(page.getByRole('heading', { name: 'Fresh this morning' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add / }).first()).toBeVisible();
}

test('a new customer uses the current location, confirms house and tag, and sees the shop', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(KOTHRUD);

  await page.goto('/');
  // §2: no delivery address → the first-run screen at /search-location.
  await expect(page).toHaveURL(/\/search-location$/);
  await acceptCookieNotice(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Where should we deliver?' })).toBeVisible();
  await expect(page.getByText('Select Location')).toBeVisible();
  await expect(page.getByRole('img', { name: /Farm to home/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Have an account? Login' })).toHaveAttribute('href', '/login');
  await expect(page.getByLabel('Search for an area or address')).toBeVisible();
  // Two languages in the demo shop: the picker shows.
  await expect(page.getByRole('navigation', { name: 'Language' }).getByRole('link')).toHaveCount(2);

  await page.getByRole('button', { name: 'Use current location' }).click();
  await expect(page).toHaveURL(/\/my-location$/);
  await expect(page.getByText('Kothrud', { exact: true })).toBeVisible();
  await expect(page.getByText('Pune, Maharashtra 411038')).toBeVisible();

  await confirmAddress(page, 'Flat 7, Sai Residency', 'Work');
  await expectDemoShopHome(page);
  const header = page.getByRole('link', { name: /Change location/ });
  await expect(header).toContainText('Work');
  await expect(header).toContainText('Flat 7, Sai Residency');
  // The address stays on the device (userSetAddress) and in the `loc` cookie.
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('userSetAddress') ?? 'null') as { tag: string; lat: number },
  );
  expect(stored).toMatchObject({ tag: 'Work', lat: KOTHRUD.latitude });
  const cookies = await context.cookies();
  expect(cookies.some((cookie) => cookie.name === 'loc')).toBe(true);
});

test('denied GPS alerts the configured gpsAccessNotGrantedMsg and stays on the search screen', async ({
  page,
  request,
}) => {
  const expected = await configuredSetting(request, 'gpsAccessNotGrantedMsg');
  await page.goto('/search-location');
  await islandHydrated(page, 'UseCurrentLocation');

  const alert = new Promise<{ type: string; message: string }>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve({ type: dialog.type(), message: dialog.message() });
      void dialog.accept();
    });
  });
  await page.getByRole('button', { name: 'Use current location' }).click();
  expect(await alert).toEqual({ type: 'alert', message: expected });
  await expect(page).toHaveURL(/\/search-location$/);
  await expect(page.getByRole('button', { name: 'Use current location' })).toBeEnabled();
});

test('a device that kept its address but lost the cookie goes from the first screen to /stores', async ({
  page,
  context,
}) => {
  await context.addInitScript(
    (address) => localStorage.setItem('userSetAddress', JSON.stringify(address)),
    KOTHRUD_ADDRESS,
  );
  await page.goto('/');
  await expect(page).toHaveURL(/\/stores$/);
  const cookies = await context.cookies();
  expect(cookies.some((cookie) => cookie.name === 'loc')).toBe(true);
});

test('the language picker switches the first-run screen to Marathi', async ({ page, context }) => {
  await page.goto('/search-location');
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'मराठी' }).click();
  await expect(page).toHaveURL(/\/search-location$/);
  await expect(page.getByRole('heading', { level: 1, name: 'आम्ही कुठे डिलिव्हरी करावी?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'मराठी' })).toHaveAttribute('aria-current', 'true');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('mr');
});

test('area search: typing "bane" offers Baner, which leads through my-location to its stores', async ({ page }) => {
  await page.goto('/search-location');
  await acceptCookieNotice(page);
  await islandHydrated(page, 'LocationSearch');
  // The popular areas show while the box is empty.
  await expect(page.getByRole('heading', { name: 'Popular areas' })).toBeVisible();

  await page.getByLabel('Search for an area or address').fill('bane');
  const baner = page.getByRole('button', { name: /^Baner Pune, Maharashtra/ });
  await expect(baner).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular areas' })).toBeHidden();
  await baner.click();

  await expect(page).toHaveURL(/\/my-location$/);
  await expect(page.getByText('Pune, Maharashtra 411045')).toBeVisible();
  await confirmAddress(page, 'B-204, Palash Heights', 'Home');
  await expectDemoShopHome(page);
  await expect(page.getByRole('link', { name: /Change location/ })).toContainText('Home');
});

test('§4 a flow started from another page returns there once the address is confirmed', async ({ page }) => {
  await page.goto('/search-location');
  await acceptCookieNotice(page);
  await islandHydrated(page, 'LocationSearch');
  // What an item page does before sending a customer without an address here.
  await page.evaluate(() => sessionStorage.setItem('returnTo', '/stores'));
  await page.getByLabel('Search for an area or address').fill('aundh');
  await page.getByRole('button', { name: /^Aundh Pune, Maharashtra/ }).click();
  await expect(page).toHaveURL(/\/my-location$/);
  await confirmAddress(page, '', 'Other');
  await expect(page).toHaveURL(/\/stores$/);
  expect(await page.evaluate(() => sessionStorage.getItem('returnTo'))).toBeNull();
});

test('area search with no match says so with the term, and keeps the popular areas as a way on', async ({ page }) => {
  await page.goto('/search-location');
  await islandHydrated(page, 'LocationSearch');
  await page.getByLabel('Search for an area or address').fill('zzqx');
  await expect(page.getByText('No area found for zzqx')).toBeVisible();
  // With nothing found, the popular areas stay as a way on.
  const popular = page.getByRole('region', { name: 'Popular areas' });
  await expect(popular).toBeVisible();
  await popular.getByRole('button', { name: 'Kothrud' }).click();
  await expect(page).toHaveURL(/\/my-location$/);
});

test('area search forgives a typo: "kotrud" offers Kothrud first', async ({ page }) => {
  await page.goto('/search-location');
  await islandHydrated(page, 'LocationSearch');
  await page.getByLabel('Search for an area or address').fill('kotrud');
  const offered = page.getByRole('button', { name: /Pune, Maharashtra 411038/ });
  await expect(offered.first()).toHaveAccessibleName(/^Kothrud Pune, Maharashtra/);
  await expect(page.getByText('No area found for kotrud')).toHaveCount(0);
  await offered.first().click();
  await expect(page).toHaveURL(/\/my-location$/);
});

test('area search finds "vimannagar" typed as one word', async ({ page }) => {
  await page.goto('/search-location');
  await islandHydrated(page, 'LocationSearch');
  await page.getByLabel('Search for an area or address').fill('vimannagar');
  const offered = page.getByRole('button', { name: /Pune, Maharashtra 4110/ });
  await expect(offered.first()).toHaveAccessibleName(/^Viman Nagar Pune, Maharashtra/);
  await expect(page.getByText('No area found for vimannagar')).toHaveCount(0);
});

test('area search in Marathi: कोथरुड, typed with a short vowel, offers Kothrud and its roads', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lang', value: 'mr', url: baseURL ?? '' }]);
  await page.goto('/search-location');
  await acceptCookieNotice(page);
  await islandHydrated(page, 'LocationSearch');
  await page.getByLabel('परिसर किंवा पत्ता शोधा').fill('कोथरुड');
  const offered = page.getByRole('button', { name: /Pune, Maharashtra 411038/ });
  await expect(offered).toHaveCount(3);
  await expect(offered.first()).toHaveAccessibleName(/^Kothrud Pune, Maharashtra/);
  await offered.first().click();
  await expect(page).toHaveURL(/\/my-location$/);
  await expect(page.getByText('Pune, Maharashtra 411038')).toBeVisible();
});

test('/my-location without a found place sends the customer to the search', async ({ page }) => {
  await page.goto('/my-location');
  await expect(page).toHaveURL(/\/search-location$/);
});

test('a place no store serves shows the no-service screen with Update Location', async ({ page, context, baseURL }) => {
  await locateCustomer(context, baseURL ?? '', MUMBAI_ADDRESS);
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'We do not deliver to this area yet.' })).toBeVisible();
  const update = page.getByRole('link', { name: 'Update Location' });
  await expect(update).toHaveAttribute('href', '/search-location');
  await update.click();
  // With an address stored, /search-location is the search screen with a back button.
  await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();
  await expect(page.getByLabel('Search for an area or address')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Where should we deliver?' })).toHaveCount(0);
});

test('the address popup opens from the home header and closes with Escape', async ({ located: page }) => {
  await page.goto('/');
  // The popup hydrates when a person reaches for the header (client:touch "opener:…"): the tap that
  // starts it is held and replayed, so it opens on the first tap.
  await page.getByRole('link', { name: /Change location/ }).click();
  const popup = page.getByRole('dialog', { name: 'Select Location' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Use current location' })).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Search for an area or address' })).toHaveAttribute(
    'href',
    '/search-location',
  );
  // A guest has no saved addresses: the popular areas fill the sheet instead.
  await expect(popup.getByRole('heading', { name: 'Select from saved address' })).toHaveCount(0);
  await expect(popup.getByRole('button', { name: 'Baner' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-in customer is welcomed and picks a saved address from the popup', async ({
  customer: page,
  context,
  baseURL,
}) => {
  await page.goto('/search-location');
  await expect(page.getByText('Welcome back, Asha Kulkarni!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Have an account? Login' })).toHaveCount(0);

  await locateCustomer(context, baseURL ?? '', KOTHRUD_ADDRESS);
  await page.goto('/');
  await page.getByRole('link', { name: /Change location/ }).click();
  const popup = page.getByRole('dialog', { name: 'Select Location' });
  await expect(popup.getByRole('heading', { name: 'Select from saved address' })).toBeVisible();
  await expect(popup.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/search-location');
  const saved = popup
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /Flat 402|Sadashiv|Office 5B/ }) });
  await expect(saved).toHaveCount(3);

  // §4 Choosing one makes it the delivery address; the page reloads with it.
  await popup.getByRole('button', { name: /^Work/ }).click();
  await expect(popup).toBeHidden();
  const header = page.getByRole('link', { name: /Change location/ });
  await expect(header).toContainText('Work');
  await expect(header).toContainText('Office 5B');
});

test.describe('the area search on a narrow screen', () => {
  // A server of this describe's own.
  test.use({ ownServerEnv: {} });

  test('a long place search that finds nothing wraps on the phone’s screen instead of widening it', async ({
    page,
  }) => {
    await page.goto('/search-location');
    const term = 'a'.repeat(100);
    await page.getByRole('searchbox', { name: 'Search for an area or address' }).fill(term);
    await expect(page.getByText(term)).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

test.describe('Add without an address looks the phone up, confirms it, and comes back with the item added', () => {
  // A server of this describe's own.
  test.use({
    ownServerEnv: {},
    geolocation: { latitude: KOTHRUD.latitude, longitude: KOTHRUD.longitude },
    permissions: ['geolocation'],
  });
  const PAPAYA = 'Papaya';

  for (const [where, path] of [
    ['a store card', '/stores/farmcart-kothrud'],
    ['the item page', '/item/papaya-kothrud'],
  ] as const) {
    test(`from ${where}`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole('region', { name: 'Cookies on this device' }).getByRole('button', { name: 'Okay' }).click();
      await page
        .getByRole('button', { name: `Add ${PAPAYA}`, exact: true })
        .first()
        .click();

      await page.waitForURL(/\/my-location$/);
      await islandHydrated(page, 'MyLocationForm');
      await page.getByRole('button', { name: 'Save and continue' }).click();

      await page.waitForURL((url) => url.pathname === path);
      await expect(page.getByRole('group', { name: `${PAPAYA} in cart` }).first()).toContainText('1');
      await expect(cartBar(page)).toContainText('1 item');
    });
  }
});
