// An order's GST document as a PDF (decision 0332), made on the server with PDFKit, whose text
// layout (fontkit) shapes Devanagari: conjuncts, reordered vowel signs and the reph come out as a
// reader expects. Noto Sans Devanagari ships as two subsets, Devanagari (with ₹ and the dandas) and
// Latin, so each piece of text is written in runs of the subset that has its letters.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatShopMoment } from '../../../domain/calendar.ts';
import { formatRatePercent } from '../../../domain/tax/rates.ts';
import { GST_STATES } from '../../../domain/tax/states.ts';
import type { TaxDocumentLineView, TaxDocumentView } from './documents.ts';

/** The words of the document, by label key (labels-invoices.ts), in the reader's language. */
export type InvoiceWords = (key: InvoiceWordKey) => string;
export type InvoiceWordKey =
  | 'invoiceKindTaxInvoice'
  | 'invoiceKindBillOfSupply'
  | 'invoiceKindReceipt'
  | 'invoiceKindCreditNote'
  | 'invoiceNumberText'
  | 'invoiceDateText'
  | 'invoiceOrderText'
  | 'invoiceSellerText'
  | 'invoiceBuyerText'
  | 'invoiceGstinText'
  | 'invoicePlaceOfSupplyText'
  | 'invoiceAgainstText'
  | 'invoiceReasonText'
  | 'invoiceReverseChargeText'
  | 'invoiceItemText'
  | 'invoiceHsnText'
  | 'invoiceQuantityText'
  | 'invoiceRateText'
  | 'invoiceTaxableText'
  | 'invoiceCgstText'
  | 'invoiceSgstText'
  | 'invoiceIgstText'
  | 'invoiceAmountText'
  | 'invoiceDiscountText'
  | 'invoiceExemptText'
  | 'invoiceNilText'
  | 'invoiceOutsideText'
  | 'invoiceDeliveryLineText'
  | 'invoicePackingLineText'
  | 'invoiceTipLineText'
  | 'invoiceTotalText'
  | 'invoiceTotalTaxText'
  | 'invoiceWalletText'
  | 'invoiceRestPaidText'
  | 'invoiceSummaryByRateText'
  | 'invoiceComputerMadeText'
  | 'invoiceNotRegisteredText';

const require = createRequire(import.meta.url);
const FONT_DIR = `${require.resolve('@fontsource/noto-sans-devanagari/package.json').replace(/package\.json$/, '')}files/`;
const FONTS = {
  deva: `${FONT_DIR}noto-sans-devanagari-devanagari-400-normal.woff`,
  devaBold: `${FONT_DIR}noto-sans-devanagari-devanagari-700-normal.woff`,
  latin: `${FONT_DIR}noto-sans-devanagari-latin-400-normal.woff`,
  latinBold: `${FONT_DIR}noto-sans-devanagari-latin-700-normal.woff`,
} as const;

/** What the Devanagari subset holds beyond the block: the dandas' block, ₹, joiners, the dotted circle. */
const DEVANAGARI = /[\u0900-\u097f\ua8e0-\ua8ff\u1cd0-\u1cff\u20b9\u25cc]|\u200c|\u200d/u;

const PAGE = { size: 'A4', margin: 36 } as const;
const WIDTH = 595.28 - 2 * PAGE.margin;
const INK = '#1b1b1b';
const MUTED = '#5a5a5a';
const RULE = '#c9c9c9';

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell(line: TaxDocumentLineView): string;
}

/** Paise as the document prints them: 1,234.50 (Indian grouping, always two decimals). */
function money(paise: number): string {
  return new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100);
}

/** Text cut into runs of one subset each. */
function runsOf(text: string): { text: string; deva: boolean }[] {
  const runs: { text: string; deva: boolean }[] = [];
  for (const char of text) {
    // A space joins the run it is in, so words are not broken into many runs; the Devanagari subset
    // has no other Latin punctuation (a comma in it would print as a box).
    const deva = DEVANAGARI.test(char) || (char === ' ' && (runs.at(-1)?.deva ?? false));
    const last = runs.at(-1);
    if (last && last.deva === deva) last.text += char;
    else runs.push({ text: char, deva });
  }
  return runs;
}

type Doc = InstanceType<typeof PDFDocument>;

interface WriteOptions {
  width: number;
  align?: 'left' | 'right' | 'center';
  bold?: boolean;
  size?: number;
  color?: string;
}

/** Writes text at (x, y) in its runs; answers the height it took. */
function write(doc: Doc, text: string, x: number, y: number, options: WriteOptions): number {
  const size = options.size ?? 9;
  doc.fontSize(size).fillColor(options.color ?? INK);
  const runs = runsOf(text === '' ? ' ' : text);
  runs.forEach((run, index) => {
    doc.font(run.deva ? (options.bold ? 'devaBold' : 'deva') : options.bold ? 'latinBold' : 'latin');
    const more = index < runs.length - 1;
    if (index === 0)
      doc.text(run.text, x, y, { width: options.width, align: options.align ?? 'left', continued: more });
    else doc.text(run.text, { continued: more });
  });
  return doc.y - y;
}

