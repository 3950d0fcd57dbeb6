// New orders at the counter (decision 0322): with orders still to accept already in the queue, an
// order that comes in stands at the top under "Just in", in sight on a 1024 × 768 tablet, marked in
// words ("New: not opened yet") as well as drawn, and said by the queue's live line; a tap on the
// card opens it and the mark goes. In the member's console language (decision 0345).
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { wordPattern } from '../helpers/console-words.ts';
import { islandHydrated } from '../helpers/location.ts';

/** Bananas 12 pc at FarmCart Kothrud (store 1). */
const BANANAS = 5;

async function placePickup(page: Page, key: string): Promise<string> {
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

test('a new order comes in at the top of the queue, marked until the counter opens it', async ({
  customer,
  staffAs,
  say,
  screenPath,
}) => {
  const stamp = Date.now();
  // Orders already waiting to be accepted: before this, a new one was drawn below them.
  const waiting: string[] = [];
  for (const n of [1, 2, 3]) waiting.push(await placePickup(customer, `new-order-waiting-${n}-${stamp}`));

  const { context, page: counter } = await staffAs('counter', { viewport: { width: 1024, height: 768 } });
  await counter.goto('/staff');
  await islandHydrated(counter, 'StaffQueue');
  const justIn = counter.getByRole('region', { name: wordPattern(say('consoleQueueJustIn')) });
  await expect(justIn).toHaveCount(0);

  const id = await placePickup(customer, `new-order-fresh-${stamp}`);
  const card = justIn.getByRole('listitem', { name: id });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card).toBeInViewport();
  await expect(card.getByText(say('consoleQueueUnopened'))).toBeVisible();
  await expect(counter.getByRole('status')).toContainText(say('consoleQueueNewOrder', { order: id }));
  // Above every slot's heading.
  const top = await justIn.boundingBox();
  const firstSlot = await counter.getByRole('region', { name: wordPattern(say('consoleQueueAsap')) }).boundingBox();
  expect(top && firstSlot && top.y < firstSlot.y).toBe(true);
  expect(await seriousViolations(counter), 'axe on the queue with a new order').toEqual([]);

  await counter.screenshot({ path: screenPath('console-new-order-1024') });
  await counter.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await counter.evaluate(() => window.scrollTo(0, 0));
  await counter.screenshot({ path: screenPath('console-new-order-390') });
  await counter.setViewportSize({ width: 1024, height: 768 });

  // Opened: the mark goes, the card stays where it is until it is accepted.
  await card.getByRole('heading', { name: id }).click();
  await expect(card.getByText(say('consoleQueueUnopened'))).toHaveCount(0);
  await expect(justIn.getByRole('listitem', { name: id })).toBeVisible();
  await card.getByRole('button', { name: say('consoleQueueStepAccept'), exact: true }).click();
  await expect(justIn).toHaveCount(0);
  await context.close();
  // The worker's server is shared: the queue is left as it was found (other specs count what waits).
  for (const one of [...waiting, id])
    expect((await customer.request.post('/api/cancel-order', { data: { unique_order_id: one } })).ok()).toBe(true);
});
