// A slot's packing list (decision 0287): the items of a store's orders still to pack for one slot,
// summed (domain/slots/packing.ts), so the counter picks each item once for the slot and then packs
// order by order. The orders are those the queue shows under the slot's heading (slotGroupKeyOf),
// of a store the member reaches: another store's answers 404, as a missing one does.
import type { StaffPackingListAnswer, StaffPackingListInput } from '../../../domain/api/staff/packing.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import { shopToday } from '../../../domain/calendar.ts';
import { STORE_RUNNING_STATUSES, type OrderStatusName } from '../../../domain/orders/order-flow.ts';
import { packingList, sameSlotGroup, slotGroupKeyOf, slotGroupName } from '../../../domain/slots/packing.ts';
import { reachesStore } from '../../../domain/staff/staff.ts';
import type { ShopContext } from '../../context.ts';
import type { StaffMember } from './staff.ts';
import { said } from '../../said.ts';
import { packedLinesOf } from '../orders/substitution-views.ts';

/** The steps before an order is packed: what the list is for. */
const TO_PACK: readonly OrderStatusName[] = ['placed', 'accepted', 'preparing'];

export async function staffPackingList(
  ctx: ShopContext,
  member: StaffMember,
  input: Omit<StaffPackingListInput, 'token'>,
): Promise<Result<StaffPackingListAnswer>> {
  const notFound = fail('not_found', said('saidNoSuchStore'), { store_id: said('saidFieldNoSuchStore') });
  if (!reachesStore(member, input.store_id)) return notFound;
  const store = await ctx.db
    .selectFrom('stores')
    .select(['id', 'name'])
    .where('id', '=', input.store_id)
    .executeTakeFirst();
  if (!store) return notFound;
  const today = shopToday(ctx.now());
  const key = { store_id: store.id, day: input.day ?? today, slot: input.slot ?? null };
  const running = await ctx.db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.unique_order_id',
      'orders.status',
      'orders.delivery_date',
      'orders.slot_day',
      'orders.slot_start_minute',
      'orders.slot_end_minute',
      'users.name as customer',
    ])
    .where('orders.store_id', '=', store.id)
    .where('orders.status', 'in', [...STORE_RUNNING_STATUSES])
    .orderBy('orders.id')
    .execute();
  const inGroup = running.filter((row) =>
    sameSlotGroup(
      slotGroupKeyOf(
        {
          store,
          delivery_date: row.delivery_date,
          slot:
            row.slot_day !== null && row.slot_start_minute !== null && row.slot_end_minute !== null
              ? { day: row.slot_day, start_minute: row.slot_start_minute, end_minute: row.slot_end_minute }
              : null,
        },
        today,
      ),
      key,
    ),
  );
  const toPack = inGroup.filter((row) => TO_PACK.includes(row.status));
  // As packed: a short line's settled substitute is picked, its short units are not (decision 0285).
  const itemsOf = await packedLinesOf(
    ctx.db,
    toPack.map((row) => row.id),
  );
  return ok({
    store,
    day: key.day,
    slot: key.slot,
    name: slotGroupName(key, today),
    orders: toPack.map((row) => ({ unique_order_id: row.unique_order_id, status: row.status, customer: row.customer })),
    packed: inGroup.length - toPack.length,
    lines: packingList(
      toPack.map((row) => ({
        items: itemsOf.get(row.id) ?? [],
      })),
    ),
  });
}
