// The rules of a store's settings (decision 0270), shared by the server and the console's form:
// each refused field says why.
import { describe, expect, it } from 'vitest';
import { roundTheClock } from '../../../../src/domain/stores/opening-hours.ts';
import {
  type StoreSettings,
  seriesPrefixes,
  slugFromName,
  storeSettingsRefusals,
} from '../../../../src/domain/stores/store-settings.ts';

const GOOD: StoreSettings = {
  name: 'FarmCart Wakad',
  slug: 'farmcart-wakad',
  description: '',
  address: 'Wakad Road, Pune',
  phone: '',
  image: '/images/stores/wakad.webp',
  latitude: 18.5975,
  longitude: 73.7898,
  delivery_radius_km: 6,
  delivery_time: 35,
  min_order_paise: 9900,
  delivery_charge_type: 'FIXED',
  delivery_charges_paise: 2500,
  base_delivery_distance_km: 0,
  extra_delivery_charge_per_km_paise: 0,
  is_free_delivery: true,
  free_delivery_min_cart_paise: 49900,
  is_delivery: true,
  is_selfpickup: false,
  is_paused: false,
  delivered_by: 'partners',
  partner_offer_after_minutes: 10,
  legal_name: '',
  gstin: '',
  tax_state_code: '',
  series_prefix: '',
  hours: roundTheClock(),
  closed_days: ['2026-12-25'],
};

const refused = (change: Partial<StoreSettings>) => storeSettingsRefusals({ ...GOOD, ...change });

describe('store settings', () => {
  it('accepts good settings', () => {
    expect(storeSettingsRefusals(GOOD)).toEqual({});
  });

  it('makes a slug of a name', () => {
    expect(slugFromName('FarmCart Kothrud')).toBe('farmcart-kothrud');
    expect(slugFromName('  Café & Co. — Baner!! ')).toBe('cafe-co-baner');
    expect(slugFromName('!!!')).toBe('');
  });

  it('refuses each bad field with its reason', () => {
    expect(refused({ name: ' ' }).name).toEqual({ key: 'saidRuleStoreName', text: 'Give the store a name.' });
    expect(refused({ slug: 'Farm Cart' }).slug?.key).toBe('saidRuleStoreSlugShape');
    expect(refused({ slug: 'farm--cart' }).slug?.key).toBe('saidRuleStoreSlugShape');
    expect(refused({ address: '' }).address?.key).toBe('saidRuleStoreAddress');
    expect(refused({ image: 'javascript:alert(1)' }).image?.key).toBe('saidRuleStorePicture');
    expect(refused({ image: 'https://cdn.example.in/wakad.webp' }).image).toBeUndefined();
    expect(refused({ latitude: 91 }).latitude?.key).toBe('saidRuleStoreLatitudeRange');
    expect(refused({ longitude: -181 }).longitude?.key).toBe('saidRuleStoreLongitudeRange');
    expect(refused({ latitude: null }).latitude?.key).toBe('saidRuleStoreLatitude');
    expect(refused({ delivery_radius_km: 0 }).delivery_radius_km?.key).toBe('saidRuleStoreRadius');
    expect(refused({ delivery_radius_km: 51 }).delivery_radius_km?.params).toEqual({ max: 50 });
    expect(refused({ delivery_time: 4 }).delivery_time?.params).toEqual({ min: 5, max: 240 });
    expect(refused({ delivery_time: 30.5 }).delivery_time?.key).toBe('saidRuleStoreMinutes');
    expect(refused({ min_order_paise: -1 }).min_order_paise?.key).toBe('saidRuleStoreAmount');
    expect(refused({ delivery_charges_paise: 1.5 }).delivery_charges_paise?.key).toBe('saidRuleStoreWholePaise');
    expect(refused({ delivery_charges_paise: Number.NaN }).delivery_charges_paise?.key).toBe('saidRuleStoreAmount');
    expect(refused({ is_delivery: false, is_selfpickup: false }).is_delivery?.key).toBe(
      'saidRuleStoreDeliversOrPickup',
    );
  });

  it('wants free delivery from at least the minimum order, only when free delivery is on', () => {
    expect(refused({ free_delivery_min_cart_paise: 5000 }).free_delivery_min_cart_paise?.key).toBe(
      'saidRuleStoreFreeBelowMinimum',
    );
    expect(refused({ is_free_delivery: false, free_delivery_min_cart_paise: 5000 })).toEqual({});
  });

  it('checks the distance terms of a DYNAMIC charge only', () => {
    expect(refused({ base_delivery_distance_km: 80 })).toEqual({});
    const dynamic = { delivery_charge_type: 'DYNAMIC' as const };
    expect(refused({ ...dynamic, base_delivery_distance_km: 3, extra_delivery_charge_per_km_paise: 500 })).toEqual({});
    expect(refused({ ...dynamic, base_delivery_distance_km: 7 }).base_delivery_distance_km?.key).toBe(
      'saidRuleStoreBaseOverRadius',
    );
    expect(
      refused({ ...dynamic, extra_delivery_charge_per_km_paise: -5 }).extra_delivery_charge_per_km_paise?.key,
    ).toBe('saidRuleStoreAmount');
  });

  it('names the bad range of hours and the bad closed day', () => {
    const hours = [
      { weekday: 1, opens_minute: 600, closes_minute: 540 },
      { weekday: 2, opens_minute: 540, closes_minute: 600 },
    ];
    expect(refused({ hours })).toEqual({
      'hours.0': expect.objectContaining({ key: 'saidRuleHoursOpensBeforeCloses' }),
    });
    expect(refused({ closed_days: ['2026-02-30', '2026-12-25', '2026-12-25'] })).toEqual({
      'closed_days.0': { key: 'saidRuleStoreDate', text: 'Give a date.' },
      'closed_days.2': { key: 'saidRuleStoreDayListed', text: 'This day is listed already.' },
    });
  });

  it('refuses to take orders without hours, on the pause field; paused, no hours is fine', () => {
    expect(refused({ hours: [] }).is_paused).toEqual({
      key: 'saidRuleStoreNoHours',
      text: 'It cannot take orders: it has no opening hours. Keep it paused until then.',
    });
    expect(refused({ hours: [], is_paused: true })).toEqual({});
    expect(refused({ latitude: null, is_paused: false }).is_paused?.key).toBe('saidRuleStoreNoPlace');
  });
});

