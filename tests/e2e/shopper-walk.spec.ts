// What the walk of session 14 found and left (docs/decisions.md, "A walk with a full cart, a kept
// coupon and Marathi"), from the shopper's side on a phone: a saved address's preset tag in the
// page's language, the home header naming pickup when the customer chose self-pickup, and the
// sign-in screens in the customer's language.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { addFromCard } from './helpers/cart.ts';
import { watchConsole } from './helpers/console.ts';
import { holdIsland, islandHydrated } from './helpers/location.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, ownServerEnv: {} });

async function inLanguage(context: BrowserContext, baseURL: string | undefined, code: 'en' | 'mr'): Promise<void> {
  await context.addCookies([{ name: 'lang', value: code, url: baseURL ?? '' }]);
}

/** The home's location header: one link named by what it shows (deliver-to text, tag, the address cut short). */
function locationHeader(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /Change location|ठिकाण बदला/ });
}

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

test.describe('self-pickup', () => {
  test('the home header names pickup once the customer chose self-pickup, in English and Marathi', async ({
    located: page,
    context,
    baseURL,
  }) => {
    await page.goto('/');
    await expect(locationHeader(page)).toHaveAccessibleName(/^Delivering to Home /);

    await page.goto('/stores/farmcart-kothrud');
    await addFromCard(page, 'Papaya');
    // One papaya is below the store's minimum: the cart bar asks for more, the footer's Cart opens the cart.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Cart$/ }).click();
    await page.getByRole('radio', { name: 'Self pickup' }).click();

    await page.goto('/');
    await expect(locationHeader(page)).toHaveAccessibleName(/^Pickup near Home /);

    await inLanguage(context, baseURL, 'mr');
    await page.goto('/');
    await expect(locationHeader(page)).toHaveAccessibleName(/^जवळच्या दुकानातून पिकअप घर /);

    // Delivery again: the header says so.
    await inLanguage(context, baseURL, 'en');
    await page.goto('/cart');
    await page.getByRole('radio', { name: 'Delivery' }).click();
    await page.goto('/');
    await expect(locationHeader(page)).toHaveAccessibleName(/^Delivering to Home /);
  });
});

test.describe('the sign-in screens in Marathi', () => {
  test('login, register and forgot password are in Marathi, with no hydration error', async ({
    page,
    context,
    baseURL,
  }) => {
    await inLanguage(context, baseURL, 'mr');
    const problems = watchConsole(page);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    await expect(page.getByRole('heading', { level: 1, name: 'लॉगिन' })).toBeVisible();
    await islandHydrated(page, 'LoginForm');
    await expect(page.getByLabel('फोन नंबर किंवा ईमेल')).toBeVisible();
    await expect(page.getByLabel('पासवर्ड', { exact: true })).toBeVisible();

    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'खाते तयार करा' })).toBeVisible();
    await islandHydrated(page, 'RegisterForm');

    await page.goto('/login/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'पासवर्ड विसरलात?' })).toBeVisible();
    await islandHydrated(page, 'ForgotPasswordForm');
    expect(problems).toEqual([]);

    // English is still English.
    await inLanguage(context, baseURL, 'en');
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });

  test('what a person types in Marathi before the form wakes up is kept', async ({ page, context, baseURL }) => {
    await inLanguage(context, baseURL, 'mr');
    const release = await holdIsland(page, 'LoginForm');
    await page.goto('/login');
    await page.getByLabel('फोन नंबर किंवा ईमेल').pressSequentially('9800000001');
    release();
    await islandHydrated(page, 'LoginForm');
    await expect(page.getByLabel('फोन नंबर किंवा ईमेल')).toHaveValue('9800000001');
  });
});
