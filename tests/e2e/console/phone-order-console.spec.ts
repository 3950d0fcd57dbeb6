// A phone order taken at a 1024 × 768 counter tablet (decision 0322): after "Deliver here" the shop
// opens as the caller at the tablet's width, without the customer's cookie notice, its skip link
// clear of the "Ordering for …" bar; once placed, the counter is back at its queue, the caller's
// session ended, and the order there already accepted by the member who took it.
import { expect, test } from '../fixtures.ts';
import { addFromCard } from '../helpers/cart.ts';
import { islandHydrated } from '../helpers/location.ts';

const KIRAN = { email: 'kiran@farmcart.example.in', password: 'counter-demo-2026', name: 'Kiran Jadhav' };
const SCREENS = 'docs/screens';

test('a phone order goes from Deliver here to the queue, accepted, without leaving the staff’s screen size', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1024, height: 768 } });
  expect(
    (await context.request.post('/api/staff/login', { data: { email: KIRAN.email, password: KIRAN.password } })).ok(),
  ).toBe(true);
  const staff = await context.newPage();
  await staff.goto('/staff/call-order');
  await islandHydrated(staff, 'CallOrder');
  const phone = `97${String(Date.now()).slice(-8)}`;
  await staff.getByLabel('Caller’s mobile number').fill(phone);
  await staff.getByRole('button', { name: 'Find' }).click();
  await staff.getByRole('textbox', { name: 'Name', exact: true }).fill('Sunil Kale');
  await staff.getByRole('button', { name: 'Register and order' }).click();
  await staff.getByLabel('Area or street').fill('Kothrud');
  await staff.getByRole('button', { name: 'Find the area' }).click();
  await staff
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await staff.getByLabel('House, flat, building').fill('Flat 4, Mayur Colony');
  await staff.getByRole('button', { name: 'Save address' }).click();
  await staff.getByRole('button', { name: 'Deliver here' }).first().click();

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
  await staff.screenshot({ path: `${SCREENS}/console-phone-order-shop-1024.png` });

  await addFromCard(staff, 'Papaya');
  await staff.getByRole('button', { name: 'Add one more Papaya' }).click();
  await staff.goto('/checkout');
  await staff.getByRole('button', { name: 'Place order' }).click();

  // Back at the queue: the session ended, the order accepted and said.
  await expect(staff).toHaveURL(/\/staff\?phone_order=/);
  const id = new URL(staff.url()).searchParams.get('phone_order') ?? '';
  await expect(staff.getByRole('region', { name: 'Staff session' })).toHaveCount(0);
  await expect(staff.getByRole('status')).toContainText(`Phone order ${id} placed and accepted`);
  const card = staff.getByRole('listitem', { name: id });
  await expect(card.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(card.getByText(`Phone order · ${KIRAN.name}`)).toBeVisible();
  expect((await staff.request.post('/api/get-orders', { data: {} })).status()).toBe(401);
  await staff.screenshot({ path: `${SCREENS}/console-phone-order-placed-1024.png` });
  await staff.setViewportSize({ width: 390, height: 844 });
  await staff.screenshot({ path: `${SCREENS}/console-phone-order-placed-390.png` });
  await context.close();
});
