// Every bad input is a 4xx, on SQLite and on PostgreSQL (decision 0030, decision 0031).
// Each route of the table goes through the real dispatcher,
// as a guest and signed in, starting from one valid call of it (fuzz-calls.ts) spoilt one
// place at a time: the whole body and each field (from the zod schema's shape) and each value
// nested in it get deep JSON, control characters, unknown keys, 60 KB strings, wrong types,
// arrays for objects and numbers out of range; fast-check then mixes random values into it.
// No answer is a 5xx (but social sign-in's 501, its answer to every well-formed call), a
// control character in any text is refused naming the field, and the answer cache never
// holds more entries than there were distinct valid inputs.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../../../src/domain/api/errors.ts';
import { ignored } from '../../../../src/domain/api/fields.ts';
import { roundTheClock } from '../../../../src/domain/stores/opening-hours.ts';
import { answerCacheOf } from '../../../../src/server/api/dispatch.ts';
import type { ApiRoute } from '../../../../src/server/api/route.ts';
import { apiRoutes } from '../../../../src/server/api/routes/index.ts';
import { clearCachesOf } from '../../../../src/server/cache.ts';
import type { StoreRow } from '../../../../src/server/db/schema.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { createSession } from '../../../../src/server/services/sessions/sessions.ts';
import { apiCallWithText, ASHA, type CallAnswer, openAccountsShop, shapeOf } from '../accounts/accounts-helpers.ts';
import { approvedPartnerFixture } from '../delivery/delivery-helpers.ts';
import { sampleOf, validCalls, type ValidCalls } from './fuzz-calls.ts';
import { engineAvailable, type TestShop } from '../harness.ts';
import { NOW } from '../orders/orders-fixtures.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** How a spoilt body must be answered beyond "not a 5xx". */
type Expectation = 'any' | 'too-deep' | 'refused-text';

interface Spoilt {
  what: string;
  text: string;
  expect: Expectation;
  path?: Path;
}

/** The demo shop's admin (src/server/seed/demo/staff.ts). */
const DEMO_ADMIN = 1;
const DEPTH = 5000;
const deepObject = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
const deepArray = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const HUGE = 60_000;
/** Random bodies per route and pass, beside the spoilt copies of its valid call. */
const RANDOM_RUNS = 15;
/** The slowest route (confirm-cart prices every valid copy) takes about 1 s alone; a busy machine, several. */
const ROUTE_TIMEOUT_MS = 30_000;

const WRONG_TYPES: Json[] = [null, true, 0, -1, 0.5, 2 ** 31, 1e308, -1e308, '', 'x', '-1', [], {}, [{}]];
/** Numbers JSON can carry and JavaScript cannot hold exactly. */
const RAW_NUMBERS = ['1e999', '-1e999', '123456789012345678901234567890'];
const HUGE_STRINGS = ['x'.repeat(HUGE), '9'.repeat(HUGE), 'é'.repeat(HUGE / 2)];

/** Control characters inside a string (not at its ends, where trimming would take the whitespace ones away). */
function withControls(value: string): string[] {
  return ['\u0000', `${value}\u0000`, `${value}\u0001\u000b\u001b\u001fx`, `${value}\u007f\u009fx`];
}

function valueAt(value: Json, path: Path): Json {
  return path.reduce<Json>((node, key) => (node as Record<string, Json>)[key] ?? null, value);
}

function withValueAt(value: Json, path: Path, replacement: Json): Json {
  const [key, ...rest] = path;
  if (key === undefined) return replacement;
  const node = value as Record<string | number, Json>;
  const copy: Record<string | number, Json> | Json[] = Array.isArray(node) ? [...node] : { ...node };
  (copy as Record<string | number, Json>)[key] = withValueAt(node[key] ?? null, rest, replacement);
  return copy as Json;
}

/** Every value nested below the top level of `value`, as a path. */
function nestedPaths(value: Json, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    return [...(prefix.length > 0 ? [path] : []), ...nestedPaths(child, path)];
  });
}

const SLOT = '\u{F8FF}slot\u{F8FF}';
/** The body's text with the value at `path` written as raw JSON text. */
function textWith(body: Json, path: Path, raw: string): string {
  return JSON.stringify(withValueAt(body, path, SLOT)).replace(JSON.stringify(SLOT), () => raw);
}

