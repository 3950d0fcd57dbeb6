// When the outbox tries a message again (decision 0335): after a growing wait, so a provider that
// is down for a minute gets its messages a few seconds after it is back, and one down for hours is
// not hammered; after the last wait the message has failed for good.

/** The waits after the 1st, 2nd, … failed try; one try more than there are waits. */
export const OUTBOX_RETRY_DELAYS_MS: readonly number[] = [
  5_000,
  30_000,
  2 * 60_000,
  10 * 60_000,
  30 * 60_000,
  60 * 60_000,
  2 * 60 * 60_000,
];

/** The wait before try number `attempts + 1` after `attempts` failed tries, or null when the message has failed. */
export function outboxRetryDelay(attempts: number, delays: readonly number[] = OUTBOX_RETRY_DELAYS_MS): number | null {
  if (attempts < 1) return 0;
  return delays[attempts - 1] ?? null;
}
