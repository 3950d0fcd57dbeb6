// Requests and answers of the staff console's calls (decision 0183):
// staff sign-in, the live order queue and its steps, stock and availability,
// call-and-order (§7 "Guest (call-and-order) login and register": user_id, or name, phone,
// e-mail; answers include addresses), the sign-in-as-a-customer link and the farm team's
// bookings. Every request is a strict object: a field a call does not take is refused by name.
import type { OrderPaymentMethod } from '../orders/payments.ts';
import type { PackedLine } from '../orders/packed-lines.ts';
import { z } from 'zod';
import { PARTNER_DECISIONS, type PartnerStatusName } from '../staff/partner-approval.ts';
import type { VehicleType } from '../staff/delivery-partners.ts';
import type { StaffRole } from '../staff/permissions.ts';
import {
  PREPARATION_MAX,
  PREPARATION_MIN,
  REJECT_REASON_MAX,
  STAFF_STEP_EVENTS,
  type StaffActions,
} from '../staff/staff.ts';
import type { OrderStatusName } from '../orders/order-flow.ts';
import type { FulfilmentMode } from '../types.ts';
import type { AddressView, PublicUser } from './accounts.ts';
import { id, optionalToken, phoneSchema, printable, text } from './fields.ts';
import { uniqueOrderId } from './orders.ts';
import type { OrderRidersView } from './staff/riders.ts';

const email = z.string().trim().toLowerCase().max(254).pipe(z.email('must be an e-mail address'));

/** What every staff call may carry: a token held by a client that is not a browser (§7 `token`). */
function staffRequest<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject({ token: optionalToken, ...shape });
}

export const staffLoginRequest = z.strictObject({ email, password: printable().min(1, 'type your password').max(128) });
export const staffOnlyRequest = staffRequest({});
/** The console's language a member chooses (decision 0345): a code of the shop's languages, checked by the server. */
export const staffConsoleLanguageRequest = staffRequest({ language: z.string().trim().min(2).max(10) });

export const staffOrdersRequest = staffRequest({ store_id: id.optional() });
export const staffOrderStepRequest = staffRequest({
  unique_order_id: uniqueOrderId,
  event: z.enum(STAFF_STEP_EVENTS),
  /** Only with `accept`: the preparation time promised to the customer. */
  preparation_minutes: z.number().int().min(PREPARATION_MIN).max(PREPARATION_MAX).optional(),
  /** Only with `hand_over`: the 4 digits the customer's running order shows. */
  code: z
    .string()
    .regex(/^\d{4}$/, 'must be the 4 digits the customer’s order shows')
    .optional(),
});
export const staffRejectRequest = staffRequest({
  unique_order_id: uniqueOrderId,
  reason: text(REJECT_REASON_MAX).min(1, 'say why the order is rejected'),
});

export const staffItemsRequest = staffRequest({
  store_id: id,
  query: text(80).optional(),
  /** The last item id of the page before. */
  after: id.optional(),
  /** Only items with a variant at or below its low-stock alert (decision 0327). */
  low_stock: z.boolean().optional(),
});
export const staffItemStockRequest = staffRequest({ item_id: id, in_stock: z.boolean() });
export const staffVariantStockRequest = staffRequest({
  variant_id: id,
  in_stock: z.boolean().optional(),
  stock: z.number().int().min(0).max(1_000_000).optional(),
  /** The low-stock alert (decision 0327; domain/catalogue/low-stock.ts checks it): null, none. */
  low_stock_at: z.number().min(-1_000_000).max(1_000_000).nullable().optional(),
});
export const staffStoreOpenRequest = staffRequest({ store_id: id, is_open: z.boolean() });

export const findCustomersRequest = staffRequest({ query: text(100).min(3, 'type at least 3 characters') });
/** §7 "guest register": a caller without a password (call-and-order). */
export const guestRegisterRequest = staffRequest({
  name: text(100).min(1, 'type the name'),
  phone: phoneSchema,
  email: z.union([email, z.literal(''), z.null()]).optional(),
});
export const impersonationLinkRequest = staffRequest({ user_id: id });
/** Opening the link: the customer's id and the link's signed token (the `t` of its query). */
export const useImpersonationLinkRequest = staffRequest({ user_id: id, t: text(200).min(1, 'the link has no token') });

/** An admin approves, rejects, suspends or approves again a delivery partner (decision 0184). */
export const staffPartnerStatusRequest = staffRequest({ partner_id: id, status: z.enum(PARTNER_DECISIONS) });

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (yyyy-mm-dd)');
export const staffFarmVisitsRequest = staffRequest({ from: isoDate.optional(), to: isoDate.optional() });

export interface StaffStoreView {
  id: number;
  name: string;
  slug: string;
  is_open: boolean;
}

