// Money in integer paise (minor units). Rupee amounts from data are converted once with toMinor,
// summed and multiplied as integers, and only turned back into text by formatPrice.
import { parseDecimal, roundHalfUp } from './numbers.ts';
import type { Settings } from './settings.ts';

const MINOR_PER_RUPEE = 100;

export type PriceFormat = Pick<Settings, 'currencyFormat' | 'currencySymbolAlign'>;

/**
 * Rupees (49.5 or "120.00") to paise, ties rounded half up. A value that is not a decimal is a bug
 * here: the edge (zod at the endpoint, the API client) must have rejected it, so this throws.
 */
export function toMinor(value: number | string): number {
  const rupees = parseDecimal(value);
  if (rupees === null) throw new RangeError(`Not a money amount: ${String(value)}`);
  return roundHalfUp(rupees * MINOR_PER_RUPEE);
}

export function fromMinor(minor: number): number {
  return minor / MINOR_PER_RUPEE;
}

export function addMinor(...amounts: readonly number[]): number {
  return amounts.reduce((sum, amount) => sum + amount, 0);
}

export function multiplyMinor(minor: number, quantity: number): number {
  return roundHalfUp(minor * quantity);
}

/**
 * `percent` % of an amount in paise, in whole rupees (half up): what the shop works out itself (a
 * percentage coupon, a percentage tip) is an amount it can show as it is (§1 "Prices show rounded to 0
 * decimals"), so the customer, the counter and the rider read and collect one number (₹247, not a
 * screen's ₹247 and a rider's ₹246.85).
 */
export function percentOfMinorInRupees(minor: number, percent: number): number {
  return roundHalfUp((minor * percent) / 100 / MINOR_PER_RUPEE) * MINOR_PER_RUPEE;
}

/**
 * §1/§9 Prices show rounded to 0 decimals; the symbol sits left only when currencySymbolAlign is
 * 'left', otherwise right. Left is written tight ('₹120', as Indian shops print it); right gets a
 * space ('120 €', the usual way for symbols after the number). No thousands grouping, as the
 * original app printed plain numbers. A minus goes before everything ('-₹20', '-20 €').
 */
export function formatPrice(minor: number, format: PriceFormat): string {
  const rupees = roundHalfUp(Math.abs(minor) / MINOR_PER_RUPEE);
  const sign = minor < 0 && rupees !== 0 ? '-' : '';
  const symbol = format.currencyFormat;
  if (symbol === '') return `${sign}${rupees}`;
  return format.currencySymbolAlign === 'left' ? `${sign}${symbol}${rupees}` : `${sign}${rupees} ${symbol}`;
}

/**
 * §2 Discount badge: only when the sale price is below the regular price, rounded to 0 decimals;
 * null (no badge) when it would read 0 or cannot be computed.
 */
export function discountPercent(
  regularPrice: number | string | null | undefined,
  salePrice: number | string | null | undefined,
): number | null {
  const regular = parseDecimal(regularPrice);
  const sale = parseDecimal(salePrice);
  if (regular === null || sale === null || regular <= 0 || sale < 0 || sale >= regular) return null;
  const regularMinor = toMinor(regular);
  const percent = roundHalfUp(((regularMinor - toMinor(sale)) / regularMinor) * 100);
  return Number.isFinite(percent) && percent > 0 ? percent : null;
}

/** §2 With hidePriceWhenZero, an addon priced 0.00 shows no price (null); otherwise its formatted price. */
export function formatAddonPrice(
  price: number | string,
  settings: PriceFormat & Pick<Settings, 'hidePriceWhenZero'>,
): string | null {
  const minor = toMinor(price);
  if (minor === 0 && settings.hidePriceWhenZero) return null;
  return formatPrice(minor, settings);
}

/**
 * An ordered line's chosen size and addons, as the running order and My orders name them: "Box of 12 ·
 * Gift wrap with card (+₹49)" (each addon's price with showAddonPricesOnCart, none for a free one
 * with hidePriceWhenZero); '' for a line with neither.
 */
export function orderedLineDetails(
  line: { variant_name: string | null; selectedaddons: readonly { addon_name: string; price: number }[] },
  settings: PriceFormat & Pick<Settings, 'hidePriceWhenZero' | 'showAddonPricesOnCart'>,
): string {
  const addons = line.selectedaddons.map((addon) => {
    const shown = settings.showAddonPricesOnCart ? formatAddonPrice(addon.price, settings) : null;
    return shown ? `${addon.addon_name} (+${shown})` : addon.addon_name;
  });
  return [line.variant_name, ...addons].filter(Boolean).join(' · ');
}
