// Order again (decision 0153): the
// lines of a past order that can be bought now, as cart lines with fresh prices,
// and the others with the reason. Quantities are capped at the stock left (§5). A combo
// line comes back as the combo is now (its parts' stock caps how many).
import type { ItemView } from '../../../domain/api/catalog.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { OrderAgainAnswer, OrderAgainLine } from '../../../domain/api/orders.ts';
import { itemAvailability } from '../../../domain/catalogue/availability.ts';
import { isFreeLine } from '../../../domain/orders/cart.ts';
import { isStockLimited } from '../../../domain/catalogue/stock.ts';
import type { SelectedAddon } from '../../../domain/types.ts';
import type { ShopContext } from '../../context.ts';
import type { OrderItemRow } from '../../db/schema-orders.ts';
import { comboLine, comboRefusal, loadCombos, type ComboNow } from '../pricing/combo-lines.ts';
import { loadItems } from '../catalogue/items.ts';
import { storesOpenNow } from '../catalogue/store-hours.ts';
import { findOwnOrder, ORDER_NOT_FOUND } from './orders.ts';
import { chooseAddons } from '../pricing/pricing-lines.ts';
import { said } from '../../said.ts';

type Refill = { ok: true; line: OrderAgainLine } | { ok: false; reason: string };

function refill(
  row: OrderItemRow,
  item: ItemView | undefined,
  member: boolean,
  alreadyTaken: Map<number, number>,
): Refill {
  if (!item) return { ok: false, reason: 'missing' };
  const regular = row.variant_id === null ? null : item.variants.find((variant) => variant.id === row.variant_id);
  if (regular === undefined) return { ok: false, reason: 'sold_out' };
  const status = itemAvailability(item, regular);
  if (status !== 'available') return { ok: false, reason: status };
  const variant = member && regular ? item.member_variants?.find((candidate) => candidate.id === regular.id) : regular;
  if (variant === undefined) return { ok: false, reason: 'not_member' };
  const wanted = (JSON.parse(row.addons) as SelectedAddon[]).map((addon) => addon.addon_id);
  const addons = chooseAddons(item.addon_categories, wanted);
  if (!Array.isArray(addons)) return { ok: false, reason: 'options_changed' };
  let quantity = row.quantity;
  if (variant && isStockLimited(variant)) {
    const left = variant.stock - (alreadyTaken.get(variant.id) ?? 0);
    if (left <= 0) return { ok: false, reason: 'out_of_stock' };
    quantity = Math.min(quantity, left);
    alreadyTaken.set(variant.id, (alreadyTaken.get(variant.id) ?? 0) + quantity);
  }
  const line: OrderAgainLine = { ...item, quantity, selectedvariant: variant, selectedaddons: addons };
  return { ok: true, line: isFreeLine(line) ? { ...line, quantity: 1 } : line };
}

/**
 * A combo line of a past order as the combo is now (§3 Combo): refused when the combo or a part
 * cannot be bought, and as many combos as every stock-limited part still has (§5).
 */
function refillCombo(row: OrderItemRow, combo: ComboNow | undefined, alreadyTaken: Map<number, number>): Refill {
  if (!combo) return { ok: false, reason: 'missing' };
  const refusal = comboRefusal(combo);
  if (refusal) return { ok: false, reason: refusal.status };
  let quantity = row.quantity;
  for (const part of combo.parts) {
    if (!part.variant || !isStockLimited(part.variant)) continue;
    const left = part.variant.stock - (alreadyTaken.get(part.variantId) ?? 0);
    quantity = Math.min(quantity, Math.floor(left / part.quantity));
  }
  if (quantity <= 0) return { ok: false, reason: 'out_of_stock' };
  for (const part of combo.parts)
    alreadyTaken.set(part.variantId, (alreadyTaken.get(part.variantId) ?? 0) + part.quantity * quantity);
  const line = comboLine(combo, quantity);
  return {
    ok: true,
    line: { ...line, restaurant_slug: combo.storeSlug, restaurant_name: combo.storeName },
  };
}

/** The customer's past order as cart lines priced now; 404 for anyone else's order. */
export async function orderAgain(
  ctx: ShopContext,
  userId: number,
  uniqueOrderId: string,
): Promise<Result<OrderAgainAnswer>> {
  const order = await findOwnOrder(ctx.db, userId, uniqueOrderId);
  if (!order) return fail('not_found', ORDER_NOT_FOUND, { unique_order_id: said('saidFieldNoSuchOrder') });
  const rows = await ctx.db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  const itemRows = rows.filter((row) => row.combo_id === null);
  const items = new Map(
    (await loadItems(ctx.db, { ids: [...new Set(itemRows.map((row) => row.item_id))] })).map((item) => [item.id, item]),
  );
  const combos = await loadCombos(
    ctx.db,
    rows.flatMap((row) => (row.combo_id === null ? [] : [row.combo_id])),
  );
  // Open now: the counter's open/closed, the pause and the hours (decision 0270).
  const storeOpen = (await storesOpenNow(ctx, [order.store_id])).has(order.store_id);
  const answer: OrderAgainAnswer = {
    restaurant_id: order.store_id,
    members: order.kind === 'member',
    items: [],
    unavailable: [],
  };
  const taken = new Map<number, number>();
  for (const row of rows) {
    const result = !storeOpen
      ? { ok: false as const, reason: 'store_closed' }
      : row.combo_id !== null
        ? refillCombo(row, combos.get(row.combo_id), taken)
        : refill(row, items.get(row.item_id), order.kind === 'member', taken);
    if (result.ok) answer.items.push(result.line);
    else answer.unavailable.push({ name: row.name, variant_name: row.variant_name, reason: result.reason });
  }
  return ok(answer);
}
