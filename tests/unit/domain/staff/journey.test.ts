// The rules of the shopper's journey without dead ends: which banners a point can act
// on (§2 Banner slider styles), why Place order is disabled (§2 Checkout and orders, §5 Minimum
// order), counted texts in the customer's language, and a farm visit for nobody
// (§5 Farm form validation).
import { describe, expect, it } from 'vitest';
import { orderBlocker, type CheckoutState } from '../../../../src/domain/orders/checkout-readiness.ts';
import { FARM_FORM_NO_VISITORS_MESSAGE, validateFarmVisitForm } from '../../../../src/domain/staff/farm-visit.ts';
import { pluralKey } from '../../../../src/domain/plural.ts';
import { type PointReach, slideInReach, slidesInReach } from '../../../../src/domain/reach.ts';

// Kothrud: FarmCart Kothrud (1) and Baner (2) deliver; Koregaon Park (3) and Viman Nagar (5) do not.
const KOTHRUD_REACH: PointReach = {
  storeIds: new Set([1, 2]),
  itemStores: new Map([
    [101, 1],
    [501, 5],
  ]),
  categoryIds: new Set([10, 11]),
};

describe('§2 Banner slider styles: slides a point can act on', () => {
  it('keeps a slide to a store that delivers or offers pickup here, drops one to a store that does not', () => {
    expect(slideInReach({ model: 'store', id: 1 }, KOTHRUD_REACH)).toBe(true);
    expect(slideInReach({ model: 'store', id: 3 }, KOTHRUD_REACH)).toBe(false);
  });

  it('keeps a slide to an item of a serving store, drops one to an item of another store or an unknown item', () => {
    expect(slideInReach({ model: 'item', id: 101 }, KOTHRUD_REACH)).toBe(true);
    expect(slideInReach({ model: 'item', id: 501 }, KOTHRUD_REACH)).toBe(false);
    expect(slideInReach({ model: 'item', id: 999 }, KOTHRUD_REACH)).toBe(false);
  });

  it('keeps a category on offer here; campaigns, pages and slides without data everywhere', () => {
    expect(slideInReach({ model: 'category', id: 10 }, KOTHRUD_REACH)).toBe(true);
    expect(slideInReach({ model: 'category', id: 12 }, KOTHRUD_REACH)).toBe(false);
    expect(slideInReach({ model: 'campaign', id: 7 }, KOTHRUD_REACH)).toBe(true);
    expect(slideInReach({ model: null, id: 7 }, KOTHRUD_REACH)).toBe(true);
    expect(slideInReach(undefined, KOTHRUD_REACH)).toBe(true);
  });

  it('keeps the order of the slides left, and drops a slider with none left', () => {
    const slides = [
      { name: 'organics', data: { model: 'store', id: 3 } },
      { name: 'kothrud', data: { model: 'store', id: 1 } },
      { name: 'farm', data: { model: 'campaign', id: 0 } },
    ];
    expect(slidesInReach(slides, KOTHRUD_REACH)?.map((slide) => slide.name)).toEqual(['kothrud', 'farm']);
    expect(slidesInReach([{ data: { model: 'item', id: 501 } }], KOTHRUD_REACH)).toBeNull();
  });
});

const READY: CheckoutState = {
  mode: 'DELIVERY',
  storeClosed: false,
  unavailableLines: 0,
  someUnavailable: false,
  hasDeliveryPoint: true,
  onlyUnservedAddresses: false,
  addressesLoading: false,
  billLoading: false,
  billRefused: false,
  minimumMet: true,
  couponRefused: false,
};

