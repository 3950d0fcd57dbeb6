// The item data a card's controls need (cartItemOf), carried as JSON text in the page
// (src/components/catalogue/CartItemData.astro) and read when a control is used. An item shown more than
// once on a page carries it once, on its first card: a later card finds it by the item's id.
import type { Item } from '../domain/types.ts';

/**
 * The item of the card (any element with data-cart-item="ID") that holds `element`; null when unreadable.
 * A card that names a size (data-variant="ID": a recipe's row, the packs that cover what it needs)
 * offers that size first: Add, and the chooser's first choice.
 */
export function readItemData(element: Element | null): Item | null {
  const holder = element?.closest('[data-cart-item]');
  const id = holder?.getAttribute('data-cart-item');
  const script =
    holder?.querySelector('script[data-item-json]') ??
    (id ? document.querySelector(`script[data-item-json="${CSS.escape(id)}"]`) : null);
  if (!script?.textContent) return null;
  try {
    const item = JSON.parse(script.textContent) as Item;
    const variantId = holder?.getAttribute('data-variant');
    const variant = variantId ? item.variants.find((candidate) => String(candidate.id) === variantId) : undefined;
    return variant ? { ...item, selectedvariant: variant } : item;
  } catch {
    return null;
  }
}
