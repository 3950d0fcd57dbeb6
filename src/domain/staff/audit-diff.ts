// The audit log's "before and after" (decision 0272): of the two JSON snapshots a console change
// stored, only the fields that changed, each with its value before and after written short, so a
// row says "discount: 10 → 15" rather than two whole coupons. Pure.

export interface FieldChange {
  field: string;
  /** The value written short; null when the field was absent on that side. */
  before: string | null;
  after: string | null;
}

const SHORT_MAX = 80;

/** A value in a few characters: text as it is, a list or an object as compact JSON, cut at SHORT_MAX. */
export function shortValue(value: unknown): string {
  const text = typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);
  return text.length > SHORT_MAX ? `${text.slice(0, SHORT_MAX - 1)}…` : text;
}

function fieldsOf(snapshot: unknown): Record<string, unknown> {
  if (snapshot === null || snapshot === undefined) return {};
  if (typeof snapshot === 'object' && !Array.isArray(snapshot)) return snapshot as Record<string, unknown>;
  return { value: snapshot };
}

/**
 * The fields whose values differ between `before` and `after` (a thing made has no before, one removed
 * no after), in the order they first appear; values are compared as JSON.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const was = fieldsOf(before);
  const now = fieldsOf(after);
  const names = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return names.flatMap((field) => {
    const inBefore = field in was;
    const inAfter = field in now;
    if (inBefore && inAfter && JSON.stringify(was[field]) === JSON.stringify(now[field])) return [];
    return [
      {
        field,
        before: inBefore ? shortValue(was[field]) : null,
        after: inAfter ? shortValue(now[field]) : null,
      },
    ];
  });
}

/** Reads a stored snapshot (before_json / after_json); text that is not JSON is kept as text. */
export function parseSnapshot(json: string | null): unknown {
  if (json === null) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return json;
  }
}
