// Pieces the cart bar, the cart page and checkout share: a cart line (image, name,
// variant and addons, price) with its stepper, and price formatting with the
// shop's currency settings (§1: 0 decimals, symbol side from currencySymbolAlign).
import { pictureOrPlaceholder, thumbnailSrcset } from '../../domain/pictures.ts';
import { availabilityLabel, unavailableLineStatus } from '../../domain/catalogue/availability.ts';
import { isFreeLine, lineTotalMinor } from '../../domain/orders/cart.ts';
import { comboContents, comboPrice, isComboLine } from '../../domain/catalogue/combo.ts';
import { formatAddonPrice, formatPrice, toMinor } from '../../domain/money.ts';
import { fillTemplate, truncateName } from '../../domain/text.ts';
import type { MinOrderView } from '../../domain/api/pricing.ts';
import type { CartLine } from '../../domain/types.ts';
import { addItem, removeCartLine, removeItem } from '../../stores/cart.ts';
import { label, shopTexts } from '../../stores/settings.ts';
import type { LineTexts } from './texts.ts';

/** Rupees (as the API answers them) in the shop's format. */
export function rupees(amount: number): string {
  return formatPrice(toMinor(amount), shopTexts().settings);
}

export function paise(minor: number): string {
  return formatPrice(minor, shopTexts().settings);
}

/**
 * §5 'Shop for {amount} more to place the order' in the page's language (`template`, the page's
 * minOrderMessage label); null when the minimum is met. The bill's own `message` is written with
 * the shop's stored (default-language) text, so the islands fill the label with its `remaining`.
 */
export function minOrderMessage(view: MinOrderView, template: string): string | null {
  return view.enabled ? null : fillTemplate(template, { amount: rupees(view.remaining) });
}

/**
 * §5 Why the pay bar says 'Shop for {amount} more': the store's minimum order, named beside it (the
 * spec's bar text alone left the customer guessing why ₹11 more were wanted).
 */
export function MinimumReason({
  template,
  store,
}: {
  template: string;
  store: { name: string; min_order_price: number } | null;
}) {
  if (!store || store.min_order_price <= 0) return null;
  return (
    <p className="order-blocker below_minimum" role="status">
      {fillTemplate(template, { store: store.name, amount: rupees(store.min_order_price) })}
    </p>
  );
}

/** What a line's controls do: the regular cart's actions, or the members cart's. */
export interface LineActions {
  add(line: CartLine): void;
  remove(line: CartLine): void;
  removeLine(line: CartLine): void;
}

const regularCartActions: LineActions = {
  add: (line) => addItem({ ...line, selectedaddons: line.selectedaddons }),
  remove: (line) => removeItem(line),
  removeLine: (line) => removeCartLine(line),
};

/** §2 The stepper of a cart line: minus lowers by one (at one the line goes), plus adds one; free items stay at 1. */
function LineStepper({
  line,
  texts,
  actions = regularCartActions,
}: {
  line: CartLine;
  texts: LineTexts;
  actions?: LineActions;
}) {
  const free = isFreeLine(line);
  return (
    <div
      className="stepper line-stepper"
      role="group"
      aria-label={label('inCartText', '{name} in cart', { name: line.name })}
    >
      <button
        type="button"
        onClick={() => actions.remove(line)}
        aria-label={fillTemplate(texts.removeOne, { name: line.name })}
      >
        −
      </button>
      <span role="status" aria-label={fillTemplate(texts.quantity, { n: line.quantity })}>
        {line.quantity}
      </span>
      <button
        type="button"
        onClick={() => actions.add(line)}
        disabled={free}
        aria-label={fillTemplate(texts.addOne, { name: line.name })}
      >
        +
      </button>
    </div>
  );
}

