// The lines of a cart as the server prices them (§3 Cart line; §4 Cart, Item
// availability, Members cart; §5 Stock): each line's item, variant and addons read
// fresh from the database, checked, and turned into the domain's CartLine so that
// src/domain prices it. Nothing about a line is taken from the client but its ids
// and quantity. A combo line (§3 Item is_combo) is read the same way through combo-lines.ts.
import type { Kysely } from 'kysely';
import type { ItemView } from '../../../domain/api/catalog.ts';
import { fail, ok, type ApiError, type ErrorCode, type Result, type Said } from '../../../domain/api/errors.ts';
import {
  isComboInput,
  type CartLineInput,
  type ComboLineInput,
  type ItemLineInput,
} from '../../../domain/api/pricing.ts';
import { defaultVariant, itemAvailability, type AvailabilityStatus } from '../../../domain/catalogue/availability.ts';
import { isFreeLine } from '../../../domain/orders/cart.ts';
import { stockNeeds } from '../../../domain/catalogue/combo.ts';
import { checkStock, type StockLevel } from '../../../domain/catalogue/stock.ts';
import type { AddonCategory, CartLine, SelectedAddon, Variant } from '../../../domain/types.ts';
import type { Database } from '../../db/schema.ts';
import { comboLine, comboRefusal, loadCombos, type ComboNow } from './combo-lines.ts';
import { loadItems } from '../catalogue/items.ts';
import { said, type SaidKey, saidList } from '../../said.ts';

/** regular: sale prices; member: §4 Members cart, member prices, no addons. */
export type LinePricing = 'regular' | 'member';

export interface PricedLine {
  /** Position in the request, so errors name `items.{index}`. */
  index: number;
  /** The item of an item line; null on a combo line (its parts are in `line.items`). */
  item: ItemView | null;
  variant: Variant | null;
  /**
   * The domain's cart line: fresh item fields, the variant at this pricing's price, the chosen
   * addons; for a combo, the combo with its parts as they are now (is_combo 1).
   */
  line: CartLine;
}

export interface UnavailableLine {
  index: number;
  name: string;
  status: Exclude<AvailabilityStatus, 'available'> | 'not_member';
}

export interface LoadedLines {
  storeId: number;
  lines: PricedLine[];
  /** Lines that cannot be bought now (inactive, sold out, out of stock, no member price). */
  unavailable: UnavailableLine[];
}

/** The request field of a line: `items.2.variant_id` (apply-coupon calls its lines cartProducts). */
export type LinesField = 'items' | 'cartProducts';
const field = (index: number, name?: string, prefix: LinesField = 'items') =>
  name ? `${prefix}.${index}.${name}` : `${prefix}.${index}`;

/** The variant a line buys: the one asked for, else the item's default (§9), else the first. */
function variantOf(variants: readonly Variant[], requested: number | null): Variant | null | undefined {
  if (requested !== null) return variants.find((variant) => variant.id === requested);
  return defaultVariant({ variants: [...variants] }) ?? variants[0] ?? null;
}

/** §3 Selected addons of a line, or what is wrong with the choice. SINGLE categories take at most one. */
export function chooseAddons(
  categories: readonly AddonCategory[],
  addonIds: readonly number[],
): SelectedAddon[] | Said {
  const chosen: SelectedAddon[] = [];
  for (const addonId of addonIds) {
    const category = categories.find((candidate) => candidate.addons.some((addon) => addon.id === addonId));
    const addon = category?.addons.find((candidate) => candidate.id === addonId);
    if (!category || !addon) return said('saidFieldAddonNotOffered', { addon: addonId });
    if (category.type === 'SINGLE' && chosen.some((picked) => picked.addon_category_name === category.name)) {
      return said('saidFieldPickOneOnly', { group: category.name });
    }
    chosen.push({ addon_category_name: category.name, addon_id: addon.id, addon_name: addon.name, price: addon.price });
  }
  return chosen;
}

type LineReading =
  | { ok: false; field: string; problem: Said }
  | { ok: true; priced: PricedLine; status: UnavailableLine['status'] | 'available'; name?: string };

