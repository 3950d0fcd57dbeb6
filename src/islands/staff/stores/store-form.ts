// The console's store form as typed (decision 0270): text in the fields, rupees for money, clock
// times for hours, turned into the settings the server takes (domain/stores/store-settings.ts),
// and back. A closing time of 00:00 is midnight, the end of the day (24:00), as an
// <input type="time"> cannot say 24:00.
import type { StaffStoreSettingsView } from '../../../domain/api/staff/stores.ts';
import { clockText, MINUTES_PER_DAY, parseClock } from '../../../domain/stores/opening-hours.ts';
import type { DeliveryChargeType, StoreSettings } from '../../../domain/stores/store-settings.ts';
import {
  DEFAULT_DELIVERED_BY,
  DEFAULT_PARTNER_OFFER_AFTER_MINUTES,
  type DeliveredBy,
} from '../../../domain/staff/own-riders.ts';

export interface HoursRow {
  /** A key for React, stable while rows are added and removed. */
  key: number;
  weekday: number;
  opens: string;
  closes: string;
}

export interface StoreForm {
  name: string;
  slug: string;
  /** Typed by hand: the slug no longer follows the name. */
  slugTyped: boolean;
  description: string;
  address: string;
  phone: string;
  image: string;
  latitude: string;
  longitude: string;
  delivery_radius_km: string;
  delivery_time: string;
  min_order: string;
  delivery_charge_type: DeliveryChargeType;
  delivery_charges: string;
  base_delivery_distance_km: string;
  extra_delivery_charge_per_km: string;
  is_free_delivery: boolean;
  free_delivery_min_cart: string;
  is_delivery: boolean;
  is_selfpickup: boolean;
  is_paused: boolean;
  delivered_by: DeliveredBy;
  partner_offer_after_minutes: string;
  hours: HoursRow[];
  closed_days: string[];
  legal_name: string;
  gstin: string;
  tax_state_code: string;
  series_prefix: string;
}

let nextKey = 1;
export const rowKey = (): number => nextKey++;

const rupees = (paise: number) => String(paise / 100);

/** A new store: paused, without a location or hours, delivering. */
export function emptyForm(): StoreForm {
  return {
    name: '',
    slug: '',
    slugTyped: false,
    description: '',
    address: '',
    phone: '',
    image: '',
    latitude: '',
    longitude: '',
    delivery_radius_km: '5',
    delivery_time: '30',
    min_order: '0',
    delivery_charge_type: 'FIXED',
    delivery_charges: '0',
    base_delivery_distance_km: '0',
    extra_delivery_charge_per_km: '0',
    is_free_delivery: false,
    free_delivery_min_cart: '0',
    is_delivery: true,
    is_selfpickup: false,
    is_paused: true,
    delivered_by: DEFAULT_DELIVERED_BY,
    partner_offer_after_minutes: String(DEFAULT_PARTNER_OFFER_AFTER_MINUTES),
    hours: [],
    closed_days: [],
    legal_name: '',
    gstin: '',
    tax_state_code: '',
    series_prefix: '',
  };
}

export function formOf(store: StaffStoreSettingsView): StoreForm {
  return {
    name: store.name,
    slug: store.slug,
    slugTyped: true,
    description: store.description,
    address: store.address,
    phone: store.phone,
    image: store.image,
    latitude: store.latitude === null ? '' : String(store.latitude),
    longitude: store.longitude === null ? '' : String(store.longitude),
    delivery_radius_km: String(store.delivery_radius_km),
    delivery_time: String(store.delivery_time),
    min_order: rupees(store.min_order_paise),
    delivery_charge_type: store.delivery_charge_type,
    delivery_charges: rupees(store.delivery_charges_paise),
    base_delivery_distance_km: String(store.base_delivery_distance_km),
    extra_delivery_charge_per_km: rupees(store.extra_delivery_charge_per_km_paise),
    is_free_delivery: store.is_free_delivery,
    free_delivery_min_cart: rupees(store.free_delivery_min_cart_paise),
    is_delivery: store.is_delivery,
    is_selfpickup: store.is_selfpickup,
    is_paused: store.is_paused,
    delivered_by: store.delivered_by,
    partner_offer_after_minutes: String(store.partner_offer_after_minutes),
    hours: store.hours.map((range) => ({
      key: rowKey(),
      weekday: range.weekday,
      opens: clockText(range.opens_minute),
      closes: range.closes_minute === MINUTES_PER_DAY ? '00:00' : clockText(range.closes_minute),
    })),
    closed_days: [...store.closed_days],
    legal_name: store.legal_name,
    gstin: store.gstin,
    tax_state_code: store.tax_state_code,
    series_prefix: store.series_prefix,
  };
}

/** A number as typed ('' and anything else not a number is NaN, which the rules refuse). */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));
/** Rupees as typed to paise; a third decimal is left for the rules to refuse. */
const paiseOf = (text: string): number => {
  const value = numberOf(text) * 100;
  return Number.isFinite(value) ? Math.round(value * 1000) / 1000 : Number.NaN;
};
const coordinateOf = (text: string): number | null => (text.trim() === '' ? null : numberOf(text));

/** The settings the form holds, in the order of its rows (a refusal names `hours.<index>` of these). */
export function settingsOf(form: StoreForm): StoreSettings {
  return {
    name: form.name.trim(),
    slug: form.slug.trim(),
    description: form.description.trim(),
    address: form.address.trim(),
    phone: form.phone.trim(),
    image: form.image.trim(),
    latitude: coordinateOf(form.latitude),
    longitude: coordinateOf(form.longitude),
    delivery_radius_km: numberOf(form.delivery_radius_km),
    delivery_time: numberOf(form.delivery_time),
    min_order_paise: paiseOf(form.min_order),
    delivery_charge_type: form.delivery_charge_type,
    delivery_charges_paise: paiseOf(form.delivery_charges),
    base_delivery_distance_km: numberOf(form.base_delivery_distance_km),
    extra_delivery_charge_per_km_paise: paiseOf(form.extra_delivery_charge_per_km),
    is_free_delivery: form.is_free_delivery,
    free_delivery_min_cart_paise: paiseOf(form.free_delivery_min_cart),
    is_delivery: form.is_delivery,
    is_selfpickup: form.is_selfpickup,
    is_paused: form.is_paused,
    delivered_by: form.delivered_by,
    partner_offer_after_minutes: numberOf(form.partner_offer_after_minutes),
    hours: form.hours.map((row) => {
      const closes = parseClock(row.closes);
      return {
        weekday: row.weekday,
        opens_minute: parseClock(row.opens) ?? Number.NaN,
        closes_minute: closes === 0 ? MINUTES_PER_DAY : (closes ?? Number.NaN),
      };
    }),
    closed_days: [...form.closed_days],
    legal_name: form.legal_name.trim(),
    gstin: form.gstin.trim(),
    tax_state_code: form.tax_state_code,
    series_prefix: form.series_prefix.trim().toUpperCase(),
  };
}

/** Which form field shows a refusal of the settings' field (money fields are typed in rupees). */
export const FORM_FIELD_OF: Readonly<Record<string, string>> = {
  min_order_paise: 'min_order',
  delivery_charges_paise: 'delivery_charges',
  extra_delivery_charge_per_km_paise: 'extra_delivery_charge_per_km',
  free_delivery_min_cart_paise: 'free_delivery_min_cart',
};