describe('§10 the seller on a store’s documents', () => {
  const keyOf = (change: Partial<StoreSettings>, field: keyof StoreSettings) => refused(change)[field]?.key;

  it('accepts a registered store, an unregistered one with a prefix, and one with none', () => {
    expect(refused({ gstin: '27aapfu0939f1zv', tax_state_code: '27', series_prefix: 'WAK' })).toEqual({});
    expect(refused({ tax_state_code: '27', series_prefix: 'W1' })).toEqual({});
    expect(refused({ legal_name: 'Wakad Fresh LLP' })).toEqual({});
  });

  it('names what is wrong with a GSTIN', () => {
    expect(keyOf({ gstin: '27AAPFU0939F1Z', tax_state_code: '27' }, 'gstin')).toBe('saidRuleStoreGstinLength');
    expect(keyOf({ gstin: '27AAPFU0939F1XV', tax_state_code: '27' }, 'gstin')).toBe('saidRuleStoreGstinShape');
    expect(keyOf({ gstin: '28AAPFU0939F1ZV', tax_state_code: '27' }, 'gstin')).toBe('saidRuleStoreGstinState');
    expect(keyOf({ gstin: '27AAPFU0939F1ZW', tax_state_code: '27' }, 'gstin')).toBe('saidRuleStoreGstinCheck');
  });

  it('the state is the GSTIN’s, and is needed once documents or a GSTIN are given', () => {
    expect(keyOf({ gstin: '27AAPFU0939F1ZV', tax_state_code: '29' }, 'tax_state_code')).toBe(
      'saidRuleStoreStateOfGstin',
    );
    expect(keyOf({ series_prefix: 'WAK' }, 'tax_state_code')).toBe('saidRuleStoreState');
    expect(keyOf({ tax_state_code: '99' }, 'tax_state_code')).toBe('saidRuleStoreState');
  });

  it('a prefix is 1 to 4 capital letters or digits, so its credit notes’ prefix fits too', () => {
    expect(keyOf({ tax_state_code: '27', series_prefix: 'WAKAD' }, 'series_prefix')).toBe('saidRuleStoreSeriesPrefix');
    expect(keyOf({ tax_state_code: '27', series_prefix: 'wk' }, 'series_prefix')).toBe('saidRuleStoreSeriesPrefix');
    expect(keyOf({ tax_state_code: '27', series_prefix: 'W/K' }, 'series_prefix')).toBe('saidRuleStoreSeriesPrefix');
    expect(seriesPrefixes('WAK')).toEqual({ invoice: 'WAK', credit: 'WAKCN' });
    expect(seriesPrefixes('')).toBeNull();
  });
});
