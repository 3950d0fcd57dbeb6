// Credit notes (CGST Act s.34, CGST Rules rule 53; decision 0338): units of an invoice's goods lines
// given back after delivery, issued in the caller's transaction with the refund they go with. A note
// is numbered from the store's own series of credit notes for the financial year, names its invoice,
// and carries the invoice's seller, buyer and place of supply as they were on it; its figures are
// domain/tax/credit-note.ts's, so a whole line credited carries exactly the tax its invoice did.
import { shopToday } from '../../../domain/calendar.ts';
import {
  type CreditAsk,
  type CreditableLine,
  type CreditedLine,
  type CreditRefusal,
  creditNoteFigures,
} from '../../../domain/tax/credit-note.ts';
import { documentNumber, financialYearOf, isSeriesPrefix } from '../../../domain/tax/document-series.ts';
import { seriesPrefixes } from '../../../domain/stores/store-settings.ts';
import type { ShopContext } from '../../context.ts';
import { nextSerial } from './issue.ts';

/** An invoice's goods line as a credit note may give it back. */
export interface CreditableInvoiceLine extends CreditableLine {
  name: string;
}

export interface OrderInvoice {
  id: number;
  number: string;
  issued_at: string;
  lines: CreditableInvoiceLine[];
}

/** The order's tax invoice (or bill of supply, or receipt) with what is left to credit of its goods lines. */
export async function invoiceToCredit(tx: Pick<ShopContext, 'db'>, orderId: number): Promise<OrderInvoice | null> {
  const invoice = await tx.db
    .selectFrom('tax_documents')
    .select(['id', 'number', 'issued_at'])
    .where('order_id', '=', orderId)
    .where('series', '=', 'invoice')
    .executeTakeFirst();
  if (!invoice) return null;
  const [lines, credited] = await Promise.all([
    tx.db
      .selectFrom('tax_document_lines')
      .select(['position', 'name', 'quantity', 'value_paise', 'bp', 'igst_paise', 'treatment'])
      .where('document_id', '=', invoice.id)
      .where('kind', '=', 'goods')
      .orderBy('position')
      .execute(),
    tx.db
      .selectFrom('tax_document_lines')
      .innerJoin('tax_documents', 'tax_documents.id', 'tax_document_lines.document_id')
      .select(['tax_document_lines.invoice_position', 'tax_document_lines.quantity'])
      .where('tax_documents.invoice_id', '=', invoice.id)
      .execute(),
  ]);
  return {
    ...invoice,
    lines: lines.map((line) => ({
      position: line.position,
      name: line.name,
      quantity: line.quantity,
      valueMinor: line.value_paise,
      bp: line.bp,
      igstMinor: line.igst_paise,
      treatment: line.treatment,
      creditedUnits: credited
        .filter((row) => row.invoice_position === line.position)
        .reduce((sum, row) => sum + row.quantity, 0),
    })),
  };
}

export type IssuedCreditNote =
  | { ok: true; id: number; number: string; valueMinor: number; taxMinor: number }
  | { ok: false; refusals: CreditRefusal[] };

/**
 * Issues the credit note of `asks` against the invoice (read in the same transaction, after the
 * caller locked the order), or answers the asks refused with nothing written.
 */
export async function issueCreditNote(
  tx: ShopContext,
  invoice: OrderInvoice,
  asks: readonly CreditAsk[],
  reason: string,
  at: string,
): Promise<IssuedCreditNote> {
  const figures = creditNoteFigures(invoice.lines, asks);
  if (!figures.ok) return figures;
  const row = await tx.db
    .selectFrom('tax_documents')
    .innerJoin('stores', 'stores.id', 'tax_documents.store_id')
    .select([
      'tax_documents.store_id',
      'tax_documents.order_id',
      'tax_documents.seller',
      'tax_documents.buyer',
      'tax_documents.place_of_supply',
      'tax_documents.intra_state',
      'stores.invoice_prefix',
      'stores.credit_prefix',
    ])
    .where('tax_documents.id', '=', invoice.id)
    .executeTakeFirstOrThrow();
  // A store set up before credit notes had their own prefix takes the shop's rule for one.
  const prefix = row.credit_prefix ?? seriesPrefixes(row.invoice_prefix ?? '')?.credit ?? '';
  if (!isSeriesPrefix(prefix)) throw new RangeError(`Store ${row.store_id} has no credit note series`);
  const fy = financialYearOf(shopToday(new Date(at)));
  const serial = await nextSerial(tx, row.store_id, 'credit', fy.startYear);
  const number = documentNumber(prefix, fy.startYear, serial);
  const sum = (pick: (line: CreditedLine) => number) => figures.lines.reduce((total, line) => total + pick(line), 0);
  const inserted = await tx.db
    .insertInto('tax_documents')
    .values({
      store_id: row.store_id,
      order_id: row.order_id,
      kind: 'credit_note',
      series: 'credit',
      fy_start: fy.startYear,
      serial,
      number,
      issued_at: at,
      invoice_id: invoice.id,
      seller: row.seller,
      buyer: row.buyer,
      place_of_supply: row.place_of_supply,
      intra_state: row.intra_state,
      value_paise: figures.valueMinor,
      taxable_paise: sum((line) => line.taxableMinor),
      cgst_paise: sum((line) => line.cgstMinor),
      sgst_paise: sum((line) => line.sgstMinor),
      igst_paise: sum((line) => line.igstMinor),
      wallet_paise: 0,
      reason,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const invoiced = await tx.db
    .selectFrom('tax_document_lines')
    .select(['position', 'name', 'hsn_code'])
    .where('document_id', '=', invoice.id)
    .execute();
  const source = new Map(invoiced.map((line) => [line.position, line]));
  await tx.db
    .insertInto('tax_document_lines')
    .values(
      figures.lines.map((line, position) => ({
        document_id: inserted.id,
        position,
        kind: 'goods' as const,
        name: source.get(line.position)?.name ?? '',
        hsn_code: source.get(line.position)?.hsn_code ?? null,
        quantity: line.quantity,
        treatment: line.treatment,
        bp: line.bp,
        gross_paise: line.valueMinor,
        discount_paise: 0,
        value_paise: line.valueMinor,
        taxable_paise: line.taxableMinor,
        cgst_paise: line.cgstMinor,
        sgst_paise: line.sgstMinor,
        igst_paise: line.igstMinor,
        invoice_position: line.position,
      })),
    )
    .execute();
  return { ok: true, id: inserted.id, number, valueMinor: figures.valueMinor, taxMinor: figures.taxMinor };
}
