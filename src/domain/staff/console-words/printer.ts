// The console's words for the receipt printer's panel above the queue, and the receipt page's buttons, in English (decision 0345); their Marathi is in
// server/seed/essentials/console-mr/printer.ts.

export const PRINTER_WORDS = {
  consoleReceiptBack: 'Back to orders',
  consoleReceiptPrint: 'Print ({width} mm)',
  consoleReceiptOnPrinter: 'Print receipt on the printer',
  consoleReceiptNoPrinter: 'No receipt printer is set for this store: print from the browser.',
  consoleReceiptSent: 'Sent to the printer at {printer}.',
  consoleReceiptLines: 'Lines of {order}',
  consoleReceiptNone: 'No such receipt',
  consoleReceiptNoneNote: 'This order is not one of a store you work at, or the address is not an order’s.',
  consolePrinters: 'Receipt printers',
  consolePrinter: 'Receipt printer',
  consolePrinterBrowserOnly: 'browser only',
  consolePrinterPaper: '{width} mm',
  consolePrinterPrintsOnAccept: 'prints on accept',
  consolePrinterTest: 'Test print',
  consolePrinterNone: 'No network printer: receipts print from the browser.',
  consolePrinterTestSent: 'Test page sent: it should print and cut now.',
  consolePrinterSaved: 'Printer saved.',
  consolePrinterOf: 'Printer of {store}',
  consolePrinterAddress: 'Printer address (IP or name; empty: browser only)',
  consolePrinterPort: 'Port (most printers: {port})',
  consolePrinterPaperWidth: 'Paper width',
  consolePrinterAutoPrint: 'Print the receipt when an order is accepted',
  consolePrinterSave: 'Save printer',
} as const;
