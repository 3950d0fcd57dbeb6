import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ChargeTreatment,
  creditForLine,
  DEFAULT_CHARGE_TREATMENTS,
  goodsLinesOf,
  spread,
  type TaxDocumentInput,
  taxDocument,
  taxInside,
} from '../../../../src/domain/tax/invoice-tax.ts';

const RATES = [0, 25, 300, 500, 1200, 1800, 2800, 4000];
const rate = fc.constantFrom(...RATES);
const paise = fc.integer({ min: 0, max: 2_000_000 });
const goodsLine = fc.record({
  key: fc.uuid(),
  valueMinor: paise,
  bp: rate,
  treatment: fc.constantFrom('taxable' as const, 'taxable' as const, 'nil' as const, 'exempt' as const),
});
const chargeTreatment: fc.Arbitrary<ChargeTreatment> = fc.oneof(
  rate.map((bp) => ({ kind: 'rate' as const, bp })),
  fc.constant({ kind: 'principal' as const }),
  fc.constant({ kind: 'exempt' as const }),
  fc.constant({ kind: 'outside' as const }),
);
const documentInput: fc.Arbitrary<TaxDocumentInput> = fc
  .record({
    registered: fc.boolean(),
    intraState: fc.boolean(),
    goods: fc.array(goodsLine, { minLength: 1, maxLength: 12 }),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    delivery: fc.integer({ min: 0, max: 10_000 }),
    packing: fc.integer({ min: 0, max: 5_000 }),
    tip: fc.integer({ min: 0, max: 10_000 }),
    treatments: fc.record({ delivery: chargeTreatment, packing: chargeTreatment, tip: chargeTreatment }),
  })
  .map((drawn) => {
    const goodsMinor = drawn.goods.reduce((sum, line) => sum + line.valueMinor, 0);
    return {
      registered: drawn.registered,
      intraState: drawn.intraState,
      goods: drawn.goods,
      discountMinor: Math.floor(goodsMinor * drawn.discountShare),
      charges: [
        { kind: 'delivery' as const, amountMinor: drawn.delivery },
        { kind: 'packing' as const, amountMinor: drawn.packing },
        { kind: 'tip' as const, amountMinor: drawn.tip },
      ],
      chargeTreatments: drawn.treatments,
    };
  });

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

