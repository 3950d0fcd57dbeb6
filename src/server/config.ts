// The server's configuration, read from the environment once and typed here.
// The server bundle and the command-line tools (db:reset, order:advance, which Node
// runs directly) both read it, so it uses process.env rather than astro:env, which
// exists only inside the bundle.
import { resolve, sep } from 'node:path';
import { z } from 'zod';
import { parseDsn } from './error-tracker.ts';

/** Whether `value` is an http(s) origin: scheme, host and port, nothing else (a lone trailing `/` is allowed). */
function isHttpOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.username === '' &&
      url.password === '' &&
      url.pathname === '/' &&
      url.search === '' &&
      url.hash === '' &&
      !/[?#@]/.test(value)
    );
  } catch {
    return false;
  }
}

/** Whether `value` is an http(s) URL template of map tiles naming {z}, {x} and {y}. */
function isTileUrl(value: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((part) => value.includes(part))) return false;
  try {
    const url = new URL(value.replaceAll(/\{[zxy]\}/g, '0'));
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** Milliseconds of a duration written as a number and a unit: 30m, 6h, 1d. */
const DURATION_UNITS: Readonly<Record<string, number>> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

function durationMs(value: string): number {
  const [, count = '0', unit = 'm'] = /^(\d+)([mhd])$/.exec(value) ?? [];
  return Number(count) * (DURATION_UNITS[unit] ?? 0);
}

/** A duration in milliseconds, at least `min`, at most a day. */
function milliseconds(fallback: number, min = 0) {
  return z.coerce.number().int().min(min).max(86_400_000).default(fallback);
}

/**
 * The message providers' variables (decision 0336): a provider is on when all its required ones
 * are set, off when none of its variables is, and a startup error when only some are, so a typo
 * never leaves a shop silently without SMS. One SMS provider at a time (MSG91 or Twilio).
 */
const MESSAGE_PROVIDERS = {
  MSG91: {
    required: ['MSG91_AUTH_KEY', 'MSG91_SENDER_ID', 'MSG91_TEMPLATES', 'MSG91_WEBHOOK_TOKEN'],
    optional: ['MSG91_API_BASE'],
  },
  Twilio: {
    required: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
    optional: ['TWILIO_STATUS_CALLBACK_URL', 'TWILIO_API_BASE'],
  },
  'WhatsApp Cloud API': {
    required: [
      'WHATSAPP_TOKEN',
      'WHATSAPP_PHONE_NUMBER_ID',
      'WHATSAPP_TEMPLATES',
      'WHATSAPP_APP_SECRET',
      'WHATSAPP_VERIFY_TOKEN',
    ],
    optional: ['WHATSAPP_API_VERSION', 'WHATSAPP_API_BASE'],
  },
  SMTP: {
    required: ['MAIL_FROM'],
    optional: ['SMTP_URL', 'SMTP_HOST', 'SMTP_PORT', 'SMTP_SECURE', 'SMTP_USER', 'SMTP_PASS'],
  },
} as const;

type MessageProvider = keyof typeof MESSAGE_PROVIDERS;

/** Every variable of a message provider. */
type MessageProviderVariable =
  | (typeof MESSAGE_PROVIDERS)[MessageProvider]['required'][number]
  | (typeof MESSAGE_PROVIDERS)[MessageProvider]['optional'][number];

const MESSAGE_PROVIDER_VARIABLES: readonly MessageProviderVariable[] = Object.values(MESSAGE_PROVIDERS).flatMap(
  ({ required, optional }) => [...required, ...optional],
);

/** The message providers `env` turns on; throws naming what is missing of one set by halves. */
export function messageProvidersOn(env: Readonly<Record<string, unknown>>): Set<MessageProvider> {
  const isSet = (key: string) => env[key] !== undefined && env[key] !== '';
  const on = new Set<MessageProvider>();
  for (const [name, { required, optional }] of Object.entries(MESSAGE_PROVIDERS) as [
    MessageProvider,
    (typeof MESSAGE_PROVIDERS)[MessageProvider],
  ][]) {
    const set = [...required, ...optional].filter(isSet);
    if (set.length === 0) continue;
    const missing = required.filter((key) => !isSet(key));
    if (missing.length > 0)
      throw new Error(`Invalid configuration: ${missing.join(', ')}: required with ${set.join(', ')} (${name})`);
    on.add(name);
  }
  if (on.has('MSG91') && on.has('Twilio'))
    throw new Error(
      'Invalid configuration: MSG91_AUTH_KEY, TWILIO_ACCOUNT_SID: one SMS provider at a time: set MSG91 or Twilio, not both',
    );
  if (on.has('SMTP') && !isSet('SMTP_URL') && !isSet('SMTP_HOST'))
    throw new Error('Invalid configuration: SMTP_URL or SMTP_HOST: required with MAIL_FROM (SMTP)');
  return on;
}

/** Message kind → provider template: `otp-login=…,order-accepted=…`. */
const TEMPLATE_MAP = /^[a-z0-9-]+=[^,=\s]+(,[a-z0-9-]+=[^,=\s]+)*$/;

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(4321),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  /** A Nominatim-compatible street-level geocoder beside the shop's areas (decision 0315); unset: the areas alone. */
  GEOCODER_URL: z.url().optional(),
  /**
   * The map tiles of the tracking map (decision 0292): an http(s) URL with {z}, {x} and {y}, e.g.
   * https://tile.example.in/{z}/{x}/{y}.png ({s} is not supported: one host). Unset: no map, the
   * running order shows its distance bar, and no page loads a map script.
   */
  MAP_TILE_URL: z.string().refine(isTileUrl, 'must be an http(s) URL with {z}, {x} and {y}').optional(),
  /** What the tile source asks to be credited with under the map (e.g. '© OpenStreetMap contributors'). */
  MAP_TILE_ATTRIBUTION: z.string().max(300).optional(),
  /** An OSRM-compatible routing service for road distances (used when enGDMA is 'true'). */
  DISTANCE_URL: z.url().optional(),
  /**
   * Where OTPs are sent: a JSON POST of { to, code, purpose, message } per code. Unset:
   * codes are written to the server log (one `[farmcart:otp]` line), so the shop works offline.
   */
  SMS_WEBHOOK_URL: z.url().optional(),
  /** Where password-reset codes are sent: a JSON POST of { to, subject, text, code }. Unset: the server log. */
  EMAIL_WEBHOOK_URL: z.url().optional(),
  // Message providers (decision 0336; MESSAGE_PROVIDERS above says which are required together;
  // services/notifications/transports/from-env.ts builds them). The status webhooks are
  // /api/messages/status/{msg91,twilio,whatsapp-cloud} (docs/deploy.md, "Messages: providers").
  /** MSG91 (SMS in India on DLT): the auth key (panel → Authkey). */
  MSG91_AUTH_KEY: z.string().min(8).optional(),
  /** The DLT-registered sender id (header): six letters. */
  MSG91_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z]{6}$/, 'must be a six-letter DLT sender id')
    .optional(),
  /** Message kind → MSG91 template id (mapped to its DLT template): `otp-login=…,order-accepted=…`. */
  MSG91_TEMPLATES: z
    .string()
    .regex(TEMPLATE_MAP, 'must be kind=template pairs separated by commas, e.g. otp-login=…,order-accepted=…')
    .optional(),
  /** A secret of the shop's own in MSG91's webhook URL (`?token=`): MSG91 does not sign its reports. At least 24 characters. */
  MSG91_WEBHOOK_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  /** Tests only: another host for MSG91's API (default https://control.msg91.com). */
  MSG91_API_BASE: z.string().refine(isHttpOrigin, 'must be an http(s) origin').optional(),
  /** Twilio: the account SID (AC…). */
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID (AC…)')
    .optional(),
  /** Twilio's auth token: authenticates API calls and signs the status callbacks. */
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  /** The sender: a Twilio number in E.164 (+1…) or a Messaging Service SID (MG…). */
  TWILIO_FROM: z
    .string()
    .regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/, 'must be a number in E.164 or a Messaging Service SID (MG…)')
    .optional(),
  /** The status callback Twilio is given with each message, exactly as the signature will name it. */
  TWILIO_STATUS_CALLBACK_URL: z.url().optional(),
  /** Tests only: another host for Twilio's API (default https://api.twilio.com). */
  TWILIO_API_BASE: z.string().refine(isHttpOrigin, 'must be an http(s) origin').optional(),
  /** WhatsApp Cloud API: a system user's access token (Bearer). */
  WHATSAPP_TOKEN: z.string().min(16).optional(),
  /** The WhatsApp Business phone number's id (not the number itself). */
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, 'must be the phone number id (digits)').optional(),
  /** Message kind → approved template name (registered in each language): `otp-login=…,order-accepted=…`. */
  WHATSAPP_TEMPLATES: z
    .string()
    .regex(TEMPLATE_MAP, 'must be kind=template pairs separated by commas, e.g. otp-login=…,order-accepted=…')
    .optional(),
  /** The Meta app's secret: signs the status webhooks (X-Hub-Signature-256). */
  WHATSAPP_APP_SECRET: z.string().min(16).optional(),
  /** The verify token typed into the app's webhook settings, echoed in Meta's subscription handshake. */
  WHATSAPP_VERIFY_TOKEN: z.string().min(16).optional(),
  /** The Graph API version (default v23.0). */
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'must be a Graph API version such as v23.0')
    .optional(),
  /** Tests only: another host for the Graph API (default https://graph.facebook.com). */
  WHATSAPP_API_BASE: z.string().refine(isHttpOrigin, 'must be an http(s) origin').optional(),
  /** E-mail over SMTP: smtp://user:pass@host:587 or smtps://user:pass@host:465; or SMTP_HOST and the rest. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** 'true': TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  SMTP_SECURE: z.enum(['true', 'false']).optional(),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASS: z.string().min(1).optional(),
  /** The sender of e-mail: `Shop <orders@shop.example.in>`. */
  MAIL_FROM: z.string().min(3).optional(),
  /**
   * 'true' behind a load balancer that sets X-Forwarded-Host and X-Forwarded-Proto and appends
   * the client's address to X-Forwarded-For: only then are these headers believed (the shop's
   * origin for the Origin check and the session cookie, the address for rate limits; the last
   * entry of each). Never set it when clients can reach the server directly: anyone can send them.
   */
  TRUST_PROXY: z.enum(['true', 'false']).optional(),
  /**
   * The shop's public origin, e.g. https://shop.example.in (no path): the only origin absolute
   * links name (canonical, Open Graph, sitemap, robots.txt) and the only one state-changing API
   * calls are accepted from; https also turns on Strict-Transport-Security. Required with
   * NODE_ENV=production; unset, the origin the request was addressed to is used.
   */
  PUBLIC_ORIGIN: z
    .string()
    .refine(isHttpOrigin, 'must be an http(s) origin such as https://shop.example.in, without a path')
    .transform((value) => new URL(value).origin)
    .optional(),
  /**
   * The key that signs an admin's sign-in-as-a-customer links (at least 32 characters). Unset: the
   * shop generates one into its database once (table shop_secrets), shared by every instance.
   */
  IMPERSONATION_LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Web Push (decision 0250): the shop's VAPID key pair (RFC 8292), base64url as `npx web-push
   * generate-vapid-keys` prints it; both or neither. Unset: a pair is generated once into
   * DATA_DIR/vapid-keys.json and read from there afterwards (several instances must share it:
   * set these, or share DATA_DIR). VAPID_SUBJECT is the contact push services may write to.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{86,88}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{42,44}$/, 'must be a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:.+@.+|https:\/\/.+)$/, 'must be a mailto: address or an https URL')
    .default('mailto:push@farmcart.example'),
  /**
   * The push services subscriptions may point at (decision 0277): comma-separated host names, each
   * taking its subdomains too, or `any` for any public https host. Unset: the browsers' push
   * services (domain/notifications/push.ts BROWSER_PUSH_SERVICES).
   */
  PUSH_SERVICE_HOSTS: z
    .string()
    .regex(/^(any|[a-z0-9.-]+(,[a-z0-9.-]+)*)$/i, 'must be `any` or host names separated by commas')
    .optional(),
  /** Push subscriptions kept per customer; saving one more drops the oldest (decision 0277). */
  PUSH_SUBSCRIPTIONS_PER_CUSTOMER: z.coerce.number().int().min(1).max(100).default(10),
  /** 'production' on a live shop: the demo shop is then never seeded unless SEED_DEMO=true. */
  NODE_ENV: z.string().optional(),
  /**
   * Whether an empty database gets the demo shop (its stores, items and demo customers with a
   * known password): unset means yes except with NODE_ENV=production (decision 0026).
   */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  /** Set to 'true' to skip seeding the demo shop into an empty database (the older switch; SEED_DEMO wins). */
  NO_SEED: z.enum(['true', 'false']).default('false'),
  /** How often expired sessions, codes and idempotency keys are deleted (one instance at a time). */
  HOUSEKEEPING_INTERVAL_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(3_600_000),
  /** Request logs on stdout: none, one text line, or one JSON object per request (method, route, status, duration, request id). */
  LOG_FORMAT: z.enum(['none', 'text', 'json']).default('none'),
  /**
   * The bearer token a Prometheus scraper sends for GET /metrics (decision 0324): at least 24
   * characters; unset, /metrics is not there and requests are not timed.
   */
  METRICS_TOKEN: z.string().min(24, 'METRICS_TOKEN must be at least 24 characters').optional(),
  /**
   * An error tracker's project (decision 0331), Sentry's or GlitchTip's DSN:
   * `https://<public key>@<host>/<project id>`. Unset, unexpected errors are only logged and counted.
   */
  SENTRY_DSN: z
    .string()
    .refine((value) => parseDsn(value) !== null, 'SENTRY_DSN must be a DSN: https://<key>@<host>/<project id>')
    .optional(),
  /** The environment the tracker files the events under (Sentry's `environment`); 'production' when unset. */
  SENTRY_ENVIRONMENT: z.string().max(64).optional(),
  /** The release the events name (a version or a commit), so the tracker tells which build broke. */
  SENTRY_RELEASE: z.string().max(128).optional(),
  /**
   * Tests only: the server's clock stands still at this ISO-8601 instant (e.g. '2026-11-04T06:30:00Z'),
   * so that what depends on "today" (the farm-visit dates) is the same on every run. Never set in production.
   */
  FIXED_NOW: z.iso.datetime({ offset: true }).optional(),

  // PostgreSQL pool (decision 0044): instances × PG_POOL_MAX
  // must stay below the server's max_connections (100 by default) minus what admins need.
  /** Connections per instance. */
  PG_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  /** Longest wait to open a connection or to get one from a full pool; then 503. */
  PG_CONNECT_TIMEOUT_MS: milliseconds(5_000, 1),
  /** PostgreSQL's statement_timeout for every query of the app (0: none). Migrations and the seed have none. */
  PG_STATEMENT_TIMEOUT_MS: milliseconds(5_000),
  /** PostgreSQL's lock_timeout: the longest a query waits for a row lock another session holds (0: none). */
  PG_LOCK_TIMEOUT_MS: milliseconds(2_000),

  // HTTP server (decision 0050, decision 0051).
  /** After SIGTERM: the longest the server waits for in-flight requests before it closes what is left and exits. */
  SHUTDOWN_TIMEOUT_MS: milliseconds(10_000, 0),
  /** After SIGTERM: how long /readyz answers 503 while new connections are still accepted, for a load balancer to notice. */
  SHUTDOWN_DELAY_MS: milliseconds(0),
  /** The longest a client may take to send a request's headers (slow clients hold a connection). */
  HTTP_HEADERS_TIMEOUT_MS: milliseconds(10_000, 1),
  /** The longest a client may take to send a whole request, body included. */
  HTTP_REQUEST_TIMEOUT_MS: milliseconds(30_000, 1),
  /** The most bytes of catalog answers an instance keeps in memory (decision 0020). */
  ANSWER_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(4_294_967_296)
    .default(32 * 1024 * 1024),
  /**
   * A session not used for this long ends (decision 0170); every
   * session also ends 30 days after sign-in, used or not.
   */
  SESSION_IDLE_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(30 * 24 * 60)
    .default(7 * 24 * 60),
  /** The most bytes of rendered pages (by delivery zone) an instance keeps; 0 renders every page (decision 0021). */
  PAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(4_294_967_296)
    .default(64 * 1024 * 1024),
  /**
   * One-time codes sent by SMS in all, per hour, whoever asks (decision 0277): a cap on what the
   * shop's SMS bill can grow to when many phones and addresses are used at once.
   */
  SMS_CODES_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(500),
  /**
   * A store staff member's console session unused this long ends (decision 0277); shorter than a
   * customer's, as a console reaches every customer and order.
   */
  STAFF_SESSION_IDLE_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(2 * 60),
  /** A staff member's console session ends this many hours after sign-in, used or not (decision 0277). */
  STAFF_SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24)
    .default(12),
  /** Live screens' event streams one client address may hold open at once (decision 0277). */
  STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Event streams one signed-in session (customer, partner or staff) may hold open at once (decision 0277). */
  STREAMS_PER_SESSION: z.coerce.number().int().min(1).max(1_000).default(6),
  /** Open connections at most; a further one takes the place of the longest-idle keep-alive one, or is closed at once (decision 0288). */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  /** Open connections one client address may hold; not applied behind a trusted balancer (decision 0288). */
  CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(100),

  // Online payments (decision 0253). A provider is offered only
  // when all its keys are set (Razorpay three, Stripe two); none set: cash on delivery and the wallet only.
  /** Razorpay's key id (rzp_live_… or rzp_test_…): the public half, sent to the browser's Checkout. */
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_[A-Za-z0-9_]+$/, 'must be a Razorpay key id (rzp_…)')
    .optional(),
  /** Razorpay's key secret: authenticates API calls and signs each payment's return. */
  RAZORPAY_KEY_SECRET: z.string().min(8).optional(),
  /** The secret of the shop's Razorpay webhook (Dashboard → Webhooks), which signs every webhook. */
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8).optional(),
  /** Tests only: another host for Razorpay's API (default https://api.razorpay.com). */
  RAZORPAY_API_BASE: z.string().refine(isHttpOrigin, 'must be an http(s) origin').optional(),
  /** Tests only: another host for Razorpay's checkout.js (default https://checkout.razorpay.com). */
  RAZORPAY_CHECKOUT_BASE: z.string().refine(isHttpOrigin, 'must be an http(s) origin').optional(),
  /** Stripe's secret key (sk_live_… or sk_test_…): authenticates API calls (Checkout Sessions, refunds). Both Stripe keys or neither. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_[A-Za-z0-9_]+$/, 'must be a Stripe secret key (sk_live_… or sk_test_…)')
    .optional(),
  /** The signing secret of the shop's Stripe webhook endpoint (Dashboard → Webhooks, whsec_…). */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9_]+$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  /** Tests only: another host for Stripe's API (default https://api.stripe.com). */
  STRIPE_API_BASE: z.string().refine(isHttpOrigin, 'must be an http(s) origin').optional(),
  /**
   * While a provider is set: how often holds whose time ended are let go and due refunds sent.
   * Reads never let a hold go (they show it as failed), so this is how soon its stock returns.
   */
  PAYMENT_SWEEP_MS: milliseconds(60_000, 100),
  /** How often scheduled content publishes and take-downs that are due are made (decision 0281). */
  CONTENT_DUE_MS: milliseconds(30_000, 100),

  // Backups (decision 0323).
  /** Where `npm run backup` and the server's own backups go, a folder per backup named by its time. Not inside DATA_DIR. */
  BACKUP_DIR: z.string().min(1).default('./backups'),
  /** The embedded shop backs itself up this often while it runs: 30m, 6h, 1d (at least 15m, at most 7d). Unset: only `npm run backup`. */
  BACKUP_EVERY: z
    .string()
    .regex(/^\d+[mhd]$/, 'must be a number and a unit, m, h or d (e.g. 6h)')
    .transform(durationMs)
    .refine((ms) => ms >= 15 * 60_000 && ms <= 7 * 86_400_000, 'must be from 15m to 7d')
    .optional(),
  /** Backups kept in BACKUP_DIR; a new one removes the oldest beyond this. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  /** A shell command run after each backup, its path as $1 (and BACKUP_PATH), e.g. to copy it off the machine. */
  BACKUP_HOOK: z.string().min(1).optional(),
});

