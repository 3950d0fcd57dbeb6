// A waiting e-mail or phone outlives its code (decision 0297): the seconds its code has left, and
// how far back a waiting change is still offered.
import { describe, expect, it } from 'vitest';
import {
  codeSecondsLeft,
  PENDING_CONTACT_KEPT_DAYS,
  pendingContactKeptSince,
} from '../../../../src/domain/accounts/pending-contact.ts';

const NOW = new Date('2026-11-27T10:00:00.000Z');

describe('a waiting e-mail or phone', () => {
  it('counts the whole seconds its code has left, and 0 once it expired', () => {
    expect(codeSecondsLeft('2026-11-27T10:10:00.000Z', NOW)).toBe(600);
    expect(codeSecondsLeft('2026-11-27T10:00:00.900Z', NOW)).toBe(0);
    expect(codeSecondsLeft('2026-11-27T09:59:00.000Z', NOW)).toBe(0);
  });

  it('is offered for 30 days after it was asked for', () => {
    expect(PENDING_CONTACT_KEPT_DAYS).toBe(30);
    expect(pendingContactKeptSince(NOW)).toBe('2026-10-28T10:00:00.000Z');
  });
});
