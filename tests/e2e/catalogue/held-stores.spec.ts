// Staff ordering for a caller see and order only from the stores they work at (decision 0294): a
// Kothrud counter member taking a phone order on a tablet finds only Kothrud's items in the shop's
// lists and stores, and another store's page is not there.
import type { Page } from '@playwright/test';
import { islandHydrated } from '../helpers/location.ts';
import { expect, test } from '../fixtures.ts';

const KIRAN = { email: 'kiran@farmcart.example.in', password: 'counter-demo-2026' };

async function storesNamedOnCards(page: Page): Promise<string[]> {
  await expect(page.locator('.item-store').first()).toBeVisible();
  return [...new Set(await page.locator('.item-store').allTextContents())].map((name) => name.trim());
}

test('a Kothrud counter member ordering for a caller is offered only Kothrud', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1024, height: 768 } });
  const staff = await context.newPage();
  await staff.goto('/staff/login');
  await islandHydrated(staff, 'StaffLoginForm');
  await staff.getByLabel('E-mail').fill(KIRAN.email);
  await staff.getByLabel('Password').fill(KIRAN.password);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff).toHaveURL(/\/staff$/);
  await staff.getByRole('link', { name: 'Phone order' }).click();
  await islandHydrated(staff, 'CallOrder');
  const phone = `97${String(Date.now()).slice(-8)}`;
  await staff.getByLabel('Caller’s mobile number').fill(phone);
  await staff.getByRole('button', { name: 'Find' }).click();
  // The find's answer first, as the member reads it: a Register pressed before it meets an empty
  // mobile field, which the browser holds back.
  await expect(staff.getByText('No customer has this number yet: register them.')).toBeVisible();
  await expect(staff.getByLabel('Mobile number', { exact: true })).toHaveValue(phone);
  await staff.getByRole('textbox', { name: 'Name', exact: true }).fill('Sagar Kale');
  await staff.getByRole('button', { name: 'Register and order' }).click();
  await staff.getByLabel('Area or street').fill('Kothrud');
  await staff.getByRole('button', { name: 'Find the area' }).click();
  await staff
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await staff.getByLabel('House, flat, building').fill('Flat 4, Paud Road');
  await staff.getByRole('button', { name: 'Save address' }).click();
  await staff.getByRole('button', { name: 'Deliver here' }).first().click();
  await expect(staff).toHaveURL(/\/$/);
  await expect(staff.getByRole('region', { name: 'Staff session' })).toContainText('Ordering for Sagar Kale');

  // The stores: Kothrud alone, where a customer at this address sees several.
  await staff.goto('/stores');
  const storeLinks = staff.locator('main a[href^="/stores/"]');
  await expect(storeLinks.first()).toBeVisible();
  const hrefs = [...new Set(await storeLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))];
  expect(hrefs.every((href) => href?.startsWith('/stores/farmcart-kothrud'))).toBe(true);
  // Another store's page is not there, as a missing one.
  expect((await staff.goto('/stores/baner-green-basket'))?.status()).toBe(404);

  // A category's list and a search name only Kothrud on their cards.
  await staff.goto('/categories');
  await staff.locator('main a[href^="/category/"]').first().click();
  expect(await storesNamedOnCards(staff)).toEqual(['FarmCart Kothrud']);
  await staff.goto('/explore?q=milk');
  expect(await storesNamedOnCards(staff)).toEqual(['FarmCart Kothrud']);

  // A customer at the same address, in their own session, is offered the other stores too.
  const customer = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const shopper = await customer.newPage();
  await shopper.context().addCookies((await context.cookies()).filter((cookie) => cookie.name === 'loc'));
  await shopper.goto('/explore?q=milk');
  expect((await storesNamedOnCards(shopper)).length).toBeGreaterThan(1);
  await customer.close();
  await context.close();
});
