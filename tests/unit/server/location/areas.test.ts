// The areas the shop serves (decision 0315, §4 Location): on a shop with no demo places, an admin
// adds, edits and removes areas in the console (each change audited); customers then find them by
// name in English or Marathi, by PIN or its start, and a GPS position is named after the nearest
// one, or said in words to be near none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffAreasAnswer } from '../../../../src/domain/api/staff/areas.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { apiCall } from '../accounts/accounts-helpers.ts';
import { engineAvailable, openTestShop, testEngine, type TestShop } from '../harness.ts';
import { LONAVALA } from '../points.ts';

const NOW = new Date('2026-11-23T04:30:00Z');
const ERANDWANE = {
  area_id: null,
  name: 'Erandwane',
  name_mr: 'एरंडवणे',
  city: 'Pune',
  pincode: '411004',
  latitude: 18.5097,
  longitude: 73.83,
};
/** On Karve Road, some 600 m from Erandwane's centre. */
const KARVE_ROAD = { lat: 18.5121, lng: 73.8251 };

describe.skipIf(!engineAvailable)(`the shop's areas on ${testEngine}`, () => {
  let shop: TestShop;
  let admin = '';
  let editor = '';
  let storeId = 0;

  beforeAll(async () => {
    shop = await openTestShop({ now: NOW, seed: false });
    const staff = await shop.db
      .insertInto('staff')
      .values([
        {
          name: 'Owner',
          email: 'owner@shop.example',
          password_hash: 'x',
          role: 'admin',
          created_at: NOW.toISOString(),
        },
        {
          name: 'Writer',
          email: 'writer@shop.example',
          password_hash: 'x',
          role: 'editor',
          created_at: NOW.toISOString(),
        },
      ])
      .returning('id')
      .execute();
    admin = `fc_staff=${await createRoleSession(shop, 'staff', staff[0]?.id ?? 0)}`;
    editor = `fc_staff=${await createRoleSession(shop, 'staff', staff[1]?.id ?? 0)}`;
    const store = await shop.db
      .insertInto('stores')
      .values({
        slug: 'karve-road',
        name: 'Karve Road Grocer',
        image: '',
        address: 'Karve Road, Pune',
        latitude: 18.5097,
        longitude: 73.83,
        delivery_time: 30,
        delivery_radius_km: 4,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    storeId = store.id;
  });
  afterAll(async () => {
    await shop.close();
  });

  const staffCall = (path: string, body: unknown, cookie = admin) => apiCall(shop, path, body, { cookie });
  const search = async (query: string) =>
    ((await apiCall(shop, 'search-location', { query })).body as { name: string; formatted_address: string }[]).map(
      (place) => place.name,
    );
  const areasOf = (answer: { body: unknown }) => (answer.body as StaffAreasAnswer).areas;

  it('a fresh shop knows no area, and says so in words rather than coordinates', async () => {
    expect(await search('Erandwane')).toEqual([]);
    expect(await search('411004')).toEqual([]);
    const here = await apiCall(shop, 'coordinate-to-address', KARVE_ROAD);
    expect(here.status).toBe(404);
    expect((here.body as { error: { message: string } }).error.message).toBe(
      'This place is not near any area the shop serves.',
    );
  });

  it('an admin adds an area with its stores, audited; an editor may not', async () => {
    expect((await staffCall('staff/area-save', { ...ERANDWANE, store_ids: [storeId] }, editor)).status).toBe(403);
    const saved = await staffCall('staff/area-save', { ...ERANDWANE, store_ids: [storeId] });
    expect(saved.status).toBe(200);
    const { area_id: _new, ...fields } = ERANDWANE;
    expect(areasOf(saved)).toEqual([{ id: expect.any(Number), ...fields, store_ids: [storeId] }]);
    const audit = await shop.db.selectFrom('staff_changes').selectAll().where('kind', '=', 'area').execute();
    expect(audit.map((row) => [row.action, row.summary])).toEqual([['create', 'Erandwane 411004: served by 1 store']]);
  });

  it('customers find it by name, its start, its Marathi name, its PIN and the PIN’s start', async () => {
    for (const query of ['Erandwane', 'erand', 'एरंडवणे', 'एरंड', '411004', '4110', '411 004'])
      expect(await search(query), query).toEqual(['Erandwane']);
    expect(await search('411038')).toEqual([]);
    // The store form's Find the place searches the same areas.
    const found = await staffCall('staff/find-place', { query: '411004' });
    expect((found.body as { places: { name: string }[] }).places.map((place) => place.name)).toEqual(['Erandwane']);
  });

  it('a GPS position is named after the nearest area; one far from every area is near none', async () => {
    const here = await apiCall(shop, 'coordinate-to-address', KARVE_ROAD);
    expect(here.body).toEqual({ success: true, data: 'Erandwane, Pune, 411004' });
    expect((await apiCall(shop, 'coordinate-to-address', LONAVALA)).status).toBe(404);
  });

  it('refuses a bad PIN and a position off the globe on their fields', async () => {
    const bad = await staffCall('staff/area-save', { ...ERANDWANE, pincode: '04110', latitude: 95, store_ids: [] });
    expect(bad.status).toBe(400);
    const fields = (bad.body as { error: { fields: Record<string, string> } }).error.fields;
    expect(Object.keys(fields).sort()).toEqual(['latitude', 'pincode']);
    const unknownStore = await staffCall('staff/area-save', { ...ERANDWANE, store_ids: [storeId + 99] });
    expect(unknownStore.status).toBe(400);
  });

  it('an edit and a removal are audited and seen by the search at once', async () => {
    const [area] = areasOf(await staffCall('staff/areas', {}));
    const edited = await staffCall('staff/area-save', {
      ...ERANDWANE,
      area_id: area?.id,
      name: 'Kothrud',
      name_mr: 'कोथरूड',
      pincode: '411038',
      store_ids: [],
    });
    expect(edited.status).toBe(200);
    expect(await search('Erandwane')).toEqual([]);
    expect(await search('कोथरूड')).toEqual(['Kothrud']);
    expect(await search('411038')).toEqual(['Kothrud']);
    const removed = await staffCall('staff/area-remove', { area_id: area?.id });
    expect(areasOf(removed)).toEqual([]);
    expect(await search('Kothrud')).toEqual([]);
    expect((await staffCall('staff/area-remove', { area_id: area?.id })).status).toBe(404);
    const audit = await shop.db
      .selectFrom('staff_changes')
      .select(['action', 'summary'])
      .where('kind', '=', 'area')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'remove']);
    expect(audit[2]?.summary).toBe('Kothrud 411038 removed');
  });
});