function heightOf(doc: Doc, text: string, width: number, size = 9): number {
  // The Devanagari face is the taller: measuring with it never lets a row overlap the next.
  return doc
    .font('deva')
    .fontSize(size)
    .heightOfString(text === '' ? ' ' : text, { width });
}

function kindWord(kind: TaxDocumentView['kind'], words: InvoiceWords): string {
  if (kind === 'tax_invoice') return words('invoiceKindTaxInvoice');
  if (kind === 'bill_of_supply') return words('invoiceKindBillOfSupply');
  if (kind === 'credit_note') return words('invoiceKindCreditNote');
  return words('invoiceKindReceipt');
}

function lineName(line: TaxDocumentLineView, words: InvoiceWords): string {
  if (line.kind === 'delivery') return words('invoiceDeliveryLineText');
  if (line.kind === 'packing') return words('invoicePackingLineText');
  if (line.kind === 'tip') return words('invoiceTipLineText');
  return line.name;
}

function rateWord(line: TaxDocumentLineView, words: InvoiceWords): string {
  if (line.treatment === 'exempt') return words('invoiceExemptText');
  if (line.treatment === 'nil') return words('invoiceNilText');
  if (line.treatment === 'outside') return words('invoiceOutsideText');
  return formatRatePercent(line.bp);
}

function stateName(code: string | null): string {
  return code === null ? '' : `${GST_STATES[code] ?? ''} (${code})`;
}

function columnsOf(document: TaxDocumentView, words: InvoiceWords): Column[] {
  const name: Column = {
    title: words('invoiceItemText'),
    width: 0,
    align: 'left',
    cell: (line) => lineName(line, words),
  };
  const amount: Column = {
    title: words('invoiceAmountText'),
    width: 66,
    align: 'right',
    cell: (line) => money(line.value_paise),
  };
  const quantity: Column = {
    title: words('invoiceQuantityText'),
    width: 30,
    align: 'right',
    cell: (line) => String(line.quantity),
  };
  const columns: Column[] =
    document.kind === 'receipt'
      ? [name, quantity, amount]
      : [
          name,
          { title: words('invoiceHsnText'), width: 44, align: 'left', cell: (line) => line.hsn_code ?? '' },
          quantity,
          { title: words('invoiceRateText'), width: 44, align: 'right', cell: (line) => rateWord(line, words) },
          {
            title: words('invoiceTaxableText'),
            width: 66,
            align: 'right',
            cell: (line) => money(line.taxable_paise),
          },
          ...(document.intra_state
            ? [
                {
                  title: words('invoiceCgstText'),
                  width: 52,
                  align: 'right' as const,
                  cell: (line: TaxDocumentLineView) => money(line.cgst_paise),
                },
                {
                  title: words('invoiceSgstText'),
                  width: 52,
                  align: 'right' as const,
                  cell: (line: TaxDocumentLineView) => money(line.sgst_paise),
                },
              ]
            : [
                {
                  title: words('invoiceIgstText'),
                  width: 60,
                  align: 'right' as const,
                  cell: (line: TaxDocumentLineView) => money(line.igst_paise),
                },
              ]),
          amount,
        ];
  const rest = columns.reduce((sum, column) => sum + column.width, 0);
  name.width = WIDTH - rest;
  return columns;
}

