// /my-location's map (decisions 0292, 0315) on a shop with map tiles and a street-level geocoder,
// both local fakes (support/fake-tiles.ts, support/fake-nominatim.ts): dragging the map with the
// pointer, or moving it with the arrow keys, brings another street under the pin, and the place
// shown and saved is re-named after it, in English and in Marathi. The address is written as the
// shop keeps its areas and the street geocoder names streets, in every language: it is what the
// counter and the rider read too.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { inLanguage } from '../helpers/language.ts';
import { acceptCookieNotice, islandHydrated, KOTHRUD } from '../helpers/location.ts';
import { fakeProviderOrigin } from '../helpers/payments.ts';
import { type FakeNominatim, startFakeNominatim } from '../support/fake-nominatim.ts';
import { type FakeTiles, startFakeTiles } from '../support/fake-tiles.ts';

const tilesAt = fakeProviderOrigin('placeMapTiles');
const streetsAt = fakeProviderOrigin('placeMapStreets');
/** The street at the device's position, and one about 450 m north of it (more than the fake's 300 m apart). */
const HERE = {
  road: 'Ganesh Lane',
  suburb: 'Kothrud',
  city: 'Pune',
  postcode: '411038',
  lat: KOTHRUD.latitude,
  lon: KOTHRUD.longitude,
};
const NORTH = { ...HERE, road: 'Tulsi Baug Lane', lat: KOTHRUD.latitude + 0.004 };
/**
 * Screen pixels for 0.004° of latitude at the map's zoom (17) near 18.5° N: 256 × 2^17 / 360 px a
 * degree at the equator, stretched by 1 / cos(latitude) in Web Mercator.
 */
const NORTH_PX = Math.round(((256 * 2 ** 17) / 360 / Math.cos((KOTHRUD.latitude * Math.PI) / 180)) * 0.004);

test.use({
  ownServerEnv: { MAP_TILE_URL: `${tilesAt.origin}/tiles/{z}/{x}/{y}.png`, GEOCODER_URL: `${streetsAt.origin}/` },
});
test.describe.configure({ mode: 'serial' });

let tiles: FakeTiles;
let streets: FakeNominatim;
test.beforeAll(async () => {
  tiles = await startFakeTiles(tilesAt.port);
  streets = await startFakeNominatim([HERE, NORTH], streetsAt.port);
});
test.afterAll(async () => {
  await tiles.stop();
  await streets.stop();
});

/** Opens /my-location from the device's position (Kothrud) and waits for the map's tiles. */
async function openMap(page: Page, label: string) {
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation(KOTHRUD);
  await page.goto('/search-location');
  await acceptCookieNotice(page);
  await page.getByRole('button', { name: /Use current location|सध्याचे ठिकाण/ }).click();
  await expect(page).toHaveURL(/\/my-location$/);
  await islandHydrated(page, 'MyLocationForm');
  const map = page.getByRole('region', { name: label });
  await expect.poll(() => map.locator('img.leaflet-tile-loaded').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  return map;
}

/** Drags the map down by `pixels` with the pointer, in two strokes: the point that far north comes under the pin. */
async function dragDown(page: Page, map: ReturnType<Page['getByRole']>, pixels: number) {
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has a box');
  const x = box.x + box.width / 2;
  const top = box.y + 20;
  const stroke = Math.round(pixels / 2);
  for (let i = 0; i < 2; i++) {
    await page.mouse.move(x, top);
    await page.mouse.down();
    await page.mouse.move(x, top + stroke, { steps: 12 });
    await page.mouse.up();
  }
}

/** The latitude of the place kept on the device (the point under the pin). */
const storedLat = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('geoLocation') ?? 'null') as { geometry: { location: { lat: number } } })
        .geometry.location.lat,
  );

/** The place's lines above the form (a polite live region: a screen reader hears the new name). */
const place = (page: Page) => page.locator('.loc-place-text');

test('in English, a drag brings the street to the north under the pin and the place is re-named; the arrow keys bring it back', async ({
  page,
}) => {
  const map = await openMap(page, 'Map: drag it, tap it or use the arrow keys to put the pin on your door');
  await expect(place(page)).toContainText('Ganesh Lane');

  await dragDown(page, map, NORTH_PX);
  await expect(place(page)).toContainText('Tulsi Baug Lane', { timeout: 10_000 });
  await expect(place(page)).not.toContainText('Ganesh Lane');

  // Leaflet pans 80 px a press: five presses south are 400 px, back within the first street's reach.
  await map.focus();
  for (let press = 0; press < 5; press++) {
    // One press at a time: each pans the map, and the point under the pin is kept once it stops.
    const before = await storedLat(page);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => storedLat(page)).toBeLessThan(before - 0.0005);
  }
  await expect(place(page)).toContainText('Ganesh Lane', { timeout: 10_000 });
  expect(await seriousViolations(page)).toEqual([]);

  // Saved, the delivery address is the one named under the pin.
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/$/);
  const saved = await page.evaluate(
    () => JSON.parse(localStorage.getItem('userSetAddress') ?? 'null') as { address: string },
  );
  expect(saved.address).toContain('Ganesh Lane');
});

test('in Marathi, the map says how to move it, and a drag re-names the place (an address as the shop and its riders keep it)', async ({
  page,
  ownServer,
}) => {
  await inLanguage(page.context(), ownServer.baseURL, 'mr');
  const map = await openMap(page, 'नकाशा: पिन तुमच्या दारावर येईल असा ओढा, टॅप करा किंवा बाण कळा वापरा');
  await expect(place(page)).toContainText('Ganesh Lane');
  await dragDown(page, map, NORTH_PX);
  await expect(place(page)).toContainText('Tulsi Baug Lane', { timeout: 10_000 });
  await expect(place(page)).toContainText('Kothrud');
  await expect(page.getByRole('button', { name: 'जतन करा आणि पुढे चला' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
