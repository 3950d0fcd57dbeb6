// docs/architecture.md "Many instances": database errors that are the server's state
// (unreachable, too slow, a lock held elsewhere) are told apart from bugs, the breaker fails
// calls at once while the server is down and notices its return, write transactions may hold
// only part of the pool, and (PostgreSQL pass) instances opening one empty database together
// migrate and seed it once. The end-to-end specs (tests/e2e/platform/availability.spec.ts…) do the same
// with real processes and a PostgreSQL that is stopped.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { readConfig } from '../../../../src/server/config.ts';
import {
  createBreaker,
  DatabaseUnavailableError,
  isConnectionError,
  isUnavailableError,
  noteRequestError,
  watchRequest,
} from '../../../../src/server/db/availability.ts';
import { openShopDatabase } from '../../../../src/server/shop-database.ts';
import { limitWrites, writeSlotsOf } from '../../../../src/server/db/write-slots.ts';
import { testEngine } from '../harness.ts';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('database errors', () => {
  it('tells an unreachable or busy server from a bug', () => {
    expect(isConnectionError(pgError('ECONNREFUSED'))).toBe(true);
    expect(isConnectionError(pgError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isConnectionError(pgError('08006'))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(new Error('outer', { cause: pgError('ECONNRESET') }))).toBe(true);
    // Busy, not down: a statement or lock timeout, a full pool.
    for (const busy of [pgError('57014'), pgError('55P03'), new Error('timeout exceeded when trying to connect')]) {
      expect(isConnectionError(busy)).toBe(false);
      expect(isUnavailableError(busy)).toBe(true);
    }
    expect(isUnavailableError(new DatabaseUnavailableError('down'))).toBe(true);
    // Bugs and refusals stay what they are.
    expect(isUnavailableError(pgError('23505', 'duplicate key value'))).toBe(false);
    expect(isUnavailableError(new TypeError('undefined is not a function'))).toBe(false);
  });

  it('notes an unavailable error in the request that met it, and only there', async () => {
    const met = await watchRequest(async () => {
      await Promise.resolve();
      noteRequestError(pgError('55P03'));
      return 'answer';
    });
    expect(met).toEqual({ value: 'answer', unavailable: true });
    const other = await watchRequest(async () => noteRequestError(pgError('23505')));
    expect(other.unavailable).toBe(false);
  });
});

describe('the breaker', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('opens on a connection error once armed, and closes when the probe gets an answer', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    let serverUp = false;
    const probe = vi.fn(async () => {
      if (!serverUp) throw pgError('ECONNREFUSED');
    });
    const breaker = createBreaker(probe, 'test');
    breaker.noteError(pgError('ECONNREFUSED'));
    expect(breaker.down, 'not armed while the database is being opened').toBe(false);
    breaker.arm();
    breaker.noteError(pgError('55P03'));
    expect(breaker.down, 'a lock timeout is not an outage').toBe(false);
    breaker.noteError(pgError('57P01'));
    expect(breaker.down).toBe(true);
    await vi.advanceTimersByTimeAsync(1_200);
    expect(breaker.down).toBe(true);
    expect(probe.mock.calls.length).toBeGreaterThanOrEqual(3);
    serverUp = true;
    await vi.advanceTimersByTimeAsync(600);
    expect(breaker.down).toBe(false);
    breaker.stop();
  });
});

describe('write slots', () => {
  it('lets `slots` write transactions in at once; the next waits, and fails as unavailable after the wait', async () => {
    const db = {};
    limitWrites(db, 2, 100);
    const slots = writeSlotsOf(db);
    if (!slots) throw new Error('no slots');
    const first = await slots.acquire();
    await slots.acquire();
    const third = slots.acquire();
    first();
    first(); // a second release of the same slot changes nothing
    const releaseThird = await third;
    const { value, unavailable } = await watchRequest(() =>
      slots.acquire().then(
        () => 'granted',
        (error) => error,
      ),
    );
    expect(value).toBeInstanceOf(DatabaseUnavailableError);
    expect(unavailable).toBe(true);
    releaseThird();
    expect(writeSlotsOf({})).toBeUndefined();
  });
});

describe('configuration', () => {
  it('has pool, timeout and shutdown defaults, and refuses a headers timeout longer than the request timeout', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      PG_POOL_MAX: 10,
      PG_CONNECT_TIMEOUT_MS: 5_000,
      PG_STATEMENT_TIMEOUT_MS: 5_000,
      PG_LOCK_TIMEOUT_MS: 2_000,
      SHUTDOWN_TIMEOUT_MS: 10_000,
      SHUTDOWN_DELAY_MS: 0,
      HTTP_HEADERS_TIMEOUT_MS: 10_000,
      HTTP_REQUEST_TIMEOUT_MS: 30_000,
      MAX_CONNECTIONS: 1_000,
    });
    expect(() => readConfig({ HTTP_HEADERS_TIMEOUT_MS: '40000' })).toThrow(
      'HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS',
    );
    expect(() => readConfig({ PG_POOL_MAX: '0' })).toThrow(/PG_POOL_MAX/);
  });
});

const postgresUrl = testEngine === 'postgres' ? inject('postgresUrl') : '';

describe.skipIf(postgresUrl === '')('instances opening one empty PostgreSQL schema together', () => {
  it('all open it; the migrations and the seed run once, under the advisory lock', async () => {
    const schema = `${inject('postgresSchemaPrefix')}${randomBytes(4).toString('hex')}`;
    const config = { DATA_DIR: './data', DATABASE_URL: postgresUrl, NO_SEED: 'false' as const };
    // The schema exists (empty), as a fresh database would: the race is over its tables and rows.
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const opened = await Promise.all(Array.from({ length: 4 }, () => openShopDatabase(config, { pgSchema: schema })));
    try {
      const [first] = opened;
      if (!first) throw new Error('nothing opened');
      const stores = await first.db.selectFrom('stores').select('id').execute();
      expect(stores.length).toBeGreaterThanOrEqual(7);
      for (const database of opened) expect(await database.readiness()).toEqual({ ready: true });
    } finally {
      await Promise.all(opened.map((database) => database.close()));
    }
  });
});
