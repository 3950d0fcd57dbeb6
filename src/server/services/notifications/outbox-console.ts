// The console's outbox screen (decision 0341): the messages of `outbox_messages`, newest first, 50
// a page, filtered by status; a failed message queued again; a test message through a channel to
// the member's own address. Both changes are audited (a `message` row of staff_changes) in their
// own transaction, and wake the worker once committed.
import { TEST_MESSAGE_KIND } from '../../../domain/notifications/order-messages.ts';
import type { Selectable } from 'kysely';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import {
  type ChannelView,
  MESSAGE_CHANNELS,
  MESSAGES_PAGE_SIZE,
  type MessageChannel,
  type MessageStatus,
  type MessageView,
  type StaffMessageAnswer,
  type StaffMessagesAnswer,
} from '../../../domain/api/staff/messages.ts';
import { formatShopMoment } from '../../../domain/calendar.ts';
import type { StaffMember } from '../../../domain/staff/staff.ts';
import type { ShopContext } from '../../context.ts';
import type { OutboxMessagesTable } from '../../db/schema.ts';
import { said } from '../../said.ts';
import { auditedWrite } from '../audit/audited-write.ts';
import { enqueueMessage } from './outbox.ts';

const CHANNEL_NAMES: Readonly<Record<MessageChannel, string>> = { sms: 'SMS', whatsapp: 'WhatsApp', email: 'e-mail' };

function viewOf(row: Selectable<OutboxMessagesTable>): MessageView {
  return {
    id: row.id,
    channel: row.channel,
    kind: row.kind,
    recipient: row.recipient,
    status: row.status,
    attempts: row.attempts,
    provider: row.provider,
    provider_id: row.provider_id,
    last_error: row.last_error,
    created_at: row.created_at,
    sent_at: row.sent_at,
    next_attempt_at: row.next_attempt_at,
  };
}

function channelsOf(ctx: ShopContext): ChannelView[] {
  const providers = ctx.outbox.providers();
  return MESSAGE_CHANNELS.map((channel) => {
    const provider = providers[channel] ?? null;
    const route =
      provider === null ? 'none' : provider === 'webhook' ? 'webhook' : provider === 'log' ? 'log' : 'provider';
    return { channel, provider, route };
  });
}

export async function listMessages(
  ctx: ShopContext,
  member: StaffMember,
  filter: { status?: MessageStatus | undefined; before?: number | undefined },
): Promise<Result<StaffMessagesAnswer>> {
  const rows = await ctx.db
    .selectFrom('outbox_messages')
    .selectAll()
    .$if(filter.status !== undefined, (query) => query.where('status', '=', filter.status ?? 'queued'))
    .$if(filter.before !== undefined, (query) => query.where('id', '<', filter.before ?? 0))
    .orderBy('id', 'desc')
    .limit(MESSAGES_PAGE_SIZE + 1)
    .execute();
  const page = rows.slice(0, MESSAGES_PAGE_SIZE);
  return ok({
    messages: page.map(viewOf),
    next: rows.length > MESSAGES_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
    channels: channelsOf(ctx),
    own_email: member.email,
  });
}

const NO_SUCH_MESSAGE = fail('not_found', said('saidNoSuchMessage'), { message_id: said('saidFieldNoSuchMessage') });

/**
 * Queues a failed message again, with its tries counted afresh so it gets the outbox's whole series
 * of retries; the audit row keeps how often and why it failed before.
 */
export async function resendMessage(
  ctx: ShopContext,
  member: StaffMember,
  messageId: number,
): Promise<Result<StaffMessageAnswer>> {
  const result = await auditedWrite(ctx, member, async (tx, audit): Promise<Result<StaffMessageAnswer>> => {
    const trx = tx.db;
    const row = await trx
      .selectFrom('outbox_messages')
      .selectAll()
      .where('id', '=', messageId)
      // SQLite has one writer; on PostgreSQL the row is held against the worker until the commit.
      .$if(ctx.engine === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst();
    if (!row) return NO_SUCH_MESSAGE;
    if (row.status !== 'failed')
      return fail('conflict', said('saidOnlyFailedResent', { status: row.status }), {
        message_id: said('saidFieldNotFailed'),
      });
    const queued = await trx
      .updateTable('outbox_messages')
      .set({
        status: 'queued',
        attempts: 0,
        next_attempt_at: new Date().toISOString(),
        lease_until: null,
        claimed_by: null,
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit.record({
      kind: 'message',
      action: 'resend',
      entityId: row.id,
      storeId: null,
      summary: `Sent ${CHANNEL_NAMES[row.channel]} message ${row.id} (${row.kind}) to ${row.recipient} again`,
      before: { status: row.status, attempts: row.attempts, provider: row.provider, last_error: row.last_error },
      after: { status: 'queued', attempts: 0 },
    });
    return ok({ message: viewOf(queued) });
  });
  if (result.ok) ctx.outbox.wake();
  return result;
}

/**
 * A test message through `channel` to the member's own address: their account's e-mail, or the
 * mobile number they type (a staff account keeps none). Refused when the channel has no transport.
 */
export async function sendTestMessage(
  ctx: ShopContext,
  member: StaffMember,
  input: { channel: MessageChannel; phone?: string | undefined },
): Promise<Result<StaffMessageAnswer>> {
  const provider = ctx.outbox.providers()[input.channel];
  if (provider === undefined)
    return fail('not_configured', said('saidNoMessageProvider', { channel: CHANNEL_NAMES[input.channel] }), {
      channel: said('saidFieldNoProvider'),
    });
  const to = input.channel === 'email' ? member.email : input.phone;
  if (to === undefined)
    return fail('validation_failed', said('saidTypeYourMobile'), { phone: said('saidFieldTypeYourMobile') });
  const moment = formatShopMoment(ctx.now(), 'en-IN', 'dateTime');
  const result = await auditedWrite(ctx, member, async (tx, audit): Promise<Result<StaffMessageAnswer>> => {
    const trx = tx.db;
    const id = await enqueueMessage(trx, {
      channel: input.channel,
      to,
      kind: TEST_MESSAGE_KIND,
      language: 'en',
      subject: 'A test message from the shop',
      text: `A test message from the shop's console, sent ${moment} through ${provider}. Nothing to do.`,
      params: [moment],
    });
    await audit.record({
      kind: 'message',
      action: 'test',
      entityId: id,
      storeId: null,
      summary: `Sent a test ${CHANNEL_NAMES[input.channel]} message through ${provider} to ${to}`,
      before: null,
      after: { channel: input.channel, provider, to },
    });
    const row = await trx.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return ok({ message: viewOf(row) });
  });
  if (result.ok) ctx.outbox.wake();
  return result;
}
