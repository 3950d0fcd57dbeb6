// §10 Credit notes (CGST Act s.34; decision 0338): units of an invoice's goods lines given back after
// delivery, missing or damaged. What a unit is worth is the line's value as invoiced (after the
// order's discount) shared over its units; the share of u units is rounded half up and the whole
// line's units are exactly its value, so credits of a line add up to what was paid for it. The tax
// of each credit is creditForLine's: the credits of a whole line carry exactly the tax it carried.
import { creditForLine, type TaxedLine } from './invoice-tax.ts';

/** A goods line of the invoice, with what earlier credit notes gave back of it. */
export interface CreditableLine {
  position: number;
  quantity: number;
  valueMinor: number;
  bp: number;
  igstMinor: number;
  treatment: TaxedLine['treatment'];
  creditedUnits: number;
}

export interface CreditAsk {
  position: number;
  quantity: number;
}

export interface CreditedLine {
  position: number;
  quantity: number;
  bp: number;
  treatment: TaxedLine['treatment'];
  valueMinor: number;
  taxableMinor: number;
  cgstMinor: number;
  sgstMinor: number;
  igstMinor: number;
}

export type CreditRefusal =
  | { index: number; reason: 'no_line' }
  | { index: number; reason: 'too_many'; left: number }
  | { index: number; reason: 'twice' };

export type CreditNoteFigures =
  | { ok: true; lines: CreditedLine[]; valueMinor: number; taxMinor: number }
  | { ok: false; refusals: CreditRefusal[] };

/** What `units` of a line of `quantity` units worth `valueMinor` in all are worth: half up, whole at the end. */
export function unitsValue(valueMinor: number, quantity: number, units: number): number {
  if (units >= quantity) return valueMinor;
  return Math.floor((2 * valueMinor * units + quantity) / (2 * quantity));
}

/**
 * The figures of a credit note for `asks` (units of lines by their position on the invoice), or the
 * asks refused: a line that is not on the invoice, one asked twice, or more units than are left of
 * it after earlier credit notes. Asks of 0 units are left out.
 */
export function creditNoteFigures(lines: readonly CreditableLine[], asks: readonly CreditAsk[]): CreditNoteFigures {
  const byPosition = new Map(lines.map((line) => [line.position, line]));
  const refusals: CreditRefusal[] = [];
  const seen = new Set<number>();
  const credited: CreditedLine[] = [];
  for (const [index, ask] of asks.entries()) {
    const line = byPosition.get(ask.position);
    if (!line) {
      refusals.push({ index, reason: 'no_line' });
      continue;
    }
    if (seen.has(ask.position)) {
      refusals.push({ index, reason: 'twice' });
      continue;
    }
    seen.add(ask.position);
    const left = line.quantity - line.creditedUnits;
    if (!Number.isSafeInteger(ask.quantity) || ask.quantity < 0 || ask.quantity > left) {
      refusals.push({ index, reason: 'too_many', left: Math.max(left, 0) });
      continue;
    }
    if (ask.quantity === 0) continue;
    const before = unitsValue(line.valueMinor, line.quantity, line.creditedUnits);
    const after = unitsValue(line.valueMinor, line.quantity, line.creditedUnits + ask.quantity);
    const credit = creditForLine(line, before, after - before);
    credited.push({
      position: line.position,
      quantity: ask.quantity,
      bp: line.bp,
      treatment: line.treatment,
      ...credit,
    });
  }
  if (refusals.length > 0) return { ok: false, refusals };
  return {
    ok: true,
    lines: credited,
    valueMinor: credited.reduce((sum, line) => sum + line.valueMinor, 0),
    taxMinor: credited.reduce((sum, line) => sum + line.cgstMinor + line.sgstMinor + line.igstMinor, 0),
  };
}

/**
 * Where a refund after delivery goes: back to the online payment while any of it is left unrefunded,
 * the rest (cash, the wallet's own part) to the wallet (decision 0255).
 */
export function refundSplit(
  amountMinor: number,
  onlineLeftMinor: number,
): { onlineMinor: number; walletMinor: number } {
  const onlineMinor = Math.min(amountMinor, Math.max(onlineLeftMinor, 0));
  return { onlineMinor, walletMinor: amountMinor - onlineMinor };
}
