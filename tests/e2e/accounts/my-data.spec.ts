// A customer's data (decision 0330): My account downloads everything the shop holds on the customer
// as a JSON file, in English and Marathi; deleting the account says the orders stay for the tax
// records without the customer, signs out and the phone signs in no more; an admin downloads a
// customer's file from the console's Customers page. One server of this file's own: an account is
// deleted here.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { ASHA, MEERA, ROHAN } from '../helpers/cart.ts';
import { inLanguage } from '../helpers/language.ts';
import { islandHydrated } from '../helpers/location.ts';

test.use({ ownServerEnv: {} });

const SCREENS = 'docs/screens';
const PRIYA = { email: 'priya@farmcart.example.in', password: 'counter-demo-2026' };

async function savedJson(download: Download): Promise<{ account: { id: number; name: string }; orders: unknown[] }> {
  return JSON.parse(await readFile((await download.path()) ?? '', 'utf8'));
}

async function downloadButton(page: Page, name: string) {
  await page.goto('/my-account');
  const button = page.getByRole('button', { name });
  await button.scrollIntoViewIfNeeded();
  // The island wakes on the first touch (client:touch): focus it, then wait for React to own it.
  await button.focus();
  await islandHydrated(page, 'AccountActions');
  return button;
}

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('My account downloads everything the shop holds on me, in English and Marathi', async ({
    customer: page,
    context,
    baseURL,
  }) => {
    const button = await downloadButton(page, 'Download my data');
    await expect(page.getByText('Everything the shop holds on you')).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = await savedJson(download);
    expect(data.account).toMatchObject({ id: ASHA.id, name: ASHA.name });
    expect(Array.isArray(data.orders)).toBe(true);
    await page.screenshot({ path: `${SCREENS}/my-account-data-390.png` });
    await page.setViewportSize({ width: 1440, height: 900 });
    await button.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/my-account-data-1440.png`, scale: 'css' });
    await page.setViewportSize({ width: 390, height: 844 });

    await inLanguage(context, baseURL, 'mr');
    const marathi = await downloadButton(page, 'माझा डेटा डाउनलोड करा');
    await expect(page.getByText('दुकानाकडे असलेली तुमची सर्व माहिती')).toBeVisible();
    const [again] = await Promise.all([page.waitForEvent('download'), marathi.click()]);
    expect((await savedJson(again)).account.id).toBe(ASHA.id);
    // Five an hour: the sixth is refused, in the page's language.
    for (let taken = 2; taken < 5; taken++)
      await Promise.all([page.waitForEvent('download'), marathi.click()]).then(([file]) => file.path());
    await marathi.click();
    await expect(page.getByRole('alert')).toContainText('खूप वेळा प्रयत्न झाले');
  });

  test.describe('deleting', () => {
    test.use({ customerAccount: MEERA });

    test('deleting my account says my orders stay without me, signs me out, and my phone signs in no more', async ({
      customer: page,
      context,
      baseURL,
    }) => {
      await inLanguage(context, baseURL, 'mr');
      await page.goto('/my-account');
      const opener = page.getByRole('button', { name: 'खाते हटवा' });
      await opener.focus();
      await islandHydrated(page, 'AccountActions');
      await opener.click();
      const marathi = page.getByRole('dialog', { name: 'खाते हटवा' });
      await expect(marathi).toContainText('कर नोंदींमध्ये तुमचे नाव, फोन किंवा पत्त्याशिवाय राहतील');
      await marathi.getByRole('button', { name: 'रद्द करा' }).click();

      await inLanguage(context, baseURL, 'en');
      await page.goto('/my-account');
      const english = page.getByRole('button', { name: 'Delete account' });
      await english.focus();
      await islandHydrated(page, 'AccountActions');
      await english.click();
      const dialog = page.getByRole('dialog', { name: 'Delete account' });
      await expect(dialog).toContainText(
        'Your orders stay in the shop’s tax records without your name, phone or address',
      );
      await dialog.screenshot({ path: `${SCREENS}/my-account-delete-390.png` });
      await dialog.getByLabel('Password', { exact: true }).fill('demo1234');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      const login = await page.request.post('/api/login', { data: { phone: MEERA.phone, password: 'demo1234' } });
      expect(login.status()).toBe(401);
    });
  });
});

test('an admin downloads a customer’s data from the console’s Customers page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  expect((await context.request.post('/api/staff/login', { data: PRIYA })).ok()).toBe(true);
  const page = await context.newPage();
  await page.goto('/auth/login-as-customer');
  await islandHydrated(page, 'CustomerSearch');
  await page.getByRole('searchbox', { name: 'Phone number or name' }).fill(ROHAN.phone);
  await page.getByRole('button', { name: 'Find' }).click();
  const link = page.getByRole('link', { name: `Download ${ROHAN.name}’s data` });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect((await savedJson(download)).account).toMatchObject({ id: ROHAN.id, name: ROHAN.name });
  await page.screenshot({ path: `${SCREENS}/console-customer-data-1280.png` });
  await context.close();
});
