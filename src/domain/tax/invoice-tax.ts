// §10 Tax in a price. Prices are tax-inclusive as customers see them; a document works the taxable
// value and the tax out of what was paid for each line, to the paise, so that per line and per
// document taxable value + tax = the price paid. The rounding is decision 0332's: the tax of a line
// is twice its half-tax rounded half up, so CGST and SGST are equal and IGST is the same amount.
import type { TaxTreatment } from './rates.ts';

const BP_WHOLE = 10_000;

/** A line of goods as supplied (after substitutions and short picks): what it costs, at what rate. */
export interface GoodsLine {
  key: string;
  valueMinor: number;
  bp: number;
  treatment: TaxTreatment;
}

export type ChargeKind = 'delivery' | 'packing' | 'tip';

/**
 * How a charge is taxed: at a rate of its own; as the order's principal supply is (a charge that goes
 * with the goods, CGST Act s.8(a)); exempt; or outside GST altogether (a tip the rider keeps is no
 * consideration for the shop's supply).
 */
export type ChargeTreatment =
  | { kind: 'rate'; bp: number }
  | { kind: 'principal' }
  | { kind: 'exempt' }
  | { kind: 'outside' };

export type ChargeTreatments = Readonly<Record<ChargeKind, ChargeTreatment>>;

/** Decision 0332: delivery and packing go with the goods; a tip is the rider's. */
export const DEFAULT_CHARGE_TREATMENTS: ChargeTreatments = {
  delivery: { kind: 'principal' },
  packing: { kind: 'principal' },
  tip: { kind: 'outside' },
};

/** Addons either are part of their item (its rate) or carry a rate of their own. */
export type AddonTreatment = { kind: 'item' } | { kind: 'rate'; bp: number };

export interface OrderLineForTax {
  key: string;
  itemMinor: number;
  addonsMinor: number;
  bp: number;
  treatment: TaxTreatment;
}

export interface TaxDocumentInput {
  /** An unregistered shop gives receipts: no tax on any line. */
  registered: boolean;
  /** Place of supply in the seller's state: CGST + SGST; otherwise IGST. */
  intraState: boolean;
  goods: readonly GoodsLine[];
  /** The order's discount on its goods (a coupon), spread over them by value. */
  discountMinor: number;
  charges: readonly { kind: ChargeKind; amountMinor: number }[];
  chargeTreatments: ChargeTreatments;
}

export interface TaxedLine {
  key: string;
  kind: 'goods' | ChargeKind;
  /** Before the order's discount. */
  grossMinor: number;
  discountMinor: number;
  /** What the customer pays for it: gross − discount = taxable + tax. */
  valueMinor: number;
  treatment: TaxTreatment | 'outside';
  bp: number;
  taxableMinor: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
}

export interface RateSummary {
  bp: number;
  taxableMinor: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
}

export interface TaxTotals {
  valueMinor: number;
  taxableMinor: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
  taxMinor: number;
  nilMinor: number;
  exemptMinor: number;
  outsideMinor: number;
}

export type DocumentKind = 'tax_invoice' | 'bill_of_supply' | 'receipt';

export interface TaxDocument {
  kind: DocumentKind;
  lines: TaxedLine[];
  byRate: RateSummary[];
  totals: TaxTotals;
}

/** Non-negative integers a / b, rounded half up, in integers (no binary fraction on the way). */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * The tax inside a tax-inclusive amount at a rate: twice the half-tax rounded half up, so each half
 * is a whole number of paise. Off the exact value by at most 1 paisa.
 */
export function taxInside(valueMinor: number, bp: number): number {
  assertPaise(valueMinor);
  if (bp === 0) return 0;
  return 2 * divideHalfUp(valueMinor * bp, 2 * (BP_WHOLE + bp));
}

/**
 * `totalMinor` spread over `weights` in proportion, in whole paise that add up to it exactly
 * (largest remainder; ties go to the earlier line, so the same order always splits the same way).
 */
