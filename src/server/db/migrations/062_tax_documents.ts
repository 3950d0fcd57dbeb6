// GST documents (decision 0332, §10): the tax data an item and a store carry, the shop's rates with
// the days they are in force, each store's numbered series per financial year, and the documents
// issued (tax invoices, bills of supply, receipts and credit notes) with their lines. A document
// is written once and never changed: a correction is a credit note.
import { sql, type Kysely } from 'kysely';
import { type Engine, withId } from './columns.ts';

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const s = db.schema;
  // An item's HSN code and rate; a null rate is one the shop has not set yet.
  await s.alterTable('items').addColumn('hsn_code', 'text').execute();
  await s.alterTable('items').addColumn('gst_rate_bp', 'integer').execute();
  await s
    .alterTable('items')
    .addColumn('tax_treatment', 'text', (c) => c.notNull().defaultTo('taxable'))
    .execute();
  // The seller on a store's documents. A store issues documents once it has a series prefix; with
  // a GSTIN it is registered (tax invoices), without one it gives receipts.
  await s.alterTable('stores').addColumn('legal_name', 'text').execute();
  await s.alterTable('stores').addColumn('gstin', 'text').execute();
  await s.alterTable('stores').addColumn('tax_state_code', 'text').execute();
  await s.alterTable('stores').addColumn('invoice_prefix', 'text').execute();
  await s.alterTable('stores').addColumn('credit_prefix', 'text').execute();

  await withId(s.createTable('tax_rates'), engine)
    .addColumn('bp', 'integer', (c) => c.notNull())
    .addColumn('from_day', 'text', (c) => c.notNull())
    .addColumn('until_day', 'text')
    .execute();
  // The slabs as the law set them, before and after 22 September 2025 (domain/tax/rates.ts).
  await (db as Kysely<TaxRatesTable>)
    .insertInto('tax_rates')
    .values([
      { bp: 0, from_day: '2017-07-01', until_day: null },
      { bp: 500, from_day: '2017-07-01', until_day: null },
      { bp: 1200, from_day: '2017-07-01', until_day: '2025-09-21' },
      { bp: 1800, from_day: '2017-07-01', until_day: null },
      { bp: 2800, from_day: '2017-07-01', until_day: '2025-09-21' },
      { bp: 4000, from_day: '2025-09-22', until_day: null },
    ])
    .execute();

  // The last number given in each series: the row is locked by the transaction that takes the
  // next, so numbers are consecutive with no gap across instances (a rolled-back delivery gives
  // its number back).
  await s
    .createTable('tax_series')
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addColumn('series', 'text', (c) => c.notNull())
    .addColumn('fy_start', 'integer', (c) => c.notNull())
    .addColumn('last_serial', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('tax_series_pk', ['store_id', 'series', 'fy_start'])
    .execute();

  await withId(s.createTable('tax_documents'), engine)
    .addColumn('store_id', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('series', 'text', (c) => c.notNull())
    .addColumn('fy_start', 'integer', (c) => c.notNull())
    .addColumn('serial', 'integer', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('invoice_id', 'integer')
    .addColumn('seller', 'text', (c) => c.notNull())
    .addColumn('buyer', 'text', (c) => c.notNull())
    .addColumn('place_of_supply', 'text')
    .addColumn('intra_state', 'integer', (c) => c.notNull())
    .addColumn('value_paise', 'integer', (c) => c.notNull())
    .addColumn('taxable_paise', 'integer', (c) => c.notNull())
    .addColumn('cgst_paise', 'integer', (c) => c.notNull())
    .addColumn('sgst_paise', 'integer', (c) => c.notNull())
    .addColumn('igst_paise', 'integer', (c) => c.notNull())
    .addColumn('wallet_paise', 'integer', (c) => c.notNull())
    .addUniqueConstraint('tax_documents_serial', ['store_id', 'series', 'fy_start', 'serial'])
    .execute();
  await s.createIndex('tax_documents_order').on('tax_documents').column('order_id').execute();
  // One invoice (or bill, or receipt) per order; credit notes as many as there are returns.
  await sql`create unique index tax_documents_one_invoice on tax_documents (order_id) where series = 'invoice'`.execute(
    db,
  );
  await s.createIndex('tax_documents_month').on('tax_documents').columns(['store_id', 'issued_at']).execute();

  await s
    .createTable('tax_document_lines')
    .addColumn('document_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('hsn_code', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('treatment', 'text', (c) => c.notNull())
    .addColumn('bp', 'integer', (c) => c.notNull())
    .addColumn('gross_paise', 'integer', (c) => c.notNull())
    .addColumn('discount_paise', 'integer', (c) => c.notNull())
    .addColumn('value_paise', 'integer', (c) => c.notNull())
    .addColumn('taxable_paise', 'integer', (c) => c.notNull())
    .addColumn('cgst_paise', 'integer', (c) => c.notNull())
    .addColumn('sgst_paise', 'integer', (c) => c.notNull())
    .addColumn('igst_paise', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('tax_document_lines_pk', ['document_id', 'position'])
    .execute();
}

interface TaxRatesTable {
  tax_rates: { bp: number; from_day: string; until_day: string | null };
}
