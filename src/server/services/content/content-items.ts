// The catalog behind editors' pages: a campaign's featured items and a recipe's
// ingredients, named in their Markdown by link_slug (the product, e.g.
// 'alphonso-mango') or by one store's item slug ('alphonso-mango-kothrud'), as on
// offer at the customer's point. Names the catalog does not know, or that nobody
// delivers there, are left out (a page is never broken by a product that went away).
import type { ItemView } from '../../../domain/api/catalog.ts';
import type { StoreInfo } from '../../../domain/api/stores.ts';
import { parseDecimal } from '../../../domain/numbers.ts';
import type { LatLng } from '../../../domain/types.ts';
import type { ShopContext } from '../../context.ts';
import { createShelf } from '../catalogue/sections.ts';

function matches(item: ItemView, ref: string): boolean {
  return item.slug === ref || item.link_slug === ref;
}

/** An exact item slug wins over a product's offer. */
function pick(offered: readonly ItemView[], ref: string): ItemView | undefined {
  return offered.find((item) => item.slug === ref) ?? offered.find((item) => matches(item, ref));
}

/** Each product's offer from the nearest store (the first in list order within a store). */
function nearestOffers(items: readonly ItemView[], stores: readonly StoreInfo[]): ItemView[] {
  const rank = new Map(stores.map((store, index) => [store.id, index]));
  const best = new Map<string, ItemView>();
  for (const item of items) {
    const current = best.get(item.link_slug);
    if (!current || (rank.get(item.restaurant_id) ?? 0) < (rank.get(current.restaurant_id) ?? 0)) {
      best.set(item.link_slug, item);
    }
  }
  return items.filter((item) => best.get(item.link_slug) === item);
}

/** A campaign's items at the point, in the editor's order, each once; from whichever store delivers them nearest. */
export async function campaignItemsAt(ctx: ShopContext, point: LatLng, refs: readonly string[]): Promise<ItemView[]> {
  const shelf = createShelf(ctx, point);
  const [named, stores] = await Promise.all([shelf.named(refs), shelf.stores()]);
  const nearest = nearestOffers(named, stores);
  const picked = new Set<ItemView>();
  for (const ref of refs) {
    // A named store item that is not the nearest offer of its product still shows when its store delivers here.
    const item = pick(nearest, ref) ?? named.find((candidate) => candidate.slug === ref);
    if (item) picked.add(item);
  }
  return [...picked];
}

export interface RecipeBasket {
  /** The one store that sells the main ingredient and fills the most of the rest (nearest on a tie); null when none delivers any of it. */
  store: StoreInfo | null;
  /** For each ingredient, in order: that store's item for it (the first of its products it sells), if any. */
  items: (ItemView | undefined)[];
}

/**
 * §4 A cart holds one store's items, so a recipe's 'Add all to cart' buys from one
 * store: the delivering store that sells its first (main) ingredient and stocks the most
 * of the others (without one that sells the first, the one that stocks the most), each as
 * the first of the ingredient's products (`choices`, in the editor's order) that it sells.
 */
export async function recipeBasketAt(
  ctx: ShopContext,
  point: LatLng,
  choices: readonly (readonly string[])[],
): Promise<RecipeBasket> {
  const shelf = createShelf(ctx, point);
  const [named, stores] = await Promise.all([shelf.named(choices.flat()), shelf.stores()]);
  let best: RecipeBasket = { store: null, items: choices.map(() => undefined) };
  let bestScore = 0;
  for (const store of stores) {
    const offered = named.filter((item) => item.restaurant_id === store.id);
    const items = choices.map((refs) => refs.map((ref) => pick(offered, ref)).find((item) => item !== undefined));
    const count = items.filter((item) => item !== undefined).length;
    // The first ingredient is the recipe's main one (docs/editors.md): a store that sells it comes
    // before any that does not (a paneer bhurji comes from a store with paneer, not a fish shop with onions).
    const score = count + (items[0] !== undefined ? choices.length : 0);
    if (score > bestScore) {
      best = { store, items };
      bestScore = score;
    }
  }
  return best;
}

/**
 * §2 The campaign button's fixed coordinate pair (settings campaignLatitude/Longitude):
 * where a campaign's (and a recipe's) items come from for a customer who has not set a location.
 */
export function campaignPoint(rawSettings: Readonly<Record<string, string>>): LatLng | null {
  const lat = parseDecimal(rawSettings.campaignLatitude);
  const lng = parseDecimal(rawSettings.campaignLongitude);
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}
