// Live events (src/server/events.ts; decision 0236): subscribers of the
// same database get an event at once; on PostgreSQL an event published by one instance
// reaches the subscribers of another instance of the same schema (and of no other schema)
// through the listening connection of db/changes.ts; after that connection is lost and
// back, subscribers are told to re-read.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LISTENER_NAME_PREFIX } from '../../../../src/server/db/changes.ts';
import { openShopDatabase } from '../../../../src/server/shop-database.ts';
import {
  type EventData,
  MAX_EVENT_BYTES,
  publishEvent,
  RESYNC,
  subscribeEvents,
  subscriberCount,
} from '../../../../src/server/events.ts';
import { engineAvailable, openTestShop, type TestShop, testEngine } from '../harness.ts';

/** Resolves with the next event on `topic` of `owner`, or rejects after `ms`. */
function nextEvent(owner: object, topic: string, ms = 2_000): Promise<EventData> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no event on ${topic} within ${ms} ms`));
    }, ms);
    const stop = subscribeEvents(owner, topic, (data) => {
      clearTimeout(timer);
      stop();
      resolve(data);
    });
  });
}

describe.skipIf(!engineAvailable)(`events in one instance (${testEngine})`, () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop({ seed: false });
  });
  afterAll(async () => shop?.close());

  it('hands an event to every subscriber of its topic at once, and to no other topic', async () => {
    const seen: string[] = [];
    const stopA = subscribeEvents(shop.db, 'order:A1', (data) => seen.push(`a ${data.status}`));
    const stopB = subscribeEvents(shop.db, 'order:A1', (data) => seen.push(`b ${data.status}`));
    const stopOther = subscribeEvents(shop.db, 'order:B2', (data) => seen.push(`other ${data.status}`));
    const published = publishEvent(shop.db, 'order:A1', { status: 'accepted' });
    expect(seen).toEqual(['a accepted', 'b accepted']);
    await published;
    stopA();
    void publishEvent(shop.db, 'order:A1', { status: 'preparing' });
    expect(seen).toEqual(['a accepted', 'b accepted', 'b preparing']);
    stopB();
    stopOther();
    expect(subscriberCount(shop.db)).toBe(0);
  });

  it('keeps the databases of one process apart', async () => {
    const other = await openTestShop({ seed: false });
    try {
      const seen: EventData[] = [];
      const stop = subscribeEvents(other.db, 'order:A1', (data) => seen.push(data));
      await publishEvent(shop.db, 'order:A1', { status: 'accepted' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(seen).toEqual([]);
      stop();
    } finally {
      await other.close();
    }
  });

  it('one failing subscriber does not keep the event from the others', async () => {
    const seen: EventData[] = [];
    const quiet = console.error;
    console.error = () => undefined;
    const stopBad = subscribeEvents(shop.db, 't', () => {
      throw new Error('bug in a subscriber');
    });
    const stopGood = subscribeEvents(shop.db, 't', (data) => seen.push(data));
    try {
      await publishEvent(shop.db, 't', { n: 1 });
    } finally {
      console.error = quiet;
      stopBad();
      stopGood();
    }
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('refuses an event too big for a PostgreSQL notice: events carry ids, not state', () => {
    expect(() => publishEvent(shop.db, 't', { blob: 'x'.repeat(MAX_EVENT_BYTES) })).toThrow(/ids/);
  });
});

describe.runIf(testEngine === 'postgres' && engineAvailable)('events between instances (PostgreSQL)', () => {
  const config = () =>
    ({
      PORT: 4321,
      HOST: '127.0.0.1',
      NO_SEED: 'true',
      DATA_DIR: './data',
      DATABASE_URL: inject('postgresUrl'),
    }) as const;
  const freshSchema = () => `${inject('postgresSchemaPrefix')}${randomBytes(4).toString('hex')}`;

  it('an event published on instance A reaches a subscriber on instance B of the same schema, not another schema', async () => {
    const schema = freshSchema();
    const a = await openShopDatabase(config(), { pgSchema: schema });
    const b = await openShopDatabase(config(), { pgSchema: schema });
    const elsewhere = await openShopDatabase(config(), { pgSchema: `${schema}x` });
    try {
      const onA: EventData[] = [];
      const stopA = subscribeEvents(a.db, 'order:X9', (data) => onA.push(data));
      const strayed: EventData[] = [];
      const stopElsewhere = subscribeEvents(elsewhere.db, 'order:X9', (data) => strayed.push(data));
      const arriving = nextEvent(b.db, 'order:X9');
      const sent = Date.now();
      await publishEvent(a.db, 'order:X9', { status: 'on_the_way', lat: 18.52, lng: 73.85 });
      expect(await arriving).toEqual({ status: 'on_the_way', lat: 18.52, lng: 73.85 });
      expect(Date.now() - sent).toBeLessThan(1_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
      // A's own subscriber got it once, at once, and not again from its own notice.
      expect(onA).toHaveLength(1);
      expect(strayed).toEqual([]);
      stopA();
      stopElsewhere();
    } finally {
      await Promise.all([a.close(), b.close(), elsewhere.close()]);
    }
  }, 30_000);

  it('after the listening connection is lost, subscribers are told to re-read, and later events arrive again', async () => {
    const schema = freshSchema();
    const a = await openShopDatabase(config(), { pgSchema: schema });
    const b = await openShopDatabase(config(), { pgSchema: schema });
    try {
      const seen: EventData[] = [];
      const stop = subscribeEvents(b.db, 'order:X9', (data) => seen.push(data));
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${`${LISTENER_NAME_PREFIX}${schema}`}`.execute(
        a.db,
      );
      const deadline = Date.now() + 10_000;
      while (!seen.includes(RESYNC)) {
        expect(Date.now(), 'B resyncs within 10 s').toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      for (;;) {
        await publishEvent(a.db, 'order:X9', { status: 'delivered' });
        await new Promise((resolve) => setTimeout(resolve, 200));
        if (seen.some((data) => data.status === 'delivered')) break;
        expect(Date.now(), 'A’s events reach B again within 10 s').toBeLessThan(deadline);
      }
      stop();
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 30_000);
});
