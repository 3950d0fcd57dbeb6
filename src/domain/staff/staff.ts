// The shop's side of an order (decision 0183): who on the
// staff may reach which store, what the console's buttons do to an order (through the one
// state machine, domain/orders/order-flow.ts, as the 'store' actor), the bounds of a preparation
// time and a rejection reason, the queue's tab title, the single-use sign-in-as-a-customer
// link's lifetime, and the farm team's CSV of bookings. Pure: no database, no clock.
import { displayPhone } from '../accounts/phone.ts';
import { writeCsv } from '../catalogue/csv-format.ts';
import { formatCalendarDay, shopDateTimeText } from '../calendar.ts';
import { nextStepFor, type OrderEvent, type OrderState, transition } from '../orders/order-flow.ts';
import { isStoreBound, type StaffRole } from './permissions.ts';

export type { StaffRole } from './permissions.ts';

export interface StaffScope {
  role: StaffRole;
  /** The stores linked to a manager or a counter member (a shop-wide role's list is not consulted). */
  store_ids: readonly number[];
}

/** A signed-in staff member whose account is live, with the stores they reach (services/staff/staff.ts). */
export interface StaffMember extends StaffScope {
  id: number;
  name: string;
  email: string;
  session_id: number;
  /** The language the member reads the console in (decision 0345). */
  language: string;
}

/**
 * Whether the store is within the member's reach: a manager's or a counter member's own stores,
 * every store for the shop-wide roles (what they may do there is their permissions', permissions.ts).
 */
export function reachesStore(scope: StaffScope, storeId: number): boolean {
  return !isStoreBound(scope.role) || scope.store_ids.includes(storeId);
}

/** The store a held session's cart is priced or ordered at, or why there is none (heldCartStore). */
export type HeldCartStore = { ok: true; storeId: number | null } | { ok: false; refused: 'not-yours' | 'name-a-store' };

/**
 * The store a cart is priced or ordered at in a customer's session a staff member holds (decisions
 * 0294, 0312): the one sent when the member reaches it; else a member of one store orders from it, and a
 * member of several names one. It is never taken from the cart's first line, so an item of a store
 * the member does not reach cannot choose the store; such a line is then another store's line (§4
 * one store per cart). A shop-wide member reaches every store: the one sent, or none (the lines').
 */
export function heldCartStore(scope: StaffScope, sent: number | null | undefined): HeldCartStore {
  if (sent !== null && sent !== undefined)
    return reachesStore(scope, sent) ? { ok: true, storeId: sent } : { ok: false, refused: 'not-yours' };
  if (!isStoreBound(scope.role)) return { ok: true, storeId: null };
  const [only, ...others] = scope.store_ids;
  return only !== undefined && others.length === 0
    ? { ok: true, storeId: only }
    : { ok: false, refused: 'name-a-store' };
}

/** Preparation times offered when accepting (minutes); any whole number in the bounds is taken. */
export const PREPARATION_CHOICES = [5, 10, 15, 20, 30, 45, 60] as const;
export const PREPARATION_MIN = 1;
export const PREPARATION_MAX = 240;
export const DEFAULT_PREPARATION_MINUTES = 15;

/**
 * When the store promised the order ready: its acceptance plus the preparation time it chose, while
 * it is being made (accepted or preparing); null before, after, or when no time was promised (an
 * order for a later day).
 */
export function readyBy(order: {
  status: string;
  preparation_minutes: number | null;
  timeline: readonly { status: string; at: string }[];
}): string | null {
  if (order.preparation_minutes === null || (order.status !== 'accepted' && order.status !== 'preparing')) return null;
  const accepted = order.timeline.findLast((step) => step.status === 'accepted');
  const at = accepted ? Date.parse(accepted.at) : Number.NaN;
  return Number.isFinite(at) ? new Date(at + order.preparation_minutes * 60_000).toISOString() : null;
}

/**
 * Whether an order is for a later day than `today` (both 'yyyy-mm-dd', the shop's calendar): the
 * counter accepts it now and packs it on its day, so accepting it promises no preparation time.
 */
export function packedOnLaterDay(deliveryDate: string | null, today: string): boolean {
  return deliveryDate !== null && deliveryDate > today;
}

/**
 * Reasons offered when rejecting; the staff member may type another. A listed reason is stored in
 * English whatever the member's console language (as a customer's cancel reason is,
 * domain/orders/cancel-reasons.ts), so that the reports' count by reason groups the same choice.
 */
export const REJECT_REASONS = [
  'Some items are out of stock',
  'The store is closing',
  'Too many orders just now',
  'We cannot deliver to this address',
] as const;
export const REJECT_REASON_MAX = 200;

