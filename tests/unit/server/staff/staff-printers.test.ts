// The counter's receipt printer through the real dispatcher (decision 0333, §10): a store's
// manager sets its network thermal printer (audited; a counter cannot), the counter's test print
// and an order's receipt arrive as ESC/POS bytes at a printer listening on 127.0.0.1, the receipt
// carries the order's tax invoice once it is delivered, and a printer that is off answers a clear
// refusal within the timeout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffPrinterAnswer } from '../../../../src/domain/api/staff/printing.ts';
import type { ShopContext } from '../../../../src/server/context.ts';
import { advanceOrder } from '../../../../src/server/services/orders/order-status.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { PRINTER_TIMEOUT_MS } from '../../../../src/server/thermal-printer.ts';
import { closedPort, type FakePrinter, startFakePrinter } from '../../../e2e/support/fake-printer.ts';
import { apiCall, errorBody } from '../accounts/accounts-helpers.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';
import { KOTHRUD } from '../points.ts';
import { createCustomer, line, NOW, orderRequest, unwrap, variantRef } from '../orders/orders-fixtures.ts';

/** Demo staff (src/server/seed/demo/staff.ts): Kiran Kothrud's counter, Meera Kothrud's manager. */
const KIRAN = 2;
const MEERA = 4;
/** Sunita works the Baner counter (store 2). */
const SUNITA = 3;
const KOTHRUD_STORE = 1;
const BANER_STORE = 2;

const ESC_INIT = Buffer.from([0x1b, 0x40]);
const CUT = Buffer.from([0x1d, 0x56, 0x42, 3]);

