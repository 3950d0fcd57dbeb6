// Helpers of the order tests: demo variants and addons by name, cart lines, test
// customers made straight in the database, and place-order requests as a client
// sends them (parsed by the very schema the endpoint uses).
import type { Result } from '../../../../src/domain/api/errors.ts';
import { placeOrderRequest, type PlaceOrderInput } from '../../../../src/domain/api/orders.ts';
import type { CartLineInput } from '../../../../src/domain/api/pricing.ts';
import type { ShopContext } from '../../../../src/server/context.ts';

/** A fixed clock inside the demo's world: after the seed's reference day, before the 2027 pre-orders. */
export const NOW = new Date('2026-11-02T06:30:00.000Z');

/** Demo customers (seed/demo/users.ts): Asha (addresses 1–3, membership), Rohan (₹500 wallet, address 4), Meera. */
export const ASHA = 1;
export const ROHAN = 2;
export const MEERA = 3;
const ASHA_HOME = 1;
export const ROHAN_HOME = 4;

export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected a value, got ${JSON.stringify(result.error)}`);
  return result.value;
}

export function errorOf<T>(result: Result<T>): { code: string; message: string; fields?: Record<string, string> } {
  if (result.ok) throw new Error(`expected an error, got ${JSON.stringify(result.value).slice(0, 300)}`);
  return result.error;
}

export interface VariantRef {
  itemId: number;
  variantId: number;
  name: string;
  /** Sale price in paise. */
  pricePaise: number;
  memberPricePaise: number | null;
  stock: number;
}

/** A demo variant by item slug and variant name (the default variant when no name is given). */
export async function variantRef(shop: ShopContext, itemSlug: string, variantName?: string): Promise<VariantRef> {
  let query = shop.db
    .selectFrom('item_variants')
    .innerJoin('items', 'items.id', 'item_variants.item_id')
    .select([
      'items.id as item_id',
      'items.name as item_name',
      'item_variants.id',
      'item_variants.sale_price_paise',
      'item_variants.member_price_paise',
      'item_variants.stock',
    ])
    .where('items.slug', '=', itemSlug);
  query =
    variantName === undefined
      ? query.where('item_variants.is_default', '=', 1)
      : query.where('item_variants.name', '=', variantName);
  const row = await query.executeTakeFirstOrThrow();
  return {
    itemId: row.item_id,
    variantId: row.id,
    name: row.item_name,
    pricePaise: row.sale_price_paise,
    memberPricePaise: row.member_price_paise,
    stock: row.stock,
  };
}

export async function addonId(shop: ShopContext, name: string): Promise<number> {
  return (await shop.db.selectFrom('addons').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
}

export async function stockOf(shop: ShopContext, variantId: number): Promise<number> {
  return (
    await shop.db.selectFrom('item_variants').select('stock').where('id', '=', variantId).executeTakeFirstOrThrow()
  ).stock;
}

export async function walletOfUser(shop: ShopContext, userId: number): Promise<number> {
  return (
    await shop.db.selectFrom('users').select('wallet_balance_paise').where('id', '=', userId).executeTakeFirstOrThrow()
  ).wallet_balance_paise;
}

export async function orderCount(shop: ShopContext): Promise<number> {
  const row = await shop.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function line(ref: VariantRef, quantity = 1, addonIds: number[] = []): CartLineInput {
  return { item_id: ref.itemId, variant_id: ref.variantId, addon_ids: addonIds, quantity };
}

let customers = 0;

/** A customer made directly in the users table (with a wallet balance in paise). */
export async function createCustomer(shop: ShopContext, walletPaise = 0, name = 'Test Customer'): Promise<number> {
  customers += 1;
  const { id } = await shop.db
    .insertInto('users')
    .values({
      name,
      email: null,
      phone: `+917${String(process.pid).padStart(6, '0').slice(-6)}${String(customers).padStart(3, '0')}`,
      password_hash: null,
      avatar: null,
      tax_number: null,
      wallet_balance_paise: walletPaise,
      default_address_id: null,
      created_at: NOW.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

let keys = 0;
export function newKey(): string {
  keys += 1;
  return `test-key-${process.pid}-${keys}-${Math.random().toString(36).slice(2, 10)}`;
}

/** A place-order request as a client sends it (the default: cash, Asha's Home address). */
export function orderRequest(body: Record<string, unknown>): PlaceOrderInput {
  return placeOrderRequest.parse({ payment_method: 'COD', address_id: ASHA_HOME, idempotency_key: newKey(), ...body });
}
