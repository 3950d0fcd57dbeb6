// Online payments (issue 18; docs/decisions.md, "Online payments"): the pure rules.
import { describe, expect, it } from 'vitest';
import {
  amountMismatch,
  cashMethodOf,
  holdEndsAt,
  isHoldOver,
  isOnlineMethod,
  methodsInOrder,
  onlineMethodOf,
  PAYMENT_HOLD_MS,
  paymentStateOf,
} from '../../../src/domain/payments.ts';

describe('issue 18: the hold of an order awaiting its online payment', () => {
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

describe('issue 18: amounts and methods', () => {
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

describe('issue 18: the payment state the customer reads', () => {
  const base = { status: 'placed', payment_method: 'ONLINE' as const, paid: false, refund: null };
  it('is pending while awaiting, failed after, paid once paid, then the refund’s', () => {
    expect(paymentStateOf({ ...base, status: 'awaiting_payment' })).toBe('pending');
    expect(paymentStateOf({ ...base, status: 'payment_failed' })).toBe('failed');
    expect(paymentStateOf({ ...base, paid: true })).toBe('paid');
    expect(paymentStateOf({ ...base, status: 'rejected', paid: true, refund: 'pending' })).toBe('refund_pending');
    expect(paymentStateOf({ ...base, status: 'rejected', paid: true, refund: 'sent' })).toBe('refunded');
    expect(paymentStateOf({ ...base, status: 'cancelled' })).toBe('failed');
  });

  it('is offline for cash and wallet orders', () => {
    expect(paymentStateOf({ ...base, payment_method: 'COD' })).toBe('offline');
    expect(paymentStateOf({ ...base, payment_method: 'WALLET', status: 'cancelled' })).toBe('offline');
  });
});