/** One line checked against its fresh item: what is wrong with it, or the priced line and whether it can be bought now. */
function readLine(
  item: ItemView | undefined,
  input: ItemLineInput,
  index: number,
  context: { storeId: number | null; pricing: LinePricing; prefix: LinesField },
): LineReading {
  const { storeId, pricing } = context;
  const problem = (name: string, text: Said): LineReading => ({
    ok: false,
    field: field(index, name, context.prefix),
    problem: text,
  });
  if (!item) return problem('id', said('saidFieldNoSuchItem'));
  // §4 One store per cart: adding from another store replaces the cart instead of mixing.
  if (item.restaurant_id !== storeId) return problem('id', said('saidFieldOtherStoresLine'));
  const regular = variantOf(item.variants, input.variant_id);
  if (regular === undefined) return problem('variant_id', said('saidFieldNotAVariant'));
  const addons =
    pricing === 'member' && input.addon_ids.length > 0
      ? said('saidFieldMemberNoAddons')
      : chooseAddons(item.addon_categories, input.addon_ids);
  if (!Array.isArray(addons)) return problem('addon_ids', addons);
  // §4 Members cart: priced at the member variant (its sale price is the member price).
  const member =
    pricing === 'member' && regular !== null
      ? (item.member_variants ?? []).find((candidate) => candidate.id === regular.id)
      : regular;
  const variant = member ?? regular;
  const line: CartLine = { ...item, quantity: input.quantity, selectedvariant: variant, selectedaddons: addons };
  // §4 Free items cannot change quantity: one is all a cart may hold.
  if (isFreeLine(line) && input.quantity > 1) return problem('quantity', said('saidFieldOneFreeItem'));
  const availability = itemAvailability(item, regular);
  const status = availability === 'available' && member === undefined ? 'not_member' : availability;
  return { ok: true, priced: { index, item, variant, line }, status };
}

/** A combo line checked against its fresh combo and parts (§3 Combo; §4 one store per cart). */
function readComboLine(
  combo: ComboNow | undefined,
  input: ComboLineInput,
  index: number,
  context: { storeId: number | null; pricing: LinePricing; prefix: LinesField },
): LineReading {
  const problem = (text: Said): LineReading => ({
    ok: false,
    field: field(index, 'combo_id', context.prefix),
    problem: text,
  });
  if (!combo) return problem(said('saidFieldNoSuchCombo'));
  if (combo.storeId !== context.storeId) return problem(said('saidFieldOtherStoresLine'));
  // §4 Members cart: member prices are per variant; a combo has its own price, so it is not one.
  if (context.pricing === 'member') return problem(said('saidFieldNoMemberCombo'));
  const line = comboLine(combo, input.quantity);
  const refusal = comboRefusal(combo);
  return {
    ok: true,
    priced: { index, item: null, variant: null, line },
    status: refusal?.status ?? 'available',
    ...(refusal ? { name: refusal.name } : {}),
  };
}

/**
 * Reads and checks every line. Malformed lines (unknown item, variant or addon, a line of another
 * store, a free item above 1) refuse the whole cart with validation_failed naming each; lines that
 * are fine but cannot be bought now are listed in `unavailable` for the caller to decide.
 */
