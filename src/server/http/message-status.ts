// /api/messages/status/<provider>: the message providers' delivery receipts (decision 0341).
// Taken here, before the API's dispatcher, because each provider's signature covers the raw body
// (or, for Twilio, the form as posted) and the dispatcher parses JSON first; the provider sends no
// Origin and no session. The service checks and applies them (services/notifications/status-webhooks.ts).
// Bodies are bounded as the payment webhooks' are; nothing is written before the signature holds.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ShopContext } from '../context.ts';
import { handleMessageStatus, type ReceiptSecrets } from '../services/notifications/status-webhooks.ts';

export const MESSAGE_STATUS_PREFIX = '/api/messages/status/';

/** A delivery report is a few kilobytes (MSG91 batches a few hundred numbers in one); anything far larger is not one. */
const MAX_STATUS_BYTES = 256 * 1024;

function rawBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_STATUS_BYTES) {
        req.removeAllListeners('data');
        req.resume();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown, allow?: string): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
    ...(allow ? { allow } : {}),
  });
  res.end(text);
}

/**
 * `publicOrigin`: the shop's address as the providers were given it (PUBLIC_ORIGIN); without it,
 * where the request was addressed (Twilio signs the URL it called).
 */
export function createMessageStatusHandler(
  shop: () => Promise<ShopContext>,
  secrets: ReceiptSecrets,
  publicOrigin: string | undefined,
) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = req.url ?? '/';
    const [path = '/', query = ''] = url.split('?', 2);
    const provider = path.slice(MESSAGE_STATUS_PREFIX.length);
    const method = req.method ?? 'GET';
    const body = method === 'POST' ? await rawBody(req) : '';
    if (body === null) {
      send(res, 413, { error: 'payload_too_large' });
      return;
    }
    const headers: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(req.headers)) headers[name] = Array.isArray(value) ? value[0] : value;
    const origin = publicOrigin ?? `http://${req.headers.host ?? 'localhost'}`;
    const answer = await handleMessageStatus(await shop(), secrets, provider, {
      method,
      query: new URLSearchParams(query),
      publicUrl: `${origin}${url}`,
      headers,
      rawBody: body,
    });
    send(res, answer.status, answer.body, answer.allow);
  };
}
