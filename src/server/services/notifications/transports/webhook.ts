// The operator's own provider behind a URL (SMS_WEBHOOK_URL, EMAIL_WEBHOOK_URL; decision 0106):
// one JSON POST per message. The bodies are as they were before the outbox, with `message_id`
// added (the outbox row's id), so a receiver can drop a message it already has: a message is
// sent at least once, and twice only when an instance dies between the provider's answer and
// marking the row sent.
//   SMS:    { to, code, purpose, message, message_id }         (a one-time code)
//           { to, purpose: kind, message, code?, message_id }  (an account notice)
//   E-mail: { to, subject, text, code?, message_id }
// A 2xx answer is taken; 408, 429, 5xx and no answer are tried again; another 4xx is not.
import { otpPurposeOf } from '../messages.ts';
import type { Channel, OutgoingMessage, SendResult, Transport } from './transport.ts';

const WEBHOOK_TIMEOUT_MS = 5000;

function bodyOf(message: OutgoingMessage): Record<string, string | undefined> {
  const code = message.params[0];
  const withCode = code === undefined ? {} : { code };
  const id = { message_id: String(message.id) };
  if (message.channel === 'email') {
    return { to: message.to, subject: message.subject ?? '', text: message.text, ...withCode, ...id };
  }
  const purpose = otpPurposeOf(message.kind);
  if (purpose !== null) return { to: message.to, code: code ?? '', purpose, message: message.text, ...id };
  return { to: message.to, purpose: message.kind, message: message.text, ...withCode, ...id };
}

export function webhookTransport(channel: Channel, url: string): Transport {
  const host = new URL(url).host;
  return {
    provider: 'webhook',
    channel,
    async send(message): Promise<SendResult> {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': 'storefront' },
          body: JSON.stringify(bodyOf(message)),
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        });
      } catch (error) {
        return { ok: false, retry: true, error: `${host}: ${error instanceof Error ? error.message : String(error)}` };
      }
      await response.body?.cancel();
      if (response.ok) return { ok: true, providerId: String(message.id) };
      const status = response.status;
      const retry = status >= 500 || status === 408 || status === 429 || status < 400;
      return { ok: false, retry, error: `${host} answered HTTP ${status}` };
    },
  };
}
