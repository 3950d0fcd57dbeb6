// The documents of a store's month (decision 0332, §10), for the GST returns' sections
// (domain/tax/returns.ts): issued from the month's first local day to the next month's.
import { addDays, parseIsoDate, shopDayStart, shopToday, toIsoDate } from '../../../domain/calendar.ts';
import type { ReturnDocument, ReturnLine } from '../../../domain/tax/returns.ts';
import type { ShopContext } from '../../context.ts';
import type { DocumentBuyer } from './issue.ts';

/** 'yyyy-mm' of a real month, or null. */
export function monthOf(text: string): { first: string; next: string } | null {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(text)) return null;
  const first = parseIsoDate(`${text}-01`);
  if (!first) return null;
  const next = addDays(first, 32);
  return { first: `${text}-01`, next: `${toIsoDate(next).slice(0, 7)}-01` };
}

/** The store's documents issued in the month, in the order of their series and numbers. */
export async function monthDocuments(
  ctx: Pick<ShopContext, 'db'>,
  storeId: number,
  month: { first: string; next: string },
): Promise<ReturnDocument[]> {
  const from = shopDayStart(parseIsoDate(month.first) ?? new Date(Number.NaN)).toISOString();
  const until = shopDayStart(parseIsoDate(month.next) ?? new Date(Number.NaN)).toISOString();
  const rows = await ctx.db
    .selectFrom('tax_documents')
    .select([
      'id',
      'kind',
      'series',
      'number',
      'serial',
      'issued_at',
      'buyer',
      'place_of_supply',
      'intra_state',
      'value_paise',
    ])
    .where('store_id', '=', storeId)
    .where('issued_at', '>=', from)
    .where('issued_at', '<', until)
    .orderBy('series')
    .orderBy('fy_start')
    .orderBy('serial')
    .execute();
  if (rows.length === 0) return [];
  const lines = await ctx.db
    .selectFrom('tax_document_lines')
    .select([
      'document_id',
      'kind',
      'name',
      'hsn_code',
      'quantity',
      'treatment',
      'bp',
      'value_paise',
      'taxable_paise',
      'cgst_paise',
      'sgst_paise',
      'igst_paise',
    ])
    .where(
      'document_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('document_id')
    .orderBy('position')
    .execute();
  const linesOf = Map.groupBy(lines, (line) => line.document_id);
  return rows.map((row) => {
    const buyer = JSON.parse(row.buyer) as DocumentBuyer;
    return {
      kind: row.kind,
      series: row.series,
      number: row.number,
      serial: row.serial,
      day: shopToday(new Date(row.issued_at)),
      buyer_name: buyer.name,
      buyer_gstin: buyer.gstin,
      place_of_supply: row.place_of_supply,
      intra_state: row.intra_state === 1,
      value_paise: row.value_paise,
      lines: (linesOf.get(row.id) ?? []).map(({ document_id: _id, ...line }): ReturnLine => line),
    };
  });
}
