// §3 Pushed notification (title, message, image, click_action), §4 "Push notification vibrates
// with a six-value pattern and a sound", §7 Save push token (decision 0250). The pure part of Web Push:
// what a saved token must be, what a push carries, and what the shop does with the push
// service's answer.
import { type Said, sentenceOf } from '../api/errors.ts';

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
 * Where the shop may send a subscription's pushes (decision 0277). A push service is an https URL
 * on a public host name: never an IP literal (the URL parser already turns decimal, hex and short
 * IPv4 forms into dotted ones, and IPv6 ones are bracketed), never a name that only means something
 * inside a network (localhost, a single label, .internal, .local…). `hosts`, when set, is the
 * allowlist of push services (a name and its subdomains); null takes any public host. The address
 * a name resolves to is checked again when a push is sent (services/notifications/push-endpoint.ts).
 */
export interface PushEndpointRules {
  schemes: readonly string[];
  /** False only for a test's local push service, where every host is taken, IP literals included. */
  publicHostsOnly: boolean;
  hosts: readonly string[] | null;
}

/** The browsers' push services (Chrome and most Chromium browsers, Firefox, Safari, Edge). */
export const BROWSER_PUSH_SERVICES: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

export const PUSH_ENDPOINT_RULES: PushEndpointRules = {
  schemes: ['https:'],
  publicHostsOnly: true,
  hosts: BROWSER_PUSH_SERVICES,
};

/** Names that only mean something inside a network, never a push service on the internet. */
const LOCAL_SUFFIXES = [
  'localhost',
  'local',
  'localdomain',
  'internal',
  'intranet',
  'lan',
  'home',
  'corp',
  'private',
  'arpa',
  'test',
  'invalid',
];

const IPV4_LITERAL = /^\d+\.\d+\.\d+\.\d+$/;

/** Why the shop takes no push token: among the server's words (src/server/said.ts spreads them into SAID). */
export const PUSH_WORDS = {
  saidPushNotASubscription: 'must be a Web Push subscription (endpoint and keys)',
  saidPushEndpoint: 'its endpoint {reason}',
  saidPushNotAUrl: 'must be a URL',
  saidPushNotHttps: 'must be an https address',
  saidPushUserName: 'must not carry a user name or password',
  saidPushIpAddress: 'must name a push service, not an IP address',
  saidPushNotPublic: 'must be a push service on the internet',
  saidPushNotABrowsers: 'must be a browser’s push service',
} as const;

/** Why the shop will not send to `endpoint` under `rules`, or null when it may. */
export function pushEndpointRefusal(endpoint: string, rules: PushEndpointRules = PUSH_ENDPOINT_RULES): Said | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return sentenceOf(PUSH_WORDS, 'saidPushNotAUrl');
  }
  if (!rules.schemes.includes(url.protocol)) return sentenceOf(PUSH_WORDS, 'saidPushNotHttps');
  if (url.username !== '' || url.password !== '') return sentenceOf(PUSH_WORDS, 'saidPushUserName');
  if (!rules.publicHostsOnly) return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') || IPV4_LITERAL.test(host)) return sentenceOf(PUSH_WORDS, 'saidPushIpAddress');
  const labels = host.split('.');
  const last = labels.at(-1) ?? '';
  if (labels.length < 2 || LOCAL_SUFFIXES.includes(last) || host.endsWith('.home.arpa')) {
    return sentenceOf(PUSH_WORDS, 'saidPushNotPublic');
  }
  if (rules.hosts !== null && !rules.hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))) {
    return sentenceOf(PUSH_WORDS, 'saidPushNotABrowsers');
  }
  return null;
}

/** A subscription read from a push token, or why the token is not one the shop sends to. */
export function readPushSubscription(
  token: string,
  rules: PushEndpointRules = PUSH_ENDPOINT_RULES,
): { subscription: PushSubscriptionJson } | { refused: Said } {
  const notOne = { refused: sentenceOf(PUSH_WORDS, 'saidPushNotASubscription') };
  let value: unknown;
  try {
    value = JSON.parse(token);
  } catch {
    return notOne;
  }
  if (typeof value !== 'object' || value === null) return notOne;
  const { endpoint, keys } = value as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
  if (typeof endpoint !== 'string' || typeof keys !== 'object' || keys === null) return notOne;
  const { p256dh, auth } = keys;
  if (typeof p256dh !== 'string' || typeof auth !== 'string') return notOne;
  if (!BASE64URL.test(p256dh) || base64urlBytes(p256dh) !== 65) return notOne;
  if (!BASE64URL.test(auth) || base64urlBytes(auth) !== 16) return notOne;
  const refused = pushEndpointRefusal(endpoint, rules);
  if (refused !== null) return { refused: sentenceOf(PUSH_WORDS, 'saidPushEndpoint', { reason: refused }) };
  return { subscription: { endpoint, keys: { p256dh, auth } } };
}

/**
 * The subscription a push token holds, or null when it is not one: a JSON object with an
 * endpoint the shop may send to (pushEndpointRefusal), a P-256 public key (65 bytes) and a
 * 16-byte auth secret, both base64url (RFC 8291 §3).
 */
export function parsePushSubscription(
  token: string,
  rules: PushEndpointRules = PUSH_ENDPOINT_RULES,
): PushSubscriptionJson | null {
  const read = readPushSubscription(token, rules);
  return 'subscription' in read ? read.subscription : null;
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
