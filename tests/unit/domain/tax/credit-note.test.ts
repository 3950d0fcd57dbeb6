import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CreditableLine,
  creditNoteFigures,
  refundSplit,
  unitsValue,
} from '../../../../src/domain/tax/credit-note.ts';
import { documentNumber, readDocumentNumber } from '../../../../src/domain/tax/document-series.ts';
import { DEFAULT_CHARGE_TREATMENTS, taxDocument } from '../../../../src/domain/tax/invoice-tax.ts';

/** The goods lines of an invoice worked out by taxDocument, as the credit note reads them. */
function invoiceLines(intraState: boolean, discountMinor: number): CreditableLine[] {
  const goods = [
    { key: 'a', valueMinor: 3 * 4_999, bp: 500, treatment: 'taxable' as const },
    { key: 'b', valueMinor: 7 * 1_333, bp: 1800, treatment: 'taxable' as const },
    { key: 'c', valueMinor: 2 * 4_000, bp: 0, treatment: 'nil' as const },
  ];
  const quantities = [3, 7, 2];
  const document = taxDocument({
    registered: true,
    intraState,
    goods,
    discountMinor,
    charges: [{ kind: 'delivery', amountMinor: 3_000 }],
    chargeTreatments: DEFAULT_CHARGE_TREATMENTS,
  });
  return document.lines
    .filter((line) => line.kind === 'goods')
    .map((line, position) => ({
      position,
      quantity: quantities[position] ?? 1,
      valueMinor: line.valueMinor,
      bp: line.bp,
      igstMinor: line.igstMinor,
      treatment: line.treatment,
      creditedUnits: 0,
    }));
}

describe('credit note figures', () => {
  it('credits a whole line with exactly the value and tax the invoice carried', () => {
    for (const intraState of [true, false]) {
      const lines = invoiceLines(intraState, 1_001);
      const document = taxDocument({
        registered: true,
        intraState,
        goods: [
          { key: 'a', valueMinor: 3 * 4_999, bp: 500, treatment: 'taxable' },
          { key: 'b', valueMinor: 7 * 1_333, bp: 1800, treatment: 'taxable' },
          { key: 'c', valueMinor: 2 * 4_000, bp: 0, treatment: 'nil' },
        ],
        discountMinor: 1_001,
        charges: [{ kind: 'delivery', amountMinor: 3_000 }],
        chargeTreatments: DEFAULT_CHARGE_TREATMENTS,
      });
      const figures = creditNoteFigures(
        lines,
        lines.map((line) => ({ position: line.position, quantity: line.quantity })),
      );
      expect(figures.ok).toBe(true);
      if (!figures.ok) return;
      figures.lines.forEach((credited, index) => {
        const invoiced = document.lines[index];
        expect(credited.valueMinor).toBe(invoiced?.valueMinor);
        expect(credited.taxableMinor).toBe(invoiced?.taxableMinor);
        expect(credited.cgstMinor).toBe(invoiced?.cgstMinor);
        expect(credited.sgstMinor).toBe(invoiced?.sgstMinor);
        expect(credited.igstMinor).toBe(invoiced?.igstMinor);
      });
    }
  });

  it('credits IGST alone on an inter-state invoice, CGST and SGST halves on an intra-state one', () => {
    const intra = creditNoteFigures(invoiceLines(true, 0), [{ position: 1, quantity: 2 }]);
    const inter = creditNoteFigures(invoiceLines(false, 0), [{ position: 1, quantity: 2 }]);
    if (!intra.ok || !inter.ok) throw new Error('refused');
    // 2 of 7 units at ₹13.33 are ₹26.66, 18 % inside: ₹4.06 (2.03 + 2.03).
    expect(intra.lines[0]).toMatchObject({ valueMinor: 2_666, cgstMinor: 203, sgstMinor: 203, igstMinor: 0 });
    expect(inter.lines[0]).toMatchObject({ valueMinor: 2_666, cgstMinor: 0, sgstMinor: 0, igstMinor: 406 });
    expect(intra.taxMinor).toBe(406);
  });

  it('adds the credits of a line unit by unit up to its value and tax, whatever the rounding', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.constantFrom(0, 500, 1200, 1800, 2800, 4000),
        fc.boolean(),
        (quantity, valueMinor, bp, intra) => {
          const document = taxDocument({
            registered: true,
            intraState: intra,
            goods: [{ key: 'x', valueMinor, bp, treatment: 'taxable' }],
            discountMinor: 0,
            charges: [],
            chargeTreatments: DEFAULT_CHARGE_TREATMENTS,
          });
          const invoiced = document.lines[0];
          if (!invoiced) throw new Error('no line');
          let value = 0;
          let tax = 0;
          for (let unit = 0; unit < quantity; unit += 1) {
            const figures = creditNoteFigures(
              [
                {
                  position: 0,
                  quantity,
                  valueMinor,
                  bp: invoiced.bp,
                  igstMinor: invoiced.igstMinor,
                  treatment: 'taxable',
                  creditedUnits: unit,
                },
              ],
              [{ position: 0, quantity: 1 }],
            );
            if (!figures.ok) throw new Error('refused');
            value += figures.valueMinor;
            tax += figures.taxMinor;
          }
          expect(value).toBe(invoiced.valueMinor);
          expect(tax).toBe(invoiced.cgstMinor + invoiced.sgstMinor + invoiced.igstMinor);
        },
      ),
    );
  });

  it('shares a line over its units half up, whole at the last unit', () => {
    expect(unitsValue(1_000, 3, 1)).toBe(333);
    expect(unitsValue(1_000, 3, 2)).toBe(667);
    expect(unitsValue(1_000, 3, 3)).toBe(1_000);
    expect(unitsValue(1_001, 2, 1)).toBe(501);
  });

  it('refuses more units than are left, a line not on the invoice and a line asked twice', () => {
    const lines = invoiceLines(true, 0).map((line) => (line.position === 0 ? { ...line, creditedUnits: 2 } : line));
    expect(creditNoteFigures(lines, [{ position: 0, quantity: 2 }])).toEqual({
      ok: false,
      refusals: [{ index: 0, reason: 'too_many', left: 1 }],
    });
    expect(
      creditNoteFigures(lines, [
        { position: 9, quantity: 1 },
        { position: 1, quantity: 1 },
        { position: 1, quantity: 1 },
      ]),
    ).toEqual({
      ok: false,
      refusals: [
        { index: 0, reason: 'no_line' },
        { index: 2, reason: 'twice' },
      ],
    });
    expect(creditNoteFigures(lines, [{ position: 0, quantity: 1 }]).ok).toBe(true);
  });
});

describe('refund split and credit series', () => {
  it('refunds online while any online payment is left, the rest to the wallet', () => {
    expect(refundSplit(5_000, 20_000)).toEqual({ onlineMinor: 5_000, walletMinor: 0 });
    expect(refundSplit(5_000, 1_200)).toEqual({ onlineMinor: 1_200, walletMinor: 3_800 });
    expect(refundSplit(5_000, 0)).toEqual({ onlineMinor: 0, walletMinor: 5_000 });
  });

  it('numbers credit notes consecutively in their own series', () => {
    const numbers = [1, 2, 3].map((serial) => documentNumber('CN', 2026, serial));
    expect(numbers).toEqual(['CN/2627/1', 'CN/2627/2', 'CN/2627/3']);
    expect(numbers.map((number) => readDocumentNumber(number)?.serial)).toEqual([1, 2, 3]);
  });
});
