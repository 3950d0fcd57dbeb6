// The tables of GST documents (migration 062, decision 0332).
import type { Generated } from 'kysely';
import type { DocumentKind } from '../../domain/tax/invoice-tax.ts';
import type { TaxTreatment } from '../../domain/tax/rates.ts';

export interface TaxRatesTable {
  id: Generated<number>;
  bp: number;
  from_day: string;
  until_day: string | null;
}

/** Invoices and bills of supply share a store's 'invoice' series; credit notes have their own. */
export type TaxSeries = 'invoice' | 'credit';

export interface TaxSeriesTable {
  store_id: number;
  series: TaxSeries;
  fy_start: number;
  last_serial: number;
}

export interface TaxDocumentsTable {
  id: Generated<number>;
  store_id: number;
  order_id: number;
  kind: DocumentKind | 'credit_note';
  series: TaxSeries;
  fy_start: number;
  serial: number;
  number: string;
  issued_at: string;
  /** A credit note's invoice. */
  invoice_id: number | null;
  /** JSON DocumentSeller as it was on the day. */
  seller: string;
  /** JSON DocumentBuyer as it was on the day. */
  buyer: string;
  /** The GST state code where the supply ended, or null when unknown. */
  place_of_supply: string | null;
  intra_state: 0 | 1;
  value_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  /** Paid from the customer's wallet: a way of paying, on the document among the payments. */
  wallet_paise: number;
  /** A credit note's reason as the shop gave it (migration 065). */
  reason: Generated<string | null>;
}

export interface TaxDocumentLinesTable {
  document_id: number;
  position: number;
  kind: 'goods' | 'delivery' | 'packing' | 'tip';
  name: string;
  hsn_code: string | null;
  quantity: number;
  treatment: TaxTreatment | 'outside';
  bp: number;
  gross_paise: number;
  discount_paise: number;
  value_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  /** A credit note's line: the position of the invoice's line it gives back units of (migration 065). */
  invoice_position: Generated<number | null>;
}

export interface TaxTables {
  tax_rates: TaxRatesTable;
  tax_series: TaxSeriesTable;
  tax_documents: TaxDocumentsTable;
  tax_document_lines: TaxDocumentLinesTable;
}
