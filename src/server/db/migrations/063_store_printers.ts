// The counter's receipts (decision 0333): each store's paper width for the browser's and the
// thermal printer's receipt, its network thermal printer (host and port; none while the host is
// null) and whether accepting an order prints its receipt there.
import type { Kysely } from 'kysely';
import type { Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  const stores = () => db.schema.alterTable('stores');
  await stores()
    .addColumn('receipt_paper_mm', 'integer', (c) => c.notNull().defaultTo(80))
    .execute();
  await stores().addColumn('printer_host', 'text').execute();
  await stores()
    .addColumn('printer_port', 'integer', (c) => c.notNull().defaultTo(9100))
    .execute();
  await stores()
    .addColumn('auto_print', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
