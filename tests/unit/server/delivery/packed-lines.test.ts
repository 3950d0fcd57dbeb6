// The lines as packed reach everyone who packs or carries the order (decision 0285), on SQLite and
// PostgreSQL: after a banana line was short and the customer agreed to a substitute, the queue's
// card (its printed slip), the slot's packing list, a partner's job and the store rider's run list
// the kept bananas and the substitute "instead of" them, never the bananas as placed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopContext } from '../../../../src/server/context.ts';
import { partnerJob, partnerOrders } from '../../../../src/server/services/delivery/jobs.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import type { StaffMember } from '../../../../src/server/services/staff/staff.ts';
import { staffQueue, takeStaffStep } from '../../../../src/server/services/staff/staff-orders.ts';
import { staffPackingList } from '../../../../src/server/services/staff/staff-packing.ts';
import { riderOrders, sendOut } from '../../../../src/server/services/delivery/staff-riders.ts';
import {
  markShort,
  recordCounterAnswer,
  substitutionOptions,
} from '../../../../src/server/services/orders/staff-substitutions.ts';
import { engineAvailable, openTestShop, testEngine, type TestShop } from '../harness.ts';
import { ASHA, line, NOW, orderRequest, unwrap, variantRef } from '../orders/orders-fixtures.ts';
import { signedInPartner } from './delivery-helpers.ts';

/** Demo staff (src/server/seed/demo/staff.ts): Kiran at store 1's counter, Ravi rides for store 1. */
const KIRAN: StaffMember = {
  id: 2,
  name: 'Kiran',
  email: 'kiran@farmcart.example.in',
  session_id: 0,
  language: 'en',
  role: 'counter',
  store_ids: [1],
};
const RAVI: StaffMember = { ...KIRAN, id: 6, name: 'Ravi Shinde', email: 'ravi@farmcart.example.in', role: 'rider' };

describe.skipIf(!engineAvailable)(`the lines as packed on ${testEngine}`, () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await openTestShop({ now: NOW });
  });
  afterAll(async () => {
    await shop.close();
  });

  /** Three bananas (wish: "Call me"), one short and replaced by the first substitute offered, as the customer agreed on the phone. */
  async function substitutedOrder(ctx: ShopContext): Promise<{ id: string; banana: string; substitute: string }> {
    const banana = await variantRef(ctx, 'banana-yelakki-kothrud', '12 pc');
    const { order } = unwrap(
      await placeOrder(ctx, ASHA, orderRequest({ items: [line(banana, 3)], substitutions: [{ preference: 'call' }] })),
    );
    const id = order.unique_order_id;
    unwrap(await takeStaffStep(ctx, KIRAN, { unique_order_id: id, event: 'accept', preparation_minutes: 15 }));
    unwrap(await takeStaffStep(ctx, KIRAN, { unique_order_id: id, event: 'prepare' }));
    const [option] = unwrap(await substitutionOptions(ctx, KIRAN, { unique_order_id: id, line: 1 })).options;
    if (!option) throw new Error('the demo offers no substitute for bananas');
    unwrap(
      await markShort(ctx, KIRAN, {
        unique_order_id: id,
        line: 1,
        short_quantity: 1,
        substitute: { item: option.item_id, variant: option.variant_id, quantity: 1 },
      }),
    );
    unwrap(await recordCounterAnswer(ctx, KIRAN, { unique_order_id: id, line: 1, approved: true }));
    return { id, banana: order.items[0]?.name ?? '', substitute: option.name };
  }

  it('lists the kept units and the substitute on the queue’s card, the packing list, the partner’s job and the rider’s run', async () => {
    const { id, banana, substitute } = await substitutedOrder(shop);
    const kept = { name: banana, quantity: 2, instead_of: null };
    const replaced = { name: substitute, quantity: 1, instead_of: banana };

    const card = unwrap(await staffQueue(shop, KIRAN, 1)).orders.find((one) => one.unique_order_id === id);
    expect(card?.items).toEqual([expect.objectContaining(kept), expect.objectContaining(replaced)]);

    const packing = unwrap(await staffPackingList(shop, KIRAN, { store_id: 1 }));
    expect(packing.orders.map((one) => one.unique_order_id)).toContain(id);
    expect(packing.lines.find((one) => one.name === substitute)?.quantity).toBeGreaterThanOrEqual(1);

    unwrap(await takeStaffStep(shop, KIRAN, { unique_order_id: id, event: 'mark_ready' }));
    const partner = await signedInPartner(shop);
    const offer = unwrap(await partnerOrders(shop, partner.id)).offers.find((one) => one.unique_order_id === id);
    expect(offer?.items).toEqual([expect.objectContaining(kept), expect.objectContaining(replaced)]);
    expect(offer?.items_count).toBe(3);
    const job = unwrap(await partnerJob(shop, partner.id, id)).job;
    expect(job.items).toEqual([expect.objectContaining(kept), expect.objectContaining(replaced)]);

    await shop.db.updateTable('stores').set({ delivered_by: 'own_riders' }).where('id', '=', 1).execute();
    unwrap(await sendOut(shop, KIRAN, { unique_order_id: id, rider_id: RAVI.id }));
    const run = unwrap(await riderOrders(shop, RAVI)).carrying.find((one) => one.unique_order_id === id);
    expect(run?.items).toEqual([expect.objectContaining(kept), expect.objectContaining(replaced)]);
    expect(run?.items_count).toBe(3);
  });
});
