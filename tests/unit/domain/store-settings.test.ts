// The rules of a store's settings (decision 0270), shared by the server and the console's form:
// each refused field says why.
import { describe, expect, it } from 'vitest';
import { roundTheClock } from '../../../src/domain/stores/opening-hours.ts';
import { type StoreSettings, slugFromName, storeSettingsRefusals } from '../../../src/domain/stores/store-settings.ts';

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
    expect(refused({ name: ' ' }).name).toBe('Give the store a name.');
    expect(refused({ slug: 'Farm Cart' }).slug).toMatch(/a-z, 0-9/);
    expect(refused({ slug: 'farm--cart' }).slug).toMatch(/single hyphens/);
    expect(refused({ address: '' }).address).toMatch(/address/);
    expect(refused({ image: 'javascript:alert(1)' }).image).toMatch(/picture path/);
    expect(refused({ image: 'https://cdn.example.in/wakad.webp' }).image).toBeUndefined();
    expect(refused({ latitude: 91 }).latitude).toMatch(/-90 and 90/);
    expect(refused({ longitude: -181 }).longitude).toMatch(/-180 and 180/);
    expect(refused({ latitude: null }).latitude).toMatch(/Give a latitude/);
    expect(refused({ delivery_radius_km: 0 }).delivery_radius_km).toMatch(/above 0/);
    expect(refused({ delivery_radius_km: 51 }).delivery_radius_km).toMatch(/at most 50/);
    expect(refused({ delivery_time: 4 }).delivery_time).toMatch(/5 to 240/);
    expect(refused({ delivery_time: 30.5 }).delivery_time).toMatch(/whole minutes/);
    expect(refused({ min_order_paise: -1 }).min_order_paise).toMatch(/₹0 or more/);
    expect(refused({ delivery_charges_paise: 1.5 }).delivery_charges_paise).toMatch(/two decimals/);
    expect(refused({ delivery_charges_paise: Number.NaN }).delivery_charges_paise).toBe(
      'Give an amount of ₹0 or more.',
    );
    expect(refused({ is_delivery: false, is_selfpickup: false }).is_delivery).toMatch(/delivers, offers self-pickup/);
  });

  it('wants free delivery from at least the minimum order, only when free delivery is on', () => {
    expect(refused({ free_delivery_min_cart_paise: 5000 }).free_delivery_min_cart_paise).toMatch(/minimum order/);
    expect(refused({ is_free_delivery: false, free_delivery_min_cart_paise: 5000 })).toEqual({});
  });

  it('checks the distance terms of a DYNAMIC charge only', () => {
    expect(refused({ base_delivery_distance_km: 80 })).toEqual({});
    const dynamic = { delivery_charge_type: 'DYNAMIC' as const };
    expect(refused({ ...dynamic, base_delivery_distance_km: 3, extra_delivery_charge_per_km_paise: 500 })).toEqual({});
    expect(refused({ ...dynamic, base_delivery_distance_km: 7 }).base_delivery_distance_km).toMatch(/radius/);
    expect(refused({ ...dynamic, extra_delivery_charge_per_km_paise: -5 }).extra_delivery_charge_per_km_paise).toMatch(
      /₹0 or more/,
    );
  });

  it('names the bad range of hours and the bad closed day', () => {
    const hours = [
      { weekday: 1, opens_minute: 600, closes_minute: 540 },
      { weekday: 2, opens_minute: 540, closes_minute: 600 },
    ];
    expect(refused({ hours })).toEqual({ 'hours.0': expect.stringMatching(/before closing/) });
    expect(refused({ closed_days: ['2026-02-30', '2026-12-25', '2026-12-25'] })).toEqual({
      'closed_days.0': 'Give a date.',
      'closed_days.2': 'This day is listed already.',
    });
  });

  it('refuses to take orders without hours, on the pause field; paused, no hours is fine', () => {
    expect(refused({ hours: [] }).is_paused).toBe(
      'It cannot take orders: it has no opening hours. Keep it paused until then.',
    );
    expect(refused({ hours: [], is_paused: true })).toEqual({});
    expect(refused({ latitude: null, is_paused: false }).is_paused).toMatch(/no location/);
  });
});
