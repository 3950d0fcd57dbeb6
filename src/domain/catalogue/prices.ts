// A size's prices as the shop sets them (decision 0319). A sale price is an offer: left blank, the
// size has none and customers pay its price, so the stored sale price (what every customer query
// and the cart read, §2 Item card and controls) is the price itself. The console shows a stored
// sale price equal to the price as blank again. Amounts are integer paise (decision 0032). Pure.

/** What a customer pays for a size: its offer when it has one, else its price. */
export function effectivePricePaise(regularPaise: number, offerPaise: number | null): number {
  return offerPaise ?? regularPaise;
}

/** The offer a stored size holds: its sale price when below its price, else none (the form's blank). */
export function offerPaiseOf(regularPaise: number, salePaise: number): number | null {
  return salePaise < regularPaise ? salePaise : null;
}
