// When staff may open a customer's account for them, and for how long (decision 0276). A caller
// is found by the whole mobile number they give, never by part of it; their account opens only
// with their consent: the 6-digit code sent to that phone, read out on the call, or, for a phone
// customer who has never set a password (someone the shop registered on a call, who does not use
// the app), a reason the staff member types, which the audit log keeps. Either way the customer
// is told in their alerts, the session ends within an hour, and it reaches the member's stores
// only. Pure: no database.
import type { ActingKindName } from './staff.ts';
import { may, type StaffRole } from './permissions.ts';
import { type Said, sentenceOf } from '../api/errors.ts';

/** A session staff hold for a customer ends this long after it started, at the latest. */
export const ACTING_SESSION_SECONDS = 60 * 60;

/** A typed reason: long enough to say who called and why they cannot give the code. */
export const CONSENT_REASON_MIN = 20;
export const CONSENT_REASON_MAX = 300;

export interface ConsentGiven {
  code?: string | undefined;
  reason?: string | undefined;
}

/** Why the consent given is not enough: among the server's words (src/server/said.ts spreads them into SAID). */
export const CONSENT_WORDS = {
  saidFieldAskForCode: 'ask the caller for the code just sent to their phone, or type why they cannot give it',
  saidFieldUsesPassword: 'this customer uses the app with a password: ask them for the code sent to their phone',
} as const;

/**
 * What is wrong with the consent given for a caller's account, by field, or null when it may open.
 * `hasPassword`: the customer set a password (they use the app), so only their code will do.
 */
export function consentRefusal(given: ConsentGiven, hasPassword: boolean): Record<string, Said> | null {
  if (given.code !== undefined) return null;
  if (given.reason === undefined) return { code: sentenceOf(CONSENT_WORDS, 'saidFieldAskForCode') };
  if (hasPassword) return { reason: sentenceOf(CONSENT_WORDS, 'saidFieldUsesPassword') };
  return null;
}

/** What the audit log keeps of the consent (never the code itself). */
export function consentAction(given: ConsentGiven): string {
  return given.code !== undefined ? 'call_order code' : `call_order reason: ${given.reason ?? ''}`;
}

/** Whether a held session that started at `startedAt` has outlived ACTING_SESSION_SECONDS at `now`. */
export function actingSessionOver(startedAt: string, now: Date): boolean {
  return now.getTime() - Date.parse(startedAt) >= ACTING_SESSION_SECONDS * 1000;
}

/** Whether a member of `role` may still hold a session of `kind` (a role change may take the right away). */
export function mayHold(role: StaffRole, kind: ActingKindName): boolean {
  return may(role, kind === 'call_order' ? 'phone_orders' : 'customers');
}

/** Whether the member's stores shrank: a held session of theirs must end (it may reach a store no longer theirs). */
export function lostAStore(before: readonly number[], after: readonly number[]): boolean {
  return before.some((storeId) => !after.includes(storeId));
}
