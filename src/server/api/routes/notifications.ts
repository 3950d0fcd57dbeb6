// §7 Notifications (list with the unread count, mark one / all read) and the push
// token. Another customer's notification id answers 404.
import { accountRequest } from '../../../domain/api/accounts.ts';
import { notificationIdRequest, savePushTokenRequest } from '../../../domain/api/notifications.ts';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  savePushToken,
} from '../../services/notifications.ts';
import { route, signedInUserOf } from '../route.ts';

export const notificationRoutes = [
  route({
    path: 'get-user-notifications',
    body: accountRequest,
    auth: 'required',
    ids: { user_id: 'self' },
    handle: async (_input, _params, call) => listNotifications(call.shop, (await signedInUserOf(call)).id),
  }),
  route({
    path: 'mark-one-notification-read',
    body: notificationIdRequest,
    mutates: true,
    auth: 'required',
    ids: { user_id: 'self', notification_id: 'notification' },
    handle: async (input, _params, call) =>
      markNotificationRead(call.shop, (await signedInUserOf(call)).id, input.notification_id),
  }),
  route({
    path: 'mark-all-notifications-read',
    body: accountRequest,
    mutates: true,
    auth: 'required',
    ids: { user_id: 'self' },
    handle: async (_input, _params, call) => markAllNotificationsRead(call.shop, (await signedInUserOf(call)).id),
  }),
  route({
    path: 'save-push-token',
    body: savePushTokenRequest,
    mutates: true,
    auth: 'required',
    ids: { user_id: 'self' },
    handle: async (input, _params, call) => savePushToken(call.shop, (await signedInUserOf(call)).id, input.push_token),
  }),
];
