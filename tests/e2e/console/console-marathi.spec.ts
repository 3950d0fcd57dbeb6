// The console in a member's own language (decision 0345): a new counter member reads the console in
// the run's language and chooses the other one (मराठी in English, English in Marathi) in the
// console's bar; the frame (tabs, role, sign-out) and the queue (its heading, live line, sound and
// shortcut buttons) are read in it from then on, the page says which language it is, and a page
// their role cannot open is refused in it. A customer's order at Kothrud stands on the queue as a
// card in that language (its status, way of pickup and paying, money, next step), under its group's
// heading, and the reject and shortcuts dialogs speak it too; then the member chooses the run's
// language back. Axe finds nothing serious; the Marathi queue is photographed at 1024 and 390 px
// with the card. A member and a server of their own, so no other test meets the order.
import { placePickupOrder } from '../helpers/cart.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { sayIn, wordPattern } from '../helpers/console-words.ts';
import { islandHydrated } from '../helpers/location.ts';
import { expect, test } from '../fixtures.ts';

test.use({ ownServerEnv: {} });

test('a counter member reads the console and the queue in the language they choose', async ({
  staffAs,
  customer,
  ownServer,
  consoleLanguage,
  say,
}) => {
  const other = consoleLanguage === 'en' ? 'mr' : 'en';
  const sayOther = sayIn(other);
  const orderId = await placePickupOrder(customer.request, ownServer.baseURL, 'marathi-queue');
  const admin = await staffAs('admin');
  const email = `marathi-counter-${Date.now()}@example.in`;
  const password = 'marathi-counter-2026';
  const added = await admin.context.request.post('/api/staff/person-add', {
    data: { name: 'Savita Kale', email, role: 'counter', store_ids: [1], password },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await admin.context.close();

  const { context, page } = await staffAs({ email, password }, { viewport: { width: 1024, height: 768 } });
  await page.goto('/staff');
  await expect(page.locator('html')).toHaveAttribute('lang', consoleLanguage);
  await expect(page.getByRole('heading', { name: say('consoleQueueTitle'), level: 1 })).toBeVisible();
  // Chosen before the chooser is awake, the choice would not be sent.
  await islandHydrated(page, 'ConsoleLanguage');
  await page.getByLabel(say('consoleLanguage')).selectOption(other);
  await expect(page.getByRole('heading', { name: sayOther('consoleQueueTitle'), level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', other);
  const tabs = page.getByRole('navigation', { name: sayOther('consoleTabsName') });
  await expect(tabs.getByRole('link', { name: sayOther('consoleTabOrders'), exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(tabs.getByRole('link', { name: sayOther('consoleTabStock') })).toBeVisible();
  await expect(page.getByText(`${sayOther('consoleRoleCounter')} ·`)).toBeVisible();
  await expect(page.getByRole('button', { name: sayOther('consoleSignOut') })).toBeVisible();
  await expect(page.getByRole('button', { name: sayOther('consoleQueueTestSound') })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: sayOther('consoleQueueFind') })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: sayOther('consoleQueueLive') })).toBeVisible();
  // The tab counts the order waiting to be accepted.
  const title = wordPattern(
    sayOther('consoleTitle', { screen: sayOther('consoleTabOrders'), shop: '@SHOP@' }),
  ).source.replace('@SHOP@', '.*');
  await expect(page).toHaveTitle(new RegExp(`^\\(1\\) ${title}$`));

  // The customer's order, a card in that language under its group's heading.
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: `${sayOther('consoleQueueAsap')}: ${sayOther('consoleQueueOneOrder')}`,
    }),
  ).toBeVisible();
  const card = page.getByRole('listitem', { name: orderId });
  await expect(card.getByText(sayOther('consoleQueueStatusPlaced'), { exact: true })).toBeVisible();
  await expect(card.getByText(sayOther('consoleQueueSelfPickup'), { exact: true })).toBeVisible();
  await expect(card.getByText(sayOther('consoleQueuePayCash'), { exact: true })).toBeVisible();
  const toCollect = wordPattern(sayOther('consoleQueueMoneyToCollect', { amount: '@' })).source.replace('@', '₹\\d+');
  await expect(card.getByText(new RegExp(`· ${toCollect}$`))).toBeVisible();
  await expect(
    card.getByRole('group', { name: sayOther('consoleQueuePrepTimeFor', { order: orderId }) }),
  ).toContainText(sayOther('consoleQueueReadyIn'));
  await expect(card.getByRole('button', { name: sayOther('consoleQueueStepAccept'), exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: sayOther('consoleQueuePrintSlip') })).toBeVisible();
  await expect(page.getByText(say('consoleQueueStepAccept'), { exact: true })).toHaveCount(0);
  expect(await seriousViolations(page), `axe on the queue in ${other}`).toEqual([]);
  // The Marathi queue's pictures (in the Marathi run the member has just chosen English).
  if (other === 'mr') await page.screenshot({ path: 'docs/screens/console-queue-mr-1024.png', fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page), `axe on the queue in ${other} at 390 px`).toEqual([]);
  if (other === 'mr') await page.screenshot({ path: 'docs/screens/console-queue-mr-390.png', fullPage: false });

  // Its reject dialog and the keyboard's shortcuts in that language; the order is kept.
  await card.getByRole('button', { name: sayOther('consoleQueueReject'), exact: true }).click();
  const reject = page.getByRole('dialog', { name: sayOther('consoleQueueRejectTitle', { order: orderId }) });
  await expect(reject.getByText(sayOther('consoleQueueRejectReason'), { exact: true })).toBeVisible();
  await expect(reject.getByRole('button', { name: sayOther('consoleQueueRejectStock') })).toBeVisible();
  await expect(reject.getByRole('button', { name: sayOther('consoleQueueRejectOrder') })).toBeVisible();
  await reject.getByRole('button', { name: sayOther('consoleQueueKeepOrder') }).click();
  await expect(reject).toBeHidden();
  await expect(card.getByRole('button', { name: sayOther('consoleQueueStepAccept'), exact: true })).toBeVisible();
  await page.getByRole('button', { name: sayOther('consoleQueueShortcuts') }).click();
  const shortcuts = page.getByRole('dialog', { name: sayOther('consoleQueueShortcuts') });
  await expect(shortcuts.getByText(sayOther('consoleQueueKeyNext'), { exact: true })).toBeVisible();
  await expect(
    shortcuts.getByText(sayOther('consoleQueueKeyOr', { key: 'j', other: '↓' }), { exact: true }),
  ).toBeVisible();
  await shortcuts.getByRole('button', { name: sayOther('consoleQueueClose') }).click();
  await expect(shortcuts).toBeHidden();

  // A page the role cannot open is refused in the member's language.
  await page.goto('/staff/stores');
  // (The queue it lands on may also say that the browser holds its sound back.)
  const refusal = sayOther('consoleNoAccess', {
    page: sayOther('consoleTabStores'),
    role: sayOther('consoleRoleCounter'),
  });
  await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
  // Back to the run's language, chosen the same way.
  await islandHydrated(page, 'ConsoleLanguage');
  await page.getByLabel(sayOther('consoleLanguage')).selectOption(consoleLanguage);
  await expect(page.getByRole('heading', { name: say('consoleQueueTitle'), level: 1 })).toBeVisible();
  await context.close();
});
