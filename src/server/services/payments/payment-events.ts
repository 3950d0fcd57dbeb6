// The signals that pay an order or a purchase (decision 0252),
// shared by both: signed webhooks, kept by their provider event id (migration 015) in the same
// transaction as their effect, so a repeat — however many, in whatever order — is seen as one;
// and the browser's return, checked with the provider before it may pay anything.
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { ShopContext } from '../../context.ts';
import type { PaymentProvider, VerifiedPayment } from '../../payments/provider.ts';
import { said } from '../../said.ts';

/** One line of the payments log. */
export function log(message: string): void {
  console.warn(`[farmcart:payments] ${message}`);
}

export type SettleOutcome = 'confirmed' | 'already' | 'refunding' | 'refused' | 'unknown' | 'failed' | 'noted';

export interface EventRecord {
  provider: string;
  eventId: string;
  kind: string;
}

/** Keeps a webhook by its id in the caller's transaction; false when it was kept before (a repeat). */
export async function firstDelivery(tx: ShopContext, event: EventRecord | null, outcome: string): Promise<boolean> {
  if (!event) return true;
  const result = await tx.db
    .insertInto('payment_events')
    .values({
      provider: event.provider,
      event_id: event.eventId,
      kind: event.kind,
      outcome,
      received_at: tx.now().toISOString(),
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Writes what the shop made of a kept webhook after all (a refusal found after it was kept). */
export async function noteEventOutcome(tx: ShopContext, event: EventRecord | null, outcome: string): Promise<void> {
  if (!event) return;
  await tx.db
    .updateTable('payment_events')
    .set({ outcome })
    .where('provider', '=', event.provider)
    .where('event_id', '=', event.eventId)
    .execute();
}

/** The first line of what was thrown. */
export function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

/** The provider did not make the attempt (down, or refused our call): try again later, or pay cash. */
export function providerDown() {
  return fail('unavailable', said('saidPaymentServiceDown'), {
    payment_provider: said('saidFieldNotAnswering'),
  });
}

/** A hosted checkout needs the way back to the shop: refused when the request did not say where the shop is. */
export function unknownOrigin(provider: PaymentProvider, origin: string | null) {
  return origin === null && provider.flow === 'redirect'
    ? fail('validation_failed', said('saidWhichShop'), { host: said('saidFieldUnknown') })
    : null;
}

/** The field of a return that a refusal names: Razorpay's payment id, or Stripe's session id. */
export function returnField(fields: Record<string, string>): string {
  return 'session_id' in fields ? 'session_id' : 'razorpay_payment_id';
}

/**
 * What the provider says of a return (`what`: the order or purchase, for the log): a verified
 * payment, 'pending' (a hosted checkout the provider does not call paid yet: its webhook will
 * say), or a refusal naming the field.
 */
export async function verifiedReturn(
  provider: PaymentProvider,
  fields: Record<string, string>,
  what: string,
): Promise<Result<VerifiedPayment> | 'pending'> {
  let verified: Awaited<ReturnType<PaymentProvider['verifyReturn']>>;
  try {
    verified = await provider.verifyReturn(fields);
  } catch (error) {
    log(`${provider.id} return for ${what} not checked: ${messageOf(error)}`);
    return providerDown();
  }
  if (verified.ok) return ok(verified.payment);
  if (verified.reason === 'not_paid' && provider.flow === 'redirect') return 'pending';
  log(`refused ${provider.id} return for ${what}: ${verified.detail}`);
  const field = verified.reason === 'bad_signature' ? 'razorpay_signature' : returnField(fields);
  return fail('validation_failed', said('saidPaymentNotVerified'), {
    [field]: said('saidFieldProviderSays', { detail: verified.detail }),
  });
}
