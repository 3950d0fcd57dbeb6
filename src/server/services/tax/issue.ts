// A store's GST document for an order, issued in the transaction that delivers it or hands it over
// (decision 0332, §10): the lines as supplied (short units out, substitutes in), the value paid for
// them, the tax worked out by domain/tax, and the next number of the store's series for the
// financial year. A store without a series prefix issues none; one without a GSTIN gives receipts.
import { shopToday } from '../../../domain/calendar.ts';
import { documentNumber, financialYearOf } from '../../../domain/tax/document-series.ts';
import { checkGstin } from '../../../domain/tax/gstin.ts';
import { CHARGE_SETTING_KEYS, type ChargeSettings, chargeSettingsOf } from '../../../domain/tax/charges.ts';
import { toMinor } from '../../../domain/money.ts';
import { type GoodsLine, goodsLinesOf, type TaxDocument, taxDocument } from '../../../domain/tax/invoice-tax.ts';
import type { TaxTreatment } from '../../../domain/tax/rates.ts';
import { isIntraState, stateCodeOf } from '../../../domain/tax/states.ts';
import type { ShopContext } from '../../context.ts';
import type { TaxSeries } from '../../db/schema-tax.ts';

/** The seller as the document names it, kept with the document as it was on the day. */
export interface DocumentSeller {
  legal_name: string;
  trade_name: string;
  gstin: string | null;
  address: string;
  state_code: string | null;
}

/** The customer; a valid GSTIN makes the invoice a B2B one. */
export interface DocumentBuyer {
  name: string;
  gstin: string | null;
  address: string | null;
}

interface SuppliedLine extends GoodsLine {
  name: string;
  hsn_code: string | null;
  quantity: number;
}

interface ItemTax {
  hsn_code: string | null;
  gst_rate_bp: number | null;
  tax_treatment: TaxTreatment;
}

/** Paid in all, by the bill as placed or as recomputed after short lines (decision 0285). */
interface StoredBill {
  deliveryCharge: number;
  payable: number;
}

/**
 * Issues the order's invoice, bill of supply or receipt, once: a second call (a repeated step)
 * finds it issued. Runs inside the caller's write transaction; the series row it takes stays
 * locked until that transaction ends, so numbers are consecutive across instances.
 */
