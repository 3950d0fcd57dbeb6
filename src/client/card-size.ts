// An item card shows the size its price is for (components/catalogue/ItemCard.astro): the default
// one as rendered, and once the customer chose another size into the cart, that one, with its
// price and discount; back to the default when the item leaves the cart. The card's controls
// (islands/item/ItemControls.tsx) call this with the cart's latest choice of the item.
import { discountPercent, formatPrice, toMinor } from '../domain/money.ts';
import type { Variant } from '../domain/types.ts';
import { label, shopTexts } from '../stores/settings.ts';

interface Shown {
  size: string;
  price: string;
  was: string | null;
  ribbon: string | null;
}

/** What the card showed as rendered, kept on the card the first time it changes. */
const rendered = new WeakMap<Element, Shown>();

/** An element made here takes the card's scoped-style attribute (Astro's data-astro-cid-…), as its rendered ones have. */
function styledLike(element: HTMLElement, model: Element): HTMLElement {
  for (const attribute of model.attributes)
    if (attribute.name.startsWith('data-astro-cid')) element.setAttribute(attribute.name, attribute.value);
  return element;
}

/** Sets, or takes away (null), the optional element `selector` of `parent` with `text`. */
function setOptional(parent: Element | null, selector: string, make: () => HTMLElement, text: string | null): void {
  if (!parent) return;
  let element = parent.querySelector<HTMLElement>(selector);
  if (text === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = styledLike(make(), parent);
    parent.append(element);
  }
  element.textContent = text;
}

function show(card: Element, shown: Shown): void {
  const size = card.querySelector('.item-meta .size');
  const price = card.querySelector('.price b');
  if (size) size.textContent = shown.size;
  if (price) price.textContent = shown.price;
  setOptional(card.querySelector('.price'), 's', () => document.createElement('s'), shown.was);
  setOptional(
    card.querySelector('.item-image'),
    '.ribbon',
    () => Object.assign(document.createElement('span'), { className: 'ribbon' }),
    shown.ribbon,
  );
}

function shownNow(card: Element): Shown {
  return {
    size: card.querySelector('.item-meta .size')?.textContent ?? '',
    price: card.querySelector('.price b')?.textContent ?? '',
    was: card.querySelector('.price s')?.textContent ?? null,
    ribbon: card.querySelector('.item-image .ribbon')?.textContent ?? null,
  };
}

/** The card around `from` shows `variant` (the size last chosen into the cart), or as rendered (null). */
export function showChosenSize(from: Element | null, variant: Variant | null): void {
  const card = from?.closest('.item-card');
  if (!card?.querySelector('.item-meta .size')) return;
  const first = rendered.get(card);
  if (!variant) {
    if (first) show(card, first);
    return;
  }
  if (!first) rendered.set(card, shownNow(card));
  const { settings } = shopTexts();
  const percent = discountPercent(variant.regular_price, variant.sale_price);
  show(card, {
    size: variant.name,
    price: formatPrice(toMinor(variant.sale_price), settings),
    was: percent === null ? null : formatPrice(toMinor(variant.regular_price), settings),
    ribbon: percent === null ? null : label('percentOffText', '{n}% OFF', { n: percent }),
  });
}
