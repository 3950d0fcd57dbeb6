// The outbox (decision 0335): a message to a person is a row of `outbox_messages`, written by
// enqueueMessage in the transaction that causes it (the OTP row, the changed password), so a
// message is never sent for a change that rolled back, nor lost when the provider is down. The
// worker hands due rows to the channel's transport:
//
// - A row is claimed by one UPDATE that sets status 'sending', a lease and the instance's name; on
//   PostgreSQL the rows are picked FOR UPDATE SKIP LOCKED, so instances over one database never
//   claim the same row (SQLite has one writer). A lease that ran out (the instance died mid-send)
//   is claimed again.
// - The provider took it: 'sent' with its id (a delivery receipt may make it 'delivered'). A
//   passing failure is tried again after a growing wait (domain/notifications/outbox.ts); one that
//   will fail the same way, or the last try, makes it 'failed'.
// - `wake()` after a commit sends at once on this instance; a sweep every few seconds picks up the
//   rest (retries that fell due, expired leases, messages of an instance that did not send them
//   within 2 s: a fresh one is left to the instance that woke for it).
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable, Updateable } from 'kysely';
import { shopToday } from '../../../domain/calendar.ts';
import { outboxRetryDelay } from '../../../domain/notifications/outbox.ts';
import type { Database, Engine } from '../../db/index.ts';
import type { OutboxMessagesTable } from '../../db/schema.ts';
import type { Channel, DeliveryReceipt, OutgoingMessage, SendResult, Transport } from './transports/transport.ts';

/** The transport of each channel; a channel without one fails its messages. */
export type Transports = Partial<Record<Channel, Transport>>;

export interface NewMessage {
  channel: Channel;
  to: string;
  kind: string;
  language: string;
  text: string;
  subject?: string | undefined;
  html?: string | undefined;
  params?: readonly string[] | undefined;
  customerId?: number | undefined;
  orderId?: number | undefined;
}

