// §5 The customer's tax number (GSTIN, India's goods and services tax number): 15 characters, the
// state's two digits, the holder's PAN (5 letters, 4 digits, a letter), the registration's number
// in that state, 'Z', and a check character. The profile took any text ("<<>>!!" was saved and
// shown); now a GSTIN as the tax portal writes it, its check character right.

const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A tax number as typed, as the shop keeps it: capitals, without spaces or dashes. */
export function normalTaxNumber(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

/** The check character of a GSTIN's first 14 characters (the GSTN's mod-36 scheme). */
function checkCharacter(first14: string): string {
  let sum = 0;
  [...first14].forEach((character, index) => {
    const product = CHARACTERS.indexOf(character) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  });
  return CHARACTERS[(36 - (sum % 36)) % 36] ?? '';
}

/** Whether a normalised tax number is a GSTIN: its form and its check character. */
export function isGstin(text: string): boolean {
  return GSTIN.test(text) && checkCharacter(text.slice(0, 14)) === text.slice(14);
}
