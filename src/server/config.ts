// The server's configuration, read from the environment once and typed here.
// The server bundle and the command-line tools (db:reset, order:advance, which Node
// runs directly) both read it, so it uses process.env rather than astro:env, which
// exists only inside the bundle.
import { z } from 'zod';

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
  return parsed.data;
}
