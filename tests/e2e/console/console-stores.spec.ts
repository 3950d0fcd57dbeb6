// Store settings in the console (decision 0270): an admin makes a store at a Pune point with
// opening hours and sees it listed, and customers there see it; a manager sees and edits only
// their own store; a refused field says why on the field; no serious accessibility problem; and
// the form is photographed at a phone's and a desktop's width (docs/screens/console-stores-*.png). Every
// console text is found by its word (decision 0345), so the spec runs in English and in Marathi.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { type Say, wordPattern } from '../helpers/console-words.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { islandHydrated } from '../helpers/location.ts';

/** Wakad, Pune: no demo store stands there. */
const WAKAD = { latitude: '18.5975', longitude: '73.7898' };

/** The console's Stores tab, opened from the tabs of the member's first screen. */
async function openStores(page: Page, say: Say) {
  await page
    .getByRole('navigation', { name: say('consoleTabsName') })
    .getByRole('link', { name: say('consoleTabStores') })
    .click();
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

  test('an admin makes a store with hours at a Pune point; a refused field says why', async ({
    staffAs,
    say,
    screenPath,
  }) => {
    test.setTimeout(120_000);
    const { context, page } = await staffAs('admin');
    await openStores(page, say);
    await expect(page.getByRole('heading', { name: say('consoleStoreTitle'), level: 1 })).toBeVisible();
    await expect(
      page.getByRole('button', { name: say('consoleStoreEditNamed', { name: 'FarmCart Kothrud' }) }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: say('consoleStoreNew') }).click();
    await expect(page.getByRole('heading', { name: say('consoleStoreNew'), level: 1 })).toBeVisible();
    await page.getByLabel(say('consoleStoreName'), { exact: true }).fill('FarmCart Wakad');
    // The web address follows the name until it is typed.
    await expect(page.getByLabel(say('consoleStoreSlug'))).toHaveValue('farmcart-wakad');
    await page.getByLabel(say('consoleStoreAddress'), { exact: true }).fill('Wakad Road, Wakad, Pune 411057');
    await page.getByLabel(say('consoleStoreLatitude')).fill(WAKAD.latitude);
    await page.getByLabel(say('consoleStoreLongitude')).fill(WAKAD.longitude);
    await page.getByLabel(say('consoleStoreRadius')).fill('0');
    await page.getByLabel(say('consoleStoreCharge')).fill('25');
    const monday = say('consoleStoreDay1');
    const onDay = (which: 'consoleStoreOpens' | 'consoleStoreCloses', day: string) =>
      page.getByLabel(`${say(which)} ${say('consoleStoreOnDay', { day })}`);
    await page.getByRole('button', { name: say('consoleStoreAddHoursOn', { day: monday }) }).click();
    await onDay('consoleStoreOpens', monday).fill('08:00');
    await onDay('consoleStoreCloses', monday).fill('00:00');
    await page.getByRole('button', { name: say('consoleStoreSameAsMonday') }).click();
    await expect(onDay('consoleStoreOpens', say('consoleStoreDay0'))).toHaveValue('08:00');
    await page.getByLabel(say('consoleStorePausedCheck')).uncheck();

    // A radius of 0 is refused on its field, with the reason, and nothing is made.
    await page.getByRole('button', { name: say('consoleStoreCreate') }).click();
    const radius = page.getByLabel(say('consoleStoreRadius'));
    await expect(radius).toHaveAttribute('aria-invalid', 'true');
    await expect(radius).toHaveAccessibleDescription(say('saidRuleStoreRadius', { max: 50 }));
    await expect(page.getByRole('alert').first()).toContainText(say('consoleStoreFixOne'));
    expect(await seriousViolations(page)).toEqual([]);

    await radius.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenPath('console-stores-1280') });
    await radius.fill('6');
    await page.getByRole('button', { name: say('consoleStoreCreate') }).click();
    await expect(
      page.getByRole('status').filter({ hasText: say('consoleStoreMade', { name: 'FarmCart Wakad' }) }),
    ).toBeVisible();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'FarmCart Wakad' }) });
    await expect(card).toContainText(say('consoleStoreOpenNow'));

    // Customers at Wakad see it, open.
    const stores = await page.request.post('/api/get-delivery-restaurants', {
      data: { latitude: 18.598, longitude: 73.79 },
    });
    const listed = ((await stores.json()) as { slug: string; is_active: number }[]).find(
      (store) => store.slug === 'farmcart-wakad',
    );
    expect(listed?.is_active).toBe(1);

    // Taken: the same web address again is refused on its field.
    await page.getByRole('button', { name: say('consoleStoreNew') }).click();
    await page.getByLabel(say('consoleStoreName'), { exact: true }).fill('FarmCart Wakad');
    await page.getByLabel(say('consoleStoreAddress'), { exact: true }).fill('Another road, Wakad');
    await page.getByLabel(say('consoleStoreLatitude')).fill(WAKAD.latitude);
    await page.getByLabel(say('consoleStoreLongitude')).fill(WAKAD.longitude);
    await page.getByRole('button', { name: say('consoleStoreCreate') }).click();
    await expect(page.getByLabel(say('consoleStoreSlug'))).toHaveAccessibleDescription(
      wordPattern(say('saidStoreSlugTaken')),
    );
    await context.close();
  });

  test('a manager sees and edits only their store', async ({ staffAs, say, screenPath }) => {
    test.setTimeout(90_000);
    // Meera manages FarmCart Kothrud (seed/demo/staff.ts).
    const { context, page } = await staffAs('manager', { viewport: { width: 390, height: 844 } });
    await openStores(page, say);
    const editKothrud = say('consoleStoreEditNamed', { name: 'FarmCart Kothrud' });
    await expect(
      page.getByRole('button', { name: new RegExp(`^${say('consoleStoreEditNamed', { name: '.+' })}$`) }),
    ).toHaveCount(1);
    await expect(page.getByRole('button', { name: say('consoleStoreNew') })).toHaveCount(0);
    await page.getByRole('button', { name: editKothrud }).click();
    await expect(page.getByRole('heading', { name: editKothrud, level: 1 })).toBeVisible();
    await expect(
      page.getByLabel(`${say('consoleStoreOpens')} ${say('consoleStoreOnDay', { day: say('consoleStoreDay3') })}`),
    ).toHaveValue('00:00');
    await page.screenshot({ path: screenPath('console-stores-390'), fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);
    // The phone customers call while a delivery comes: shown as dialled, a landline refused on the field.
    const phone = page.getByLabel(say('consoleStorePhone'), { exact: true });
    await expect(phone).toHaveValue('98220 10001');
    await phone.fill('020 2543 1234');
    await page.getByRole('button', { name: say('consoleStoreSave') }).click();
    await expect(phone).toHaveAccessibleDescription(wordPattern(say('saidStorePhoneMobile')));
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await phone.fill('+91 98220 55555');
    await page.getByLabel(say('consoleStoreDeliveryTime')).fill('35');
    await page.getByRole('button', { name: say('consoleStoreSave') }).click();
    await expect(
      page.getByRole('status').filter({ hasText: say('consoleStoreSaved', { name: 'FarmCart Kothrud' }) }),
    ).toBeVisible();
    await page.getByRole('button', { name: editKothrud }).click();
    await expect(phone).toHaveValue('98220 55555');

    // Another store's settings answer as a missing store.
    const theirs = await page.request.post('/api/staff/store', { data: { store_id: 2 } });
    expect(theirs.status()).toBe(404);
    await context.close();
  });
});
