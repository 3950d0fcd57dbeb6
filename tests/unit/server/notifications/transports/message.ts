// An outbox message as the transports are handed it, for the adapters' tests.
import type { OutgoingMessage } from '../../../../../src/server/services/notifications/transports/transport.ts';

export function outgoing(fields: Partial<OutgoingMessage> = {}): OutgoingMessage {
  return {
    id: 41,
    channel: 'sms',
    to: '+919812345678',
    kind: 'order-accepted',
    language: 'en',
    text: 'Order 1042 at Sharma Fresh is accepted.',
    params: ['1042', 'Sharma Fresh'],
    ...fields,
  };
}
