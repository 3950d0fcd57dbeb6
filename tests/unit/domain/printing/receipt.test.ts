// §10 The counter's receipt on a thermal printer's paper (decision 0333): the store, the order, its
// lines and totals, the document and its tax by rate, within the paper's width, then a cut.
import { describe, expect, it } from 'vitest';
import type { EscPosCommand } from '../../../../src/domain/printing/escpos.ts';
import { isPrinterHost } from '../../../../src/domain/printing/printer.ts';
import {
  LINE_CHARACTERS,
  type Receipt,
  receiptAmount,
  receiptCommands,
  receiptTitle,
  testPrintCommands,
  twoColumns,
  wrapText,
} from '../../../../src/domain/printing/receipt.ts';

const moment = (at: string) => `at ${at.slice(0, 10)}`;

const orderReceipt: Receipt = {
  store: {
    name: 'FarmCart Kothrud',
    legalName: null,
    address: 'Paud Road, Kothrud, Pune 411038',
    phone: '+91 98220 10001',
    gstin: null,
  },
  orderId: 'FC-20261128-0042',
  placedAt: '2026-11-28T04:35:00.000Z',
  customer: 'Asha Kulkarni',
  lines: [
    { name: 'Banana Yelakki (12 pc) with a name long enough to wrap on the paper', quantity: 2, amountPaise: 12_000 },
    { name: 'Tomato (1 kg)', quantity: 1, amountPaise: 4_000 },
  ],
  adjustments: [
    { word: 'delivery', amountPaise: 2_500 },
    { word: 'discount', amountPaise: -1_000 },
  ],
  totalPaise: 17_500,
  walletPaise: 0,
  issuesDocuments: true,
  document: null,
};

const invoiced: Receipt = {
  ...orderReceipt,
  store: { ...orderReceipt.store, legalName: 'Kothrud Fresh LLP', gstin: '27AAPFU0939F1ZV' },
  document: {
    number: 'KOT/2627/7',
    kind: 'tax_invoice',
    issuedAt: '2026-11-28T06:00:00.000Z',
    intraState: true,
    byRate: [
      { bp: 0, taxableMinor: 4_000, cgstMinor: 0, sgstMinor: 0, igstMinor: 0 },
      { bp: 500, taxableMinor: 12_857, cgstMinor: 321, sgstMinor: 322, igstMinor: 0 },
    ],
    taxablePaise: 16_857,
    cgstPaise: 321,
    sgstPaise: 322,
    igstPaise: 0,
  },
};

const textOf = (commands: readonly EscPosCommand[]) =>
  commands.flatMap((command) => (command.kind === 'line' ? [command.text] : []));

