// §2 /recipe/{id}: the packs a recipe's 'Add all to cart' buys (src/domain/catalogue/recipes.ts).
import { describe, expect, it } from 'vitest';
import { recipeAmount, recipePacks } from '../../../../src/domain/catalogue/recipes.ts';

const KG = 1;
const G = 2;
const L = 3;
const PC = 4;
const v = (id: number, unit_id: number, measurement: number, sale_price: number) => ({
  id,
  unit_id,
  measurement,
  sale_price,
});

describe('recipeAmount', () => {
  it('reads grams, kilograms, millilitres, litres and pieces', () => {
    expect(recipeAmount('250 g')).toEqual({ value: 250, pieces: false });
    expect(recipeAmount('1 kg')).toEqual({ value: 1000, pieces: false });
    expect(recipeAmount('0.5 L')).toEqual({ value: 500, pieces: false });
    expect(recipeAmount('60ml')).toEqual({ value: 60, pieces: false });
    expect(recipeAmount('4 pc')).toEqual({ value: 4, pieces: true });
  });

  it('refuses what is not an amount', () => {
    expect(recipeAmount('2 cups')).toBeNull();
    expect(recipeAmount('0 g')).toBeNull();
    expect(recipeAmount('-1 kg')).toBeNull();
  });
});

describe('recipePacks', () => {
  const oneKgBag = v(1, KG, 1, 55);
  const sack = v(2, KG, 5, 255);
  const atta = [oneKgBag, sack];
  const fiveKg = { variant: sack, quantity: 1 };

  it('buys the 1 kg bag for two cups of atta, not the default 5 kg sack', () => {
    expect(recipePacks(atta, '250 g', fiveKg)).toEqual({ variant: oneKgBag, quantity: 1 });
  });

  it('buys the cheapest packs that cover the amount', () => {
    // 3 kg: three 1 kg bags (₹165) against one 5 kg sack (₹255).
    expect(recipePacks(atta, '3 kg', fiveKg)).toEqual({ variant: oneKgBag, quantity: 3 });
    // 4.8 kg: five bags ₹275, the sack ₹255.
    expect(recipePacks(atta, '4.8 kg', fiveKg)).toEqual({ variant: sack, quantity: 1 });
  });

  it('on a tie of price, fewer packs', () => {
    const half = v(1, G, 500, 50);
    const whole = v(2, KG, 1, 100);
    expect(recipePacks([half, whole], '1 kg', { variant: half, quantity: 1 })).toEqual({ variant: whole, quantity: 1 });
  });

  it('counts grams and millilitres alike, litres ×1000', () => {
    const ghee = v(1, L, 0.5, 420);
    expect(recipePacks([ghee], '5 ml', { variant: ghee, quantity: 2 })).toEqual({ variant: ghee, quantity: 1 });
    expect(recipePacks([ghee], '15 g', { variant: ghee, quantity: 2 })).toEqual({ variant: ghee, quantity: 1 });
  });

  it('leaves out sizes in another measure (a dozen mangoes for 1 kg)', () => {
    const kilo = v(1, KG, 1, 349);
    const dozen = v(2, PC, 12, 999);
    expect(recipePacks([kilo, dozen], '1 kg', { variant: dozen, quantity: 1 })).toEqual({ variant: kilo, quantity: 1 });
    expect(recipePacks([kilo, dozen], '6 pc', { variant: kilo, quantity: 1 })).toEqual({ variant: dozen, quantity: 1 });
  });

  it('keeps the default size and quantity without an amount, or with no size in its measure', () => {
    const bunch = v(1, PC, 1, 15);
    const fallback = { variant: bunch, quantity: 2 };
    expect(recipePacks([bunch], undefined, fallback)).toBe(fallback);
    expect(recipePacks([bunch], '100 g', fallback)).toBe(fallback);
  });

  it('buys at most ten packs, of the largest size, when nothing covers the amount', () => {
    expect(recipePacks(atta, '80 kg', fiveKg)).toEqual({ variant: sack, quantity: 10 });
  });
});
