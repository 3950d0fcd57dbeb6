// One valid call of every API operation, for the fuzz test to spoil field by field. The table
// is typed by the contract (src/domain/api/contract.ts): a new operation does not compile
// until it has an entry here, and a field the operation does not take is a type error.
import type { ApiPath, ParamsOf, RequestOf } from '../../../../src/domain/api/contract.ts';
import { placeOrderRequest } from '../../../../src/domain/api/orders.ts';
import { verhoeffCheckDigit } from '../../../../src/domain/staff/delivery-partners.ts';
import { roundTheClock } from '../../../../src/domain/stores/opening-hours.ts';
import type { ShopContext } from '../../../../src/server/context.ts';
import { advanceOrder } from '../../../../src/server/services/orders/order-status.ts';
import { placeOrder } from '../../../../src/server/services/orders/place-order.ts';
import { ASHA, unwrap } from '../accounts/accounts-helpers.ts';
import { EMPTY_CATALOGUE_FILE, EMPTY_IMPORT_CHECK } from '../staff/catalogue-import-helpers.ts';
import { samplePushToken } from '../notifications/push-helpers.ts';

type ValidCall<P extends ApiPath> =
  ParamsOf<P> extends undefined ? { body: RequestOf<P> } : { body: RequestOf<P>; params: ParamsOf<P> };

export type ValidCalls = { [P in ApiPath]: ValidCall<P> };

/** What the calls refer to in the demo shop, read from its database. */
interface Sample {
  storeSlug: string;
  categoryId: number;
  categorySlug: string;
  itemId: number;
  itemSlug: string;
  linkSlug: string;
  sectionSlug: string;
  /** Orders of Asha's: one just placed (to read, cancel, order again), one delivered (to rate). */
  orderId: string;
  deliveredOrderId: string;
}

/** Paud Road, Kothrud: inside the demo's delivery area. */
const KOTHRUD = { latitude: 18.5074, longitude: 73.8077 };
const DEVICE_ADDRESS = {
  lat: 18.5074,
  lng: 73.8077,
  address: 'Paud Road, Kothrud, Pune',
  house: 'Flat 4',
  tag: 'Home',
};
/** Demo catalog ids (the seed's ids are explicit): Shimla apples 500 g, member-priced. */
const MEMBER_LINE = { id: 6, variant_id: 9, quantity: 1 };

export async function sampleOf(shop: ShopContext): Promise<Sample> {
  const store = await shop.db.selectFrom('stores').select('slug').where('id', '=', 1).executeTakeFirstOrThrow();
  const item = await shop.db
    .selectFrom('items')
    .select(['id', 'slug', 'link_slug', 'category_id'])
    .where('id', '=', 5)
    .executeTakeFirstOrThrow();
  const category = await shop.db
    .selectFrom('categories')
    .select('slug')
    .where('id', '=', item.category_id)
    .executeTakeFirstOrThrow();
  const section = await shop.db.selectFrom('sections').select('slug').orderBy('id').executeTakeFirstOrThrow();
  const order = async (key: string) => {
    const input = placeOrderRequest.parse({
      items: [{ id: item.id, quantity: 2 }],
      mode: 'SELFPICKUP',
      payment_method: 'COD',
      idempotency_key: key,
    });
    return unwrap(await placeOrder(shop, ASHA.id, input)).order.unique_order_id;
  };
  const delivered = await order('fuzz-delivered-order');
  for (let step = 0; step < 4; step++) unwrap(await advanceOrder(shop, delivered));
  return {
    storeSlug: store.slug,
    categoryId: item.category_id,
    categorySlug: category.slug,
    itemId: item.id,
    itemSlug: item.slug,
    linkSlug: item.link_slug,
    sectionSlug: section.slug,
    orderId: await order('fuzz-placed-order'),
    deliveredOrderId: delivered,
  };
}

