// Rules of the delivery partners' side (decision 0235).
// The spec names the partner's routes and calls without their behaviour (§6 Delivery partner);
// every number here is ours, chosen and recorded there.
import { addDays, shopCalendarDate, shopDayStart } from '../calendar.ts';
import { roundKm, straightLineKm } from '../orders/delivery.ts';
import type { LatLng } from '../types.ts';
import { type Said, sentenceOf } from '../api/errors.ts';

// ── Aadhaar ────────────────────────────────────────────────────────────────────────────
// A 12-digit number whose last digit is a Verhoeff check digit (UIDAI); it never starts
// with 0 or 1. The Verhoeff scheme catches every single mistyped digit and every swap of
// two neighbouring digits, the two slips people make most.

const VERHOEFF_MULTIPLY = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
] as const;
const VERHOEFF_PERMUTE = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
] as const;
const VERHOEFF_INVERSE = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9] as const;

function verhoeffChecksum(digits: string): number {
  let check = 0;
  const reversed = [...digits].reverse();
  reversed.forEach((digit, position) => {
    check = VERHOEFF_MULTIPLY[check]?.[VERHOEFF_PERMUTE[position % 8]?.[Number(digit)] ?? 0] ?? 0;
  });
  return check;
}

/** Whether a string of digits ends in its Verhoeff check digit. */
export function hasVerhoeffCheckDigit(digits: string): boolean {
  return /^\d+$/.test(digits) && verhoeffChecksum(digits) === 0;
}

/** The check digit to append to `digits` (tests make valid numbers with it). */
export function verhoeffCheckDigit(digits: string): number {
  return VERHOEFF_INVERSE[verhoeffChecksum(`${digits}0`)] ?? 0;
}

/** The digits of an Aadhaar number as typed (spaces and dashes allowed between groups). */
export function aadhaarDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

export type AadhaarProblem = 'length' | 'first_digit' | 'check_digit';

/** Why a typed Aadhaar number cannot be right, or null when it can. */
export function aadhaarProblem(typed: string): AadhaarProblem | null {
  const digits = aadhaarDigits(typed);
  if (!/^\d{12}$/.test(digits)) return 'length';
  if (digits.startsWith('0') || digits.startsWith('1')) return 'first_digit';
  return hasVerhoeffCheckDigit(digits) ? null : 'check_digit';
}

/** How a valid number is kept and shown: only its last 4 digits. */
export function maskAadhaar(typed: string): string {
  return `XXXX XXXX ${aadhaarDigits(typed).slice(-4)}`;
}

// ── Vehicles ───────────────────────────────────────────────────────────────────────────

