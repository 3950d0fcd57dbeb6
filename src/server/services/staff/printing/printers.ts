// A store's receipt printer at the counter (decision 0333): its paper width, its network thermal
// printer (ESC/POS over TCP) and whether accepting an order prints its receipt. Its manager or an
// admin changes them, audited in the change's transaction; anyone at the counter sends a test print
// or an order's receipt. Sending waits at most the printer's timeout and says why it failed.
import { fail, ok, type Result } from '../../../../domain/api/errors.ts';
import type {
  StaffPrintedAnswer,
  StaffPrinterAnswer,
  StaffPrinterSaveInput,
  StorePrinterView,
} from '../../../../domain/api/staff/printing.ts';
import { formatShopMoment } from '../../../../domain/calendar.ts';
import { encodeEscPos } from '../../../../domain/printing/escpos.ts';
import { receiptCommands, testPrintCommands } from '../../../../domain/printing/receipt.ts';
import { isStoreBound, may } from '../../../../domain/staff/permissions.ts';
import type { ShopContext } from '../../../context.ts';
import { said } from '../../../said.ts';
import { PRINTER_TIMEOUT_MS, type PrinterSent, sendToPrinter } from '../../../thermal-printer.ts';
import { auditedWrite } from '../../audit/audited-write.ts';
import { mayReachStore, NO_SUCH_STORE, type StaffMember } from '../staff.ts';
import { counterReceipt, paperOf } from './receipts.ts';

const NO_PRINTER = fail('conflict', said('saidNoPrinter'), { printer: said('saidFieldNoPrinter') });

const shopMoment = (at: string) => formatShopMoment(at, 'en-IN', 'dateTime');

interface PrinterRow {
  id: number;
  name: string;
  receipt_paper_mm: number;
  printer_host: string | null;
  printer_port: number;
  auto_print: 0 | 1;
}

function viewOf(row: PrinterRow, member: StaffMember): StorePrinterView {
  return {
    store_id: row.id,
    store_name: row.name,
    paper_mm: paperOf(row.receipt_paper_mm),
    host: row.printer_host,
    port: row.printer_port,
    auto_print: row.auto_print === 1,
    may_change: may(member.role, 'store_settings'),
  };
}

function printerRows(ctx: ShopContext) {
  return ctx.db
    .selectFrom('stores')
    .select(['id', 'name', 'receipt_paper_mm', 'printer_host', 'printer_port', 'auto_print']);
}

/** The receipt settings of the stores the member reaches, in the shop's order: the counter's printer panel. */
export async function storePrinters(ctx: ShopContext, member: StaffMember): Promise<StorePrinterView[]> {
  if (isStoreBound(member.role) && member.store_ids.length === 0) return [];
  let query = printerRows(ctx).orderBy('sort_order').orderBy('id');
  if (isStoreBound(member.role)) query = query.where('id', 'in', [...member.store_ids]);
  return (await query.execute()).map((row) => viewOf(row, member));
}

/** Saves a store's paper width, printer and auto-print; the route has checked store_settings. */
export async function saveStorePrinter(
  ctx: ShopContext,
  member: StaffMember,
  input: StaffPrinterSaveInput,
): Promise<Result<StaffPrinterAnswer>> {
  if (!(await mayReachStore(ctx, member, input.store_id))) return NO_SUCH_STORE;
  return auditedWrite(ctx, member, async (tx, audit) => {
    const before = await printerRows(tx).where('id', '=', input.store_id).executeTakeFirstOrThrow();
    const columns = {
      receipt_paper_mm: input.paper_mm,
      printer_host: input.host === '' ? null : input.host,
      printer_port: input.port,
      auto_print: (input.auto_print ? 1 : 0) as 0 | 1,
    };
    await tx.db.updateTable('stores').set(columns).where('id', '=', input.store_id).execute();
    const after = { ...before, ...columns };
    await audit.record({
      kind: 'store',
      action: 'update',
      entityId: input.store_id,
      storeId: input.store_id,
      summary: `Receipt printer of ${before.name}: ${printerText(after)}`,
      before: audited(before),
      after: audited(after),
    });
    return ok({ printer: viewOf(after, member) });
  });
}

function printerText(row: PrinterRow): string {
  const where = row.printer_host === null ? 'browser only' : `${row.printer_host}:${row.printer_port}`;
  return `${where}, ${row.receipt_paper_mm} mm${row.auto_print === 1 ? ', prints on accept' : ''}`;
}

function audited(row: PrinterRow) {
  return {
    receipt_paper_mm: row.receipt_paper_mm,
    printer_host: row.printer_host,
    printer_port: row.printer_port,
    auto_print: row.auto_print === 1,
  };
}

/** A short page on the store's printer: the counter sees that it is reached and cuts. */
export async function testPrint(
  ctx: ShopContext,
  member: StaffMember,
  storeId: number,
): Promise<Result<StaffPrintedAnswer>> {
  if (!(await mayReachStore(ctx, member, storeId))) return NO_SUCH_STORE;
  const row = await printerRows(ctx).where('id', '=', storeId).executeTakeFirstOrThrow();
  if (row.printer_host === null) return NO_PRINTER;
  const paper = paperOf(row.receipt_paper_mm);
  const bytes = encodeEscPos(testPrintCommands(row.name, paper, shopMoment(ctx.now().toISOString())));
  return send({ host: row.printer_host, port: row.printer_port }, bytes);
}

/** An order's receipt on its store's printer, in English (decision 0333). */
export async function printReceipt(
  ctx: ShopContext,
  member: StaffMember,
  uniqueOrderId: string,
): Promise<Result<StaffPrintedAnswer>> {
  const found = await counterReceipt(ctx, member, uniqueOrderId);
  if (!found.ok) return found;
  const row = await printerRows(ctx).where('id', '=', found.value.storeId).executeTakeFirstOrThrow();
  if (row.printer_host === null) return NO_PRINTER;
  const bytes = encodeEscPos(receiptCommands(found.value.receipt, found.value.paper, shopMoment));
  return send({ host: row.printer_host, port: row.printer_port }, bytes);
}

async function send(printer: { host: string; port: number }, bytes: Uint8Array): Promise<Result<StaffPrintedAnswer>> {
  const where = `${printer.host}:${printer.port}`;
  const sent: PrinterSent = await sendToPrinter(printer, bytes);
  if (sent.ok) return ok({ printer: where, bytes: bytes.length });
  // The printer is a device the call depends on, not the request's fault: unavailable (503), not a bad request.
  switch (sent.reason) {
    case 'refused':
      return fail('unavailable', said('saidPrinterRefused', { printer: where }));
    case 'timeout':
      return fail('unavailable', said('saidPrinterTimeout', { printer: where, seconds: PRINTER_TIMEOUT_MS / 1000 }));
    case 'unreachable':
      return fail('unavailable', said('saidPrinterUnreachable', { printer: where, detail: sent.detail }));
  }
}