/** The document as a PDF, in the reader's words. */
export function invoicePdf(document: TaxDocumentView, words: InvoiceWords, locale: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    info: { Title: `${kindWord(document.kind, words)} ${document.number}`, Author: document.seller.legal_name },
  });
  doc.registerFont('deva', FONTS.deva);
  doc.registerFont('devaBold', FONTS.devaBold);
  doc.registerFont('latin', FONTS.latin);
  doc.registerFont('latinBold', FONTS.latinBold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE.margin;
  let y = PAGE.margin;
  y += write(doc, kindWord(document.kind, words), left, y, { width: WIDTH, size: 18, bold: true }) + 6;

  // The seller on the left, the document's number, date, order and place of supply on the right.
  const half = WIDTH / 2 - 8;
  const seller = document.seller;
  let sy = y;
  sy += write(doc, words('invoiceSellerText'), left, sy, { width: half, size: 8, color: MUTED });
  sy += write(doc, seller.legal_name, left, sy, { width: half, bold: true, size: 11 });
  if (seller.trade_name !== seller.legal_name) sy += write(doc, seller.trade_name, left, sy, { width: half });
  sy += write(doc, seller.address, left, sy, { width: half, color: MUTED });
  if (seller.gstin) sy += write(doc, `${words('invoiceGstinText')}: ${seller.gstin}`, left, sy, { width: half });
  if (seller.state_code) sy += write(doc, stateName(seller.state_code), left, sy, { width: half, color: MUTED });

  const right = left + WIDTH / 2 + 8;
  let ry = y;
  const facts: [string, string][] = [
    [words('invoiceNumberText'), document.number],
    [words('invoiceDateText'), formatShopMoment(document.issued_at, locale, 'date')],
    [words('invoiceOrderText'), document.unique_order_id],
  ];
  // Rule 53: a credit note names the invoice it corrects, by number and date.
  if (document.against)
    facts.push([
      words('invoiceAgainstText'),
      `${document.against.number} (${formatShopMoment(document.against.issued_at, locale, 'date')})`,
    ]);
  if (document.kind !== 'receipt' && document.place_of_supply)
    facts.push([words('invoicePlaceOfSupplyText'), stateName(document.place_of_supply)]);
  if (document.reason) facts.push([words('invoiceReasonText'), document.reason]);
  for (const [label, value] of facts) {
    write(doc, label, right, ry, { width: 90, size: 8, color: MUTED });
    ry += write(doc, value, right + 92, ry, { width: half - 92, bold: label === words('invoiceNumberText') });
  }
  if (document.kind === 'tax_invoice')
    ry += write(doc, words('invoiceReverseChargeText'), right, ry + 2, { width: half, size: 8, color: MUTED }) + 2;
  y = Math.max(sy, ry) + 10;

  const buyer = document.buyer;
  y += write(doc, words('invoiceBuyerText'), left, y, { width: WIDTH, size: 8, color: MUTED });
  y += write(doc, buyer.name, left, y, { width: WIDTH, bold: true });
  if (buyer.gstin) y += write(doc, `${words('invoiceGstinText')}: ${buyer.gstin}`, left, y, { width: WIDTH });
  if (buyer.address) y += write(doc, buyer.address, left, y, { width: WIDTH, color: MUTED });
  y += 12;

  // The lines.
  const columns = columnsOf(document, words);
  const rule = (at: number) =>
    doc
      .moveTo(left, at)
      .lineTo(left + WIDTH, at)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
  const headHeight = Math.max(...columns.map((column) => heightOf(doc, column.title, column.width - 4, 8)));
  let x = left;
  for (const column of columns) {
    write(doc, column.title, x + 2, y, {
      width: column.width - 4,
      align: column.align,
      size: 8,
      bold: true,
      color: MUTED,
    });
    x += column.width;
  }
  y += headHeight + 4;
  rule(y);
  y += 4;
  for (const line of document.lines) {
    const cells = columns.map((column) => column.cell(line));
    const discount = line.discount_paise > 0 ? `${words('invoiceDiscountText')} −${money(line.discount_paise)}` : '';
    const height =
      Math.max(...cells.map((cell, index) => heightOf(doc, cell, (columns[index]?.width ?? 40) - 4))) +
      (discount ? 11 : 0);
    if (y + height > 841.89 - PAGE.margin - 120) {
      doc.addPage();
      y = PAGE.margin;
    }
    x = left;
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      write(doc, cell, x + 2, y, { width: column.width - 4, align: column.align });
      x += column.width;
    });
    if (discount)
      write(doc, discount, left + 2, y + height - 11, {
        width: (columns[0]?.width ?? 100) - 4,
        size: 7.5,
        color: MUTED,
      });
    y += height + 4;
    rule(y);
    y += 4;
  }

  // The tax by rate, then the totals.
  const tax = document.cgst_paise + document.sgst_paise + document.igst_paise;
  const totalsX = left + WIDTH - 230;
  const total = (label: string, value: string, bold = false) => {
    write(doc, label, totalsX, y, { width: 150, bold });
    y += write(doc, value, totalsX + 150, y, { width: 80, align: 'right', bold });
  };
  y += 4;
  if (document.kind !== 'receipt' && document.by_rate.length > 0) {
    y += write(doc, words('invoiceSummaryByRateText'), left, y, { width: WIDTH, size: 8, bold: true, color: MUTED });
    for (const row of document.by_rate) {
      const parts = document.intra_state
        ? `${words('invoiceCgstText')} ${money(row.cgstMinor)} + ${words('invoiceSgstText')} ${money(row.sgstMinor)}`
        : `${words('invoiceIgstText')} ${money(row.igstMinor)}`;
      y += write(
        doc,
        `${formatRatePercent(row.bp)} %: ${words('invoiceTaxableText')} ${money(row.taxableMinor)}, ${parts}`,
        left,
        y,
        { width: WIDTH - 240, size: 8.5 },
      );
    }
    y += 6;
  }
  if (document.kind !== 'receipt') {
    total(words('invoiceTaxableText'), money(document.taxable_paise));
    total(words('invoiceTotalTaxText'), money(tax));
  }
  total(`${words('invoiceTotalText')} (₹)`, money(document.value_paise), true);
  if (document.wallet_paise > 0) {
    total(words('invoiceWalletText'), money(document.wallet_paise));
    total(words('invoiceRestPaidText'), money(document.value_paise - document.wallet_paise));
  }
  y += 18;
  if (document.kind === 'receipt')
    y += write(doc, words('invoiceNotRegisteredText'), left, y, { width: WIDTH, size: 8, color: MUTED });
  write(doc, words('invoiceComputerMadeText'), left, y, { width: WIDTH, size: 8, color: MUTED });
  doc.end();
  return done;
}