export type ServerConfig = z.infer<typeof schema>;

/** The message providers' part of the configuration (decision 0336). */
export type MessageProviderConfig = Partial<Pick<ServerConfig, MessageProviderVariable>>;

/** Whether an empty database gets the demo shop under this configuration. */
export function seedsDemoShop(
  config: Pick<ServerConfig, 'NO_SEED'> & Partial<Pick<ServerConfig, 'SEED_DEMO' | 'NODE_ENV'>>,
): boolean {
  if (config.SEED_DEMO !== undefined) return config.SEED_DEMO === 'true';
  if (config.NO_SEED === 'true') return false;
  return config.NODE_ENV !== 'production';
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const blankAsUnset = (value: string | undefined) => (value === '' ? undefined : value);
  const parsed = schema.safeParse({
    ...env,
    DATABASE_URL: blankAsUnset(env.DATABASE_URL),
    GEOCODER_URL: blankAsUnset(env.GEOCODER_URL),
    DISTANCE_URL: blankAsUnset(env.DISTANCE_URL),
    MAP_TILE_URL: blankAsUnset(env.MAP_TILE_URL),
    MAP_TILE_ATTRIBUTION: blankAsUnset(env.MAP_TILE_ATTRIBUTION),
    SMS_WEBHOOK_URL: blankAsUnset(env.SMS_WEBHOOK_URL),
    EMAIL_WEBHOOK_URL: blankAsUnset(env.EMAIL_WEBHOOK_URL),
    ...Object.fromEntries(MESSAGE_PROVIDER_VARIABLES.map((key) => [key, blankAsUnset(env[key])])),
    FIXED_NOW: blankAsUnset(env.FIXED_NOW),
    PUBLIC_ORIGIN: blankAsUnset(env.PUBLIC_ORIGIN),
    RAZORPAY_KEY_ID: blankAsUnset(env.RAZORPAY_KEY_ID),
    RAZORPAY_KEY_SECRET: blankAsUnset(env.RAZORPAY_KEY_SECRET),
    RAZORPAY_WEBHOOK_SECRET: blankAsUnset(env.RAZORPAY_WEBHOOK_SECRET),
    RAZORPAY_API_BASE: blankAsUnset(env.RAZORPAY_API_BASE),
    RAZORPAY_CHECKOUT_BASE: blankAsUnset(env.RAZORPAY_CHECKOUT_BASE),
    STRIPE_SECRET_KEY: blankAsUnset(env.STRIPE_SECRET_KEY),
    STRIPE_WEBHOOK_SECRET: blankAsUnset(env.STRIPE_WEBHOOK_SECRET),
    STRIPE_API_BASE: blankAsUnset(env.STRIPE_API_BASE),
    BACKUP_EVERY: blankAsUnset(env.BACKUP_EVERY),
    BACKUP_HOOK: blankAsUnset(env.BACKUP_HOOK),
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  // A provider configured by halves would be silently off: say which keys are missing.
  const razorpayKeys = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;
  const razorpaySet = razorpayKeys.filter((key) => parsed.data[key] !== undefined);
  if (razorpaySet.length > 0 && razorpaySet.length < razorpayKeys.length) {
    const missing = razorpayKeys.filter((key) => parsed.data[key] === undefined).join(', ');
    throw new Error(`Invalid configuration: ${missing}: required with ${razorpaySet.join(', ')} (Razorpay)`);
  }
  const stripeKeys = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
  const stripeSet = stripeKeys.filter((key) => parsed.data[key] !== undefined);
  if (stripeSet.length > 0 && stripeSet.length < stripeKeys.length) {
    const missing = stripeKeys.filter((key) => parsed.data[key] === undefined).join(', ');
    throw new Error(`Invalid configuration: ${missing}: required with ${stripeSet.join(', ')} (Stripe)`);
  }
  messageProvidersOn(parsed.data);
  // Node refuses a headers timeout longer than the request's: say so in our words.
  if (parsed.data.HTTP_HEADERS_TIMEOUT_MS > parsed.data.HTTP_REQUEST_TIMEOUT_MS) {
    throw new Error('Invalid configuration: HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS');
  }
  // Many instances share a PostgreSQL: a schedule of theirs would dump it N times (decision 0323).
  if (parsed.data.BACKUP_EVERY !== undefined && parsed.data.DATABASE_URL) {
    throw new Error(
      "Invalid configuration: BACKUP_EVERY: the server backs up only the embedded database; with DATABASE_URL, schedule `npm run backup` (pg_dump) on one machine or use your service's point-in-time recovery (docs/deploy.md)",
    );
  }
  if (
    resolve(parsed.data.BACKUP_DIR).startsWith(`${resolve(parsed.data.DATA_DIR)}${sep}`) ||
    resolve(parsed.data.BACKUP_DIR) === resolve(parsed.data.DATA_DIR)
  ) {
    throw new Error(
      'Invalid configuration: BACKUP_DIR: must not be inside DATA_DIR (a backup must outlive the data directory)',
    );
  }
  if ((parsed.data.VAPID_PUBLIC_KEY === undefined) !== (parsed.data.VAPID_PRIVATE_KEY === undefined)) {
    throw new Error('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
  }
  return parsed.data;
}

/**
 * What only the server needs (the command-line tools make no links and take no calls): a live
 * shop (NODE_ENV=production) must know its public origin, or its links and its Origin check
 * would follow whatever Host a request names.
 */
export function checkServerConfig(config: Pick<ServerConfig, 'NODE_ENV' | 'PUBLIC_ORIGIN'>): void {
  if (config.NODE_ENV === 'production' && !config.PUBLIC_ORIGIN) {
    throw new Error(
      "Invalid configuration: PUBLIC_ORIGIN: required when NODE_ENV=production (the shop's public origin, e.g. https://shop.example.in)",
    );
  }
}
