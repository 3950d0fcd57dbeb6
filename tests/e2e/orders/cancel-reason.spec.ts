// Cancelling asks why (optional): a short list and "Other" with a text; the choice is stored as the
// order's cancel_reason, in English whatever the page's language, for the reports' count by reason.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { axeFindings } from '../helpers/axe.ts';
import { islandHydrated } from '../helpers/location.ts';
import { openDatabaseOf } from '../support/server.ts';

/** Bananas 12 pc at FarmCart Kothrud (store 1). */
const BANANAS = 5;

async function placed(page: Page, key: string): Promise<string> {
  const answer = await page.request.post('/api/place-order', {
    data: {
      items: [{ id: BANANAS, quantity: 2 }],
      restaurant_id: 1,
      mode: 'SELFPICKUP',
      payment_method: 'COD',
      idempotency_key: key,
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { order: { unique_order_id: string } }).order.unique_order_id;
}

async function cancelWith(page: Page, id: string, pick: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.goto(`/running-order/${id}`);
  await islandHydrated(page, 'OrderTracker');
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog.getByRole('group', { name: 'Why are you cancelling? (optional)' })).toBeVisible();
  await pick(dialog);
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('heading', { name: 'Cancelled' }).first()).toBeVisible();
}

test.describe('cancelling an order', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, ownServerEnv: {} });

  test('offers a reason and stores the one chosen, a typed one for "Other", none when skipped', async ({
    customer: page,
    ownServer,
  }) => {
    const slow = await placed(page, 'cancel-reason-slow');
    await cancelWith(page, slow, async (dialog) => {
      const choice = dialog.getByRole('radio', { name: 'Delivery too slow' });
      await choice.check();
      const box = await dialog.locator('label').filter({ hasText: 'Delivery too slow' }).boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect(await axeFindings(page, { include: 'dialog' })).toEqual([]);
      await page.screenshot({ path: 'docs/screens/cancel-reason-390.png' });
    });

    const other = await placed(page, 'cancel-reason-other');
    await cancelWith(page, other, async (dialog) => {
      await dialog.getByRole('radio', { name: 'Other' }).check();
      await dialog.getByLabel('Tell us why').fill('Found it at the market');
    });

    const skipped = await placed(page, 'cancel-reason-none');
    await cancelWith(page, skipped, async () => {});

    const db = openDatabaseOf(ownServer.databaseFile);
    try {
      const reasonOf = (id: string) =>
        (
          db.prepare('select cancel_reason from orders where unique_order_id = ?').get(id) as {
            cancel_reason: string | null;
          }
        ).cancel_reason;
      expect(reasonOf(slow)).toBe('Delivery too slow');
      expect(reasonOf(other)).toBe('Found it at the market');
      expect(reasonOf(skipped)).toBeNull();
    } finally {
      db.close();
    }
  });
});
