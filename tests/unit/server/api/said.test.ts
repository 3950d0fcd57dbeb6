// The server's own words in the customer's language (src/server/said.ts; decision 0219), coupon
// refusals, a wrong password and the sign-in refusal among them, said by their codes, which the API
// sends beside the words (decision 0308). The API answers a sentence of SAID in the language of the
// request's `lang` cookie, its {values} kept, and in English without one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAID_TEXTS_MR } from '../../../../src/server/seed/essentials/labels-said.ts';
import { errorIn, SAID, said, sayAlert, sayCode } from '../../../../src/server/said.ts';
import { fail } from '../../../../src/domain/api/errors.ts';
import {
  ALERT_TEXTS,
  ALERT_TITLES,
  alertNotice,
  orderStepNotice,
} from '../../../../src/domain/notifications/notifications.ts';
import { alertCodeOf } from '../../../../src/server/db/migrations/047_alert_message_codes.ts';
import { apiCall, ASHA, signIn } from '../accounts/accounts-helpers.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';
import { KOTHRUD } from '../points.ts';
import { variantRef } from '../orders/orders-fixtures.ts';

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The alerts of staff in a customer's account, whose words changed after migration 047. */
const STAFF_ALERTS: readonly string[] = ['saidAlertStaffPhoneOrder', 'saidAlertStaffSignedIn'];

describe('refusals as message codes', () => {
  it('says a refusal and its fields’ lines by their codes, and keeps the codes beside the words', () => {
    const store = { store: 'FarmCart Baner' };
    const refused = fail('conflict', said('saidStoreClosed', store), { mode: said('saidStoreNoPickup', store) }).error;
    expect(refused).toEqual({
      code: 'conflict',
      message: 'FarmCart Baner is closed right now.',
      message_code: { key: 'saidStoreClosed', params: store },
      fields: { mode: 'FarmCart Baner has no self-pickup. Choose delivery.' },
      field_codes: { mode: { key: 'saidStoreNoPickup', params: store } },
    });
    expect(errorIn(SAID_TEXTS_MR, refused)).toEqual({
      ...refused,
      message: fill(SAID_TEXTS_MR.saidStoreClosed, store),
      fields: { mode: fill(SAID_TEXTS_MR.saidStoreNoPickup, store) },
    });
    // By the code, not by reading the English back: words that no longer match are still said.
    expect(errorIn(SAID_TEXTS_MR, { ...refused, message: 'Closed.' }).message).toBe(
      fill(SAID_TEXTS_MR.saidStoreClosed, store),
    );
  });

  it('keeps a field line that has no code (a schema’s own words) and English where a language has no label', () => {
    const refused = {
      code: 'validation_failed' as const,
      message: 'Invalid slug: must be a slug (a-z, 0-9, -)',
      message_code: { key: 'saidInvalidField', params: { field: 'slug', line: 'must be a slug (a-z, 0-9, -)' } },
      fields: { slug: 'must be a slug (a-z, 0-9, -)' },
    };
    expect(errorIn(SAID_TEXTS_MR, refused)).toEqual({
      ...refused,
      message: fill(SAID_TEXTS_MR.saidInvalidField, { field: 'slug', line: 'must be a slug (a-z, 0-9, -)' }),
    });
    expect(errorIn({}, fail('conflict', said('saidCouponExpired')).error).message).toBe(SAID.saidCouponExpired);
  });

  it('says a sentence within a sentence in the same language: an order’s status and step, a list of lines', () => {
    const refused = said('saidStepOutOfTurn', {
      id: 'FC-7',
      status: said('saidStatusDelivered'),
      step: said('saidStepCancel'),
    });
    expect(refused.text).toBe('Order FC-7 is delivered, so it cannot be cancelled now.');
    expect(sayCode(SAID_TEXTS_MR, refused)).toBe(
      fill(SAID_TEXTS_MR.saidStepOutOfTurn, {
        id: 'FC-7',
        status: SAID_TEXTS_MR.saidStatusDelivered,
        step: SAID_TEXTS_MR.saidStepCancel,
      }),
    );
    const lines = said('saidRemoveThem', {
      lines: said('saidListJoin', {
        first: said('saidFieldOutOfStock', { name: 'Papaya' }),
        rest: said('saidLineSoldOut', { name: 'Mango' }),
      }),
    });
    expect(lines.text).toBe('Papaya is out of stock; Mango sold out. Please remove them from the cart.');
    expect(sayCode(SAID_TEXTS_MR, lines)).toBe('Papaya स्टॉकमध्ये नाही; Mango विकले गेले. कृपया ते कार्टमधून काढा.');
  });

  it('a stored alert without a code is shown as stored; migration 047 gave the old alerts their codes', () => {
    for (const code of Object.keys(ALERT_TITLES) as (keyof typeof ALERT_TITLES)[]) {
      const values = { id: 'FC-12', reason: 'No mangoes today.', item: 'Papaya', substitute: 'Mango', amount: '₹40' };
      const params = { ...values, plan: 'Family 10 kg', kg: '10', date: '30 Nov', staff: 'Ravi', at: '1 Dec, 10:00' };
      const notice = alertNotice(code, params, '/alerts');
      // The staff alerts named FarmCart when migration 047 ran; they say "our shop" since (decision 0316).
      const stored = STAFF_ALERTS.includes(code)
        ? { ...notice, message: notice.message.replace('of our shop', 'of FarmCart') }
        : notice;
      const coded = alertCodeOf(stored.title, stored.message);
      // Two codes share their words (a membership bought or extended): the title tells them apart.
      expect(coded?.code, code).toBe(code);
      expect(sayAlert(SAID_TEXTS_MR, { ...notice, message_code: null, message_params: null })).toEqual({
        title: notice.title,
        message: notice.message,
      });
    }
    expect(alertCodeOf('Diwali hours', 'Open till 11 pm.')).toBeNull();
    expect(alertCodeOf('Membership active', 'Your membership is active: 10 kg to use.')).toBeNull();
    // The store's reason is its own words, even when they read like another alert.
    expect(
      alertCodeOf(
        ALERT_TEXTS.saidAlertRejectedTitle,
        'The store could not take your order FC-9. The store says: Your order FC-1 was cancelled.',
      ),
    ).toEqual({
      code: 'saidAlertRejectedWhy',
      params: JSON.stringify({ id: 'FC-9', reason: 'Your order FC-1 was cancelled.' }),
    });
  });
});

