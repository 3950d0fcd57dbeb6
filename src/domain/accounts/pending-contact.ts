// A new e-mail or phone waiting for its code (decision 0167, decision 0297). The code works 10
// minutes; the waiting address does not end with it. An e-mail typed at sign-up that was not
// confirmed then (the customer tapped Later, or the code ran out) stays on the account page with a
// way to send a fresh code, for 30 days, and only then is it forgotten.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days a waiting e-mail or phone is kept after it was asked for, its code spent or not. */
export const PENDING_CONTACT_KEPT_DAYS = 30;

/** Whole seconds the code sent to the waiting address still works at `now`; 0 once it expired. */
export function codeSecondsLeft(expiresAt: string, now: Date): number {
  return Math.max(0, Math.floor((Date.parse(expiresAt) - now.getTime()) / 1000));
}

/** The oldest moment a waiting address may have been asked for and still be kept at `now`. */
export function pendingContactKeptSince(now: Date): string {
  return new Date(now.getTime() - PENDING_CONTACT_KEPT_DAYS * DAY_MS).toISOString();
}
