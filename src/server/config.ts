// The server's configuration, read from the environment once and typed here.
// The server bundle and the command-line tools (db:reset, order:advance, which Node
// runs directly) both read it, so it uses process.env rather than astro:env, which
// exists only inside the bundle.
import { z } from 'zod';

/** A duration in milliseconds, at least `min`, at most a day. */
function milliseconds(fallback: number, min = 0) {
  return z.coerce.number().int().min(min).max(86_400_000).default(fallback);
}

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(4321),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  /** A Nominatim-compatible geocoding service; unset: the offline gazetteer of the demo city. */
  GEOCODER_URL: z.url().optional(),
  /** An OSRM-compatible routing service for road distances (used when enGDMA is 'true'). */
  DISTANCE_URL: z.url().optional(),
  /**
   * Where OTPs are sent: a JSON POST of { to, code, purpose, message } per code. Unset:
   * codes are written to the server log (one `[farmcart:otp]` line), so the shop works offline.
   */
  SMS_WEBHOOK_URL: z.url().optional(),
  /** Where password-reset codes are sent: a JSON POST of { to, subject, text, code }. Unset: the server log. */
  EMAIL_WEBHOOK_URL: z.url().optional(),
  /**
   * 'true' behind a load balancer that appends the client's address to X-Forwarded-For:
   * per-address rate limits then use the last entry. Never set it when clients reach us directly.
   */
  TRUST_PROXY: z.enum(['true', 'false']).optional(),
  /** Set to 'true' to skip seeding the demo shop into an empty database. */
  NO_SEED: z.enum(['true', 'false']).default('false'),
  /**
   * Tests only: the server's clock stands still at this ISO-8601 instant (e.g. '2026-11-04T06:30:00Z'),
   * so that what depends on "today" (the farm-visit dates) is the same on every run. Never set in production.
   */
  FIXED_NOW: z.iso.datetime({ offset: true }).optional(),

  // PostgreSQL pool (docs/decisions.md, "PostgreSQL pool and timeouts"): instances × PG_POOL_MAX
  // must stay below the server's max_connections (100 by default) minus what admins need.
  /** Connections per instance. */
  PG_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  /** Longest wait to open a connection or to get one from a full pool; then 503. */
  PG_CONNECT_TIMEOUT_MS: milliseconds(5_000, 1),
  /** PostgreSQL's statement_timeout for every query of the app (0: none). Migrations and the seed have none. */
  PG_STATEMENT_TIMEOUT_MS: milliseconds(5_000),
  /** PostgreSQL's lock_timeout: the longest a query waits for a row lock another session holds (0: none). */
  PG_LOCK_TIMEOUT_MS: milliseconds(2_000),

  // HTTP server (docs/decisions.md, "Draining on SIGTERM", "HTTP limits").
  /** After SIGTERM: the longest the server waits for in-flight requests before it closes what is left and exits. */
  SHUTDOWN_TIMEOUT_MS: milliseconds(10_000, 0),
  /** After SIGTERM: how long /readyz answers 503 while new connections are still accepted, for a load balancer to notice. */
  SHUTDOWN_DELAY_MS: milliseconds(0),
  /** The longest a client may take to send a request's headers (slow clients hold a connection). */
  HTTP_HEADERS_TIMEOUT_MS: milliseconds(10_000, 1),
  /** The longest a client may take to send a whole request, body included. */
  HTTP_REQUEST_TIMEOUT_MS: milliseconds(30_000, 1),
  /** The most bytes of catalog answers an instance keeps in memory (docs/decisions.md, "Catalog cache"). */
  ANSWER_CACHE_MAX_BYTES: z.coerce.number().int().min(0).max(4_294_967_296).default(32 * 1024 * 1024),
  /** Open connections at most; further ones are closed at once. */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(1000),
});

export type ServerConfig = z.infer<typeof schema>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const blankAsUnset = (value: string | undefined) => (value === '' ? undefined : value);
  const parsed = schema.safeParse({
    ...env,
    DATABASE_URL: blankAsUnset(env.DATABASE_URL),
    GEOCODER_URL: blankAsUnset(env.GEOCODER_URL),
    DISTANCE_URL: blankAsUnset(env.DISTANCE_URL),
    SMS_WEBHOOK_URL: blankAsUnset(env.SMS_WEBHOOK_URL),
    EMAIL_WEBHOOK_URL: blankAsUnset(env.EMAIL_WEBHOOK_URL),
    FIXED_NOW: blankAsUnset(env.FIXED_NOW),
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  // Node refuses a headers timeout longer than the request's: say so in our words.
  if (parsed.data.HTTP_HEADERS_TIMEOUT_MS > parsed.data.HTTP_REQUEST_TIMEOUT_MS) {
    throw new Error('Invalid configuration: HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS');
  }
  return parsed.data;
}
