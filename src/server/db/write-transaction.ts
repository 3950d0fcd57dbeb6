// Writes that must not race (stock, coupon uses, wallet, idempotency keys;
// docs/architecture.md "Database"), behind one function because the two engines lock
// differently:
// - SQLite: BEGIN IMMEDIATE takes the database's write lock at once, so a second
//   writer (another process such as the advance-order command) waits on busy_timeout
//   instead of failing later on a lock upgrade. In one process Kysely already runs
//   one statement at a time on the one connection, and this holds it to the end.
// - PostgreSQL: BEGIN on one pooled connection; the work takes row locks with
//   `forUpdate` (SELECT … FOR NO KEY UPDATE), always in the same order (variants
//   by id, then the coupon, then the customer) so two orders never deadlock.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Result } from '../../domain/api/errors.ts';
import type { Engine } from './migrations/columns.ts';
import type { Database } from './schema.ts';
import { writeSlotsOf } from './write-slots.ts';

/**
 * Runs `work` in one write transaction with a context whose `db` is the transaction's
 * connection (the work must use only that one). Commits when the work answers ok; rolls back
 * when it answers an error or throws, so a refused request changes nothing.
 */
export async function inWriteTransaction<T, C extends WriteContext = WriteContext>(
  ctx: C,
  work: (tx: C) => Promise<Result<T>>,
): Promise<Result<T>> {
  // On PostgreSQL, at most some of the pool's connections wait for row locks (write-slots.ts).
  const release = await writeSlotsOf(ctx.db)?.acquire();
  try {
    return await writeTransaction(ctx, work);
  } finally {
    release?.();
  }
}

/**
 * What a write transaction needs of a context (a service's ShopContext, or the demo seed's, which
 * has no request): named here, since the data layer imports nothing above it (docs/architecture.md).
 */
type WriteContext = { db: Kysely<Database>; engine: Engine };

function writeTransaction<T, C extends WriteContext>(ctx: C, work: (tx: C) => Promise<Result<T>>): Promise<Result<T>> {
  return ctx.db.connection().execute(async (connection: Kysely<Database>) => {
    await sql.raw(ctx.engine === 'sqlite' ? 'begin immediate' : 'begin').execute(connection);
    let result: Result<T>;
    const hooks: (() => Promise<void>)[] = [];
    commitHooks.set(connection, { hooks, state: new Map() });
    try {
      result = await work({ ...ctx, db: connection });
      // A hook may add another: each runs once, in order.
      if (result.ok) for (let index = 0; index < hooks.length; index++) await hooks[index]?.();
    } catch (error) {
      commitHooks.delete(connection);
      await sql
        .raw('rollback')
        .execute(connection)
        .catch(() => undefined);
      throw error;
    }
    commitHooks.delete(connection);
    await sql.raw(result.ok ? 'commit' : 'rollback').execute(connection);
    return result;
  });
}

/**
 * Runs `work` in the write transaction `ctx.db` is already in (a service that is one step of a
 * larger change), or else in a new one (inWriteTransaction).
 */
export function withinWriteTransaction<T, C extends WriteContext = WriteContext>(
  ctx: C,
  work: (tx: C) => Promise<Result<T>>,
): Promise<Result<T>> {
  return commitHooks.has(ctx.db) ? work(ctx) : inWriteTransaction(ctx, work);
}

/** Each open write transaction's work to run just before it commits, and what that work keeps, by connection. */
const commitHooks = new WeakMap<Kysely<Database>, { hooks: (() => Promise<void>)[]; state: Map<symbol, unknown> }>();

/**
 * What sums up a transaction's changes once, just before it commits (decision 0298: the reports'
 * summary tables): the value kept under `key` in the write transaction of `db`, made by `start` the
 * first time, which also runs `hook` after the work succeeded and before the commit (a hook that
 * throws rolls the transaction back). Throws when `db` is not a write transaction's connection.
 */
export function beforeCommit<T>(
  db: Kysely<Database>,
  key: symbol,
  start: () => { value: T; hook: () => Promise<void> },
): T {
  const open = commitHooks.get(db);
  if (!open) throw new Error('beforeCommit needs a write transaction (inWriteTransaction)');
  if (open.state.has(key)) return open.state.get(key) as T;
  const { value, hook } = start();
  open.state.set(key, value);
  open.hooks.push(hook);
  return value;
}

/**
 * Locks the selected rows for this transaction's writes: PostgreSQL's SELECT … FOR NO KEY UPDATE,
 * which excludes every other writer of the rows like FOR UPDATE but not the KEY SHARE lock that
 * inserting a row referencing them takes (an order's user_id → users). With FOR UPDATE, two orders
 * of one customer deadlock: each holds KEY SHARE on the customer from its first insert and waits
 * for the other's lock. SQLite has no row locks (its transaction already holds the write lock).
 */
export function forUpdate<DB, TB extends keyof DB, O>(
  ctx: Pick<WriteContext, 'engine'>,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return ctx.engine === 'postgres' ? query.forNoKeyUpdate() : query;
}
