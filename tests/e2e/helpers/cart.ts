// Cart and order helpers for end-to-end journeys, so a journey reads like a story:
// sign in, add from a store (through the chooser when the item has one), find the
// cart bar, and move an order along as an operator would (the advance-order
// command against the test server's data directory).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { CONSENT_COOKIE, GDPR_ACCEPTED } from '../../../src/domain/constants.ts';
import { islandHydrated, KOTHRUD_ADDRESS, locateCustomer } from './location.ts';
import type { TestServer } from '../support/server.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export const DEMO_PASSWORD = 'demo1234';
export const ASHA = { name: 'Asha Kulkarni', phone: '9800000001' };
export const ROHAN = { name: 'Rohan Deshpande', phone: '9800000002' };

/** A customer in Kothrud who has accepted the cookie notice. */
export async function kothrudCustomer(context: BrowserContext, server: TestServer): Promise<void> {
  await context.addCookies([{ name: CONSENT_COOKIE, value: GDPR_ACCEPTED, url: server.baseURL }]);
  await locateCustomer(context, server.baseURL, KOTHRUD_ADDRESS);
}

/** Signs in on /login with the phone and password, and lands on `next`. */
export async function signIn(page: Page, server: TestServer, phone: string, next: string): Promise<void> {
  await page.goto(new URL(`/login?next=${encodeURIComponent(next)}`, server.baseURL).href);
  await islandHydrated(page, 'LoginForm');
  await page.getByLabel('Phone number or email').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === next.split('?')[0]);
}

/** Taps Add on an item card; an item with sizes or addons opens its chooser, confirmed with Done. */
export async function addFromCard(page: Page, name: string): Promise<void> {
  await page
    .getByRole('button', { name: `Add ${name}`, exact: true })
    .first()
    .click();
  const chooser = page.getByRole('dialog', { name });
  const done = chooser.getByRole('button', { name: /^Done/ });
  const chooses = await done
    .waitFor({ state: 'visible', timeout: 1500 })
    .then(() => true)
    .catch(() => false);
  if (chooses) await done.click();
}

/** The floating cart bar (§2). */
export function cartBar(page: Page): Locator {
  return page.getByRole('region', { name: 'Cart', exact: true });
}

/** A section of the cart or checkout page by its heading ('Bill details', 'Offers and coupons'...). */
export function card(page: Page, heading: string): Locator {
  return page.getByRole('region', { name: heading, exact: true });
}

/** A row of the bill: its label and amount together ("Coupon discount FRESH20 -₹100"). */
export function billRow(page: Page, label: string | RegExp): Locator {
  return card(page, 'Bill details').locator('.bill-row').filter({ hasText: label });
}

/** The order id of the running-order page the browser is on. */
export function orderIdOf(page: Page): string {
  const id = new URL(page.url()).pathname.split('/').at(-1);
  if (!id) throw new Error(`Not a running-order page: ${page.url()}`);
  return decodeURIComponent(id);
}

/** The operator's command (src/server/db/advance-order.ts): the order moves one step. */
export function advanceOrder(server: TestServer, uniqueOrderId: string): string {
  return execFileSync(process.execPath, ['src/server/db/advance-order.ts', uniqueOrderId], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: server.dataDir },
    encoding: 'utf8',
  }).trim();
}

/** Waits for the running order's status heading (it updates itself every 10 s). */
export async function expectStatus(page: Page, status: string, timeout = 20_000): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: status, exact: true })).toBeVisible({ timeout });
}
