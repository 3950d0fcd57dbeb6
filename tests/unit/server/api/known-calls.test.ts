// A catalogue call seen lately is answered at once from its zone's cache by what the request
// carries (decision 0303): the same bytes and headers as the dispatcher's answer, for a session
// only while this instance keeps it (decision 0337), never for input the dispatcher refuses, and forgotten with the catalogue's caches and
// at the minute's turn. Through the real API handler on a node:http server built as serve.ts
// builds it (SecuredResponse, the request id written into the answer's header list).
import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRouter } from '../../../../src/server/api/routes/index.ts';
import { ACTING_COOKIE } from '../../../../src/domain/constants.ts';
import { answerKnownCall, knownCallKey } from '../../../../src/server/api/dispatch.ts';
import { catalogChanged, clearCachesOf, recentRequestsOf } from '../../../../src/server/cache.ts';
import { createApiHandler } from '../../../../src/server/http/api-handler.ts';
import { renewalsOf } from '../../../../src/server/renewals.ts';
import { securedResponseClass } from '../../../../src/server/http/security-headers.ts';
import { toggleFavourite } from '../../../../src/server/services/accounts/favourites.ts';
import { revokeSession } from '../../../../src/server/services/sessions/sessions.ts';
import { ROHAN, signIn, unwrap } from '../accounts/accounts-helpers.ts';
import { engineAvailable, openTestShop, type TestShop } from '../harness.ts';
import { HADAPSAR, KOTHRUD } from '../points.ts';

const STORE_ITEMS = 'get-restaurant-items/farmcart-kothrud';
const NEAR_KOTHRUD = { latitude: KOTHRUD.lat + 0.002, longitude: KOTHRUD.lng + 0.002 };

interface Answer {
  status: number;
  /** Raw header lines, the date and the request id's value left out. */
  head: string[];
  requestId: string | undefined;
  body: string;
  /** The bytes as sent (compressed when the answer says so). */
  raw: Buffer;
}

