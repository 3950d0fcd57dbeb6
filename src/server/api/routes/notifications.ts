import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  savePushToken,
} from '../../services/notifications/notifications.ts';
import { fail } from '../../../domain/api/errors.ts';
import { readPushSubscription } from '../../../domain/notifications/push.ts';
import { readConfig } from '../../config.ts';
import { pushEndpointRulesOf } from '../../services/notifications/push-endpoint.ts';
import { setOrderUpdates } from '../../services/notifications/order-preferences.ts';
import { route, signedInUserOf } from '../route.ts';
import { said } from '../../said.ts';

export const notificationRoutes = [
  route('get-user-notifications', {
    auth: 'required',
    ids: { user_id: 'self' },
    handle: async (_input, _params, call) => {
      // Said in the request's language by the service (the alerts' codes, server/said.ts sayAlert).
      // In a held session, the session's stores decide, not the banner's cookie (decision 0294).
      const user = await signedInUserOf(call);
      return listNotifications(call.shop, user.id, user.acting?.scope);
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
      const config = readConfig();
      // The request took any public https host; the shop's allowlist of push services is checked here (decision 0277).
      const read = readPushSubscription(input.push_token, pushEndpointRulesOf(config));
      if ('refused' in read) {
        return fail('validation_failed', said('saidPushRefused'), {
          push_token: read.refused,
        });
      }
      const user = await signedInUserOf(call);
      return savePushToken(
        call.shop,
        user.id,
        input.push_token,
        user.session_id,
        config.PUSH_SUBSCRIPTIONS_PER_CUSTOMER,
      );
    },
  }),
  route('set-order-updates', {
    mutates: true,
    auth: 'required',
    ids: { user_id: 'self' },
    handle: async (input, _params, call) =>
      setOrderUpdates(call.shop, (await signedInUserOf(call)).id, input.order_updates),
  }),
];
