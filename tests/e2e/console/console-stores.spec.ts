// Store settings in the console (decision 0270): an admin makes a store at a Pune point with
// opening hours and sees it listed, and customers there see it; a manager sees and edits only
// their own store; a refused field says why on the field; no serious accessibility problem; and
// the form is photographed at a phone's and a desktop's width (docs/screens/console-stores-*.png).
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { islandHydrated } from '../helpers/location.ts';

/** Wakad, Pune: no demo store stands there. */
const WAKAD = { latitude: '18.5975', longitude: '73.7898' };

/** The console's Stores tab, opened from the tabs of the member's first screen. */
async function openStores(page: Page) {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Stores' }).click();
  await expect(page).toHaveURL(/\/staff\/stores$/);
  await islandHydrated(page, 'StaffStores');
}

/**
 * Noon on a Wednesday in Pune: the new store's hours (08:00–24:00) have it open, whatever the hour
 * the suite runs at.
 */
const FIXED_NOW = '2026-11-04T06:30:00.000Z';

test.describe('store settings in the console', () => {
  test.use({ ownServerEnv: { FIXED_NOW } });

  test('an admin makes a store with hours at a Pune point; a refused field says why', async ({ staffAs }) => {
    test.setTimeout(120_000);
    const { context, page } = await staffAs('admin');
    await openStores(page);
    await expect(page.getByRole('heading', { name: 'Stores', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit FarmCart Kothrud' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'New store' }).click();
    await expect(page.getByRole('heading', { name: 'New store', level: 1 })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('FarmCart Wakad');
    // The web address follows the name until it is typed.
    await expect(page.getByLabel('Web address')).toHaveValue('farmcart-wakad');
    await page.getByLabel('Address', { exact: true }).fill('Wakad Road, Wakad, Pune 411057');
    await page.getByLabel('Latitude').fill(WAKAD.latitude);
    await page.getByLabel('Longitude').fill(WAKAD.longitude);
    await page.getByLabel('Delivery radius (km)').fill('0');
    await page.getByLabel('Delivery charge (₹)').fill('25');
    await page.getByRole('button', { name: 'Add hours on Monday' }).click();
    await page.getByLabel('Opens on Monday').fill('08:00');
    await page.getByLabel('Closes on Monday').fill('00:00');
    await page.getByRole('button', { name: 'Same hours as Monday every day' }).click();
    await expect(page.getByLabel('Opens on Sunday')).toHaveValue('08:00');
    await page.getByLabel('Paused (not taking orders)').uncheck();

    // A radius of 0 is refused on its field, with the reason, and nothing is made.
    await page.getByRole('button', { name: 'Create store' }).click();
    const radius = page.getByLabel('Delivery radius (km)');
    await expect(radius).toHaveAttribute('aria-invalid', 'true');
    await expect(radius).toHaveAccessibleDescription('Give a radius above 0 and at most 50 km.');
    await expect(page.getByRole('alert').first()).toContainText('One field needs a change');
    expect(await seriousViolations(page)).toEqual([]);

    await radius.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'docs/screens/console-stores-1280.png' });
    await radius.fill('6');
    await page.getByRole('button', { name: 'Create store' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'FarmCart Wakad is made.' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'FarmCart Wakad' }) });
    await expect(card).toContainText('Taking orders now');

    // Customers at Wakad see it, open.
    const stores = await page.request.post('/api/get-delivery-restaurants', {
      data: { latitude: 18.598, longitude: 73.79 },
    });
    const listed = ((await stores.json()) as { slug: string; is_active: number }[]).find(
      (store) => store.slug === 'farmcart-wakad',
    );
    expect(listed?.is_active).toBe(1);

    // Taken: the same web address again is refused on its field.
    await page.getByRole('button', { name: 'New store' }).click();
    await page.getByLabel('Name', { exact: true }).fill('FarmCart Wakad');
    await page.getByLabel('Address', { exact: true }).fill('Another road, Wakad');
    await page.getByLabel('Latitude').fill(WAKAD.latitude);
    await page.getByLabel('Longitude').fill(WAKAD.longitude);
    await page.getByRole('button', { name: 'Create store' }).click();
    await expect(page.getByLabel('Web address')).toHaveAccessibleDescription(
      /Another store has this web address: change it\./,
    );
    await context.close();
  });

  test('a manager sees and edits only their store', async ({ staffAs }) => {
    test.setTimeout(90_000);
    // Meera manages FarmCart Kothrud (seed/demo/staff.ts).
    const { context, page } = await staffAs('manager', { viewport: { width: 390, height: 844 } });
    await openStores(page);
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'New store' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Edit FarmCart Kothrud' }).click();
    await expect(page.getByRole('heading', { name: 'Edit FarmCart Kothrud', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Opens on Wednesday')).toHaveValue('00:00');
    await page.screenshot({ path: 'docs/screens/console-stores-390.png', fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);
    // The phone customers call while a delivery comes: shown as dialled, a landline refused on the field.
    const phone = page.getByLabel('Phone', { exact: true });
    await expect(phone).toHaveValue('98220 10001');
    await phone.fill('020 2543 1234');
    await page.getByRole('button', { name: 'Save store' }).click();
    await expect(phone).toHaveAccessibleDescription(
      /Give a 10-digit mobile number \(98220 12345\), or leave it empty\./,
    );
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await phone.fill('+91 98220 55555');
    await page.getByLabel('Delivery time (minutes)').fill('35');
    await page.getByRole('button', { name: 'Save store' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'FarmCart Kothrud is saved.' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit FarmCart Kothrud' }).click();
    await expect(phone).toHaveValue('98220 55555');

    // Another store's settings answer as a missing store.
    const theirs = await page.request.post('/api/staff/store', { data: { store_id: 2 } });
    expect(theirs.status()).toBe(404);
    await context.close();
  });
});
