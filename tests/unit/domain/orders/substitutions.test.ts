import { describe, expect, it } from 'vitest';
import {
  answerDeadline,
  answerMinutes,
  isLineWish,
  type OrderTerms,
  outcomeWithoutAnswer,
  rankSubstitutes,
  recomputeOrder,
  shortLimit,
  shortValueMinor,
  type SubstituteCandidate,
  wishToSend,
} from '../../../../src/domain/orders/substitutions.ts';

describe('a cart line’s wish as the device keeps it', () => {
  it('is a preference, or "Replace with …" naming an item', () => {
    expect(isLineWish('call')).toBe(true);
    expect(isLineWish({ preference: 'choose', item_id: 12, name: 'Papaya' })).toBe(true);
    expect(isLineWish('maybe')).toBe(false);
    expect(isLineWish({ preference: 'choose', item_id: 0, name: 'Papaya' })).toBe(false);
    expect(isLineWish({ preference: 'similar', item_id: 12, name: 'Papaya' })).toBe(false);
    expect(isLineWish({ preference: 'choose', item_id: 12 })).toBe(false);
    expect(isLineWish(null)).toBe(false);
  });

  it('is sent as place-order wants it; "choose" without an item is no wish (the default applies)', () => {
    expect(wishToSend('refund')).toEqual({ preference: 'refund' });
    expect(wishToSend({ preference: 'choose', item_id: 12, name: 'Papaya' })).toEqual({
      preference: 'choose',
      item_id: 12,
    });
    expect(wishToSend('choose')).toBeNull();
    expect(wishToSend(null)).toBeNull();
    expect(wishToSend(undefined)).toBeNull();
  });
});

/** A store that delivers for ₹30, free from ₹500 after the coupon. */
const STORE = {
  is_free_delivery: 1 as const,
  free_delivery_min_cart_value: 500,
  delivery_charges: 30,
  delivery_charge_type: 'FIXED' as const,
};

/** Tomatoes 2 × ₹60, paneer 1 × ₹250, a ₹180 vegetable box (combo) of three parts; subtotal ₹550. */
function terms(overrides: Partial<OrderTerms> = {}): OrderTerms {
  return {
    lines: [
      { id: 1, unitMinor: 6000, quantity: 2 },
      { id: 2, unitMinor: 25000, quantity: 1 },
      {
        id: 3,
        unitMinor: 18000,
        quantity: 1,
        parts: [
          { id: 31, quantity: 1, unitWorthMinor: 10000 },
          { id: 32, quantity: 2, unitWorthMinor: 5000 },
          { id: 33, quantity: 1, unitWorthMinor: 0 },
        ],
      },
    ],
    coupon: null,
    discountMinor: 0,
    mode: 'DELIVERY',
    store: STORE,
    distanceKm: 2,
    tipMinor: 0,
    slotFeeMinor: 0,
    totalMinor: 55000,
    walletMinor: 0,
    onlineMinor: 0,
    refunded: { walletMinor: 0, onlineMinor: 0 },
    ...overrides,
  };
}

