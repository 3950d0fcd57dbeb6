// A catalogue file's check runs in turns beside other requests, and staff cannot pile checks up on
// an instance (decision 0320): a file of thousands of lines once held every other request for the
// whole check, seconds on a busy machine.
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueImportCheckAnswer } from '../../../../src/domain/api/staff/catalogue-import.ts';
import { CATALOGUE_COLUMNS } from '../../../../src/domain/catalogue/csv-catalogue.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { apiCall, openAccountsShop } from '../accounts/accounts-helpers.ts';
import { engineAvailable, type TestShop } from '../harness.ts';

/** Demo staff: Priya the admin, Meera the manager of store 1. */
const PRIYA = 1;
const MEERA_MANAGER = 4;
const KOTHRUD = 1;
const LINES = 8_000;

/** A file of `lines` new items for Kothrud, one size each. */
function newItemsFile(lines: number): string {
  const values: Record<string, (index: number) => string> = {
    store_slug: () => 'farmcart-kothrud',
    item_slug: (index) => `turns-item-${index}-kothrud`,
    item_name: (index) => `Turns item ${index} fresh from the farm`,
    item_name_mr: () => 'ताजी भाजी',
    category_slug: () => 'vegetables',
    veg: () => 'yes',
    active: () => 'yes',
    variant_name: () => '500 g',
    unit: () => 'g',
    measurement: () => '500',
    price: () => '40.00',
    sale_price: () => '36.00',
    member_price: () => '',
    stock: () => '25',
    infinite: () => 'no',
    negative_allowed: () => 'no',
    default: () => 'yes',
    variant_id: () => '',
  };
  const row = (index: number) => CATALOGUE_COLUMNS.map((column) => values[column]?.(index) ?? '').join(',');
  return `${[CATALOGUE_COLUMNS.join(','), ...Array.from({ length: lines }, (_, index) => row(index + 1))].join('\r\n')}\r\n`;
}

describe.skipIf(!engineAvailable)('the catalogue file’s check beside other requests', () => {
  let shop: TestShop;
  let admin: string;
  let manager: string;
  const file = newItemsFile(LINES);
  beforeAll(async () => {
    ({ shop } = await openAccountsShop());
    admin = `fc_staff=${await createRoleSession(shop, 'staff', PRIYA)}`;
    manager = `fc_staff=${await createRoleSession(shop, 'staff', MEERA_MANAGER)}`;
  });
  afterAll(async () => {
    await shop.close();
  });

  const check = (cookie: string) =>
    apiCall(shop, 'staff/catalogue-import-check', { store_id: KOTHRUD, file }, { cookie });

  it(`lets timers run throughout the check of a file of ${LINES.toLocaleString('en-IN')} lines`, async () => {
    // A timer asked every 2 ms: the longest wait between its runs is the longest time the check held
    // the event loop. Measured against the check's own duration, so a slow machine scales both.
    const ticks: number[] = [];
    const probe = setInterval(() => ticks.push(performance.now()), 2);
    const started = performance.now();
    const answer = await check(admin);
    const ended = performance.now();
    clearInterval(probe);
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
    const body = answer.body as CatalogueImportCheckAnswer;
    expect(body.problems.slice(0, 2)).toEqual([]);
    expect(body.counts.new).toBe(LINES);
    const marks = [started, ...ticks.filter((tick) => tick > started && tick < ended), ended];
    const longest = Math.max(...marks.slice(1).map((mark, index) => mark - (marks[index] ?? mark)));
    // All at once, the longest wait was the whole check (reading and planning in one go); in turns,
    // a quarter of it on this machine, the call's own JSON and checks of its body the longest.
    expect(longest, `longest wait ${longest.toFixed(0)} ms of ${(ended - started).toFixed(0)} ms`).toBeLessThan(
      (ended - started) / 2,
    );
  });

  it('holds a member to two checks at once, answering one more 503 with Retry-After; others still check', async () => {
    const [first, second, third, managers] = await Promise.all([
      check(admin),
      check(admin),
      check(admin),
      check(manager),
    ]);
    const admins = [first, second, third];
    expect(admins.map((answer) => answer?.status).sort()).toEqual([200, 200, 503]);
    const refused = admins.find((answer) => answer?.status === 503);
    expect(refused?.headers['retry-after']).toBe('5');
    expect(refused?.body).toMatchObject({ error: { code: 'unavailable' } });
    expect(managers?.status).toBe(200);
  });
});
