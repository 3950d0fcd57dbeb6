import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RIDER_WAIT_ALERT_MINUTES,
  riderWait,
  riderWaitLimit,
  riderWaitText,
} from '../../../../src/domain/staff/rider-wait.ts';

const READY = '2026-11-27T08:00:00.000Z';
const at = (minutes: number, seconds = 0) => new Date(Date.parse(READY) + minutes * 60_000 + seconds * 1000);
const ready = { status: 'ready_for_pickup' as const, mode: 'DELIVERY' as const, ready_since: READY };

describe('riderWait', () => {
  it('counts the whole minutes a ready delivery order has waited, over only past the limit', () => {
    expect(riderWait(ready, at(9, 59), 10)).toEqual({ minutes: 9, over: false });
    expect(riderWait(ready, at(10), 10)).toEqual({ minutes: 10, over: false });
    expect(riderWait(ready, at(10, 1), 10)).toEqual({ minutes: 10, over: true });
    expect(riderWait(ready, at(12, 30), 10)).toEqual({ minutes: 12, over: true });
  });

  it('with a limit of 0 alerts as soon as the order is ready', () => {
    expect(riderWait(ready, at(0), 0)?.over).toBe(false);
    expect(riderWait(ready, at(0, 1), 0)).toEqual({ minutes: 0, over: true });
  });

  it('is nothing for an order not waiting for a partner', () => {
    expect(riderWait({ ...ready, mode: 'SELFPICKUP' }, at(30), 10)).toBeNull();
    expect(riderWait({ ...ready, status: 'partner_assigned' }, at(30), 10)).toBeNull();
    expect(riderWait({ ...ready, status: 'preparing' }, at(30), 10)).toBeNull();
    expect(riderWait({ ...ready, ready_since: null }, at(30), 10)).toBeNull();
  });

  it('never counts a clock behind the ready time as negative', () => {
    expect(riderWait(ready, at(-2), 10)).toEqual({ minutes: 0, over: false });
  });
});

describe('riderWaitLimit', () => {
  it('reads the stored minutes, and a value that reads as none as the default', () => {
    expect(riderWaitLimit('15')).toBe(15);
    expect(riderWaitLimit(' 0 ')).toBe(0);
    expect(riderWaitLimit('7.9')).toBe(7);
    for (const bad of [undefined, null, '', 'ten', '-3', 'null'])
      expect(riderWaitLimit(bad)).toBe(DEFAULT_RIDER_WAIT_ALERT_MINUTES);
  });
});

describe('riderWaitText', () => {
  it('says the order and its minutes', () => {
    expect(riderWaitText('FC-1042', 12)).toBe('FC-1042 has waited 12 min for a rider');
    expect(riderWaitText('FC-1042', 0)).toBe('FC-1042 has waited under a minute for a rider');
  });
});
