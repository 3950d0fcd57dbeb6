// The counter's receipt (decision 0333, §10): what it says, in the shop's words, and its layout on a
// thermal printer's paper. The browser shows the same receipt in English and Marathi; the thermal
// printer prints it in English (escpos.ts). With a GST document it carries the document's number,
// its kind and the tax by rate; before one is issued it is an order receipt and says so.
import type { DocumentKind, RateSummary } from '../tax/invoice-tax.ts';
import type { EscPosCommand } from './escpos.ts';

/** The receipt roll's width in millimetres (a per-store setting). */
export const PAPER_WIDTHS = [80, 58] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];

/** Characters a line holds in the printer's font A: 576 dots at 80 mm, 384 at 58 mm, 12 dots each. */
export const LINE_CHARACTERS: Readonly<Record<PaperWidth, number>> = { 80: 48, 58: 32 };

export interface ReceiptLine {
  name: string;
  quantity: number;
  amountPaise: number;
}

export interface ReceiptDocument {
  number: string;
  kind: DocumentKind;
  issuedAt: string;
  intraState: boolean;
  byRate: RateSummary[];
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface Receipt {
  store: {
    name: string;
    /** The seller's legal name when it differs from the store's. */
    legalName: string | null;
    address: string;
    phone: string | null;
    /** Only a registered store's. */
    gstin: string | null;
  };
  orderId: string;
  placedAt: string;
  customer: string;
  lines: ReceiptLine[];
  /** Delivery, tip, coupon (negative): what stands between the lines and the total. */
  adjustments: { word: ReceiptWord; amountPaise: number }[];
  totalPaise: number;
  walletPaise: number;
  /** The store issues GST documents (it has a series): the order receipt says the document comes later. */
  issuesDocuments: boolean;
  document: ReceiptDocument | null;
}

/** The receipt's words in English and Marathi. */
export const RECEIPT_WORDS = {
  tax_invoice: { en: 'Tax invoice', mr: 'कर बीजक' },
  bill_of_supply: { en: 'Bill of supply', mr: 'पुरवठ्याचे बिल' },
  receipt: { en: 'Receipt', mr: 'पावती' },
  orderReceipt: { en: 'Order receipt', mr: 'ऑर्डरची पावती' },
  documentLater: {
    en: 'Not a tax invoice: the invoice is issued when the order is delivered.',
    mr: 'हे कर बीजक नाही: ऑर्डर दिल्यावर बीजक दिले जाते.',
  },
  gstin: { en: 'GSTIN', mr: 'जीएसटीआयएन' },
  order: { en: 'Order', mr: 'ऑर्डर' },
  number: { en: 'No.', mr: 'क्र.' },
  date: { en: 'Date', mr: 'दिनांक' },
  customer: { en: 'Customer', mr: 'ग्राहक' },
  item: { en: 'Item', mr: 'वस्तू' },
  qty: { en: 'Qty', mr: 'नग' },
  amount: { en: 'Amount', mr: 'रक्कम' },
  delivery: { en: 'Delivery', mr: 'डिलिव्हरी' },
  tip: { en: 'Tip', mr: 'टिप' },
  discount: { en: 'Discount', mr: 'सूट' },
  total: { en: 'Total', mr: 'एकूण' },
  wallet: { en: 'Paid from wallet', mr: 'वॉलेटमधून भरले' },
  taxSummary: { en: 'Tax by rate', mr: 'दरानुसार कर' },
  rate: { en: 'Rate', mr: 'दर' },
  taxable: { en: 'Taxable', mr: 'करपात्र' },
  cgst: { en: 'CGST', mr: 'सीजीएसटी' },
  sgst: { en: 'SGST', mr: 'एसजीएसटी' },
  igst: { en: 'IGST', mr: 'आयजीएसटी' },
  pricesInclude: { en: 'Prices include GST.', mr: 'किमतींमध्ये जीएसटी समाविष्ट आहे.' },
  thanks: { en: 'Thank you!', mr: 'धन्यवाद!' },
  testPrint: { en: 'Test print', mr: 'चाचणी छपाई' },
  testPrintWorks: { en: 'The printer works.', mr: 'प्रिंटर चालू आहे.' },
} as const;
export type ReceiptWord = keyof typeof RECEIPT_WORDS;

/** What the receipt is called: its document's kind, or an order receipt before one is issued. */
export function receiptTitle(receipt: Pick<Receipt, 'document'>): ReceiptWord {
  return receipt.document ? receipt.document.kind : 'orderReceipt';
}

/** Paise as the receipt writes them: "1,234.50", Indian grouping, always two decimals. */
export function receiptAmount(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(paise) / 100);
  const cents = String(Math.abs(paise) % 100).padStart(2, '0');
  return `${sign}${whole.toLocaleString('en-IN')}.${cents}`;
}

