// Reading an order's GST document (decision 0332): for its customer, or for the staff of its store.
// Reads only; a document is never changed once issued.
import { byRate, type RateSummary } from '../../../domain/tax/invoice-tax.ts';
import type { ShopContext } from '../../context.ts';
import type { TaxDocumentLinesTable, TaxDocumentsTable } from '../../db/schema-tax.ts';
import type { DocumentBuyer, DocumentSeller } from './issue.ts';

/** A printed line, as the table keeps it. */
export type TaxDocumentLineView = Omit<TaxDocumentLinesTable, 'document_id' | 'position' | 'invoice_position'>;

export interface TaxDocumentView {
  kind: TaxDocumentsTable['kind'];
  number: string;
  issued_at: string;
  unique_order_id: string;
  seller: DocumentSeller;
  buyer: DocumentBuyer;
  place_of_supply: string | null;
  intra_state: boolean;
  lines: TaxDocumentLineView[];
  by_rate: RateSummary[];
  value_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  wallet_paise: number;
  /** A credit note's invoice (rule 53: its number and date) and the reason given (decision 0338). */
  against: { number: string; issued_at: string } | null;
  reason: string | null;
}

/** Whose document it may be: the customer's own orders, or the orders of some stores (all of them: null). */
export type DocumentReach = { userId: number } | { storeIds: readonly number[] | null };

/** The invoice (or bill, or receipt) of an order, or null when it has none or is out of reach. */
export function orderDocument(
  ctx: Pick<ShopContext, 'db'>,
  uniqueOrderId: string,
  reach: DocumentReach,
): Promise<TaxDocumentView | null> {
  return documentOfOrder(ctx, uniqueOrderId, reach, 'invoice', 1);
}

/** The order's `n`th credit note (from 1, in their series' order), or null. */
export function orderCreditNote(
  ctx: Pick<ShopContext, 'db'>,
  uniqueOrderId: string,
  n: number,
  reach: DocumentReach,
): Promise<TaxDocumentView | null> {
  return documentOfOrder(ctx, uniqueOrderId, reach, 'credit', n);
}

async function documentOfOrder(
  ctx: Pick<ShopContext, 'db'>,
  uniqueOrderId: string,
  reach: DocumentReach,
  series: 'invoice' | 'credit',
  n: number,
): Promise<TaxDocumentView | null> {
  if (!Number.isSafeInteger(n) || n < 1) return null;
  let query = ctx.db
    .selectFrom('tax_documents')
    .innerJoin('orders', 'orders.id', 'tax_documents.order_id')
    .selectAll('tax_documents')
    .select('orders.unique_order_id')
    .where('orders.unique_order_id', '=', uniqueOrderId)
    .where('tax_documents.series', '=', series);
  if ('userId' in reach) query = query.where('orders.user_id', '=', reach.userId);
  else if (reach.storeIds !== null) {
    if (reach.storeIds.length === 0) return null;
    query = query.where('orders.store_id', 'in', [...reach.storeIds]);
  }
  const row = await query
    .orderBy('tax_documents.fy_start')
    .orderBy('tax_documents.serial')
    .offset(n - 1)
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const [lines, against] = await Promise.all([
    ctx.db
      .selectFrom('tax_document_lines')
      .select([
        'kind',
        'name',
        'hsn_code',
        'quantity',
        'treatment',
        'bp',
        'gross_paise',
        'discount_paise',
        'value_paise',
        'taxable_paise',
        'cgst_paise',
        'sgst_paise',
        'igst_paise',
      ])
      .where('document_id', '=', row.id)
      .orderBy('position')
      .execute(),
    row.invoice_id === null
      ? Promise.resolve(undefined)
      : ctx.db
          .selectFrom('tax_documents')
          .select(['number', 'issued_at'])
          .where('id', '=', row.invoice_id)
          .executeTakeFirst(),
  ]);
  return {
    kind: row.kind,
    number: row.number,
    issued_at: row.issued_at,
    unique_order_id: row.unique_order_id,
    seller: JSON.parse(row.seller) as DocumentSeller,
    buyer: JSON.parse(row.buyer) as DocumentBuyer,
    place_of_supply: row.place_of_supply,
    intra_state: row.intra_state === 1,
    lines,
    by_rate: byRate(
      lines.map((line) => ({
        treatment: line.treatment,
        bp: line.bp,
        taxableMinor: line.taxable_paise,
        cgstMinor: line.cgst_paise,
        sgstMinor: line.sgst_paise,
        igstMinor: line.igst_paise,
      })),
    ),
    value_paise: row.value_paise,
    taxable_paise: row.taxable_paise,
    cgst_paise: row.cgst_paise,
    sgst_paise: row.sgst_paise,
    igst_paise: row.igst_paise,
    wallet_paise: row.wallet_paise,
    against: against ?? null,
    reason: row.reason,
  };
}

/**
 * The kind and number of each of these orders' documents (orders without one are absent), with the
 * numbers of its credit notes in their series' order (the nth is /credit-note/{id}/{n}.pdf).
 */
export async function orderDocumentNames(
  db: ShopContext['db'],
  orderIds: readonly number[],
): Promise<
  Map<number, { kind: 'tax_invoice' | 'bill_of_supply' | 'receipt'; number: string; credit_notes: string[] }>
> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('tax_documents')
    .select(['order_id', 'kind', 'number', 'series'])
    .where('order_id', 'in', [...orderIds])
    .orderBy('fy_start')
    .orderBy('serial')
    .execute();
  const notes = Map.groupBy(
    rows.filter((row) => row.series === 'credit'),
    (row) => row.order_id,
  );
  return new Map(
    rows.flatMap((row) =>
      row.kind === 'credit_note' || row.series !== 'invoice'
        ? []
        : [
            [
              row.order_id,
              {
                kind: row.kind,
                number: row.number,
                credit_notes: (notes.get(row.order_id) ?? []).map((note) => note.number),
              },
            ] as const,
          ],
    ),
  );
}
