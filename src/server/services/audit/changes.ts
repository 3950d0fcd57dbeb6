// The audit of console changes (decision 0268): every change a staff member makes in the console
// is one row, written in the same transaction as the change, with the thing before and after.
// Account events (sign-ins, passwords, acting sessions) are audit_events (audit.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What a change was made to: one name per kind of thing the console edits. */
export type ChangeKind =
  | 'store'
  | 'category'
  | 'item'
  | 'variant'
  | 'addon'
  | 'combo'
  | 'coupon'
  | 'media'
  | 'staff'
  | 'import'
  | 'stock'
  /** The customers' home: a draft saved, published or dropped (decision 0283). */
  | 'home'
  | 'label'
  | 'setting'
  | 'content'
  /** A line of an order marked short at packing, and what it became (decision 0285). */
  | 'order'
  /** An area the shop serves (decision 0315). */
  | 'area'
  /** A unit sizes are measured in (decision 0319). */
  | 'unit'
  /** A message of the outbox sent again, or a test message (decision 0341). */
  | 'message';

export interface Change {
  kind: ChangeKind;
  /** 'create', 'update', 'archive', 'restore', 'pause', 'apply' … */
  action: string;
  entityId: number | null;
  storeId: number | null;
  /** One line a person reads in the audit list ("Price of Methi 250 g: ₹30 → ₹28"). */
  summary: string;
  before: unknown;
  after: unknown;
}

/** Who made it: the member, in the console or in a customer's session they hold. */
export interface ChangeAuthor {
  id: number;
  via?: 'console' | 'acting';
}

/** Writes one audit row; `db` is the change's own transaction, so the row and the change land together. */
export async function recordChange(
  db: Kysely<Database>,
  author: ChangeAuthor,
  change: Change,
  at: Date,
): Promise<void> {
  await db
    .insertInto('staff_changes')
    .values({
      staff_id: author.id,
      via: author.via ?? 'console',
      kind: change.kind,
      action: change.action,
      entity_id: change.entityId,
      store_id: change.storeId,
      summary: change.summary,
      before_json: change.before === undefined || change.before === null ? null : JSON.stringify(change.before),
      after_json: change.after === undefined || change.after === null ? null : JSON.stringify(change.after),
      created_at: at.toISOString(),
    })
    .execute();
}
