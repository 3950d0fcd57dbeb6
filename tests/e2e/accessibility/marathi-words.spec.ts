// A customer reading the shop in Marathi meets no English left over: the account page's policy
// links and the pages they open, the demo's promotional alerts, and a staff broadcast the admin
// wrote in Marathi too, in its Marathi field (decision 0295). The English reader still gets English.
import type { Browser } from '@playwright/test';
import { inLanguage } from '../helpers/language.ts';
import { islandHydrated } from '../helpers/location.ts';
import { expect, test } from '../fixtures.ts';

const PRIYA = { email: 'priya@farmcart.example.in', password: 'counter-demo-2026' };

test.use({ viewport: { width: 390, height: 844 } });

test('the account page’s policy links and the pages they open are in Marathi', async ({
  customer: page,
  context,
  baseURL,
}) => {
  await inLanguage(context, baseURL, 'mr');
  await page.goto('/my-account');
  const links = page.locator('.info-links');
  for (const title of ['फार्मकार्टविषयी', 'संपर्क', 'वापराच्या अटी', 'गोपनीयता धोरण', 'परतावा धोरण'])
    await expect(links.getByRole('link', { name: title })).toBeVisible();
  // No title is marked as read in English.
  await expect(links.locator('[lang="en"]')).toHaveCount(0);
  await links.getByRole('link', { name: 'गोपनीयता धोरण' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'गोपनीयता धोरण' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'आम्ही काय गोळा करतो' })).toBeVisible();
});

test('the demo’s promotional alerts read in Marathi, and in English for an English reader', async ({
  customer: page,
  context,
  baseURL,
}) => {
  await inLanguage(context, baseURL, 'mr');
  await page.goto('/alerts');
  await expect(page.getByText('फार्मकार्टमध्ये स्वागत')).toBeVisible();
  await expect(page.getByText('पुढच्या ऑर्डरवर 20% सूट')).toBeVisible();
  await expect(page.getByText('Welcome to FarmCart')).toHaveCount(0);
  await inLanguage(context, baseURL, 'en');
  await page.goto('/alerts');
  await expect(page.getByText('Welcome to FarmCart')).toBeVisible();
});

async function adminConsole(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/staff/login');
  await islandHydrated(page, 'StaffLoginForm');
  await page.getByLabel('E-mail').fill(PRIYA.email);
  await page.getByLabel('Password').fill(PRIYA.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return { context, page };
}

test('a broadcast written in Marathi too reaches a Marathi reader in Marathi', async ({
  browser,
  baseURL,
  customer: page,
  context,
}) => {
  const admin = await adminConsole(browser, baseURL);
  const staff = admin.page;
  await staff.goto('/staff/app');
  const form = staff.getByRole('region', { name: 'Message to every customer' });
  const stamp = String(Date.now()).slice(-5);
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(`Strawberries ${stamp}`);
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Mahabaleshwar strawberries, picked today.');
  const marathi = form.getByRole('group', { name: /^In मराठी/ });
  // A title without its message would read half in English: refused on the field.
  await marathi.getByRole('textbox', { name: 'Title in मराठी' }).fill(`स्ट्रॉबेरी ${stamp}`);
  await form.getByRole('button', { name: 'Send to every customer…' }).click();
  await staff
    .getByRole('dialog')
    .getByRole('button', { name: /^Send to / })
    .click();
  const message = marathi.getByRole('textbox', { name: 'Message in मराठी' });
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(message).toHaveAccessibleDescription('type the message in this language too');
  await form.screenshot({ path: 'docs/screens/console-broadcast-marathi-1280.png' });
  await staff.setViewportSize({ width: 390, height: 844 });
  await form.screenshot({ path: 'docs/screens/console-broadcast-marathi-390.png' });
  await message.fill('आज तोडलेल्या महाबळेश्वरच्या स्ट्रॉबेरी.');
  await form.getByRole('button', { name: 'Send to every customer…' }).click();
  await staff
    .getByRole('dialog')
    .getByRole('button', { name: /^Send to / })
    .click();
  await expect(form.getByRole('status')).toHaveText(/^Sent to \d+ customers?\.$/);
  await expect(message).not.toHaveAttribute('aria-invalid');

  await inLanguage(context, baseURL, 'mr');
  await page.goto('/alerts');
  await expect(page.getByText(`स्ट्रॉबेरी ${stamp}`)).toBeVisible();
  await expect(page.getByText('आज तोडलेल्या महाबळेश्वरच्या स्ट्रॉबेरी.')).toBeVisible();
  await inLanguage(context, baseURL, 'en');
  await page.goto('/alerts');
  await expect(page.getByText(`Strawberries ${stamp}`)).toBeVisible();
  await admin.context.close();
});
