// Online payments (decision 0252): the pure rules.
import { describe, expect, it } from 'vitest';
import type { OrderView } from '../../../../src/domain/api/orders.ts';
import {
  amountMismatch,
  asReadAt,
  cashMethodOf,
  cashToCollect,
  refundsOnCancel,
  holdEndsAt,
  isHoldOver,
  isOnlineMethod,
  membershipAfterPurchase,
  methodsInOrder,
  onlineMethodOf,
  PAYMENT_HOLD_MS,
  paymentStateOf,
  TOPUP_MAX_MINOR,
  TOPUP_MIN_MINOR,
  topUpRefusal,
} from '../../../../src/domain/orders/payments.ts';

describe('the hold of an order awaiting its online payment', () => {
  it('lasts 15 minutes from placing (or retrying)', () => {
    expect(PAYMENT_HOLD_MS).toBe(15 * 60 * 1000);
    expect(holdEndsAt(new Date('2026-11-02T06:30:00.000Z'))).toBe('2026-11-02T06:45:00.000Z');
  });

  it('is over at its end, not a millisecond before; an order without one never ends', () => {
    expect(isHoldOver('2026-11-02T06:45:00.000Z', new Date('2026-11-02T06:44:59.999Z'))).toBe(false);
    expect(isHoldOver('2026-11-02T06:45:00.000Z', new Date('2026-11-02T06:45:00.000Z'))).toBe(true);
    expect(isHoldOver(null, new Date('2030-01-01T00:00:00.000Z'))).toBe(false);
  });
});

