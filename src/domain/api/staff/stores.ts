// Requests and answers of the console's store settings (decision 0270): the stores a member
// reaches, one store's settings, making a store (admins) and saving one (its manager or an admin),
// and finding a place by the customers' geocoder. The bounds here only keep a body sane; the rules a
// person is told about are domain/stores/store-settings.ts, checked by the service on each field.
import { DELIVERED_BY } from '../../staff/own-riders.ts';
import { z } from 'zod';
import { DELIVERY_CHARGE_TYPES, type StoreSettings } from '../../stores/store-settings.ts';
import type { LocationSuggestion } from '../location.ts';
import { id, optionalToken, printable, text } from '../fields.ts';

function staffRequest<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject({ token: optionalToken, ...shape });
}

const amount = z.number().int('must be whole paise');
const range = z.strictObject({
  weekday: z.number().int(),
  opens_minute: z.number().int('must be whole minutes'),
  closes_minute: z.number().int('must be whole minutes'),
});

/** Every setting of a store, as the form sends them (all of them, every time). */
const settingsShape = {
  name: text(500),
  slug: text(500),
  description: text(5000, 'multi-line'),
  address: text(1000),
  phone: text(40),
  image: text(1000),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  delivery_radius_km: z.number(),
  delivery_time: z.number(),
  min_order_paise: amount,
  delivery_charge_type: z.enum(DELIVERY_CHARGE_TYPES),
  delivery_charges_paise: amount,
  base_delivery_distance_km: z.number(),
  extra_delivery_charge_per_km_paise: amount,
  is_free_delivery: z.boolean(),
  free_delivery_min_cart_paise: amount,
  is_delivery: z.boolean(),
  is_selfpickup: z.boolean(),
  is_paused: z.boolean(),
  delivered_by: z.enum(DELIVERED_BY),
  partner_offer_after_minutes: z.number(),
  hours: z.array(range).max(60),
  closed_days: z.array(printable().max(20)).max(400),
  // The seller on GST documents (§10); a client that does not send them saves none.
  legal_name: text(500).default(''),
  gstin: text(100).default(''),
  tax_state_code: text(10).default(''),
  series_prefix: text(100).default(''),
};

export const staffStoresRequest = staffRequest({});
export const staffStoreRequest = staffRequest({ store_id: id });
export const staffStoreCreateRequest = staffRequest(settingsShape);
export const staffStoreSaveRequest = staffRequest({ store_id: id, ...settingsShape });
export const staffFindPlaceRequest = staffRequest({ query: text(100).min(2, 'type at least 2 characters') });

/** One store in the console's list. */
export interface StaffStoreSummary {
  id: number;
  name: string;
  slug: string;
  address: string;
  is_paused: boolean;
  /** The counter's open or closed for today. */
  is_open_today: boolean;
  /** Whether customers can order from it now (pause, counter, hours and closed days together). */
  open_now: boolean;
  /** Ranges of opening hours in the week. */
  hours_count: number;
}

export interface StaffStoresAnswer {
  stores: StaffStoreSummary[];
  /** Whether the member may make a new store (admins). */
  may_create: boolean;
}

/** One store's settings for the form, with what the customers see now. */
export interface StaffStoreSettingsView extends StoreSettings {
  id: number;
  is_open_today: boolean;
  open_now: boolean;
}

export interface StaffStoreSettingsAnswer {
  store: StaffStoreSettingsView;
}

export interface StaffFindPlaceAnswer {
  places: LocationSuggestion[];
}