/** The variant name and the addons of a line (addon prices per showAddonPricesOnCart). */
export function lineDetails(line: CartLine): string {
  // §3 A combo line reads as its parts.
  if (isComboLine(line)) return comboContents(line.items ?? []);
  const { settings } = shopTexts();
  const addons = line.selectedaddons.map((addon) => {
    const price = settings.showAddonPricesOnCart ? formatAddonPrice(addon.price, settings) : null;
    return price ? `${addon.addon_name} (+${price})` : addon.addon_name;
  });
  return [line.selectedvariant?.name, ...addons].filter(Boolean).join(' · ');
}

interface LineRowProps {
  line: CartLine;
  texts: LineTexts;
  /** Why the line cannot be bought (shown instead of the stepper). */
  unavailable?: string | null;
  /** The cart page offers Remove on every line; the bar's panel only the stepper. */
  removable?: boolean;
  actions?: LineActions;
  /** The line at its regular price, struck through beside the price paid (the members cart's saving). */
  regularMinor?: number | null;
}

/** §4/§8 The words of an unavailable cart line: Sold Out, Out of Stock, or the not-available text. */
export function unavailableText(
  line: CartLine,
  texts: { notAvailable: string; soldOut: string; outOfStock: string },
): string {
  return (
    availabilityLabel(unavailableLineStatus(line), {
      cartItemNotAvailable: texts.notAvailable,
      outOfStockText: texts.outOfStock,
      soldOutText: texts.soldOut,
    }) ?? texts.notAvailable
  );
}

/** One line of the cart: cart rows link to /stores/{restaurant_id}/{item id} (§2). */
export function LineRow({
  line,
  texts,
  unavailable = null,
  removable = false,
  actions = regularCartActions,
  regularMinor = null,
}: LineRowProps) {
  const details = lineDetails(line);
  const free = isFreeLine(line);
  const total = lineTotalMinor(line);
  const combo = isComboLine(line) ? comboPrice(line) : null;
  // A combo's old price struck through beside what it costs, and the saving under it (§3 Combo).
  const struck = regularMinor ?? (combo && combo.savingMinor > 0 ? combo.oldMinor * line.quantity : null);
  // §2 cart rows link to the item; a combo line to its tab on the combos screen.
  const href = combo ? `/combos?combo=${encodeURIComponent(line.slug)}` : `/stores/${line.restaurant_id}/${line.id}`;
  return (
    <li className={unavailable ? 'cart-line unavailable' : 'cart-line'}>
      {/* A duplicate of the name link for pointer users; hidden from assistive technology. */}
      {/* biome-ignore lint/a11y/useAnchorContent: the picture repeats the name link beside it, so it is hidden from screen readers on purpose. */}
      <a className="cart-line-image" href={href} tabIndex={-1} aria-hidden="true">
        <img
          src={pictureOrPlaceholder(line.image)}
          srcSet={thumbnailSrcset(line.image)}
          sizes="56px"
          alt=""
          width="56"
          height="56"
          loading="lazy"
          decoding="async"
        />
      </a>
      <div className="cart-line-main">
        <a className="cart-line-name" href={href}>
          {truncateName(line.name)}
        </a>
        {details && <p className="cart-line-details">{details}</p>}
        {combo && combo.savingMinor > 0 && !unavailable && (
          <p className="cart-line-saving">
            {fillTemplate(texts.comboSave, { amount: paise(combo.savingMinor * line.quantity) })}
          </p>
        )}
        {unavailable && (
          <p className="cart-line-reason">
            <span aria-hidden="true">⊘</span> {unavailable}
          </p>
        )}
        {removable && (
          <button type="button" className="link-button line-remove" onClick={() => actions.removeLine(line)}>
            {texts.remove}
            <span className="visually-hidden"> {line.name}</span>
          </button>
        )}
      </div>
      <div className="cart-line-side">
        {!unavailable && <LineStepper line={line} texts={texts} actions={actions} />}
        <span className="cart-line-price">
          {struck !== null && struck > total && <s>{paise(struck)}</s>}
          {free ? texts.free : paise(total)}
        </span>
      </div>
    </li>
  );
}
