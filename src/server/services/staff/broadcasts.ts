// Staff broadcasts (decision 0251): an admin's message to every
// customer. One INSERT … SELECT writes the alert of every account that is not banned (a deleted
// account has no row left), in the transaction that also writes the audit row; after the commit the
// `alerts` event wakes the push worker (server/services/notifications/push-worker.ts), which pushes each alert to that
// customer's phones like an order step's. One admin sends at most one a minute.
import { sql } from 'kysely';
import type { StaffBroadcastAnswer } from '../../../domain/api/device.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import {
  type AlertWords,
  alertTranslationsJson,
  BROADCAST_INTERVAL_MS,
  broadcastWaitSeconds,
} from '../../../domain/notifications/broadcast.ts';
import { shopTexts } from '../shop/texts.ts';
import type { ShopContext } from '../../context.ts';
import { forUpdate, inWriteTransaction } from '../../db/write-transaction.ts';
import { eventTopics, publishEvent } from '../../events.ts';
import { audit } from '../audit/audit.ts';
import type { Client } from '../audit/client-info.ts';
import { rateLimitedError } from '../sessions/rate-limit.ts';
import type { StaffMember } from './staff.ts';
import { said } from '../../said.ts';

const ADMINS_ONLY = fail('forbidden', said('saidAdminsOnlyBroadcast'));

/** How many customers a broadcast reaches now: every account that is not banned. */
export async function broadcastAudience(ctx: ShopContext): Promise<number> {
  const row = await ctx.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('is_banned', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Why the message's other languages cannot be sent (decision 0295): a language the shop does not
 * offer, or one given a title without a message or the other way round, which would read half in
 * English; null when they can.
 */
async function translationRefusal(
  ctx: ShopContext,
  given: Readonly<Record<string, Partial<AlertWords>>>,
): Promise<Result<never> | null> {
  const offered = new Set((await shopTexts(ctx)).languages.map((language) => language.code));
  for (const [code, words] of Object.entries(given)) {
    if (!offered.has(code) || code === 'en')
      return fail('validation_failed', said('saidLanguageNotOffered'), {
        [`title_${code}`]: said('saidFieldNotALanguage'),
      });
    const title = words.title?.trim() ?? '';
    const message = words.message?.trim() ?? '';
    if (title === '' && message !== '')
      return fail('validation_failed', said('saidGiveTitleToo'), {
        [`title_${code}`]: said('saidFieldTitleToo'),
      });
    if (title !== '' && message === '')
      return fail('validation_failed', said('saidGiveMessageToo'), {
        [`message_${code}`]: said('saidFieldMessageToo'),
      });
  }
  return null;
}

export async function sendBroadcast(
  ctx: ShopContext,
  member: Pick<StaffMember, 'id' | 'role'>,
  input: {
    title: string;
    message: string;
    link: string;
    translations?: Readonly<Record<string, Partial<AlertWords>>> | undefined;
  },
  client: Client,
): Promise<Result<StaffBroadcastAnswer>> {
  if (member.role !== 'admin') return ADMINS_ONLY;
  const given = input.translations ?? {};
  const refused = await translationRefusal(ctx, given);
  if (refused) return refused;
  const translations = alertTranslationsJson(given);
  const sent = await inWriteTransaction(ctx, async (tx): Promise<Result<StaffBroadcastAnswer>> => {
    // The admin's row, locked: two broadcasts of one admin at once take turns, so the second sees the first.
    await forUpdate(tx, tx.db.selectFrom('staff').select('id').where('id', '=', member.id)).executeTakeFirst();
    const now = tx.now();
    const last = await tx.db
      .selectFrom('audit_events')
      .select('created_at')
      .where('event', '=', 'staff_broadcast')
      .where('staff_id', '=', member.id)
      .where('created_at', '>', new Date(now.getTime() - BROADCAST_INTERVAL_MS).toISOString())
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const wait = broadcastWaitSeconds(last?.created_at ?? null, now);
    if (wait > 0)
      return {
        ok: false,
        error: rateLimitedError(wait, said('saidBroadcastWait', { n: wait })),
      };
    const at = now.toISOString();
    const inserted = await tx.db
      .insertInto('notifications')
      .columns(['user_id', 'title', 'message', 'translations', 'image', 'click_action', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('users')
          .select([
            'users.id',
            sql<string>`cast(${input.title} as text)`.as('title'),
            sql<string>`cast(${input.message} as text)`.as('message'),
            sql<string | null>`cast(${translations} as text)`.as('translations'),
            sql<null>`cast(null as text)`.as('image'),
            sql<string>`cast(${input.link} as text)`.as('click_action'),
            sql<string>`cast(${at} as text)`.as('created_at'),
          ])
          .where('users.is_banned', '=', 0),
      )
      .executeTakeFirst();
    const sentTo = Number(inserted.numInsertedOrUpdatedRows ?? 0);
    await audit(tx, 'staff_broadcast', null, client, { staff_id: member.id, action: `sent to ${sentTo}` });
    return ok({ sent_to: sentTo });
  });
  // After the commit: the push worker of some instance claims and pushes the new alerts (a lost
  // notice costs only time: the worker's own sweep finds unpushed alerts within 30 s).
  if (sent.ok) void publishEvent(ctx.db, eventTopics.alerts, { broadcast: sent.value.sent_to }).catch(() => undefined);
  return sent;
}
