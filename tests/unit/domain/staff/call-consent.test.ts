// The rules of staff in a customer's account (decision 0276): consent by code, or by reason only
// for a customer without a password; an hour at most; a store lost ends the member's sessions.
import { describe, expect, it } from 'vitest';
import {
  ACTING_SESSION_SECONDS,
  actingSessionOver,
  consentAction,
  consentRefusal,
  lostAStore,
  mayHold,
} from '../../../../src/domain/staff/call-consent.ts';

describe('consent to open a caller’s account', () => {
  it('takes the code from anyone, and a reason only from a customer without a password', () => {
    expect(consentRefusal({ code: '123456' }, true)).toBeNull();
    expect(consentRefusal({ code: '123456' }, false)).toBeNull();
    expect(consentRefusal({ reason: 'calls from a landline, no mobile' }, false)).toBeNull();
    expect(consentRefusal({ reason: 'calls from a landline, no mobile' }, true)).toHaveProperty('reason');
    expect(consentRefusal({}, false)).toHaveProperty('code');
    expect(consentRefusal({}, true)).toHaveProperty('code');
  });

  it('keeps in the audit how consent was given, never the code', () => {
    expect(consentAction({ code: '123456' })).toBe('call_order code');
    expect(consentAction({ reason: 'calls from a landline' })).toBe('call_order reason: calls from a landline');
  });
});

describe('a held session’s life', () => {
  it('ends an hour after it started', () => {
    const start = '2026-11-27T10:00:00.000Z';
    expect(ACTING_SESSION_SECONDS).toBe(3600);
    expect(actingSessionOver(start, new Date('2026-11-27T10:59:59.000Z'))).toBe(false);
    expect(actingSessionOver(start, new Date('2026-11-27T11:00:00.000Z'))).toBe(true);
  });

  it('ends when the member loses a store, not when they gain one', () => {
    expect(lostAStore([1], [2])).toBe(true);
    expect(lostAStore([1, 2], [1])).toBe(true);
    expect(lostAStore([1], [1, 2])).toBe(false);
    expect(lostAStore([], [1])).toBe(false);
  });

  it('is held only by a role with the right: phone orders for call-and-order, customers for signing in as one', () => {
    expect(mayHold('counter', 'call_order')).toBe(true);
    expect(mayHold('editor', 'call_order')).toBe(false);
    expect(mayHold('manager', 'impersonation')).toBe(false);
    expect(mayHold('admin', 'impersonation')).toBe(true);
  });
});
