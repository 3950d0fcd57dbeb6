// One store per cart in lists that mix the stores in reach (decision 0291). While the cart holds a
// store's items, each card of a list of the offers in reach (ItemCard.astro `data-store`,
// `data-product`) from another store is put in place by the cart store's own offer of the product
// where it sells one (the server's cards: CART_STORE_OFFERS_PATH), and the cards left are marked as
// another store's, before the customer taps Add and meets the replace question (§4 Cart). The page
// itself is the same for every cart (it is cached by delivery zone); this runs after it loaded, and
// again when the cart changes store or a list brings more cards.
import { LIST_ITEMS_ADDED_EVENT } from '../domain/constants.ts';
import type { Cart } from '../domain/orders/cart.ts';
import { cartStoreOffersHref, productsFromOtherStores } from '../domain/orders/cart-store.ts';
import { $cart } from '../stores/cart.ts';
import { adoptCss } from './adopt-css.ts';

const MARK_CLASS = 'other-store-mark';

adoptCss(
  'cart-store-offers',
  `.${MARK_CLASS}{margin:4px 0 6px;padding:2px 6px;border-radius:6px;background:#fff4e0;color:#6b4100;font-size:11px;font-weight:700;line-height:1.3}`,
);

function cartStoreOf(cart: Cart): number | null {
  if (cart.lines.length === 0) return null;
  return cart.activeRestaurantId ?? cart.lines[0]?.restaurant_id ?? null;
}

function reachCards(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('article[data-store][data-product]')];
}

/** Marks a card as another store's, once, below its name and size. */
function mark(card: HTMLElement, text: string): void {
  if (text === '' || card.querySelector(`.${MARK_CLASS}`)) return;
  const note = document.createElement('p');
  note.className = MARK_CLASS;
  note.textContent = text;
  // An item card's price row, or a deal tile's Add (after its price).
  const bottom = card.querySelector('.item-bottom, .deal-price + *');
  if (bottom) bottom.before(note);
  else card.append(note);
}

/** Asks the cart store's offers of the products shown from other stores. */
async function cartStoreCards(storeId: number, products: readonly string[]): Promise<HTMLElement | null> {
  try {
    const response = await fetch(cartStoreOffersHref(storeId, products), {
      credentials: 'same-origin',
      headers: { accept: 'text/html' },
    });
    if (!response.ok) return null;
    const answer = new DOMParser().parseFromString(await response.text(), 'text/html');
    const holder = answer.querySelector<HTMLElement>('[data-cart-store-offers]');
    // Scripts of a fetched page never run; the island runtime is already on this one.
    for (const script of holder?.querySelectorAll('script:not([type="application/json"])') ?? []) script.remove();
    return holder;
  } catch {
    // Offline or refused: the cards stay as they are, and Add still asks before replacing.
    return null;
  }
}

/** The newest question: an answer to an older one (the cart changed store meanwhile) is dropped. */
let asked = 0;

async function preferStore(storeId: number | null): Promise<void> {
  const question = ++asked;
  for (const note of document.querySelectorAll(`.${MARK_CLASS}`)) note.remove();
  if (storeId === null) return;
  const cards = reachCards().map((card) => ({
    store: Number(card.dataset.store),
    product: card.dataset.product ?? '',
  }));
  const products = productsFromOtherStores(cards, storeId);
  if (products.length === 0) return;
  const holder = await cartStoreCards(storeId, products);
  if (!holder || question !== asked) return;
  const offers = new Map<string, HTMLElement>();
  for (const offer of holder.querySelectorAll<HTMLElement>('article[data-product]')) {
    offers.set(offer.dataset.product ?? '', offer);
  }
  const otherStore = holder.dataset.otherStoreText ?? '';
  for (const card of reachCards()) {
    if (Number(card.dataset.store) === storeId) continue;
    const offer = offers.get(card.dataset.product ?? '');
    // A card the customer is on stays where it is (its focus would be lost), marked.
    if (!offer || card.contains(document.activeElement)) {
      mark(card, otherStore);
      continue;
    }
    const own = document.importNode(offer, true);
    // A row's cards have their width set, a deal tile its place in its row; the grid's take the column's.
    own.style.width = card.style.width;
    if (card.classList.contains('deal-tile')) own.style.flex = '0 0 160px';
    card.replaceWith(own);
  }
}

let current: number | null | undefined;
$cart.subscribe((cart) => {
  const storeId = cartStoreOf(cart);
  if (storeId === current) return;
  current = storeId;
  void preferStore(storeId);
});
document.addEventListener(LIST_ITEMS_ADDED_EVENT, () => void preferStore(current ?? null));
