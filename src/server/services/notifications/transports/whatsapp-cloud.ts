// WhatsApp Business Cloud API (decision 0336). A message to a customer who has not written in
// the last 24 hours must be an approved template, so every kind names one, registered per
// language: POST {base}/{version}/{phone number id}/messages with `Authorization: Bearer <token>`
// and { messaging_product: 'whatsapp', to, type: 'template', template: { name, language: { code },
// components: [{ type: 'body', parameters: [{ type: 'text', text }] }] } }; the answer's
// messages[0].id (wamid…) is the message's id. Errors answer { error: { message, type, code,
// error_subcode, fbtrace_id } }: 190 an invalid token (401), 132001 an unknown template.
// https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages
// https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes
// Status webhooks are JSON POSTs signed with X-Hub-Signature-256 = `sha256=` + hex HMAC-SHA256 of
// the raw body with the app secret, carrying entry[].changes[].value.statuses[] (id, status sent,
// delivered, read or failed, errors[]); the subscription is confirmed by a GET handshake
// (hub.mode=subscribe, hub.verify_token, hub.challenge echoed back).
// https://developers.facebook.com/docs/graph-api/webhooks/getting-started
import { callProvider, fieldOf, hmacMatches, refusedBy, retryableStatus } from './provider-call.ts';
import type { DeliveryReceipt, OutgoingMessage, SendResult, Transport } from './transport.ts';

export interface WhatsappCloudConfig {
  token: string;
  phoneNumberId: string;
  /** Message kind → the approved template's name (the same name in every language). */
  templates: Readonly<Record<string, string>>;
  /** The Graph API version, e.g. v23.0. */
  version: string;
  /** https://graph.facebook.com unless a test names its fake. */
  apiBase?: string | undefined;
}

const WHATSAPP_API_BASE = 'https://graph.facebook.com';

/**
 * Error codes that are Meta's load or its trouble rather than the message's (throughput and rate
 * limits, "try again later"): they come with HTTP 400 as often as 429 or 5xx.
 */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056]);

export function whatsappCloudTransport(config: WhatsappCloudConfig): Transport {
  const base = config.apiBase ?? WHATSAPP_API_BASE;
  const url = `${base}/${config.version}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  return {
    provider: 'whatsapp-cloud',
    channel: 'whatsapp',
    async send(message: OutgoingMessage): Promise<SendResult> {
      const template = config.templates[message.kind];
      if (template === undefined)
        return { ok: false, retry: false, error: `No WhatsApp template for messages of kind ${message.kind}` };
      const answer = await callProvider('WhatsApp', url, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.to.replace(/^\+/, ''),
          type: 'template',
          template: {
            name: template,
            language: { code: message.language },
            components:
              message.params.length === 0
                ? []
                : [{ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) }],
          },
        }),
      });
      if (!answer.ok) return answer;
      const messages = fieldOf(answer.body, 'messages');
      const id = Array.isArray(messages) ? fieldOf(messages[0], 'id') : undefined;
      if (answer.status >= 200 && answer.status < 300 && typeof id === 'string') return { ok: true, providerId: id };
      const error = fieldOf(answer.body, 'error');
      const code = fieldOf(error, 'code');
      const words = fieldOf(error, 'message');
      const refused = refusedBy(
        'WhatsApp',
        answer.status,
        `${String(code ?? '')} ${typeof words === 'string' ? words : ''}`.trim(),
      );
      return {
        ...refused,
        retry: retryableStatus(answer.status) || (typeof code === 'number' && RETRYABLE_CODES.has(code)),
      };
    },
  };
}

/** Whether a webhook's X-Hub-Signature-256 (`sha256=<hex>`) signs its raw body with the app secret. */
export function whatsappSignatureValid(appSecret: string, rawBody: string | Buffer, header: string | null): boolean {
  if (header === null || !header.startsWith('sha256=')) return false;
  return hmacMatches('sha256', appSecret, rawBody, header.slice('sha256='.length), 'hex');
}

/**
 * The subscription handshake Meta sends once, as a GET: the challenge to echo back when the mode is
 * `subscribe` and the token is the one registered with the webhook; null otherwise (answer 403).
 */
export function whatsappHandshake(query: URLSearchParams, verifyToken: string): string | null {
  const challenge = query.get('hub.challenge');
  if (query.get('hub.mode') !== 'subscribe' || query.get('hub.verify_token') !== verifyToken) return null;
  return challenge;
}

const STATUSES: Readonly<Record<string, DeliveryReceipt['status']>> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'delivered',
  failed: 'failed',
};

/** The receipts of a verified webhook's body (already parsed JSON); messages and other fields carry none. */
export function whatsappReceipts(body: unknown): DeliveryReceipt[] {
  const receipts: DeliveryReceipt[] = [];
  const entries = fieldOf(body, 'entry');
  for (const entry of Array.isArray(entries) ? entries : []) {
    const changes = fieldOf(entry, 'changes');
    for (const change of Array.isArray(changes) ? changes : []) {
      const statuses = fieldOf(fieldOf(change, 'value'), 'statuses');
      for (const item of Array.isArray(statuses) ? statuses : []) {
        const providerId = fieldOf(item, 'id');
        const status = STATUSES[String(fieldOf(item, 'status'))];
        if (typeof providerId !== 'string' || status === undefined) continue;
        const errors = fieldOf(item, 'errors');
        const first = Array.isArray(errors) ? errors[0] : undefined;
        const error =
          first === undefined
            ? undefined
            : `${String(fieldOf(first, 'code') ?? '')} ${String(fieldOf(first, 'title') ?? '')}`.trim();
        receipts.push({
          provider: 'whatsapp-cloud',
          providerId,
          status,
          ...(status === 'failed' ? { error: error ?? 'failed' } : {}),
        });
      }
    }
  }
  return receipts;
}
