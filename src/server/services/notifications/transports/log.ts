// The default transport (decision 0106): each message is one clearly marked line of the server
// log, so the embedded shop works offline and the end-to-end tests read the codes from it. The
// line formats are what those tests look for.
import { otpPurposeOf, RESET_CODE_KIND } from '../messages.ts';
import type { Channel, OutgoingMessage, Transport } from './transport.ts';

function line(message: OutgoingMessage): string {
  const code = message.params[0];
  const purpose = otpPurposeOf(message.kind);
  if (purpose !== null) return `[farmcart:otp] phone=${message.to} code=${code ?? ''} purpose=${purpose}`;
  if (message.kind === RESET_CODE_KIND) return `[farmcart:reset] email=${message.to} code=${code ?? ''}`;
  // An order update's first param is the order number (decision 0340), not a code.
  if (message.kind.startsWith('order-'))
    return `[farmcart:order] ${message.channel}=${message.to} kind=${message.kind} order=${code ?? ''}`;
  return `[farmcart:notice] ${message.channel}=${message.to} kind=${message.kind}${code ? ` code=${code}` : ''}`;
}

export function logTransport(channel: Channel): Transport {
  return {
    provider: 'log',
    channel,
    async send(message) {
      console.log(line(message));
      return { ok: true, providerId: `log-${message.id}` };
    },
  };
}
