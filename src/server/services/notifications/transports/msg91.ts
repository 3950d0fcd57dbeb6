// MSG91 SMS (decision 0336). In India every commercial SMS goes out on a DLT-registered sender id
// and template, so each message kind names the MSG91 template mapped to its DLT template, and
// the message's params fill the template's variables VAR1, VAR2, … in order. The Flow API:
// POST {base}/api/v5/flow with the `authkey` header and JSON { template_id, sender, short_url,
// recipients: [{ mobiles: '91…', VAR1, … }] }; it answers { type: 'success', message: <request id> }
// or { type: 'error', message, code? } (401 for a wrong auth key).
// https://docs.msg91.com/sms/send-sms (Send SMS via Flow)
// Delivery reports: MSG91 posts to the webhook URL set in its panel (SMS → Webhook), by default
// form-encoded `data` = a JSON array of { requestId, senderId, report: [{ number, status, desc,
// failedReason }] } (v2), or one JSON object { requestId, number, status, desc } (v3); status 1 is
// delivered; 2, 9, 16, 17 and 25 are failures (failed, NDNC, rejected, blocked).
// https://msg91.com/help/how-can-i-get-the-delivery-reports-on-my-webhook-url
// MSG91 does not sign its reports, so the shop's webhook URL carries a secret token of its own.
import { timingSafeEqual } from 'node:crypto';
import { callProvider, fieldOf, refusedBy } from './provider-call.ts';
import type { DeliveryReceipt, OutgoingMessage, SendResult, Transport } from './transport.ts';

export interface Msg91Config {
  authKey: string;
  /** The DLT-registered sender id (header), six letters. */
  senderId: string;
  /** Message kind → MSG91 template id (the template mapped to its DLT template id). */
  templates: Readonly<Record<string, string>>;
  /** https://control.msg91.com unless a test names its fake. */
  apiBase?: string | undefined;
}

const MSG91_API_BASE = 'https://control.msg91.com';

export function msg91Transport(config: Msg91Config): Transport {
  const url = `${config.apiBase ?? MSG91_API_BASE}/api/v5/flow`;
  return {
    provider: 'msg91',
    channel: 'sms',
    async send(message: OutgoingMessage): Promise<SendResult> {
      const templateId = config.templates[message.kind];
      if (templateId === undefined)
        return { ok: false, retry: false, error: `No MSG91 template for messages of kind ${message.kind}` };
      const variables = Object.fromEntries(message.params.map((value, index) => [`VAR${index + 1}`, value]));
      const answer = await callProvider('MSG91', url, {
        method: 'POST',
        headers: { authkey: config.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          template_id: templateId,
          sender: config.senderId,
          short_url: '0',
          recipients: [{ mobiles: message.to.replace(/^\+/, ''), ...variables }],
        }),
      });
      if (!answer.ok) return answer;
      const type = fieldOf(answer.body, 'type');
      const words = fieldOf(answer.body, 'message');
      if (answer.status >= 200 && answer.status < 300 && type === 'success' && typeof words === 'string')
        return { ok: true, providerId: words };
      return refusedBy(
        'MSG91',
        answer.status,
        `${String(fieldOf(answer.body, 'code') ?? '')} ${String(words ?? '')}`.trim(),
      );
    },
  };
}

/** Whether the token in a report's URL is the shop's own (constant time). */
export function msg91TokenValid(expected: string, given: string | null): boolean {
  if (given === null) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const FAILED = new Set(['2', '9', '16', '17', '25']);

function receipt(requestId: unknown, report: unknown): DeliveryReceipt | null {
  const status = String(fieldOf(report, 'status') ?? '');
  if (typeof requestId !== 'string' || requestId === '') return null;
  if (status === '1') return { provider: 'msg91', providerId: requestId, status: 'delivered' };
  if (!FAILED.has(status)) return null;
  const reason = fieldOf(report, 'failedReason');
  const desc = String(fieldOf(report, 'desc') ?? '');
  return {
    provider: 'msg91',
    providerId: requestId,
    status: 'failed',
    error: `${status} ${desc} ${typeof reason === 'string' ? reason : ''}`.trim(),
  };
}

/**
 * The receipts of a delivery report: `contentType` says which version it is (form-encoded `data`,
 * v2, or a JSON object, v3). A report MSG91 sends while the message is still under way gives none.
 */
export function msg91Receipts(contentType: string, rawBody: string): DeliveryReceipt[] {
  let parsed: unknown;
  try {
    parsed = contentType.includes('application/x-www-form-urlencoded')
      ? JSON.parse(new URLSearchParams(rawBody).get('data') ?? '[]')
      : JSON.parse(rawBody);
  } catch {
    return [];
  }
  const requests = Array.isArray(parsed) ? parsed : [parsed];
  return requests.flatMap((request) => {
    const reports = fieldOf(request, 'report');
    const each = Array.isArray(reports) ? reports : [request];
    return each.map((report) => receipt(fieldOf(request, 'requestId'), report)).filter((r) => r !== null);
  });
}