/** A rate in basis points as a percentage: 500 → "5%", 250 → "2.5%". */
export function ratePercent(bp: number): string {
  return `${bp / 100}%`;
}

/** Text cut into lines of at most `width` characters, at spaces where it can. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter((part) => part !== '')) {
    for (let rest = word; rest !== ''; ) {
      const room = current === '' ? width : width - current.length - 1;
      if (rest.length <= room) {
        current = current === '' ? rest : `${current} ${rest}`;
        rest = '';
      } else if (current !== '') {
        lines.push(current);
        current = '';
      } else {
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
    }
  }
  if (current !== '') lines.push(current);
  return lines;
}

/** `left` and `right` on one line of `width`, the right flush; the left cut when both do not fit. */
export function twoColumns(left: string, right: string, width: number): string {
  const room = Math.max(width - right.length - 1, 0);
  const start = left.length > room ? left.slice(0, room) : left;
  return `${start}${' '.repeat(width - start.length - right.length)}${right}`;
}

const en = (word: ReceiptWord) => RECEIPT_WORDS[word].en;

/** A moment as the thermal receipt writes it: '28 Nov 2026, 10:05' on the shop's clock. */
export type MomentText = (at: string) => string;

/** The receipt as a thermal printer's commands, in English, for the store's paper width. */
export function receiptCommands(receipt: Receipt, paper: PaperWidth, moment: MomentText): EscPosCommand[] {
  const width = LINE_CHARACTERS[paper];
  const rule: EscPosCommand = { kind: 'line', text: '-'.repeat(width) };
  const lines = (text: string): EscPosCommand[] => wrapText(text, width).map((part) => ({ kind: 'line', text: part }));
  const commands: EscPosCommand[] = [
    { kind: 'init' },
    { kind: 'align', align: 'center' },
    { kind: 'bold', on: true },
    { kind: 'size', width: 2, height: 2 },
    ...wrapText(receipt.store.name, Math.floor(width / 2)).map((text): EscPosCommand => ({ kind: 'line', text })),
    { kind: 'size', width: 1, height: 1 },
    { kind: 'bold', on: false },
  ];
  if (receipt.store.legalName) commands.push(...lines(receipt.store.legalName));
  commands.push(...lines(receipt.store.address));
  if (receipt.store.phone) commands.push(...lines(receipt.store.phone));
  if (receipt.store.gstin) commands.push({ kind: 'line', text: `${en('gstin')}: ${receipt.store.gstin}` });
  commands.push(
    { kind: 'feed', lines: 1 },
    { kind: 'bold', on: true },
    { kind: 'line', text: en(receiptTitle(receipt)).toUpperCase() },
    { kind: 'bold', on: false },
    { kind: 'align', align: 'left' },
  );
  if (receipt.document)
    commands.push(
      { kind: 'line', text: `${en('number')} ${receipt.document.number}` },
      { kind: 'line', text: `${en('date')}: ${moment(receipt.document.issuedAt)}` },
    );
  commands.push(
    { kind: 'line', text: `${en('order')}: ${receipt.orderId}` },
    ...(receipt.document ? [] : [{ kind: 'line', text: `${en('date')}: ${moment(receipt.placedAt)}` } as const]),
    ...lines(`${en('customer')}: ${receipt.customer}`),
    rule,
    { kind: 'line', text: twoColumns(`${en('item')}`, `${en('qty')}  ${en('amount')}`, width) },
    rule,
  );
  for (const line of receipt.lines) {
    const amount = receiptAmount(line.amountPaise);
    const right = `${String(line.quantity).padStart(3)}  ${amount.padStart(en('amount').length)}`;
    const [first = '', ...rest] = wrapText(line.name, width - right.length - 1);
    commands.push({ kind: 'line', text: twoColumns(first, right, width) });
    for (const text of rest) commands.push({ kind: 'line', text });
  }
  commands.push(rule);
  for (const adjustment of receipt.adjustments)
    commands.push({
      kind: 'line',
      text: twoColumns(en(adjustment.word), receiptAmount(adjustment.amountPaise), width),
    });
  commands.push(
    { kind: 'bold', on: true },
    { kind: 'line', text: twoColumns(en('total'), `Rs ${receiptAmount(receipt.totalPaise)}`, width) },
    { kind: 'bold', on: false },
  );
  if (receipt.walletPaise > 0)
    commands.push({ kind: 'line', text: twoColumns(en('wallet'), receiptAmount(receipt.walletPaise), width) });
  commands.push(...taxCommands(receipt.document, width, rule));
  if (!receipt.document && receipt.issuesDocuments)
    commands.push({ kind: 'feed', lines: 1 }, ...lines(en('documentLater')));
  commands.push(
    { kind: 'feed', lines: 1 },
    { kind: 'align', align: 'center' },
    { kind: 'line', text: en('thanks') },
    {
      kind: 'cut',
    },
  );
  return commands;
}