/** Writes a message to the outbox: `db` is the transaction of the change that causes it. Answers its id. */
export async function enqueueMessage(db: Kysely<Database>, message: NewMessage): Promise<number> {
  const at = new Date().toISOString();
  const row = await db
    .insertInto('outbox_messages')
    .values({
      channel: message.channel,
      recipient: message.to,
      kind: message.kind,
      language: message.language,
      text: message.text,
      subject: message.subject ?? null,
      html: message.html ?? null,
      params: JSON.stringify(message.params ?? []),
      next_attempt_at: at,
      lease_until: null,
      claimed_by: null,
      provider: null,
      provider_id: null,
      last_error: null,
      created_at: at,
      sent_at: null,
      customer_id: message.customerId ?? null,
      order_id: message.orderId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** How long a claimed row stays this instance's: well beyond a transport's own timeout. */
const LEASE_MS = 60_000;
/** Rows claimed at once; a full batch is followed by another at once. */
const CLAIM_BATCH = 20;
/** The sweep of a started worker, for what no wake announced. */
const SWEEP_EVERY_MS = 5_000;
/**
 * What the timed sweep leaves alone: a message due this recently belongs to the instance that just
 * woke for it, so with several instances a code is sent (and, with the log transport, logged) by
 * the instance that took the request, unless it is gone.
 */
const SWEEP_GRACE_MS = 2_000;

export interface OutboxOptions {
  db: Kysely<Database>;
  engine: Engine;
  transports: Transports;
  /** The outbox's own clock: retries and leases run on real time, also where the shop's clock stands still. */
  clock?: (() => Date) | undefined;
  retryDelays?: readonly number[] | undefined;
  /** This instance's name in claimed_by. */
  instance?: string | undefined;
}

export interface Outbox {
  /** A message was just committed: a started worker sends it at once (a stopped one leaves it queued). */
  wake(): void;
  /** Sends every message due now, in this process, until none is left; answers how many were tried. */
  drain(): Promise<number>;
  /** Starts the worker: sends on wake and sweeps every few seconds. */
  start(): void;
  stop(): void;
  /** The provider each channel sends through ('msg91', 'smtp', 'webhook', 'log', …); a channel without one is absent. */
  providers(): Partial<Record<Channel, string>>;
  /** Whether `channel` has a transport: a customer may choose only those for their order updates (decision 0340). */
  sends(channel: Channel): boolean;
}

type Row = Selectable<OutboxMessagesTable>;

function outgoing(row: Row): OutgoingMessage {
  let params: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.params);
    if (Array.isArray(parsed)) params = parsed.map(String);
  } catch {
    params = [];
  }
  return {
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    kind: row.kind,
    language: row.language,
    text: row.text,
    subject: row.subject ?? undefined,
    html: row.html ?? undefined,
    params,
  };
}

export function createOutbox(options: OutboxOptions): Outbox {
  const { db, engine, transports } = options;
  const clock = options.clock ?? (() => new Date());
  const instance = options.instance ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  let started = false;
  let sweeping: Promise<number> | null = null;
  /** Another pass is wanted after this one, leaving alone what fell due within `againGrace` ms. */
  let again = false;
  let againGrace = SWEEP_GRACE_MS;
  let timer: ReturnType<typeof setInterval> | null = null;

  async function claim(graceMs: number): Promise<Row[]> {
    const now = clock();
    const at = new Date(now.getTime() - graceMs).toISOString();
    const due = db
      .selectFrom('outbox_messages')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', at)]),
          eb.and([eb('status', '=', 'sending'), eb('lease_until', '<=', at)]),
        ]),
      )
      .orderBy('id')
      .limit(CLAIM_BATCH)
      .$if(engine === 'postgres', (query) => query.forUpdate().skipLocked());
    return db
      .updateTable('outbox_messages')
      .set((eb) => ({
        status: 'sending',
        lease_until: new Date(now.getTime() + LEASE_MS).toISOString(),
        claimed_by: instance,
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', 'in', due)
      .returningAll()
      .execute();
  }

  async function sendOne(row: Row): Promise<void> {
    const transport = transports[row.channel];
    let result: SendResult;
    if (!transport) {
      result = { ok: false, retry: false, error: `No provider is set up for ${row.channel}` };
    } else {
      try {
        result = await transport.send(outgoing(row));
      } catch (error) {
        result = { ok: false, retry: true, error: error instanceof Error ? error.message : String(error) };
      }
    }
    const now = clock();
    // Only while the row is still this instance's: a lease that ran out may have passed it on.
    // The day's count moves in the same transaction, only when the row did (decision 0341).
    const mark = (values: Updateable<OutboxMessagesTable>, counted: CountedStatus | null) =>
      db.transaction().execute(async (trx) => {
        const changed = await trx
          .updateTable('outbox_messages')
          .where('id', '=', row.id)
          .where('status', '=', 'sending')
          .where('claimed_by', '=', instance)
          .set(values)
          .executeTakeFirst();
        if (counted && Number(changed.numUpdatedRows) > 0) await countMessage(trx, row.channel, counted, now);
      });
    if (result.ok) {
      await mark(
        {
          status: 'sent',
          provider: transport?.provider ?? null,
          provider_id: result.providerId,
          sent_at: now.toISOString(),
          lease_until: null,
          last_error: null,
        },
        'sent',
      );
      return;
    }
    const wait = result.retry ? outboxRetryDelay(row.attempts, options.retryDelays) : null;
    console.warn(
      `[farmcart:outbox] message ${row.id} (${row.kind}) try ${row.attempts} failed${wait === null ? ' for good' : ''}: ${result.error}`,
    );
    await mark(
      {
        status: wait === null ? 'failed' : 'queued',
        next_attempt_at: new Date(now.getTime() + (wait ?? 0)).toISOString(),
        provider: transport?.provider ?? null,
        lease_until: null,
        last_error: result.error.slice(0, 500),
      },
      wait === null ? 'failed' : null,
    );
  }

  async function sweep(graceMs: number): Promise<number> {
    let tried = 0;
    for (;;) {
      const rows = await claim(graceMs);
      await Promise.all(rows.map((row) => sendOne(row)));
      tried += rows.length;
      if (rows.length < CLAIM_BATCH) return tried;
    }
  }

  /**
   * One sweep at a time; a wake during one runs another after it. `graceMs`: due messages this
   * recent are left to the instance that woke for them (the timed sweep), 0 for all.
   */
  function run(graceMs: number): Promise<number> {
    if (sweeping) {
      again = true;
      againGrace = Math.min(againGrace, graceMs);
      return sweeping;
    }
    sweeping = (async () => {
      let tried = await sweep(graceMs);
      while (again) {
        const grace = againGrace;
        again = false;
        againGrace = SWEEP_GRACE_MS;
        tried += await sweep(grace);
      }
      return tried;
    })().finally(() => {
      sweeping = null;
    });
    return sweeping;
  }

  function kick(graceMs: number): void {
    run(graceMs).catch((error: unknown) => console.error('[farmcart:outbox] sweep failed:', error));
  }

  return {
    wake() {
      if (started) kick(0);
    },
    async drain() {
      let tried = 0;
      for (;;) {
        if (sweeping) await sweeping.catch(() => 0);
        const more = await run(0);
        tried += more;
        if (more === 0) return tried;
      }
    },
    start() {
      if (started) return;
      started = true;
      timer = setInterval(() => kick(SWEEP_GRACE_MS), SWEEP_EVERY_MS);
      timer.unref?.();
      kick(0);
    },
    providers() {
      const named: Partial<Record<Channel, string>> = {};
      for (const [channel, transport] of Object.entries(transports) as [Channel, Transport | undefined][])
        if (transport) named[channel] = transport.provider;
      return named;
    },
    stop() {
      started = false;
      if (timer) clearInterval(timer);
      timer = null;
    },
    sends(channel) {
      return transports[channel] !== undefined;
    },
  };
}

/**
 * A provider's delivery receipt (its status webhook, signature verified) on the message it names:
 * 'delivered' or 'failed' with the provider's words; a receipt that it was sent changes nothing.
 * A delivered message stays delivered, whatever a late receipt says. Answers whether a row changed.
 */
export async function recordReceipt(db: Kysely<Database>, receipt: DeliveryReceipt): Promise<boolean> {
  const status = receipt.status;
  if (status === 'sent') return false;
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('outbox_messages')
      .set(
        status === 'delivered'
          ? { status: 'delivered' }
          : { status: 'failed', last_error: (receipt.error ?? 'The provider could not deliver it').slice(0, 500) },
      )
      .where('provider', '=', receipt.provider)
      .where('provider_id', '=', receipt.providerId)
      .where('status', 'in', ['sent', 'sending'])
      .returning('channel')
      .execute();
    for (const row of changed) await countMessage(trx, row.channel, status, new Date());
    return changed.length > 0;
  });
}

/** What the day's counts count (migration 068): the provider took it, it arrived, it failed. */
type CountedStatus = 'sent' | 'delivered' | 'failed';

/** Adds one to the count of the shop day of `at` for the channel and outcome, in `db`'s transaction. */
async function countMessage(db: Kysely<Database>, channel: Channel, status: CountedStatus, at: Date): Promise<void> {
  await db
    .insertInto('message_day_counts')
    .values({ day: shopToday(at), channel, status, count: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['day', 'channel', 'status'])
        .doUpdateSet((eb) => ({ count: eb('message_day_counts.count', '+', 1) })),
    )
    .execute();
}
