// §10 GST documents issued with the step that hands an order over (decision 0332): one per order,
// what was supplied and paid, numbered from the store's series with no gap, on both engines and,
// on PostgreSQL, across two instances delivering at once.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { taxInside } from '../../../../src/domain/tax/invoice-tax.ts';
import { createContext, type ShopContext } from '../../../../src/server/context.ts';
import { advanceOrder } from '../../../../src/server/services/orders/order-status.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { issueOrderDocument } from '../../../../src/server/services/tax/issue.ts';
import { openShopDatabase } from '../../../../src/server/shop-database.ts';
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

const KOTHRUD_STORE = 'farmcart-kothrud';
/** A well-formed GSTIN of Maharashtra (state 27). */
const SELLER_GSTIN = '27AAPFU0939F1ZV';
const deliverToKothrud = {
  address_id: null,
  address: { lat: KOTHRUD.lat, lng: KOTHRUD.lng, address: 'Paud Road, Kothrud, Pune' },
};

async function storeId(shop: ShopContext): Promise<number> {
  const row = await shop.db
    .selectFrom('stores')
    .select('id')
    .where('slug', '=', KOTHRUD_STORE)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function placeAndBringTo(
  shop: ShopContext,
  refs: readonly VariantRef[],
  status: string,
  quantity = 2,
): Promise<string> {
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
      .select('status')
      .where('unique_order_id', '=', id)
      .executeTakeFirstOrThrow();
    if (order.status === status) return id;
    unwrap(await advanceOrder(shop, id));
  }
}

async function documentsOf(shop: ShopContext, uniqueOrderId: string) {
  return shop.db
    .selectFrom('tax_documents')
    .innerJoin('orders', 'orders.id', 'tax_documents.order_id')
    .selectAll('tax_documents')
    .select(['orders.total_paise'])
    .where('orders.unique_order_id', '=', uniqueOrderId)
    .execute();
}

describe.skipIf(!engineAvailable)(`§10 GST documents on ${testEngine}`, () => {
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
  });
  afterAll(async () => {
    await shop.close();
  });

  it('a store without a series issues nothing', async () => {
    const id = await placeAndBringTo(shop, [banana], 'delivered');
    expect(await documentsOf(shop, id)).toEqual([]);
  });

  it('a registered store gives a tax invoice as the order is delivered: its lines add up to what was paid', async () => {
    const store = await storeId(shop);
    await shop.db
      .updateTable('stores')
      .set({ gstin: SELLER_GSTIN, tax_state_code: '27', legal_name: 'Kothrud Fresh LLP', invoice_prefix: 'KOT' })
      .where('id', '=', store)
      .execute();
    await shop.db.updateTable('items').set({ tax_treatment: 'exempt' }).where('id', '=', tomato.itemId).execute();
    await shop.db
      .updateTable('items')
      .set({ gst_rate_bp: 500, hsn_code: '0803', tax_treatment: 'taxable' })
      .where('id', '=', banana.itemId)
      .execute();
    const id = await placeAndBringTo(shop, [banana, tomato], 'delivered');
    const [document, ...more] = await documentsOf(shop, id);
    expect(more).toEqual([]);
    expect(document).toMatchObject({
      kind: 'tax_invoice',
      number: 'KOT/2627/1',
      fy_start: 2026,
      serial: 1,
      place_of_supply: '27',
      intra_state: 1,
      igst_paise: 0,
    });
    if (!document) throw new Error('issued');
    expect(document.value_paise).toBe(document.total_paise);
    expect(document.taxable_paise + document.cgst_paise + document.sgst_paise).toBe(document.value_paise);
    expect(document.cgst_paise).toBe(document.sgst_paise);
    const lines = await shop.db
      .selectFrom('tax_document_lines')
      .selectAll()
      .where('document_id', '=', document.id)
      .orderBy('position')
      .execute();
    const bananaLine = lines.find((row) => row.hsn_code === '0803');
    expect(bananaLine).toMatchObject({ treatment: 'taxable', bp: 500, quantity: 2 });
    expect(bananaLine?.cgst_paise).toBe(taxInside(bananaLine?.value_paise ?? 0, 500) / 2);
    expect(lines.find((row) => row.name.startsWith(tomato.name))).toMatchObject({ treatment: 'exempt', cgst_paise: 0 });
    expect(lines.reduce((sum, row) => sum + row.value_paise, 0)).toBe(document.value_paise);
    const seller = JSON.parse(document.seller) as { gstin: string; legal_name: string };
    expect(seller).toMatchObject({ gstin: SELLER_GSTIN, legal_name: 'Kothrud Fresh LLP' });

    // Issued once: the step's document is not issued again.
    const order = await shop.db
      .selectFrom('orders')
      .select('id')
      .where('unique_order_id', '=', id)
      .executeTakeFirstOrThrow();
    await issueOrderDocument(shop, order.id, NOW.toISOString());
    expect(await documentsOf(shop, id)).toHaveLength(1);
  });

  it('an all-exempt order gets a bill of supply, numbered next in the same series', async () => {
    const id = await placeAndBringTo(shop, [tomato], 'delivered', 8);
    expect(await documentsOf(shop, id)).toMatchObject([
      { kind: 'bill_of_supply', number: 'KOT/2627/2', cgst_paise: 0 },
    ]);
  });

  it('a store without a GSTIN gives receipts with no tax', async () => {
    await shop.db
      .updateTable('stores')
      .set({ gstin: null })
      .where('id', '=', await storeId(shop))
      .execute();
    const id = await placeAndBringTo(shop, [banana], 'delivered');
    const [receipt] = await documentsOf(shop, id);
    expect(receipt).toMatchObject({ kind: 'receipt', number: 'KOT/2627/3', cgst_paise: 0, sgst_paise: 0 });
    expect(receipt?.taxable_paise).toBe(receipt?.value_paise);
    await shop.db
      .updateTable('stores')
      .set({ gstin: SELLER_GSTIN })
      .where('id', '=', await storeId(shop))
      .execute();
  });

  it('30 orders delivered at once get 30 distinct, consecutive numbers', async () => {
    const ids = [];
    for (let index = 0; index < 30; index += 1) ids.push(await placeAndBringTo(shop, [banana], 'on_the_way'));
    const before = await shop.db
      .selectFrom('tax_documents')
      .select((eb) => eb.fn.max('serial').as('last'))
      .executeTakeFirstOrThrow();
    await Promise.all(ids.map(async (id) => unwrap(await advanceOrder(shop, id))));
    const serials = (
      await shop.db
        .selectFrom('tax_documents')
        .select('serial')
        .where('serial', '>', Number(before.last))
        .orderBy('serial')
        .execute()
    ).map((row) => row.serial);
    expect(serials).toEqual(Array.from({ length: 30 }, (_, index) => Number(before.last) + index + 1));
  });
});

