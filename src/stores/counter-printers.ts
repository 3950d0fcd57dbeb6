// The counter's receipt printers as changed on this page (decision 0333): the printer panel saves
// a store's printer, and the queue's cards print with it at once (auto-print on accept, Print
// receipt) without a reload. Null until a change: the islands render the page's own list first.
import { atom } from 'nanostores';
import type { StorePrinterView } from '../domain/api/staff/printing.ts';

export const $changedPrinters = atom<StorePrinterView[] | null>(null);

/** One store's printer saved: the page's list with it in place. */
export function printerSaved(list: readonly StorePrinterView[], saved: StorePrinterView): void {
  const current = $changedPrinters.get() ?? list;
  $changedPrinters.set(current.map((printer) => (printer.store_id === saved.store_id ? saved : printer)));
}