export const VEHICLE_TYPES = ['bicycle', 'scooter', 'motorbike'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** A registration number as kept: capitals and digits, spaces and dashes dropped ('MH 12 AB 1234' → 'MH12AB1234'). */
export function vehicleNumberOf(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * Whether a motor vehicle's number looks like an Indian registration: the state's two
 * letters, a district number, a series, up to 4 digits (MH12AB1234), or the BH series
 * (22BH1234AA). A bicycle has none.
 */
export function isVehicleNumber(type: VehicleType, typed: string): boolean {
  const number = vehicleNumberOf(typed);
  if (type === 'bicycle') return number === '' || /^[A-Z0-9]{1,12}$/.test(number);
  return /^[A-Z]{2}\d{1,2}[A-Z]{0,3}\d{1,4}$/.test(number) || /^\d{2}BH\d{4}[A-Z]{1,2}$/.test(number);
}

// ── Offers, earnings and the delivery code ─────────────────────────────────────────────

/** A ready order is offered to online partners this close to its store (straight line). */
export const OFFER_RADIUS_KM = 5;

/**
 * The store nearest a partner's position within OFFER_RADIUS_KM (a store's reach for its
 * partners), or null: a partner goes online only there, and takes an order only of a store in reach,
 * so that a rider 120 km away neither takes a Kothrud order nor shows its customer a 389-minute ETA.
 */
export function storeInReach<S extends LatLng>(
  position: LatLng,
  stores: readonly S[],
): { store: S; km: number } | null {
  let best: { store: S; km: number } | null = null;
  for (const store of stores) {
    const km = straightLineKm(position, store);
    if (km <= OFFER_RADIUS_KM && (best === null || km < best.km)) best = { store, km };
  }
  return best;
}

/**
 * What a partner earns for one delivery, in paise: a base of ₹25, ₹7 for each km from the
 * store to the customer (straight line, to 0.1 km, as the delivery charge measures it), and
 * all of the customer's tip.
 */
const EARNING_BASE_PAISE = 2_500;
const EARNING_PER_KM_PAISE = 700;

export function partnerEarningPaise(distanceKm: number, tipPaise: number): number {
  return EARNING_BASE_PAISE + Math.round(roundKm(distanceKm) * EARNING_PER_KM_PAISE) + Math.max(0, tipPaise);
}

/** Tries a partner has to type the customer's code; after them, the order must be settled by the shop. */
export const DELIVERY_CODE_TRIES = 5;

/**
 * A wrong delivery or pickup code: how many tries are left, or what to do after the last. Among
 * the server's words (src/server/said.ts spreads them into SAID).
 */
export const CODE_WORDS = {
  saidCodeTriesLeft: 'That code is not right. {n} tries left.',
  saidCodeOneTryLeft: 'That code is not right. 1 try left.',
  saidCodeLastTry: 'That code is not right, and it was the last try. {next}',
} as const;

/**
 * What a wrong hand-over code is told (the rider's delivery code, the counter's pickup code): the
 * tries left, or, after the last, who finishes the hand-over (`afterLast`).
 */
export function wrongCodeMessage(triesLeft: number, afterLast: Said): Said {
  if (triesLeft > 1) return sentenceOf(CODE_WORDS, 'saidCodeTriesLeft', { n: triesLeft });
  return triesLeft === 1
    ? sentenceOf(CODE_WORDS, 'saidCodeOneTryLeft')
    : sentenceOf(CODE_WORDS, 'saidCodeLastTry', { next: afterLast });
}

/** Where the customer's code comes from: 4 digits, from a random integer below 10,000. */
export function deliveryCodeOf(random: number): string {
  return String(Math.trunc(Math.abs(random)) % 10_000).padStart(4, '0');
}

// ── Positions and the ETA ──────────────────────────────────────────────────────────────

/** Fixes one call may carry: a phone offline for 5 minutes holds this many. */
export const MAX_POSITIONS_PER_CALL = 60;
/** The partner's phone sends its position at most this often while delivering. */
export const POSITION_INTERVAL_MS = 5_000;
/** Faster than this between two fixes is a bad fix or a forged one (km/h; no city ride is). */
const MAX_SPEED_KMH = 150;
/** A fix vaguer than this (metres) says nothing useful about where the partner is. */
const MAX_ACCURACY_M = 2_000;
/** A batch held while offline may carry fixes this old; older ones are dropped. */
const MAX_FIX_AGE_MS = 30 * 60_000;

export interface Fix extends LatLng {
  /** When the phone measured it (ms since the epoch). */
  at: number;
  accuracy?: number | null;
}

export type FixProblem = 'off_planet' | 'inaccurate' | 'future' | 'too_old' | 'too_fast';

/**
 * Why a position cannot be real, or null: outside the planet's coordinates (or exactly 0,0,
 * what a phone reports without a fix), vaguer than MAX_ACCURACY_M, from the future or older
 * than MAX_FIX_AGE_MS, or too far from the last accepted one for the time between them.
 */
export function fixProblem(fix: Fix, previous: Fix | null, now: number): FixProblem | null {
  const { lat, lng } = fix;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return 'off_planet';
  if (lat === 0 && lng === 0) return 'off_planet';
  if (fix.accuracy != null && (fix.accuracy < 0 || fix.accuracy > MAX_ACCURACY_M)) return 'inaccurate';
  if (fix.at > now + 60_000) return 'future';
  if (fix.at < now - MAX_FIX_AGE_MS) return 'too_old';
  if (previous) {
    const hours = Math.abs(fix.at - previous.at) / 3_600_000;
    const km = straightLineKm(previous, fix);
    // Two fixes a moment apart may differ by their accuracy; 50 m of slack before judging the speed.
    if (km > 0.05 && (hours === 0 || km / hours > MAX_SPEED_KMH)) return 'too_fast';
  }
  return null;
}

/** A two-wheeler's average speed in the city, door to door (km/h). */
const CITY_SPEED_KMH = 18;
/** Minutes at the store to collect a packed order. */
const PICKUP_MINUTES = 3;

/**
 * Minutes until the customer has the order: the ride left at CITY_SPEED_KMH, rounded up, and,
 * before pick-up, the ride to the store and PICKUP_MINUTES there. At least 1.
 */
export function etaMinutes(legs: { toStoreKm: number | null; toCustomerKm: number }): number {
  const ride = (km: number) => (km / CITY_SPEED_KMH) * 60;
  const minutes =
    legs.toStoreKm === null ? ride(legs.toCustomerKm) : ride(legs.toStoreKm) + PICKUP_MINUTES + ride(legs.toCustomerKm);
  return Math.max(1, Math.ceil(minutes));
}

/**
 * Earnings of today and of this week (Monday first) from delivered jobs, by the shop's calendar
 * (a job delivered at 23:50 in Pune counts for that day, though it is 18:20 UTC).
 */
export function earningsSummary(
  jobs: readonly { delivered_at: string; earning_paise: number }[],
  now: Date,
): { today_paise: number; week_paise: number; today_count: number; week_count: number } {
  const today = shopCalendarDate(now);
  const todayStart = shopDayStart(today).getTime();
  const daysSinceMonday = (today.getUTCDay() + 6) % 7;
  const weekStart = shopDayStart(addDays(today, -daysSinceMonday)).getTime();
  const summary = { today_paise: 0, week_paise: 0, today_count: 0, week_count: 0 };
  for (const job of jobs) {
    const at = Date.parse(job.delivered_at);
    if (at >= weekStart) {
      summary.week_paise += job.earning_paise;
      summary.week_count++;
    }
    if (at >= todayStart) {
      summary.today_paise += job.earning_paise;
      summary.today_count++;
    }
  }
  return summary;
}
