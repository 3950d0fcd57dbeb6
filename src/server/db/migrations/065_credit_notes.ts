// Credit notes for goods missing or damaged after delivery (decision 0338, §10): a credit note's
// line names the line of its invoice it gives back units of, so what is left of each line can be
// known; the note keeps the reason the shop gave.
import type { Kysely } from 'kysely';
import type { Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.alterTable('tax_document_lines').addColumn('invoice_position', 'integer').execute();
  await db.schema.alterTable('tax_documents').addColumn('reason', 'text').execute();
}
