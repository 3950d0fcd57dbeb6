// Requests and answers of the counter's receipts and printers (decision 0333): a store's printer
// and paper width (its manager or an admin), a test print, and an order's receipt sent to the
// store's network thermal printer.
import { z } from 'zod';
import { PAPER_WIDTHS, type PaperWidth } from '../../printing/receipt.ts';
import { DEFAULT_PRINTER_PORT, isPrinterHost, PRINTER_PORT_RANGE } from '../../printing/printer.ts';
import { id, optionalToken, text } from '../fields.ts';
import { uniqueOrderId } from '../orders.ts';

function staffRequest<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject({ token: optionalToken, ...shape });
}

export const staffPrinterSaveRequest = staffRequest({
  store_id: id,
  /** Empty: the store has no network printer (receipts print from the browser). */
  host: text(253).refine(
    (host) => host === '' || isPrinterHost(host),
    'must be an IP address like 192.168.1.50 or a host name',
  ),
  port: z
    .number()
    .int('must be a whole number')
    .min(
      PRINTER_PORT_RANGE.min,
      `must be ${PRINTER_PORT_RANGE.min} to ${PRINTER_PORT_RANGE.max} (most printers: ${DEFAULT_PRINTER_PORT})`,
    )
    .max(
      PRINTER_PORT_RANGE.max,
      `must be ${PRINTER_PORT_RANGE.min} to ${PRINTER_PORT_RANGE.max} (most printers: ${DEFAULT_PRINTER_PORT})`,
    ),
  paper_mm: z.literal([...PAPER_WIDTHS], 'must be 80 or 58 (mm)'),
  auto_print: z.boolean(),
});
export type StaffPrinterSaveInput = z.output<typeof staffPrinterSaveRequest>;

export const staffTestPrintRequest = staffRequest({ store_id: id });
export const staffPrintReceiptRequest = staffRequest({ unique_order_id: uniqueOrderId });

/** A store's receipt settings as the counter sees them. */
export interface StorePrinterView {
  store_id: number;
  store_name: string;
  paper_mm: PaperWidth;
  /** Null: no network printer. */
  host: string | null;
  port: number;
  auto_print: boolean;
  /** The member may change them (store settings). */
  may_change: boolean;
}

export interface StaffPrinterAnswer {
  printer: StorePrinterView;
}

export interface StaffPrintedAnswer {
  /** Where the job went: 'host:port'. */
  printer: string;
  bytes: number;
}