describe.skipIf(!engineAvailable)('the API answers the server’s words in the request’s language', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop();
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('every message code and alert code has a label in every language of the shop', async () => {
    const languages = await shop.db.selectFrom('languages').select(['code', 'labels']).execute();
    expect(languages.map((language) => language.code).sort()).toEqual(['en', 'mr']);
    const codes = [...Object.keys(SAID), ...Object.keys(ALERT_TITLES), ...Object.values(ALERT_TITLES)];
    for (const language of languages) {
      const labels = JSON.parse(language.labels) as Record<string, string>;
      const missing = codes.filter((code) => typeof labels[code] !== 'string' || labels[code] === '');
      expect(missing, language.code).toEqual([]);
    }
  });

  it('an alert stored as its code is said in the reader’s language, a broadcast’s own words as written', () => {
    const refund = alertNotice('saidAlertRefundToWallet', { amount: '₹324', id: 'FC-77' }, '/my-wallet');
    expect(refund).toMatchObject({
      title: 'Refunded to your wallet',
      message: '₹324 paid for order FC-77 is in your wallet.',
      message_code: 'saidAlertRefundToWallet',
    });
    expect(sayAlert(SAID_TEXTS_MR, refund)).toEqual({
      title: SAID_TEXTS_MR.saidAlertRefundToWalletTitle,
      message: 'ऑर्डर FC-77 साठी भरलेले ₹324 तुमच्या वॉलेटमध्ये जमा झाले आहेत.',
    });
    // A language without the label keeps English; a broadcast has no code and stays the staff's text.
    expect(sayAlert({}, refund)).toEqual({ title: refund.title, message: refund.message });
    const broadcast = { title: 'Diwali hours', message: 'Open till 11 pm.', message_code: null, message_params: null };
    expect(sayAlert(SAID_TEXTS_MR, broadcast)).toEqual({ title: 'Diwali hours', message: 'Open till 11 pm.' });
    // A shop's own alert whose title happens to be one of the server's sentences is not half said.
    const own = { ...broadcast, title: 'Membership active', message: 'Your membership is active: 10 kg to use.' };
    expect(sayAlert(SAID_TEXTS_MR, own)).toEqual({ title: own.title, message: own.message });
  });

  it('a wrong password, in Marathi with lang=mr, in English without it', async () => {
    const body = { email: ASHA.email, password: 'not-the-password' };
    const marathi = await apiCall(shop, 'login', body, { cookie: 'lang=mr' });
    expect(marathi.status).toBe(401);
    expect(marathi.body).toMatchObject({
      error: { message: SAID_TEXTS_MR.saidSignInWrong, fields: { password: SAID_TEXTS_MR.saidNotRight } },
    });
    const english = await apiCall(shop, 'login', body, { cookie: 'lang=en' });
    expect(english.body).toMatchObject({ error: { message: SAID.saidSignInWrong } });
    // The codes travel beside the words, the same in every language.
    for (const answer of [marathi, english]) {
      expect(answer.body).toMatchObject({
        error: { message_code: { key: 'saidSignInWrong' }, field_codes: { password: { key: 'saidNotRight' } } },
      });
    }
  });

  it('the staff console’s refusals in English whatever the language, with their codes', async () => {
    const body = { email: 'nobody@example.in', password: 'not-the-password' };
    const answer = await apiCall(shop, 'staff/login', body, { cookie: 'lang=mr' });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({
      error: { message: SAID.saidStaffSignInWrong, message_code: { key: 'saidStaffSignInWrong' } },
    });
  });

  it('a call that needs a session, refused in Marathi', async () => {
    const answer = await apiCall(shop, 'get-addresses', {}, { cookie: 'lang=mr' });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ error: { message: SAID_TEXTS_MR.saidSignInFirst } });
  });

  it('a coupon’s reason (§8 coupon_error) on apply-coupon', async () => {
    const banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
    const cartProducts = [{ item_id: banana.itemId, variant_id: banana.variantId, quantity: 1 }];
    const applied = await apiCall(
      shop,
      'apply-coupon',
      { coupon: 'NOSUCHCODE', restaurant_id: 1, cartProducts },
      { cookie: 'lang=mr' },
    );
    expect(applied.body).toMatchObject({
      success: false,
      coupon_error: SAID_TEXTS_MR.saidCouponUnknown,
      coupon_error_code: { key: 'saidCouponUnknown' },
    });
    const english = await apiCall(shop, 'apply-coupon', { coupon: 'NOSUCHCODE', restaurant_id: 1, cartProducts });
    expect(english.body).toMatchObject({
      coupon_error: SAID.saidCouponUnknown,
      coupon_error_code: { key: 'saidCouponUnknown' },
    });
  });

  it('a refused form’s field lines: register with no name, a landline and a short password, in Marathi', async () => {
    const body = { name: '', phone: '020 2567 1234', email: 'not-an-address', password: 'short' };
    const marathi = await apiCall(shop, 'register', body, { cookie: 'lang=mr' });
    expect(marathi.status).toBe(400);
    expect(marathi.body).toMatchObject({
      error: {
        fields: {
          name: SAID_TEXTS_MR.saidFieldName,
          phone: SAID_TEXTS_MR.saidFieldMobile,
          email: SAID_TEXTS_MR.saidFieldEmail,
          password: 'किमान 8 अक्षरे',
        },
        field_codes: {
          name: { key: 'saidFieldName' },
          phone: { key: 'saidFieldMobile' },
          email: { key: 'saidFieldEmail' },
          password: { key: 'saidFieldPasswordLength', params: { n: 8 } },
        },
      },
    });
    const english = await apiCall(shop, 'register', body);
    expect(english.body).toMatchObject({
      error: {
        fields: { name: 'type your name', phone: 'must be a mobile number', password: 'at least 8 characters' },
      },
    });
  });

  it('a coupon code with a character no code has is refused as an unknown code, in the request’s language', async () => {
    const banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
    const cartProducts = [{ item_id: banana.itemId, variant_id: banana.variantId, quantity: 1 }];
    for (const coupon of ['<b>', '😀😀', 'FRESH 20']) {
      const marathi = await apiCall(
        shop,
        'apply-coupon',
        { coupon, restaurant_id: 1, cartProducts },
        { cookie: 'lang=mr' },
      );
      expect(marathi.status, coupon).toBe(400);
      expect(marathi.body, coupon).toMatchObject({ error: { fields: { coupon: SAID_TEXTS_MR.saidCouponUnknown } } });
      const english = await apiCall(shop, 'apply-coupon', { coupon, restaurant_id: 1, cartProducts });
      expect(english.body, coupon).toMatchObject({ error: { fields: { coupon: SAID.saidCouponUnknown } } });
    }
  });

  it('a coupon’s reason in the bill (confirm-cart’s coupon)', async () => {
    const banana = await variantRef(shop, 'banana-yelakki-kothrud', '12 pc');
    const body = {
      latitude: KOTHRUD.lat,
      longitude: KOTHRUD.lng,
      items: [{ item_id: banana.itemId, variant_id: banana.variantId, quantity: 1 }],
      restaurant_id: 1,
      coupon: 'NOSUCHCODE',
      mode: 'DELIVERY',
    };
    const bill = await apiCall(shop, 'confirm-cart', body, { cookie: 'lang=mr' });
    expect(bill.status, JSON.stringify(bill.body)).toBe(200);
    expect(bill.body).toMatchObject({
      coupon: { coupon_error: SAID_TEXTS_MR.saidCouponUnknown, coupon_error_code: { key: 'saidCouponUnknown' } },
    });
  });

  it('an order’s alerts, in Marathi with lang=mr and in English without it (a rejection with the store’s own words kept)', async () => {
    const alerts = [
      orderStepNotice('delivered', { unique_order_id: 'FC-SAID-1', mode: 'DELIVERY' }),
      orderStepNotice('rejected', { unique_order_id: 'FC-SAID-2', mode: 'DELIVERY', cancel_reason: 'Closed today.' }),
      orderStepNotice('rejected', { unique_order_id: 'FC-SAID-3', mode: 'SELFPICKUP' }),
    ];
    for (const [index, alert] of alerts.entries()) {
      if (!alert) throw new Error('no alert');
      await shop.db
        .insertInto('notifications')
        .values({ user_id: ASHA.id, ...alert, image: null, created_at: `2030-01-0${index + 1}T10:00:00.000Z` })
        .execute();
    }
    const bearer = await signIn(shop, ASHA.phone);
    const titles = async (lang: string) => {
      const answer = await apiCall(
        shop,
        'get-user-notifications',
        { user_id: ASHA.id },
        { bearer, cookie: `lang=${lang}` },
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const { notifications } = answer.body as { notifications: { data: { title: string; message: string } }[] };
      return notifications.slice(0, 3).map(({ data }) => `${data.title} · ${data.message}`);
    };
    expect(await titles('mr')).toEqual([
      'ऑर्डर स्वीकारली नाही · दुकान तुमची ऑर्डर FC-SAID-3 घेऊ शकले नाही.',
      'ऑर्डर स्वीकारली नाही · दुकान तुमची ऑर्डर FC-SAID-2 घेऊ शकले नाही. दुकानाचे म्हणणे: Closed today.',
      'ऑर्डर पोहोचली · तुमची ऑर्डर FC-SAID-1 पोहोचली. आस्वाद घ्या, आणि कशी वाटली ते आम्हाला कळवा.',
    ]);
    expect(await titles('en')).toEqual([
      'Order not accepted · The store could not take your order FC-SAID-3.',
      'Order not accepted · The store could not take your order FC-SAID-2. The store says: Closed today.',
      'Delivered · Your order FC-SAID-1 was delivered. Enjoy, and tell us how it went.',
    ]);
  });
});