/** §10 The tax by rate under the total: CGST and SGST within the state, IGST across states. */
function taxCommands(document: ReceiptDocument | null, width: number, rule: EscPosCommand): EscPosCommand[] {
  if (document?.kind !== 'tax_invoice') return [];
  const columns = (cells: readonly string[]) => {
    const cell = Math.floor(width / cells.length);
    return cells.map((text, index) => (index === 0 ? text.padEnd(cell) : text.padStart(cell))).join('');
  };
  const head = document.intraState
    ? [en('rate'), en('taxable'), en('cgst'), en('sgst')]
    : [en('rate'), en('taxable'), en('igst')];
  const commands: EscPosCommand[] = [
    rule,
    { kind: 'line', text: en('taxSummary') },
    { kind: 'line', text: columns(head) },
  ];
  for (const rate of document.byRate) {
    if (rate.bp === 0) continue;
    const cells = document.intraState
      ? [
          ratePercent(rate.bp),
          receiptAmount(rate.taxableMinor),
          receiptAmount(rate.cgstMinor),
          receiptAmount(rate.sgstMinor),
        ]
      : [ratePercent(rate.bp), receiptAmount(rate.taxableMinor), receiptAmount(rate.igstMinor)];
    commands.push({ kind: 'line', text: columns(cells) });
  }
  commands.push({ kind: 'line', text: en('pricesInclude') });
  return commands;
}

/** A short page that shows the printer is reached and cuts: the store's name, the moment, the width. */
export function testPrintCommands(storeName: string, paper: PaperWidth, at: string): EscPosCommand[] {
  const width = LINE_CHARACTERS[paper];
  return [
    { kind: 'init' },
    { kind: 'align', align: 'center' },
    { kind: 'bold', on: true },
    { kind: 'size', width: 2, height: 2 },
    { kind: 'line', text: en('testPrint') },
    { kind: 'size', width: 1, height: 1 },
    { kind: 'bold', on: false },
    ...wrapText(storeName, width).map((text): EscPosCommand => ({ kind: 'line', text })),
    { kind: 'line', text: at },
    { kind: 'line', text: `${paper} mm: ${'-'.repeat(width - `${paper} mm: `.length)}` },
    { kind: 'line', text: en('testPrintWorks') },
    { kind: 'cut' },
  ];
}
