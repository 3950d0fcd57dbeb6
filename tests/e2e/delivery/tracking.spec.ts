// Following a delivery as customers of the big apps expect (decision 0292), on a shop whose map
// tiles come from a local fake tile server (support/fake-tiles.ts): a bicycle rider drawn as a
// bicycle, "Call the rider" and "Call the store", two quick moves of the rider both reaching the
// customer's page, and a live map of the store, the rider and the home that follows the rider;
// and /my-location's map, moved under its pin. Without a tile source, the distance bar stays
// covered by delivery.spec.ts and the location screen's drawing by location.spec.ts.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { verhoeffCheckDigit } from '../../../src/domain/staff/delivery-partners.ts';
import { straightLineKm } from '../../../src/domain/orders/delivery.ts';
import { expect, test } from '../fixtures.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { advanceOrderUntil, expectStatus } from '../helpers/cart.ts';
import { acceptCookieNotice, islandHydrated, KOTHRUD } from '../helpers/location.ts';
import { fakeProviderOrigin } from '../helpers/payments.ts';
import { type FakeTiles, startFakeTiles } from '../support/fake-tiles.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const { port: TILE_PORT, origin: TILE_ORIGIN } = fakeProviderOrigin('tiles');
const ATTRIBUTION = '© FarmCart test tiles';
/** Asha's "Parents" address in Sadashiv Peth, where the order goes. */
const PARENTS_ADDRESS_ID = 3;
const HOME = { lat: 18.5118, lng: 73.8462 };
/** Bananas (12 pc) at FarmCart Kothrud. */
const BANANA_ITEM = 5;
const PARTNER_PHONE = '9811122255';
const PASSWORD = 'ride-safe-2026';
/** On the way from Kothrud, about 1.7 km from the home; each step east is about 105 m nearer. */
const START = { latitude: 18.5105, longitude: 73.83 };
const STEP = 0.001;
const FIRST = { ...START, longitude: START.longitude + STEP };
const SECOND = { ...START, longitude: START.longitude + 2 * STEP };
/** Two steps on from SECOND, 6 s later: a ride, not a jump; far enough to move the marker a few pixels. */
const THIRD = { ...START, longitude: START.longitude + 4 * STEP };

/** What the customer's page says for the rider at `at`: the straight line to the home, to 0.1 km. */
const awayFrom = (at: { latitude: number; longitude: number }) =>
  `${(Math.round(straightLineKm({ lat: at.latitude, lng: at.longitude }, HOME) * 10) / 10).toFixed(1)} km away`;

test.use({
  ownServerEnv: { MAP_TILE_URL: `${TILE_ORIGIN}/tiles/{z}/{x}/{y}.png`, MAP_TILE_ATTRIBUTION: ATTRIBUTION },
});
test.describe.configure({ mode: 'serial' });

let tiles: FakeTiles;
let rider: { context: BrowserContext; page: Page } | null = null;
let orderId = '';

test.beforeAll(async () => {
  tiles = await startFakeTiles(TILE_PORT);
});
test.afterAll(async () => {
  await rider?.context.close();
  await tiles.stop();
});

/** The customer's running order, followed until its partner's panel shows. */
async function followOrder(customer: Page) {
  await customer.goto(`/running-order/${orderId}`);
  await islandHydrated(customer, 'OrderTracker');
  const panel = customer.getByRole('region', { name: 'Your delivery partner' });
  await expect(panel).toBeVisible();
  return panel;
}

