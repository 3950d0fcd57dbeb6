// Twilio SMS (decision 0336): the Messages API, plain fetch rather than the `twilio` SDK.
// POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP basic auth (Account SID,
// auth token), form-encoded To, From or MessagingServiceSid, Body, StatusCallback; the answer's
// `sid` (SM…) is the message's id. An error answers `{ code, message, more_info, status }`:
// 4xx will fail the same way again (20003 bad credentials, 21211 a wrong number) except 429
// (20429, too many requests); 5xx may pass later.
// https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource
// The status callback is a form POST (MessageSid, MessageStatus, ErrorCode, …) signed with
// X-Twilio-Signature = base64(HMAC-SHA1(auth token, full URL + each POST parameter's name and
// value, names sorted))). https://www.twilio.com/docs/usage/webhooks/webhooks-security
import { callProvider, fieldOf, hmacMatches, refusedBy } from './provider-call.ts';
import type { DeliveryReceipt, OutgoingMessage, SendResult, Transport } from './transport.ts';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** The sender: a Twilio number in E.164, or (starting MG…) a Messaging Service, which picks the number. */
  from: string;
  /** Where Twilio posts the message's status (the shop's /api/messages/status/twilio); unset, none. */
  statusCallback?: string | undefined;
  /** https://api.twilio.com unless a test names its fake. */
  apiBase?: string | undefined;
}

const TWILIO_API_BASE = 'https://api.twilio.com';

export function twilioTransport(config: TwilioConfig): Transport {
  const base = config.apiBase ?? TWILIO_API_BASE;
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    provider: 'twilio',
    channel: 'sms',
    async send(message: OutgoingMessage): Promise<SendResult> {
      const form = new URLSearchParams({ To: message.to, Body: message.text });
      form.set(config.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', config.from);
      if (config.statusCallback) form.set('StatusCallback', config.statusCallback);
      const answer = await callProvider('Twilio', url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
      });
      if (!answer.ok) return answer;
      const sid = fieldOf(answer.body, 'sid');
      if (answer.status >= 200 && answer.status < 300 && typeof sid === 'string') return { ok: true, providerId: sid };
      const code = fieldOf(answer.body, 'code');
      const words = fieldOf(answer.body, 'message');
      return refusedBy(
        'Twilio',
        answer.status,
        `${String(code ?? '')} ${typeof words === 'string' ? words : ''}`.trim(),
      );
    },
  };
}

/**
 * Whether a status callback is Twilio's: `signature` (X-Twilio-Signature) against the URL Twilio
 * was given (scheme, host, path and query exactly as registered) and the POST's parameters.
 */
export function twilioSignatureValid(
  authToken: string,
  url: string,
  params: URLSearchParams,
  signature: string,
): boolean {
  const names = [...new Set(params.keys())].sort();
  const signed = names.reduce(
    (text, name) =>
      `${text}${params
        .getAll(name)
        .sort()
        .map((value) => `${name}${value}`)
        .join('')}`,
    url,
  );
  return hmacMatches('sha1', authToken, signed, signature, 'base64');
}

/** A verified status callback's receipt; null for the steps before sending (queued, accepted, sending, scheduled). */
export function twilioReceipt(params: URLSearchParams): DeliveryReceipt | null {
  const providerId = params.get('MessageSid');
  const status = params.get('MessageStatus');
  if (!providerId || !status) return null;
  if (status === 'sent') return { provider: 'twilio', providerId, status: 'sent' };
  if (status === 'delivered' || status === 'read') return { provider: 'twilio', providerId, status: 'delivered' };
  if (status === 'undelivered' || status === 'failed' || status === 'canceled') {
    const code = params.get('ErrorCode');
    return { provider: 'twilio', providerId, status: 'failed', error: code ? `${status} ${code}` : status };
  }
  return null;
}