function spoiltBodies(route: ApiRoute, body: Json): Spoilt[] {
  const shape = shapeOf(route.bodySchema);
  const fieldPaths = [...new Set([...Object.keys(shape), ...Object.keys(body ?? {})])].map((key) => [key]);
  const whole: Spoilt[] = [
    { what: 'a deep object', text: deepObject, expect: 'too-deep' },
    { what: 'a deep array', text: deepArray, expect: 'too-deep' },
    ...['[]', 'null', '0', '"x"', '{"a":1,}'].map((text) => ({ what: text, text, expect: 'any' as const })),
    { what: 'an array of the body', text: JSON.stringify([body]), expect: 'any' },
    { what: 'an unknown key', text: JSON.stringify({ ...(body as object), zz_unknown: 'x' }), expect: 'any' },
    {
      what: 'a 20 KB unknown key',
      text: JSON.stringify({ ...(body as object), ['k'.repeat(20_000)]: 1 }),
      expect: 'any',
    },
    {
      what: '__proto__',
      text: JSON.stringify(body).replace('{', () => '{"__proto__":{"is_admin":true,"latitude":1},'),
      expect: 'any',
    },
  ];
  const perPath = [...fieldPaths, ...nestedPaths(body)].flatMap((path): Spoilt[] => {
    const name = path.join('.');
    const current = valueAt(body, path);
    const spoilt = (what: string, value: Json, expect: Expectation = 'any'): Spoilt => ({
      what: `${name} = ${what}`,
      text: JSON.stringify(withValueAt(body, path, value)),
      expect,
      path,
    });
    const deep: Spoilt = {
      what: `${name} = deep JSON`,
      text: textWith(body, path, deepObject),
      expect: 'too-deep',
      path,
    };
    // A field the server drops whatever it holds needs no more than this.
    if (shape[String(path[0])] === ignored) return [deep, spoilt('60 KB', 'x'.repeat(HUGE)), spoilt('NUL', '\u0000')];
    const text = typeof current === 'string';
    return [
      deep,
      ...RAW_NUMBERS.map((raw) => ({
        what: `${name} = ${raw}`,
        text: textWith(body, path, raw),
        expect: 'any' as const,
      })),
      ...WRONG_TYPES.map((value) => spoilt(JSON.stringify(value), value)),
      ...HUGE_STRINGS.map((value) => spoilt(`${value.length} × ${value[0]}`, value)),
      ...withControls(text ? current : 'x').map((value) =>
        spoilt(JSON.stringify(value), value, text ? 'refused-text' : 'any'),
      ),
      ...(current !== null && typeof current === 'object'
        ? [
            spoilt('[value]', [current]),
            ...(Array.isArray(current) ? [] : [spoilt('value with an unknown key', { ...current, zz_unknown: 1 })]),
          ]
        : []),
    ];
  });
  return [...whole, ...perPath];
}

function pathOf(route: ApiRoute, params: Record<string, unknown>): string {
  return route.segments.map((part) => (part.startsWith(':') ? String(params[part.slice(1)]) : part)).join('/');
}

function checkAnswer(label: string, spoilt: Pick<Spoilt, 'expect' | 'path'>, answer: CallAnswer): void {
  const error = (answer.body as { error?: ApiError }).error;
  // The one 5xx that is no failure: social sign-in answers every well-formed call 501 (decision 0106).
  const status = answer.status === 501 && error?.code === 'not_configured' ? 400 : answer.status;
  expect(status, `${label}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBeLessThan(500);
  if (answer.status >= 400) expect(typeof error?.code, label).toBe('string');
  if (spoilt.expect === 'too-deep') {
    expect(answer.status, label).toBe(400);
    expect(error?.fields, label).toHaveProperty('body');
  }
  if (spoilt.expect === 'refused-text') {
    expect(answer.status, `${label}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(400);
    const name = spoilt.path?.join('.') ?? '';
    const named = Object.keys(error?.fields ?? {}).some((field) => name === field || name.startsWith(`${field}.`));
    expect(named, `${label} names ${name}: ${JSON.stringify(error?.fields)}`).toBe(true);
  }
}

/**
 * The known fields of a cacheable call's input, as the shop reads them: what makes one answer
 * differ from another. The cache may hold at most one entry per distinct value of this.
 */
function knownInput(route: ApiRoute, text: string, params: unknown): string | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = route.bodySchema.safeParse(json);
  if (!parsed.success) return null;
  const shape = shapeOf(route.bodySchema);
  const data = parsed.data as Record<string, unknown>;
  const known = Object.keys(shape)
    .filter((key) => key !== 'token' && shape[key] !== ignored && data[key] !== undefined)
    .sort()
    .map((key) => [key, data[key]]);
  return `${route.path}|${JSON.stringify(params)}|${JSON.stringify(known)}`;
}

const controlString = fc.string({ unit: fc.nat({ max: 0x9f }).map((code) => String.fromCharCode(code)) });
const randomValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  controlString,
  fc.constantFrom(...WRONG_TYPES, ...HUGE_STRINGS),
);

