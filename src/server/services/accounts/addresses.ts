// Saved addresses (§7 get / save / delete / set default address; §2 address card;
// §4 "Setting a default address"; §5 delete hidden for the default). A customer
// reaches only their own — another customer’s id answers 404, exactly as an unknown one.
import type { AddressView } from '../../../domain/api/accounts.ts';
import { MAX_ADDRESSES, type AddressesAnswer } from '../../../domain/api/addresses.ts';
import { isOperational, roundKm, straightLineKm } from '../../../domain/orders/delivery.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { LatLng } from '../../../domain/types.ts';
import type { ShopContext } from '../../context.ts';
import type { AddressRow } from '../../db/schema.ts';
import { findStore, recordOpenAt } from '../catalogue/stores.ts';
import { said } from '../../said.ts';
import { storesWithLaterSlots } from '../catalogue/store-slots.ts';

export function toAddressView(row: AddressRow, defaultId: number | null): AddressView {
  return {
    id: row.id,
    latitude: row.latitude,
    longitude: row.longitude,
    address: row.address,
    house: row.house,
    tag: row.tag,
    is_default: row.id === defaultId,
  };
}

async function defaultAddressId(ctx: ShopContext, userId: number): Promise<number | null> {
  const user = await ctx.db
    .selectFrom('users')
    .select('default_address_id')
    .where('id', '=', userId)
    .executeTakeFirst();
  return user?.default_address_id ?? null;
}

/**
 * Whether the store delivers to a point: open now (decision 0270) or, closed now, taking orders for
 * a later slot (decision 0287), and within its radius (decision 0033).
 */
async function deliversTo(ctx: ShopContext, storeId: number): Promise<(point: LatLng) => boolean> {
  const store = await findStore(ctx, { id: storeId });
  if (store?.row.is_delivery !== 1) return () => false;
  if (!recordOpenAt(store, ctx.now()) && !(await storesWithLaterSlots(ctx, [storeId])).has(storeId)) return () => false;
  const storePoint = { lat: store.row.latitude, lng: store.row.longitude };
  return (point) => isOperational(roundKm(straightLineKm(storePoint, point)), store.row.delivery_radius_km);
}

/**
 * §7 Get addresses, the default first, then newest first. With restaurant_id each
 * address carries is_operational (the cart greys out those the store does not
 * deliver to); an unknown store delivers nowhere.
 */
export async function listAddresses(
  ctx: ShopContext,
  userId: number,
  options: { storeId?: number | null | undefined } = {},
): Promise<Result<AddressesAnswer>> {
  const [rows, defaultId] = await Promise.all([
    ctx.db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute(),
    defaultAddressId(ctx, userId),
  ]);
  const delivers = options.storeId ? await deliversTo(ctx, options.storeId) : null;
  const addresses = rows
    .map((row) => {
      const view = toAddressView(row, defaultId);
      return delivers ? { ...view, is_operational: delivers({ lat: row.latitude, lng: row.longitude }) } : view;
    })
    .sort((a, b) => Number(b.is_default) - Number(a.is_default));
  return ok({ default_address_id: defaultId, addresses });
}

export interface NewAddress {
  latitude: number;
  longitude: number;
  address: string;
  house?: string | null | undefined;
  tag?: string | null | undefined;
}

/**
 * §7 Save address. The first address becomes the default; later ones do not (the
 * customer sets the default, §4). With onlyDefault the answer lists only the default.
 */
export async function saveAddress(
  ctx: ShopContext,
  userId: number,
  input: NewAddress,
  options: { onlyDefault?: boolean | undefined } = {},
): Promise<Result<AddressesAnswer>> {
  const { count } = await ctx.db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= MAX_ADDRESSES) {
    return fail('conflict', said('saidAddressesFull', { n: MAX_ADDRESSES }));
  }
  await ctx.db.transaction().execute(async (trx) => {
    const saved = await trx
      .insertInto('addresses')
      .values({
        user_id: userId,
        latitude: input.latitude,
        longitude: input.longitude,
        address: input.address,
        house: input.house ?? '',
        tag: input.tag ?? '',
        created_at: ctx.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('users')
      .set({ default_address_id: saved.id })
      .where('id', '=', userId)
      .where('default_address_id', 'is', null)
      .execute();
  });
  const list = await listAddresses(ctx, userId);
  if (!list.ok || !options.onlyDefault) return list;
  return ok({ ...list.value, addresses: list.value.addresses.filter((address) => address.is_default) });
}

async function ownAddress(ctx: ShopContext, userId: number, addressId: number) {
  return ctx.db
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', addressId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

const NO_SUCH_ADDRESS = said('saidNoSuchAddress');

/** §7 Delete address; §5 the default address cannot be deleted (409). */
export async function deleteAddress(
  ctx: ShopContext,
  userId: number,
  addressId: number,
): Promise<Result<AddressesAnswer>> {
  const address = await ownAddress(ctx, userId, addressId);
  if (!address) return fail('not_found', NO_SUCH_ADDRESS, { address_id: said('saidFieldUnknownAddress') });
  if ((await defaultAddressId(ctx, userId)) === addressId) {
    return fail('conflict', said('saidDefaultAddressKept'), {
      address_id: said('saidFieldDefaultAddress'),
    });
  }
  await ctx.db.deleteFrom('addresses').where('id', '=', addressId).where('user_id', '=', userId).execute();
  return listAddresses(ctx, userId);
}

/**
 * A saved address's house and tag, corrected (decision 0110): the
 * default's too, which cannot be deleted and replaced. The place (its point and the area's text)
 * stays; orders placed before keep the address they were placed with (their own copy).
 */
export async function updateAddress(
  ctx: ShopContext,
  userId: number,
  addressId: number,
  change: { house: string | null; tag: string | null },
): Promise<Result<AddressesAnswer>> {
  const address = await ownAddress(ctx, userId, addressId);
  if (!address) return fail('not_found', NO_SUCH_ADDRESS, { address_id: said('saidFieldUnknownAddress') });
  await ctx.db
    .updateTable('addresses')
    .set({ house: change.house?.trim() ?? '', tag: change.tag?.trim() ?? '' })
    .where('id', '=', addressId)
    .where('user_id', '=', userId)
    .execute();
  return listAddresses(ctx, userId);
}

/** §7 Set default address; the client then stores it as the delivery address (§4). */
export async function setDefaultAddress(
  ctx: ShopContext,
  userId: number,
  addressId: number,
): Promise<Result<AddressesAnswer>> {
  const address = await ownAddress(ctx, userId, addressId);
  if (!address) return fail('not_found', NO_SUCH_ADDRESS, { address_id: said('saidFieldUnknownAddress') });
  await ctx.db.updateTable('users').set({ default_address_id: addressId }).where('id', '=', userId).execute();
  return listAddresses(ctx, userId);
}
