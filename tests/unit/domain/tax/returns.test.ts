import { describe, expect, it } from 'vitest';
import { type ReturnDocument, type ReturnLine, returnSection } from '../../../../src/domain/tax/returns.ts';

const line = (change: Partial<ReturnLine>): ReturnLine => ({
  kind: 'goods',
  name: 'Cow Ghee',
  hsn_code: '0405',
  quantity: 1,
  treatment: 'taxable',
  bp: 500,
  value_paise: 10_500,
  taxable_paise: 10_000,
  cgst_paise: 250,
  sgst_paise: 250,
  igst_paise: 0,
  ...change,
});

const methi = line({
  name: 'Methi',
  hsn_code: '0709',
  treatment: 'exempt',
  bp: 0,
  value_paise: 4_000,
  taxable_paise: 4_000,
  cgst_paise: 0,
  sgst_paise: 0,
  quantity: 2,
});
const delivery = line({
  kind: 'delivery',
  name: 'delivery',
  hsn_code: null,
  value_paise: 3_000,
  taxable_paise: 2_858,
  cgst_paise: 71,
  sgst_paise: 71,
});
const tip = line({
  kind: 'tip',
  name: 'tip',
  hsn_code: null,
  treatment: 'outside',
  bp: 0,
  value_paise: 2_000,
  taxable_paise: 2_000,
  cgst_paise: 0,
  sgst_paise: 0,
});

const documents: ReturnDocument[] = [
  {
    kind: 'tax_invoice',
    series: 'invoice',
    number: 'KOT/2627/7',
    serial: 7,
    day: '2026-11-03',
    buyer_name: 'Asha',
    buyer_gstin: null,
    place_of_supply: '27',
    intra_state: true,
    value_paise: 10_500 + 4_000 + 3_000 + 2_000,
    lines: [line({}), methi, delivery, tip],
  },
  {
    kind: 'tax_invoice',
    series: 'invoice',
    number: 'KOT/2627/8',
    serial: 8,
    day: '2026-11-28',
    buyer_name: 'Pune Caterers',
    buyer_gstin: '27AAPFU0939F1ZV',
    place_of_supply: '27',
    intra_state: true,
    value_paise: 21_000,
    lines: [line({ quantity: 2, value_paise: 21_000, taxable_paise: 20_000, cgst_paise: 500, sgst_paise: 500 })],
  },
];

describe('§10 The accountant’s month', () => {
  it('the HSN summary holds every supply by code and rate, charges by their SAC, and no tip', () => {
    const table = returnSection('hsn', documents);
    expect(table.headers.slice(0, 5)).toEqual(['HSN', 'Description', 'UQC', 'Total Quantity', 'Total Value']);
    expect(table.rows).toEqual([
      ['0405', 'Cow Ghee', 'NOS-NUMBERS', 3, 315, '5', 300, 0, 7.5, 7.5, 0],
      ['0709', 'Methi', 'NOS-NUMBERS', 2, 40, '0', 40, 0, 0, 0, 0],
      ['996813', 'delivery', 'NOS-NUMBERS', 1, 30, '5', 28.58, 0, 0.71, 0.71, 0],
    ]);
    // What the documents were paid, less the tips, to the paisa.
    const total = table.rows.reduce((sum, row) => sum + Number(row[4]) * 100, 0);
    expect(Math.round(total)).toBe(
      documents.reduce((sum, document) => sum + document.value_paise, 0) - tip.value_paise,
    );
  });

  it('the HSN summary nets a credit note of the month against the supplies (decision 0338)', () => {
    const first = documents[0];
    if (!first) throw new Error('a document');
    const credit: ReturnDocument = {
      ...first,
      kind: 'credit_note',
      series: 'credit',
      number: 'KOTCN/2627/1',
      serial: 1,
      value_paise: 10_500,
      lines: [line({})],
    };
    const rows = returnSection('hsn', [...documents, credit]).rows;
    expect(rows[0]).toEqual(['0405', 'Cow Ghee', 'NOS-NUMBERS', 2, 210, '5', 200, 0, 5, 5, 0]);
  });

  it('B2B lists an invoice to a GSTIN by rate; B2C sums the rest by place of supply and rate', () => {
    expect(returnSection('b2b', documents).rows).toEqual([
      [
        '27AAPFU0939F1ZV',
        'Pune Caterers',
        'KOT/2627/8',
        '28-Nov-2026',
        210,
        '27-Maharashtra',
        'N',
        '',
        'Regular B2B',
        '',
        '5',
        200,
        0,
      ],
    ]);
    expect(returnSection('b2cs', documents).rows).toEqual([['OE', '27-Maharashtra', '5', '', 128.58, 0, '']]);
  });

  it('exempt goods are reported by the kind of supply; the documents issued run from the first number to the last', () => {
    expect(returnSection('exemp', documents).rows).toContainEqual([
      'Intra-State supplies to unregistered persons',
      0,
      40,
      0,
    ]);
    expect(returnSection('docs', documents).rows).toEqual([
      ['Invoices for outward supply', 'KOT/2627/7', 'KOT/2627/8', 2, 0],
    ]);
  });

  it('the register has a row a document, its taxable value and tax without the tip', () => {
    expect(returnSection('register', documents).rows[0]).toEqual([
      'tax_invoice',
      'KOT/2627/7',
      '03-Nov-2026',
      'Asha',
      '',
      '27-Maharashtra',
      195,
      168.58,
      3.21,
      3.21,
      0,
    ]);
  });
});