describe.runIf(testEngine === 'postgres' && engineAvailable)('§10 GST numbers across two instances', () => {
  it('50 orders delivered at once on two instances get 50 distinct, consecutive invoice numbers with no gap', async () => {
    const url = inject('postgresUrl');
    const schema = `${inject('postgresSchemaPrefix')}${randomBytes(4).toString('hex')}`;
    const config = { PORT: 4321, HOST: '127.0.0.1', NO_SEED: 'false', DATA_DIR: './data', DATABASE_URL: url } as const;
    const a = await openShopDatabase(config, { pgSchema: schema });
    const b = await openShopDatabase(config, { pgSchema: schema });
    try {
      const onA = createContext(a, { now: () => NOW });
      const onB = createContext(b, { now: () => NOW });
      const banana = await variantRef(onA, 'banana-yelakki-kothrud', '12 pc');
      await onA.db.updateTable('item_variants').set({ stock: 10_000 }).where('id', '=', banana.variantId).execute();
      await onA.db
        .updateTable('stores')
        .set({ gstin: SELLER_GSTIN, tax_state_code: '27', invoice_prefix: 'KOT' })
        .where('id', '=', await storeId(onA))
        .execute();
      await onA.db.updateTable('items').set({ gst_rate_bp: 500 }).where('id', '=', banana.itemId).execute();
      const ids: string[] = [];
      for (let index = 0; index < 50; index += 1) ids.push(await placeAndBringTo(onA, [banana], 'on_the_way'));
      await Promise.all(ids.map(async (id, index) => unwrap(await advanceOrder(index % 2 === 0 ? onA : onB, id))));
      const documents = await onA.db
        .selectFrom('tax_documents')
        .select(['number', 'serial'])
        .orderBy('serial')
        .execute();
      expect(documents.map((row) => row.serial)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
      expect(new Set(documents.map((row) => row.number)).size).toBe(50);
      expect(documents.at(-1)?.number).toBe('KOT/2627/50');
    } finally {
      await a.close();
      await b.close();
    }
  }, 30_000);
});