export function spread(totalMinor: number, weights: readonly number[]): number[] {
  assertPaise(totalMinor);
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  if (totalMinor === 0) return weights.map(() => 0);
  if (whole <= 0) throw new RangeError('Nothing to spread an amount over');
  const shares = weights.map((weight) => Math.floor((totalMinor * weight) / whole));
  let left = totalMinor - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = weights
    .map((weight, index) => ({ index, remainder: (totalMinor * weight) % whole }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** An order line as tax lines: one, or two when its addons carry a rate of their own. */
export function goodsLinesOf(lines: readonly OrderLineForTax[], addons: AddonTreatment): GoodsLine[] {
  return lines.flatMap((line): GoodsLine[] => {
    const item = { key: line.key, bp: line.bp, treatment: line.treatment };
    if (addons.kind === 'item' || line.addonsMinor === 0) {
      return [{ ...item, valueMinor: line.itemMinor + line.addonsMinor }];
    }
    return [
      { ...item, valueMinor: line.itemMinor },
      { key: `${line.key}:addons`, valueMinor: line.addonsMinor, bp: addons.bp, treatment: 'taxable' },
    ];
  });
}

/** The order's principal supply: its goods line of most value after discount (the higher rate on a tie). */
function principalOf(lines: readonly TaxedLine[]): Pick<TaxedLine, 'bp' | 'treatment'> {
  let best: TaxedLine | undefined;
  for (const line of lines) {
    if (!best || line.valueMinor > best.valueMinor || (line.valueMinor === best.valueMinor && line.bp > best.bp)) {
      best = line;
    }
  }
  return best ? { bp: best.bp, treatment: best.treatment } : { bp: 0, treatment: 'nil' };
}

function taxed(
  base: Pick<TaxedLine, 'key' | 'kind' | 'grossMinor' | 'discountMinor' | 'treatment' | 'bp'>,
  registered: boolean,
  intraState: boolean,
): TaxedLine {
  const valueMinor = base.grossMinor - base.discountMinor;
  const bp = base.treatment === 'taxable' && registered ? base.bp : 0;
  const tax = taxInside(valueMinor, bp);
  return {
    ...base,
    bp,
    valueMinor,
    taxableMinor: valueMinor - tax,
    cgstMinor: intraState ? tax / 2 : 0,
    sgstMinor: intraState ? tax / 2 : 0,
    igstMinor: intraState ? 0 : tax,
  };
}

/** The lines, rates and totals of the document for an order as supplied. */
export function taxDocument(input: TaxDocumentInput): TaxDocument {
  const { registered, intraState } = input;
  const discounts = spread(
    input.discountMinor,
    input.goods.map((line) => line.valueMinor),
  );
  const goods = input.goods.map((line, index) => {
    assertPaise(line.valueMinor);
    const discountMinor = discounts[index] ?? 0;
    if (discountMinor > line.valueMinor) throw new RangeError('A discount larger than the goods');
    return taxed(
      {
        key: line.key,
        kind: 'goods',
        grossMinor: line.valueMinor,
        discountMinor,
        treatment: line.treatment,
        bp: line.bp,
      },
      registered,
      intraState,
    );
  });
  const principal = principalOf(goods);
  const charges = input.charges
    .filter((charge) => charge.amountMinor > 0)
    .map((charge) => {
      assertPaise(charge.amountMinor);
      const how = input.chargeTreatments[charge.kind];
      const rule: Pick<TaxedLine, 'treatment' | 'bp'> =
        how.kind === 'rate'
          ? { treatment: 'taxable', bp: how.bp }
          : how.kind === 'principal'
            ? principal
            : { treatment: how.kind, bp: 0 };
      return taxed(
        { key: charge.kind, kind: charge.kind, grossMinor: charge.amountMinor, discountMinor: 0, ...rule },
        registered,
        intraState,
      );
    });
  const lines = [...goods, ...charges];
  return { kind: kindOf(lines, registered), lines, byRate: byRate(lines), totals: totalsOf(lines) };
}

function kindOf(lines: readonly TaxedLine[], registered: boolean): DocumentKind {
  if (!registered) return 'receipt';
  // Rule 46A: one document for taxable and exempt goods together is a tax invoice; only a document
  // with no tax on any line is a bill of supply.
  return lines.some((line) => line.treatment === 'taxable' && line.bp > 0) ? 'tax_invoice' : 'bill_of_supply';
}

export function byRate(lines: readonly TaxedLine[]): RateSummary[] {
  const rates = new Map<number, RateSummary>();
  for (const line of lines) {
    if (line.treatment !== 'taxable') continue;
    const row = rates.get(line.bp) ?? { bp: line.bp, taxableMinor: 0, cgstMinor: 0, sgstMinor: 0, igstMinor: 0 };
    row.taxableMinor += line.taxableMinor;
    row.cgstMinor += line.cgstMinor;
    row.sgstMinor += line.sgstMinor;
    row.igstMinor += line.igstMinor;
    rates.set(line.bp, row);
  }
  return [...rates.values()].sort((a, b) => a.bp - b.bp);
}

function totalsOf(lines: readonly TaxedLine[]): TaxTotals {
  const totals: TaxTotals = {
    valueMinor: 0,
    taxableMinor: 0,
    cgstMinor: 0,
    sgstMinor: 0,
    igstMinor: 0,
    taxMinor: 0,
    nilMinor: 0,
    exemptMinor: 0,
    outsideMinor: 0,
  };
  for (const line of lines) {
    totals.valueMinor += line.valueMinor;
    totals.taxableMinor += line.taxableMinor;
    totals.cgstMinor += line.cgstMinor;
    totals.sgstMinor += line.sgstMinor;
    totals.igstMinor += line.igstMinor;
    if (line.treatment === 'nil') totals.nilMinor += line.valueMinor;
    if (line.treatment === 'exempt') totals.exemptMinor += line.valueMinor;
    if (line.treatment === 'outside') totals.outsideMinor += line.valueMinor;
  }
  totals.taxMinor = totals.cgstMinor + totals.sgstMinor + totals.igstMinor;
  return totals;
}

/**
 * §10 Credit notes: what goes back on one line of an invoice. The tax credited so far is always the
 * tax inside the value credited so far (by the invoice's own rule), so each credit's tax is the
 * difference: never negative, and the credits of a whole line add up to exactly the tax it carried.
 */
export function creditForLine(
  line: Pick<TaxedLine, 'valueMinor' | 'bp' | 'igstMinor'>,
  alreadyMinor: number,
  creditMinor: number,
): { valueMinor: number; taxableMinor: number; cgstMinor: number; sgstMinor: number; igstMinor: number } {
  assertPaise(creditMinor);
  assertPaise(alreadyMinor);
  if (alreadyMinor + creditMinor > line.valueMinor)
    throw new RangeError('A credit larger than what is left of the line');
  const tax = taxInside(alreadyMinor + creditMinor, line.bp) - taxInside(alreadyMinor, line.bp);
  const intraState = line.igstMinor === 0;
  return {
    valueMinor: creditMinor,
    taxableMinor: creditMinor - tax,
    cgstMinor: intraState ? tax / 2 : 0,
    sgstMinor: intraState ? tax / 2 : 0,
    igstMinor: intraState ? 0 : tax,
  };
}

function assertPaise(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not an amount in paise: ${amount}`);
}
