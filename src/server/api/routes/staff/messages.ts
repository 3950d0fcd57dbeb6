// The console's outbox screen (decision 0341): whoever holds the 'messages' permission (admins).
import { listMessages, resendMessage, sendTestMessage } from '../../../services/notifications/outbox-console.ts';
import { route } from '../../route.ts';
import { asStaff } from '../staff.ts';

export const staffMessageRoutes = [
  route('staff/messages', {
    auth: 'staff',
    handle: (input, _params, call) => asStaff(call, (member) => listMessages(call.shop, member, input)),
  }),
  route('staff/message-resend', {
    mutates: true,
    auth: 'staff',
    ids: { message_id: 'message' },
    handle: (input, _params, call) => asStaff(call, (member) => resendMessage(call.shop, member, input.message_id)),
  }),
  route('staff/message-test', {
    mutates: true,
    auth: 'staff',
    handle: (input, _params, call) => asStaff(call, (member) => sendTestMessage(call.shop, member, input)),
  }),
];
