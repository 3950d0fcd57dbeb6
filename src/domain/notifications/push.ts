// §3 Pushed notification (title, message, image, click_action), §4 "Push notification vibrates
// with a six-value pattern and a sound", §7 Save push token (decision 0250). The pure part of Web Push:
// what a saved token must be, what a push carries, and what the shop does with the push
// service's answer.

/** A browser's Web Push subscription (PushSubscription.toJSON()), as the push token holds it. */
export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** §3 Pushed notification: what the service worker shows. `click_action` is a path of the shop. */
export interface PushedNotification {
  title: string;
  message: string;
  image: string | null;
  click_action: string;
}

/**
 * §4/§9 The six-value vibration pattern (the spec does not show the values): buzz, pause, buzz,
 * pause, a longer buzz, pause, in milliseconds.
 */
export const PUSH_VIBRATION_PATTERN: readonly [number, number, number, number, number, number] = [
  200, 100, 200, 100, 400, 100,
];

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Bytes a base64url text decodes to (padding and length only; the characters are checked apart). */
function base64urlBytes(text: string): number {
  const bare = text.replace(/=+$/, '');
  return Math.floor((bare.length * 3) / 4);
}

/**
 * The subscription a push token holds, or null when it is not one: a JSON object with an https
 * endpoint (a push service; never a plain-http address, so a token cannot point the shop's sends
 * at a service inside its own network without TLS; `schemes` widens that for a test's local
 * endpoint), a P-256 public key (65 bytes) and a 16-byte
 * auth secret, both base64url (RFC 8291 §3).
 */
export function parsePushSubscription(
  token: string,
  schemes: readonly string[] = ['https:'],
): PushSubscriptionJson | null {
  let value: unknown;
  try {
    value = JSON.parse(token);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { endpoint, keys } = value as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
  if (typeof endpoint !== 'string' || typeof keys !== 'object' || keys === null) return null;
  const { p256dh, auth } = keys;
  if (typeof p256dh !== 'string' || typeof auth !== 'string') return null;
  if (!BASE64URL.test(p256dh) || base64urlBytes(p256dh) !== 65) return null;
  if (!BASE64URL.test(auth) || base64urlBytes(auth) !== 16) return null;
  try {
    const url = new URL(endpoint);
    if (!schemes.includes(url.protocol) || url.username !== '' || url.password !== '') return null;
  } catch {
    return null;
  }
  return { endpoint, keys: { p256dh, auth } };
}

/** What a push service's HTTP answer means for the subscription it was sent to (RFC 8030 §5, §7.3). */
export type PushOutcome = 'sent' | 'gone' | 'retry' | 'dropped';

export function pushOutcome(status: number): PushOutcome {
  if (status >= 200 && status < 300) return 'sent';
  // 404 Not Found and 410 Gone: the subscription expired or was unsubscribed; it never comes back.
  if (status === 404 || status === 410) return 'gone';
  // Too many requests and the service's own failures pass; anything else is our request's fault.
  if (status === 429 || status >= 500) return 'retry';
  return 'dropped';
}

/** Waits before the second, third and fourth try of a send that failed for a passing reason. */
export const PUSH_RETRY_DELAYS_MS: readonly number[] = [2_000, 15_000, 60_000];

/** The wait before try number `attempt + 1` (attempt counts from 1), or null when the send gives up. */
export function pushRetryDelay(attempt: number, delays: readonly number[] = PUSH_RETRY_DELAYS_MS): number | null {
  return delays[attempt - 1] ?? null;
}

/** The path a notification opens: its click_action when it is a path of the shop, else the alerts page. */
export function notificationTarget(clickAction: unknown): string {
  if (typeof clickAction !== 'string' || !clickAction.startsWith('/') || clickAction.startsWith('//')) return '/alerts';
  return clickAction;
}