export interface StaffView {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  stores: StaffStoreView[];
  /** The language the member reads the console in (decision 0345). */
  language: string;
}

export interface StaffAnswer {
  staff: StaffView;
}

export interface StaffOrderView {
  unique_order_id: string;
  status: OrderStatusName;
  mode: FulfilmentMode;
  store: { id: number; name: string };
  customer: { name: string; phone: string | null };
  address: string | null;
  delivery_date: string | null;
  /** The slot it was placed for (decision 0279): the counter packs by slot. Null: as soon as possible. */
  slot: { day: string; start_minute: number; end_minute: number } | null;
  /** The lines as packed (decision 0285): a short line's substitute beside what was kept of it. */
  items: PackedLine[];
  /** Rupees. */
  total: number;
  total_payable: number;
  payment_method: OrderPaymentMethod;
  created_at: string;
  preparation_minutes: number | null;
  /** The staff member who took it on the phone, or null. */
  placed_by_staff: string | null;
  cancel_reason: string | null;
  /** When it last became ready (ready_for_pickup), or null: how long a delivery waits for a partner. */
  ready_since: string | null;
  /** Handing it over needs the customer's pickup code (never the code itself), and how many tries are left. */
  pickup_code: { needed: boolean; tries_left: number };
  actions: StaffActions;
  /** The store's own riders (decision 0314): whether it can be sent out with one now, or who carries it. */
  own_riders: OrderRidersView;
}

export interface StaffOrdersAnswer {
  orders: StaffOrderView[];
  /** The shop's riderWaitAlertMinutes: a ready delivery order waiting longer for a partner alerts the counter. */
  rider_wait_alert_minutes: number;
  /** The server's time of this answer, so the queue counts waits on the shop's clock, not the device's. */
  now: string;
}

export interface StaffOrderAnswer {
  order: StaffOrderView;
}

export interface StaffVariantView {
  id: number;
  name: string;
  in_stock: boolean;
  stock: number;
  is_infinite: boolean;
  /** The low-stock alert (decision 0327), or null; `low`: the stock is at it or below. */
  low_stock_at: number | null;
  low: boolean;
}

export interface StaffItemView {
  id: number;
  name: string;
  image: string;
  category: string;
  /** The item is listed in the shop (items without variants are marked out of stock here). */
  is_active: boolean;
  variants: StaffVariantView[];
}

export interface StaffItemsAnswer {
  items: StaffItemView[];
  /** The `after` of the next page, or null. */
  next: number | null;
}

export interface StaffItemAnswer {
  item: StaffItemView;
}

export interface StaffStoreAnswer {
  store: StaffStoreView;
}

export interface CustomerMatch {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
}

export interface FindCustomersAnswer {
  customers: CustomerMatch[];
}

/** §7 "guest login and register": the customer, and their addresses (the staff browser now holds their session). */
export interface GuestAnswer {
  success: true;
  data: PublicUser;
  addresses: AddressView[];
}

/** Back in the console: which kind of session ended, to know where to go. */
export interface EndActingAnswer {
  success: true;
  message: string;
  kind: 'call_order' | 'impersonation' | null;
}

export interface ImpersonationLinkAnswer {
  /** A path on the shop's origin: `/auth/login-as-customer/{id}?t=…`. */
  url: string;
  expires_at: string;
}

export interface FarmVisitBookingView {
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

export interface FarmVisitDayView {
  date: string;
  capacity: number;
  visitors: number;
  bookings: FarmVisitBookingView[];
}

export interface StaffFarmVisitsAnswer {
  days: FarmVisitDayView[];
}

/** A delivery partner as the console's partner lists show them (admins only). */
export interface StaffPartnerView {
  id: number;
  name: string;
  phone: string;
  /** 'XXXX XXXX 1234': the shop never had more of it. */
  aadhaar_masked: string;
  vehicle_type: VehicleType;
  vehicle_number: string;
  status: PartnerStatusName;
  signed_up_at: string;
  approved_at: string | null;
  /** The partner's online switch is on. */
  is_online: boolean;
  /** When the phone last sent where it is (kept while online or delivering), or null. */
  position_at: string | null;
  /** Deliveries taken and not yet delivered. */
  jobs: { unique_order_id: string; status: 'partner_assigned' | 'on_the_way'; store: string }[];
}

export interface StaffPartnersAnswer {
  pending: StaffPartnerView[];
  approved: StaffPartnerView[];
  suspended: StaffPartnerView[];
  /** How many partners each list has in all (a list shows at most PARTNER_LIST_LIMITS). */
  counts: Record<PartnerStatusName, number>;
}

export interface StaffPartnerAnswer {
  partner: StaffPartnerView;
}
