// One attempt to pay, whatever it pays for (decision 0266): every attempt at a provider is a
// payment_attempts row that names either its order (order_id) or its purchase (purchase_id, a
// membership plan or a wallet top-up of migration 018), exactly one of them (a CHECK). A signal
// finds it by its provider order id in this one table; its payment id stays unique across both.
//
// A purchase's attempt (the row's provider_order_id, provider_payment_id and checkout_url) is
// copied here, its state mapped: paid → 'paid', failed → 'failed', awaiting_payment and expired
// → 'created' (an expired purchase only stopped the page waiting: a payment that comes is applied).
// A purchase that never reached its provider (no provider_order_id) has no attempt.
//
// purchases.provider_order_id, provider_payment_id and checkout_url stay, unused: no code reads
// or writes them any more. Dropping them would break the previous build during a rolling upgrade
// (migrations only add, docs/deploy.md), and on SQLite the two UNIQUE ones can go only with a
// rebuild of the table. purchases.provider stays the purchase's own: the provider the customer
// chose, as orders.payment_provider is the order's.
//
// order_id becomes nullable. PostgreSQL drops NOT NULL in place. SQLite cannot, so the table is
// rebuilt there: its rows kept aside in a temporary table, the table made again under its own
// name (so payment_refunds.attempt_id still points at it), the rows put back with their ids, its
// AUTOINCREMENT counter kept, its indexes made again. Foreign keys are deferred to the commit
// for this (dropping the table leaves payment_refunds pointing at nothing until the rows are
// back), and checked before it. The Migrator runs the pending migrations in one transaction
// (decision 0265); given a database outside one, this migration opens its own, so the rebuild
// happens whole or not at all either way.
import { type Kysely, sql } from 'kysely';
import { type Engine, withId } from './columns.ts';

const ONE_OWNER = sql`(order_id is null) <> (purchase_id is null)`;

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (db.isTransaction) await migrate(db, engine);
  else await db.transaction().execute((trx) => migrate(trx, engine));
}

async function migrate(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine === 'postgres') {
    await db.schema
      .alterTable('payment_attempts')
      .alterColumn('order_id', (c) => c.dropNotNull())
      .execute();
    await db.schema
      .alterTable('payment_attempts')
      .addColumn('purchase_id', 'integer', (c) => c.references('purchases.id').onDelete('cascade'))
      .execute();
  } else {
    await rebuildOnSqlite(db);
  }
  await copyPurchaseAttempts(db);
  if (engine === 'postgres')
    await db.schema
      .alterTable('payment_attempts')
      .addCheckConstraint('payment_attempts_one_owner', ONE_OWNER)
      .execute();
  await db.schema.createIndex('payment_attempts_purchase').on('payment_attempts').column('purchase_id').execute();
}

/** The purchases' attempts, as rows naming their purchase. */
async function copyPurchaseAttempts(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into payment_attempts
      (purchase_id, provider, provider_order_id, amount_paise, currency, status, provider_payment_id,
       checkout_url, created_at, updated_at)
    select id, provider, provider_order_id, amount_paise, currency,
      case status when 'paid' then 'paid' when 'failed' then 'failed' else 'created' end,
      provider_payment_id, checkout_url, created_at, updated_at
    from purchases
    where provider_order_id is not null
    order by id`.execute(db);
}

/** payment_attempts made again with order_id nullable, purchase_id and the CHECK (migrations 015 and 018 plus this). */
async function rebuildOnSqlite(db: Kysely<unknown>): Promise<void> {
  const columns = sql.raw(
    'id, order_id, provider, provider_order_id, amount_paise, currency, status, provider_payment_id, created_at, updated_at, checkout_url',
  );
  await sql`pragma defer_foreign_keys = on`.execute(db);
  const counter = await sql<{ seq: number }>`select seq from sqlite_sequence where name = 'payment_attempts'`.execute(
    db,
  );
  await sql`create temporary table payment_attempts_kept as select ${columns} from payment_attempts`.execute(db);
  await db.schema.dropTable('payment_attempts').execute();
  await withId(db.schema.createTable('payment_attempts'), 'sqlite')
    .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_order_id', 'text', (c) => c.notNull().unique())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider_payment_id', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('checkout_url', 'text')
    .addColumn('purchase_id', 'integer', (c) => c.references('purchases.id').onDelete('cascade'))
    .addCheckConstraint('payment_attempts_one_owner', ONE_OWNER)
    .execute();
  await sql`insert into payment_attempts (${columns}) select ${columns} from payment_attempts_kept order by id`.execute(
    db,
  );
  await sql`drop table payment_attempts_kept`.execute(db);
  // AUTOINCREMENT never hands out an id again, even one whose row is gone: the counter goes on from where it was.
  const seq = Math.max(Number(counter.rows[0]?.seq ?? 0), await highestId(db));
  await sql`delete from sqlite_sequence where name = 'payment_attempts'`.execute(db);
  await sql`insert into sqlite_sequence (name, seq) values ('payment_attempts', ${seq})`.execute(db);
  await db.schema.createIndex('payment_attempts_order').on('payment_attempts').column('order_id').execute();
  // Every refund points at its attempt again, and every attempt at its order: else nothing is committed.
  for (const table of ['payment_refunds', 'payment_attempts']) {
    const broken = await sql`select * from pragma_foreign_key_check(${table})`.execute(db);
    if (broken.rows.length > 0)
      throw new Error(`024_one_payment_attempt: ${broken.rows.length} broken references in ${table}`);
  }
}

async function highestId(db: Kysely<unknown>): Promise<number> {
  const { rows } = await sql<{ id: number | null }>`select max(id) as id from payment_attempts`.execute(db);
  return Number(rows[0]?.id ?? 0);
}
