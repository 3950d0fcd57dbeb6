// What the GST specs share (decision 0332): the demo admin gives FarmCart Kothrud a GSTIN and the
// document prefix KOT in the console's store form, so its delivered orders get tax invoices.
import type { Browser } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { islandHydrated } from './location.ts';
import { consoleSignIn } from './open-shop.ts';

const PRIYA = { email: 'priya@farmcart.example.in', password: 'counter-demo-2026' };

/** Signs the admin in, registers Kothrud for GST through the store form, and returns the admin's console. */
export async function kothrudWithGstin(browser: Browser, baseURL: string) {
  const admin = await consoleSignIn(browser, baseURL, PRIYA);
  await admin.page.goto('/staff/stores');
  await islandHydrated(admin.page, 'StaffStores');
  await admin.page.getByRole('button', { name: 'Edit FarmCart Kothrud' }).click();
  const tax = admin.page.getByRole('group', { name: 'Tax invoices' });
  await tax.getByLabel('Document prefix').fill('KOT');
  await tax.getByLabel('GSTIN').fill('27aapfu0939f1zv');
  await admin.page.getByRole('button', { name: 'Save store' }).click();
  await expect(admin.page.getByRole('heading', { name: 'Stores' })).toBeVisible();
  return admin;
}
