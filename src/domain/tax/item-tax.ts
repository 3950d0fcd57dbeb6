// §10 An item's tax as the console's item form and the server keep it (decision 0332): its HSN code
// (4, 6 or 8 digits, or none yet), its GST rate as typed ("5", "0.25"; none while not set) and
// whether the law taxes it, nil-rates it or exempts it. Nil-rated and exempt goods carry no rate.
import { formatRatePercent, parseRatePercent, type TaxTreatment } from './rates.ts';

export const TAX_TREATMENTS = ['taxable', 'nil', 'exempt'] as const satisfies readonly TaxTreatment[];

export interface ItemTaxInput {
  hsn_code: string;
  gst_rate: string;
  tax_treatment: TaxTreatment;
}

const HSN = /^(\d{4}|\d{6}|\d{8})$/;

/** The item form's tax fields refused, in the console's words (decision 0308). */
export function itemTaxProblems(input: ItemTaxInput): { field: string; reason: string }[] {
  const problems: { field: string; reason: string }[] = [];
  if (input.hsn_code.trim() !== '' && !HSN.test(input.hsn_code.trim()))
    problems.push({ field: 'hsn_code', reason: 'An HSN code has 4, 6 or 8 digits, such as 0405.' });
  if (input.tax_treatment === 'taxable' && input.gst_rate.trim() !== '' && parseRatePercent(input.gst_rate) === null)
    problems.push({ field: 'gst_rate', reason: 'Give a rate from 0 to 100 %, such as 5 or 0.25.' });
  return problems;
}

/** The columns kept: the rate in basis points (0 for nil-rated and exempt goods, null while not set). */
export function itemTaxColumns(input: ItemTaxInput): {
  hsn_code: string | null;
  gst_rate_bp: number | null;
  tax_treatment: TaxTreatment;
} {
  const hsn = input.hsn_code.trim();
  return {
    hsn_code: hsn === '' ? null : hsn,
    gst_rate_bp: input.tax_treatment === 'taxable' ? parseRatePercent(input.gst_rate) : 0,
    tax_treatment: input.tax_treatment,
  };
}

/** The form's fields from the stored columns. */
export function itemTaxFields(row: {
  hsn_code: string | null;
  gst_rate_bp: number | null;
  tax_treatment: TaxTreatment;
}): ItemTaxInput {
  return {
    hsn_code: row.hsn_code ?? '',
    gst_rate: row.tax_treatment === 'taxable' && row.gst_rate_bp !== null ? formatRatePercent(row.gst_rate_bp) : '',
    tax_treatment: row.tax_treatment,
  };
}
