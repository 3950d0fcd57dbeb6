// A store's settings as the console edits them (decision 0270), and the rules they must keep: one
// module for the server, which refuses a save with a reason on each field, and the console's form,
// which shows the same reasons before sending. Money is whole paise, distances km, times minutes.
import { DELIVERED_BY, type DeliveredBy, MAX_PARTNER_OFFER_AFTER_MINUTES } from '../staff/own-riders.ts';
import { parseIsoDate } from '../calendar.ts';
import { type Said, sentenceOf } from '../api/errors.ts';
import { type HoursRange, hoursRefusals, openingBlockers } from './opening-hours.ts';
import { checkGstin, type GstinProblem } from '../tax/gstin.ts';
import { GST_STATES } from '../tax/states.ts';

export const DELIVERY_CHARGE_TYPES = ['FIXED', 'DYNAMIC'] as const;
export type DeliveryChargeType = (typeof DELIVERY_CHARGE_TYPES)[number];

const MAX_RADIUS_KM = 50;
const MIN_DELIVERY_MINUTES = 5;
const MAX_DELIVERY_MINUTES = 240;
/** ₹1,00,000: no charge or threshold of a grocery store is near it; a typo with extra zeros is. */
const MAX_AMOUNT_PAISE = 10_000_000;
const MAX_CLOSED_DAYS = 366;
export const NAME_MAX = 80;
export const SLUG_MAX = 60;
export const ADDRESS_MAX = 200;
export const DESCRIPTION_MAX = 1000;
export const IMAGE_MAX = 300;
export const LEGAL_NAME_MAX = 100;
/** A store's document prefix: its credit notes add "CN", within the series' six characters (§10). */
const SERIES_PREFIX = /^[A-Z0-9]{1,4}$/;
const CREDIT_SUFFIX = 'CN';

export interface StoreSettings {
  name: string;
  slug: string;
  description: string;
  address: string;
  /**
   * The mobile customers following a delivery call the store on (decision 0292): as typed, or ''
   * for none. Checked by the server alone (its rule needs the phone metadata only the server loads).
   */
  phone: string;
  /** The picture's reference: a path under /images/ or an https address. */
  image: string;
  latitude: number | null;
  longitude: number | null;
  delivery_radius_km: number;
  /** Minutes from order to door. */
  delivery_time: number;
  min_order_paise: number;
  delivery_charge_type: DeliveryChargeType;
  /** FIXED: the charge; DYNAMIC: the charge up to base_delivery_distance_km. */
  delivery_charges_paise: number;
  base_delivery_distance_km: number;
  extra_delivery_charge_per_km_paise: number;
  is_free_delivery: boolean;
  free_delivery_min_cart_paise: number;
  is_delivery: boolean;
  is_selfpickup: boolean;
  /** Not taking orders, whatever the hours say. */
  is_paused: boolean;
  /** Who delivers its orders (decision 0314). */
  delivered_by: DeliveredBy;
  /** With `both`: whole minutes a ready order is the store's riders' before partners are offered it. */
  partner_offer_after_minutes: number;
  hours: HoursRange[];
  /** 'yyyy-mm-dd' days closed. */
  closed_days: string[];
  /** The seller on its GST documents (§10): the legal name ('' for the store's name), GSTIN ('' unregistered). */
  legal_name: string;
  gstin: string;
  /** The GST state code the store is in, or ''. */
  tax_state_code: string;
  /** Its documents' prefix, or '' to issue none. */
  series_prefix: string;
}