describe('§10 Tax in a price', () => {
  it('the tax inside a price is even (CGST = SGST) and within 1 paisa of the exact share', () => {
    fc.assert(
      fc.property(paise, rate, (value, bp) => {
        const tax = taxInside(value, bp);
        expect(tax % 2).toBe(0);
        expect(Math.abs(tax - (value * bp) / (10_000 + bp))).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('₹105 at 5 % is ₹100 of goods and ₹5 of tax; ₹118 at 18 % is ₹100 and ₹18', () => {
    expect(taxInside(10_500, 500)).toBe(500);
    expect(taxInside(11_800, 1800)).toBe(1800);
    expect(taxInside(1, 1800)).toBe(0);
    expect(taxInside(0, 4000)).toBe(0);
  });

  it('a coupon spreads over the goods by value, in whole paise that add up to it', () => {
    expect(spread(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spread(0, [0, 0])).toEqual([0, 0]);
    expect(() => spread(1, [0, 0])).toThrow(RangeError);
    fc.assert(
      fc.property(
        fc.array(paise, { minLength: 1, maxLength: 20 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, share) => {
          const whole = sum(weights);
          const total = Math.floor(whole * share);
          if (whole === 0) return;
          const shares = spread(total, weights);
          expect(sum(shares)).toBe(total);
          shares.forEach((part, index) => {
            const exact = (total * (weights[index] ?? 0)) / whole;
            expect(part).toBeGreaterThanOrEqual(Math.floor(exact));
            expect(part).toBeLessThanOrEqual(Math.ceil(exact));
          });
        },
      ),
    );
  });

  it('over random orders: per line and per document, taxable value + tax = the price paid, to the paise', () => {
    fc.assert(
      fc.property(documentInput, (input) => {
        const document = taxDocument(input);
        for (const line of document.lines) {
          for (const amount of [
            line.discountMinor,
            line.taxableMinor,
            line.cgstMinor,
            line.sgstMinor,
            line.igstMinor,
          ]) {
            expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
          }
          expect(line.valueMinor).toBe(line.grossMinor - line.discountMinor);
          expect(line.taxableMinor + line.cgstMinor + line.sgstMinor + line.igstMinor).toBe(line.valueMinor);
          expect(line.cgstMinor).toBe(line.sgstMinor);
          if (!input.intraState) expect(line.cgstMinor).toBe(0);
          if (input.intraState) expect(line.igstMinor).toBe(0);
          const tax = line.cgstMinor + line.sgstMinor + line.igstMinor;
          // The tax on the taxable value at the line's rate, within the rounding of decision 0332.
          // In integers: |taxable × r − tax × 10000| ≤ 10000 + r, i.e. (1 + r) paise at most.
          expect(Math.abs(line.taxableMinor * line.bp - tax * 10_000)).toBeLessThanOrEqual(10_000 + line.bp);
          if (line.treatment !== 'taxable') expect(tax).toBe(0);
        }
        const { totals } = document;
        const goodsMinor = sum(input.goods.map((line) => line.valueMinor));
        const chargesMinor = sum(input.charges.map((charge) => charge.amountMinor));
        expect(totals.valueMinor).toBe(goodsMinor - input.discountMinor + chargesMinor);
        expect(totals.taxableMinor + totals.taxMinor).toBe(totals.valueMinor);
        expect(sum(document.lines.map((line) => line.discountMinor))).toBe(input.discountMinor);
        const rated = document.byRate;
        expect(sum(rated.map((row) => row.cgstMinor + row.sgstMinor + row.igstMinor))).toBe(totals.taxMinor);
        // Lines with no rate of tax are taxable value in full: they and the rates' rows make up all of it.
        expect(
          sum(rated.map((row) => row.taxableMinor)) + totals.nilMinor + totals.exemptMinor + totals.outsideMinor,
        ).toBe(totals.taxableMinor);
      }),
    );
  });

  it('an unregistered shop gives a receipt with no tax on any line', () => {
    fc.assert(
      fc.property(documentInput, (input) => {
        const document = taxDocument({ ...input, registered: false });
        expect(document.kind).toBe('receipt');
        expect(document.totals.taxMinor).toBe(0);
        expect(document.totals.taxableMinor).toBe(document.totals.valueMinor);
      }),
    );
  });

  it('an order of exempt and nil goods gets a bill of supply; one taxed line makes it a tax invoice', () => {
    const base = {
      registered: true,
      intraState: true,
      discountMinor: 0,
      charges: [{ kind: 'delivery' as const, amountMinor: 3_000 }],
      chargeTreatments: DEFAULT_CHARGE_TREATMENTS,
    };
    const vegetables = { key: 'methi', valueMinor: 4_000, bp: 0, treatment: 'exempt' as const };
    const milk = { key: 'milk', valueMinor: 6_000, bp: 0, treatment: 'nil' as const };
    const ghee = { key: 'ghee', valueMinor: 10_500, bp: 500, treatment: 'taxable' as const };
    expect(taxDocument({ ...base, goods: [vegetables, milk] }).kind).toBe('bill_of_supply');
    const mixed = taxDocument({ ...base, goods: [vegetables, milk, ghee] });
    expect(mixed.kind).toBe('tax_invoice');
    // Delivery goes with the principal supply: the ghee, the line of most value, at 5 %.
    expect(mixed.lines.find((line) => line.kind === 'delivery')).toMatchObject({ bp: 500, treatment: 'taxable' });
    expect(mixed.byRate).toEqual([
      { bp: 500, taxableMinor: 10_000 + 2_858, cgstMinor: 250 + 71, sgstMinor: 250 + 71, igstMinor: 0 },
    ]);
  });

  it('a coupon lowers the taxable value; the wallet is a way of paying and is not on the document', () => {
    const ghee = { key: 'ghee', valueMinor: 21_000, bp: 500, treatment: 'taxable' as const };
    const document = taxDocument({
      registered: true,
      intraState: false,
      goods: [ghee],
      discountMinor: 10_500,
      charges: [{ kind: 'tip', amountMinor: 2_000 }],
      chargeTreatments: DEFAULT_CHARGE_TREATMENTS,
    });
    expect(document.lines[0]).toMatchObject({ valueMinor: 10_500, taxableMinor: 10_000, igstMinor: 500 });
    expect(document.totals).toMatchObject({ valueMinor: 12_500, taxMinor: 500, outsideMinor: 2_000 });
  });

  it('addons follow their item, or carry their own rate as a line of their own', () => {
    const line = { key: 'l1', itemMinor: 20_000, addonsMinor: 3_000, bp: 500, treatment: 'taxable' as const };
    expect(goodsLinesOf([line], { kind: 'item' })).toEqual([
      { key: 'l1', valueMinor: 23_000, bp: 500, treatment: 'taxable' },
    ]);
    expect(goodsLinesOf([line], { kind: 'rate', bp: 1800 })).toEqual([
      { key: 'l1', valueMinor: 20_000, bp: 500, treatment: 'taxable' },
      { key: 'l1:addons', valueMinor: 3_000, bp: 1800, treatment: 'taxable' },
    ]);
  });
});

describe('§10 Credit notes', () => {
  it('credits of a line, in any parts, never carry negative tax and add up to exactly its tax', () => {
    fc.assert(
      fc.property(
        paise,
        rate,
        fc.boolean(),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 8 }),
        (value, bp, intraState, cuts) => {
          const tax = taxInside(value, bp);
          const line = { valueMinor: value, bp, igstMinor: intraState ? 0 : tax };
          const points = [...new Set([0, ...cuts.map((cut) => Math.floor(cut * value)), value])].sort((a, b) => a - b);
          let credited = 0;
          for (let index = 1; index < points.length; index += 1) {
            const from = points[index - 1] ?? 0;
            const part = creditForLine(line, from, (points[index] ?? 0) - from);
            const partTax = part.cgstMinor + part.sgstMinor + part.igstMinor;
            expect(partTax).toBeGreaterThanOrEqual(0);
            expect(part.taxableMinor + partTax).toBe(part.valueMinor);
            expect(part.cgstMinor).toBe(part.sgstMinor);
            credited += partTax;
          }
          expect(credited).toBe(tax);
        },
      ),
    );
  });

  it('no credit larger than what is left of the line', () => {
    expect(() => creditForLine({ valueMinor: 1_000, bp: 500, igstMinor: 0 }, 600, 401)).toThrow(RangeError);
  });
});
