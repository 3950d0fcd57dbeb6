// What the online payment specs share: a cart to pay for, screenshots of the payment
// screens, and reading the shop's own database to count what a payment changed.
import type { DatabaseSync } from 'node:sqlite';
import { expect, type Page } from '@playwright/test';
import { cartBar } from './cart.ts';
import { openDatabaseOf, type TestServer } from '../support/server.ts';

/**
 * The port of each spec's fake payment provider, in one table: two specs running at once (one per
 * worker) must never start a fake on the same port. Above the workers' own ports (E2E_PORT + index).
 */
const FAKE_PORT_OFFSETS = {
  payments: 23,
  stripe: 24,
  paymentAlerts: 25,
  tiles: 26,
  placeMapTiles: 27,
  placeMapStreets: 28,
  /** The outbox screen's fake Twilio (console-messages.spec.ts). */
  messages: 29,
} as const;

/** The origin a spec's fake provider listens on: the shop's configuration names it before it starts. */
export function fakeProviderOrigin(spec: keyof typeof FAKE_PORT_OFFSETS): { port: number; origin: string } {
  const port = Number(process.env.E2E_PORT ?? 4399) + FAKE_PORT_OFFSETS[spec];
  return { port, origin: `http://127.0.0.1:${port}` };
}

/** A shop's configuration for Razorpay at the fake `origin`, with these keys. */
export function razorpayEnv(
  origin: string,
  keys: { keyId: string; keySecret: string; webhookSecret: string },
): Record<string, string> {
  return {
    RAZORPAY_KEY_ID: keys.keyId,
    RAZORPAY_KEY_SECRET: keys.keySecret,
    RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
    RAZORPAY_API_BASE: origin,
    RAZORPAY_CHECKOUT_BASE: origin,
  };
}

/** With PAYMENT_SCREENSHOTS set: the page at 390x844 and at 1440x900, into docs/screens/ (docs/design.md, "Screenshots"). */
export async function shoot(page: Page, name: string): Promise<void> {
  if (!process.env.PAYMENT_SCREENSHOTS) return;
  await page.screenshot({ path: `docs/screens/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `docs/screens/${name}-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
}

/** The server's database, opened beside it (SQLite allows a second reader and writer). */
export function database(server: TestServer): DatabaseSync {
  return openDatabaseOf(server.databaseFile);
}

/** One row of `query` in the server's database. */
export function read<T>(server: TestServer, query: string, ...params: (string | number)[]): T {
  const db = database(server);
  try {
    return db.prepare(query).get(...params) as T;
  } finally {
    db.close();
  }
}

/** The item the payment specs buy: stock-limited, with a packing choice. */
const GIFT_BOX = 'Devgad Alphonso Gift Box (Limited)';

/** A cart of one gift box at FarmCart Kothrud: its chooser opens, Done adds it. */
export async function fillCart(page: Page): Promise<void> {
  await page.goto('/stores/farmcart-kothrud');
  await page
    .getByRole('button', { name: `Add ${GIFT_BOX}`, exact: true })
    .first()
    .click();
  await page.getByRole('dialog', { name: GIFT_BOX }).getByRole('button', { name: /^Done/ }).click();
  await expect(cartBar(page)).toContainText('1 item');
}
