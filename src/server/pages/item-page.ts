// What the item page shows (§2 /item/{slug} and /stores/{restaurant}/{id}, one
// screen): the item, its store with the operational status at the customer's
// point, what the page may sell, and more from the same store and category.
import type { ItemView } from '../../domain/api/catalog.ts';
import type { StoreInfo } from '../../domain/api/stores.ts';
import { availabilityLabel } from '../../domain/catalogue/availability.ts';
import { itemPageStatus, type ItemPageStatus } from '../../domain/catalogue/item-options.ts';
import { truncateAddress } from '../../domain/text.ts';
import type { PageData } from './page.ts';
import { singleItem, singleProduct, storeItems } from '../services/catalogue/catalog.ts';
import { type GalleryPicture, itemGallery } from '../services/catalogue/item-gallery.ts';
import { storeInfoById } from '../services/catalogue/stores.ts';
import { closedStoreText } from './store-opening.ts';

/** How many of the store's other items the 'More from' row shows. */
const MORE_FROM_STORE_LIMIT = 10;

export type ItemPageKey = { slug: string } | { id: number; store: string };

export interface ItemPage {
  item: ItemView;
  store: StoreInfo;
  status: ItemPageStatus;
  /** §8 Why the item cannot be bought (cartItemNotAvailable, 'Sold Out', outOfStockText); null when it can. */
  statusText: string | null;
  /** Why Add is disabled although the item is on sale: the store is closed or does not deliver here. */
  blockedReason: string | null;
  /** The store's other items in the item's category. */
  more: ItemView[];
  /** The item's pictures in order (its picture first); none when it has no picture. */
  pictures: GalleryPicture[];
}

/** A path segment that is all digits names an id; anything else a slug. */
export function parseId(segment: string): number | null {
  return /^\d{1,9}$/.test(segment) ? Number(segment) : null;
}

async function findItem(page: PageData, key: ItemPageKey): Promise<ItemView | null> {
  if ('slug' in key) {
    const found = await singleItem(page.shop, { slug: key.slug });
    return found.ok ? found.value : null;
  }
  const found = await singleItem(page.shop, { id: key.id });
  if (!found.ok) return null;
  // /stores/{restaurant}/{id}: the store by slug, or by id as cart rows link it (§2).
  const storeId = parseId(key.store);
  const inStore = storeId !== null ? found.value.restaurant_id === storeId : found.value.restaurant_slug === key.store;
  return inStore ? found.value : null;
}

/** §4 Without a stored address the store is assumed operational. */
async function storeAt(page: PageData, item: ItemView): Promise<StoreInfo | null> {
  if (page.point) {
    const product = await singleProduct(page.shop, item.id, page.point);
    return product.ok ? product.value.store : null;
  }
  const info = await storeInfoById(page.shop, item.restaurant_id, null);
  return info.ok ? { ...info.value, is_operational: info.value.is_active === 1 } : null;
}

function blockedReasonFor(page: PageData, store: StoreInfo): string | null {
  // When it opens again, where the hours say (decision 0291).
  if (store.is_active !== 1) return store.opens ? closedStoreText(store, page) : page.t('storeClosedText');
  if (page.location && !store.is_operational) {
    return `${page.t('addressDoesnotDeliverToText')} ${page.location.tag || truncateAddress(page.location.address, 25)}`;
  }
  return null;
}

export async function loadItemPage(page: PageData, key: ItemPageKey): Promise<ItemPage | null> {
  const item = await findItem(page, key);
  if (!item) return null;
  const [store, sameCategory, pictures] = await Promise.all([
    storeAt(page, item),
    storeItems(page.shop, item.restaurant_slug, { point: page.point, categoryId: item.category_id }),
    itemGallery(page.shop, { id: item.id, image: item.image ?? '', name: item.name }),
  ]);
  if (!store) return null;
  const status = itemPageStatus(item);
  const more = sameCategory.ok
    ? sameCategory.value.categories.flatMap((group) => group.items).filter((other) => other.id !== item.id)
    : [];
  return {
    item,
    store,
    status,
    statusText:
      status === 'sold_out'
        ? page.t('soldOutText')
        : availabilityLabel(status, {
            cartItemNotAvailable: page.t('cartItemNotAvailable'),
            outOfStockText: page.t('outOfStockText'),
          }),
    blockedReason: blockedReasonFor(page, store),
    more: more.slice(0, MORE_FROM_STORE_LIMIT),
    pictures,
  };
}
