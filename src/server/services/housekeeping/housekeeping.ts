// Housekeeping (decision 0027): rows that only ever expire —
// sessions, one-time codes, password-reset and contact-change codes, rate-limit windows,
// sign-in throttles, idempotency keys, audit events past their retention, and delivery partners'
// positions a day after the delivery, kept payment webhooks after 90 days, messages the outbox is
// done with after a week — are deleted on a schedule, so the tables grow with the customers, not with
// time. With several instances on PostgreSQL one instance at a time does it (a
// session-level advisory lock taken with pg_try_advisory_lock; the others skip the round).
import { sql } from 'kysely';
import type { ShopContext } from '../../context.ts';
import { expireHolds, sendDueRefunds } from '../orders/paid-online.ts';
import { pendingContactKeptSince } from '../../../domain/accounts/pending-contact.ts';
import { settleDueShortLines } from '../orders/substitutions.ts';
import { expirePurchases } from '../payments/purchases.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long each kind of row is kept once it has expired (or, for idempotency keys, since it was made). */
export const RETENTION = {
  /** Expired or signed-out sessions: a day, for a support question about "why was I signed out". */
  sessionsMs: DAY_MS,
  /** One-time and password-reset codes past their expiry: a day. */
  codesMs: DAY_MS,
  /** Rate-limit windows that began this long ago (the longest window is an hour). */
  rateLimitsMs: DAY_MS,
  /** A place-order retry with the same key within a week still finds its order. */
  idempotencyKeysMs: 7 * DAY_MS,
  /** Sign-in throttles a day after their last failure, once no wait is running. */
  throttlesMs: DAY_MS,
  /** The audit log of sign-ins and account changes: a year (docs/security.md). */
  auditEventsMs: 365 * DAY_MS,
  /** Delivery partners' positions, a day after their order was delivered (or otherwise ended). */
  partnerPositionsMs: DAY_MS,
  /**
   * Kept webhooks: 90 days. A repeat is recognised by its kept id, and providers stop
   * retrying long before (Stripe for up to 3 days, Razorpay for 24 hours); what is paid stays in
   * the order's or purchase's own rows.
   */
  paymentEventsMs: 90 * DAY_MS,
  /**
   * Messages the outbox is done with (sent, delivered, failed; decision 0335): a week, for a question
   * about a code or notice that did not come. Their codes expired long before.
   */
  outboxMessagesMs: 7 * DAY_MS,
} as const;

/** The advisory lock of a housekeeping round: 'FCHK' in ASCII, and the schema. */
export const HOUSEKEEPING_LOCK = 1178814539;

export type Purged = Record<
  | 'sessions'
  | 'otps'
  | 'password_resets'
  | 'contact_changes'
  | 'rate_limits'
  | 'sign_in_throttles'
  | 'idempotency_keys'
  | 'audit_events'
  | 'partner_positions'
  | 'payment_events'
  | 'outbox_messages',
  number
>;

