// One store per cart (§4 Cart), while the lists mix the stores in reach (decision 0291): with a
// store's items in the cart, a list of the offers in reach offers that store's own offer of a
// product where it sells one, and marks the cards left from another store before they are tapped.
// The cached page stays the same for every cart; the browser asks the cart store's offers of the
// products it shows from other stores (CART_STORE_OFFERS_PATH) and puts them in place.

/** Where the browser asks for the cart store's offers: `${path}/${storeId}?products=a,b`. */
const CART_STORE_OFFERS_PATH = '/cart-store-offers';
/** The most products asked at once (a page of a list and the home's first rows hold fewer). */
export const CART_STORE_PRODUCTS_MAX = 60;

const PRODUCT = /^[a-z0-9][a-z0-9-]{0,119}$/;

/** A card of a list of the offers in reach: its store's id and its product (link_slug). */
export interface ReachCard {
  store: number;
  product: string;
}

/** The products shown from another store than the cart's, each once, at most CART_STORE_PRODUCTS_MAX. */
export function productsFromOtherStores(cards: readonly ReachCard[], cartStore: number): string[] {
  const products = new Set<string>();
  for (const card of cards) {
    if (card.store !== cartStore && PRODUCT.test(card.product)) products.add(card.product);
    if (products.size === CART_STORE_PRODUCTS_MAX) break;
  }
  return [...products];
}

/** The products of the `products` query ('a,b'): slugs each once, at most CART_STORE_PRODUCTS_MAX, others left out. */
export function productsOfQuery(text: string | null): string[] {
  const products = new Set(
    (text ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => PRODUCT.test(part)),
  );
  return [...products].slice(0, CART_STORE_PRODUCTS_MAX);
}

/** The address the browser asks the cart store's offers of `products` at. */
export function cartStoreOffersHref(storeId: number, products: readonly string[]): string {
  return `${CART_STORE_OFFERS_PATH}/${storeId}?products=${products.map(encodeURIComponent).join(',')}`;
}