export async function loadLines(
  db: Kysely<Database>,
  storeId: number | null,
  inputs: readonly CartLineInput[],
  pricing: LinePricing,
  prefix: LinesField = 'items',
): Promise<Result<LoadedLines>> {
  const itemIds = inputs.flatMap((line) => (isComboInput(line) ? [] : [line.item_id]));
  const comboIds = inputs.flatMap((line) => (isComboInput(line) ? [line.combo_id] : []));
  const [items, combos] = await Promise.all([
    itemIds.length === 0
      ? new Map<number, ItemView>()
      : loadItems(db, { ids: [...new Set(itemIds)] }).then((list) => new Map(list.map((item) => [item.id, item]))),
    loadCombos(db, comboIds),
  ]);
  const first = inputs[0];
  const cartStoreId =
    storeId ??
    (first === undefined
      ? null
      : isComboInput(first)
        ? (combos.get(first.combo_id)?.storeId ?? null)
        : (items.get(first.item_id)?.restaurant_id ?? null));
  const errors: Record<string, Said> = {};
  const lines: PricedLine[] = [];
  const unavailable: UnavailableLine[] = [];
  inputs.forEach((input, index) => {
    const context = { storeId: cartStoreId, pricing, prefix };
    const reading = isComboInput(input)
      ? readComboLine(combos.get(input.combo_id), input, index, context)
      : readLine(items.get(input.item_id), input, index, context);
    if (!reading.ok) {
      errors[reading.field] = reading.problem;
      return;
    }
    lines.push(reading.priced);
    if (reading.status !== 'available') {
      unavailable.push({ index, name: reading.name ?? reading.priced.line.name, status: reading.status });
    }
  });
  const firstError = Object.entries(errors)[0];
  if (firstError)
    return fail('validation_failed', said('saidInvalidField', { field: firstError[0], line: firstError[1] }), errors);
  if (cartStoreId === null)
    return fail('validation_failed', said('saidCartEmpty'), { [prefix]: said('saidFieldCartEmpty') });
  return ok({ storeId: cartStoreId, lines, unavailable });
}

/** How a refusal names a line that cannot be bought now, by why. */
const UNAVAILABLE_WORDS = {
  unavailable: 'saidLineNotAvailable',
  sold_out: 'saidLineSoldOut',
  out_of_stock: 'saidFieldOutOfStock',
  not_member: 'saidLineNoMemberPrice',
} as const satisfies Record<UnavailableLine['status'], SaidKey>;

/**
 * §4/§8 Refuses a cart with lines that cannot be bought now, naming each: out_of_stock when that is
 * the only reason, else conflict (the cart no longer matches the shop).
 */
export function refuseUnavailable(unavailable: readonly UnavailableLine[]): { ok: false; error: ApiError } | null {
  const first = unavailable[0];
  if (!first) return null;
  const fields = Object.fromEntries(
    unavailable.map((line) => [field(line.index), said('saidValue', { value: line.status })]),
  );
  const code: ErrorCode = unavailable.every((line) => line.status === 'out_of_stock') ? 'out_of_stock' : 'conflict';
  const [one, ...more] = unavailable.map((line) => said(UNAVAILABLE_WORDS[line.status], { name: line.name }));
  const lines = saidList(one ?? said('saidAnItem'), ...more);
  return fail(code, said(more.length === 0 ? 'saidRemoveIt' : 'saidRemoveThem', { lines }), fields);
}

/**
 * §5 The whole cart against fresh stock (every line of a variant counts, and every combo part of
 * it). Refused with out_of_stock naming each short item and how many are left.
 */
export function checkLinesStock(lines: readonly PricedLine[]): Result<void> {
  const levels = new Map<number, StockLevel>();
  for (const { line } of lines) for (const need of stockNeeds(line)) levels.set(need.variant.id, need.variant);
  const check = checkStock(
    lines.map((priced) => priced.line),
    levels,
  );
  if (check.ok) return ok(undefined);
  const fields: Record<string, Said> = {};
  const names: Said[] = [];
  for (const shortage of check.shortages) {
    const short = lines.filter((priced) =>
      stockNeeds(priced.line).some((need) => need.variant.id === shortage.variant_id),
    );
    for (const priced of short)
      fields[field(priced.index, 'quantity')] = said('saidFieldOnlyInStock', { n: shortage.available });
    const name = short[0] && stockNeeds(short[0].line).find((need) => need.variant.id === shortage.variant_id)?.name;
    const named = name || said('saidAnItem');
    const n = shortage.available;
    names.push(
      n === 0
        ? said('saidFieldOutOfStock', { name: named })
        : n === 1
          ? said('saidOnlyOneLeft', { name: named })
          : said('saidOnlySomeLeft', { n, name: named }),
    );
  }
  const [first, ...more] = names;
  return fail(
    'out_of_stock',
    said('saidSorryLines', { lines: saidList(first ?? said('saidAnItem'), ...more) }),
    fields,
  );
}
