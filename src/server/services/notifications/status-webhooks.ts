// The providers' status webhooks (decision 0341): a delivery receipt posted to
// /api/messages/status/{provider} is checked the provider's way before anything is read from it
// (MSG91: the shop's own token in the URL, as MSG91 signs nothing; Twilio: X-Twilio-Signature over
// the registered URL and the form; WhatsApp Cloud API: X-Hub-Signature-256 over the raw body, and
// the GET handshake of its subscription), then applied with recordReceipt. A check that fails
// answers 401 (no credential) or 403 (a wrong one) and changes nothing; a provider that is not
// configured answers 404, as one the shop does not know. Anything verified answers 200, a receipt
// for a message the outbox no longer holds too, so the provider does not post it again.
import { type MessageProviderConfig, messageProvidersOn } from '../../config.ts';
import type { ShopContext } from '../../context.ts';
import { recordReceipt } from './outbox.ts';
import { msg91Receipts, msg91TokenValid } from './transports/msg91.ts';
import type { DeliveryReceipt } from './transports/transport.ts';
import { twilioReceipt, twilioSignatureValid } from './transports/twilio.ts';
import { whatsappHandshake, whatsappReceipts, whatsappSignatureValid } from './transports/whatsapp-cloud.ts';

/** The secrets each provider's receipts are checked with (the configuration's); a provider without them is off. */
export interface ReceiptSecrets {
  /** MSG91_WEBHOOK_TOKEN: the `?token=` of the URL registered in MSG91's panel. */
  msg91Token?: string | undefined;
  /** TWILIO_AUTH_TOKEN, and the URL Twilio was given (TWILIO_STATUS_CALLBACK_URL, else the shop's origin and this path). */
  twilioAuthToken?: string | undefined;
  twilioCallbackUrl?: string | undefined;
  /** WHATSAPP_APP_SECRET signs the posts, WHATSAPP_VERIFY_TOKEN is the handshake's. */
  whatsappAppSecret?: string | undefined;
  whatsappVerifyToken?: string | undefined;
}

/** The secrets of the providers the configuration turns on (config.ts messageProvidersOn). */
export function receiptSecretsFrom(config: MessageProviderConfig): ReceiptSecrets {
  const on = messageProvidersOn(config);
  return {
    ...(on.has('MSG91') ? { msg91Token: config.MSG91_WEBHOOK_TOKEN } : {}),
    ...(on.has('Twilio')
      ? { twilioAuthToken: config.TWILIO_AUTH_TOKEN, twilioCallbackUrl: config.TWILIO_STATUS_CALLBACK_URL }
      : {}),
    ...(on.has('WhatsApp Cloud API')
      ? { whatsappAppSecret: config.WHATSAPP_APP_SECRET, whatsappVerifyToken: config.WHATSAPP_VERIFY_TOKEN }
      : {}),
  };
}

export interface StatusRequest {
  method: string;
  /** The query of the request's URL. */
  query: URLSearchParams;
  /** The request's URL as the shop's public address names it (origin, path and query), for Twilio's signature. */
  publicUrl: string;
  headers: Readonly<Record<string, string | undefined>>;
  rawBody: string;
}

export interface StatusAnswer {
  status: number;
  /** Plain text (the handshake's challenge) or a JSON value. */
  body: string | { received: number } | { error: string };
  allow?: string;
}

const refused = (status: 401 | 403, error: string): StatusAnswer => ({ status, body: { error } });

async function apply(ctx: ShopContext, receipts: readonly DeliveryReceipt[]): Promise<StatusAnswer> {
  let changed = 0;
  for (const receipt of receipts) if (await recordReceipt(ctx.db, receipt)) changed++;
  return { status: 200, body: { received: changed } };
}

function post(request: StatusRequest): StatusAnswer | null {
  return request.method === 'POST' ? null : { status: 405, body: { error: 'method_not_allowed' }, allow: 'POST' };
}

export async function handleMessageStatus(
  ctx: ShopContext,
  secrets: ReceiptSecrets,
  provider: string,
  request: StatusRequest,
): Promise<StatusAnswer> {
  const notFound: StatusAnswer = { status: 404, body: { error: 'not_found' } };
  if (provider === 'msg91') {
    if (!secrets.msg91Token) return notFound;
    const wrongMethod = post(request);
    if (wrongMethod) return wrongMethod;
    const token = request.query.get('token');
    if (token === null) return refused(401, 'token_required');
    if (!msg91TokenValid(secrets.msg91Token, token)) return refused(403, 'token_wrong');
    return apply(ctx, msg91Receipts(request.headers['content-type'] ?? '', request.rawBody));
  }
  if (provider === 'twilio') {
    if (!secrets.twilioAuthToken) return notFound;
    const wrongMethod = post(request);
    if (wrongMethod) return wrongMethod;
    const signature = request.headers['x-twilio-signature'];
    if (!signature) return refused(401, 'signature_required');
    const params = new URLSearchParams(request.rawBody);
    const url = secrets.twilioCallbackUrl ?? request.publicUrl;
    if (!twilioSignatureValid(secrets.twilioAuthToken, url, params, signature)) return refused(403, 'signature_wrong');
    const receipt = twilioReceipt(params);
    return apply(ctx, receipt ? [receipt] : []);
  }
  if (provider === 'whatsapp-cloud') {
    if (!secrets.whatsappAppSecret || !secrets.whatsappVerifyToken) return notFound;
    if (request.method === 'GET') {
      const challenge = whatsappHandshake(request.query, secrets.whatsappVerifyToken);
      return challenge === null ? refused(403, 'verify_token_wrong') : { status: 200, body: challenge };
    }
    const wrongMethod = post(request);
    if (wrongMethod) return { ...wrongMethod, allow: 'GET, POST' };
    const signature = request.headers['x-hub-signature-256'] ?? null;
    if (signature === null) return refused(401, 'signature_required');
    if (!whatsappSignatureValid(secrets.whatsappAppSecret, request.rawBody, signature))
      return refused(403, 'signature_wrong');
    let body: unknown;
    try {
      body = JSON.parse(request.rawBody);
    } catch {
      return { status: 400, body: { error: 'bad_json' } };
    }
    return apply(ctx, whatsappReceipts(body));
  }
  return notFound;
}
