// Requests and answers of the delivery-partner calls (§6 Delivery partner; the spec's operations: login,
// user info, orders, single order, GPS location set and get, accept, picked up, delivered;
// decision 0235) and of the customer's live tracking. Every request is a strict object. Amounts in
// answers are rupees, distances km.
import { z } from 'zod';
import { aadhaarProblem, isVehicleNumber, MAX_POSITIONS_PER_CALL, VEHICLE_TYPES } from '../staff/delivery-partners.ts';
import type { OrderStatusName } from '../orders/order-flow.ts';
import type { FulfilmentMode } from '../types.ts';
import { code, password, personName } from './accounts.ts';
import { latitude, longitude, optionalToken, phoneSchema, printable, text } from './fields.ts';
import type { OrderView } from './orders.ts';
import { uniqueOrderId } from './orders.ts';

const AADHAAR_PROBLEMS = {
  length: 'must be the 12 digits of an Aadhaar number',
  first_digit: 'an Aadhaar number never starts with 0 or 1',
  check_digit: 'is not a valid Aadhaar number: check the digits',
} as const;

const aadhaar = z
  .string()
  .trim()
  .max(20)
  .superRefine((typed, context) => {
    const problem = aadhaarProblem(typed);
    if (problem) context.addIssue({ code: 'custom', message: AADHAAR_PROBLEMS[problem] });
  });

const partnerFields = { token: optionalToken };

export const partnerSendOtpRequest = z.strictObject({ phone: phoneSchema });

export const partnerSignUpRequest = z
  .strictObject({
    name: personName,
    phone: phoneSchema,
    otp: code,
    aadhaar,
    vehicle_type: z.enum(VEHICLE_TYPES),
    vehicle_number: text(20),
    password,
  })
  .superRefine((input, context) => {
    if (!isVehicleNumber(input.vehicle_type, input.vehicle_number))
      context.addIssue({
        code: 'custom',
        path: ['vehicle_number'],
        message:
          input.vehicle_type === 'bicycle'
            ? 'letters and digits only'
            : 'must be a registration number like MH12AB1234',
      });
  });

export const partnerLoginRequest = z.strictObject({
  phone: phoneSchema,
  password: printable().min(1, 'type your password').max(128),
});

export const partnerRequest = z.strictObject(partnerFields);

export const partnerOnlineRequest = z.strictObject({
  ...partnerFields,
  online: z.boolean(),
  latitude: latitude.optional(),
  longitude: longitude.optional(),
});

export const partnerOrderRequest = z.strictObject({ ...partnerFields, unique_order_id: uniqueOrderId });

export const partnerDeliveredRequest = z.strictObject({
  ...partnerFields,
  unique_order_id: uniqueOrderId,
  /** The customer's 4-digit code, when the shop asks for one. */
  code: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'must be the 4-digit code')
    .optional(),
});

export const completedOrdersRequest = z.strictObject({
  ...partnerFields,
  page: z.number().int().min(1).max(1000).default(1),
});

/** Positions the phone measured, oldest first; more than one when it was offline for a while. */
export const partnerPositionsRequest = z.strictObject({
  ...partnerFields,
  positions: z
    .array(
      z.strictObject({
        latitude: z.number(),
        longitude: z.number(),
        accuracy: z.number().min(0).max(100_000).nullable().optional(),
        /** When the phone measured it: ms since the epoch. */
        at: z.number().int().positive(),
      }),
    )
    .min(1)
    .max(MAX_POSITIONS_PER_CALL),
});

export const orderTrackingRequest = z.strictObject({ token: optionalToken, unique_order_id: uniqueOrderId });

// ── Answers ────────────────────────────────────────────────────────────────────────────

export interface PartnerView {
  id: number;
  name: string;
  phone: string;
  aadhaar_masked: string;
  vehicle_type: (typeof VEHICLE_TYPES)[number];
  vehicle_number: string;
  status: 'pending' | 'approved' | 'suspended';
  is_online: boolean;
}

export interface PlaceView {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
}

export interface JobView {
  unique_order_id: string;
  status: OrderStatusName;
  mode: FulfilmentMode;
  store: PlaceView;
  /** The customer and where to deliver: shown once the job is the partner's (an offer shows only the distance). */
  customer: (PlaceView & { house: string | null; phone: string }) | null;
  /** The lines as packed (decision 0285): a short line's substitute, "instead of" what was short. */
  items: { name: string; variant_name: string | null; quantity: number; instead_of: string | null }[];
  items_count: number;
  /** The slot the customer chose (decision 0279), in the shop's time zone: when to be at the door. Null: as soon as possible. */
  slot: { day: string; start_minute: number; end_minute: number } | null;
  /** Cash to take from the customer at the door (0 when paid). */
  amount_to_collect: number;
  /** Store to customer, straight line. */
  distance_km: number;
  /** Partner to store, when the partner's position is known. */
  distance_to_store_km: number | null;
  earning: number;
  /** What the one big button does now, or null. */
  next_step: 'accept' | 'pick_up' | 'deliver' | null;
  needs_code: boolean;
  code_tries_left: number;
  assigned_at: string | null;
  picked_up_at: string | null;
  delivered_at: string | null;
}

export interface EarningsView {
  today: number;
  today_count: number;
  week: number;
  week_count: number;
}

export interface PartnerAnswer {
  success: true;
  partner: PartnerView;
}

export interface PartnerSignUpAnswer {
  success: true;
  message: string;
}

export interface PartnerOrdersAnswer {
  partner: PartnerView;
  /** Ready orders near the partner that nobody took yet (empty while offline). */
  offers: JobView[];
  active: JobView[];
  /** Today's deliveries, newest first. */
  completed: JobView[];
  earnings: EarningsView;
}

export interface CompletedOrdersAnswer {
  orders: JobView[];
  earnings: EarningsView;
  page: number;
  has_more: boolean;
}

export interface JobAnswer {
  job: JobView;
}

export interface PositionsAnswer {
  accepted: number;
  refused: number;
}

/** What the customer sees of the delivery on the running-order page. */
export interface DeliveryTrackingView {
  /**
   * The partner, with the phone "Call the rider" dials (E.164); or the store's own rider (decision
   * 0314): no vehicle known and no phone of their own ('': no call button, the store's is there).
   */
  partner: { name: string; phone: string; vehicle_type: PartnerView['vehicle_type'] | null; vehicle_number: string };
  /** Who carries it: a delivery partner, or one of the store's own riders (decision 0314). */
  carrier: 'partner' | 'store_rider';
  /** Where the order comes from, with the phone "Call the store" dials ('' when the store has none). */
  store: { name: string; phone: string; latitude: number; longitude: number };
  /** Where it goes: the order's delivery address. */
  home: { latitude: number; longitude: number };
  position: { latitude: number; longitude: number; at: string } | null;
  /** From the partner to the customer (through the store before pick-up), when the position is known. */
  distance_km: number | null;
  eta_minutes: number | null;
  /** How much of the ride from the store to the customer is behind the partner, 0–1 (0 before pick-up). */
  progress: number | null;
  /** The code to give the partner at the door, when the shop asks for one. */
  delivery_code: string | null;
}

export interface OrderTrackingAnswer {
  order: OrderView;
  delivery: DeliveryTrackingView | null;
}