/** Why a store's setting is refused: among the server's words (src/server/said.ts spreads them into SAID). */
export const STORE_SETTING_WORDS = {
  saidRuleStoreDeliveredBy: 'Pick who delivers: your own riders, delivery partners, or both.',
  saidRuleStorePartnerOfferAfter: 'Give whole minutes from 0 to {max}.',
  saidRuleStoreAmount: 'Give an amount of ₹0 or more.',
  saidRuleStoreWholePaise: 'At most two decimals (whole paise).',
  saidRuleStoreAmountZeros: 'That is more than ₹1,00,000: check the zeros.',
  saidRuleStoreAtMostCharacters: 'At most {n} characters.',
  saidRuleStorePicture:
    'Give a picture path starting with / (such as /images/stores/kothrud.webp) or an https:// address.',
  saidRuleStoreName: 'Give the store a name.',
  saidRuleStoreSlug: 'Give the store’s web address (a-z, 0-9 and hyphens).',
  saidRuleStoreSlugShape: 'Only a-z, 0-9 and single hyphens between them.',
  saidRuleStoreAddress: 'Give the store’s address.',
  saidRuleStoreLatitude: 'Give a latitude, or find the address.',
  saidRuleStoreLatitudeRange: 'A latitude is between -90 and 90.',
  saidRuleStoreLongitude: 'Give a longitude, or find the address.',
  saidRuleStoreLongitudeRange: 'A longitude is between -180 and 180.',
  saidRuleStoreOcean: 'That is the middle of the ocean: give the store’s point.',
  saidRuleStoreRadius: 'Give a radius above 0 and at most {max} km.',
  saidRuleStoreMinutes: 'Give whole minutes from {min} to {max}.',
  saidRuleStoreChargeType: 'Pick a fixed or a distance-based charge.',
  saidRuleStoreBaseDistance: 'Give 0 to {max} km.',
  saidRuleStoreBaseOverRadius: 'The base distance cannot be more than the delivery radius.',
  saidRuleStoreFreeBelowMinimum: 'Free delivery cannot start below the minimum order.',
  saidRuleStoreDeliversOrPickup: 'A store delivers, offers self-pickup, or both.',
  saidRuleStoreClosedDays: 'At most {n} closed days.',
  saidRuleStoreDate: 'Give a date.',
  saidRuleStoreDayListed: 'This day is listed already.',
  saidRuleStoreGstinLength: 'A GSTIN has 15 characters.',
  saidRuleStoreGstinShape:
    'A GSTIN is the state code, the PAN, a number, Z and a check character, like 27AAPFU0939F1ZV.',
  saidRuleStoreGstinState: 'Its first two digits are no state’s code.',
  saidRuleStoreGstinCheck: 'This GSTIN has a typo: its last character does not fit the others.',
  saidRuleStoreStateOfGstin: 'The GSTIN is registered in another state: pick that one.',
  saidRuleStoreState: 'Pick the state the store is in.',
  saidRuleStoreSeriesPrefix: 'Give 1 to 4 capital letters or digits, such as KOT.',
} as const;

const sentence = (key: keyof typeof STORE_SETTING_WORDS, params?: Readonly<Record<string, number>>): Said =>
  sentenceOf(STORE_SETTING_WORDS, key, params);
const atMost = (n: number) => sentence('saidRuleStoreAtMostCharacters', { n });

const GSTIN_WORDS: Readonly<Record<GstinProblem, keyof typeof STORE_SETTING_WORDS>> = {
  length: 'saidRuleStoreGstinLength',
  shape: 'saidRuleStoreGstinShape',
  state: 'saidRuleStoreGstinState',
  check: 'saidRuleStoreGstinCheck',
};

