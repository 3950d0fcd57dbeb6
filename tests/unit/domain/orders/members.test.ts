import { describe, expect, it } from 'vitest';
import { cartTotals } from '../../../../src/domain/orders/cart.ts';
import {
  addToMemberCart,
  lineWeight,
  memberCartWeight,
  memberWeightStatus,
  removeFromMemberCart,
} from '../../../../src/domain/orders/members.ts';
import {
  alphonsoMango,
  lineOf,
  makeItem,
  makeVariant,
  mango1kg,
  mango500g,
  settings,
  tomato500g,
  tomatoes,
} from '../fixtures.ts';

const milk = makeItem({ id: 107, name: 'A2 Cow Milk', price: 90 });
const milkHalfLitre = makeVariant({
  id: 1071,
  name: '500 ml',
  price: 45,
  sale_price: 42,
  unit_id: 3,
  measurement: 0.5,
});
const dal = makeItem({ id: 108, name: 'Toor Dal', price: 150 });
const dal300g = makeVariant({ id: 1081, name: '0.3 kg', price: 48, sale_price: 45, unit_id: 1, measurement: 0.3 });

describe('§4 Members cart: adding', () => {
  it('adds at quantity 1 and the variant sale price (₹169 for the 500 g mango, not ₹179)', () => {
    const lines = addToMemberCart([], alphonsoMango, mango500g);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(1);
    expect(lines[0]?.price).toBe(169);
    expect(cartTotals([], settings, lines).productMemberQuantity).toBe(1);
    expect(cartTotals(lines, settings).totalPrice).toBe(16_900);
  });

  it('adding the same variant again raises it by one', () => {
    const lines = addToMemberCart(addToMemberCart([], alphonsoMango, mango500g), alphonsoMango, mango500g);
    expect(lines.map((line) => line.quantity)).toEqual([2]);
  });
});

describe('§4 Members cart: weight', () => {
  it('unit 1 (kg) multiplies by 1000: 2 × 1 kg mango = 2000', () => {
    expect(lineWeight(lineOf(alphonsoMango, 2, mango1kg))).toBe(2000);
  });

  it('unit 2 counts as-is: 3 × 500 g tomatoes = 1500', () => {
    expect(lineWeight(lineOf(tomatoes, 3, tomato500g))).toBe(1500);
  });

  it('unit 3 multiplies by 1000: 3 × 0.5 l milk = 1500', () => {
    expect(lineWeight(lineOf(milk, 3, milkHalfLitre))).toBe(1500);
  });

  it('sums exactly: 3 × 0.3 kg dal is 900, not 899.99…', () => {
    expect(memberCartWeight([lineOf(dal, 3, dal300g)])).toBe(900);
  });

  it('a line without a variant weighs nothing', () => {
    expect(lineWeight(lineOf(milk, 4))).toBe(0);
  });
});

describe('§4 Members cart: allowance', () => {
  const lines = [lineOf(alphonsoMango, 2, mango1kg), lineOf(tomatoes, 3, tomato500g)];

  it('under the allowance: 3500 of 5 kg (5000)', () => {
    expect(memberWeightStatus(lines, { total_remaining_weight: 5 })).toEqual({
      cartWeight: 3500,
      allowance: 5000,
      cart_weight_exceeded: false,
      exactlyAtAllowance: false,
    });
  });

  it('exactly equal: 3.5 kg remaining', () => {
    const status = memberWeightStatus(lines, { total_remaining_weight: 3.5 });
    expect(status.exactlyAtAllowance).toBe(true);
    expect(status.cart_weight_exceeded).toBe(false);
  });

  it('exceeded: 3 kg remaining', () => {
    expect(memberWeightStatus(lines, { total_remaining_weight: 3 }).cart_weight_exceeded).toBe(true);
  });

  it('no membership means no allowance', () => {
    expect(memberWeightStatus(lines, null).cart_weight_exceeded).toBe(true);
  });
});

describe('§4 Members cart: removing', () => {
  it('lowers by one and clears the coupon', () => {
    const lines = [lineOf(alphonsoMango, 2, mango1kg)];
    const result = removeFromMemberCart(lines, lines[0] ?? alphonsoMango);
    expect(result.lines.map((line) => line.quantity)).toEqual([1]);
    expect(result.couponCleared).toBe(true);
  });

  it('at one the line goes', () => {
    const lines = addToMemberCart([], alphonsoMango, mango500g);
    expect(removeFromMemberCart(lines, { ...alphonsoMango, selectedvariant: mango500g }).lines).toEqual([]);
  });
});