test('a bicycle rider is drawn as a bicycle, and the customer can call the rider and the store', async ({
  browser,
  customer,
  ownServer,
}) => {
  test.setTimeout(120_000);
  // A partner on a bicycle (no registration number) signs up, is approved and goes online near Kothrud.
  const context = await browser.newContext({
    baseURL: ownServer.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    geolocation: START,
    permissions: ['geolocation'],
  });
  rider = { context, page: await context.newPage() };
  const api = rider.page.request;
  expect((await api.post('/api/delivery/send-otp', { data: { phone: PARTNER_PHONE } })).ok()).toBe(true);
  const first11 = '34567890123';
  const signUp = await api.post('/api/delivery/sign-up', {
    data: {
      name: 'Sagar Jadhav',
      phone: PARTNER_PHONE,
      otp: await ownServer.otpFor(PARTNER_PHONE, 'partner_signup'),
      aadhaar: `${first11}${verhoeffCheckDigit(first11)}`,
      vehicle_type: 'bicycle',
      vehicle_number: '',
      password: PASSWORD,
    },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  execFileSync(process.execPath, ['src/server/cli/partners.ts', 'approve', PARTNER_PHONE], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: ownServer.dataDir },
  });
  expect((await api.post('/api/delivery/login', { data: { phone: PARTNER_PHONE, password: PASSWORD } })).ok()).toBe(
    true,
  );
  const online = await api.post('/api/delivery/set-online', { data: { online: true, ...START } });
  expect(online.ok(), await online.text()).toBe(true);

  // The customer orders; the store readies it; the partner takes it and picks it up.
  const placed = await customer.request.post('/api/place-order', {
    data: {
      items: [{ id: BANANA_ITEM, quantity: 3 }],
      payment_method: 'COD',
      address_id: PARENTS_ADDRESS_ID,
      idempotency_key: `tracking-e2e-${randomUUID()}`,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  orderId = ((await placed.json()) as { order: { unique_order_id: string } }).order.unique_order_id;
  advanceOrderUntil(ownServer, orderId, 'ready_for_pickup');
  for (const call of ['delivery/accept', 'delivery/picked-up']) {
    const answer = await api.post(`/api/${call}`, { data: { unique_order_id: orderId } });
    expect(answer.ok(), `${call}: ${await answer.text()}`).toBe(true);
  }
  // The partner's phone on the job: it sends where it is.
  await rider.page.goto(`/delivery/orders/${orderId}`);
  await islandHydrated(rider.page, 'PartnerJob');

  const panel = await followOrder(customer);
  await expectStatus(customer, 'On the way');
  await expect(panel).toContainText('Sagar Jadhav');
  // Ridden as it is: the word and the glyph of a bicycle, not a scooter.
  await expect(panel.getByText('Bicycle', { exact: true })).toBeVisible();
  await expect(panel.locator('[data-vehicle]').first()).toHaveAttribute('data-vehicle', 'bicycle');
  // Calls, each a tel: link of 44 px at least, with the number shown as the shop writes phones.
  const callRider = panel.getByRole('link', { name: /Call the rider/ });
  await expect(callRider).toHaveAttribute('href', `tel:+91${PARTNER_PHONE}`);
  await expect(callRider).toContainText('98111 22255');
  const callStore = panel.getByRole('link', { name: /Call the store/ });
  await expect(callStore).toHaveAttribute('href', 'tel:+919822010001');
  for (const link of [callRider, callStore]) {
    const box = await link.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
});

test('two quick moves of the rider: the customer sees where the second left them, without a further move', async ({
  customer,
}) => {
  test.setTimeout(90_000);
  if (!rider) throw new Error('the rider of the first test');
  const panel = await followOrder(customer);
  await expect(panel.getByText(awayFrom(START))).toBeVisible({ timeout: 15_000 });
  // The phone sends at most one fix per 5 s, by its real clock and the fixes' own times (which a faked
  // page clock does not move): so real seconds pass here, past that since the last, then two moves
  // 3 s apart, then still.
  await customer.waitForTimeout(6_000);
  await rider.context.setGeolocation(FIRST);
  await expect(panel.getByText(awayFrom(FIRST))).toBeVisible({ timeout: 10_000 });
  await customer.waitForTimeout(3_000);
  await rider.context.setGeolocation(SECOND);
  expect(awayFrom(SECOND)).not.toBe(awayFrom(FIRST));
  // Within the 5 s the phone waits, and a moment for the page: no other fix comes meanwhile.
  await expect(panel.getByText(awayFrom(SECOND))).toBeVisible({ timeout: 9_000 });
});

test('a live map of the store, the rider and the home, from the configured tiles, follows the rider', async ({
  customer,
}) => {
  test.setTimeout(90_000);
  if (!rider) throw new Error('the rider of the first test');
  const panel = await followOrder(customer);
  const map = panel.getByRole('region', { name: 'Map of FarmCart Kothrud, Sagar Jadhav and your address' });
  await expect(map).toBeVisible();
  // Tiles from the configured source, loaded (the page's policy lets their origin's images in).
  await expect.poll(() => map.locator('img.leaflet-tile-loaded').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  expect(tiles.requests.length).toBeGreaterThan(0);
  await expect(map.getByText(ATTRIBUTION)).toBeVisible();
  // The three places, the rider with the bicycle; the distance stays as text; no distance bar.
  for (const kind of ['store', 'home', 'rider']) await expect(map.locator(`.tracking-pin-${kind}`)).toHaveCount(1);
  await expect(panel.getByText(/km away$/)).toBeVisible();
  await expect(panel.getByRole('img', { name: /between the store and you/ })).toHaveCount(0);
  // Zoom buttons a finger can hit.
  for (const name of ['Zoom in', 'Zoom out']) {
    const box = await map.getByRole('button', { name }).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  }
  expect(await seriousViolations(customer)).toEqual([]);

  // The rider moves east: their marker moves east on the map, without a reload.
  const pin = map.locator('.tracking-pin-rider');
  const before = (await pin.boundingBox())?.x ?? 0;
  await customer.waitForTimeout(6_000);
  await rider.context.setGeolocation(THIRD);
  await expect(panel.getByText(awayFrom(THIRD))).toBeVisible({ timeout: 10_000 });
  await expect.poll(async () => (await pin.boundingBox())?.x ?? 0).toBeGreaterThan(before + 3);

  if (process.env.TRACKING_SCREENSHOTS) {
    await map.scrollIntoViewIfNeeded();
    await customer.screenshot({ path: 'docs/screens/tracking-map-390.png' });
    // As the other customer screens are shot at 1440 (a reload there opens the desktop landing).
    await customer.setViewportSize({ width: 1440, height: 900 });
    await customer.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await map.scrollIntoViewIfNeeded();
    await customer.screenshot({ path: 'docs/screens/tracking-map-1440.png' });
  }
});

test('the location screen is a map: a tap or the arrow keys move it under the pin, and the point saved is the pin’s', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(KOTHRUD);
  await page.goto('/search-location');
  await acceptCookieNotice(page);
  await page.getByRole('button', { name: 'Use current location' }).click();
  await expect(page).toHaveURL(/\/my-location$/);
  await islandHydrated(page, 'MyLocationForm');
  const map = page.getByRole('region', {
    name: 'Map: drag it, tap it or use the arrow keys to put the pin on your door',
  });
  await expect(map).toBeVisible();
  await expect.poll(() => map.locator('img.leaflet-tile-loaded').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  await expect(map.getByText(ATTRIBUTION)).toBeVisible();
  await expect(page.getByText('Kothrud', { exact: true })).toBeVisible();
  const stored = () =>
    page.evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem('geoLocation') ?? 'null') as {
            geometry: { location: { lat: number; lng: number } };
          }
        ).geometry.location,
    );
  const start = await stored();
  expect(start).toEqual({ lat: KOTHRUD.latitude, lng: KOTHRUD.longitude });

  // A tap to the right of the pin brings that point under it: the place moves east.
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has a box');
  await map.click({ position: { x: box.width / 2 + 120, y: box.height / 2 } });
  await expect.poll(async () => (await stored()).lng).toBeGreaterThan(start.lng + 0.0003);
  const tapped = await stored();
  expect(Math.abs(tapped.lat - start.lat)).toBeLessThan(0.0002);

  // The arrow keys on the focused map move it too: north.
  await map.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect.poll(async () => (await stored()).lat).toBeGreaterThan(tapped.lat + 0.0003);
  const moved = await stored();
  expect(await seriousViolations(page)).toEqual([]);
  if (process.env.TRACKING_SCREENSHOTS) {
    await page.screenshot({ path: 'docs/screens/my-location-map-390.png' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.screenshot({ path: 'docs/screens/my-location-map-1440.png' });
    await page.setViewportSize({ width: 390, height: 844 });
  }

  // Saved, the delivery address is the point under the pin.
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/$/);
  const saved = await page.evaluate(
    () => JSON.parse(localStorage.getItem('userSetAddress') ?? 'null') as { lat: number; lng: number },
  );
  expect(saved).toMatchObject({ lat: moved.lat, lng: moved.lng });
});