describe.runIf(engineAvailable)('catalogue calls seen lately', () => {
  let shop: TestShop;
  let server: Server;
  let base: string;
  let ids = 0;
  /** The shop's own clock (a test moves it on). */
  let now: () => Date;

  beforeAll(async () => {
    shop = await openTestShop();
    now = shop.now;
    const api = createApiHandler(apiRouter, () => Promise.resolve(shop), { trustProxy: false });
    server = createServer({ ServerResponse: securedResponseClass({ pagePolicies: [] }) }, (req, res) => {
      ids += 1;
      void api(req, res, `test-id-${ids}`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await shop.close();
  });
  beforeEach(() => {
    shop.now = now;
    clearCachesOf(shop.db);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** What the server sends back for raw request bytes, once it has answered or closed. */
  function rawCall(bytes: string | Buffer, { end = true } = {}): Promise<string> {
    const { port } = server.address() as AddressInfo;
    return new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk: Buffer) => {
        answer += chunk.toString('latin1');
      });
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(answer));
      socket.write(bytes);
      if (end) socket.end();
      else setTimeout(() => socket.destroy(), 100);
    });
  }

  /** Makes `text`'s call on `path` a known one (asked twice: put in the zone's cache, then answered from it). */
  async function makeKnown(path: string, text: string): Promise<void> {
    await post(path, text);
    await post(path, text);
    expect(answerKnownCall(shop, known(path, text))).not.toBeNull();
  }

  async function post(path: string, text: string, headers: Record<string, string> = {}): Promise<Answer> {
    const url = new URL(`/api/${path}`, base);
    return new Promise((resolve, reject) => {
      const req = request(
        url,
        { method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
        (res: IncomingMessage) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const head: string[] = [];
            let requestId: string | undefined;
            for (let at = 0; at < res.rawHeaders.length; at += 2) {
              const name = (res.rawHeaders[at] as string).toLowerCase();
              if (name === 'x-request-id') requestId = res.rawHeaders[at + 1];
              if (name !== 'date') head.push(name === 'x-request-id' ? name : `${name}: ${res.rawHeaders[at + 1]}`);
            }
            const raw = Buffer.concat(chunks);
            resolve({ status: res.statusCode ?? 0, head, requestId, body: raw.toString(), raw });
          });
        },
      );
      req.on('error', reject);
      req.end(text);
    });
  }

  const known = (path: string, text: string, cookie?: string) => knownCallKey(path, cookie, undefined, text);

  it('a guest’s call answered from the zone’s cache is remembered, and answered again the same, headers and bytes', async () => {
    const text = JSON.stringify({ latitude: KOTHRUD.lat, longitude: KOTHRUD.lng });
    const first = await post(STORE_ITEMS, text);
    expect(first.status).toBe(200);
    // Put in the cache by the first, answered from it by the second, which is remembered.
    expect(answerKnownCall(shop, known(STORE_ITEMS, text))).toBeNull();
    const second = await post(STORE_ITEMS, text);
    expect(answerKnownCall(shop, known(STORE_ITEMS, text))).not.toBeNull();
    const third = await post(STORE_ITEMS, text);
    for (const answer of [second, third]) {
      expect(answer.body).toBe(first.body);
      expect(answer.head).toEqual(first.head);
    }
    // The request id written into the list, first, and each answer's own.
    expect(first.head[0]).toBe('x-request-id');
    expect(new Set([first.requestId, second.requestId, third.requestId]).size).toBe(3);
    expect(first.head).toEqual([
      'x-request-id',
      'x-content-type-options: nosniff',
      'referrer-policy: strict-origin-when-cross-origin',
      "content-security-policy: default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      'content-type: application/json; charset=utf-8',
      'cache-control: no-store',
      'vary: Accept-Encoding',
      `content-length: ${Buffer.byteLength(first.body)}`,
      'connection: keep-alive',
      'keep-alive: timeout=5',
    ]);
  });

  it('a known call taken compressed is answered compressed, with the headers and bytes the dispatcher sent', async () => {
    const text = JSON.stringify(NEAR_KOTHRUD);
    for (const encoding of ['br', 'gzip'] as const) {
      clearCachesOf(shop.db);
      const headers = { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip' };
      const answers = [];
      for (let time = 0; time < 4; time++) answers.push(await post(STORE_ITEMS, text, headers));
      expect(answerKnownCall(shop, known(STORE_ITEMS, text))).not.toBeNull();
      const [first, ...later] = answers;
      expect(first?.head).toContain(`content-encoding: ${encoding}`);
      for (const answer of later) {
        expect(answer.head).toEqual(first?.head);
        expect(answer.raw.equals(first?.raw ?? Buffer.alloc(0))).toBe(true);
      }
      const inflate = encoding === 'br' ? brotliDecompressSync : gunzipSync;
      expect(inflate(first?.raw ?? Buffer.alloc(0)).toString()).toBe((await post(STORE_ITEMS, text)).body);
    }
  });

  it('another point of the zone is another known call, answered with its own distances', async () => {
    const kothrud = JSON.stringify({ latitude: KOTHRUD.lat, longitude: KOTHRUD.lng });
    const near = JSON.stringify(NEAR_KOTHRUD);
    await post(STORE_ITEMS, kothrud);
    await post(STORE_ITEMS, kothrud);
    const nearFirst = await post(STORE_ITEMS, near);
    await post(STORE_ITEMS, near);
    const nearAgain = await post(STORE_ITEMS, near);
    expect(nearAgain.body).toBe(nearFirst.body);
    const [atKothrud, atNear] = [kothrud, near].map((text) => answerKnownCall(shop, known(STORE_ITEMS, text)));
    expect(String(atNear?.body)).toBe(nearFirst.body);
    expect(String(atKothrud?.body)).not.toBe(String(atNear?.body));
  });

  it('a body the dispatcher refuses is refused every time, its field named, and never remembered', async () => {
    for (const text of ['{"latitude":"x","longitude":73.8}', '{"latitude":18.5,"longitude":73.8,"junk":1', '[']) {
      const answers = [await post(STORE_ITEMS, text), await post(STORE_ITEMS, text), await post(STORE_ITEMS, text)];
      for (const answer of answers) {
        expect(answer.status).toBe(400);
        expect(answer.body).toBe(answers[0]?.body);
      }
      expect(JSON.parse(answers[0]?.body ?? '{}').error.fields).toBeTruthy();
      expect(answerKnownCall(shop, known(STORE_ITEMS, text))).toBeNull();
    }
    // The same bytes sent as another type are refused as such, though JSON of them is known.
    const text = JSON.stringify({ latitude: KOTHRUD.lat, longitude: KOTHRUD.lng });
    await post(STORE_ITEMS, text);
    await post(STORE_ITEMS, text);
    expect(answerKnownCall(shop, known(STORE_ITEMS, text))).not.toBeNull();
    expect((await post(STORE_ITEMS, text, { 'content-type': 'text/plain' })).status).toBe(415);
  });

  it('a signed-in call is answered again at once while its session and favourites stay, never past a change or a sign-out', async () => {
    const token = await signIn(shop, ROHAN.phone);
    const cookie = `fc_session=${token}`;
    const text = JSON.stringify({ latitude: KOTHRUD.lat, longitude: KOTHRUD.lng });
    const favourited = (body: string) =>
      (JSON.parse(body) as { categories: { items: { id: number; is_favorited: boolean }[] }[] }).categories
        .flatMap((group) => group.items)
        .filter((item) => item.is_favorited)
        .map((item) => item.id);
    await post(STORE_ITEMS, text, { cookie });
    const before = await post(STORE_ITEMS, text, { cookie });
    const again = answerKnownCall(shop, known(STORE_ITEMS, text, cookie));
    expect(again?.body.toString()).toBe(before.body);
    const item = (JSON.parse(before.body) as { categories: { items: { id: number }[] }[] }).categories[0]?.items[0];
    if (!item) throw new Error('no item to favourite');
    const had = favourited(before.body).includes(item.id);
    unwrap(await toggleFavourite(shop, ROHAN.id, 'item', item.id));
    try {
      // The favourites changed: not answered from what was joined before.
      expect(answerKnownCall(shop, known(STORE_ITEMS, text, cookie))).toBeNull();
      const after = await post(STORE_ITEMS, text, { cookie });
      expect(favourited(after.body).includes(item.id)).toBe(!had);
      expect(answerKnownCall(shop, known(STORE_ITEMS, text, cookie))?.body.toString()).toBe(after.body);
      // A Bearer token and a body's token are sessions too, each known by what it carries.
      const bearer = { authorization: `Bearer ${token}` };
      await post(STORE_ITEMS, text, bearer);
      await post(STORE_ITEMS, text, bearer);
      expect(
        answerKnownCall(shop, knownCallKey(STORE_ITEMS, undefined, bearer.authorization, text))?.body.toString(),
      ).toBe(after.body);
      const withToken = JSON.stringify({ latitude: KOTHRUD.lat, longitude: KOTHRUD.lng, token });
      await post(STORE_ITEMS, withToken);
      await post(STORE_ITEMS, withToken);
      expect(answerKnownCall(shop, known(STORE_ITEMS, withToken))).not.toBeNull();
      // Signed out: no call of the session is answered from what was joined for it.
      await revokeSession(shop, token);
      expect(answerKnownCall(shop, known(STORE_ITEMS, text, cookie))).toBeNull();
      expect(answerKnownCall(shop, known(STORE_ITEMS, withToken))).toBeNull();
      expect(favourited((await post(STORE_ITEMS, text, { cookie })).body)).toEqual([]);
    } finally {
      unwrap(await toggleFavourite(shop, ROHAN.id, 'item', item.id));
    }
  });

  it('a signed-in call’s bytes serve again while its favourites stay, anew after a change, and never after sign-out', async () => {
    const token = await signIn(shop, ROHAN.phone);
    const headers = { cookie: `fc_session=${token}`, 'accept-encoding': 'br' };
    const text = JSON.stringify(NEAR_KOTHRUD);
    const favourited = (answer: Answer) =>
      (JSON.parse(brotliDecompressSync(answer.raw).toString()) as { categories: { items: Item[] }[] }).categories
        .flatMap((group) => group.items)
        .filter((item) => item.is_favorited)
        .map((item) => item.id);
    type Item = { id: number; is_favorited: boolean };
    const first = await post(STORE_ITEMS, text, headers);
    const second = await post(STORE_ITEMS, text, headers);
    expect(second.raw.equals(first.raw)).toBe(true);
    expect(recentRequestsOf<{ bytes: number }>(shop.db, 'api-signed-in-calls').size).toBe(1);
    const item = (JSON.parse(brotliDecompressSync(first.raw).toString()) as { categories: { items: Item[] }[] })
      .categories[0]?.items[0];
    if (!item) throw new Error('no item to favourite');
    const had = favourited(first).includes(item.id);
    unwrap(await toggleFavourite(shop, ROHAN.id, 'item', item.id));
    try {
      expect(favourited(await post(STORE_ITEMS, text, headers)).includes(item.id)).toBe(!had);
      expect(favourited(await post(STORE_ITEMS, text, headers)).includes(item.id)).toBe(!had);
      // Signed out, the same Cookie header is a guest's: no favourite is shown.
      await revokeSession(shop, token);
      expect(favourited(await post(STORE_ITEMS, text, headers))).toEqual([]);
    } finally {
      unwrap(await toggleFavourite(shop, ROHAN.id, 'item', item.id));
    }
  });

  it('a signed-in call whose answer shows no favourites is known as a guest’s is, signed out or not; a held session’s is not', async () => {
    const HOME = 'get-home-components';
    const token = await signIn(shop, ROHAN.phone);
    const cookie = `fc_session=${token}`;
    const text = JSON.stringify({ slug: 'home', latitude: KOTHRUD.lat, longitude: KOTHRUD.lng });
    const guest = await post(HOME, text);
    await post(HOME, text, { cookie });
    const signedIn = await post(HOME, text, { cookie });
    expect(signedIn.body).toBe(guest.body);
    expect(answerKnownCall(shop, known(HOME, text, cookie))?.body.toString()).toBe(guest.body);
    // Not one the signed-in calls' cache keeps: nothing of the session is in it.
    expect(recentRequestsOf<{ bytes: number }>(shop.db, 'api-signed-in-calls').size).toBe(0);
    // Signed out, the general way answers the same bytes: still known.
    await revokeSession(shop, token);
    expect(answerKnownCall(shop, known(HOME, text, cookie))?.body.toString()).toBe(guest.body);
    expect((await post(HOME, text, { cookie })).body).toBe(guest.body);
    // A session marked as held (its banner's cookie) has its stores read on every call.
    const held = `${cookie}; ${ACTING_COOKIE}=1`;
    await post(HOME, text, { cookie: held });
    expect((await post(HOME, text, { cookie: held })).body).toBe(guest.body);
    expect(answerKnownCall(shop, known(HOME, text, held))).toBeNull();
  });

  it('every located catalogue call, once known, answers the bytes the dispatcher answers at that point', async () => {
    const json = async (path: string, extra: object = {}) =>
      JSON.parse((await post(path, JSON.stringify({ ...extra, ...NEAR_KOTHRUD }))).body) as unknown;
    const [section] = (await json('get-dynamic-featured-sections')) as { slug: string }[];
    const [category] = (await json('get-item-categories')) as { slug: string }[];
    const [store] = (await json('get-delivery-restaurants')) as { slug: string; id: number }[];
    if (!section || !category || !store) throw new Error('The demo shop has a section, a category and a store here');
    const calls: [string, Record<string, unknown>][] = [
      ['get-home-components', { slug: 'home' }],
      ['get-dynamic-featured-sections', {}],
      [`get-dynamic-featured-section/${section.slug}`, {}],
      ['get-deal-items', {}],
      ['get-featured-items', {}],
      ['get-delivery-restaurants', {}],
      ['get-selfpickup-restaurants', {}],
      [`get-restaurant-items/${store.slug}`, {}],
      [`get-restaurant-info-by-id/${store.id}`, {}],
      ['get-category-items', { slug: category.slug }],
    ];
    for (const [path, extra] of calls) {
      const text = JSON.stringify({ ...extra, ...NEAR_KOTHRUD });
      clearCachesOf(shop.db);
      const fresh = await post(path, text);
      expect(fresh.status, path).toBe(200);
      await post(path, text);
      expect(answerKnownCall(shop, known(path, text)), path).not.toBeNull();
      const again = await post(path, text);
      expect(again.body, path).toBe(fresh.body);
      expect(again.head, path).toEqual(fresh.head);
    }
  });

  it('a known call whose zone’s answer was kept anew is worked out again, not answered with its old join', async () => {
    const text = JSON.stringify(NEAR_KOTHRUD);
    await post(STORE_ITEMS, text);
    const before = await post(STORE_ITEMS, text);
    expect(answerKnownCall(shop, known(STORE_ITEMS, text))).not.toBeNull();
    const { categories } = JSON.parse(before.body) as { categories: { items: { id: number; name: string }[] }[] };
    const item = categories[0]?.items[0];
    if (!item) throw new Error('the store has items');
    const renamed = `${item.name} (renamed)`;
    // The zone's answer goes (its time is up, or a bigger one pushed it out) while the call is still known.
    await shop.db.updateTable('items').set({ name: renamed }).where('id', '=', item.id).execute();
    const knownCalls = recentRequestsOf<{ bytes: number }>(shop.db, 'api-known-calls');
    const seen = knownCalls.get(known(STORE_ITEMS, text));
    clearCachesOf(shop.db);
    if (seen) knownCalls.set(known(STORE_ITEMS, text), seen);
    try {
      const fresh = await post(STORE_ITEMS, text);
      expect(fresh.body).toContain(renamed);
      expect(answerKnownCall(shop, known(STORE_ITEMS, text))).toBeNull();
      const again = await post(STORE_ITEMS, text);
      expect(again.body).toBe(fresh.body);
      expect(String(answerKnownCall(shop, known(STORE_ITEMS, text))?.body)).toBe(fresh.body);
    } finally {
      await shop.db.updateTable('items').set({ name: item.name }).where('id', '=', item.id).execute();
    }
  });

  it('forgotten with the catalogue’s caches, and at the turn of the minute', async () => {
    const text = JSON.stringify({ latitude: HADAPSAR.lat, longitude: HADAPSAR.lng });
    await post('get-delivery-restaurants', text);
    await post('get-delivery-restaurants', text);
    expect(answerKnownCall(shop, known('get-delivery-restaurants', text))).not.toBeNull();
    catalogChanged(shop.db);
    expect(answerKnownCall(shop, known('get-delivery-restaurants', text))).toBeNull();
    await post('get-delivery-restaurants', text);
    await post('get-delivery-restaurants', text);
    expect(answerKnownCall(shop, known('get-delivery-restaurants', text))).not.toBeNull();
    const later = new Date(now().getTime() + 60_000);
    shop.now = () => later;
    expect(answerKnownCall(shop, known('get-delivery-restaurants', text))).toBeNull();
  });

  it('past the minute it was known in, the call is answered its same bytes again and known again', async () => {
    const text = JSON.stringify(NEAR_KOTHRUD);
    await makeKnown(STORE_ITEMS, text);
    const bytes = answerKnownCall(shop, known(STORE_ITEMS, text))?.body;
    const later = new Date(now().getTime() + 60_000);
    shop.now = () => later;
    expect(answerKnownCall(shop, known(STORE_ITEMS, text))).toBeNull();
    const again = await post(STORE_ITEMS, text);
    expect(again.body).toBe(String(bytes));
    // The same Buffer, not joined anew: its compressed copies kept beside it serve on.
    expect(answerKnownCall(shop, known(STORE_ITEMS, text))?.body).toBe(bytes);
  });

  it('past the minute it was known in, a signed-in call is answered its same bytes and known again', async () => {
    const cookie = `fc_session=${await signIn(shop, ROHAN.phone)}`;
    const text = JSON.stringify(NEAR_KOTHRUD);
    await post(STORE_ITEMS, text, { cookie });
    await post(STORE_ITEMS, text, { cookie });
    const bytes = answerKnownCall(shop, known(STORE_ITEMS, text, cookie))?.body;
    expect(bytes).toBeDefined();
    const later = new Date(now().getTime() + 60_000);
    shop.now = () => later;
    expect(answerKnownCall(shop, known(STORE_ITEMS, text, cookie))).toBeNull();
    expect((await post(STORE_ITEMS, text, { cookie })).body).toBe(String(bytes));
    // Known again for this minute with the same Buffer: the next call takes the fast way again.
    expect(answerKnownCall(shop, known(STORE_ITEMS, text, cookie))?.body).toBe(bytes);
  });

  it('an answer renewed to the same bytes keeps its calls known, with the same bytes', async () => {
    const text = JSON.stringify(NEAR_KOTHRUD);
    await makeKnown(STORE_ITEMS, text);
    const bytes = answerKnownCall(shop, known(STORE_ITEMS, text))?.body;
    // 31 s on, the zone's answer and the known call are past their lifetimes (30 s).
    vi.spyOn(performance, 'now').mockReturnValue(performance.now() + 31_000);
    expect(answerKnownCall(shop, known(STORE_ITEMS, text))).toBeNull();
    expect((await post(STORE_ITEMS, text)).body).toBe(String(bytes));
    // The old answer was given while one reading renews it, in its turn.
    await vi.waitFor(() => expect(renewalsOf(shop.db).pending).toEqual({ running: 0, waiting: 0 }));
    expect((await post(STORE_ITEMS, text)).body).toBe(String(bytes));
    expect(answerKnownCall(shop, known(STORE_ITEMS, text))?.body).toBe(bytes);
  });

  it('a known call’s body cut off before its end is not answered, is logged, and the same call is answered after it', async () => {
    const text = JSON.stringify({ latitude: KOTHRUD.lat, longitude: KOTHRUD.lng });
    await makeKnown('get-delivery-restaurants', text);
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const head = `POST /api/get-delivery-restaurants HTTP/1.1\r\nHost: shop.example\r\nContent-Type: application/json\r\nContent-Length: ${text.length + 10}\r\n\r\n`;
    expect(await rawCall(head + text, { end: false })).toBe('');
    await vi.waitFor(() =>
      expect(warned).toHaveBeenCalledWith(expect.stringMatching(/went away before its body was complete/)),
    );
    const again = await post('get-delivery-restaurants', text);
    expect(again.status).toBe(200);
    expect(JSON.parse(again.body)).toEqual(JSON.parse((await post('get-delivery-restaurants', text)).body));
  });

  it('a chunked body past the limit on a catalogue path is refused with 413, and the known call still answers', async () => {
    const text = JSON.stringify({ latitude: KOTHRUD.lat, longitude: KOTHRUD.lng });
    await makeKnown('get-delivery-restaurants', text);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const big = `{"latitude":${KOTHRUD.lat},"longitude":${KOTHRUD.lng},"pad":"${'x'.repeat(70_000)}"}`;
    const chunked = `POST /api/get-delivery-restaurants HTTP/1.1\r\nHost: shop.example\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${big.length.toString(16)}\r\n${big}\r\n0\r\n\r\n`;
    const answer = await rawCall(chunked);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect((await post('get-delivery-restaurants', text)).status).toBe(200);
  });

  it('a known call with a body the dispatcher refuses, or of another type, takes the general way and is refused', async () => {
    const text = JSON.stringify({ latitude: KOTHRUD.lat, longitude: KOTHRUD.lng });
    await makeKnown('get-delivery-restaurants', text);
    const junk = await post('get-delivery-restaurants', '{"latitude":"north"}');
    expect(junk.status).toBe(400);
    expect(junk.body).toMatch(/latitude/);
    const asText = await post('get-delivery-restaurants', text, { 'content-type': 'text/plain' });
    expect(asText.status).toBe(415);
  });
});
