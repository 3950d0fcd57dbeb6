// What every service function is given: the database, the clock, the geocoding
// and distance providers, and the outbox of messages to people. Passing it in keeps
// services testable against a fresh database, a fixed clock, a provider that fails
// on purpose and a sender whose messages a test can read.
import type { Kysely } from 'kysely';
import type { StaffScope } from '../domain/staff/staff.ts';
import { type MessageProviderConfig, readConfig, type ServerConfig } from './config.ts';
import type { Database, Engine, ShopDatabase } from './db/index.ts';
import { createAreaGeocoder } from './geo/areas.ts';
import { createGazetteer } from './geo/gazetteer.ts';
import { createNominatimGeocoder, createOsrmDistance, noRoadDistance } from './geo/http-providers.ts';
import type { DistanceProvider, Geocoder } from './geo/providers.ts';
import { createOutbox, type Outbox, type Transports } from './services/notifications/outbox.ts';
import { createTransports } from './services/notifications/transports/index.ts';
import { enqueueOtp } from './services/notifications/messages.ts';
import { type PaymentConfig, type PaymentProviders, paymentProvidersFrom } from './payments/registry.ts';
import { getDatabase } from './shop-database.ts';

export interface ShopContext {
  db: Kysely<Database>;
  engine: Engine;
  now(): Date;
  geocoder: Geocoder;
  distance: DistanceProvider;
  /** Messages to a person (codes, notices) are queued in the database and sent by its worker (decision 0335). */
  outbox: Outbox & {
    /** Queues a phone's one-time code in the code's transaction: services/sessions imports no other capability. */
    queueOtp: typeof enqueueOtp;
  };
  /** A session unused for this long ends (SESSION_IDLE_TIMEOUT_MINUTES). */
  sessionIdleSeconds: number;
  /** A staff member's session unused for this long ends, and any ends this long after sign-in (decision 0277). */
  staffSessions: { idleSeconds: number; maxSeconds: number };
  /** One-time codes sent by SMS in all per hour (SMS_CODES_PER_HOUR). */
  smsCodesPerHour: number;
  /**
   * The language a request's customer reads (a code the shop offers): catalogue texts come in it
   * (services/shop/translations.ts). Absent in the process-wide context: texts as stored.
   */
  language?: string | undefined;
  /** The online payment providers the configuration enables (decision 0253); absent: none, cash and wallet only. */
  payments?: PaymentProviders | undefined;
  /**
   * In a customer session a staff member holds, the stores the member reaches: the shop shows and
   * offers only those (services/catalogue/stores.ts; decision 0294). Absent: every store.
   */
  storeScope?: StaffScope | undefined;
}

export interface ContextOverrides {
  now?: (() => Date) | undefined;
  geocoder?: Geocoder | undefined;
  distance?: DistanceProvider | undefined;
  /** The channels' transports; by default from the configuration (the webhooks, else the log). */
  transports?: Transports | undefined;
  /** The outbox's clock, for retries and leases (a test moves it); by default the real one. */
  outboxClock?: (() => Date) | undefined;
  payments?: PaymentProviders | undefined;
  config?:
    | Partial<
        Pick<
          ServerConfig,
          | 'GEOCODER_URL'
          | 'PUBLIC_ORIGIN'
          | 'DISTANCE_URL'
          | 'SMS_WEBHOOK_URL'
          | 'EMAIL_WEBHOOK_URL'
          | 'FIXED_NOW'
          | 'SESSION_IDLE_TIMEOUT_MINUTES'
          | 'STAFF_SESSION_IDLE_TIMEOUT_MINUTES'
          | 'STAFF_SESSION_MAX_HOURS'
          | 'SMS_CODES_PER_HOUR'
        > &
          PaymentConfig &
          MessageProviderConfig
      >
    | undefined;
}

/** Who asks the geocoder (its usage policy wants an application it can tell apart): the shop, by its address. */
function geocoderUserAgent(origin: string | undefined): string {
  return origin ? `storefront (+${origin})` : 'storefront';
}

/** The real clock, or one that stands still at FIXED_NOW (end-to-end tests). */
function clockOf(fixedNow: string | undefined): () => Date {
  if (fixedNow === undefined) return () => new Date();
  const at = Date.parse(fixedNow);
  return () => new Date(at);
}

export function createContext(database: ShopDatabase, overrides: ContextOverrides = {}): ShopContext {
  const config = overrides.config ?? {};
  const defaults = readConfig({});
  return {
    db: database.db,
    engine: database.engine,
    now: overrides.now ?? clockOf(config.FIXED_NOW),
    geocoder:
      overrides.geocoder ??
      createAreaGeocoder(
        createGazetteer(database.db),
        config.GEOCODER_URL
          ? createNominatimGeocoder(config.GEOCODER_URL, { userAgent: geocoderUserAgent(config.PUBLIC_ORIGIN) })
          : null,
      ),
    distance: overrides.distance ?? (config.DISTANCE_URL ? createOsrmDistance(config.DISTANCE_URL) : noRoadDistance),
    outbox: {
      ...createOutbox({
        db: database.db,
        engine: database.engine,
        transports: overrides.transports ?? createTransports(config),
        clock: overrides.outboxClock,
      }),
      queueOtp: enqueueOtp,
    },
    sessionIdleSeconds: (config.SESSION_IDLE_TIMEOUT_MINUTES ?? defaults.SESSION_IDLE_TIMEOUT_MINUTES) * 60,
    staffSessions: {
      idleSeconds: (config.STAFF_SESSION_IDLE_TIMEOUT_MINUTES ?? defaults.STAFF_SESSION_IDLE_TIMEOUT_MINUTES) * 60,
      maxSeconds: (config.STAFF_SESSION_MAX_HOURS ?? defaults.STAFF_SESSION_MAX_HOURS) * 3600,
    },
    smsCodesPerHour: config.SMS_CODES_PER_HOUR ?? defaults.SMS_CODES_PER_HOUR,
    payments: overrides.payments ?? paymentProvidersFrom(config),
  };
}

let shared: Promise<ShopContext> | undefined;

/** The process's context, for endpoints. */
export function getContext(): Promise<ShopContext> {
  shared ??= getDatabase().then((database) => createContext(database, { config: readConfig() }));
  return shared;
}
