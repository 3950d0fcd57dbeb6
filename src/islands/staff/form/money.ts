// Money in the console's forms: typed in rupees, kept and sent in paise (docs/architecture.md
// "API": every amount travels as integer paise).

/** Rupees typed ("45", "45.50") to paise, or null when it is not an amount. */
export function paiseOf(rupees: string): number | null {
  const text = rupees.trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Paise as the form shows them in rupees ("45", "45.50"). */
export function rupeesOf(paise: number | null): string {
  if (paise === null) return '';
  const whole = Math.trunc(paise / 100);
  const rest = Math.abs(paise % 100);
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}