describe('an order recomputed after a short line (decision 0285)', () => {
  it('refunds a short line to the paise, keeping free delivery while the total stays above the minimum', () => {
    const bill = recomputeOrder(terms(), [{ lineId: 1, shortQuantity: 1, substitute: null, approvedPrice: false }]);
    expect(bill.subtotalMinor).toBe(49000);
    // ₹490 is below ₹500: free delivery is lost and the ₹30 charge is on the bill.
    expect(bill.freeDeliveryLost).toBe(true);
    expect(bill.deliveryChargeMinor).toBe(3000);
    expect(bill.totalMinor).toBe(52000);
    expect(bill.payableMinor).toBe(52000);
    expect(bill.refundDueMinor).toBe(3000);
    // A cash order's difference goes to the wallet.
    expect(bill.refundNow).toEqual({ walletMinor: 3000, onlineMinor: 0 });
  });

  it('drops a coupon whose minimum is no longer met, but never charges more than the order was placed for', () => {
    // FRESH50: ₹50 off from ₹500. Placed: 550 − 50 = 500, free delivery reached.
    const coupon = { discount_type: 'FIXED' as const, discount: 50, max_discount: null, minSubtotalMinor: 50000 };
    const placed = terms({ coupon, discountMinor: 5000, totalMinor: 50000 });
    const bill = recomputeOrder(placed, [{ lineId: 1, shortQuantity: 1, substitute: null, approvedPrice: false }]);
    expect(bill.couponDropped).toBe(true);
    expect(bill.discountMinor).toBe(0);
    // 490 with no coupon and no free delivery is 520 by the rules: more than the 500 placed.
    expect(bill.totalMinor).toBe(52000);
    expect(bill.payableMinor).toBe(50000);
    expect(bill.shopBearsMinor).toBe(2000);
    expect(bill.refundDueMinor).toBe(0);
    expect(bill.collectMinor).toBe(0);
  });

  it('keeps a coupon whose minimum is still met, its percentage taken of the new subtotal', () => {
    // 10% from ₹300, capped at ₹100: placed 55 off 550.
    const coupon = { discount_type: 'PERCENTAGE' as const, discount: 10, max_discount: 100, minSubtotalMinor: 30000 };
    const placed = terms({ coupon, discountMinor: 5500, totalMinor: 49500 + 3000 });
    const bill = recomputeOrder(placed, [{ lineId: 2, shortQuantity: 1, substitute: null, approvedPrice: false }]);
    expect(bill.subtotalMinor).toBe(30000);
    expect(bill.discountMinor).toBe(3000);
    expect(bill.couponDropped).toBe(false);
    expect(bill.totalMinor).toBe(27000 + 3000);
    expect(bill.refundDueMinor).toBe(52500 - 30000);
  });

  it('refunds a combo part’s share of the combo’s price when that part is short', () => {
    // The parts are worth ₹100 + 2 × ₹50 + ₹0 = ₹200; one of the two ₹50 parts is a quarter: ₹45 of ₹180.
    const line = terms().lines[2];
    if (!line) throw new Error('no combo line');
    expect(shortLimit(line, 32)).toBe(2);
    expect(shortValueMinor(line, { shortQuantity: 1, partId: 32 })).toBe(4500);
    const bill = recomputeOrder(terms({ store: { ...STORE, free_delivery_min_cart_value: 400 } }), [
      { lineId: 3, shortQuantity: 1, partId: 32, substitute: null, approvedPrice: false },
    ]);
    expect(bill.lines[2]).toEqual({ lineId: 3, keptMinor: 13500, substituteMinor: 0, absorbedMinor: 0 });
    expect(bill.refundDueMinor).toBe(4500);
  });

  it('rounds a combo part’s share to the paise', () => {
    const line = {
      id: 9,
      unitMinor: 10000,
      quantity: 1,
      parts: [1, 2, 3].map((id) => ({ id, quantity: 1, unitWorthMinor: 100 })),
    };
    // ₹100 shared by three equal parts: 3333.33… paise → 3333.
    expect(shortValueMinor(line, { shortQuantity: 1, partId: 2 })).toBe(3333);
  });

  it('charges a cheaper substitute at its price and refunds the difference', () => {
    const bill = recomputeOrder(terms(), [
      { lineId: 2, shortQuantity: 1, substitute: { unitMinor: 24000, quantity: 1 }, approvedPrice: false },
    ]);
    expect(bill.lines[1]).toEqual({ lineId: 2, keptMinor: 0, substituteMinor: 24000, absorbedMinor: 0 });
    expect(bill.refundDueMinor).toBe(1000);
  });

  it('charges a dearer substitute at the short units’ price unless the customer approved the new price', () => {
    const dearer = { unitMinor: 27000, quantity: 1 };
    const unapproved = recomputeOrder(terms(), [
      { lineId: 2, shortQuantity: 1, substitute: dearer, approvedPrice: false },
    ]);
    expect(unapproved.lines[1]).toEqual({ lineId: 2, keptMinor: 0, substituteMinor: 25000, absorbedMinor: 2000 });
    expect(unapproved.payableMinor).toBe(55000);
    const approved = recomputeOrder(terms(), [
      { lineId: 2, shortQuantity: 1, substitute: dearer, approvedPrice: true },
    ]);
    expect(approved.payableMinor).toBe(57000);
    expect(approved.collectMinor).toBe(2000);
    expect(approved.refundDueMinor).toBe(0);
  });

  it('refunds a wallet-paid order to the wallet', () => {
    const placed = terms({ walletMinor: 55000 });
    const bill = recomputeOrder(placed, [{ lineId: 2, shortQuantity: 1, substitute: null, approvedPrice: false }]);
    // 300 + 30 delivery = 330.
    expect(bill.refundDueMinor).toBe(22000);
    expect(bill.refundNow).toEqual({ walletMinor: 22000, onlineMinor: 0 });
  });

  it('refunds an online-paid order through the provider first, the wallet part after it', () => {
    // Paid ₹500 online and ₹50 from the wallet.
    const placed = terms({ onlineMinor: 50000, walletMinor: 5000 });
    const bill = recomputeOrder(placed, [{ lineId: 2, shortQuantity: 1, substitute: null, approvedPrice: false }]);
    expect(bill.refundNow).toEqual({ walletMinor: 0, onlineMinor: 22000 });
    // Everything short but the tomatoes: 120 + 30 = 150, 400 back; the provider takes back at most 500.
    const more = recomputeOrder({ ...placed, refunded: { walletMinor: 0, onlineMinor: 22000 } }, [
      { lineId: 2, shortQuantity: 1, substitute: null, approvedPrice: false },
      { lineId: 3, shortQuantity: 1, substitute: null, approvedPrice: false },
    ]);
    expect(more.refundDueMinor).toBe(40000);
    expect(more.refundNow).toEqual({ walletMinor: 0, onlineMinor: 18000 });
  });

  it('lets the shop bear a dearer substitute of an online order even when approved', () => {
    const placed = terms({ onlineMinor: 55000 });
    const bill = recomputeOrder(placed, [
      { lineId: 2, shortQuantity: 1, substitute: { unitMinor: 30000, quantity: 1 }, approvedPrice: true },
    ]);
    expect(bill.lines[1]?.substituteMinor).toBe(25000);
    expect(bill.lines[1]?.absorbedMinor).toBe(5000);
    expect(bill.collectMinor).toBe(0);
    expect(bill.payableMinor).toBe(55000);
  });

  it('never refunds twice what an earlier change refunded, nor takes a refund back', () => {
    const change = { lineId: 2, shortQuantity: 1, substitute: null, approvedPrice: false };
    const first = recomputeOrder(terms(), [change]);
    const again = recomputeOrder(terms({ refunded: { walletMinor: first.refundDueMinor, onlineMinor: 0 } }), [change]);
    expect(again.refundNow).toEqual({ walletMinor: 0, onlineMinor: 0 });
  });

  it('leaves a self-pickup order without a delivery charge', () => {
    const bill = recomputeOrder(terms({ mode: 'SELFPICKUP' }), [
      { lineId: 1, shortQuantity: 2, substitute: null, approvedPrice: false },
    ]);
    expect(bill.deliveryChargeMinor).toBe(0);
    expect(bill.freeDeliveryLost).toBe(false);
    expect(bill.refundDueMinor).toBe(12000);
  });
});

