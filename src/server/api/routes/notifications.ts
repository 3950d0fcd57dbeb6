import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  savePushToken,
} from '../../services/notifications/notifications.ts';
import { ok } from '../../../domain/api/errors.ts';
import { customerLabels } from '../../services/shop/texts.ts';
import { alertIn } from '../../said.ts';
import { route, signedInUserOf } from '../route.ts';

export const notificationRoutes = [
  route('get-user-notifications', {
    auth: 'required',
    ids: { user_id: 'self' },
    handle: async (_input, _params, call) => {
      const list = await listNotifications(call.shop, (await signedInUserOf(call)).id);
      if (!list.ok) return list;
      // An order's alerts are stored in English and answered in the request's language (server/said.ts).
      const labels = await customerLabels(call.shop);
      const notifications = list.value.notifications.map((notification) =>
        notification.data ? { ...notification, data: alertIn(labels, notification.data) } : notification,
      );
      return ok({ ...list.value, notifications });
    },
  }),
  route('mark-one-notification-read', {
    mutates: true,
    auth: 'required',
    ids: { user_id: 'self', notification_id: 'notification' },
    handle: async (input, _params, call) =>
      markNotificationRead(call.shop, (await signedInUserOf(call)).id, input.notification_id),
  }),
  route('mark-all-notifications-read', {
    mutates: true,
    auth: 'required',
    ids: { user_id: 'self' },
    handle: async (_input, _params, call) => markAllNotificationsRead(call.shop, (await signedInUserOf(call)).id),
  }),
  route('save-push-token', {
    mutates: true,
    auth: 'required',
    ids: { user_id: 'self' },
    handle: async (input, _params, call) => {
      const user = await signedInUserOf(call);
      return savePushToken(call.shop, user.id, input.push_token, user.session_id);
    },
  }),
];
