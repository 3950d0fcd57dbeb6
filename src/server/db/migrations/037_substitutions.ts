// Substitutions (decision 0285). Each order line keeps the customer's wish for when it is short
// (`substitution`: 'similar', 'choose' with `substitution_item_id`, 'refund' or 'call'); a customer
// keeps a default (users.substitution_default). A line marked short at packing is one
// order_substitutions row: what is short, the substitute offered, the customer's answer and when
// it is due, and once settled, what it became. The order keeps its amounts as placed (what reports
// reconcile with its payments and refunds); `adjusted_bill` is the bill recomputed after its
// changes, as the receipt shows it.
//
// A short line refunds part of an online payment through its provider: a payment_refunds row naming
// the substitution (substitution_id). Until now one attempt had one refund (attempt_id was UNIQUE);
// now it may have several, each with its own idempotency key (still UNIQUE: a cancel's is
// 'refund-<payment>', a substitution's 'substitution-<id>'), so a second ask still refunds nothing
// twice. PostgreSQL drops the constraint in place; SQLite cannot, so the table is rebuilt there
// as migration 024 rebuilt payment_attempts: rows kept aside, the table made again under its name,
// rows put back with their ids, the AUTOINCREMENT counter kept, foreign keys checked before commit.
import { type Kysely, sql } from 'kysely';
import { type Engine, withId } from './columns.ts';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (db.isTransaction) await migrate(db, engine);
  else await db.transaction().execute((trx) => migrate(trx, engine));
}

async function migrate(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const s = db.schema;
  await s
    .alterTable('users')
    .addColumn('substitution_default', 'text', (c) => c.notNull().defaultTo('similar'))
    .execute();
  await s
    .alterTable('order_items')
    .addColumn('substitution', 'text', (c) => c.notNull().defaultTo('similar'))
    .execute();
  await s.alterTable('order_items').addColumn('substitution_item_id', 'integer').execute();
  await s.alterTable('orders').addColumn('adjusted_bill', 'text').execute();

  await withId(s.createTable('order_substitutions'), engine)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    // One shortage per line: marking it again is refused, so nothing is refunded twice.
    .addColumn('order_item_id', 'integer', (c) => c.notNull().unique().references('order_items.id').onDelete('cascade'))
    // A combo's part that is short (order_item_parts.id), or null: the line's own units.
    .addColumn('part_id', 'integer')
    .addColumn('short_quantity', 'integer', (c) => c.notNull())
    // The preference the line had when it was marked short.
    .addColumn('preference', 'text', (c) => c.notNull())
    .addColumn('substitute_item_id', 'integer')
    .addColumn('substitute_variant_id', 'integer')
    .addColumn('substitute_name', 'text')
    .addColumn('substitute_variant_name', 'text')
    .addColumn('substitute_unit_paise', 'integer')
    .addColumn('substitute_quantity', 'integer', (c) => c.notNull().defaultTo(0))
    // 'asked' (waiting for the customer, or the counter's call) → 'settled'.
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('answer_due_at', 'text')
    // 'approved', 'declined', 'no_answer', 'none' (nothing to ask: no substitute offered).
    .addColumn('answer', 'text')
    // Who answered: 'customer', 'counter' (on the phone), 'time' (the preference applied).
    .addColumn('answered_by', 'text')
    // 'substitute' or 'refund', once settled.
    .addColumn('outcome', 'text')
    .addColumn('refund_wallet_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_online_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('settled_at', 'text')
    .execute();
  await s.createIndex('order_substitutions_order').on('order_substitutions').column('order_id').execute();
  await s
    .createIndex('order_substitutions_due')
    .on('order_substitutions')
    .columns(['state', 'answer_due_at'])
    .execute();

  if (engine === 'postgres') {
    await sql`alter table payment_refunds drop constraint if exists payment_refunds_attempt_id_key`.execute(db);
    await s
      .alterTable('payment_refunds')
      .addColumn('substitution_id', 'integer', (c) => c.references('order_substitutions.id'))
      .execute();
  } else {
    await rebuildRefundsOnSqlite(db);
  }
  await s.createIndex('payment_refunds_attempt').on('payment_refunds').column('attempt_id').execute();
}

/** payment_refunds made again without the UNIQUE on attempt_id, with substitution_id (migrations 015 and 019 plus this). */
async function rebuildRefundsOnSqlite(db: Kysely<unknown>): Promise<void> {
  const columns = sql.raw(
    'id, order_id, attempt_id, idempotency_key, amount_paise, status, reason, provider_refund_id, claimed_at, tries, last_error, created_at, updated_at, destination',
  );
  await sql`pragma defer_foreign_keys = on`.execute(db);
  const counter = await sql<{ seq: number }>`select seq from sqlite_sequence where name = 'payment_refunds'`.execute(
    db,
  );
  await sql`create temporary table payment_refunds_kept as select ${columns} from payment_refunds`.execute(db);
  await db.schema.dropTable('payment_refunds').execute();
  await withId(db.schema.createTable('payment_refunds'), 'sqlite')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('attempt_id', 'integer', (c) => c.notNull().references('payment_attempts.id'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('provider_refund_id', 'text')
    .addColumn('claimed_at', 'text')
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull().defaultTo('source'))
    .addColumn('substitution_id', 'integer', (c) => c.references('order_substitutions.id'))
    .execute();
  await sql`insert into payment_refunds (${columns}) select ${columns} from payment_refunds_kept order by id`.execute(
    db,
  );
  await sql`drop table payment_refunds_kept`.execute(db);
  const { rows } = await sql<{ id: number | null }>`select max(id) as id from payment_refunds`.execute(db);
  const seq = Math.max(Number(counter.rows[0]?.seq ?? 0), Number(rows[0]?.id ?? 0));
  await sql`delete from sqlite_sequence where name = 'payment_refunds'`.execute(db);
  await sql`insert into sqlite_sequence (name, seq) values ('payment_refunds', ${seq})`.execute(db);
  await db.schema.createIndex('payment_refunds_status').on('payment_refunds').column('status').execute();
  const broken = await sql`select * from pragma_foreign_key_check('payment_refunds')`.execute(db);
  if (broken.rows.length > 0)
    throw new Error(`037_substitutions: ${broken.rows.length} broken references in payment_refunds`);
}