describe('substitutes offered for a short line', () => {
  const variant = (id: number, stock: number) => ({
    id,
    is_infinite: 0 as const,
    is_negative: 0 as const,
    stock,
    is_active: 1 as const,
  });
  const candidates: SubstituteCandidate[] = [
    { item_id: 10, category_id: 1, variant: variant(100, 5), unitMinor: 6000 },
    { item_id: 11, category_id: 1, variant: variant(110, 5), unitMinor: 6500 },
    { item_id: 12, category_id: 1, variant: variant(120, 5), unitMinor: 5500 },
    { item_id: 13, category_id: 1, variant: variant(130, 0), unitMinor: 6000 },
    { item_id: 14, category_id: 2, variant: variant(140, 5), unitMinor: 6000 },
    { item_id: 15, category_id: 2, variant: variant(150, 5), unitMinor: 9000 },
    { item_id: 16, category_id: 1, variant: variant(160, 5), unitMinor: 20000 },
  ];

  it('offers the same category’s items in stock, nearest price first, the cheaper of two as near first', () => {
    const ranked = rankSubstitutes(candidates, { item_id: 10, category_id: 1, unitMinor: 6000 }, null);
    expect(ranked.map((candidate) => candidate.item_id)).toEqual([12, 11, 16]);
  });

  it('puts the customer’s own chosen item first, whatever its category', () => {
    const ranked = rankSubstitutes(candidates, { item_id: 10, category_id: 1, unitMinor: 6000 }, 15);
    expect(ranked.map((candidate) => candidate.item_id)).toEqual([15, 12, 11, 16]);
  });
});

describe('without an answer in time, the preference applies', () => {
  it('takes a similar item, a named item only when it is the one offered, refunds, or waits for the call', () => {
    expect(outcomeWithoutAnswer('similar', false)).toBe('substitute');
    expect(outcomeWithoutAnswer('choose', true)).toBe('substitute');
    expect(outcomeWithoutAnswer('choose', false)).toBe('refund');
    expect(outcomeWithoutAnswer('refund', true)).toBe('refund');
    expect(outcomeWithoutAnswer('call', true)).toBe('wait');
  });

  it('gives the customer the setting’s minutes, 5 by default', () => {
    expect(answerMinutes(undefined)).toBe(5);
    expect(answerMinutes('abc')).toBe(5);
    expect(answerMinutes('0')).toBe(5);
    expect(answerMinutes('10')).toBe(10);
    expect(answerDeadline(new Date('2026-11-27T08:00:00.000Z'), 5)).toBe('2026-11-27T08:05:00.000Z');
  });
});
