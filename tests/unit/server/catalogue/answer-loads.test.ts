// A zone's catalogue answer is worked out by one call at a time: the calls that miss meanwhile wait
// for it; an answer past its lifetime but within SERVE_STALE_MS is given at once while one reading,
// behind the call that found it old, renews it (decision 0305); a working-out begun before a change
// of the catalogue is neither waited for nor kept (decision 0304). Through the dispatcher, with the
// real route of the delivery stores whose working-out a test holds and counts.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../../src/domain/api/errors.ts';
import { answerCacheOf, createRouter, dispatch, type Router } from '../../../../src/server/api/dispatch.ts';
import type { ApiRoute } from '../../../../src/server/api/route.ts';
import { apiRouter } from '../../../../src/server/api/routes/index.ts';
import { catalogChanged, clearCachesOf, SERVE_STALE_MS } from '../../../../src/server/cache.ts';
import { renewalsOf } from '../../../../src/server/renewals.ts';
import { reachZoneOf } from '../../../../src/server/services/catalogue/stores.ts';
import { engineAvailable, openTestShop, type TestShop, testEngine } from '../harness.ts';
import { HADAPSAR, KOTHRUD } from '../points.ts';

const PATH = 'get-delivery-restaurants';
/** About 300 m north-east of KOTHRUD: the same zone. */
const POINTS = [0, 1, 2, 3, 4].map((step) => ({
  latitude: KOTHRUD.lat + step * 0.0005,
  longitude: KOTHRUD.lng + step * 0.0005,
}));

