// Who may be offered a store's ready delivery order, and when (decision 0314; behaviour §4 Order
// lifecycle, §6 Store rider): the store's own riders, partners, or both with the riders first.
import { describe, expect, it } from 'vitest';
import { transition } from '../../../../src/domain/orders/order-flow.ts';
import {
  DEFAULT_DELIVERED_BY,
  deliveredByOf,
  partnersMayBeOffered,
  ridersDeliver,
} from '../../../../src/domain/staff/own-riders.ts';

const READY = '2026-11-28T10:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(READY) + minutes * 60_000);

describe('§6 Store rider: who delivers', () => {
  it('lets the counter send out only where the store’s riders deliver', () => {
    expect(ridersDeliver({ delivered_by: 'own_riders' })).toBe(true);
    expect(ridersDeliver({ delivered_by: 'both' })).toBe(true);
    expect(ridersDeliver({ delivered_by: 'partners' })).toBe(false);
  });

  it('offers partners every ready order of a partners store, none of an own-riders store', () => {
    expect(partnersMayBeOffered({ delivered_by: 'partners', partner_offer_after_minutes: 10 }, READY, at(0))).toBe(
      true,
    );
    expect(partnersMayBeOffered({ delivered_by: 'partners', partner_offer_after_minutes: 10 }, null, at(0))).toBe(true);
    expect(partnersMayBeOffered({ delivered_by: 'own_riders', partner_offer_after_minutes: 0 }, READY, at(600))).toBe(
      false,
    );
  });

  it('with both, offers partners an order once it has been ready for the store’s minutes, not before', () => {
    const both = { delivered_by: 'both', partner_offer_after_minutes: 10 } as const;
    expect(partnersMayBeOffered(both, READY, at(9.99))).toBe(false);
    expect(partnersMayBeOffered(both, READY, at(10))).toBe(true);
    expect(partnersMayBeOffered({ ...both, partner_offer_after_minutes: 0 }, READY, at(0))).toBe(true);
    // No known ready time: left to the riders.
    expect(partnersMayBeOffered(both, null, at(60))).toBe(false);
    expect(partnersMayBeOffered(both, 'not a time', at(60))).toBe(false);
  });

  it('reads an unknown stored value as partners, as every store delivered before riders', () => {
    expect(deliveredByOf('both')).toBe('both');
    expect(deliveredByOf('drones')).toBe(DEFAULT_DELIVERED_BY);
    expect(DEFAULT_DELIVERED_BY).toBe('partners');
  });
});

describe('§4 Order lifecycle: a store’s rider', () => {
  const ready = { status: 'ready_for_pickup', mode: 'DELIVERY' } as const;
  it('the store sends a ready delivery order out: on the way at once', () => {
    expect(transition(ready, 'send_out', 'store')).toEqual({ ok: true, status: 'on_the_way' });
    expect(transition(ready, 'send_out', 'partner')).toMatchObject({ ok: false, reason: 'not_your_step' });
    expect(transition({ status: 'ready_for_pickup', mode: 'SELFPICKUP' }, 'send_out', 'store').ok).toBe(false);
    expect(transition({ status: 'preparing', mode: 'DELIVERY' }, 'send_out', 'store')).toMatchObject({
      ok: false,
      reason: 'not_allowed_now',
    });
  });
  it('the rider delivers an order on its way, and takes no other step', () => {
    expect(transition({ status: 'on_the_way', mode: 'DELIVERY' }, 'deliver', 'rider')).toEqual({
      ok: true,
      status: 'delivered',
    });
    expect(transition(ready, 'assign_partner', 'rider').ok).toBe(false);
    expect(transition({ status: 'placed', mode: 'DELIVERY' }, 'accept', 'rider').ok).toBe(false);
  });
});