/** Deletes what has expired by `ctx.now()`; answers how many rows of each kind went. */
export async function purgeExpired(ctx: ShopContext): Promise<Purged> {
  const now = ctx.now().getTime();
  const before = (ms: number) => new Date(now - ms).toISOString();
  const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
  // Customers' sessions, and partners' and staff members' (sessions/role-sessions.ts), end by the same rules.
  const endedSessions = (table: 'sessions' | 'role_sessions') =>
    ctx.db
      .deleteFrom(table)
      .where((eb) =>
        eb.or([
          eb('expires_at', '<', before(RETENTION.sessionsMs)),
          eb('revoked_at', '<', before(RETENTION.sessionsMs)),
          // Ended by the idle timeout (sessions/sessions.ts) a day ago.
          eb('last_seen_at', '<', before(ctx.sessionIdleSeconds * 1000 + RETENTION.sessionsMs)),
        ]),
      )
      .executeTakeFirst();
  const sessions = await endedSessions('sessions');
  const roleSessions = await endedSessions('role_sessions');
  const otps = await ctx.db.deleteFrom('otps').where('expires_at', '<', before(RETENTION.codesMs)).executeTakeFirst();
  const resets = await ctx.db
    .deleteFrom('password_resets')
    .where('expires_at', '<', before(RETENTION.codesMs))
    .executeTakeFirst();
  // A change still waiting for its code outlives the code: the account page offers a fresh one
  // until it is PENDING_CONTACT_KEPT_DAYS old (decision 0297).
  const contactChanges = await ctx.db
    .deleteFrom('contact_changes')
    .where('expires_at', '<', before(RETENTION.codesMs))
    .where((eb) =>
      eb.or([eb('consumed_at', 'is not', null), eb('created_at', '<', pendingContactKeptSince(new Date(now)))]),
    )
    .executeTakeFirst();
  const throttles = await ctx.db
    .deleteFrom('sign_in_throttles')
    .where('last_failure_at', '<', before(RETENTION.throttlesMs))
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', new Date(now).toISOString())]))
    .executeTakeFirst();
  const audit = await ctx.db
    .deleteFrom('audit_events')
    .where('created_at', '<', before(RETENTION.auditEventsMs))
    .executeTakeFirst();
  const limits = await ctx.db
    .deleteFrom('rate_limits')
    .where('busy_until', '<', before(RETENTION.rateLimitsMs))
    .executeTakeFirst();
  const keys = await ctx.db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', before(RETENTION.idempotencyKeysMs))
    .executeTakeFirst();
  // Positions serve only an order being delivered: they go a day after it ended (its last status change).
  const positions = await ctx.db
    .deleteFrom('partner_positions')
    .where('order_id', 'in', (eb) =>
      eb
        .selectFrom('orders')
        .select('id')
        .where('status', 'not in', ['partner_assigned', 'on_the_way'])
        .where('updated_at', '<', before(RETENTION.partnerPositionsMs)),
    )
    .executeTakeFirst();
  const events = await ctx.db
    .deleteFrom('payment_events')
    .where('received_at', '<', before(RETENTION.paymentEventsMs))
    .executeTakeFirst();
  const messages = await ctx.db
    .deleteFrom('outbox_messages')
    .where('status', 'in', ['sent', 'delivered', 'failed'])
    .where('created_at', '<', before(RETENTION.outboxMessagesMs))
    .executeTakeFirst();
  return {
    sessions: count(sessions) + count(roleSessions),
    otps: count(otps),
    password_resets: count(resets),
    contact_changes: count(contactChanges),
    rate_limits: count(limits),
    sign_in_throttles: count(throttles),
    idempotency_keys: count(keys),
    audit_events: count(audit),
    partner_positions: count(positions),
    payment_events: count(events),
    outbox_messages: count(messages),
  };
}

/**
 * One round: on PostgreSQL only if no other instance is in one (else null); on SQLite the
 * single process is the only one.
 */
export async function housekeepingRound(ctx: ShopContext): Promise<Purged | null> {
  // Online payments: holds that ended are let go and refunds that failed are sent
  // again, on every instance (each order and refund is locked or claimed, so two do it once).
  await expireHolds(ctx);
  await expirePurchases(ctx);
  await sendDueRefunds(ctx);
  // Short lines nobody answered in time take their preference (each is claimed once: decision 0285).
  await settleDueShortLines(ctx);
  if (ctx.engine !== 'postgres') return purgeExpired(ctx);
  return ctx.db.connection().execute(async (connection) => {
    const key = sql`${sql.lit(HOUSEKEEPING_LOCK)}, hashtext(coalesce(current_schema(), ''))`;
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(connection);
    if (!rows[0]?.locked) return null;
    try {
      return await purgeExpired({ ...ctx, db: connection });
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection).catch(() => undefined);
    }
  });
}

/**
 * Runs a round every `everyMs` (the first after one interval, with up to 10 % jitter so
 * instances started together do not all try at once); a failed round is logged in one
 * line and the next one tries again. Answers a function that stops it.
 */
export function scheduleHousekeeping(context: () => Promise<ShopContext>, everyMs: number): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const next = () => {
    if (stopped) return;
    timer = setTimeout(round, everyMs * (1 + Math.random() * 0.1));
    timer.unref();
  };
  const round = async () => {
    try {
      const purged = await housekeepingRound(await context());
      const total = purged ? Object.values(purged).reduce((sum, n) => sum + n, 0) : 0;
      if (purged && total > 0) console.log(`Housekeeping: deleted ${JSON.stringify(purged)}`);
    } catch (error) {
      console.warn(`Housekeeping failed: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`);
    }
    next();
  };
  next();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
