// The areas a shop serves (behaviour §4 Location, decision 0315): the localities its customers find
// by name or PIN and that a GPS position is named after. Pure rules: what an area must hold, and
// which area a point is in. No database.
import { type Said, sentenceOf } from '../api/errors.ts';
import { straightLineKm } from '../orders/delivery.ts';
import type { LatLng } from '../types.ts';

/**
 * How far from an area's centre a point is still named after it. A city locality (Kothrud,
 * Erandwane) is 1–3 km across, so 5 km names the neighbourhood a customer stands in, and a point
 * farther from every area the shop keeps is said to be near none of them rather than given a
 * name from across the city (decision 0315).
 */
export const NEAR_AREA_KM = 5;

/** An area as the console edits it. */
export interface AreaFields {
  name: string;
  /** The name in Marathi; blank when the shop has not written one. */
  name_mr: string;
  city: string;
  pincode: string;
  latitude: number;
  longitude: number;
}

export type AreaField = keyof AreaFields;

const NAME_MAX = 80;

/**
 * An Indian postal index number: six digits, the first not 0 (India Post's PIN zones are 1–9).
 * Written with spaces ("411 004") it is the same PIN.
 */
export function pincodeOf(text: string): string | null {
  const digits = text.replace(/\s+/g, '');
  return /^[1-9]\d{5}$/.test(digits) ? digits : null;
}

/** Whether a search text is a PIN or the start of one ("4110" finds 411004 and 411038). */
export function looksLikePincode(text: string): boolean {
  return /^[1-9]\d{0,5}$/.test(text.replace(/\s+/g, ''));
}

/** Why an area is refused: among the server's words (src/server/said.ts spreads them into SAID). */
export const AREA_RULE_WORDS = {
  saidRuleAreaName: 'Write the area’s name.',
  saidRuleAreaNameLength: 'Keep the name to {max} characters.',
  saidRuleAreaTownLength: 'Keep the town to {max} characters.',
  saidRuleAreaPincode: 'A PIN code is 6 digits and does not start with 0.',
  saidRuleAreaLatitude: 'Latitude is a number from -90 to 90.',
  saidRuleAreaLongitude: 'Longitude is a number from -180 to 180.',
} as const;

const sentence = (key: keyof typeof AREA_RULE_WORDS, params?: Readonly<Record<string, number>>): Said =>
  sentenceOf(AREA_RULE_WORDS, key, params);

/** What is wrong with an area, by field, as codes; empty when it may be saved. */
export function areaRefusals(area: AreaFields): Partial<Record<AreaField, Said>> {
  const why: Partial<Record<AreaField, Said>> = {};
  const name = area.name.trim();
  if (name === '') why.name = sentence('saidRuleAreaName');
  else if (name.length > NAME_MAX) why.name = sentence('saidRuleAreaNameLength', { max: NAME_MAX });
  if (area.name_mr.trim().length > NAME_MAX) why.name_mr = sentence('saidRuleAreaNameLength', { max: NAME_MAX });
  if (area.city.trim().length > NAME_MAX) why.city = sentence('saidRuleAreaTownLength', { max: NAME_MAX });
  if (pincodeOf(area.pincode) === null) why.pincode = sentence('saidRuleAreaPincode');
  if (!Number.isFinite(area.latitude) || area.latitude < -90 || area.latitude > 90)
    why.latitude = sentence('saidRuleAreaLatitude');
  if (!Number.isFinite(area.longitude) || area.longitude < -180 || area.longitude > 180)
    why.longitude = sentence('saidRuleAreaLongitude');
  return why;
}

/** The area whose centre is nearest the point, within NEAR_AREA_KM, with its distance; null when none is. */
export function nearestArea<T extends { latitude: number; longitude: number }>(
  point: LatLng,
  areas: readonly T[],
  withinKm: number = NEAR_AREA_KM,
): { area: T; km: number } | null {
  let best: { area: T; km: number } | null = null;
  for (const area of areas) {
    const km = straightLineKm(point, { lat: area.latitude, lng: area.longitude });
    if (km <= withinKm && (best === null || km < best.km)) best = { area, km };
  }
  return best;
}
