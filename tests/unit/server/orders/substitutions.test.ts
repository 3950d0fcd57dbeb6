// Short lines at packing (decision 0285), through the services and the dispatcher: the wish kept
// on each order line, a line marked short with a substitute the customer approves or declines, the
// preference applied when nobody answered in time, "Don't replace" refunded to the wallet at once,
// an online payment refunded in part through the fake provider, nothing refunded twice, and bad
// input refused naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '../../../../src/domain/api/orders.ts';
import { paymentProvidersFrom } from '../../../../src/server/payments/registry.ts';
import { getOrder } from '../../../../src/server/services/orders/orders.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { answerSubstitution, settleDueShortLines } from '../../../../src/server/services/orders/substitutions.ts';
import { confirmPaymentReturn, startPayment } from '../../../../src/server/services/orders/paid-online.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import type { StaffMember } from '../../../../src/server/services/staff/staff.ts';
import { takeStaffStep } from '../../../../src/server/services/staff/staff-orders.ts';
import {
  markShort,
  recordCounterAnswer,
  staffSubstitutions,
  substitutionOptions,
} from '../../../../src/server/services/orders/staff-substitutions.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../../../e2e/support/fake-razorpay.ts';
import { apiCall, errorBody } from '../accounts/accounts-helpers.ts';
import { engineAvailable, openTestShop, testEngine, type TestShop } from '../harness.ts';
import {
  createCustomer,
  errorOf,
  line,
  NOW,
  orderRequest,
  stockOf,
  unwrap,
  variantRef,
  walletOfUser,
  type VariantRef,
} from './orders-fixtures.ts';

/** Kiran, the demo counter of store 1 (FarmCart Kothrud). */
const KIRAN: StaffMember = {
  id: 2,
  name: 'Kiran',
  email: 'kiran@farmcart.example.in',
  session_id: 0,
  language: 'en',
  role: 'counter',
  store_ids: [1],
};

const pickup = { mode: 'SELFPICKUP', address_id: null } as const;

