// A phone order taken at a 1024 × 768 counter tablet (decision 0322): after "Deliver here" the shop
// opens as the caller at the tablet's width, without the customer's cookie notice, its skip link
// clear of the "Ordering for …" bar; once placed, the counter is back at its queue, the caller's
// session ended, and the order there already accepted by the member who took it. The console's
// screens in the member's language (decision 0345); the shop as the caller's, in English.
import { expect, test } from '../fixtures.ts';
import { addFromCard } from '../helpers/cart.ts';
import { islandHydrated } from '../helpers/location.ts';

const KIRAN = { name: 'Kiran Jadhav' };

test('a phone order goes from Deliver here to the queue, accepted, without leaving the staff’s screen size', async ({
  staffAs,
  say,
  screenPath,
}) => {
  const { context, page: staff } = await staffAs('counter', { viewport: { width: 1024, height: 768 } });
  await staff.goto('/staff/call-order');
  await islandHydrated(staff, 'CallOrder');
  const phone = `97${String(Date.now()).slice(-8)}`;
  await staff.getByLabel(say('consoleCallPhone')).fill(phone);
  await staff.getByRole('button', { name: say('consoleCallFind'), exact: true }).click();
  // As the member reads it: nobody has the number, and the new caller's form has it. A Register
  // pressed before the find answers meets an empty mobile field, which the browser holds back.
  await expect(staff.getByText(say('consoleCallNobody'))).toBeVisible();
  await expect(staff.getByLabel(say('consoleCallMobile'), { exact: true })).toHaveValue(phone);
  await staff.getByRole('textbox', { name: say('consoleCallName'), exact: true }).fill('Sunil Kale');
  await staff.getByRole('button', { name: say('consoleCallRegister') }).click();
  await staff.getByLabel(say('consoleCallArea')).fill('Kothrud');
  await staff.getByRole('button', { name: say('consoleCallFindArea') }).click();
  await staff
    .getByRole('list', { name: say('consoleCallPlaces') })
    .getByRole('button')
    .first()
    .click();
  await staff.getByLabel(say('consoleCallHouse')).fill('Flat 4, Mayur Colony');
  await staff.getByRole('button', { name: say('consoleCallSaveAddress') }).click();
  await staff
    .getByRole('button', { name: say('consoleCallDeliverHere') })
    .first()
    .click();

  await expect(staff).toHaveURL(/\/$/);
  const bar = staff.getByRole('region', { name: 'Staff session' });
  await expect(bar).toContainText('Ordering for Sunil Kale');
  // Not the customer's cookie notice, and the tablet's width, not a phone's column.
  await expect(staff.getByRole('region', { name: 'Cookies on this device' })).toHaveCount(0);
  const app = await staff.locator('.app').boundingBox();
  expect(app?.width ?? 0).toBeGreaterThan(1000);
  // The skip link, once a key reaches it, opens below the bar, not over it.
  await staff.locator('.skip-link').focus();
  const skip = await staff.locator('.skip-link').boundingBox();
  const barBox = await bar.boundingBox();
  expect(skip && barBox && skip.y >= barBox.y + barBox.height).toBe(true);
  await staff.goto('/stores/farmcart-kothrud');
  await expect(bar).toContainText('Ordering for Sunil Kale');
  // Until a key reaches it, the skip link is not drawn where the bar is.
  await expect(staff.locator('.skip-link')).toHaveCSS('opacity', '0');
  await staff.screenshot({ path: screenPath('console-phone-order-shop-1024') });

  await addFromCard(staff, 'Papaya');
  await staff.getByRole('button', { name: 'Add one more Papaya' }).click();
  await staff.goto('/checkout');
  await staff.getByRole('button', { name: 'Place order' }).click();

  // Back at the queue: the session ended, the order accepted and said.
  await expect(staff).toHaveURL(/\/staff\?phone_order=/);
  const id = new URL(staff.url()).searchParams.get('phone_order') ?? '';
  await expect(staff.getByRole('region', { name: 'Staff session' })).toHaveCount(0);
  await expect(staff.getByRole('status')).toContainText(say('consoleQueuePhoneAccepted', { order: id }));
  const card = staff.getByRole('listitem', { name: id });
  await expect(card.getByText(say('consoleQueueStatusAccepted'), { exact: true })).toBeVisible();
  await expect(card.getByText(say('consoleQueuePhoneOrderBy', { member: KIRAN.name }))).toBeVisible();
  expect((await staff.request.post('/api/get-orders', { data: {} })).status()).toBe(401);
  await staff.screenshot({ path: screenPath('console-phone-order-placed-1024') });
  await staff.setViewportSize({ width: 390, height: 844 });
  await staff.screenshot({ path: screenPath('console-phone-order-placed-390') });
  await context.close();
});
