// The lines of an order as they were packed (decision 0285): what the packing slip lists and what
// the rider hands over. A line marked short is packed without its short units, and once the short
// line is settled with a substitute, the substitute is packed beside it ("Grapes × 1, instead of
// Banana"). While the customer is still to answer, the substitute is not yet in the bag, so it is
// not listed. A combo's short part leaves the combo on the list (its other parts are packed).

/** A line of the order as placed. */
export interface PlacedOrderLine {
  id: number;
  name: string;
  variant_name: string | null;
  quantity: number;
  addons: readonly string[];
}

/** A short line, as order_substitutions keeps it. */
export interface ShortLine {
  order_item_id: number;
  /** A combo's short part, or null: the line's own units. */
  part_id: number | null;
  short_quantity: number;
  state: 'asked' | 'settled';
  outcome: 'substitute' | 'refund' | null;
  substitute_name: string | null;
  substitute_variant_name: string | null;
  substitute_quantity: number;
}

export interface PackedLine {
  name: string;
  variant_name: string | null;
  quantity: number;
  addons: string[];
  /** A substitute's short item (or combo part), by name; null on a line as placed. */
  instead_of: string | null;
}

/** The packed lines of one order, in the order's line order, each substitute after the line it replaces. */
export function packedLines(
  lines: readonly PlacedOrderLine[],
  shortLines: readonly ShortLine[],
  partNames: ReadonlyMap<number, string> = new Map(),
): PackedLine[] {
  const shortOf = Map.groupBy(shortLines, (short) => short.order_item_id);
  return [...lines]
    .sort((a, b) => a.id - b.id)
    .flatMap((line) => {
      const shorts = shortOf.get(line.id) ?? [];
      const shortUnits = shorts
        .filter((short) => short.part_id === null)
        .reduce((sum, short) => sum + short.short_quantity, 0);
      const kept = line.quantity - Math.min(shortUnits, line.quantity);
      const placed: PackedLine[] =
        kept > 0
          ? [
              {
                name: line.name,
                variant_name: line.variant_name,
                quantity: kept,
                addons: [...line.addons],
                instead_of: null,
              },
            ]
          : [];
      const substitutes = shorts.flatMap((short): PackedLine[] =>
        short.state === 'settled' &&
        short.outcome === 'substitute' &&
        short.substitute_name !== null &&
        short.substitute_quantity > 0
          ? [
              {
                name: short.substitute_name,
                variant_name: short.substitute_variant_name,
                quantity: short.substitute_quantity,
                addons: [],
                instead_of: (short.part_id === null ? null : partNames.get(short.part_id)) ?? line.name,
              },
            ]
          : [],
      );
      return [...placed, ...substitutes];
    });
}

/** How many units are packed in all. */
export function packedCount(lines: readonly Pick<PackedLine, 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