export async function issueOrderDocument(tx: ShopContext, orderId: number, at: string): Promise<void> {
  const order = await tx.db
    .selectFrom('orders')
    .innerJoin('stores', 'stores.id', 'orders.store_id')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.store_id',
      'orders.mode',
      'orders.address_text',
      'orders.total_paise',
      'orders.delivery_charge_paise',
      'orders.slot_fee_paise',
      'orders.tip_paise',
      'orders.wallet_used_paise',
      'orders.adjusted_bill',
      'stores.name as store_name',
      'stores.address as store_address',
      'stores.legal_name',
      'stores.gstin',
      'stores.tax_state_code',
      'stores.invoice_prefix',
      'users.name as customer_name',
      'users.tax_number',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (!order || order.invoice_prefix === null) return;
  const issued = await tx.db
    .selectFrom('tax_documents')
    .select('id')
    .where('order_id', '=', orderId)
    .where('series', '=', 'invoice')
    .executeTakeFirst();
  if (issued) return;

  const seller: DocumentSeller = {
    legal_name: order.legal_name ?? order.store_name,
    trade_name: order.store_name,
    gstin: order.gstin,
    address: order.store_address,
    state_code: order.tax_state_code,
  };
  const buyerGstin = order.tax_number ? checkGstin(order.tax_number) : null;
  const buyer: DocumentBuyer = {
    name: order.customer_name,
    gstin: buyerGstin?.ok ? buyerGstin.gstin : null,
    address: order.mode === 'DELIVERY' ? order.address_text : null,
  };
  const placeOfSupply = placeOfSupplyOf(order.mode, order.address_text, seller.state_code);
  const intraState =
    seller.state_code === null || placeOfSupply === null || isIntraState(seller.state_code, placeOfSupply);

  const charges = await chargeSettings(tx);
  const lines = await suppliedLines(tx, orderId, charges.addons);
  const bill: StoredBill = order.adjusted_bill
    ? (JSON.parse(order.adjusted_bill) as StoredBill)
    : { deliveryCharge: order.delivery_charge_paise, payable: order.total_paise };
  const deliveryMinor = bill.deliveryCharge + order.slot_fee_paise;
  const goodsPaid = bill.payable - deliveryMinor - order.tip_paise;
  const goodsGross = lines.reduce((sum, line) => sum + line.valueMinor, 0);
  const document = taxDocument({
    registered: seller.gstin !== null,
    intraState,
    goods: lines,
    // What the customer did not pay of the goods as supplied: the coupon, and what the shop bore.
    discountMinor: Math.min(Math.max(goodsGross - goodsPaid, 0), goodsGross),
    charges: [
      { kind: 'delivery', amountMinor: deliveryMinor },
      { kind: 'tip', amountMinor: order.tip_paise },
    ],
    chargeTreatments: charges,
  });

  const fy = financialYearOf(shopToday(new Date(at)));
  const serial = await nextSerial(tx, order.store_id, 'invoice', fy.startYear);
  const inserted = await tx.db
    .insertInto('tax_documents')
    .values({
      store_id: order.store_id,
      order_id: orderId,
      kind: document.kind,
      series: 'invoice',
      fy_start: fy.startYear,
      serial,
      number: documentNumber(order.invoice_prefix, fy.startYear, serial),
      issued_at: at,
      invoice_id: null,
      seller: JSON.stringify(seller),
      buyer: JSON.stringify(buyer),
      place_of_supply: placeOfSupply,
      intra_state: intraState ? 1 : 0,
      value_paise: document.totals.valueMinor,
      taxable_paise: document.totals.taxableMinor,
      cgst_paise: document.totals.cgstMinor,
      sgst_paise: document.totals.sgstMinor,
      igst_paise: document.totals.igstMinor,
      wallet_paise: Math.min(order.wallet_used_paise, document.totals.valueMinor),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeLines(tx, inserted.id, document, lines);
}

/**
 * The next number of a series, taken in the caller's transaction: the row is made on the year's
 * first document and then raised in place, which locks it until the transaction ends.
 */
export async function nextSerial(
  tx: ShopContext,
  storeId: number,
  series: TaxSeries,
  fyStart: number,
): Promise<number> {
  await tx.db
    .insertInto('tax_series')
    .values({ store_id: storeId, series, fy_start: fyStart, last_serial: 0 })
    .onConflict((conflict) => conflict.columns(['store_id', 'series', 'fy_start']).doNothing())
    .execute();
  const row = await tx.db
    .updateTable('tax_series')
    .set((eb) => ({ last_serial: eb('last_serial', '+', 1) }))
    .where('store_id', '=', storeId)
    .where('series', '=', series)
    .where('fy_start', '=', fyStart)
    .returning('last_serial')
    .executeTakeFirstOrThrow();
  return row.last_serial;
}

/**
 * §10 Place of supply: a pickup ends at the store; a delivery where its address names a state, or
 * else in the store's own state (a store delivers within a few kilometres of itself).
 */
function placeOfSupplyOf(
  mode: 'DELIVERY' | 'SELFPICKUP',
  address: string | null,
  storeState: string | null,
): string | null {
  if (mode === 'DELIVERY' && address) {
    // The state is named last in an Indian address; a house number or a PIN is not a state's code.
    const parts = address
      .split(',')
      .map((part) => part.replace(/\b\d{6}\b/g, '').trim())
      .filter((part) => part !== '' && !/^\d+$/.test(part));
    for (const part of parts.reverse()) {
      const code = stateCodeOf(part);
      if (code) return code;
    }
  }
  return storeState;
}

/** How the shop's charges and addons are taxed (settings; decision 0332's defaults where unset). */
async function chargeSettings(tx: ShopContext): Promise<ChargeSettings> {
  const rows = await tx.db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', Object.values(CHARGE_SETTING_KEYS))
    .execute();
  return chargeSettingsOf(Object.fromEntries(rows.map((row) => [row.key, row.value])));
}

/** An order line's addons per unit, in paise (stored as the customer chose them, prices in rupees). */
function addonsPerUnit(text: string): number {
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed)) return 0;
  return parsed.reduce((sum: number, addon: { price?: unknown }) => {
    const price = typeof addon.price === 'number' || typeof addon.price === 'string' ? addon.price : 0;
    return sum + toMinor(price);
  }, 0);
}

/**
 * The order's lines as supplied: each line less its short units (its addons apart when they carry
 * a rate of their own), and each substitute handed over.
 */