describe.runIf(engineAvailable)('a zone’s answer worked out once', () => {
  let shop: TestShop;
  let router: Router;
  /** Workings-out begun, and the gate each waits at before answering (opened by a test). */
  let runs = 0;
  let gates = new Map<number, { shut: Promise<void>; open: () => void }>();
  const gateOf = (run: number) => {
    let gate = gates.get(run);
    if (!gate) {
      let open: () => void = () => undefined;
      const shut = new Promise<void>((resolve) => {
        open = resolve;
      });
      gate = { shut, open };
      gates.set(run, gate);
    }
    return gate;
  };
  const open = (run: number) => gateOf(run).open();

  beforeAll(async () => {
    shop = await openTestShop();
    const real = apiRouter.routes.find((route) => route.path === PATH) as ApiRoute;
    // The answer names its working-out, so a test can tell which one a call was given.
    const held: ApiRoute = {
      ...real,
      run: async () => {
        runs += 1;
        const run = runs;
        await gateOf(run).shut;
        return ok({ run });
      },
    };
    router = createRouter([held]);
  });
  afterAll(async () => {
    await shop.close();
  });
  beforeEach(async () => {
    clearCachesOf(shop.db);
    runs = 0;
    gates = new Map();
    // The stores are read once here, so the calls below reach the answer's cache without the database.
    await reachZoneOf(shop, KOTHRUD);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    // A call a failed test left waiting must not run into the next test.
    for (const gate of gates.values()) gate.open();
  });

  async function call(point: { latitude: number; longitude: number }): Promise<{ status: number; body: unknown }> {
    const text = JSON.stringify(point);
    const headers: Record<string, string> = { 'content-type': 'application/json', host: 'shop.example' };
    const answer = await dispatch(router, async () => shop, {
      method: 'POST',
      path: PATH,
      header: (name) => headers[name] ?? null,
      readBody: async () => text,
      clientAddress: '192.0.2.10',
    });
    return { status: answer.status, body: JSON.parse(String(answer.body)) };
  }

  /**
   * Waits until `count` workings-out have begun (however slow the database is), then lets every
   * other call under way reach the answer it waits for.
   */
  async function begun(count: number): Promise<void> {
    await vi.waitFor(() => expect(runs).toBe(count), { timeout: 3_000, interval: 5 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(count);
  }

  /** A point of KOTHRUD's zone and HADAPSAR's, each zone's answer kept (runs 1 and 2) and now 31 s old. */
  async function answersOfTwoZones31sOld() {
    const [first] = POINTS;
    if (!first) throw new Error('points');
    const elsewhere = { latitude: HADAPSAR.lat, longitude: HADAPSAR.lng };
    await reachZoneOf(shop, HADAPSAR);
    open(1);
    open(2);
    expect((await call(first)).body).toEqual({ run: 1 });
    expect((await call(elsewhere)).body).toEqual({ run: 2 });
    const start = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(start + 31_000);
    return { first, elsewhere, start };
  }

  it('calls of one zone that miss together read the catalogue once, and each is answered', async () => {
    const calls = POINTS.map((point) => call(point));
    await begun(1);
    open(1);
    const answers = await Promise.all(calls);
    expect(runs).toBe(1);
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: { run: 1 } });
    expect(answerCacheOf(shop.db).size).toBe(1);
  });

  it('past its lifetime, the old answer is given at once while one reading works it out anew', async () => {
    open(1);
    const [first] = POINTS;
    if (!first) throw new Error('points');
    expect((await call(first)).body).toEqual({ run: 1 });
    // 31 s on: the answer (kept 30 s) is past its lifetime.
    const later = performance.now() + 31_000;
    vi.spyOn(performance, 'now').mockReturnValue(later);
    // The call that finds it old is answered with it, without waiting for the reading it began.
    expect((await call(first)).body).toEqual({ run: 1 });
    await begun(2);
    const others = await Promise.all(POINTS.slice(1).map((point) => call(point)));
    for (const answer of others) expect(answer.body).toEqual({ run: 1 });
    expect(runs).toBe(2);
    open(2);
    // Once the reading is kept, the calls get the new answer; nothing was read again meanwhile.
    await vi.waitFor(async () => expect((await call(first)).body).toEqual({ run: 2 }));
    expect(runs).toBe(2);
  });

  it('old answers of several zones are renewed in turn, each given old meanwhile', async () => {
    const { first, elsewhere } = await answersOfTwoZones31sOld();
    expect((await call(first)).body).toEqual({ run: 1 });
    expect((await call(elsewhere)).body).toEqual({ run: 2 });
    if (testEngine === 'sqlite') {
      // The second zone's renewal waits for the first's to finish: a reading holds the thread.
      await begun(3);
      open(3);
      await begun(4);
    } else {
      // A reading waits on the network: a few renew side by side (a quarter of the pool of 10).
      expect(renewalsOf(shop.db).concurrent).toBe(2);
      await begun(4);
      open(3);
    }
    open(4);
    await vi.waitFor(async () => expect((await call(elsewhere)).body).toEqual({ run: 4 }));
    expect((await call(first)).body).toEqual({ run: 3 });
  });

  it('an answer too old to give, its renewal waiting behind another zone’s, is worked out at once', async () => {
    const { first, elsewhere, start } = await answersOfTwoZones31sOld();
    // Both old: given at once; the first zone's renewal holds its turn (run 3), the other's waits on SQLite.
    expect((await call(first)).body).toEqual({ run: 1 });
    expect((await call(elsewhere)).body).toEqual({ run: 2 });
    await begun(testEngine === 'sqlite' ? 3 : 4);
    vi.spyOn(performance, 'now').mockReturnValue(start + 30_000 + SERVE_STALE_MS + 1_000);
    const waiting = call(elsewhere);
    await begun(4);
    open(4);
    expect((await waiting).body).toEqual({ run: 4 });
    open(3);
  });

  it('an old answer past SERVE_STALE_MS is not given: the call waits for its reading', async () => {
    open(1);
    const [first] = POINTS;
    if (!first) throw new Error('points');
    expect((await call(first)).body).toEqual({ run: 1 });
    const later = performance.now() + 30_000 + SERVE_STALE_MS + 1_000;
    vi.spyOn(performance, 'now').mockReturnValue(later);
    const waiting = call(first);
    await begun(2);
    open(2);
    expect((await waiting).body).toEqual({ run: 2 });
  });

  it('a working-out begun before a change of the catalogue is neither waited for nor kept', async () => {
    const [first, second] = POINTS;
    if (!first || !second) throw new Error('points');
    const before = call(first);
    await begun(1);
    catalogChanged(shop.db);
    const after = call(second);
    // The call after the change does not wait for the reading begun before it: it reads anew.
    await begun(2);
    // The later reading ends first; the earlier one, ending after it, must not take its place.
    open(2);
    expect((await after).body).toEqual({ run: 2 });
    open(1);
    expect((await before).body).toEqual({ run: 1 });
    // Only the reading made after the change is kept.
    expect((await call(first)).body).toEqual({ run: 2 });
    expect(runs).toBe(2);
  });
});