/**
 * What a rejection stores for the reason in the field: a listed reason as the member reads it
 * (`listed`, in REJECT_REASONS' order) is stored as REJECT_REASONS has it; another is stored as typed.
 */
export function rejectReasonToStore(typed: string, listed: readonly string[]): string {
  const index = listed.indexOf(typed.trim());
  return REJECT_REASONS[index] ?? typed;
}

/**
 * Tries the counter has to type a self-pickup order's pickup code (as a rider has for the delivery
 * code); after them, only an admin hands the order over, without the code.
 */
export const PICKUP_CODE_TRIES = 5;

/** The forward steps the console offers, in the state machine's order. */
export const STAFF_STEP_EVENTS = ['accept', 'prepare', 'mark_ready', 'hand_over'] as const;
export type StaffStepEvent = (typeof STAFF_STEP_EVENTS)[number];

export interface StaffActions {
  /** The one big button: the store's next forward step, or null (waiting for a partner, finished). */
  next: StaffStepEvent | null;
  /** Reject is offered until preparation starts. */
  canReject: boolean;
  /** An accepted order for a later day: packed on this day (yyyy-mm-dd), not before. */
  packOn?: string;
}

function isStaffStep(event: OrderEvent): event is StaffStepEvent {
  return (STAFF_STEP_EVENTS as readonly string[]).includes(event);
}

/**
 * What the console may do with an order now (the state machine decides, as the 'store' actor). An
 * order for a later day is not prepared before its day (decision 0227: packing it early would also take
 * its customer's Cancel away): its next step waits.
 */
export function staffActionsOf(order: OrderState & { delivery_date?: string | null }, today?: string): StaffActions {
  const step = nextStepFor(order, 'store');
  const next = step !== null && isStaffStep(step.event) ? step.event : null;
  const canReject = transition(order, 'reject', 'store').ok;
  const day = order.delivery_date ?? null;
  if (next === 'prepare' && today !== undefined && day !== null && packedOnLaterDay(day, today)) {
    return { next: null, canReject, packOn: day };
  }
  return { next, canReject };
}

/** The tab title of the live queue: the count of new orders first, so it shows in a narrow tab. */
export function queueTitle(newOrders: number, title: string): string {
  return newOrders > 0 ? `(${newOrders}) ${title}` : title;
}

export const ACTING_KINDS = ['call_order', 'impersonation'] as const;
export type ActingKindName = (typeof ACTING_KINDS)[number];

/** The banner cookie's value for a kind and a customer's name. */
export function actingCookieValue(kind: ActingKindName, name: string): string {
  return encodeURIComponent(`${kind}|${name}`);
}

/** A sign-in-as-a-customer link works this long after it is made, and once. */
export const IMPERSONATION_LINK_SECONDS = 5 * 60;

/** The link's path: `/auth/login-as-customer/{id}` (§2), carrying its signed token as `?t=`. */
export function impersonationPath(userId: number, token: string): string {
  return `/auth/login-as-customer/${userId}?t=${encodeURIComponent(token)}`;
}

export interface FarmVisitCsvRow {
  visiting_date: string;
  name: string;
  mobile: string;
  alt_mobile: string;
  adults: number;
  kids: number;
  visitors: number;
  location: string;
  how_heard: string;
  created_at: string;
}

const CSV_COLUMNS = [
  'visiting_date',
  'name',
  'mobile',
  'alt_mobile',
  'adults',
  'kids',
  'visitors',
  'location',
  'how_heard',
  'booked_at_ist',
] as const;

/**
 * The farm team's export of bookings (domain/catalogue/csv-format.ts writeCsv): the byte-order
 * mark Excel needs to read UTF-8 (Marathi names), a header row, one row per booking, CRLF line
 * ends, quoting, and the formula guard (OWASP "CSV injection", also after a `;` or tab). Phones as
 * the console shows them ('98000 00001': a spreadsheet keeps it as text, where '+919800000001'
 * became 9.19800E+11), and the booking's moment on the shop's clock.
 */
export function farmVisitCsv(rows: readonly FarmVisitCsvRow[]): string {
  return writeCsv(
    CSV_COLUMNS,
    rows.map((row) => [
      row.visiting_date,
      row.name,
      displayPhone(row.mobile),
      row.alt_mobile === '' ? '' : displayPhone(row.alt_mobile),
      row.adults,
      row.kids,
      row.visitors,
      row.location,
      row.how_heard,
      shopDateTimeText(row.created_at),
    ]),
  );
}

/**
 * A later day's order as the counter writes its day, in the member's locale (English by default):
 * 'Sat, 10 Apr', with the year when it is another.
 */
export function counterDay(day: string, today: string, locale = 'en-IN'): string {
  return formatCalendarDay(day, locale, 'weekdayDayMonth', today);
}