async function suppliedLines(
  tx: ShopContext,
  orderId: number,
  addons: ChargeSettings['addons'],
): Promise<SuppliedLine[]> {
  const items = await tx.db
    .selectFrom('order_items')
    .select(['id', 'item_id', 'combo_id', 'name', 'variant_name', 'quantity', 'unit_price_paise', 'addons'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const shorts = await tx.db
    .selectFrom('order_substitutions')
    .select([
      'order_item_id',
      'part_id',
      'short_quantity',
      'state',
      'outcome',
      'substitute_item_id',
      'substitute_name',
      'substitute_variant_name',
      'substitute_unit_paise',
      'substitute_quantity',
    ])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const parts = await tx.db
    .selectFrom('order_item_parts')
    .innerJoin('order_items', 'order_items.id', 'order_item_parts.order_item_id')
    .select(['order_item_parts.order_item_id', 'order_item_parts.item_id'])
    .where('order_items.order_id', '=', orderId)
    .execute();
  const itemIds = [
    ...new Set([
      ...items.filter((line) => line.combo_id === null).map((line) => line.item_id),
      ...parts.map((part) => part.item_id),
      ...shorts.flatMap((short) => (short.substitute_item_id === null ? [] : [short.substitute_item_id])),
    ]),
  ];
  const taxOf = new Map<number, ItemTax>();
  if (itemIds.length > 0) {
    const rows = await tx.db
      .selectFrom('items')
      .select(['id', 'hsn_code', 'gst_rate_bp', 'tax_treatment'])
      .where('id', 'in', itemIds)
      .execute();
    for (const row of rows) taxOf.set(row.id, row);
  }
  const lines: SuppliedLine[] = [];
  for (const line of items) {
    const own = shorts.filter((short) => short.order_item_id === line.id);
    const shortUnits = own
      .filter((short) => short.part_id === null)
      .reduce((sum, short) => sum + short.short_quantity, 0);
    const kept = line.quantity - Math.min(shortUnits, line.quantity);
    // A combo is a mixed supply, taxed as its part of the highest rate (CGST Act s.8(b)).
    const tax =
      line.combo_id === null
        ? taxOf.get(line.item_id)
        : highestOf(parts.filter((part) => part.order_item_id === line.id).map((part) => taxOf.get(part.item_id)));
    if (kept > 0) {
      const item = supplied(
        `${line.id}`,
        namedLine(line.name, line.variant_name),
        kept,
        line.unit_price_paise * kept,
        tax,
      );
      const addonsMinor = Math.min(addonsPerUnit(line.addons), line.unit_price_paise) * kept;
      const parts = goodsLinesOf(
        [
          {
            key: item.key,
            itemMinor: item.valueMinor - addonsMinor,
            addonsMinor,
            bp: item.bp,
            treatment: item.treatment,
          },
        ],
        addons,
      );
      for (const part of parts) {
        const own = part.key === item.key;
        lines.push({
          ...item,
          ...part,
          name: own ? item.name : `${item.name} (addons)`,
          hsn_code: own ? item.hsn_code : null,
        });
      }
    }
    for (const short of own) {
      if (short.state !== 'settled' || short.outcome !== 'substitute' || short.substitute_quantity <= 0) continue;
      if (short.substitute_name === null || short.substitute_unit_paise === null) continue;
      lines.push(
        supplied(
          `${line.id}:substitute`,
          namedLine(short.substitute_name, short.substitute_variant_name),
          short.substitute_quantity,
          short.substitute_unit_paise * short.substitute_quantity,
          short.substitute_item_id === null ? undefined : taxOf.get(short.substitute_item_id),
        ),
      );
    }
  }
  return lines;
}

function namedLine(name: string, variant: string | null): string {
  return variant ? `${name} (${variant})` : name;
}

/**
 * A line with its item's tax. An item whose rate the shop has not set is taxed at 0 % on the
 * document rather than refused: the delivery must go through, and the console lists such items.
 */
function supplied(
  key: string,
  name: string,
  quantity: number,
  valueMinor: number,
  tax: ItemTax | undefined,
): SuppliedLine {
  const treatment = tax?.tax_treatment ?? 'taxable';
  return {
    key,
    name,
    quantity,
    valueMinor,
    hsn_code: tax?.hsn_code ?? null,
    bp: treatment === 'taxable' ? (tax?.gst_rate_bp ?? 0) : 0,
    treatment,
  };
}

function highestOf(taxes: readonly (ItemTax | undefined)[]): ItemTax | undefined {
  let best: ItemTax | undefined;
  for (const tax of taxes) {
    if (!tax) continue;
    const rate = tax.tax_treatment === 'taxable' ? (tax.gst_rate_bp ?? 0) : -1;
    const bestRate = best ? (best.tax_treatment === 'taxable' ? (best.gst_rate_bp ?? 0) : -1) : -2;
    if (rate > bestRate) best = tax;
  }
  return best;
}

async function writeLines(
  tx: ShopContext,
  documentId: number,
  document: TaxDocument,
  goods: readonly SuppliedLine[],
): Promise<void> {
  const goodsOf = new Map(goods.map((line) => [line.key, line]));
  const rows = document.lines.map((line, position) => {
    const source = goodsOf.get(line.key);
    return {
      document_id: documentId,
      position,
      kind: line.kind,
      name: source?.name ?? line.kind,
      hsn_code: source?.hsn_code ?? null,
      quantity: source?.quantity ?? 1,
      treatment: line.treatment,
      bp: line.bp,
      gross_paise: line.grossMinor,
      discount_paise: line.discountMinor,
      value_paise: line.valueMinor,
      taxable_paise: line.taxableMinor,
      cgst_paise: line.cgstMinor,
      sgst_paise: line.sgstMinor,
      igst_paise: line.igstMinor,
    };
  });
  if (rows.length > 0) await tx.db.insertInto('tax_document_lines').values(rows).execute();
}
