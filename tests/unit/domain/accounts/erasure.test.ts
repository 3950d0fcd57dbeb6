// Decision 0330: what deleting an account keeps of its orders' places, and when it waits.
import { describe, expect, it } from 'vitest';
import { coarsePoint, erasureRefusal } from '../../../../src/domain/accounts/erasure.ts';

describe('coarsePoint (decision 0330: a locality, not a house)', () => {
  it('keeps two decimals of a degree', () => {
    expect(coarsePoint(18.520431)).toBe(18.52);
    expect(coarsePoint(73.856744)).toBe(73.86);
    expect(coarsePoint(-0.004)).toBe(-0);
  });
  it('keeps a missing point missing (a pickup order has none)', () => {
    expect(coarsePoint(null)).toBeNull();
  });
});

describe('erasureRefusal (decision 0330)', () => {
  it('waits while the wallet holds money the shop owes', () => {
    expect(erasureRefusal({ walletPaise: 1, runningOrders: 0 })).toBe('wallet_not_empty');
  });
  it('waits while an order is on its way', () => {
    expect(erasureRefusal({ walletPaise: 0, runningOrders: 1 })).toBe('order_running');
  });
  it('lets an empty wallet with no running order go', () => {
    expect(erasureRefusal({ walletPaise: 0, runningOrders: 0 })).toBeNull();
  });
});