describe('§10 The counter receipt', () => {
  it('before a document it is an order receipt with the order, the lines, the total and why it is no invoice', () => {
    const commands = receiptCommands(orderReceipt, 80, moment);
    const lines = textOf(commands);
    expect(commands[0]).toEqual({ kind: 'init' });
    expect(commands.at(-1)).toEqual({ kind: 'cut' });
    expect(lines).toContain('ORDER RECEIPT');
    expect(lines).toContain('Order: FC-20261128-0042');
    expect(lines).toContain('Date: at 2026-11-28');
    expect(lines.some((line) => line.startsWith('Banana Yelakki') && line.endsWith('  2  120.00'))).toBe(true);
    expect(lines).toContain(twoColumns('Delivery', '25.00', 48));
    expect(lines).toContain(twoColumns('Discount', '-10.00', 48));
    expect(lines).toContain(twoColumns('Total', 'Rs 175.00', 48));
    expect(lines.join(' ')).toContain('Not a tax invoice');
    expect(lines.some((line) => line.includes('GSTIN') || line.includes('CGST'))).toBe(false);
  });

  it('a store that issues no documents says nothing of an invoice', () => {
    const lines = textOf(receiptCommands({ ...orderReceipt, issuesDocuments: false }, 80, moment));
    expect(lines.join(' ')).not.toContain('invoice');
  });

  it('with a tax invoice: the seller, its GSTIN, the number, the kind, and CGST and SGST by rate (no line for 0 %)', () => {
    const lines = textOf(receiptCommands(invoiced, 80, moment));
    expect(lines).toContain('Kothrud Fresh LLP');
    expect(lines).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(lines).toContain('TAX INVOICE');
    expect(lines).toContain('No. KOT/2627/7');
    expect(lines).toContain('Date: at 2026-11-28');
    expect(lines).toContainEqual(expect.stringMatching(/^Rate +Taxable +CGST +SGST$/));
    expect(lines).toContainEqual(expect.stringMatching(/^5% +128\.57 +3\.21 +3\.22$/));
    expect(lines.some((line) => line.startsWith('0%'))).toBe(false);
    expect(lines.join(' ')).not.toContain('Not a tax invoice');
  });

  it('across states the tax is IGST alone', () => {
    const document = invoiced.document && {
      ...invoiced.document,
      intraState: false,
      byRate: [{ bp: 1800, taxableMinor: 10_000, cgstMinor: 0, sgstMinor: 0, igstMinor: 1_800 }],
    };
    const lines = textOf(receiptCommands({ ...invoiced, document }, 80, moment));
    expect(lines).toContainEqual(expect.stringMatching(/^Rate +Taxable +IGST$/));
    expect(lines).toContainEqual(expect.stringMatching(/^18% +100\.00 +18\.00$/));
    expect(lines.some((line) => line.includes('CGST'))).toBe(false);
  });

  it('a bill of supply and a receipt carry no tax lines', () => {
    for (const kind of ['bill_of_supply', 'receipt'] as const) {
      const document = invoiced.document && { ...invoiced.document, kind };
      const lines = textOf(receiptCommands({ ...invoiced, document }, 80, moment));
      expect(lines).toContain(kind === 'receipt' ? 'RECEIPT' : 'BILL OF SUPPLY');
      expect(lines.some((line) => line.includes('CGST'))).toBe(false);
    }
  });

  it('no line is wider than the paper: 48 characters at 80 mm, 32 at 58 mm (the name in double width: half)', () => {
    for (const paper of [80, 58] as const) {
      const commands = receiptCommands(invoiced, paper, moment);
      let wide = false;
      for (const command of commands) {
        if (command.kind === 'size') wide = command.width > 1;
        if (command.kind === 'line')
          expect(command.text.length * (wide ? 2 : 1)).toBeLessThanOrEqual(LINE_CHARACTERS[paper]);
      }
    }
  });

  it('is titled by its document, or as an order receipt before one', () => {
    expect(receiptTitle(orderReceipt)).toBe('orderReceipt');
    expect(receiptTitle(invoiced)).toBe('tax_invoice');
  });

  it('a test print names the store, the moment and the paper width, then cuts', () => {
    const commands = testPrintCommands('FarmCart Kothrud', 58, '28 Nov 2026, 10:05 am');
    const lines = textOf(commands);
    expect(lines).toEqual(expect.arrayContaining(['Test print', 'FarmCart Kothrud', '28 Nov 2026, 10:05 am']));
    expect(lines.find((line) => line.startsWith('58 mm'))).toHaveLength(32);
    expect(commands.at(-1)).toEqual({ kind: 'cut' });
  });
});

describe('§10 Receipt text', () => {
  it('writes paise as rupees with two decimals and Indian grouping', () => {
    expect(receiptAmount(12_345_678)).toBe('1,23,456.78');
    expect(receiptAmount(5)).toBe('0.05');
    expect(receiptAmount(-1_000)).toBe('-10.00');
  });

  it('wraps at spaces, and cuts a word longer than the line', () => {
    expect(wrapText('Banana Yelakki 12 pc', 10)).toEqual(['Banana', 'Yelakki 12', 'pc']);
    expect(wrapText('Superlongname', 5)).toEqual(['Super', 'longn', 'ame']);
  });

  it('puts two columns on one line of the width, the left cut when both do not fit', () => {
    expect(twoColumns('Total', '9.00', 12)).toBe('Total   9.00');
    expect(twoColumns('A very long name', '9.00', 12)).toBe('A very  9.00');
  });
});

describe('§10 A printer’s address', () => {
  it('takes an IPv4 address or a host name of the shop’s network', () => {
    for (const host of ['192.168.1.50', '10.0.0.7', 'counter-printer', 'printer.kothrud.local'])
      expect(isPrinterHost(host)).toBe(true);
  });

  it('refuses a mistyped address, a URL, a port in the host, spaces', () => {
    for (const host of [
      '192.168.1',
      '192.168.1.300',
      'http://printer',
      'printer:9100',
      'counter printer',
      '-printer',
      '',
    ])
      expect(isPrinterHost(host)).toBe(false);
  });
});