describe.skipIf(!engineAvailable)(`short lines at packing on ${testEngine}`, () => {
  let shop: TestShop;
  let fake: FakeRazorpay;
  let banana: VariantRef;
  let kiranCookie: string;

  beforeAll(async () => {
    fake = await startFakeRazorpay();
    shop = await openTestShop({
      now: NOW,
      overrides: {
        payments: paymentProvidersFrom({
          RAZORPAY_KEY_ID: fake.keyId,
          RAZORPAY_KEY_SECRET: fake.keySecret,
          RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
          RAZORPAY_API_BASE: fake.url,
          RAZORPAY_CHECKOUT_BASE: fake.url,
        }),
      },
    });
    banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
    kiranCookie = `fc_staff=${await createRoleSession(shop, 'staff', KIRAN.id)}`;
  });
  afterAll(async () => {
    await shop.close();
    await fake.close();
  });

  const later = (minutes: number) => {
    const at = new Date(NOW.getTime() + minutes * 60_000);
    return { ...shop, now: () => at };
  };

  /** A cash order of `quantity` bananas for self-pickup, accepted and being packed. */
  async function packedOrder(customer: number, body: Record<string, unknown> = {}, quantity = 3): Promise<OrderView> {
    const order = unwrap(
      await placeOrder(shop, customer, orderRequest({ items: [line(banana, quantity)], ...pickup, ...body })),
    ).order;
    await packing(order.unique_order_id);
    return order;
  }

  async function packing(uniqueOrderId: string): Promise<void> {
    unwrap(
      await takeStaffStep(shop, KIRAN, { unique_order_id: uniqueOrderId, event: 'accept', preparation_minutes: 15 }),
    );
    unwrap(await takeStaffStep(shop, KIRAN, { unique_order_id: uniqueOrderId, event: 'prepare' }));
  }

  /** The substitutes offered for line 1: the first one cheaper than a banana dozen, and one dearer. */
  async function substitutes(uniqueOrderId: string) {
    const { options } = unwrap(await substitutionOptions(shop, KIRAN, { unique_order_id: uniqueOrderId, line: 1 }));
    const cheaper = options.find((option) => Math.round(option.price * 100) < banana.pricePaise);
    const dearer = options.find((option) => Math.round(option.price * 100) > banana.pricePaise);
    if (!cheaper || !dearer) throw new Error(`the demo needs a cheaper and a dearer fruit: ${JSON.stringify(options)}`);
    return { cheaper, dearer, options };
  }

  const paise = (rupees: number) => Math.round(rupees * 100);

  it('keeps each line’s wish from place-order, else the customer’s default', async () => {
    const customer = await createCustomer(shop);
    const order = unwrap(
      await placeOrder(
        shop,
        customer,
        orderRequest({
          items: [line(banana, 2)],
          ...pickup,
          substitutions: [{ preference: 'call' }],
        }),
      ),
    ).order;
    expect(order.items[0]?.substitution).toBe('call');
    const refused = await placeOrder(
      shop,
      customer,
      orderRequest({ items: [line(banana, 2)], ...pickup, substitutions: [{ preference: 'choose', item_id: 999999 }] }),
    );
    expect(errorOf(refused).fields).toEqual({ 'substitutions.0.item_id': 'not an item of this store' });
    await shop.db.updateTable('users').set({ substitution_default: 'refund' }).where('id', '=', customer).execute();
    const defaulted = unwrap(
      await placeOrder(shop, customer, orderRequest({ items: [line(banana, 2)], ...pickup })),
    ).order;
    expect(defaulted.items[0]?.substitution).toBe('refund');
  });

  it('asks the customer about a substitute, and on approval charges it and refunds the difference to the wallet', async () => {
    const customer = await createCustomer(shop);
    const order = await packedOrder(customer);
    const { cheaper } = await substitutes(order.unique_order_id);
    const stock = cheaper.variant_id === null ? 0 : await stockOf(shop, cheaper.variant_id);
    const marked = unwrap(
      await markShort(shop, KIRAN, {
        unique_order_id: order.unique_order_id,
        line: 1,
        short_quantity: 1,
        substitute: { item: cheaper.item_id, variant: cheaper.variant_id, quantity: 1 },
      }),
    );
    expect(marked.lines[0]?.shortage).toMatchObject({ state: 'asked', short_quantity: 1 });
    expect(marked.lines[0]?.shortage?.answer_due_at).toBe(new Date(NOW.getTime() + 5 * 60_000).toISOString());
    // The substitute is held for the customer while they decide.
    if (cheaper.variant_id !== null) expect(await stockOf(shop, cheaper.variant_id)).toBe(stock - 1);
    const alert = await shop.db
      .selectFrom('notifications')
      .select(['message_code', 'click_action'])
      .where('user_id', '=', customer)
      .where('message_code', '=', 'saidAlertSubstitutionAsk')
      .executeTakeFirst();
    expect(alert?.click_action).toBe(`/running-order/${order.unique_order_id}`);

    const answered = unwrap(
      await answerSubstitution(shop, customer, { unique_order_id: order.unique_order_id, line: 1, approve: true }),
    ).order;
    const difference = banana.pricePaise - paise(cheaper.price);
    expect(answered.substitutions[0]).toMatchObject({ state: 'settled', answer: 'approved', outcome: 'substitute' });
    expect(paise(answered.substitutions[0]?.refunded_to_wallet ?? 0)).toBe(difference);
    expect(paise(answered.adjusted?.payable ?? 0)).toBe(paise(order.total) - difference);
    expect(paise(answered.adjusted?.subtotal ?? 0)).toBe(2 * banana.pricePaise + paise(cheaper.price));
    expect(await walletOfUser(shop, customer)).toBe(difference);
    // The audit has the mark and its settling.
    const audit = await shop.db
      .selectFrom('staff_changes')
      .select(['action', 'staff_id'])
      .where('kind', '=', 'order')
      .where('summary', 'like', `%${order.unique_order_id}%`)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'short', staff_id: KIRAN.id },
      { action: 'settle', staff_id: KIRAN.id },
    ]);
  });

  it('on a decline refunds the short units and puts the substitute back', async () => {
    const customer = await createCustomer(shop);
    const order = await packedOrder(customer);
    const { dearer } = await substitutes(order.unique_order_id);
    const stock = dearer.variant_id === null ? 0 : await stockOf(shop, dearer.variant_id);
    unwrap(
      await markShort(shop, KIRAN, {
        unique_order_id: order.unique_order_id,
        line: 1,
        short_quantity: 2,
        substitute: { item: dearer.item_id, variant: dearer.variant_id, quantity: 1 },
      }),
    );
    const answered = unwrap(
      await answerSubstitution(shop, customer, { unique_order_id: order.unique_order_id, line: 1, approve: false }),
    ).order;
    expect(answered.substitutions[0]).toMatchObject({ answer: 'declined', outcome: 'refund' });
    expect(await walletOfUser(shop, customer)).toBe(2 * banana.pricePaise);
    if (dearer.variant_id !== null) expect(await stockOf(shop, dearer.variant_id)).toBe(stock);
    // A second answer finds it settled: nothing more is refunded.
    const again = await answerSubstitution(shop, customer, {
      unique_order_id: order.unique_order_id,
      line: 1,
      approve: true,
    });
    expect(errorOf(again)).toMatchObject({ code: 'conflict', fields: { line: 'already settled' } });
    expect(await walletOfUser(shop, customer)).toBe(2 * banana.pricePaise);
  });

  it('without an answer in time applies the preference: a similar item, a dearer one at the short units’ price', async () => {
    const customer = await createCustomer(shop);
    const order = await packedOrder(customer);
    const { dearer } = await substitutes(order.unique_order_id);
    unwrap(
      await markShort(shop, KIRAN, {
        unique_order_id: order.unique_order_id,
        line: 1,
        short_quantity: 1,
        substitute: { item: dearer.item_id, variant: dearer.variant_id, quantity: 1 },
      }),
    );
    expect(await settleDueShortLines(later(4))).toBe(0);
    expect(await settleDueShortLines(later(5))).toBe(1);
    const view = unwrap(await getOrder(shop, customer, order.unique_order_id)).order;
    expect(view.substitutions[0]).toMatchObject({ answer: 'no_answer', outcome: 'substitute' });
    // Not approved: charged at most what the short banana dozen cost; the customer pays what they placed.
    expect(paise(view.adjusted?.payable ?? 0)).toBe(paise(order.total));
    expect(view.adjusted?.collect).toBe(0);
    expect(await walletOfUser(shop, customer)).toBe(0);
  });

  it('refunds a "Don’t replace" line to the wallet at once, and refuses a substitute for it', async () => {
    const customer = await createCustomer(shop);
    const order = await packedOrder(customer, { substitutions: [{ preference: 'refund' }] });
    const { cheaper } = await substitutes(order.unique_order_id);
    const refused = await markShort(shop, KIRAN, {
      unique_order_id: order.unique_order_id,
      line: 1,
      short_quantity: 1,
      substitute: { item: cheaper.item_id, variant: cheaper.variant_id, quantity: 1 },
    });
    expect(errorOf(refused).fields).toEqual({ substitute: 'the customer asked not to replace it' });
    const marked = unwrap(
      await markShort(shop, KIRAN, {
        unique_order_id: order.unique_order_id,
        line: 1,
        short_quantity: 1,
        substitute: null,
      }),
    );
    expect(marked.lines[0]?.shortage).toMatchObject({ state: 'settled', outcome: 'refund', answer: 'none' });
    expect(await walletOfUser(shop, customer)).toBe(banana.pricePaise);
    const ledger = await shop.db
      .selectFrom('wallet_transactions')
      .select(['amount_paise', 'kind'])
      .where('user_id', '=', customer)
      .execute();
    expect(ledger).toEqual([{ amount_paise: banana.pricePaise, kind: 'refund' }]);
    // Marking it again refunds nothing twice.
    const twice = await markShort(shop, KIRAN, {
      unique_order_id: order.unique_order_id,
      line: 1,
      short_quantity: 1,
      substitute: null,
    });
    expect(errorOf(twice)).toMatchObject({ code: 'conflict', fields: { line: 'already marked short' } });
    expect(await walletOfUser(shop, customer)).toBe(banana.pricePaise);
  });

  it('refunds part of an online payment through the provider, once, and leaves the order paid', async () => {
    const customer = await createCustomer(shop);
    const placed = unwrap(
      await placeOrder(
        shop,
        customer,
        orderRequest({
          items: [line(banana, 3)],
          ...pickup,
          payment_method: 'ONLINE',
          payment_provider: 'razorpay',
          substitutions: [{ preference: 'refund' }],
        }),
      ),
    ).order;
    const started = unwrap(await startPayment(shop, customer, placed.unique_order_id, 'http://127.0.0.1'));
    if (started.checkout.flow !== 'widget') throw new Error('Razorpay opens its window on the page');
    const { response } = fake.pay(started.checkout.provider_order_id);
    unwrap(await confirmPaymentReturn(shop, customer, placed.unique_order_id, response));
    await packing(placed.unique_order_id);
    const refundsBefore = fake.refunds.length;
    unwrap(
      await markShort(shop, KIRAN, {
        unique_order_id: placed.unique_order_id,
        line: 1,
        short_quantity: 1,
        substitute: null,
      }),
    );
    expect(fake.refunds.length).toBe(refundsBefore + 1);
    expect(fake.refunds.at(-1)?.amount).toBe(banana.pricePaise);
    const view = unwrap(await getOrder(shop, customer, placed.unique_order_id)).order;
    expect(view.payment_state).toBe('paid');
    expect(paise(view.substitutions[0]?.refunded_online ?? 0)).toBe(banana.pricePaise);
    expect(await walletOfUser(shop, customer)).toBe(0);
    const rows = await shop.db
      .selectFrom('payment_refunds')
      .innerJoin('orders', 'orders.id', 'payment_refunds.order_id')
      .select(['payment_refunds.amount_paise', 'payment_refunds.status'])
      .where('orders.unique_order_id', '=', placed.unique_order_id)
      .execute();
    expect(rows).toEqual([{ amount_paise: banana.pricePaise, status: 'sent' }]);
  });

  it('"Call me" shows the counter the number and waits past the time until the counter records the answer', async () => {
    const customer = await createCustomer(shop);
    const order = await packedOrder(customer, { substitutions: [{ preference: 'call' }] });
    const { cheaper } = await substitutes(order.unique_order_id);
    const before = unwrap(await staffSubstitutions(shop, KIRAN, { unique_order_id: order.unique_order_id }));
    expect(before.customer.phone).toBeNull();
    const marked = unwrap(
      await markShort(shop, KIRAN, {
        unique_order_id: order.unique_order_id,
        line: 1,
        short_quantity: 1,
        substitute: { item: cheaper.item_id, variant: cheaper.variant_id, quantity: 1 },
      }),
    );
    expect(marked.customer.phone).toMatch(/^\+91/);
    expect(await settleDueShortLines(later(60))).toBe(0);
    const answered = unwrap(
      await recordCounterAnswer(shop, KIRAN, { unique_order_id: order.unique_order_id, line: 1, approved: true }),
    );
    expect(answered.lines[0]?.shortage).toMatchObject({ outcome: 'substitute', answer: 'approved' });
    expect(answered.customer.phone).toBeNull();
    expect(await walletOfUser(shop, customer)).toBe(banana.pricePaise - paise(cheaper.price));
  });

  it('refuses bad input with 4xx naming the field, and another store’s counter with 404', async () => {
    const customer = await createCustomer(shop);
    const order = await packedOrder(customer);
    const call = (body: Record<string, unknown>, cookie = kiranCookie) =>
      apiCall(
        shop,
        'staff/mark-short',
        { unique_order_id: order.unique_order_id, line: 1, substitute: null, ...body },
        { cookie },
      );
    const zero = await call({ short_quantity: 0 });
    expect(zero.status).toBe(400);
    expect(Object.keys(errorBody(zero).fields ?? {})).toEqual(['short_quantity']);
    const tooMany = await call({ short_quantity: 4 });
    expect(tooMany.status).toBe(400);
    expect(errorBody(tooMany).fields).toEqual({ short_quantity: 'at most 3' });
    const noLine = await call({ short_quantity: 1, line: 9 });
    expect(errorBody(noLine).fields).toEqual({ line: 'no line 9' });
    const noPart = await call({ short_quantity: 1, part: 1 });
    expect(errorBody(noPart).fields).toEqual({ part: 'this line is not a combo' });
    const sunita = `fc_staff=${await createRoleSession(shop, 'staff', 3)}`;
    expect((await call({ short_quantity: 1 }, sunita)).status).toBe(404);
    expect(await walletOfUser(shop, customer)).toBe(0);
  });

  it('refunds a combo part’s share of the combo’s price when that part is short', async () => {
    const customer = await createCustomer(shop);
    const combo = await shop.db
      .selectFrom('combos')
      .select('id')
      .where('store_id', '=', 1)
      .where('is_active', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const order = unwrap(
      await placeOrder(
        shop,
        customer,
        orderRequest({
          items: [{ combo_id: combo.id, quantity: 2 }],
          ...pickup,
          substitutions: [{ preference: 'refund' }],
        }),
      ),
    ).order;
    await packing(order.unique_order_id);
    const parts = await shop.db
      .selectFrom('order_item_parts')
      .innerJoin('order_items', 'order_items.id', 'order_item_parts.order_item_id')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .innerJoin('item_variants', 'item_variants.id', 'order_item_parts.variant_id')
      .select(['order_item_parts.quantity', 'item_variants.sale_price_paise', 'order_items.unit_price_paise'])
      .where('orders.unique_order_id', '=', order.unique_order_id)
      .orderBy('order_item_parts.id')
      .execute();
    const [first] = parts;
    if (!first) throw new Error('the demo combo has no parts');
    const worth = parts.reduce((sum, part) => sum + part.sale_price_paise * part.quantity, 0);
    // One unit of the first part, of the 2 combos × its quantity: its worth's share of one combo's price.
    const share = Math.round((first.unit_price_paise * first.sale_price_paise) / worth);
    const tooMany = await markShort(shop, KIRAN, {
      unique_order_id: order.unique_order_id,
      line: 1,
      part: 1,
      short_quantity: 2 * first.quantity + 1,
      substitute: null,
    });
    expect(errorOf(tooMany).fields).toEqual({ short_quantity: `at most ${2 * first.quantity}` });
    const marked = unwrap(
      await markShort(shop, KIRAN, {
        unique_order_id: order.unique_order_id,
        line: 1,
        part: 1,
        short_quantity: 1,
        substitute: null,
      }),
    );
    expect(marked.lines[0]?.shortage).toMatchObject({ outcome: 'refund', short_quantity: 1 });
    expect(marked.lines[0]?.shortage?.part_name).toBeTruthy();
    expect(await walletOfUser(shop, customer)).toBe(share);
    const view = unwrap(await getOrder(shop, customer, order.unique_order_id)).order;
    expect(paise(view.adjusted?.payable ?? 0)).toBe(paise(order.total) - share);
  });

  it('refuses to mark a line short before the order is packed', async () => {
    const customer = await createCustomer(shop);
    const order = unwrap(await placeOrder(shop, customer, orderRequest({ items: [line(banana, 2)], ...pickup }))).order;
    const refused = await markShort(shop, KIRAN, {
      unique_order_id: order.unique_order_id,
      line: 1,
      short_quantity: 1,
      substitute: null,
    });
    expect(errorOf(refused)).toMatchObject({ code: 'conflict', fields: { unique_order_id: 'the order is placed' } });
  });
});
