// §10 Credit notes (decision 0338): units missing or damaged after delivery refunded, on both
// engines, each refund with a credit note of the store's own series whose tax is the invoice's
// for those units; more than was paid for a line refused with nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffMember } from '../../../../src/domain/staff/staff.ts';
import type { ShopContext } from '../../../../src/server/context.ts';
import { refundItems, staffCreditLines } from '../../../../src/server/services/orders/credit-refunds.ts';
import { orderCreditNote, orderDocumentNames } from '../../../../src/server/services/tax/documents.ts';
import { advanceOrder } from '../../../../src/server/services/orders/order-status.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { engineAvailable, openTestShop, testEngine, type TestShop } from '../harness.ts';
import { KOTHRUD } from '../points.ts';
import {
  createCustomer,
  line,
  NOW,
  orderRequest,
  unwrap,
  variantRef,
  type VariantRef,
} from '../orders/orders-fixtures.ts';

const SELLER_GSTIN = '27AAPFU0939F1ZV';
const ADMIN: StaffMember = {
  id: 1,
  name: 'Admin',
  email: 'a@example.in',
  session_id: 0,
  language: 'en',
  role: 'admin',
  store_ids: [],
};
const deliverToKothrud = {
  address_id: null,
  address: { lat: KOTHRUD.lat, lng: KOTHRUD.lng, address: 'Paud Road, Kothrud, Pune' },
};

async function placeAndDeliver(shop: ShopContext, refs: readonly VariantRef[], quantity: number) {
  const customer = await createCustomer(shop);
  const placed = unwrap(
    await placeOrder(
      shop,
      customer,
      orderRequest({ items: refs.map((ref) => line(ref, quantity)), ...deliverToKothrud }),
    ),
  );
  const id = placed.order.unique_order_id;
  for (;;) {
    const order = await shop.db
      .selectFrom('orders')
      .select(['id', 'status', 'user_id'])
      .where('unique_order_id', '=', id)
      .executeTakeFirstOrThrow();
    if (order.status === 'delivered') return { id, orderId: order.id, userId: order.user_id };
    unwrap(await advanceOrder(shop, id));
  }
}

async function creditNotes(shop: ShopContext, orderId: number) {
  return shop.db
    .selectFrom('tax_documents')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('series', '=', 'credit')
    .orderBy('serial')
    .execute();
}

async function wallet(shop: ShopContext, userId: number): Promise<number> {
  const row = await shop.db
    .selectFrom('users')
    .select('wallet_balance_paise')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.wallet_balance_paise;
}

