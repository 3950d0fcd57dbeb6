// §4 Location, "Adding an item without a saved address": the device's location is looked up,
// confirmed on /my-location, and the customer comes back to the page with the item in the cart
// (decision 0190).
// One path for every Add (item card, options sheet, item page): without a delivery address the
// item, with its chosen variant and addons, waits in the device's localStorage together with the
// page it was added on (localStorage, not the tab's sessionStorage: the touch directive looks for it
// while every page is parsed, and opening a second storage area there cost the parse a synchronous
// round trip to the browser, up to 22 ms on a busy phone; decision 0234).
// Confirming the address on /my-location adds it before going back, once the
// server says the item's store serves the new address, so the page comes back with the item in the
// cart; when the cart holds another store's items, the page it goes back to asks the replace
// question first (the page-wide dialogs island, src/islands/ShopDialogs.tsx).
import type { Item } from '../domain/types.ts';
import { belongsToAnotherStore } from '../domain/orders/cart.ts';
import { isComboLine } from '../domain/catalogue/combo.ts';
import { $cart, addItem, type AddOutcome } from '../stores/cart.ts';
import { $deliveryAddress } from '../stores/location.ts';
import { label } from '../stores/settings.ts';
import { showNotice } from '../stores/ui.ts';
import { callApi } from './api.ts';
import { showLoadFailed } from './load-failed.ts';

/** localStorage: the add waiting for an address (read by the touch directive too). */
const PENDING_ADD_KEY = 'pendingAdd';
/** An add left waiting longer than this (the customer went elsewhere) is dropped. */
const PENDING_ADD_TTL_MS = 15 * 60_000;

interface PendingAdd {
  item: Item;
  path: string;
  at: number;
}

function herePath(): string {
  return location.pathname + location.search;
}

function readPending(): PendingAdd | null {
  try {
    const pending = JSON.parse(localStorage.getItem(PENDING_ADD_KEY) ?? 'null') as PendingAdd | null;
    return pending && typeof pending.path === 'string' && typeof pending.item?.id === 'number' ? pending : null;
  } catch {
    return null;
  }
}

/**
 * §4 Location: look the device up (5 s), remember this page and go to /my-location to confirm;
 * on denial or timeout the alert is shown and the customer searches for the area instead, still
 * coming back here afterwards.
 */
async function findDeliveryAddress(): Promise<void> {
  const flow = await import('./location-flow.ts').catch(() => null);
  if (!flow) {
    showLoadFailed();
    return;
  }
  const here = herePath();
  if (await flow.locateAndConfirm({ returnTo: here })) return;
  flow.rememberReturnPath(here);
  location.assign(flow.SEARCH_LOCATION_PATH);
}

/**
 * Add one of `item` (with its selectedvariant and selectedaddons), or, with no delivery address on
 * the device yet, keep it and find the address first: answers 'locating' then (the page is leaving).
 */
export async function addOrLocate(item: Item): Promise<AddOutcome | 'locating'> {
  if ($deliveryAddress.get() !== null) return addItem(item);
  localStorage.setItem(
    PENDING_ADD_KEY,
    JSON.stringify({ item, path: herePath(), at: Date.now() } satisfies PendingAdd),
  );
  await findDeliveryAddress();
  return 'locating';
}

/**
 * With a delivery address now, the add that waited for it on page `path` (this page unless said):
 * the item goes into the cart (through the add rules) when its store serves the address; otherwise
 * the customer is told, and nothing is added. Asked from another page (/my-location, on its way
 * back), a cart of another store is left for the page itself, where the replace question can show.
 */
export async function completePendingAdd(path: string = herePath()): Promise<void> {
  const pending = readPending();
  const address = $deliveryAddress.get();
  if (!pending || address === null) return;
  if (pending.path !== path || Date.now() - pending.at > PENDING_ADD_TTL_MS) {
    localStorage.removeItem(PENDING_ADD_KEY);
    return;
  }
  if (path !== herePath() && belongsToAnotherStore($cart.get(), pending.item)) return;
  localStorage.removeItem(PENDING_ADD_KEY);
  const waiting = pending.item;
  if ($cart.get().lines.some((line) => line.id === waiting.id && isComboLine(line) === isComboLine(waiting))) return;
  const store = await callApi(
    'get-restaurant-info-by-id/:id',
    { latitude: address.lat, longitude: address.lng },
    { id: pending.item.restaurant_id },
  );
  if (store.ok) addItem(pending.item);
  else showNotice(label('storeNotDeliveringText', 'This store does not deliver to your location'));
}
