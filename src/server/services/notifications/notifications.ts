// Notifications and push tokens (§3 Notification, Pushed notification; §4 "unread
// count is entries with is_read 0"; §7 notifications, mark-read, save push token).
// A customer reaches only their own notifications: another's id answers 404.
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { DoneAnswer } from '../../../domain/api/accounts.ts';
import type { NotificationsAnswer } from '../../../domain/api/notifications.ts';
import { alertOrderId, unreadCount } from '../../../domain/notifications/notifications.ts';
import { reachesStore, type StaffScope } from '../../../domain/staff/staff.ts';
import type { Notification } from '../../../domain/types.ts';
import { readConfig } from '../../config.ts';
import type { ShopContext } from '../../context.ts';
import { sayAlert } from '../../said.ts';
import { customerLabels } from '../shop/texts.ts';
import { said } from '../../said.ts';

/** The newest this many are listed; older ones stay in the database. */
const LIST_LIMIT = 100;

/**
 * The customer's newest alerts. `scope`: the stores of the staff member holding the session
 * (decision 0294): an alert about an order of another store is left out, as the order is.
 */
export async function listNotifications(
  ctx: ShopContext,
  userId: number,
  scope: StaffScope | undefined = ctx.storeScope,
): Promise<Result<NotificationsAnswer>> {
  const rows = await ctx.db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  const labels = await customerLabels(ctx);
  const shown = scope ? await withinStores(ctx, userId, scope, rows) : rows;
  const notifications = shown.map(
    (row): Notification => ({
      id: row.id,
      is_read: row.is_read === 1 ? 1 : 0,
      // Said in the reader's language (the context's): by the alert's code where it has one.
      data: {
        ...sayAlert(labels, row, { language: ctx.language ?? 'en', now: ctx.now() }),
        image: row.image,
        click_action: row.click_action,
      },
      created_at: row.created_at,
    }),
  );
  return ok({ notifications, unread_count: unreadCount(notifications) });
}

/** The alerts not about an order of a store outside `scope` (the customer's orders only are looked up). */
async function withinStores<T extends { message_params: string | null; click_action: string | null }>(
  ctx: ShopContext,
  userId: number,
  scope: StaffScope,
  rows: readonly T[],
): Promise<T[]> {
  const about = rows.map((row) => alertOrderId(row));
  const ids = [...new Set(about.filter((id) => id !== null))];
  if (ids.length === 0) return [...rows];
  const orders = await ctx.db
    .selectFrom('orders')
    .select(['unique_order_id', 'store_id'])
    .where('user_id', '=', userId)
    .where('unique_order_id', 'in', ids)
    .execute();
  const outside = new Set(
    orders.filter((order) => !reachesStore(scope, order.store_id)).map((order) => order.unique_order_id),
  );
  return rows.filter((_row, index) => !outside.has(about[index] ?? ''));
}

export async function markNotificationRead(
  ctx: ShopContext,
  userId: number,
  notificationId: number,
): Promise<Result<NotificationsAnswer>> {
  const updated = await ctx.db
    .updateTable('notifications')
    .set({ is_read: 1 })
    .where('id', '=', notificationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    return fail('not_found', said('saidNoSuchNotification'), {
      notification_id: said('saidFieldUnknownNotification'),
    });
  }
  return listNotifications(ctx, userId);
}

export async function markAllNotificationsRead(ctx: ShopContext, userId: number): Promise<Result<NotificationsAnswer>> {
  await ctx.db
    .updateTable('notifications')
    .set({ is_read: 1 })
    .where('user_id', '=', userId)
    .where('is_read', '=', 0)
    .execute();
  return listNotifications(ctx, userId);
}

/**
 * §7 Save push token: a device's token belongs to whoever saved it last, under the session that
 * saved it (its sign-out removes the token; services/notifications/push.ts). A customer keeps at
 * most `keep` subscriptions: saving one more drops the oldest, so one account cannot make a
 * single alert fan out into hundreds of outbound connections (decision 0277). The endpoint was
 * checked against the push-service rules by the request and the route.
 */
export async function savePushToken(
  ctx: ShopContext,
  userId: number,
  token: string,
  sessionId: number | null = null,
  keep: number = readConfig({}).PUSH_SUBSCRIPTIONS_PER_CUSTOMER,
): Promise<Result<DoneAnswer>> {
  const at = ctx.now().toISOString();
  const language = ctx.language ?? null;
  await ctx.db
    .insertInto('push_tokens')
    // The language the customer reads now: the device's pushes are said in it (services/notifications/push.ts).
    .values({ user_id: userId, token, created_at: at, session_id: sessionId, language_code: language })
    .onConflict((conflict) =>
      conflict
        .column('token')
        .doUpdateSet({ user_id: userId, created_at: at, session_id: sessionId, language_code: language }),
    )
    .execute();
  const kept = await ctx.db
    .selectFrom('push_tokens')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(keep)
    .execute();
  await ctx.db
    .deleteFrom('push_tokens')
    .where('user_id', '=', userId)
    .where(
      'id',
      'not in',
      kept.map((row) => row.id),
    )
    .execute();
  return ok({ success: true, message: 'Push notifications are on for this device.' });
}

/**
 * A signed-in customer chose another language on this device (/language): the device's push
 * subscriptions saved under this session are said in it from now on (services/notifications/push.ts).
 */
export async function setPushLanguage(ctx: ShopContext, sessionId: number, language: string): Promise<void> {
  await ctx.db
    .updateTable('push_tokens')
    .set({ language_code: language })
    .where('session_id', '=', sessionId)
    .execute();
}
