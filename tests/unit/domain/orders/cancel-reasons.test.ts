import { describe, expect, it } from 'vitest';
import { CANCEL_REASON_MAX, cancelReasonText } from '../../../../src/domain/orders/cancel-reasons.ts';

describe('cancelReasonText', () => {
  it('stores a listed reason in English, and no reason as null', () => {
    expect(cancelReasonText('mistake')).toBe('Ordered by mistake');
    expect(cancelReasonText('change_items')).toBe('Want to change items');
    expect(cancelReasonText('too_slow', 'ignored')).toBe('Delivery too slow');
    expect(cancelReasonText(null, 'typed')).toBeNull();
  });

  it('stores what was typed for "other", trimmed and cut to the longest taken', () => {
    expect(cancelReasonText('other', '  found it  cheaper\n')).toBe('found it cheaper');
    expect(cancelReasonText('other', '   ')).toBe('Other');
    expect(cancelReasonText('other', 'x'.repeat(300))).toHaveLength(CANCEL_REASON_MAX);
  });
});
