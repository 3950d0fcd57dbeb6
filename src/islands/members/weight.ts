// Weights of the members cart as people read them: grams (or millilitres) in the
// domain, kilograms on screen with up to 2 decimals ('6.5', '0.75').
const GRAMS_PER_KG = 1000;

export function kg(grams: number): string {
  return String(Math.round((grams / GRAMS_PER_KG) * 100) / 100);
}
