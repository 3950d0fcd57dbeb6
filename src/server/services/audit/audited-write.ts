// Every console write in one shape (decision 0346): one write transaction, the member's reach
// checked for every store a change is recorded against, the audit row written in that transaction
// (changes.ts, decision 0268), and the customers' caches told after the commit. A staff write calls
// auditedWrite and never recordChange itself, so a new one cannot leave out any of the four.
import { fail, type Result } from '../../../domain/api/errors.ts';
import { reachesStore, type StaffScope } from '../../../domain/staff/staff.ts';
import { catalogChanged, type Touched } from '../../cache.ts';
import type { ShopContext } from '../../context.ts';
import { inWriteTransaction } from '../../db/write-transaction.ts';
import { said } from '../../said.ts';
import { type Change, type ChangeAuthor, recordChange } from './changes.ts';

/** The refusal of a change recorded against a store the member does not reach: as if it did not exist. */
export const BEYOND_REACH = fail('not_found', said('saidNoSuchStore'), { store_id: said('saidFieldNoSuchStore') });

/** What an audited write needs of a context (a service's ShopContext, or the demo seed's, which has no request). */
export type AuditContext = Pick<ShopContext, 'db' | 'engine' | 'now'>;

/** Who writes: the member's id and the stores they reach (a shop-wide role reaches every one). */
export type Writer = StaffScope & { id: number };

/** What the write's work is given besides the transaction's context. */
export interface Audit {
  /** Whether the member reaches the store; a shop-wide thing (null) is within everyone's reach. */
  reaches(storeId: number | null): boolean;
  /**
   * Writes the change's audit row in the transaction, by the member, at the transaction's time. A
   * change to a store beyond the member's reach rolls the whole write back and answers BEYOND_REACH.
   */
  record(change: Change): Promise<void>;
}

export interface AuditedWriteOptions<T> {
  /**
   * What the customers' caches forget once the write has committed: the stores a change stayed
   * within, `'all'` for everything, null (or no function) when customers see nothing of it.
   */
  announce?: ((value: T) => Touched | 'all' | null) | undefined;
}

/** Thrown by record() on a store beyond reach; caught below, so the transaction rolls back. */
class BeyondReach extends Error {}

/**
 * The audit of a write whose transaction another capability opens and commits (an order's step,
 * orders/order-status.ts takeStep, which announces its own change): the same rows, reach checked.
 * There a change beyond reach is a refused step the caller's own check should have answered, so
 * record() throws and the step's transaction rolls back.
 */
export function auditIn(tx: AuditContext, member: Writer, via?: ChangeAuthor['via']): Audit {
  const reaches = (storeId: number | null) => storeId === null || reachesStore(member, storeId);
  const author: ChangeAuthor = { id: member.id, ...(via ? { via } : {}) };
  return {
    reaches,
    async record(change) {
      if (!reaches(change.storeId)) throw new BeyondReach(`store ${change.storeId} is beyond member ${member.id}`);
      await recordChange(tx.db, author, change, tx.now());
    },
  };
}

/**
 * Runs `work` as one audited console write: in a write transaction (committed only when the work
 * answers ok), with `audit.record` for its audit rows, then announces the change per `options`.
 */
export async function auditedWrite<T, C extends AuditContext = ShopContext>(
  ctx: C,
  member: Writer,
  work: (tx: C, audit: Audit) => Promise<Result<T>>,
  options: AuditedWriteOptions<T> = {},
): Promise<Result<T>> {
  let written: Result<T>;
  try {
    written = await inWriteTransaction(ctx, (tx: C) => work(tx, auditIn(tx, member)));
  } catch (error) {
    if (error instanceof BeyondReach) return BEYOND_REACH;
    throw error;
  }
  if (written.ok && options.announce) {
    const touched = options.announce(written.value);
    if (touched === 'all') catalogChanged(ctx.db);
    else if (touched) catalogChanged(ctx.db, touched);
  }
  return written;
}
