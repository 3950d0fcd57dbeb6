// The console's coupons through the real dispatcher (decision 0272): an admin makes, edits and
// pauses a coupon, refused on the field at fault; a manager sees and changes only coupons of their
// own stores; a counter member gets 403; every change is audited in its transaction; and a coupon
// made in the console is one a customer can use at checkout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffCouponAnswer, StaffCouponsAnswer } from '../../../../src/domain/api/staff/coupons.ts';
import { offeredCoupons } from '../../../../src/server/services/pricing/coupons.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { apiCall, errorBody } from '../accounts/accounts-helpers.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';
import { createCustomer, line, NOW, orderRequest, unwrap, variantRef } from '../orders/orders-fixtures.ts';

const PRIYA = 1;
const KIRAN = 2;
const MEERA = 4;

const monsoon = {
  code: 'monsoon 15',
  name: 'Monsoon 15% off',
  description: 'Fifteen percent off, up to ₹40.',
  discount_type: 'PERCENTAGE',
  discount: 15,
  max_discount: 40,
  min_order: 100,
  store_ids: [1],
  starts_on: '2026-11-01',
  ends_on: '2026-11-30',
  max_uses: 100,
  max_uses_per_customer: 1,
};

describe.skipIf(!engineAvailable)('the console’s coupons', () => {
  let shop: TestShop;
  let priya: string;
  let meera: string;
  let kiran: string;
  beforeAll(async () => {
    shop = await openTestShop({ now: NOW });
    priya = await createRoleSession(shop, 'staff', PRIYA);
    meera = await createRoleSession(shop, 'staff', MEERA);
    kiran = await createRoleSession(shop, 'staff', KIRAN);
  });
  afterAll(async () => {
    await shop.close();
  });

  const as = (token: string) => (path: string, body: unknown) =>
    apiCall(shop, path, body, { cookie: `fc_staff=${token}` });

  async function changesOf(entityId: number) {
    return shop.db
      .selectFrom('staff_changes')
      .selectAll()
      .where('kind', '=', 'coupon')
      .where('entity_id', '=', entityId)
      .orderBy('id')
      .execute();
  }

  it('an admin makes a coupon: code upper-cased, rupees stored as paise, audited with its after', async () => {
    const made = await as(priya)('staff/coupon-save', monsoon);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const { coupon } = made.body as StaffCouponAnswer;
    expect(coupon).toMatchObject({
      code: 'MONSOON15',
      discount: 15,
      max_discount: 40,
      min_order: 100,
      store_ids: [1],
      starts_on: '2026-11-01',
      ends_on: '2026-11-30',
      is_active: true,
      used_count: 0,
      orders: 0,
      state: 'active',
    });
    const row = await shop.db.selectFrom('coupons').selectAll().where('id', '=', coupon.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ code: 'MONSOON15', max_discount_paise: 4000, min_subtotal_paise: 10000 });
    const [change] = await changesOf(coupon.id);
    expect(change).toMatchObject({ staff_id: PRIYA, action: 'create', store_id: 1, before_json: null });
    expect(JSON.parse(change?.after_json ?? '{}')).toMatchObject({ code: 'MONSOON15', discount: 15 });
  });

  it('keeps a coupon’s Marathi name and description, shows them to Marathi carts, and refuses one too long on its field', async () => {
    const made = await as(priya)('staff/coupon-save', {
      ...monsoon,
      code: 'PAUS10',
      name_mr: 'पावसाळी 15% सूट',
      description_mr: 'पंधरा टक्के सूट, ₹40 पर्यंत.',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const { coupon } = made.body as StaffCouponAnswer;
    expect(coupon).toMatchObject({ name_mr: 'पावसाळी 15% सूट', description_mr: 'पंधरा टक्के सूट, ₹40 पर्यंत.' });
    const offered = await offeredCoupons({ ...shop, language: 'mr' }, 1);
    expect(offered.find((offer) => offer.code === 'PAUS10')).toMatchObject({ name: 'पावसाळी 15% सूट' });
    const [change] = await changesOf(coupon.id);
    expect(JSON.parse(change?.after_json ?? '{}')).toMatchObject({ name_mr: 'पावसाळी 15% सूट' });

    const tooLong = await as(priya)('staff/coupon-save', {
      ...monsoon,
      coupon_id: coupon.id,
      code: 'PAUS10',
      name_mr: 'अ'.repeat(81),
    });
    expect(tooLong.status).toBe(400);
    expect(errorBody(tooLong).fields).toHaveProperty('name_mr');
    const cleared = await as(priya)('staff/coupon-save', { ...monsoon, coupon_id: coupon.id, code: 'PAUS10' });
    expect((cleared.body as StaffCouponAnswer).coupon.name_mr).toBe('');
    const english = await offeredCoupons({ ...shop, language: 'mr' }, 1);
    expect(english.find((offer) => offer.code === 'PAUS10')).toMatchObject({ name: 'Monsoon 15% off' });
  });

  it('refuses a taken code, a wrong percentage and an end before the start, each on its field, writing nothing', async () => {
    const before = await shop.db.selectFrom('staff_changes').select('id').execute();
    const refused = await as(priya)('staff/coupon-save', {
      ...monsoon,
      code: 'fresh20',
      discount: 120,
      ends_on: '2026-10-01',
    });
    expect(refused.status).toBe(400);
    expect(errorBody(refused).fields).toEqual({
      code: 'FRESH20 is another coupon’s code',
      discount: 'must be a whole percent from 1 to 100',
      ends_on: 'must not be before the start',
    });
    const fixedWithCap = await as(priya)('staff/coupon-save', {
      ...monsoon,
      code: 'FLATCAP',
      discount_type: 'FIXED',
      discount: 0,
    });
    expect(errorBody(fixedWithCap).fields).toEqual({
      discount: 'must be more than ₹0',
      max_discount: 'only a percentage discount has a maximum',
    });
    expect(await shop.db.selectFrom('staff_changes').select('id').execute()).toHaveLength(before.length);
    expect(await shop.db.selectFrom('coupons').select('id').where('code', '=', 'FLATCAP').execute()).toEqual([]);
  });

  it('edits and pauses a coupon, auditing before and after; a paused one is refused at checkout', async () => {
    const { coupon } = (await as(priya)('staff/coupon-save', { ...monsoon, code: 'EDITME' })).body as StaffCouponAnswer;
    const edited = await as(priya)('staff/coupon-save', {
      ...monsoon,
      coupon_id: coupon.id,
      code: 'EDITME',
      discount: 20,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((edited.body as StaffCouponAnswer).coupon.discount).toBe(20);
    const paused = await as(priya)('staff/coupon-active', { coupon_id: coupon.id, is_active: false });
    expect((paused.body as StaffCouponAnswer).coupon).toMatchObject({ is_active: false, state: 'paused' });
    const changes = await changesOf(coupon.id);
    expect(changes.map((change) => change.action)).toEqual(['create', 'update', 'pause']);
    expect(JSON.parse(changes[1]?.before_json ?? '{}')).toMatchObject({ discount: 15 });
    expect(JSON.parse(changes[1]?.after_json ?? '{}')).toMatchObject({ discount: 20 });
    expect(JSON.parse(changes[2]?.after_json ?? '{}')).toEqual({ is_active: false });
    const apply = await apiCall(shop, 'apply-coupon', await cartBody('EDITME'));
    expect(apply.body).toMatchObject({ success: false });
  });

  async function cartBody(code: string) {
    const banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
    return {
      coupon: code,
      restaurant_id: 1,
      cartProducts: [{ item_id: banana.itemId, variant_id: banana.variantId, quantity: 5 }],
    };
  }

  it('a customer uses a coupon made in the console at checkout, and the console shows its use', async () => {
    const { coupon } = (await as(priya)('staff/coupon-save', { ...monsoon, code: 'CONSOLE15' }))
      .body as StaffCouponAnswer;
    // 5 × ₹60 = ₹300: 15 % is ₹45, capped at ₹40.
    const applied = await apiCall(shop, 'apply-coupon', await cartBody('console15'));
    expect(applied.body).toMatchObject({ success: true, appliedAmount: 40, code: 'CONSOLE15' });
    const banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
    const customer = await createCustomer(shop);
    const placed = unwrap(
      await placeOrder(
        shop,
        customer,
        orderRequest({ items: [line(banana, 5)], coupon: 'CONSOLE15', mode: 'SELFPICKUP', address_id: null }),
      ),
    );
    expect(placed.order).toBeDefined();
    const list = (await as(priya)('staff/coupons', {})).body as StaffCouponsAnswer;
    expect(list.coupons.find((entry) => entry.id === coupon.id)).toMatchObject({
      used_count: 1,
      orders: 1,
      discount_given: 40,
    });
    // Its total limit cannot go below the uses it has had.
    unwrap(
      await placeOrder(
        shop,
        await createCustomer(shop),
        orderRequest({ items: [line(banana, 5)], coupon: 'CONSOLE15', mode: 'SELFPICKUP', address_id: null }),
      ),
    );
    const lower = await as(priya)('staff/coupon-save', {
      ...monsoon,
      coupon_id: coupon.id,
      code: 'CONSOLE15',
      max_uses: 1,
    });
    expect(errorBody(lower).fields).toEqual({ max_uses: 'must be at least 2: it has been used 2 times' });
  });

  it('a coupon of every store (an admin’s) applies at any store', async () => {
    const made = await as(priya)('staff/coupon-save', { ...monsoon, code: 'EVERYWHERE', store_ids: [] });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const applied = await apiCall(shop, 'apply-coupon', await cartBody('EVERYWHERE'));
    expect(applied.body).toMatchObject({ success: true, appliedAmount: 40 });
  });

  it('a manager sees and changes only coupons all of whose stores they reach, and makes only those', async () => {
    const list = (await as(meera)('staff/coupons', {})).body as StaffCouponsAnswer;
    expect(list.every_store).toBe(false);
    expect(list.stores.map((store) => store.id)).toEqual([1]);
    expect(list.coupons.length).toBeGreaterThan(0);
    for (const coupon of list.coupons) expect(coupon.store_ids).toEqual([1]);
    const codes = list.coupons.map((coupon) => coupon.code);
    expect(codes).toContain('KOTHRUD10');
    // FRESH20 is every delivery store's; EVERYWHERE every store's.
    expect(codes).not.toContain('FRESH20');
    expect(codes).not.toContain('EVERYWHERE');

    const fresh = await shop.db
      .selectFrom('coupons')
      .select('id')
      .where('code', '=', 'FRESH20')
      .executeTakeFirstOrThrow();
    const theirs = await as(meera)('staff/coupon-active', { coupon_id: fresh.id, is_active: false });
    expect(theirs.status).toBe(404);
    const editTheirs = await as(meera)('staff/coupon-save', { ...monsoon, coupon_id: fresh.id, code: 'FRESH20' });
    expect(editTheirs.status).toBe(404);
    expect(
      (await shop.db.selectFrom('coupons').select('is_active').where('id', '=', fresh.id).executeTakeFirstOrThrow())
        .is_active,
    ).toBe(1);

    const otherStore = await as(meera)('staff/coupon-save', { ...monsoon, code: 'BANER5', store_ids: [1, 2] });
    expect(otherStore.status).toBe(404);
    expect(errorBody(otherStore).fields).toEqual({ store_ids: 'no store 2 among yours' });
    const everywhere = await as(meera)('staff/coupon-save', { ...monsoon, code: 'ALLSTORES', store_ids: [] });
    expect(errorBody(everywhere).fields).toEqual({ store_ids: 'choose at least one of your stores' });
    const own = await as(meera)('staff/coupon-save', { ...monsoon, code: 'KOTHRUD5', discount: 5 });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const [change] = await changesOf((own.body as StaffCouponAnswer).coupon.id);
    expect(change).toMatchObject({ staff_id: MEERA, action: 'create' });
  });

  it('a counter member gets 403 for every coupon call', async () => {
    for (const [path, body] of [
      ['staff/coupons', {}],
      ['staff/coupon-save', { ...monsoon, code: 'COUNTER1' }],
      ['staff/coupon-active', { coupon_id: 3, is_active: false }],
    ] as const) {
      const answer = await as(kiran)(path, body);
      expect(answer.status, path).toBe(403);
    }
  });
});
