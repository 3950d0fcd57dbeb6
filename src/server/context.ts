// What every service function is given: the database, the clock, and the
// geocoding and distance providers. Passing it in keeps services testable against
// a fresh database, a fixed clock and a provider that fails on purpose.
import type { Kysely } from 'kysely';
import { readConfig, type ServerConfig } from './config.ts';
import type { Database, Engine, ShopDatabase } from './db/index.ts';
import { getDatabase } from './db/index.ts';
import { createGazetteer } from './geo/gazetteer.ts';
import { createNominatimGeocoder, createOsrmDistance, noRoadDistance } from './geo/http-providers.ts';
import type { DistanceProvider, Geocoder } from './geo/providers.ts';

export interface ShopContext {
  db: Kysely<Database>;
  engine: Engine;
  now(): Date;
  geocoder: Geocoder;
  distance: DistanceProvider;
}

export interface ContextOverrides {
  now?: (() => Date) | undefined;
  geocoder?: Geocoder | undefined;
  distance?: DistanceProvider | undefined;
  config?: Pick<ServerConfig, 'GEOCODER_URL' | 'DISTANCE_URL'> | undefined;
}

export function createContext(database: ShopDatabase, overrides: ContextOverrides = {}): ShopContext {
  const config = overrides.config ?? {};
  return {
    db: database.db,
    engine: database.engine,
    now: overrides.now ?? (() => new Date()),
    geocoder:
      overrides.geocoder ??
      (config.GEOCODER_URL ? createNominatimGeocoder(config.GEOCODER_URL) : createGazetteer(database.db)),
    distance: overrides.distance ?? (config.DISTANCE_URL ? createOsrmDistance(config.DISTANCE_URL) : noRoadDistance),
  };
}

let shared: Promise<ShopContext> | undefined;

/** The process's context, for endpoints. */
export function getContext(): Promise<ShopContext> {
  shared ??= getDatabase().then((database) => createContext(database, { config: readConfig() }));
  return shared;
}