describe.skipIf(!engineAvailable)('the counter’s receipt printer', () => {
  let shop: TestShop;
  let printer: FakePrinter;
  const cookies = { kiran: '', meera: '', sunita: '' };
  const as = (who: keyof typeof cookies, path: string, body: unknown) =>
    apiCall(shop, path, body, { cookie: cookies[who] });

  beforeAll(async () => {
    shop = await openTestShop({ now: NOW });
    printer = await startFakePrinter();
    cookies.kiran = `fc_staff=${await createRoleSession(shop, 'staff', KIRAN)}`;
    cookies.meera = `fc_staff=${await createRoleSession(shop, 'staff', MEERA)}`;
    cookies.sunita = `fc_staff=${await createRoleSession(shop, 'staff', SUNITA)}`;
  });
  afterAll(async () => {
    await printer?.close();
    await shop?.close();
  });

  async function placeAtKothrud(on: ShopContext): Promise<string> {
    const banana = await variantRef(on, 'banana-yelakki-kothrud', '12 pc');
    await on.db.updateTable('item_variants').set({ stock: 1000 }).where('id', '=', banana.variantId).execute();
    await on.db
      .updateTable('items')
      .set({ gst_rate_bp: 500, hsn_code: '0803', tax_treatment: 'taxable' })
      .where('id', '=', banana.itemId)
      .execute();
    const customer = await createCustomer(on, 0, 'Asha Printer');
    const placed = unwrap(
      await placeOrder(
        on,
        customer,
        orderRequest({
          items: [line(banana, 2)],
          address_id: null,
          address: { lat: KOTHRUD.lat, lng: KOTHRUD.lng, address: 'Paud Road, Kothrud, Pune' },
        }),
      ),
    );
    return placed.order.unique_order_id;
  }

  const save = (who: keyof typeof cookies, body: Record<string, unknown>) =>
    as(who, 'staff/printer-save', {
      store_id: KOTHRUD_STORE,
      host: printer.host,
      port: printer.port,
      paper_mm: 80,
      auto_print: true,
      ...body,
    });

  it('a store without a printer answers that it has none', async () => {
    const answer = await as('kiran', 'staff/test-print', { store_id: KOTHRUD_STORE });
    expect(answer.status).toBe(409);
    expect(errorBody(answer).code).toBe('conflict');
    expect(errorBody(answer).message).toContain('no receipt printer');
  });

  it('only a member with the store settings sets the printer: the counter gets 403, the manager saves it, audited', async () => {
    expect((await save('kiran', {})).status).toBe(403);
    const saved = await save('meera', {});
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((saved.body as StaffPrinterAnswer).printer).toMatchObject({
      store_id: KOTHRUD_STORE,
      host: '127.0.0.1',
      port: printer.port,
      paper_mm: 80,
      auto_print: true,
    });
    const change = await shop.db
      .selectFrom('staff_changes')
      .selectAll()
      .where('kind', '=', 'store')
      .where('store_id', '=', KOTHRUD_STORE)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(change.staff_id).toBe(MEERA);
    expect(change.summary).toBe(
      `Receipt printer of FarmCart Kothrud: 127.0.0.1:${printer.port}, 80 mm, prints on accept`,
    );
    expect(JSON.parse(change.before_json ?? 'null')).toMatchObject({ printer_host: null, printer_port: 9100 });
  });

  it('refuses a host that is no address, a well-known port, a width that is no roll, another store', async () => {
    const host = await save('meera', { host: 'http://printer' });
    expect(host.status).toBe(400);
    expect(Object.keys(errorBody(host).fields ?? {})).toEqual(['host']);
    const port = await save('meera', { port: 25 });
    expect(port.status).toBe(400);
    expect(Object.keys(errorBody(port).fields ?? {})).toEqual(['port']);
    expect((await save('meera', { paper_mm: 76 })).status).toBe(400);
    expect((await save('meera', { store_id: BANER_STORE })).status).toBe(404);
  });

  it('a test print arrives at the printer: initialised, the words, cut', async () => {
    const answer = await as('kiran', 'staff/test-print', { store_id: KOTHRUD_STORE });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const job = await printer.nextJob();
    expect(job.subarray(0, 2)).toEqual(ESC_INIT);
    expect(job.toString('latin1')).toContain('Test print');
    expect(job.toString('latin1')).toContain('FarmCart Kothrud');
    expect(job.subarray(-4)).toEqual(CUT);
    expect(answer.body).toEqual({ printer: `127.0.0.1:${printer.port}`, bytes: job.length });
  });

  it('an order’s receipt arrives as ESC/POS bytes: an order receipt before delivery, the tax invoice after', async () => {
    // The seller's fields as the console's store settings leave them (decision 0332).
    await shop.db
      .updateTable('stores')
      .set({ gstin: '27AAPFU0939F1ZV', tax_state_code: '27', legal_name: 'Kothrud Fresh LLP', invoice_prefix: 'KOT' })
      .where('id', '=', KOTHRUD_STORE)
      .execute();
    const orderId = await placeAtKothrud(shop);

    const before = await as('kiran', 'staff/print-receipt', { unique_order_id: orderId });
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    const placed = (await printer.nextJob()).toString('latin1');
    expect(placed.startsWith('\x1b@')).toBe(true);
    expect(placed).toContain(`Order: ${orderId}`);
    expect(placed).toContain('ORDER RECEIPT');
    expect(placed).toContain('Not a tax invoice');
    expect(placed.endsWith('\x1dVB\x03')).toBe(true);

    for (;;) {
      const row = await shop.db
        .selectFrom('orders')
        .select('status')
        .where('unique_order_id', '=', orderId)
        .executeTakeFirstOrThrow();
      if (row.status === 'delivered') break;
      unwrap(await advanceOrder(shop, orderId));
    }
    const after = await as('kiran', 'staff/print-receipt', { unique_order_id: orderId });
    expect(after.status, JSON.stringify(after.body)).toBe(200);
    const invoiced = (await printer.nextJob()).toString('latin1');
    expect(invoiced).toContain('TAX INVOICE');
    expect(invoiced).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(invoiced).toMatch(/No\. KOT\/2627\/\d+/);
    expect(invoiced).toMatch(/5% +[\d.,]+ +[\d.]+ +[\d.]+/);
    expect(invoiced).toContain(`Order: ${orderId}`);
    expect(invoiced.endsWith('\x1dVB\x03')).toBe(true);
  });

  it('an order of a store the member does not work at is not found', async () => {
    const orderId = await placeAtKothrud(shop);
    const answer = await as('sunita', 'staff/print-receipt', { unique_order_id: orderId });
    expect(answer.status).toBe(404);
  });

  it('a printer that is off refuses: a clear error, well within the timeout', async () => {
    const port = await closedPort();
    expect((await save('meera', { port })).status).toBe(200);
    const started = performance.now();
    const answer = await as('kiran', 'staff/test-print', { store_id: KOTHRUD_STORE });
    expect(performance.now() - started).toBeLessThan(PRINTER_TIMEOUT_MS);
    expect(answer.status).toBe(503);
    expect(errorBody(answer).message).toBe(
      `The printer at 127.0.0.1:${port} refused the connection: check that it is on and that the port is right.`,
    );
  });
});
