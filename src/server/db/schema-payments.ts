// Row types of the online payment tables (migration 015_online_payments.ts), as Kysely sees them.
import type { Generated, Selectable } from 'kysely';
import type { PurchaseKind, PurchaseState, RefundDestination } from '../../domain/orders/payments.ts';

type Id = Generated<number>;

export interface PaymentAttemptsTable {
  id: Id;
  order_id: number;
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
  provider: string;
  provider_order_id: string | null;
  provider_payment_id: string | null;
  checkout_url: string | null;
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
