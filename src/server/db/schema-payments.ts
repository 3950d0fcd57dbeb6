// Row types of the online payment tables (migration 015_online_payments.ts), as Kysely sees them.
import type { Generated, Selectable } from 'kysely';

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
  reason: string;
  provider_refund_id: string | null;
  claimed_at: string | null;
  tries: Generated<number>;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface PaymentTables {
  payment_attempts: PaymentAttemptsTable;
  payment_events: PaymentEventsTable;
  payment_refunds: PaymentRefundsTable;
}

export type PaymentAttemptRow = Selectable<PaymentAttemptsTable>;