describe.skipIf(!engineAvailable)('the route table answers bad input with a 4xx', () => {
  let shop: TestShop;
  let calls: ValidCalls;
  /** An approved delivery partner, for the partner calls. */
  let partnerId: number;
  /** The stores as seeded, to put back after the random calls. */
  let storesBefore: StoreRow[];
  /** Distinct valid inputs of the cacheable calls answered since the cache was last emptied. */
  const validInputs = new Set<string>();

  beforeAll(async () => {
    ({ shop } = await openAccountsShop({ now: NOW }));
    calls = validCalls(await sampleOf(shop));
    storesBefore = await shop.db.selectFrom('stores').selectAll().execute();
    partnerId = await approvedPartnerFixture(shop);
  });
  afterAll(async () => {
    await shop.close();
  });

  async function send(route: ApiRoute, token: string | null, spoilt: Spoilt): Promise<CallAnswer> {
    const call = calls[route.path];
    const params = 'params' in call ? call.params : {};
    const answer = await apiCallWithText(shop, pathOf(route, params), spoilt.text, token ? { bearer: token } : {});
    if (answer.status === 200 && route.cacheable) {
      const input = knownInput(route, spoilt.text, params);
      if (input) validInputs.add(input);
    }
    checkAnswer(`${route.path} ${token ? 'signed in' : 'as a guest'} with ${spoilt.what}`, spoilt, answer);
    return answer;
  }

  it('has a valid call of every route, which its schema accepts', () => {
    expect(apiRoutes.length).toBeGreaterThan(70);
    for (const route of apiRoutes) {
      const parsed = route.bodySchema.safeParse(calls[route.path].body);
      expect(parsed.error?.issues, route.path).toBeUndefined();
    }
  });

  for (const signedIn of [false, true]) {
    describe(signedIn ? 'signed in' : 'as a guest', () => {
      beforeAll(() => {
        clearCachesOf(shop.db);
        validInputs.clear();
      });

      for (const route of apiRoutes) {
        // Without a session an account call answers 401 once its body is read, whatever the fields hold.
        const refused = route.auth !== null && !signedIn;
        it(
          `${route.path}${refused ? ' refuses a deep body, then answers 401' : ''}`,
          async () => {
            // A fresh session per route: logout ends the one it is sent with.
            // Staff calls get the demo admin's staff session (its own kind of token), the others Asha's.
            const token = !signedIn
              ? null
              : route.auth === 'staff'
                ? await createRoleSession(shop, 'staff', DEMO_ADMIN)
                : route.auth === 'partner'
                  ? await createRoleSession(shop, 'partner', partnerId)
                  : await createSession(shop, ASHA.id);
            const body = calls[route.path].body as Json;
            for (const spoilt of spoiltBodies(route, body)) {
              if (!refused || spoilt.path === undefined) await send(route, token, spoilt);
            }
            if (refused) {
              const valid = await send(route, null, {
                what: 'its valid call',
                text: JSON.stringify(body),
                expect: 'any',
              });
              expect(valid.status).toBe(401);
              return;
            }
            const keys = [...Object.keys(shapeOf(route.bodySchema)), 'zz_unknown', '__proto__', 'constructor'];
            await fc.assert(
              fc.asyncProperty(
                fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string()), randomValue),
                async (mixed) => {
                  const text = JSON.stringify({ ...(body as object), ...mixed });
                  await send(route, token, { what: `random fields ${text.slice(0, 200)}`, text, expect: 'any' });
                },
              ),
              { numRuns: RANDOM_RUNS },
            );
          },
          ROUTE_TIMEOUT_MS,
        );
      }

      it('left no more cache entries than distinct valid inputs', () => {
        expect(validInputs.size).toBeGreaterThan(0);
        expect(answerCacheOf(shop.db).size).toBeLessThanOrEqual(validInputs.size);
      });
    });
  }

  it(
    'adds no cache entry for 2,000 calls with a 20 KB unknown field',
    async () => {
      // The random calls before may have closed a store (staff/store-open with `is_open: false` is a
      // valid call), and then store 1's info answers 400 (§8): these valid calls are made at open stores.
      // Likewise staff/store-save may have changed a store's settings or hours (decision 0270): each
      // store is put back as it was.
      for (const { id, ...row } of storesBefore)
        await shop.db.updateTable('stores').set(row).where('id', '=', id).execute();
      await shop.db.updateTable('stores').set({ is_active: 1 }).execute();
      await shop.db.deleteFrom('store_hours').execute();
      await shop.db
        .insertInto('store_hours')
        .values(storesBefore.flatMap(({ id }) => roundTheClock().map((range) => ({ store_id: id, ...range }))))
        .execute();
      await shop.db.deleteFrom('store_closed_days').execute();
      clearCachesOf(shop.db);
      const cacheable = apiRoutes.filter((route) => route.cacheable);
      const filler = 'x'.repeat(20_000);
      for (let count = 0; count < 2000; count++) {
        const route = cacheable[count % cacheable.length] as ApiRoute;
        const text = JSON.stringify({ ...(calls[route.path].body as object), [`extra_${count}`]: `${count}${filler}` });
        const answer = await send(route, null, { what: `an unknown field (call ${count})`, text, expect: 'any' });
        expect(answer.status, route.path).toBe(200);
      }
      // One entry per route: its valid call, whatever else came with it.
      expect(answerCacheOf(shop.db).size).toBe(cacheable.length);
    },
    ROUTE_TIMEOUT_MS,
  );
});
