// Changes another process made to the embedded database (src/server/db/other-writers.ts, decision
// 0313): a commit on a second connection to the same file, as the operator's commands make, has
// the server forget its cached values and every open stream read again within a second; the
// server's own writes do not. SQLite only: on PostgreSQL, LISTEN tells the instances (events.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogChangesSeen } from '../../../../src/server/cache.ts';
import type { OpenDatabase } from '../../../../src/server/db/index.ts';
import { OTHER_WRITERS_EVERY_MS } from '../../../../src/server/db/other-writers.ts';
import { openSqlite } from '../../../../src/server/db/sqlite-dialect.ts';
import { type EventData, RESYNC, subscribeEvents } from '../../../../src/server/events.ts';
import { openShopDatabase } from '../../../../src/server/shop-database.ts';
import { testEngine } from '../harness.ts';

/** The events `owner` gets on `topic` within `ms`. */
function eventsWithin(owner: object, topic: string, ms: number): Promise<EventData[]> {
  const seen: EventData[] = [];
  const stop = subscribeEvents(owner, topic, (data) => seen.push(data));
  return new Promise((resolve) =>
    setTimeout(() => {
      stop();
      resolve(seen);
    }, ms),
  );
}

describe.skipIf(testEngine !== 'sqlite')('writes by another process to the embedded database', () => {
  let dir: string;
  let database: OpenDatabase;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'farmcart-other-writers-'));
    database = await openShopDatabase({ NO_SEED: 'true', DATA_DIR: dir });
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('tell open streams to read again and forget cached values, within a second', async () => {
    const changesBefore = catalogChangesSeen(database.db);
    const events = eventsWithin(database.db, 'order:FC-1', OTHER_WRITERS_EVERY_MS * 3);
    const other = openSqlite(join(dir, 'shop.sqlite'));
    try {
      other.exec('create table written_elsewhere (x integer)');
    } finally {
      other.close();
    }
    expect(await events).toEqual([RESYNC]);
    expect(catalogChangesSeen(database.db)).toBe(changesBefore + 1);
  });

  it('leave the server’s own writes to the events their services publish', async () => {
    const changesBefore = catalogChangesSeen(database.db);
    const events = eventsWithin(database.db, 'order:FC-1', OTHER_WRITERS_EVERY_MS * 3);
    await sql`create table written_here (x integer)`.execute(database.db);
    expect(await events).toEqual([]);
    expect(catalogChangesSeen(database.db)).toBe(changesBefore);
  });
});
