// What the GST specs share (decision 0332): the demo admin gives FarmCart Kothrud a GSTIN and the
// document prefix KOT in the console's store form, so its delivered orders get tax invoices.
import type { Browser } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { islandHydrated } from './location.ts';
import { sayIn } from './console-words.ts';
import { consoleSignIn } from './open-shop.ts';

const PRIYA = { email: 'priya@farmcart.example.in', password: 'counter-demo-2026' };
/** The demo admin reads the console in English (decision 0345). */
const say = sayIn('en');

/** Signs the admin in, registers Kothrud for GST through the store form, and returns the admin's console. */
export async function kothrudWithGstin(browser: Browser, baseURL: string) {
  const admin = await consoleSignIn(browser, baseURL, PRIYA);
  await admin.page.goto('/staff/stores');
  await islandHydrated(admin.page, 'StaffStores');
  await admin.page.getByRole('button', { name: say('consoleStoreEditNamed', { name: 'FarmCart Kothrud' }) }).click();
  const tax = admin.page.getByRole('group', { name: say('consoleStoreInvoices') });
  await tax.getByLabel(say('consoleStorePrefix')).fill('KOT');
  await tax.getByLabel(say('consoleStoreGstin')).fill('27aapfu0939f1zv');
  await admin.page.getByRole('button', { name: say('consoleStoreSave') }).click();
  await expect(admin.page.getByRole('heading', { name: say('consoleStoreTitle') })).toBeVisible();
  return admin;
}
