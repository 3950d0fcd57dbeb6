// An order's receipt at the counter (decision 0333, §10): the store as the seller, the order, its
// lines and totals, and its GST document once one is issued (at delivery or hand-over): then the
// lines are the document's, as supplied, with its number, kind and tax by rate. Read for the
// browser's receipt page and for the thermal printer.
import { fail, ok, type Result } from '../../../../domain/api/errors.ts';
import { isUnpaid } from '../../../../domain/orders/order-flow.ts';
import {
  PAPER_WIDTHS,
  type PaperWidth,
  type Receipt,
  type ReceiptDocument,
} from '../../../../domain/printing/receipt.ts';
import { reachesStore } from '../../../../domain/staff/staff.ts';
import { byRate } from '../../../../domain/tax/invoice-tax.ts';
import type { ShopContext } from '../../../context.ts';
import { said } from '../../../said.ts';
import type { StaffMember } from '../staff.ts';

const NO_SUCH_ORDER = fail('not_found', said('saidNoSuchOrder'), { unique_order_id: said('saidFieldNoSuchOrder') });

export interface CounterReceipt {
  receipt: Receipt;
  storeId: number;
  paper: PaperWidth;
}

export function paperOf(millimetres: number): PaperWidth {
  return PAPER_WIDTHS.find((width) => width === millimetres) ?? 80;
}

/** The receipt of an order of a store the member reaches; another's, or an unpaid one, is not found. */
export async function counterReceipt(
  ctx: ShopContext,
  member: StaffMember,
  uniqueOrderId: string,
): Promise<Result<CounterReceipt>> {
  const order = await ctx.db
    .selectFrom('orders')
    .innerJoin('stores', 'stores.id', 'orders.store_id')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.store_id',
      'orders.status',
      'orders.created_at',
      'orders.discount_paise',
      'orders.delivery_charge_paise',
      'orders.slot_fee_paise',
      'orders.tip_paise',
      'orders.wallet_used_paise',
      'orders.total_paise',
      'stores.name as store_name',
      'stores.address as store_address',
      'stores.phone as store_phone',
      'stores.legal_name',
      'stores.gstin',
      'stores.invoice_prefix',
      'stores.receipt_paper_mm',
      'users.name as customer',
    ])
    .where('orders.unique_order_id', '=', uniqueOrderId)
    .executeTakeFirst();
  if (!order || !reachesStore(member, order.store_id) || isUnpaid(order.status)) return NO_SUCH_ORDER;
  const document = await documentOf(ctx, order.id);
  const storeHead = {
    name: order.store_name,
    legalName: order.legal_name && order.legal_name !== order.store_name ? order.legal_name : null,
    address: order.store_address,
    phone: order.store_phone === '' ? null : order.store_phone,
    gstin: null as string | null,
  };
  const common = {
    orderId: uniqueOrderId,
    placedAt: order.created_at,
    customer: order.customer,
    issuesDocuments: order.invoice_prefix !== null,
  };
  if (document) {
    // The seller as the document names it, as it was on the day it was issued.
    const seller = JSON.parse(document.head.seller) as { legal_name: string; gstin: string | null };
    return ok({
      storeId: order.store_id,
      paper: paperOf(order.receipt_paper_mm),
      receipt: {
        ...common,
        store: {
          ...storeHead,
          legalName: seller.legal_name !== order.store_name ? seller.legal_name : null,
          gstin: seller.gstin,
        },
        lines: document.goods,
        adjustments: document.adjustments,
        totalPaise: document.head.value_paise,
        walletPaise: document.head.wallet_paise,
        document: document.view,
      },
    });
  }
  const items = await ctx.db
    .selectFrom('order_items')
    .select(['name', 'variant_name', 'quantity', 'line_total_paise'])
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  const adjustments: Receipt['adjustments'] = [];
  const delivery = order.delivery_charge_paise + order.slot_fee_paise;
  if (delivery > 0) adjustments.push({ word: 'delivery', amountPaise: delivery });
  if (order.tip_paise > 0) adjustments.push({ word: 'tip', amountPaise: order.tip_paise });
  if (order.discount_paise > 0) adjustments.push({ word: 'discount', amountPaise: -order.discount_paise });
  return ok({
    storeId: order.store_id,
    paper: paperOf(order.receipt_paper_mm),
    receipt: {
      ...common,
      store: { ...storeHead, gstin: order.gstin },
      lines: items.map((item) => ({
        name: item.variant_name ? `${item.name} (${item.variant_name})` : item.name,
        quantity: item.quantity,
        amountPaise: item.line_total_paise,
      })),
      adjustments,
      totalPaise: order.total_paise,
      walletPaise: order.wallet_used_paise,
      document: null,
    },
  });
}

/** The order's invoice, bill of supply or receipt (not its credit notes), with its lines. */
async function documentOf(ctx: ShopContext, orderId: number) {
  const head = await ctx.db
    .selectFrom('tax_documents')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('series', '=', 'invoice')
    .executeTakeFirst();
  if (!head) return null;
  const rows = await ctx.db
    .selectFrom('tax_document_lines')
    .selectAll()
    .where('document_id', '=', head.id)
    .orderBy('position')
    .execute();
  const goods = rows
    .filter((row) => row.kind === 'goods')
    .map((row) => ({ name: row.name, quantity: row.quantity, amountPaise: row.gross_paise }));
  const adjustments: Receipt['adjustments'] = [];
  for (const kind of ['delivery', 'tip'] as const) {
    const amount = rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.value_paise, 0);
    if (amount > 0) adjustments.push({ word: kind, amountPaise: amount });
  }
  const discount = rows.filter((row) => row.kind === 'goods').reduce((sum, row) => sum + row.discount_paise, 0);
  if (discount > 0) adjustments.push({ word: 'discount', amountPaise: -discount });
  const view: ReceiptDocument = {
    number: head.number,
    // A credit note is never an order's own document (series 'invoice').
    kind: head.kind === 'credit_note' ? 'receipt' : head.kind,
    issuedAt: head.issued_at,
    intraState: head.intra_state === 1,
    byRate: byRate(
      rows.map((row) => ({
        key: String(row.position),
        kind: row.kind,
        grossMinor: row.gross_paise,
        discountMinor: row.discount_paise,
        valueMinor: row.value_paise,
        treatment: row.treatment,
        bp: row.bp,
        taxableMinor: row.taxable_paise,
        cgstMinor: row.cgst_paise,
        sgstMinor: row.sgst_paise,
        igstMinor: row.igst_paise,
      })),
    ),
    taxablePaise: head.taxable_paise,
    cgstPaise: head.cgst_paise,
    sgstPaise: head.sgst_paise,
    igstPaise: head.igst_paise,
  };
  return { head, goods, adjustments, view };
}