describe('amounts and methods', () => {
  it('refuses another amount or currency, naming it', () => {
    const expected = { amountMinor: 14_500, currency: 'INR' };
    expect(amountMismatch(expected, { amountMinor: 14_500, currency: 'inr' })).toBeNull();
    expect(amountMismatch(expected, { amountMinor: 14_400, currency: 'INR' })).toBe('amount 14400, expected 14500');
    expect(amountMismatch(expected, { amountMinor: 14_500, currency: 'USD' })).toBe('currency USD, expected INR');
  });

  it('names the wallet part in the stored method, online or in cash', () => {
    expect(onlineMethodOf(0)).toBe('ONLINE');
    expect(onlineMethodOf(5_000)).toBe('ONLINE_WALLET');
    expect(cashMethodOf(0)).toBe('COD');
    expect(cashMethodOf(1)).toBe('COD_WALLET');
    expect(['COD', 'WALLET', 'COD_WALLET', 'ONLINE', 'ONLINE_WALLET'].map((m) => isOnlineMethod(m as 'COD'))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it('lists UPI first on a phone and cards first on a computer, the rest in the provider’s order', () => {
    const methods = ['card', 'netbanking', 'upi', 'wallet'] as const;
    expect(methodsInOrder(methods, true)).toEqual(['upi', 'card', 'netbanking', 'wallet']);
    expect(methodsInOrder(methods, false)).toEqual(['card', 'netbanking', 'upi', 'wallet']);
  });
});

describe('the payment state the customer reads', () => {
  const base = { status: 'placed', payment_method: 'ONLINE' as const, paid: false, refund: null };
  it('is pending while awaiting, failed after, paid once paid, then the refund’s', () => {
    expect(paymentStateOf({ ...base, status: 'awaiting_payment' })).toBe('pending');
    expect(paymentStateOf({ ...base, status: 'payment_failed' })).toBe('failed');
    expect(paymentStateOf({ ...base, paid: true })).toBe('paid');
    expect(paymentStateOf({ ...base, status: 'rejected', paid: true, refund: 'pending' })).toBe('refund_pending');
    expect(paymentStateOf({ ...base, status: 'rejected', paid: true, refund: 'sent' })).toBe('refunded');
    // A cancelled unpaid order offers no 'Try paying again', unlike a failed one.
    expect(paymentStateOf({ ...base, status: 'cancelled' })).toBe('cancelled_unpaid');
  });

  it('is offline for cash and wallet orders', () => {
    expect(paymentStateOf({ ...base, payment_method: 'COD' })).toBe('offline');
    expect(paymentStateOf({ ...base, payment_method: 'WALLET', status: 'cancelled' })).toBe('offline');
  });
});

describe('a membership plan bought online', () => {
  const plan = { weightKg: 25, durationDays: 30 };
  const paidAt = new Date('2026-11-02T06:30:00.000Z');

  it("starts at the verified payment with the plan's allowance, for its days", () => {
    expect(membershipAfterPurchase(null, plan, paidAt)).toEqual({
      totalGrams: 25_000,
      remainingGrams: 25_000,
      startsAt: '2026-11-02T06:30:00.000Z',
      expiresAt: '2026-12-02T06:30:00.000Z',
    });
  });

  it('extends one in force: the days after its end, the allowance added to what is left', () => {
    const current = {
      totalGrams: 10_000,
      remainingGrams: 4_500,
      startsAt: '2026-10-20T00:00:00.000Z',
      expiresAt: '2026-11-19T00:00:00.000Z',
    };
    expect(membershipAfterPurchase(current, plan, paidAt)).toEqual({
      totalGrams: 35_000,
      remainingGrams: 29_500,
      startsAt: '2026-10-20T00:00:00.000Z',
      expiresAt: '2026-12-19T00:00:00.000Z',
    });
  });

  it('starts afresh after one that ended (its unused allowance is not carried over)', () => {
    const ended = {
      totalGrams: 10_000,
      remainingGrams: 4_500,
      startsAt: '2026-09-01T00:00:00.000Z',
      expiresAt: '2026-10-01T00:00:00.000Z',
    };
    expect(membershipAfterPurchase(ended, { weightKg: 12.5, durationDays: 90 }, paidAt)).toEqual({
      totalGrams: 12_500,
      remainingGrams: 12_500,
      startsAt: '2026-11-02T06:30:00.000Z',
      expiresAt: '2027-01-31T06:30:00.000Z',
    });
  });
});

describe('a wallet top-up', () => {
  it('takes whole rupees from ₹100 to ₹10,000', () => {
    expect(TOPUP_MIN_MINOR).toBe(10_000);
    expect(TOPUP_MAX_MINOR).toBe(1_000_000);
    expect(topUpRefusal(10_000)).toBeNull();
    expect(topUpRefusal(1_000_000)).toBeNull();
    expect(topUpRefusal(9_900)?.text).toBe('must be at least ₹100');
    expect(topUpRefusal(1_000_100)?.text).toBe('must be at most ₹10000');
    expect(topUpRefusal(50_050)?.text).toBe('must be whole rupees');
    expect(topUpRefusal(Number.NaN)?.text).toBe('must be whole rupees');
  });
});

describe('the cash taken at the hand-over (rider or counter)', () => {
  it('is the amount payable of a cash order, its wallet part already paid', () => {
    expect(cashToCollect('COD', 24_700)).toBe(24_700);
    // A part-wallet cash order: the rider collects what the wallet did not pay.
    expect(cashToCollect('COD_WALLET', 14_700)).toBe(14_700);
  });

  it('is nothing for an order paid online or from the wallet', () => {
    expect(cashToCollect('ONLINE', 32_400)).toBe(0);
    expect(cashToCollect('ONLINE_WALLET', 12_400)).toBe(0);
    expect(cashToCollect('WALLET', 0)).toBe(0);
  });
});

describe('what cancelling gives back (the cancel dialog)', () => {
  it('is the wallet part at once and what was paid online', () => {
    expect(refundsOnCancel('paid', 10_000, 32_400)).toEqual({ walletMinor: 10_000, onlineMinor: 32_400 });
    expect(refundsOnCancel('offline', 10_000, 14_700)).toEqual({ walletMinor: 10_000, onlineMinor: 0 });
  });

  it('is nothing of a cash order, nor of an online payment not made', () => {
    expect(refundsOnCancel('offline', 0, 24_700)).toEqual({ walletMinor: 0, onlineMinor: 0 });
    expect(refundsOnCancel('pending', 0, 24_700)).toEqual({ walletMinor: 0, onlineMinor: 0 });
    expect(refundsOnCancel('failed', 0, 24_700)).toEqual({ walletMinor: 0, onlineMinor: 0 });
  });
});

describe('an order as a read shows it (reads never let a hold go; the sweep does)', () => {
  const at = new Date('2026-11-27T10:00:00.000Z');
  const awaiting = {
    status: 'awaiting_payment',
    payment_state: 'pending',
    payment_expires_at: '2026-11-27T10:00:00.000Z',
  } as OrderView;

  it('a hold over at its very end reads as a failed payment, with no end left', () => {
    expect(asReadAt(awaiting, at)).toMatchObject({
      status: 'payment_failed',
      payment_state: 'failed',
      payment_expires_at: null,
    });
  });

  it('a hold still running, and any other order, read as stored', () => {
    const before = new Date(at.getTime() - 1);
    expect(asReadAt(awaiting, before)).toBe(awaiting);
    const placed = { ...awaiting, status: 'placed', payment_state: 'paid', payment_expires_at: null } as OrderView;
    expect(asReadAt(placed, at)).toBe(placed);
  });
});
