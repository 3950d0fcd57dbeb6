// Row types of the online payment tables (migrations 015, 018, 024 and 037), as Kysely sees them.
import type { Generated, Selectable } from 'kysely';
import type { PurchaseKind, PurchaseState, RefundDestination } from '../../domain/orders/payments.ts';

type Id = Generated<number>;

/** One attempt at a provider: for an order or for a purchase, exactly one of the two (migration 024). */
export interface PaymentAttemptsTable {
  id: Id;
  order_id: number | null;
  purchase_id: number | null;
  provider: string;
  provider_order_id: string;
  amount_paise: number;
  currency: string;
  status: 'created' | 'paid' | 'failed';
  provider_payment_id: string | null;
  checkout_url: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface PaymentEventsTable {
  id: Id;
  provider: string;
  event_id: string;
  kind: string;
  outcome: string;
  received_at: string;
}

export interface PaymentRefundsTable {
  id: Id;
  order_id: number;
  attempt_id: number;
  idempotency_key: string;
  amount_paise: number;
  status: 'pending' | 'sent';
  /** 'source': back the way the customer paid (the provider); 'wallet': credited at once (migration 019). */
  destination: Generated<RefundDestination>;
  /** The short line this refund is for (migration 037), or null: the order's own (a cancel, a rejection). */
  substitution_id: Generated<number | null>;
  reason: string;
  provider_refund_id: string | null;
  claimed_at: string | null;
  tries: Generated<number>;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface PurchasesTable {
  id: Id;
  public_id: string;
  user_id: number;
  kind: PurchaseKind;
  plan_id: number | null;
  amount_paise: number;
  currency: string;
  /** The provider the customer chose; its attempt is a payment_attempts row (migration 024 left this table's own provider_order_id, provider_payment_id and checkout_url unused, and they are not typed here). */
  provider: string;
  /** As the customer sees it: 'expired' only stopped the page waiting. */
  status: PurchaseState;
  expires_at: string;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface PaymentTables {
  purchases: PurchasesTable;
  payment_attempts: PaymentAttemptsTable;
  payment_events: PaymentEventsTable;
  payment_refunds: PaymentRefundsTable;
}

export type PaymentAttemptRow = Selectable<PaymentAttemptsTable>;

export type PurchaseRow = Selectable<PurchasesTable>;
