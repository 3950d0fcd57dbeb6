// Web Push (decision 0250): a customer's alerts (the `notifications`
// rows recordStatus writes for each order step, in the step's own transaction) are pushed to the
// devices the customer saved a subscription on, after the request that caused them has answered.
//
// - The alert row is the outbox: a worker claims unpushed alerts by setting `pushed_at` (only one
//   instance wins a row), so several instances never push one alert twice, and an alert whose
//   kick was lost (the process stopped) is found by the next sweep.
// - Each push is encrypted (aes128gcm, RFC 8291) and signed (VAPID, RFC 8292) by `web-push`, and
//   sent with node:https; a passing failure (no answer, 429, 5xx) is tried again after a growing wait
//   (PUSH_RETRY_DELAYS_MS), in memory: an instance that stops mid-wait drops those retries.
// - 404 or 410 from the push service: the subscription is gone for good and its token is deleted.
// - A token saved under a session that has ended (signed out, expired) is deleted, never sent to.
// - A push goes only to a push service (decision 0277): the endpoint is checked again before each
//   send, and its host's addresses when the connection is made (push-endpoint.ts); a token that
//   fails either is deleted, and no connection is opened to it.
import { Agent as HttpAgent, type OutgoingHttpHeaders, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import webpush from 'web-push';
import type { Kysely } from 'kysely';
import {
  PUSH_ENDPOINT_RULES,
  PUSH_RETRY_DELAYS_MS,
  type PushEndpointRules,
  type PushedNotification,
  parsePushSubscription,
  pushOutcome,
  pushRetryDelay,
} from '../../../domain/notifications/push.ts';
import type { Database } from '../../db/schema.ts';
import type { VapidKeys } from './push-keys.ts';
import { NotPublicAddressError, publicOnlyLookup, type Resolver } from './push-endpoint.ts';
import { sayAlert } from '../../said.ts';
import { hashToken, isSessionToken } from '../sessions/sessions.ts';

/** Alerts older than this when claimed are marked pushed without a send: a late buzz misleads. */
const STALE_ALERT_MS = 60 * 60 * 1000;
/** Alerts claimed per sweep; a sweep that filled it runs again at once. */
const SWEEP_BATCH = 100;
/** How long a push service may take to answer one send. */
const SEND_TIMEOUT_MS = 10_000;
/** How long a push service keeps an undelivered message for a phone that is off (RFC 8030 TTL). */
const PUSH_TTL_SECONDS = 4 * 3600;
/** Connections open to push services at once, per instance: a burst of alerts queues behind them. */
const MAX_SOCKETS = 16;

export interface PushWorkerOptions {
  db: Kysely<Database>;
  now(): Date;
  keys: VapidKeys;
  retryDelays?: readonly number[];
  /**
   * Where pushes may go (decision 0277): by default https on a public host among the browsers'
   * push services; a test's local push service widens it to plain http on any host.
   */
  endpoints?: PushEndpointRules;
  /** Resolves a push service's name (dns.lookup; a test may stand in). */
  resolve?: Resolver;
  /** Sweeps also run this often, for alerts whose kick was lost (0: only when kicked). */
  sweepEveryMs?: number;
}

export interface PushWorker {
  /** New alerts may be waiting: sweep soon, off the caller's path. */
  kick(): void;
  /** Resolves when no sweep, send or retry is pending (tests, draining). */
  idle(): Promise<void>;
  stop(): void;
}

interface TokenRow {
  id: number;
  token: string;
  /** The language its customer read when it was saved or last chose (migration 020); null: the shop's default. */
  language: string | null;
}

export function createPushWorker(options: PushWorkerOptions): PushWorker {
  const { db, now, keys } = options;
  const delays = options.retryDelays ?? PUSH_RETRY_DELAYS_MS;
  const pending = new Set<Promise<void>>();
  let sweeping: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const track = (work: Promise<void>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };

  const rules = options.endpoints ?? PUSH_ENDPOINT_RULES;
  // The address check lives in the agents' lookup, so every connection they open is checked.
  const lookup = rules.publicHostsOnly ? publicOnlyLookup(options.resolve) : undefined;
  const agents = {
    'https:': new HttpsAgent({ keepAlive: true, maxSockets: MAX_SOCKETS, ...(lookup ? { lookup } : {}) }),
    'http:': new HttpAgent({ keepAlive: true, maxSockets: MAX_SOCKETS, ...(lookup ? { lookup } : {}) }),
  };

  /** POSTs one push; answers the push service's HTTP status. */
  function post(endpoint: string, headers: OutgoingHttpHeaders, body: Buffer): Promise<number> {
    const url = new URL(endpoint);
    const secure = url.protocol === 'https:';
    const requester = secure ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const request = requester(
        url,
        {
          method: 'POST',
          headers,
          agent: secure ? agents['https:'] : agents['http:'],
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  async function forget(tokenId: number): Promise<void> {
    await db.deleteFrom('push_tokens').where('id', '=', tokenId).execute();
  }

  async function send(row: TokenRow, payload: string, attempt: number): Promise<void> {
    if (stopped) return;
    const subscription = parsePushSubscription(row.token, rules);
    if (!subscription) {
      // A token of the time before Web Push, broken, or pointing where pushes may not go (saved
      // before the endpoint rules, or the allowlist changed since): nothing is ever sent to it.
      await forget(row.id);
      return;
    }
    let status: number | null = null;
    try {
      const request = webpush.generateRequestDetails(subscription, payload, {
        vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: PUSH_TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        urgency: 'high',
      });
      status = await post(request.endpoint, request.headers as OutgoingHttpHeaders, request.body);
    } catch (error) {
      if (error instanceof NotPublicAddressError) {
        console.warn('[farmcart:push] refused:', error.message);
        await forget(row.id);
        return;
      }
      console.warn('[farmcart:push] send failed:', (error as Error).message);
    }
    const outcome = status === null ? 'retry' : pushOutcome(status);
    if (outcome === 'gone') await forget(row.id);
    if (outcome === 'dropped') console.warn(`[farmcart:push] push service refused a push (HTTP ${status})`);
    if (outcome !== 'retry') return;
    const wait = pushRetryDelay(attempt, delays);
    if (wait === null) return;
    track(
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => resolve(send(row, payload, attempt + 1)), wait);
        timer.unref?.();
      }),
    );
  }

  /** The user's tokens a push may go to; tokens of ended sessions are deleted on the way. */
  async function tokensOf(userId: number): Promise<TokenRow[]> {
    const at = now().toISOString();
    const rows = await db
      .selectFrom('push_tokens')
      .leftJoin('sessions', 'sessions.id', 'push_tokens.session_id')
      .select([
        'push_tokens.id',
        'push_tokens.token',
        'push_tokens.session_id',
        'push_tokens.language_code',
        'sessions.revoked_at',
        'sessions.expires_at',
      ])
      .where('push_tokens.user_id', '=', userId)
      .execute();
    const live: TokenRow[] = [];
    for (const row of rows) {
      const ended =
        row.session_id !== null && (row.revoked_at !== null || row.expires_at === null || row.expires_at <= at);
      if (ended) await forget(row.id);
      else live.push({ id: row.id, token: row.token, language: row.language_code });
    }
    return live;
  }

  /**
   * A language's labels (the shop's languages table), for the sentences of said.ts: the language
   * `code`, or the shop's default one for null (a subscription saved without a language, as a page
   * without the cookie is in it); none for a language the shop does not offer.
   */
  async function labelsOf(code: string | null): Promise<{ code: string; labels: Readonly<Record<string, string>> }> {
    const row = await db
      .selectFrom('languages')
      .select(['code', 'labels'])
      .where((where) => (code === null ? where('is_default', '=', 1) : where('code', '=', code)))
      .where('is_active', '=', 1)
      .orderBy('id')
      .executeTakeFirst();
    if (!row) return { code: code ?? 'en', labels: {} };
    try {
      return { code: row.code, labels: JSON.parse(row.labels) as Record<string, string> };
    } catch {
      return { code: row.code, labels: {} };
    }
  }

  async function sweepOnce(): Promise<number> {
    const alerts = await db
      .selectFrom('notifications')
      .select([
        'id',
        'user_id',
        'title',
        'message',
        'message_code',
        'message_params',
        'translations',
        'image',
        'click_action',
        'created_at',
      ])
      .where('pushed_at', 'is', null)
      .orderBy('id')
      .limit(SWEEP_BATCH)
      .execute();
    const at = now();
    /** The labels of the languages this sweep says alerts in, read once per sweep. */
    const languages = new Map<string | null, { code: string; labels: Readonly<Record<string, string>> }>();
    for (const alert of alerts) {
      const claimed = await db
        .updateTable('notifications')
        .set({ pushed_at: at.toISOString() })
        .where('id', '=', alert.id)
        .where('pushed_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      if (at.getTime() - Date.parse(alert.created_at) > STALE_ALERT_MS) continue;
      const pushed: PushedNotification = {
        title: alert.title,
        message: alert.message,
        image: alert.image,
        click_action: alert.click_action ?? '/alerts',
      };
      for (const row of await tokensOf(alert.user_id)) {
        // Each device gets the alert in its customer's language: by its code (said.ts sayAlert).
        let language = languages.get(row.language);
        if (!language) {
          language = await labelsOf(row.language);
          languages.set(row.language, language);
        }
        // The slot it names is said in the device's language, as of now (decision 0287).
        const reading = { language: language.code, now: at };
        track(send(row, JSON.stringify({ ...pushed, ...sayAlert(language.labels, alert, reading) }), 1));
      }
    }
    return alerts.length;
  }

  async function sweep(): Promise<void> {
    do {
      again = false;
      try {
        if ((await sweepOnce()) === SWEEP_BATCH) again = true;
      } catch (error) {
        console.warn('[farmcart:push] sweep failed:', (error as Error).message);
      }
    } while (again && !stopped);
  }

  const kick = () => {
    if (stopped) return;
    if (sweeping) {
      again = true;
      return;
    }
    sweeping = sweep().finally(() => {
      sweeping = null;
    });
  };

  const timer = options.sweepEveryMs ? setInterval(kick, options.sweepEveryMs) : null;
  timer?.unref?.();

  return {
    kick,
    async idle() {
      while (sweeping || pending.size > 0) {
        await sweeping;
        await Promise.all([...pending]);
      }
    },
    stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      agents['https:'].destroy();
      agents['http:'].destroy();
    },
  };
}

/** Sign-out: removes the push tokens the session of `token` saved, so that device gets no more pushes. */
export async function forgetPushTokensOfSession(db: Kysely<Database>, token: string | null): Promise<void> {
  if (!isSessionToken(token)) return;
  await db
    .deleteFrom('push_tokens')
    .where('session_id', 'in', db.selectFrom('sessions').select('id').where('token_hash', '=', hashToken(token)))
    .execute();
}
