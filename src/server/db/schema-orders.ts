// Row types of the order tables (migration 003_orders.ts), as Kysely sees them.
// Money is integer paise (*_paise); times are ISO-8601 text.
import type { Generated, Selectable } from 'kysely';
import type { OrderStatusName } from '../../domain/orders/order-flow.ts';
import type { OrderPaymentMethod } from '../../domain/orders/payments.ts';
import type { SubstitutionPreference } from '../../domain/orders/substitutions.ts';

type Id = Generated<number>;

export type OrderKind = 'regular' | 'member';
export type PaymentMethod = OrderPaymentMethod;
export type WalletTransactionKind = 'order' | 'refund' | 'topup';

export interface OrdersTable {
  id: Id;
  unique_order_id: string;
  user_id: number;
  store_id: number;
  kind: Generated<OrderKind>;
  /** §4 Order lifecycle (domain/orders/order-flow.ts); a text column without a CHECK, so a new status needs no migration. */
  status: OrderStatusName;
  mode: 'DELIVERY' | 'SELFPICKUP';
  address_id: number | null;
  address_text: string | null;
  address_lat: number | null;
  address_lng: number | null;
  address_house: string | null;
  address_tag: string | null;
  distance_km: number | null;
  delivery_date: string | null;
  subtotal_paise: number;
  discount_paise: Generated<number>;
  delivery_charge_paise: Generated<number>;
  tip_paise: Generated<number>;
  wallet_used_paise: Generated<number>;
  total_paise: number;
  total_payable_paise: number;
  payment_method: PaymentMethod;
  coupon_id: number | null;
  coupon_code: string | null;
  membership_id: number | null;
  member_weight_grams: number | null;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
  cancel_reason: string | null;
  /** The staff member who took the order on the phone (migration 014), or null when the customer placed it. */
  placed_by_staff_id: Generated<number | null>;
  /** The preparation time the store promised when it accepted the order (migration 014). */
  preparation_minutes: Generated<number | null>;
  /** While awaiting an online payment: when its hold ends (migration 015). */
  payment_expires_at: Generated<string | null>;
  /** The provider of an order paid online (migration 015), or null. */
  payment_provider: Generated<string | null>;
  /** A self-pickup order's 4 digits for the counter, set when it is ready (migration 022), or null. */
  pickup_code: Generated<string | null>;
  /** Wrong pickup codes typed at the counter (migration 022). */
  pickup_code_attempts: Generated<number>;
  /** The slot it was placed for (migration 032; store_slots.id), or null: as soon as possible. */
  slot_id: Generated<number | null>;
  /** The slot's day ('yyyy-mm-dd'), start and end minutes and fee, as promised when it was placed. */
  slot_day: Generated<string | null>;
  slot_start_minute: Generated<number | null>;
  slot_end_minute: Generated<number | null>;
  slot_fee_paise: Generated<number>;
  /** 1 while the order counts against its slot's capacity (released when called off or unpaid). */
  slot_held: Generated<0 | 1>;
  /** The bill recomputed after short lines (migration 037, decision 0285: JSON AdjustedBill), or null: as placed. */
  adjusted_bill: Generated<string | null>;
}

export interface OrderItemsTable {
  id: Id;
  order_id: number;
  item_id: number;
  variant_id: number | null;
  name: string;
  variant_name: string | null;
  quantity: number;
  unit_price_paise: number;
  /** JSON list of §3 selected addons (prices in rupees). */
  addons: Generated<string>;
  line_total_paise: number;
  stock_taken: Generated<0 | 1>;
  /** The combo the line is (migration 012), or null for an item line (whose item_id is the item). */
  combo_id: Generated<number | null>;
  /** What the customer wants when the line is short (migration 037, decision 0285). */
  substitution: Generated<SubstitutionPreference>;
  /** With 'choose': the item the customer named. */
  substitution_item_id: Generated<number | null>;
  /** The category the item was in when the order was placed (migration 045); null for a combo line. */
  category_id: Generated<number | null>;
}

