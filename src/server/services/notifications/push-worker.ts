// The server's Web Push worker (decision 0250; services/notifications/push.ts does the work): started once the
// database is open, kicked by the `alerts` event that every order step publishes after it
// committed (on PostgreSQL every instance hears it, and the instance that claims an alert first
// pushes it), and sweeping on its own every half minute for alerts whose kick was lost.
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { eventTopics, subscribeEvents } from '../../events.ts';
import { pushEndpointRulesOf } from './push-endpoint.ts';
import { vapidKeysIfAny } from './push-keys.ts';
import { createPushWorker, type PushWorker } from './push.ts';

const SWEEP_EVERY_MS = 30_000;

export function startPushWorker(
  db: Kysely<Database>,
  config: Pick<
    ServerConfig,
    'DATA_DIR' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'PUSH_SERVICE_HOSTS'
  >,
  now: () => Date,
): PushWorker | null {
  const keys = vapidKeysIfAny(config);
  if (!keys) return null;
  const worker = createPushWorker({
    db,
    now,
    keys,
    endpoints: pushEndpointRulesOf(config),
    sweepEveryMs: SWEEP_EVERY_MS,
  });
  subscribeEvents(db, eventTopics.alerts, () => worker.kick());
  worker.kick();
  return worker;
}

/** Alerts not yet pushed, and the age in seconds of the oldest (the metrics' push queue). */
export async function pushBacklog(
  db: Kysely<Database>,
  now: Date,
): Promise<{ waiting: number; oldestSeconds: number }> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => [eb.fn.countAll<number>().as('waiting'), eb.fn.min('created_at').as('oldest')])
    .where('pushed_at', 'is', null)
    .executeTakeFirst();
  const oldest = row?.oldest ? Date.parse(String(row.oldest)) : Number.NaN;
  return {
    waiting: Number(row?.waiting ?? 0),
    oldestSeconds: Number.isFinite(oldest) ? Math.max(0, (now.getTime() - oldest) / 1000) : 0,
  };
}