/** A store's settings as the console's form sends them, open round the clock. */
const FUZZ_STORE = {
  name: 'FarmCart Kothrud',
  slug: 'kothrud',
  description: 'Fresh from the farms.',
  address: 'Paud Road, Kothrud, Pune',
  phone: '98220 10001',
  image: '/images/stores/kothrud.webp',
  latitude: KOTHRUD.latitude,
  longitude: KOTHRUD.longitude,
  delivery_radius_km: 8,
  delivery_time: 30,
  min_order_paise: 9900,
  delivery_charge_type: 'FIXED',
  delivery_charges_paise: 2500,
  base_delivery_distance_km: 0,
  extra_delivery_charge_per_km_paise: 0,
  is_free_delivery: true,
  free_delivery_min_cart_paise: 49900,
  is_delivery: true,
  is_selfpickup: true,
  is_paused: false,
  delivered_by: 'partners' as const,
  partner_offer_after_minutes: 10,
  legal_name: '',
  gstin: '',
  tax_state_code: '',
  series_prefix: '',
  hours: roundTheClock(),
  closed_days: [] as string[],
} as const;
/** A category and an item as the console's forms send them. */
const FUZZ_CATEGORY = {
  name: 'Fuzz greens',
  name_mr: 'फझ भाज्या',
  slug: '',
  image: '',
  sort_order: 20,
  is_active: true,
};
const FUZZ_ITEM = {
  name: 'Fuzz methi',
  name_mr: 'फझ मेथी',
  description: 'Fresh leaves.',
  description_mr: '',
  slug: '',
  image: '',
  is_veg: true,
  nutritional_facts: [{ name: 'Energy', value: '49 kcal' }],
  is_pre_item: false,
  pre_avail_date: '',
  is_active: true,
  is_free_item: false,
  variants: [
    {
      name: '250 g',
      name_mr: '२५० ग्रॅम',
      unit_id: 1,
      measurement: 250,
      regular_price_paise: 3000,
      sale_price_paise: 2800,
      member_price_paise: null,
      stock: 20,
      is_infinite: false,
      is_negative: false,
      is_default: true,
      is_active: true,
    },
  ],
};

/** An addon group as the console's form sends it. */
const FUZZ_ADDON_GROUP = {
  name: 'Fuzz cut',
  name_mr: 'फझ कट',
  type: 'SINGLE',
  addons: [
    { name: 'Whole', name_mr: 'अख्खे', price_paise: 0, is_active: true },
    { name: 'Diced', name_mr: '', price_paise: 1000, is_active: true },
  ],
};

/** A combo as the console's form sends it (its parts need not be of the store: that is refused on the field). */
const FUZZ_COMBO = {
  name: 'Fuzz combo',
  name_mr: '',
  description: '',
  description_mr: '',
  slug: '',
  image: '',
  price_paise: 9900,
  old_price_paise: 12000,
  is_active: true,
  parts: [
    { variant_id: 1, quantity: 1 },
    { variant_id: 2, quantity: 2 },
  ],
};