describe('§2 Checkout and orders: a disabled Place order always has a reason', () => {
  it('has none when everything is in place', () => {
    expect(orderBlocker(READY)).toBeNull();
  });

  it('says the saved addresses are outside the store’s area, or that no address is known', () => {
    expect(orderBlocker({ ...READY, hasDeliveryPoint: false, onlyUnservedAddresses: true })).toBe('not_delivered');
    expect(orderBlocker({ ...READY, hasDeliveryPoint: false })).toBe('no_address');
    // Self-pickup needs no address.
    expect(orderBlocker({ ...READY, mode: 'SELFPICKUP', hasDeliveryPoint: false })).toBeNull();
  });

  it('§5 Minimum order: below it, the minimum is the reason', () => {
    expect(orderBlocker({ ...READY, minimumMet: false })).toBe('below_minimum');
  });

  it('puts a closed store first, then unavailable items, then the address', () => {
    const everything = { ...READY, hasDeliveryPoint: false, unavailableLines: 1, minimumMet: false };
    expect(orderBlocker({ ...everything, storeClosed: true })).toBe('store_closed');
    expect(orderBlocker(everything)).toBe('unavailable_items');
    expect(orderBlocker({ ...READY, someUnavailable: true })).toBe('unavailable_items');
  });

  it('§8 coupon_error: a coupon the bill refuses must be removed first, after the minimum', () => {
    expect(orderBlocker({ ...READY, couponRefused: true })).toBe('coupon_refused');
    expect(orderBlocker({ ...READY, couponRefused: true, minimumMet: false })).toBe('below_minimum');
    expect(orderBlocker({ ...READY, couponRefused: true, mode: 'SELFPICKUP' })).toBe('coupon_refused');
  });

  it('waits for the bill, and shows the server’s refusal', () => {
    expect(orderBlocker({ ...READY, billLoading: true })).toBe('bill_pending');
    expect(orderBlocker({ ...READY, minimumMet: null })).toBe('bill_pending');
    expect(orderBlocker({ ...READY, addressesLoading: true, hasDeliveryPoint: false })).toBe('bill_pending');
    expect(orderBlocker({ ...READY, billRefused: true })).toBe('bill_refused');
  });
});

describe('counted texts take the language’s plural form (Intl.PluralRules)', () => {
  const has = (key: string) => ['itemsCountText_one', 'reviewsCountText_one'].includes(key);

  it('uses the _one form for 1 in English and Marathi, the plain key otherwise', () => {
    expect(pluralKey('itemsCountText', { n: 1 }, 'en', has)).toBe('itemsCountText_one');
    expect(pluralKey('itemsCountText', { n: 2 }, 'en', has)).toBe('itemsCountText');
    expect(pluralKey('itemsCountText', { n: 0 }, 'en', has)).toBe('itemsCountText');
    expect(pluralKey('reviewsCountText', { n: 1 }, 'mr', has)).toBe('reviewsCountText_one');
  });

  it('keeps the key when the form is missing, there is no count, or the locale is unknown', () => {
    expect(pluralKey('storesCountText', { n: 1 }, 'en', has)).toBe('storesCountText');
    expect(pluralKey('itemsCountText', { name: 'x' }, 'en', has)).toBe('itemsCountText');
    expect(pluralKey('itemsCountText', undefined, 'en', has)).toBe('itemsCountText');
    expect(pluralKey('itemsCountText', { n: 1 }, 'not a locale!', has)).toBe('itemsCountText_one');
  });
});

describe('§5 Farm form validation: a visit is for somebody', () => {
  const answers = {
    name: 'Rohan',
    mobile_number: '9800000002',
    alternative_mobile_number: '',
    location: 'Kothrud, Pune',
    adults: 0,
    kids: 0,
    how_heard: '',
    visiting_date: '2026-11-14',
  };

  it('refuses 0 adults and 0 kids, naming both', () => {
    expect(validateFarmVisitForm(answers)).toEqual({
      ok: false,
      reason: 'invalid_fields',
      fields: ['adults', 'kids'],
      message: FARM_FORM_NO_VISITORS_MESSAGE,
    });
  });

  it('takes a visit of kids only, or adults only', () => {
    expect(validateFarmVisitForm({ ...answers, kids: 2 }).ok).toBe(true);
    expect(validateFarmVisitForm({ ...answers, adults: 1 }).ok).toBe(true);
  });
});
