// The audit log's compact diff (decision 0272).
import { describe, expect, it } from 'vitest';
import { changedFields, parseSnapshot, shortValue } from '../../../../src/domain/staff/audit-diff.ts';

describe('the fields a change changed', () => {
  it('lists only the fields whose values differ, before and after', () => {
    expect(
      changedFields({ code: 'A10', discount: 10, store_ids: [1] }, { code: 'A10', discount: 15, store_ids: [1, 2] }),
    ).toEqual([
      { field: 'discount', before: '10', after: '15' },
      { field: 'store_ids', before: '[1]', after: '[1,2]' },
    ]);
  });

  it('a thing made has no before; a field gone has no after', () => {
    expect(changedFields(null, { name: 'Meera', role: 'manager' })).toEqual([
      { field: 'name', before: null, after: 'Meera' },
      { field: 'role', before: null, after: 'manager' },
    ]);
    expect(changedFields({ a: 1, b: 2 }, { a: 1 })).toEqual([{ field: 'b', before: '2', after: null }]);
  });

  it('nothing when nothing changed', () => {
    expect(changedFields({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
  });

  it('writes long values short', () => {
    expect(shortValue('x'.repeat(200))).toHaveLength(80);
    expect(shortValue('x'.repeat(200)).endsWith('…')).toBe(true);
  });

  it('reads stored snapshots, keeping text that is not JSON', () => {
    expect(parseSnapshot('{"a":1}')).toEqual({ a: 1 });
    expect(parseSnapshot('not json')).toBe('not json');
    expect(parseSnapshot(null)).toBeNull();
    expect(changedFields(parseSnapshot('7'), parseSnapshot('8'))).toEqual([
      { field: 'value', before: '7', after: '8' },
    ]);
  });
});
