// POST /webhooks/<provider>: the payment providers' signed notifications (decision 0252).
// Not an /api/ call: the provider sends no Origin and no session, and its
// signature covers the raw body, which must reach the check byte for byte (the API parses JSON
// first). Anything signed answers 200, a repeat too (the provider stops sending it); a bad
// signature or body 400; another method 405. Bodies are bounded like the API's.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ShopContext } from '../context.ts';
import { fail } from '../../domain/api/errors.ts';
import { said } from '../said.ts';
import { handleWebhook } from '../services/orders/paid-online.ts';

export const WEBHOOKS_PREFIX = '/webhooks/';

/** Razorpay's events are a few kilobytes; anything far larger is not one. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

function answer(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
    ...extra,
  });
  res.end(text);
}

function rawBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_WEBHOOK_BYTES) {
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

export function createWebhookHandler(shop: () => Promise<ShopContext>) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
    const provider = path.slice(WEBHOOKS_PREFIX.length);
    if (req.method !== 'POST') {
      answer(res, 405, { error: fail('method_not_allowed', said('saidWebhookPost')).error }, { allow: 'POST' });
      return;
    }
    const body = await rawBody(req);
    if (body === null) {
      answer(res, 413, { error: fail('payload_too_large', said('saidWebhookTooLarge')).error });
      return;
    }
    const headers: Record<string, string | undefined> = {};
    for (const [name, value] of Object.entries(req.headers)) headers[name] = Array.isArray(value) ? value[0] : value;
    const handled = await handleWebhook(await shop(), provider, body, headers);
    if (handled.status === 404) {
      answer(res, 404, { error: fail('not_found', said('saidNoSuchProvider')).error });
      return;
    }
    answer(res, handled.status, handled.body);
  };
}
