// The counter finds an order by the last characters of its number or by the customer's phone, the
// count of matches said; and works the queue from the keyboard (decision 0339): j moves to the first
// card, a accepts its order as the Accept button does, ? lists the shortcuts and Escape closes them.
import { placePickupOrder, ROHAN } from '../helpers/cart.ts';
import { islandHydrated } from '../helpers/location.ts';
import { expect, test } from '../fixtures.ts';
import { seriousViolations } from '../helpers/axe.ts';

test.use({ customerAccount: ROHAN });

test('find an order by number or phone, and j, a and ? at the counter', async ({
  customer,
  staffAs,
  baseURL,
  say,
  screenPath,
}) => {
  test.setTimeout(90_000);
  const { page } = await staffAs('admin');
  await page.goto('/staff');
  await islandHydrated(page, 'StaffQueue');
  const cardOf = (id: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: id }) });
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });

  const older = await placePickupOrder(customer.request, baseURL ?? '', 'shortcuts-1');
  const newer = await placePickupOrder(customer.request, baseURL ?? '', 'shortcuts-2');
  await expect(cardOf(older)).toBeVisible({ timeout: 10_000 });
  await expect(cardOf(newer)).toBeVisible({ timeout: 10_000 });

  // The last characters of the number, as the customer reads them out: that order alone.
  const search = page.getByRole('searchbox', { name: say('consoleQueueFind') });
  // The count, said politely (a live region of its own beside the queue's live line).
  const matchCount = page.locator('[aria-live="polite"]').filter({
    hasText: new RegExp(
      `^(${[say('consoleQueueMatchNone'), say('consoleQueueMatchOne'), say('consoleQueueMatchMany', { count: '\\d+' })].join('|')})$`,
    ),
  });
  await search.fill(newer.slice(-4).toLowerCase());
  await expect(matchCount).toHaveText(say('consoleQueueMatchOne'));
  await expect(matchCount).toHaveAttribute('aria-live', 'polite');
  await expect(cards).toHaveCount(1);
  await expect(cardOf(newer)).toBeVisible();

  // The phone's digits, typed with a space: both orders of the customer, and as many as are said.
  await search.fill(`${ROHAN.phone.slice(0, 5)} ${ROHAN.phone.slice(5)}`);
  await expect(cardOf(older)).toBeVisible();
  await expect(cardOf(newer)).toBeVisible();
  const found = await cards.count();
  expect(found).toBeGreaterThanOrEqual(2);
  await expect(matchCount).toHaveText(say('consoleQueueMatchMany', { count: found }));
  // The queue's head at the top of the screen (an admin's receipt printers stand above it), below the sticky bar.
  const queueAtTop = () =>
    page.getByRole('heading', { name: say('consoleQueueTitle'), level: 1 }).evaluate((heading) => {
      heading.scrollIntoView({ block: 'start' });
      // Below the sticky bar and, on a wide screen, the sticky tabs.
      const covered = Math.max(
        ...[...document.querySelectorAll('.staff-bar, .staff-tabs')].map((bar) => bar.getBoundingClientRect().bottom),
      );
      window.scrollBy(0, -covered - 8);
    });
  await queueAtTop();
  await page.screenshot({ path: screenPath('counter-search-1280') });
  await page.setViewportSize({ width: 390, height: 844 });
  await queueAtTop();
  await page.screenshot({ path: screenPath('counter-search-390') });
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await seriousViolations(page), 'axe on the queue with a search').toEqual([]);

  // Escape empties the field: every card again, nothing said.
  await search.press('Escape');
  await expect(search).toHaveValue('');
  await expect(matchCount).toHaveCount(0);

  // Outside the field, j goes to the first card (the newest order just in), a accepts it.
  await page.getByRole('heading', { name: say('consoleQueueTitle'), level: 1 }).click();
  await page.keyboard.press('j');
  const first = cards.first();
  await expect(first).toBeFocused();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(newer);
  await page.keyboard.press('a');
  await expect(cardOf(newer).getByText(say('consoleQueueStatusAccepted'), { exact: true })).toBeVisible();
  await expect(cardOf(newer).getByRole('button', { name: say('consoleQueueStepPrepare') })).toBeVisible();
  // The older order was not touched.
  await expect(cardOf(older).getByRole('button', { name: say('consoleQueueStepAccept'), exact: true })).toBeVisible();

  // / goes to the search field; a letter typed there is text, not a shortcut.
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await page.keyboard.press('a');
  await expect(search).toHaveValue('a');
  await search.press('Escape');

  // ? lists the shortcuts; Escape closes the list.
  await page.getByRole('heading', { name: say('consoleQueueTitle'), level: 1 }).click();
  await page.keyboard.press('?');
  const list = page.getByRole('dialog', { name: say('consoleQueueShortcuts') });
  await expect(list).toBeVisible();
  await expect(list).toContainText(say('consoleQueueKeyAccept'));
  expect(await seriousViolations(page), 'axe on the shortcuts list').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();

  // The worker's server is shared: the queue is left as it was found (other specs count what waits).
  for (const one of [older, newer])
    expect((await customer.request.post('/api/cancel-order', { data: { unique_order_id: one } })).ok()).toBe(true);
});
