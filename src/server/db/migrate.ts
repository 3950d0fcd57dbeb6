// Applies the numbered migrations in order, each in its own transaction, and
// records them so a restart applies only what is new. Works on both engines.
import { sql, type Kysely } from 'kysely';
import type { Engine } from './migrations/columns.ts';
import { migrations } from './migrations/index.ts';

export async function migrateToLatest(db: Kysely<unknown>, engine: Engine): Promise<string[]> {
  await db.schema
    .createTable('schema_migrations')
    .ifNotExists()
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .execute();
  const appliedRows = await sql<{ name: string }>`select name from schema_migrations`.execute(db);
  const applied = new Set(appliedRows.rows.map((row) => row.name));
  const ran: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    await db.transaction().execute(async (trx) => {
      await migration.up(trx, engine);
      await sql`insert into schema_migrations (name, applied_at) values (${migration.name}, ${new Date().toISOString()})`.execute(
        trx,
      );
    });
    ran.push(migration.name);
  }
  return ran;
}