/** A line marked short at packing (migration 037, decision 0285); one per line. */
export interface OrderSubstitutionsTable {
  id: Id;
  order_id: number;
  order_item_id: number;
  /** A combo's part that is short (order_item_parts.id), or null: the line's own units. */
  part_id: number | null;
  short_quantity: number;
  preference: SubstitutionPreference;
  substitute_item_id: number | null;
  substitute_variant_id: number | null;
  substitute_name: string | null;
  substitute_variant_name: string | null;
  substitute_unit_paise: number | null;
  substitute_quantity: Generated<number>;
  state: 'asked' | 'settled';
  answer_due_at: string | null;
  answer: 'approved' | 'declined' | 'no_answer' | 'none' | null;
  answered_by: 'customer' | 'counter' | 'time' | null;
  outcome: 'substitute' | 'refund' | null;
  refund_wallet_paise: Generated<number>;
  refund_online_paise: Generated<number>;
  staff_id: number | null;
  created_at: string;
  settled_at: string | null;
}

/** A part of a combo line as ordered (migration 012): quantity is per one combo. */
export interface OrderItemPartsTable {
  id: Id;
  order_item_id: number;
  item_id: number;
  variant_id: number | null;
  name: string;
  variant_name: string | null;
  quantity: number;
  stock_taken: Generated<0 | 1>;
}

export interface OrderStatusEventsTable {
  id: Id;
  order_id: number;
  status: OrderStatusName;
  at: string;
}

export interface IdempotencyKeysTable {
  id: Id;
  user_id: number;
  key: string;
  request_hash: string;
  order_id: number | null;
  response: string | null;
  created_at: string;
}

export interface CouponRedemptionsTable {
  id: Id;
  coupon_id: number;
  user_id: number;
  order_id: number;
  created_at: string;
}

export interface WalletTransactionsTable {
  id: Id;
  user_id: number;
  amount_paise: number;
  kind: WalletTransactionKind;
  order_id: number | null;
  balance_after_paise: number;
  description: Generated<string>;
  created_at: string;
}

export interface RatingsTable {
  id: Id;
  order_id: number;
  user_id: number;
  store_id: number;
  stars: number;
  comment: Generated<string>;
  created_at: string;
}

/** A placed order's legs for the service and partner reports (migration 046, decision 0299). */
export interface OrderLegsTable {
  order_id: number;
  user_id: number;
  store_id: number;
  /** The shop day of the order's created_at, 'yyyy-mm-dd'. */
  shop_day: string;
  mode: OrdersTable['mode'];
  /** 1 once cancelled or rejected. */
  called_off: 0 | 1;
  /** The total as priced (it never changes after). */
  total_paise: number;
  /** Whole seconds: placed → accepted, accepted → ready, ready → on the way or collected, on the way → delivered. */
  accept_s: number | null;
  pack_s: number | null;
  pickup_s: number | null;
  deliver_s: number | null;
  /** 1 when placed → delivered (or collected) took longer than the store promised. */
  late: 0 | 1;
  partner_id: number | null;
  /** The store's own rider who carried it (order_rider_runs, migration 058); null with a partner. */
  rider_id: number | null;
  /**
   * The carrier's legs: a partner's (order_deliveries) assigned → picked up, picked up → delivered;
   * a store's rider's none (the bag is taken as the order is sent out) and sent out → delivered.
   */
  partner_pickup_s: number | null;
  partner_deliver_s: number | null;
  partner_delivered: 0 | 1;
}

/** Each customer's first placed order (migration 046, decision 0299): new and returning customers. */
export interface CustomerFirstOrdersTable {
  user_id: number;
  order_id: number;
  store_id: number;
  shop_day: string;
  mode: OrdersTable['mode'];
  created_at: string;
}

export interface OrderTables {
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_item_parts: OrderItemPartsTable;
  order_status_events: OrderStatusEventsTable;
  idempotency_keys: IdempotencyKeysTable;
  coupon_redemptions: CouponRedemptionsTable;
  wallet_transactions: WalletTransactionsTable;
  ratings: RatingsTable;
  order_substitutions: OrderSubstitutionsTable;
  order_legs: OrderLegsTable;
  customer_first_orders: CustomerFirstOrdersTable;
}

export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type OrderSubstitutionRow = Selectable<OrderSubstitutionsTable>;
