// Location helpers for end-to-end journeys: a customer already located somewhere
// (the `loc` cookie plus the device's userSetAddress, as src/tools/screens.ts), and
// waiting until an island has hydrated (a tap before that would do nothing).
import { type BrowserContext, expect, type Frame, type Page, type Route } from '@playwright/test';
import { encodeLocationCookie } from '../../../src/domain/location-cookie.ts';
import type { StoredDeliveryAddress } from '../../../src/domain/types.ts';

export const KOTHRUD = { latitude: 18.5074, longitude: 73.8077 };

export const KOTHRUD_ADDRESS: StoredDeliveryAddress = {
  lat: 18.5074,
  lng: 73.8077,
  address: 'Paud Road, Kothrud, Pune 411038',
  house: 'Flat 12, Sai Residency',
  tag: 'Home',
};

/** Koregaon Park Organics is the one store with pickup near it (the others are beyond their radius). */
export const VIMAN_NAGAR_ADDRESS: StoredDeliveryAddress = {
  lat: 18.5679,
  lng: 73.9143,
  address: 'Datta Mandir Chowk, Viman Nagar, Pune 411014',
  house: null,
  tag: 'Home',
};

/** Served by no store of the demo shop. */
export const MUMBAI_ADDRESS: StoredDeliveryAddress = {
  lat: 19.076,
  lng: 72.8777,
  address: 'Colaba, Mumbai, Maharashtra 400005',
  house: null,
  tag: 'Other',
};

export async function locateCustomer(
  context: BrowserContext,
  baseURL: string,
  address: StoredDeliveryAddress,
): Promise<void> {
  await context.addCookies([{ name: 'loc', value: encodeLocationCookie(address), url: baseURL }]);
  // Only when the device has none yet, so that a reload keeps an address the page chose.
  await context.addInitScript((stored) => {
    if (localStorage.getItem('userSetAddress') === null) localStorage.setItem('userSetAddress', JSON.stringify(stored));
  }, address);
}

/**
 * The device has moved (an address chosen or saved elsewhere): its stored address and the `loc`
 * cookie name this place from the next page on, as the location popup leaves them.
 */
export async function moveCustomer(page: Page, baseURL: string, address: StoredDeliveryAddress): Promise<void> {
  await page.evaluate((stored) => localStorage.setItem('userSetAddress', JSON.stringify(stored)), address);
  await page.context().addCookies([{ name: 'loc', value: encodeLocationCookie(address), url: baseURL }]);
}

/** The home's location header: one link named by what it shows (deliver-to text, tag, the address cut short). */
export function locationHeader(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /Change location|ठिकाण बदला/ });
}

/** Holds back the browser's copy of an island's code until `release` is called (its markup is there already). */
export async function holdIsland(page: Page, component: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/_astro/${component}\\.[^/]*\\.js$`), async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Astro removes the `ssr` attribute from an island once it has hydrated. */
export async function islandHydrated(page: Page, component: string): Promise<void> {
  await page.locator(`astro-island[component-url*="${component}"]:not([ssr])`).first().waitFor({ state: 'attached' });
}

/** A first visit shows the cookie notice (§4 GDPR) over the bottom of the screen: accept it as a person would. */
export async function acceptCookieNotice(page: Page): Promise<void> {
  const notice = page.locator('[data-gdpr]');
  if ((await notice.count()) > 0) {
    await notice.getByRole('button').click();
    await notice.waitFor({ state: 'detached' });
  }
}

/**
 * The rows of a list that come once a person scrolls (ShowMore.astro `afterScroll`: the home's rows,
 * a category's later items, an item page's "More from"): scrolls to its "Show more" link until the
 * whole list is in the page. `listId` is the list's element id.
 */
export async function scrollListIn(page: Page | Frame, listId = 'home-rows'): Promise<void> {
  const link = page.locator(`list-more[data-list="${listId}"] a.more-link`);
  for (let round = 0; round < 20; round += 1) {
    if ((await link.count()) === 0) return;
    // The link may go at any moment: the next page can load by itself once it is in view.
    const before = await link.getAttribute('href', { timeout: 1000 }).catch(() => null);
    if (before === null) continue;
    await link.scrollIntoViewIfNeeded({ timeout: 2000 }).catch(() => undefined);
    await expect
      .poll(
        async () =>
          (await link.count()) === 0 ||
          (await link.getAttribute('href', { timeout: 500 }).catch(() => null)) !== before,
      )
      .toBe(true);
  }
}

/** The area search of the location flow: `area` typed, its place chosen, on to /my-location (its form awake). */
export async function choosePlace(page: Page, area: string): Promise<void> {
  await expect(page).toHaveURL(/\/search-location$/);
  await islandHydrated(page, 'LocationSearch');
  await page.getByLabel('Search for an area or address').fill(area.toLowerCase());
  await page.getByRole('button', { name: new RegExp(`^${area} Pune, Maharashtra`) }).click();
  await expect(page).toHaveURL(/\/my-location$/);
  await islandHydrated(page, 'MyLocationForm');
}
