// Cross-instance freshness on PostgreSQL (decision 0029):
// each instance keeps one connection of its own (outside the pool) that
// LISTENs on one channel; a change customers must see at once (cache.ts catalogChanged)
// is announced with pg_notify, and every instance of the same schema empties its caches
// when the notice arrives, within milliseconds. While the listening connection is down
// the instance reconnects with backoff and empties its caches once it is back (notices
// sent meanwhile are lost); the caches' own 30 s lifetime bounds what it can miss.
// The same connection also LISTENs on a second channel for live events (events.ts:
// orders moving, partners' positions), relayed to this instance's subscribers.
import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import {
  announceChangesWith,
  announceCustomerChangesWith,
  announceSessionEndsWith,
  clearCachesOf,
  forgetCustomers,
  forgetSessionsOf,
  type Touched,
} from '../cache.ts';
import { deliverEvent, type EventData, relayEventsWith, resyncSubscribers } from '../events.ts';
import type { Database } from './schema.ts';

/** One channel for the database; the payload names the schema, so instances of other schemas (the tests') ignore it. */
const CHANNEL = 'farmcart_changes';
/** Live events (events.ts); the payload is JSON naming the schema, the sending instance, the topic and the data. */
const EVENTS_CHANNEL = 'farmcart_events';
/**
 * The listening connection's application_name is this prefix and the schema, so pg_stat_activity
 * shows which instances serve which schema (db:reset refuses while there are any).
 */
export const LISTENER_NAME_PREFIX = 'farmcart-changes:';
const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 5_000;

export interface ChangeListener {
  /** Resolves once the first LISTEN is in place (or failed; it keeps trying). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/**
 * Listens for change notices of `db`'s schema with a connection of its own (`clientConfig`:
 * the pool's connection settings) and makes catalogChanged(db) announce to the others.
 */
export function listenForChanges(db: Kysely<Database>, clientConfig: pg.ClientConfig): ChangeListener {
  const instance = randomUUID();
  let schema: string | null = null;
  let client: pg.Client | null = null;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let attempt = 0;

  announceChangesWith(db, (touched) => {
    // The payload is `schema instance`, and ` stores 1,2` for a change within some stores' items
    // (cache.ts Touched); a notice is delivered to its sender too, which skips it.
    // A failed notice is the write's failure as well (the database is down): nothing to add.
    if (schema === null) return;
    const payload = `${schema} ${instance}${touched ? ` stores ${touched.stores.join(',')}` : ''}`;
    sql`select pg_notify(${CHANNEL}, ${payload})`.execute(db).catch(() => undefined);
  });
  // ` customers 7`: a change to those customers' own things (their favourites), which the caches
  // keyed by customer forget; an instance that does not know the word empties every cache instead.
  announceCustomerChangesWith(db, (customers) => {
    if (schema === null) return;
    sql`select pg_notify(${CHANNEL}, ${`${schema} ${instance} customers ${customers.join(',')}`})`
      .execute(db)
      .catch(() => undefined);
  });
  // ` sessions 7`: those users' sessions ended (decision 0337); each instance drops them from its session
  // cache. An instance that does not know the word empties every cache instead, which drops nothing it keeps.
  announceSessionEndsWith(db, (users) => {
    if (schema === null) return;
    sql`select pg_notify(${CHANNEL}, ${`${schema} ${instance} sessions ${users.join(',')}`})`
      .execute(db)
      .catch(() => undefined);
  });
  relayEventsWith(db, async (topic, json) => {
    if (schema === null) return;
    const payload = `{"schema":${JSON.stringify(schema)},"instance":"${instance}","topic":${JSON.stringify(topic)},"data":${json}}`;
    // Lost with the database down, like any notice: subscribers re-read on their next event or resync.
    await sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`.execute(db).catch(() => undefined);
  });

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      ...clientConfig,
      application_name: LISTENER_NAME_PREFIX,
      statement_timeout: 0,
      lock_timeout: 0,
    });
    const retry = () => {
      if (stopped || client !== next) return;
      client = null;
      next.removeAllListeners('notification');
      next.end().catch(() => undefined);
      const delay = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt) * (0.8 + Math.random() * 0.4);
      attempt++;
      retryTimer = setTimeout(() => void connect(), delay);
    };
    client = next;
    next.on('error', retry);
    next.on('end', retry);
    next.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL) {
        const event = parseEvent(message.payload);
        if (event && event.schema === schema && event.instance !== instance) deliverEvent(db, event.topic, event.data);
        return;
      }
      const [from, sender, scope, stores] = (message.payload ?? '').split(' ');
      if (from !== schema || sender === instance) return;
      const users = scope === 'sessions' ? idsIn(stores) : null;
      if (users) return forgetSessionsOf(db, users);
      const customers = scope === 'customers' ? idsIn(stores) : null;
      if (customers) forgetCustomers(db, customers);
      else clearCachesOf(db, touchedIn(scope, stores));
    });
    try {
      await next.connect();
      const { rows } = await next.query<{ schema: string }>('select current_schema() as schema');
      schema = rows[0]?.schema ?? 'public';
      await next.query(`select set_config('application_name', $1, false)`, [`${LISTENER_NAME_PREFIX}${schema}`]);
      await next.query(`listen ${CHANNEL}`);
      await next.query(`listen ${EVENTS_CHANNEL}`);
      // Notices sent while this instance was not listening are lost: start afresh.
      if (attempt > 0) {
        clearCachesOf(db);
        resyncSubscribers(db);
      }
      attempt = 0;
    } catch {
      retry();
    }
  };

  return {
    ready: connect(),
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}

interface RelayedEvent {
  schema: string;
  instance: string;
  topic: string;
  data: EventData;
}

/** An event notice as relayEventsWith sent it, or null for anything else on the channel. */
/** The stores a notice names (` stores 1,2`), or undefined for a change of anything. */
function touchedIn(scope: string | undefined, stores: string | undefined): Touched | undefined {
  const ids = scope === 'stores' ? idsIn(stores) : null;
  return ids ? { stores: ids } : undefined;
}

/** The ids of a notice's list (`1,2`), or null when it is not one. */
function idsIn(list: string | undefined): number[] | null {
  if (!list) return null;
  const ids = list.split(',').map(Number);
  return ids.every((id) => Number.isInteger(id) && id > 0) ? ids : null;
}

function parseEvent(payload: string | undefined): RelayedEvent | null {
  try {
    const event = JSON.parse(payload ?? '') as Partial<RelayedEvent> | null;
    if (typeof event?.schema !== 'string' || typeof event.instance !== 'string' || typeof event.topic !== 'string')
      return null;
    if (typeof event.data !== 'object' || event.data === null) return null;
    return event as RelayedEvent;
  } catch {
    return null;
  }
}
