// Combos as cart and order lines (decision 0193; §3 Combo, Item
// is_combo and items; §4 Item availability; §5 Stock). A combo line is read fresh from the
// database (the combo, its parts, each part's item and variant), priced by the domain's rule
// (domain/catalogue/combo.ts through domain/orders/cart.ts) and checked part by part, so a part that went
// inactive or ran out refuses the combo with the part named. On an order the combo is one
// line with its parts beside it (order_item_parts, migration 012), each noting whether it
// took stock, so that a cancel gives back exactly that.
import type { Kysely } from 'kysely';
import { itemAvailability, type AvailabilityStatus } from '../../../domain/catalogue/availability.ts';
import { type ComboNow, comboCartItem, comboContents } from '../../../domain/catalogue/combo.ts';
import { fromMinor } from '../../../domain/money.ts';
import type { CartLine } from '../../../domain/types.ts';
import type { ShopContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { loadItems } from '../catalogue/items.ts';

export type { ComboNow } from '../../../domain/catalogue/combo.ts';

/** The combos of `ids` with their parts, read now (never from a cache: availability and stock must be current). */
export async function loadCombos(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, ComboNow>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const [combos, parts] = await Promise.all([
    db
      .selectFrom('combos')
      .innerJoin('stores', 'stores.id', 'combos.store_id')
      .selectAll('combos')
      .select(['stores.slug as store_slug', 'stores.name as store_name'])
      .where('combos.id', 'in', wanted)
      .execute(),
    db
      .selectFrom('combo_items')
      .innerJoin('item_variants', 'item_variants.id', 'combo_items.variant_id')
      .select(['combo_items.combo_id', 'combo_items.variant_id', 'combo_items.quantity', 'item_variants.item_id'])
      .where('combo_items.combo_id', 'in', wanted)
      .orderBy('combo_items.combo_id')
      .orderBy('item_variants.item_id')
      .execute(),
  ]);
  const items = new Map(
    (await loadItems(db, { ids: [...new Set(parts.map((part) => part.item_id))] })).map((item) => [item.id, item]),
  );
  const partsOf = Map.groupBy(parts, (part) => part.combo_id);
  return new Map(
    combos.map((combo) => [
      combo.id,
      {
        id: combo.id,
        slug: combo.slug,
        name: combo.name,
        image: combo.image,
        storeId: combo.store_id,
        storeSlug: combo.store_slug,
        storeName: combo.store_name,
        isActive: combo.is_active === 1,
        pricePaise: combo.price_paise,
        oldPricePaise: combo.old_price_paise,
        parts: (partsOf.get(combo.id) ?? []).map((part) => {
          const item = items.get(part.item_id);
          return {
            itemId: part.item_id,
            variantId: part.variant_id,
            quantity: part.quantity,
            item,
            variant: item?.variants.find((variant) => variant.id === part.variant_id),
          };
        }),
      },
    ]),
  );
}

/** §3 Item of the combo as a cart line of `quantity` (is_combo 1, its parts in `items`), priced by the domain. */
export function comboLine(combo: ComboNow, quantity: number): CartLine {
  const item = comboCartItem({
    id: combo.id,
    slug: combo.slug,
    name: combo.name,
    image: combo.image,
    price: fromMinor(combo.pricePaise),
    old_price: fromMinor(combo.oldPricePaise),
    restaurant_id: combo.storeId,
    restaurant_name: combo.storeName,
    items: combo.parts.map((part) => ({
      id: part.itemId,
      name: part.item?.name ?? '',
      quantity: part.quantity,
      item_variant: part.variant ?? null,
    })),
  });
  return { ...item, is_active: combo.isActive ? 1 : 0, quantity, selectedvariant: null, selectedaddons: [] };
}

/** Why a combo cannot be bought now, naming the part that decides; null when it can. */
export function comboRefusal(
  combo: ComboNow,
): { status: Exclude<AvailabilityStatus, 'available'>; name: string } | null {
  if (!combo.isActive || combo.parts.length === 0) return { status: 'unavailable', name: combo.name };
  for (const part of combo.parts) {
    if (!part.item) return { status: 'unavailable', name: `${combo.name}: a part` };
    const status = part.variant === undefined ? 'sold_out' : itemAvailability(part.item, part.variant);
    if (status !== 'available') {
      const variant = part.variant ? ` (${part.variant.name})` : '';
      return { status, name: `${combo.name}: ${part.item.name}${variant}` };
    }
  }
  return null;
}

/** The parts of a combo as one line of text, for the bill and an order's line (variant_name). */
export function comboLineContents(line: CartLine): string {
  return comboContents(line.items ?? []);
}

/** Writes a combo line's parts beside its order line; `stockTaken` is the set of variants the order took stock of. */
export async function insertComboParts(
  tx: ShopContext,
  orderItemId: number,
  line: CartLine,
  stockTaken: ReadonlySet<number>,
): Promise<void> {
  const parts = line.items ?? [];
  if (parts.length === 0) return;
  await tx.db
    .insertInto('order_item_parts')
    .values(
      parts.map((part) => ({
        order_item_id: orderItemId,
        item_id: part.id,
        variant_id: part.item_variant?.id ?? null,
        name: part.name,
        variant_name: part.item_variant?.name ?? null,
        quantity: part.quantity ?? 1,
        stock_taken: part.item_variant && stockTaken.has(part.item_variant.id) ? (1 as const) : (0 as const),
      })),
    )
    .execute();
}

/**
 * §5 What an order's combo lines took from stock, by variant (line quantity × part quantity of
 * each part that took stock): what a cancel or a rejection gives back beside the item lines.
 */
export async function comboStockTaken(tx: ShopContext, orderId: number): Promise<Map<number, number>> {
  const rows = await tx.db
    .selectFrom('order_item_parts')
    .innerJoin('order_items', 'order_items.id', 'order_item_parts.order_item_id')
    .select(['order_item_parts.variant_id', 'order_item_parts.quantity as part_quantity', 'order_items.quantity'])
    .where('order_items.order_id', '=', orderId)
    .where('order_item_parts.stock_taken', '=', 1)
    .execute();
  const taken = new Map<number, number>();
  for (const row of rows) {
    if (row.variant_id === null) continue;
    taken.set(row.variant_id, (taken.get(row.variant_id) ?? 0) + row.part_quantity * row.quantity);
  }
  return taken;
}

/** The variants of the combos `ids` (place-order locks them with the items' variants). */
export async function comboVariantIds(db: Kysely<Database>, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('combo_items')
    .select('variant_id')
    .where('combo_id', 'in', [...new Set(ids)])
    .execute();
  return [...new Set(rows.map((row) => row.variant_id))];
}
