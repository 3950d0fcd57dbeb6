// Goods missing or damaged after delivery (decision 0338, §10): the staff give back units of a
// delivered or collected order's lines, with a reason. The refund is worked out from the order's
// invoice (what was paid for each line, after its discount) by domain/tax/credit-note.ts, refunded by
// the order's payment (payments/order-refunds.ts refundPartOfOrder: the online payment first, the
// rest to the wallet), and goes with a credit note (tax/credit-notes.ts), audited: all in one
// transaction, so a refusal writes nothing.
import { fail, ok, type Result, type Said } from '../../../domain/api/errors.ts';
import type {
  StaffCreditLinesAnswer,
  StaffRefundItemsAnswer,
  StaffRefundItemsInput,
} from '../../../domain/api/staff/credit-notes.ts';
import { fromMinor } from '../../../domain/money.ts';
import { isFulfilled } from '../../../domain/orders/order-flow.ts';
import { reachesStore, type StaffMember } from '../../../domain/staff/staff.ts';
import type { ShopContext } from '../../context.ts';
import type { OrderRow } from '../../db/schema-orders.ts';
import { forUpdate } from '../../db/write-transaction.ts';
import { auditedWrite } from '../audit/audited-write.ts';
import { refundPartOfOrder, sendDueRefunds } from '../payments/order-refunds.ts';
import { invoiceToCredit, issueCreditNote, type OrderInvoice } from '../tax/credit-notes.ts';
import { said } from '../../said.ts';
import { ORDER_NOT_FOUND } from './orders.ts';
import { statusSaid } from './order-status.ts';

async function reachableOrder(
  ctx: Pick<ShopContext, 'db'>,
  member: StaffMember,
  uniqueOrderId: string,
): Promise<OrderRow | null> {
  const row = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('unique_order_id', '=', uniqueOrderId)
    .executeTakeFirst();
  return row && reachesStore(member, row.store_id) ? row : null;
}

async function creditLinesOf(
  ctx: Pick<ShopContext, 'db'>,
  order: OrderRow,
  invoice: OrderInvoice | null,
): Promise<StaffCreditLinesAnswer> {
  const notes = invoice
    ? await ctx.db
        .selectFrom('tax_documents')
        .select(['number', 'issued_at', 'value_paise', 'reason'])
        .where('invoice_id', '=', invoice.id)
        .orderBy('id')
        .execute()
    : [];
  return {
    unique_order_id: order.unique_order_id,
    invoice: invoice ? { number: invoice.number, issued_at: invoice.issued_at } : null,
    lines: (invoice?.lines ?? []).map((line) => ({
      position: line.position,
      name: line.name,
      quantity: line.quantity,
      credited: line.creditedUnits,
      value_paise: line.valueMinor,
      bp: line.bp,
      igst_paise: line.igstMinor,
      treatment: line.treatment,
    })),
    credit_notes: notes.map((note) => ({
      number: note.number,
      issued_at: note.issued_at,
      value: fromMinor(note.value_paise),
      reason: note.reason,
    })),
  };
}

/** A delivered order's invoice lines with what is left to give back, and its credit notes. */
export async function staffCreditLines(
  ctx: ShopContext,
  member: StaffMember,
  input: { unique_order_id: string },
): Promise<Result<StaffCreditLinesAnswer>> {
  const order = await reachableOrder(ctx, member, input.unique_order_id);
  if (!order) return fail('not_found', ORDER_NOT_FOUND);
  return ok(await creditLinesOf(ctx, order, await invoiceToCredit(ctx, order.id)));
}

/** Refunds units missing or damaged of a delivered order, with its credit note, audited. */
export async function refundItems(
  ctx: ShopContext,
  member: StaffMember,
  input: StaffRefundItemsInput,
): Promise<Result<StaffRefundItemsAnswer>> {
  const found = await reachableOrder(ctx, member, input.unique_order_id);
  if (!found) return fail('not_found', ORDER_NOT_FOUND);
  const result = await auditedWrite(ctx, member, async (tx, audit): Promise<Result<StaffRefundItemsAnswer>> => {
    // Locked, so two refunds of one order read what the other gave back.
    const order = await forUpdate(
      tx,
      tx.db.selectFrom('orders').selectAll().where('id', '=', found.id),
    ).executeTakeFirstOrThrow();
    if (!isFulfilled(order.status))
      return fail('conflict', said('saidRefundAfterDelivery'), {
        unique_order_id: said('saidFieldOrderIs', { status: statusSaid(order.status) }),
      });
    const invoice = await invoiceToCredit(tx, order.id);
    if (!invoice) return fail('conflict', said('saidNoDocumentToCredit'));
    if (input.lines.every((line) => line.quantity === 0))
      return fail('validation_failed', said('saidMoreThanPaid'), { lines: said('saidFieldNoUnits') });
    const at = tx.now().toISOString();
    const note = await issueCreditNote(tx, invoice, input.lines, input.reason, at);
    if (!note.ok) {
      const fields: Record<string, Said> = {};
      for (const refusal of note.refusals) {
        const ask = input.lines[refusal.index];
        if (refusal.reason === 'too_many')
          fields[`lines.${refusal.index}.quantity`] = said('saidFieldAtMost', { n: refusal.left });
        else if (refusal.reason === 'twice') fields[`lines.${refusal.index}.position`] = said('saidFieldLineTwice');
        else fields[`lines.${refusal.index}.position`] = said('saidFieldNoLine', { line: ask?.position ?? 0 });
      }
      return fail('validation_failed', said('saidMoreThanPaid'), fields);
    }
    const description = `Refund of items missing or damaged in order ${order.unique_order_id} (credit note ${note.number})`;
    const split = await refundPartOfOrder(tx, order, note.valueMinor, `credit-${note.id}`, description);
    const names = new Map(invoice.lines.map((line) => [line.position, line.name]));
    const given = input.lines
      .filter((line) => line.quantity > 0)
      .map((line) => `${line.quantity} × ${names.get(line.position) ?? line.position}`)
      .join(', ');
    await audit.record({
      kind: 'order',
      action: 'refund',
      entityId: order.id,
      storeId: order.store_id,
      summary: `Order ${order.unique_order_id}: refunded ₹${fromMinor(note.valueMinor)} for ${given} (${input.reason}); credit note ${note.number}`,
      before: null,
      after: {
        credit_note: note.number,
        lines: input.lines,
        reason: input.reason,
        value_paise: note.valueMinor,
        tax_paise: note.taxMinor,
        refund_online_paise: split.onlineMinor,
        refund_wallet_paise: split.walletMinor,
      },
    });
    const answer = await creditLinesOf(tx, order, await invoiceToCredit(tx, order.id));
    return ok({
      ...answer,
      refunded: {
        number: note.number,
        value: fromMinor(note.valueMinor),
        tax: fromMinor(note.taxMinor),
        online: fromMinor(split.onlineMinor),
        wallet: fromMinor(split.walletMinor),
      },
    });
  });
  // What goes back online is sent once the refund committed (housekeeping retries a failure).
  if (result.ok && result.value.refunded.online > 0) await sendDueRefunds(ctx, found.id);
  return result;
}