describe.skipIf(!engineAvailable)(`§10 credit notes on ${testEngine}`, () => {
  let shop: TestShop;
  let banana: VariantRef;
  let tomato: VariantRef;

  beforeAll(async () => {
    shop = await openTestShop({ now: NOW });
    banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
    tomato = await variantRef(shop, 'tomato-kothrud');
    await shop.db
      .updateTable('item_variants')
      .set({ stock: 10_000 })
      .where('id', 'in', [banana.variantId, tomato.variantId])
      .execute();
    await shop.db
      .updateTable('stores')
      .set({ gstin: SELLER_GSTIN, tax_state_code: '27', invoice_prefix: 'KOT', credit_prefix: 'KOTCN' })
      .where('slug', '=', 'farmcart-kothrud')
      .execute();
    await shop.db
      .updateTable('items')
      .set({ gst_rate_bp: 500, hsn_code: '0803', tax_treatment: 'taxable' })
      .where('id', '=', banana.itemId)
      .execute();
    await shop.db
      .updateTable('items')
      .set({ gst_rate_bp: 1800, hsn_code: '0702', tax_treatment: 'taxable' })
      .where('id', '=', tomato.itemId)
      .execute();
  });
  afterAll(async () => {
    await shop.close();
  });

  it('two refunds make two credit notes in series whose tax adds up to the invoice line’s', async () => {
    const order = await placeAndDeliver(shop, [banana, tomato], 3);
    const before = unwrap(await staffCreditLines(shop, ADMIN, { unique_order_id: order.id }));
    const bananaLine = before.lines.find((row) => row.name.includes('Banana') || row.name.includes('banana'));
    const lineOf = bananaLine ?? before.lines[0];
    if (!lineOf || !before.invoice) throw new Error('invoiced');
    const walletBefore = await wallet(shop, order.userId);

    const first = unwrap(
      await refundItems(shop, ADMIN, {
        unique_order_id: order.id,
        lines: [{ position: lineOf.position, quantity: 1 }],
        reason: 'Damaged in delivery',
      }),
    );
    const second = unwrap(
      await refundItems(shop, ADMIN, {
        unique_order_id: order.id,
        lines: [{ position: lineOf.position, quantity: 2 }],
        reason: 'Missing',
      }),
    );
    const notes = await creditNotes(shop, order.orderId);
    expect(notes.map((note) => note.number)).toEqual([first.refunded.number, second.refunded.number]);
    const [a, b] = notes;
    if (!a || !b) throw new Error('two notes');
    expect(b.serial).toBe(a.serial + 1);
    expect(a.number).toMatch(/^KOTCN\/2627\/\d+$/);
    expect(a.kind).toBe('credit_note');
    const invoice = await shop.db
      .selectFrom('tax_documents')
      .selectAll()
      .where('order_id', '=', order.orderId)
      .where('series', '=', 'invoice')
      .executeTakeFirstOrThrow();
    expect(a.invoice_id).toBe(invoice.id);
    expect(a.seller).toBe(invoice.seller);
    expect(a.intra_state).toBe(invoice.intra_state);
    // All three units given back: the value and tax of the invoice's line, exactly.
    const invoiced = await shop.db
      .selectFrom('tax_document_lines')
      .selectAll()
      .where('document_id', '=', invoice.id)
      .where('position', '=', lineOf.position)
      .executeTakeFirstOrThrow();
    expect(a.value_paise + b.value_paise).toBe(invoiced.value_paise);
    expect(a.cgst_paise + b.cgst_paise).toBe(invoiced.cgst_paise);
    expect(a.sgst_paise + b.sgst_paise).toBe(invoiced.sgst_paise);
    expect(a.taxable_paise + b.taxable_paise).toBe(invoiced.taxable_paise);
    // Paid at delivery: refunded to the wallet, audited.
    expect(await wallet(shop, order.userId)).toBe(walletBefore + invoiced.value_paise);
    const audited = await shop.db
      .selectFrom('staff_changes')
      .select('summary')
      .where('entity_id', '=', order.orderId)
      .where('action', '=', 'refund')
      .execute();
    expect(audited).toHaveLength(2);
    expect(second.lines.find((row) => row.position === lineOf.position)?.credited).toBe(3);
    expect(second.credit_notes.map((note) => note.number)).toEqual([a.number, b.number]);
    // The second note as its PDF reads it: it names its invoice; the order lists both beside it.
    const view = await orderCreditNote(shop, order.id, 2, { userId: order.userId });
    expect(view).toMatchObject({ kind: 'credit_note', number: b.number, reason: 'Missing' });
    expect(view?.against).toEqual({ number: invoice.number, issued_at: invoice.issued_at });
    expect(await orderCreditNote(shop, order.id, 3, { userId: order.userId })).toBeNull();
    const names = await orderDocumentNames(shop.db, [order.orderId]);
    expect(names.get(order.orderId)?.credit_notes).toEqual([a.number, b.number]);
  });

  it('refuses more than was paid for a line, on its field, and writes nothing', async () => {
    const order = await placeAndDeliver(shop, [banana], 2);
    const lines = unwrap(await staffCreditLines(shop, ADMIN, { unique_order_id: order.id }));
    const lineOf = lines.lines[0];
    if (!lineOf) throw new Error('invoiced');
    const walletBefore = await wallet(shop, order.userId);
    const serials = await shop.db.selectFrom('tax_series').selectAll().where('series', '=', 'credit').execute();
    const refused = await refundItems(shop, ADMIN, {
      unique_order_id: order.id,
      lines: [{ position: lineOf.position, quantity: 3 }],
      reason: 'Damaged',
    });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.code).toBe('validation_failed');
    expect(Object.keys(refused.error.fields ?? {})).toEqual(['lines.0.quantity']);
    expect(await creditNotes(shop, order.orderId)).toEqual([]);
    expect(await wallet(shop, order.userId)).toBe(walletBefore);
    expect(await shop.db.selectFrom('tax_series').selectAll().where('series', '=', 'credit').execute()).toEqual(
      serials,
    );
  });

  it('refuses an order not yet delivered', async () => {
    const customer = await createCustomer(shop);
    const placed = unwrap(
      await placeOrder(shop, customer, orderRequest({ items: [line(banana, 3)], ...deliverToKothrud })),
    );
    const refused = await refundItems(shop, ADMIN, {
      unique_order_id: placed.order.unique_order_id,
      lines: [{ position: 0, quantity: 1 }],
      reason: 'Damaged',
    });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('conflict');
  });
});
