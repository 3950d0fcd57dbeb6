import { describe, expect, it } from 'vitest';
import { OUTBOX_RETRY_DELAYS_MS, outboxRetryDelay } from '../../../../src/domain/notifications/outbox.ts';

describe('outbox retry delays', () => {
  it('waits 5 s, 30 s, 2 min, 10 min … after the failed tries, growing', () => {
    expect(outboxRetryDelay(1)).toBe(5_000);
    expect(outboxRetryDelay(2)).toBe(30_000);
    expect(outboxRetryDelay(3)).toBe(120_000);
    expect(outboxRetryDelay(4)).toBe(600_000);
    for (let attempt = 2; attempt <= OUTBOX_RETRY_DELAYS_MS.length; attempt += 1) {
      expect(outboxRetryDelay(attempt) ?? 0).toBeGreaterThan(outboxRetryDelay(attempt - 1) ?? 0);
    }
  });

  it('gives up after the last wait', () => {
    expect(outboxRetryDelay(OUTBOX_RETRY_DELAYS_MS.length)).not.toBeNull();
    expect(outboxRetryDelay(OUTBOX_RETRY_DELAYS_MS.length + 1)).toBeNull();
    expect(outboxRetryDelay(2, [1_000])).toBeNull();
  });
});