/** The GSTIN as stored: spaces dropped, capitals; '' for none. */
export function gstinOf(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

/** The prefixes of a store's two series (§10): its invoices', and its credit notes' ("KOT" → "KOTCN"). */
export function seriesPrefixes(prefix: string): { invoice: string; credit: string } | null {
  return prefix === '' ? null : { invoice: prefix, credit: `${prefix}${CREDIT_SUFFIX}` };
}

/** The seller's fields refused (§10): a GSTIN that is not one, a state that is not its state. */
function sellerRefusals(settings: StoreSettings, refuse: (field: StoreField, reason: Said | null) => void): void {
  refuse('legal_name', textRefusal(settings.legal_name, LEGAL_NAME_MAX, null));
  const gstin = gstinOf(settings.gstin);
  const checked = gstin === '' ? null : checkGstin(gstin);
  if (checked && !checked.ok) refuse('gstin', sentence(GSTIN_WORDS[checked.problem]));
  const state = settings.tax_state_code;
  if (state !== '' && !(state in GST_STATES)) refuse('tax_state_code', sentence('saidRuleStoreState'));
  else if (checked?.ok && state !== checked.stateCode) refuse('tax_state_code', sentence('saidRuleStoreStateOfGstin'));
  else if (state === '' && (settings.series_prefix !== '' || gstin !== ''))
    refuse('tax_state_code', sentence('saidRuleStoreState'));
  if (settings.series_prefix !== '' && !SERIES_PREFIX.test(settings.series_prefix))
    refuse('series_prefix', sentence('saidRuleStoreSeriesPrefix'));
}

/** The field names a refusal can name: a setting, or one range of hours (`hours.3`) or closed day (`closed_days.0`). */
export type StoreField = keyof StoreSettings | `hours.${number}` | `closed_days.${number}`;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The slug a name gives: lower case letters and digits joined by single hyphens ('Kothrud Fresh & Co.' → 'kothrud-fresh-co'). */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

function wholeAmount(paise: number): Said | null {
  if (!Number.isFinite(paise) || paise < 0) return sentence('saidRuleStoreAmount');
  if (!Number.isInteger(paise)) return sentence('saidRuleStoreWholePaise');
  if (paise > MAX_AMOUNT_PAISE) return sentence('saidRuleStoreAmountZeros');
  return null;
}

function pictureRefusal(image: string): Said | null {
  if (image === '') return null;
  if (image.length > IMAGE_MAX) return atMost(IMAGE_MAX);
  if (/^\/[\w\-./]+$/.test(image) && !image.includes('..')) return null;
  if (/^https:\/\/[^\s"'<>]+$/.test(image)) return null;
  return sentence('saidRuleStorePicture');
}

function textRefusal(value: string, max: number, required: Said | null): Said | null {
  if (required !== null && value.trim() === '') return required;
  if (value.length > max) return atMost(max);
  return null;
}

/**
 * What is wrong with each field of the settings (empty when they can be saved). A store that
 * takes orders (not paused) must have a location and hours: else the refusal is on `is_paused`.
 */
export function storeSettingsRefusals(settings: StoreSettings): Partial<Record<StoreField, Said>> {
  const refusals: Partial<Record<StoreField, Said>> = {};
  const refuse = (field: StoreField, reason: Said | null) => {
    if (reason !== null) refusals[field] = reason;
  };
  refuse('name', textRefusal(settings.name, NAME_MAX, sentence('saidRuleStoreName')));
  refuse(
    'slug',
    settings.slug === ''
      ? sentence('saidRuleStoreSlug')
      : settings.slug.length > SLUG_MAX
        ? atMost(SLUG_MAX)
        : SLUG.test(settings.slug)
          ? null
          : sentence('saidRuleStoreSlugShape'),
  );
  refuse('description', textRefusal(settings.description, DESCRIPTION_MAX, null));
  refuse('address', textRefusal(settings.address, ADDRESS_MAX, sentence('saidRuleStoreAddress')));
  refuse('image', pictureRefusal(settings.image));

  const { latitude, longitude } = settings;
  if (latitude === null || !Number.isFinite(latitude)) refuse('latitude', sentence('saidRuleStoreLatitude'));
  else if (latitude < -90 || latitude > 90) refuse('latitude', sentence('saidRuleStoreLatitudeRange'));
  if (longitude === null || !Number.isFinite(longitude)) refuse('longitude', sentence('saidRuleStoreLongitude'));
  else if (longitude < -180 || longitude > 180) refuse('longitude', sentence('saidRuleStoreLongitudeRange'));
  if (latitude === 0 && longitude === 0) refuse('latitude', sentence('saidRuleStoreOcean'));

  const radius = settings.delivery_radius_km;
  if (!Number.isFinite(radius) || radius <= 0 || radius > MAX_RADIUS_KM)
    refuse('delivery_radius_km', sentence('saidRuleStoreRadius', { max: MAX_RADIUS_KM }));
  const minutes = settings.delivery_time;
  if (!Number.isInteger(minutes) || minutes < MIN_DELIVERY_MINUTES || minutes > MAX_DELIVERY_MINUTES)
    refuse('delivery_time', sentence('saidRuleStoreMinutes', { min: MIN_DELIVERY_MINUTES, max: MAX_DELIVERY_MINUTES }));

  refuse('min_order_paise', wholeAmount(settings.min_order_paise));
  refuse('delivery_charges_paise', wholeAmount(settings.delivery_charges_paise));
  if (!DELIVERY_CHARGE_TYPES.includes(settings.delivery_charge_type))
    refuse('delivery_charge_type', sentence('saidRuleStoreChargeType'));
  if (settings.delivery_charge_type === 'DYNAMIC') {
    const base = settings.base_delivery_distance_km;
    if (!Number.isFinite(base) || base < 0 || base > MAX_RADIUS_KM)
      refuse('base_delivery_distance_km', sentence('saidRuleStoreBaseDistance', { max: MAX_RADIUS_KM }));
    else if (Number.isFinite(radius) && base > radius)
      refuse('base_delivery_distance_km', sentence('saidRuleStoreBaseOverRadius'));
    refuse('extra_delivery_charge_per_km_paise', wholeAmount(settings.extra_delivery_charge_per_km_paise));
  }
  if (settings.is_free_delivery) {
    const threshold = wholeAmount(settings.free_delivery_min_cart_paise);
    refuse('free_delivery_min_cart_paise', threshold);
    if (threshold === null && settings.free_delivery_min_cart_paise < settings.min_order_paise)
      refuse('free_delivery_min_cart_paise', sentence('saidRuleStoreFreeBelowMinimum'));
  }
  if (!settings.is_delivery && !settings.is_selfpickup)
    refuse('is_delivery', sentence('saidRuleStoreDeliversOrPickup'));
  if (!DELIVERED_BY.includes(settings.delivered_by)) refuse('delivered_by', sentence('saidRuleStoreDeliveredBy'));
  const offerAfter = settings.partner_offer_after_minutes;
  if (!Number.isInteger(offerAfter) || offerAfter < 0 || offerAfter > MAX_PARTNER_OFFER_AFTER_MINUTES)
    refuse(
      'partner_offer_after_minutes',
      sentence('saidRuleStorePartnerOfferAfter', { max: MAX_PARTNER_OFFER_AFTER_MINUTES }),
    );

  for (const [index, reason] of hoursRefusals(settings.hours)) refuse(`hours.${index}`, reason);
  const seen = new Set<string>();
  if (settings.closed_days.length > MAX_CLOSED_DAYS)
    refuse('closed_days', sentence('saidRuleStoreClosedDays', { n: MAX_CLOSED_DAYS }));
  settings.closed_days.forEach((day, index) => {
    if (parseIsoDate(day) === null) refuse(`closed_days.${index}`, sentence('saidRuleStoreDate'));
    else if (seen.has(day)) refuse(`closed_days.${index}`, sentence('saidRuleStoreDayListed'));
    seen.add(day);
  });

  sellerRefusals(settings, refuse);
  if (!settings.is_paused) refuse('is_paused', openingBlockers(settings));
  return refusals;
}

/** The hours in one order (by weekday, then start), so a saved store reads the same however it was typed. */
export function sortedHours(hours: readonly HoursRange[]): HoursRange[] {
  return [...hours].sort((a, b) => a.weekday - b.weekday || a.opens_minute - b.opens_minute);
}
