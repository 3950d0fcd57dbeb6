// The server's words to the counter about its receipt printer (decision 0333). One table of
// src/server/said.ts SAID; Marathi in seed/essentials/labels-said/printing.ts.
export const PRINTING_WORDS = {
  saidNoPrinter: 'This store has no receipt printer set: print from the browser, or set its printer.',
  saidFieldNoPrinter: 'no printer set',
  saidPrinterRefused:
    'The printer at {printer} refused the connection: check that it is on and that the port is right.',
  saidPrinterTimeout:
    'The printer at {printer} did not answer within {seconds} seconds: check that it is on and on the shop’s network.',
  saidPrinterUnreachable: 'The printer at {printer} cannot be reached ({detail}): check its address.',
} as const;
