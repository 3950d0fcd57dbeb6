import { describe, expect, it } from 'vitest';
import { calledOffMoney } from '../../../../src/domain/orders/called-off.ts';

const order = { status: 'cancelled' as const, wallet_used: 0, total_payable: 187, payment_state: 'offline' as const };

describe('calledOffMoney', () => {
  it('is nothing for an order that was not called off', () => {
    expect(calledOffMoney({ ...order, status: 'delivered' })).toBeNull();
    expect(calledOffMoney({ ...order, status: 'placed' })).toBeNull();
  });

  it('says nothing was charged for cash', () => {
    expect(calledOffMoney(order)).toEqual({ wallet: 0, online: 0, onlinePending: false });
    expect(calledOffMoney({ ...order, status: 'rejected' })).toEqual({ wallet: 0, online: 0, onlinePending: false });
  });

  it('gives back the wallet part, and what was paid online once it is refunded or on its way', () => {
    expect(calledOffMoney({ ...order, wallet_used: 187, total_payable: 0 })).toMatchObject({ wallet: 187, online: 0 });
    expect(calledOffMoney({ ...order, wallet_used: 50, total_payable: 137, payment_state: 'refund_pending' })).toEqual({
      wallet: 50,
      online: 137,
      onlinePending: true,
    });
    expect(calledOffMoney({ ...order, payment_state: 'refunded' })).toEqual({
      wallet: 0,
      online: 187,
      onlinePending: false,
    });
    // Called off before an online payment went through: nothing was taken.
    expect(calledOffMoney({ ...order, payment_state: 'cancelled_unpaid' })).toEqual({
      wallet: 0,
      online: 0,
      onlinePending: false,
    });
  });
});
