// The customer's own pages, from the shopper's side on a phone in Kothrud: a favourite's heart beside
// its veg mark; the language picker, which turns this device's pushes to the language chosen and can
// be reached from the account screen after the first visit; the account page's links to every info
// page; the own phone number written another way, which is no change; a saved address's preset tag
// in the page's language. One server of this file's own: it reads the pushes' language from its database.
import { expect, test } from '../fixtures.ts';
import { inLanguage } from '../helpers/language.ts';
import { islandHydrated, locationHeader } from '../helpers/location.ts';
import { openDatabaseOf } from '../support/server.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, ownServerEnv: {} });

test('a favourite item’s heart leaves its veg mark in sight', async ({ customer: page }) => {
  await page.goto('/item/tomato-kothrud');
  const heart = page.getByRole('button', { name: 'Favourite' });
  if ((await heart.getAttribute('aria-pressed')) !== 'true') await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/my-favorite-items');
  const entry = page.locator('[data-favourite-entry]').filter({ hasText: 'Tomato (Local)' });
  const mark = await entry.getByRole('img', { name: 'Veg' }).boundingBox();
  const favourite = await entry.getByRole('button', { name: /Favourite/ }).boundingBox();
  if (!mark || !favourite) throw new Error('the veg mark and the heart should both be drawn');
  const overlaps =
    mark.x < favourite.x + favourite.width &&
    favourite.x < mark.x + mark.width &&
    mark.y < favourite.y + favourite.height &&
    favourite.y < mark.y + mark.height;
  expect(overlaps).toBe(false);
});

test('choosing Marathi in the picker while signed in turns this device’s pushes to Marathi', async ({
  customer: page,
  ownServer,
}) => {
  // The device's push subscription, saved while the customer reads English (the running order's prompt does this).
  const token = JSON.stringify({
    endpoint: 'https://fcm.googleapis.com/fcm/send/language-picker',
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  });
  await page.context().addCookies([{ name: 'lang', value: 'en', url: ownServer.baseURL }]);
  const saved = await page.request.post('/api/save-push-token', {
    data: { push_token: token },
    headers: { origin: ownServer.baseURL },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const languageOf = () => {
    const db = openDatabaseOf(ownServer.databaseFile, { readOnly: true });
    try {
      return (
        db.prepare('select language_code from push_tokens where token = ?').get(token) as {
          language_code: string | null;
        }
      ).language_code;
    } finally {
      db.close();
    }
  };
  expect(languageOf()).toBe('en');
  await page.goto('/my-account');
  await page.goto('/language?code=mr&back=/my-account');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  expect(languageOf()).toBe('mr');
});

test('the account page leads to every info page: about, contact, terms, privacy and refunds', async ({
  customer: page,
}) => {
  await page.goto('/my-account');
  const info = page.getByRole('navigation', { name: 'About, help and policies' });
  for (const title of ['About FarmCart', 'Contact us', 'Privacy policy', 'Refund policy', 'Terms of use']) {
    await expect(info.getByRole('link', { name: title })).toBeVisible();
  }
  await info.getByRole('link', { name: 'Terms of use' }).click();
  await expect(page).toHaveURL(/\/pages\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
});

// The customer's own number typed as "+91 98000 00001" is the same number in E.164, so it is no
// change and asks for no password.
test('the own phone number written another way is no change: no password is asked', async ({ customer: page }) => {
  await page.goto('/my-account');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const sheet = page.getByRole('dialog');
  const phone = sheet.getByLabel('Phone number');
  await expect(phone).toHaveValue('98000 00001');
  await phone.fill('+91 98000 00001');
  await expect(sheet.getByLabel('Current password')).toHaveCount(0);
  await phone.fill('98000 00002');
  await expect(sheet.getByLabel('Current password')).toBeVisible();
});

test.describe('a saved address tag', () => {
  test('a preset tag shows in Marathi on a Marathi page, a typed one as typed', async ({
    customer: page,
    context,
    baseURL,
  }) => {
    await inLanguage(context, baseURL, 'mr');
    // Asha's addresses are tagged Home, Work and (typed by her) Parents.
    await page.goto('/my-addresses');
    await expect(page.getByRole('listitem', { name: 'घर', exact: true })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'ऑफिस', exact: true })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Parents', exact: true })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Home', exact: true })).toHaveCount(0);

    // The header of the home names the device's place (saved as Home) in Marathi too.
    await page.goto('/');
    await expect(locationHeader(page)).toContainText('घर');
    await expect(locationHeader(page)).not.toContainText('Home');

    // And back in English, the same addresses read in English.
    await inLanguage(context, baseURL, 'en');
    await page.goto('/my-addresses');
    await expect(page.getByRole('listitem', { name: 'Home', exact: true })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Work', exact: true })).toBeVisible();
  });

  test('a place saved on a Marathi page as "ऑफिस" reads "Work" in English', async ({
    customer: page,
    context,
    baseURL,
  }) => {
    await inLanguage(context, baseURL, 'mr');
    await page.goto('/my-addresses');
    await page.getByRole('link', { name: 'नवीन पत्ता जोडा' }).click();
    await islandHydrated(page, 'LocationSearch');
    await page.getByLabel('परिसर किंवा पत्ता शोधा').fill('aundh');
    await page.getByRole('button', { name: /^Aundh Pune, Maharashtra/ }).click();
    await expect(page).toHaveURL(/\/my-location$/);
    await islandHydrated(page, 'MyLocationForm');
    await page.getByLabel('घर / फ्लॅट / मजला').fill('ऑफिस ४, वेस्टएंड मॉल');
    await page.getByRole('radio', { name: 'ऑफिस' }).check();
    await page.getByRole('button', { name: 'जतन करा आणि पुढे चला' }).click();
    await expect(page).toHaveURL(/\/my-addresses$/);

    await inLanguage(context, baseURL, 'en');
    await page.goto('/my-addresses');
    const aundh = page.getByRole('listitem').filter({ hasText: 'Aundh' });
    await expect(aundh.getByText('Work', { exact: true })).toBeVisible();
  });
});

test('the language can be changed from the account screen after the first visit', async ({ located: page }) => {
  await page.goto('/my-account');
  const languages = page.getByRole('navigation', { name: 'Language' });
  await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  await languages.getByRole('link', { name: 'मराठी' }).tap();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(page.getByRole('navigation', { name: 'भाषा' }).getByRole('link', { name: 'मराठी' })).toHaveAttribute(
    'aria-current',
    'true',
  );
});
