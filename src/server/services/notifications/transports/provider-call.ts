// One HTTP call to a message provider, and what its failure means for the outbox (decision 0336):
// a timeout, a lost connection, 429 and 5xx may pass if tried later; any other answer will not.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SendResult } from './transport.ts';

/** The longest a provider may take to answer one message before the outbox tries again later. */
const PROVIDER_TIMEOUT_MS = 10_000;

export type ProviderAnswer = { ok: true; status: number; body: unknown } | Extract<SendResult, { ok: false }>;

/** Whether an HTTP status is one that trying again later can change. */
export function retryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/** Calls the provider; its answer's JSON (null when it is not JSON), or a retryable failure when it could not be reached. */
export async function callProvider(provider: string, url: string, init: RequestInit): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
    return { ok: false, retry: true, error: `${provider} could not be reached: ${reason || String(error)}` };
  }
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { ok: true, status: response.status, body };
}

/** A failed answer as the outbox keeps it: the provider's words, and whether to try again. */
export function refusedBy(provider: string, status: number, detail: string): Extract<SendResult, { ok: false }> {
  return { ok: false, retry: retryableStatus(status), error: `${provider} answered HTTP ${status}: ${detail}` };
}

/** Whether `given` is the HMAC of `payload` with `secret` (`algorithm`, `encoding`), compared in constant time. */
export function hmacMatches(
  algorithm: 'sha1' | 'sha256',
  secret: string,
  payload: string | Buffer,
  given: string,
  encoding: 'base64' | 'hex',
): boolean {
  const expected = Buffer.from(createHmac(algorithm, secret).update(payload).digest(encoding));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The property `key` of a JSON object, or undefined. */
export function fieldOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}