export function validCalls(sample: Sample): ValidCalls {
  const line = { id: sample.itemId, quantity: 2 };
  const store = { slug: sample.storeSlug };
  const order = { unique_order_id: sample.orderId };
  return {
    'get-settings': { body: {} },
    'get-all-languages': { body: {} },
    'get-single-language': { body: { code: 'mr' } },
    'popular-geo-locations': { body: KOTHRUD },
    'coordinate-to-address': { body: { lat: KOTHRUD.latitude, lng: KOTHRUD.longitude } },
    'search-location': { body: { query: 'Kothrud' } },
    'check-operational-service': { body: KOTHRUD },
    'get-delivery-restaurants': { body: { ...KOTHRUD, token: null } },
    'get-selfpickup-restaurants': { body: KOTHRUD },
    'get-restaurants-by-category': { body: { ...KOTHRUD, category_ids: [1] } },
    'get-store-categories': { body: {} },
    'get-restaurant-info/:slug': { body: {}, params: store },
    'get-restaurant-info-by-id/:id': { body: KOTHRUD, params: { id: 1 } },
    'get-restaurant-operational-status': { body: { ...KOTHRUD, id: 1 } },
    'get-item-categories': { body: KOTHRUD },
    'get-category-items': { body: { ...KOTHRUD, slug: sample.categorySlug, after: '1.1' } },
    'get-restaurant-items/:slug': {
      body: { ...KOTHRUD, category_id: sample.categoryId, after: '1.1.1.1' },
      params: store,
    },
    'get-single-item': { body: { slug: sample.itemSlug } },
    'get-single-product/:id': { body: KOTHRUD, params: { id: sample.itemId } },
    'search-items': { body: { ...KOTHRUD, query: 'mango', after: '1.1' } },
    'search-suggestions': { body: { ...KOTHRUD, query: 'mang' } },
    'get-home-components': { body: { ...KOTHRUD, slug: 'home' } },
    'get-dynamic-featured-sections': { body: { ...KOTHRUD, type: 'main', query: 'milk' } },
    'get-dynamic-featured-section/:slug': { body: { ...KOTHRUD, query: 'milk' }, params: { slug: sample.sectionSlug } },
    'promo-slider': { body: KOTHRUD },
    'get-deal-items': { body: { ...KOTHRUD, is_randomize: false, restaurant: sample.storeSlug } },
    'get-combos': { body: KOTHRUD },
    'get-featured-items': { body: { ...KOTHRUD, is_randomize: 0 } },
    'get-frequently-bought-items': { body: { ...KOTHRUD, restaurant: 'all' } },
    'get-linked-items': { body: { ...KOTHRUD, flag: 1, slug: sample.linkSlug } },
    'check-cart-items-availability': { body: { ...KOTHRUD, items: [line] } },
    'check-member-cart-items-availability': { body: { ...KOTHRUD, items: [MEMBER_LINE] } },
    register: {
      body: {
        name: 'Fuzz Tester',
        phone: '9800000099',
        email: 'fuzz@example.in',
        password: 'fuzz-password',
        otp: '123456',
        device_token: 'device-1',
        address: DEVICE_ADDRESS,
      },
    },
    // A wrong password: after 5 failures the call is refused at once (429), so scrypt does not set the pace.
    login: { body: { phone: '9800000003', password: 'not-the-password', address: DEVICE_ADDRESS } },
    'send-otp': { body: { phone: '9800000003', purpose: 'login' } },
    'verify-otp': { body: { phone: '9800000003', otp: '123456' } },
    'social-login': { body: { provider: 'google', accessToken: 'token', email: 'fuzz@example.in' } },
    'forgot-password': { body: { email: 'meera@example.in' } },
    'verify-reset-code': { body: { email: 'meera@example.in', code: '123456' } },
    'reset-password': { body: { email: 'meera@example.in', code: '123456', password: 'new-password' } },
    logout: { body: { device_token: 'device-1' } },
    'get-user-info': { body: {} },
    'update-user-info': { body: {} },
    'update-profile': { body: { name: 'Asha Kulkarni', tax_number: '27AAPFU0939F1ZV' } },
    // Never the right code or password: the account stays as it is for the other calls.
    'confirm-contact-change': { body: { code: '123456' } },
    'withdraw-contact-change': { body: {} },
    'resend-contact-code': { body: {} },
    'change-password': { body: { current_password: 'not-the-password', new_password: 'fuzz-new-password' } },
    'get-sessions': { body: {} },
    'revoke-session': { body: { session_id: 999_999, current_password: 'not-the-password' } },
    'revoke-other-sessions': { body: { current_password: 'not-the-password' } },
    'update-tax-number': { body: { tax_number: '27AAPFU0939F1ZV' } },
    'update-avatar': { body: { avatar: 'https://cdn.example/asha.webp' } },
    // Never the right password: the account stays for the other calls.
    'delete-account': { body: { password: 'not-the-password' } },
    'check-ban': { body: {} },
    'check-running-order': { body: {} },
    'get-addresses': { body: { restaurant_id: 1 } },
    'save-address': {
      body: { ...KOTHRUD, address: 'Paud Road, Kothrud', house: 'Flat 4', tag: 'Work', get_only_default_address: true },
    },
    'delete-address': { body: { address_id: 3 } },
    'set-default-address': { body: { address_id: 1 } },
    'update-address': { body: { address_id: 1, house: 'Flat 402, Shrushti Apartments', tag: 'Home' } },
    'toggle-favorite': { body: { type: 'store', id: 1 } },
    'toggle-favorite-store': { body: { id: 1 } },
    'toggle-favorite-item': { body: { id: sample.itemId } },
    'get-favorite-stores': { body: KOTHRUD },
    'get-favorite-items': { body: KOTHRUD },
    'get-user-notifications': { body: {} },
    'mark-one-notification-read': { body: { notification_id: 1 } },
    'mark-all-notifications-read': { body: {} },
    'save-push-token': { body: { push_token: samplePushToken('fuzz-device') } },
    'set-order-updates': { body: { order_updates: 'sms' } },
    'cart-coupons': { body: { restaurant_id: 1 } },
    'apply-coupon': { body: { ...KOTHRUD, coupon: 'FRESH20', restaurant_id: 1, subtotal: 500, cartProducts: [line] } },
    'confirm-cart': {
      body: {
        ...KOTHRUD,
        items: [line],
        restaurant_id: 1,
        coupon: 'FRESH20',
        tip: { kind: 'amount', value: 20 },
        mode: 'DELIVERY',
        use_wallet: false,
        delivery_date: null,
        total: 1,
      },
    },
    'confirm-member-cart': { body: { items: [MEMBER_LINE], mode: 'SELFPICKUP' } },
    'place-order': {
      body: {
        items: [line],
        restaurant_id: 1,
        mode: 'DELIVERY',
        address: DEVICE_ADDRESS,
        coupon: null,
        tip: { kind: 'percent', value: 5 },
        payment_method: 'COD',
        idempotency_key: 'fuzz-place-order',
        total: 1,
      },
    },
    'place-member-order': {
      body: { items: [MEMBER_LINE], mode: 'SELFPICKUP', payment_method: 'COD', idempotency_key: 'fuzz-member-order' },
    },
    'delivery-slots': { body: { restaurant_id: 1, available_from: null } },
    'get-orders': { body: { page: 1 } },
    'get-order': { body: order },
    'cancel-order': { body: { ...order, reason: 'Ordered twice' } },
    'answer-substitution': { body: { ...order, line: 1, approve: true } },
    'set-substitution-default': { body: { preference: 'refund' } },
    'rate-order': { body: { unique_order_id: sample.deliveredOrderId, stars: 5, comment: 'Fresh,\nand on time' } },
    'order-again': { body: order },
    'get-wallet': { body: { page: 1 } },
    // Online payments: no provider in the fuzzed shop, so these answer 409, never 500.
    'payment-start': { body: order },
    'payment-return': {
      body: {
        ...order,
        razorpay_order_id: 'order_TEST1234',
        razorpay_payment_id: 'pay_TEST1234',
        razorpay_signature: 'a'.repeat(64),
      },
    },
    'pay-by-cash': { body: order },
    'purchase-start': { body: { kind: 'wallet_topup', amount: 500 } },
    'purchase-return': {
      body: {
        public_id: 'PUABCDEFGH23456789',
        razorpay_order_id: 'order_TEST1234',
        razorpay_payment_id: 'pay_TEST1234',
        razorpay_signature: 'a'.repeat(64),
      },
    },
    'get-purchase': { body: { public_id: 'PUABCDEFGH23456789' } },
    'get-store-reviews/:slug': { body: { page: 1 }, params: store },
    'get-farm-visit-dates': { body: {} },
    'book-farm-visit': {
      body: {
        name: 'Asha Kulkarni',
        mobile_number: '+91 98000 00001',
        location: 'Paud Road, Kothrud, Pune 411038',
        ...KOTHRUD,
        adults: 2,
        kids: 1,
        how_heard: 'Instagram',
        // The first weekend day after the fuzz test's clock (NOW).
        visiting_date: '2026-11-07',
      },
    },
    // The staff console: called with the demo admin's staff session when signed in.
    'staff/login': { body: { email: 'priya@farmcart.example.in', password: 'not-the-password' } },
    'staff/logout': { body: {} },
    'staff/me': { body: {} },
    'staff/console-language': { body: { language: 'mr' } },
    'staff/orders': { body: { store_id: 1 } },
    'staff/order-step': { body: { ...order, event: 'accept', preparation_minutes: 15 } },
    'staff/reject-order': { body: { ...order, reason: 'Some items are out of stock' } },
    'staff/send-out': { body: { ...order, rider_id: 6 } },
    'staff/rider-orders': { body: {} },
    'staff/rider-deliver': { body: { ...order, code: '1234' } },
    'staff/items': { body: { store_id: 1, query: 'mango', after: 1 } },
    'staff/item-stock': { body: { item_id: sample.itemId, in_stock: true } },
    'staff/variant-stock': { body: { variant_id: MEMBER_LINE.variant_id, in_stock: true, stock: 40 } },
    'staff/store-open': { body: { store_id: 1, is_open: true } },
    'staff/find-customers': { body: { query: '98000' } },
    'staff/guest-register': { body: { name: 'Caller Fuzz', phone: '9800000098', email: 'caller@example.in' } },
    'staff/find-caller': { body: { phone: '9800000002' } },
    'staff/caller-code': { body: { phone: '9800000002' } },
    'staff/guest-login': { body: { phone: '9800000002', code: '123456' } },
    'staff/impersonation-link': { body: { user_id: 2 } },
    'staff/farm-visits': { body: { from: '2026-11-01', to: '2026-12-31' } },
    'staff/partners': { body: {} },
    // The fuzz test's approved partner (its first): approving again changes nothing.
    'staff/partner-status': { body: { partner_id: 1, status: 'approved' } },
    'staff/shop-version': { body: { bump: 'settings' } },
    'staff/broadcast': { body: { title: 'Fuzz broadcast', message: 'From the fuzz test.', link: '/alerts' } },
    'staff/media': { body: { query: 'mango', after: 100 } },
    // The demo shop's library is empty: a picture it does not hold answers 404.
    'staff/media-alt': { body: { media_id: 1, alt_en: 'Alphonso mangoes', alt_mr: 'हापूस आंबे' } },
    'staff/media-archive': { body: { media_id: 1 } },
    'staff/content-list': { body: { kind: 'campaign' } },
    'staff/content-entry': { body: { kind: 'campaign', slug: 'mango' } },
    'staff/content-save': {
      body: {
        kind: 'page',
        slug: 'fuzz-page',
        version: 0,
        doc: {
          order: 5,
          updated: null,
          words: { en: { title: 'Fuzz', description: 'A page.', body: { html: '<p>Hi</p>', source: null } } },
        },
      },
    },
    'staff/content-publish': {
      body: { kind: 'campaign', slug: 'mango', version: 1, publish_at: null, take_down_at: null },
    },
    'staff/content-unpublish': { body: { kind: 'campaign', slug: 'mango' } },
    'staff/content-restore': { body: { kind: 'campaign', slug: 'mango', revision_id: 1 } },
    'staff/content-preview-link': { body: { kind: 'campaign', slug: 'mango' } },
    'staff/content-item-search': { body: { q: 'mango' } },
    'staff/stores': { body: {} },
    'staff/store': { body: { store_id: 1 } },
    'staff/store-create': { body: { ...FUZZ_STORE, slug: 'fuzz-new-store' } },
    'staff/store-save': { body: { store_id: 1, ...FUZZ_STORE } },
    'staff/find-place': { body: { query: 'Kothrud' } },
    'staff/areas': { body: {} },
    'staff/area-save': {
      body: {
        area_id: null,
        name: 'Fuzz Nagar',
        name_mr: 'फझ नगर',
        city: 'Pune',
        pincode: '411001',
        latitude: 18.52,
        longitude: 73.85,
        store_ids: [1],
      },
    },
    'staff/area-remove': { body: { area_id: 1 } },
    'staff/substitutions': { body: { ...order } },
    'staff/substitution-options': { body: { ...order, line: 1 } },
    'staff/mark-short': { body: { ...order, line: 1, short_quantity: 1, substitute: null } },
    'staff/substitution-answer': { body: { ...order, line: 1, approved: true } },
    'staff/credit-lines': { body: { ...order } },
    'staff/refund-items': { body: { ...order, lines: [{ position: 0, quantity: 1 }], reason: 'Damaged' } },
    'staff/slots': { body: { store_id: 1 } },
    'staff/packing-list': { body: { store_id: 1, day: '2026-11-28', slot: { start_minute: 420, end_minute: 540 } } },
    'staff/printer-save': { body: { store_id: 1, host: '', port: 9100, paper_mm: 80, auto_print: false } },
    'staff/test-print': { body: { store_id: 1 } },
    'staff/print-receipt': { body: { ...order } },
    'staff/slots-save': {
      body: {
        store_id: 1,
        slots: [
          { id: null, weekday: 1, start_minute: 420, end_minute: 540, capacity: 10, cutoff_minutes: 60, fee_paise: 0 },
        ],
      },
    },
    'staff/coupons': { body: {} },
    'staff/coupon-save': {
      body: {
        code: 'FUZZ10',
        name: 'Fuzz 10% off',
        description: '',
        discount_type: 'PERCENTAGE',
        discount: 10,
        max_discount: 50,
        min_order: 0,
        store_ids: [1],
        starts_on: null,
        ends_on: null,
        max_uses: null,
        max_uses_per_customer: 1,
      },
    },
    'staff/coupon-active': { body: { coupon_id: 3, is_active: true } },
    'staff/people': { body: {} },
    'staff/person-add': {
      body: { name: 'Fuzz Counter', email: 'fuzz.counter@example.in', role: 'counter', store_ids: [1], password: '' },
    },
    // Anil, the demo editor: the same role again changes nothing.
    'staff/person-update': { body: { staff_id: 5, role: 'editor', store_ids: [] } },
    'staff/person-disabled': { body: { staff_id: 5, disabled: false } },
    'staff/person-password': { body: { staff_id: 5, password: '' } },
    'staff/audit': { body: { kind: 'coupon', from: '2026-11-01', to: '2026-11-30' } },
    'staff/messages': { body: { status: 'failed' } },
    'staff/message-resend': { body: { message_id: 1 } },
    'staff/message-test': { body: { channel: 'sms', phone: '9800000001' } },
    'staff/words': { body: {} },
    'staff/words-save': { body: { labels: [{ key: 'navHome', language: 'mr', text: 'मुख्य पान' }] } },
    'staff/settings': { body: {} },
    'staff/settings-save': { body: { settings: [{ key: 'storeColor', value: '#1b7a3a' }] } },
    'staff/reports': {
      body: { report: 'sales', range: 'custom', from: '2026-11-01', to: '2026-11-07', store_ids: [1] },
    },
    'staff/catalogue-setup': { body: {} },
    'staff/catalogue-items': {
      body: { store_id: 1, category_id: sample.categoryId, query: 'mango', out_of_stock: false, after: 1 },
    },
    'staff/catalogue-item': { body: { item_id: sample.itemId } },
    'staff/catalogue-item-create': { body: { store_id: 1, ...FUZZ_ITEM, category_id: sample.categoryId } },
    'staff/catalogue-item-update': {
      body: { item_id: sample.itemId, version: 1, ...FUZZ_ITEM, category_id: sample.categoryId },
    },
    'staff/catalogue-item-archive': { body: { item_id: sample.itemId } },
    'staff/catalogue-item-restore': { body: { item_id: sample.itemId } },
    'staff/catalogue-category-create': { body: FUZZ_CATEGORY },
    'staff/catalogue-category-update': { body: { category_id: sample.categoryId, ...FUZZ_CATEGORY } },
    'staff/catalogue-category-archive': { body: { category_id: sample.categoryId } },
    'staff/catalogue-category-restore': { body: { category_id: sample.categoryId } },
    'staff/catalogue-units': { body: {} },
    'staff/tax': { body: {} },
    'staff/tax-rate-add': { body: { rate: '3', from: '2030-04-01', until: null } },
    'staff/tax-rate-end': { body: { rate_id: 1, until: '2030-03-31' } },
    'staff/tax-charges-save': {
      body: {
        delivery: { kind: 'principal' },
        packing: { kind: 'principal' },
        tip: { kind: 'outside' },
        addons: { kind: 'item' },
      },
    },
    'staff/catalogue-unit-save': { body: { name: 'Fuzz measure', symbol: 'fz' } },
    'staff/catalogue-bulk-price-preview': {
      body: { item_ids: [sample.itemId], change: { kind: 'percent', percent: 5 } },
    },
    'staff/catalogue-bulk-price-apply': {
      body: { item_ids: [sample.itemId], change: { kind: 'amount', amount_paise: 100 }, prices_seen: '0'.repeat(64) },
    },
    'staff/catalogue-addon-groups': { body: {} },
    'staff/catalogue-addon-group-create': { body: FUZZ_ADDON_GROUP },
    'staff/catalogue-addon-group-update': { body: { addon_category_id: 1, ...FUZZ_ADDON_GROUP } },
    'staff/catalogue-addon-group-archive': { body: { addon_category_id: 1 } },
    'staff/catalogue-addon-group-restore': { body: { addon_category_id: 1 } },
    'staff/catalogue-combos': { body: { store_id: 1 } },
    'staff/catalogue-combo': { body: { combo_id: 1 } },
    'staff/catalogue-combo-create': { body: { store_id: 1, ...FUZZ_COMBO } },
    'staff/catalogue-combo-update': { body: { combo_id: 1, ...FUZZ_COMBO } },
    'staff/catalogue-combo-archive': { body: { combo_id: 1 } },
    'staff/catalogue-combo-restore': { body: { combo_id: 1 } },
    'staff/catalogue-combo-part-choices': { body: { store_id: 1, query: 'mango' } },
    'staff/catalogue-import-check': { body: { store_id: 1, file: EMPTY_CATALOGUE_FILE } },
    'staff/catalogue-import-apply': { body: { store_id: 1, file: EMPTY_CATALOGUE_FILE, check: EMPTY_IMPORT_CHECK } },
    'staff/home': { body: {} },
    'staff/home-save': {
      body: {
        stamp: '0123456789abcdef',
        composition: {
          rows: [{ id: 1, kind: 'slider', ref_id: 1, visible: true, starts_on: null, ends_on: null }],
          sections: [],
          sliders: [
            {
              id: 1,
              name: 'Home hero',
              style: 'style_1',
              slides: [
                {
                  id: null,
                  name: 'Fuzz slide',
                  image: '/images/banners/mango-season.webp',
                  alt: 'Mangoes',
                  alt_mr: '',
                  link: { kind: 'campaign', slug: 'mango' },
                  starts_on: '2026-01-01',
                  ends_on: null,
                  store_ids: [1],
                },
              ],
            },
          ],
          deals: [{ item_id: sample.itemId, starts_on: '2026-01-01', ends_on: '2026-01-02' }],
          footer_link: { kind: 'campaign', slug: 'mango' },
        },
      },
    },
    'staff/home-publish': { body: { stamp: '0123456789abcdef' } },
    'staff/home-discard': { body: { stamp: '0123456789abcdef' } },
    'staff/home-find': { body: { kind: 'item', query: 'mango' } },
    'auth/login-as-customer': { body: { user_id: 2, t: '1.1.not-a-nonce.not-a-mac' } },
    'end-acting-session': { body: {} },
    // Delivery partners: called with a partner's session when signed in.
    'get-order-tracking': { body: order },
    'delivery/send-otp': { body: { phone: '9800000077' } },
    'delivery/sign-up': {
      body: {
        name: 'Ravi Fuzz',
        phone: '9800000077',
        otp: '123456',
        aadhaar: VALID_AADHAAR,
        vehicle_type: 'scooter',
        vehicle_number: 'MH 12 AB 1234',
        password: 'ride-safe-2026',
      },
    },
    'delivery/login': { body: { phone: '9800000077', password: 'not-the-password' } },
    'delivery/logout': { body: {} },
    'delivery/user-info': { body: {} },
    'delivery/set-online': { body: { online: true, ...KOTHRUD } },
    'delivery/orders': { body: {} },
    'delivery/completed-orders': { body: { page: 1 } },
    'delivery/order': { body: order },
    'delivery/accept': { body: order },
    'delivery/picked-up': { body: order },
    'delivery/delivered': { body: { ...order, code: '1234' } },
    'delivery/set-location': {
      body: { positions: [{ ...KOTHRUD, accuracy: 12, at: Date.parse('2026-11-02T06:00:00Z') }] },
    },
  };
}

/** A 12-digit number with its Verhoeff check digit, as an Aadhaar number has. */
const VALID_AADHAAR = `23456789012${verhoeffCheckDigit('23456789012')}`;
