// Faster catalogue work in the console (decision 0319; §6 Catalogue work in the console), through
// the real dispatcher as console staff: an admin adds a unit (ml), which the item form's save and a
// catalogue file then take, and a second unit of the same symbol in any case is refused on the
// symbol; a manager reads the units but cannot add one (403). A bulk price change previews every
// size's prices before and after, refuses a change that would take a price to ₹0 or below, applies
// only the prices it previewed (409 once one changed), raises each item's version and audits each size.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryItemsAnswer } from '../../../../src/domain/api/catalog.ts';
import type { BulkPricePreviewAnswer } from '../../../../src/domain/api/staff/bulk-prices.ts';
import type { CatalogueImportCheckAnswer } from '../../../../src/domain/api/staff/catalogue-import.ts';
import type {
  CatalogueItemAnswer,
  CatalogueUnitAnswer,
  CatalogueUnitsAnswer,
} from '../../../../src/domain/api/staff/catalogue.ts';
import { parseCsv } from '../../../../src/domain/catalogue/csv-read.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { exportCatalogue } from '../../../../src/server/services/catalogue/staff-catalogue-csv.ts';
import { staffMember } from '../../../../src/server/services/staff/staff.ts';
import { apiCall, errorBody, openAccountsShop, unwrap } from '../accounts/accounts-helpers.ts';
import { engineAvailable, type TestShop } from '../harness.ts';

/** Demo staff: Priya the admin, Meera the manager of store 1 (FarmCart Kothrud). */
const PRIYA = 1;
const MEERA = 4;
const KOTHRUD_STORE = 1;
const KOTHRUD_POINT = { latitude: 18.5074, longitude: 73.8077 };

describe.skipIf(!engineAvailable)('faster catalogue work', () => {
  let shop: TestShop;
  let admin: string;
  let manager: string;
  beforeAll(async () => {
    ({ shop } = await openAccountsShop());
    admin = `fc_staff=${await createRoleSession(shop, 'staff', PRIYA)}`;
    manager = `fc_staff=${await createRoleSession(shop, 'staff', MEERA)}`;
  });
  afterAll(async () => {
    await shop.close();
  });

  const as = (cookie: string, path: string, body: unknown) => apiCall(shop, path, body, { cookie });

  async function firstCategory(): Promise<{ id: number; slug: string }> {
    return shop.db.selectFrom('categories').select(['id', 'slug']).orderBy('id').executeTakeFirstOrThrow();
  }

  it('adds a unit the item form and a catalogue file then take; a symbol the shop has is refused on the symbol', async () => {
    const added = await as(admin, 'staff/catalogue-unit-save', { name: ' Millilitre ', symbol: 'ml' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const ml = (added.body as CatalogueUnitAnswer).unit;
    expect(ml).toMatchObject({ name: 'Millilitre', symbol: 'ml', sizes_count: 0 });

    const again = await as(admin, 'staff/catalogue-unit-save', { name: 'Millilitres', symbol: 'ML' });
    expect(again.status).toBe(400);
    expect(errorBody(again).fields).toEqual({ symbol: 'the shop already has the unit ml' });
    const spaced = await as(admin, 'staff/catalogue-unit-save', { name: '', symbol: 'half kg' });
    expect(Object.keys(errorBody(spaced).fields ?? {})).toEqual(['name', 'symbol']);

    // A manager reads the units (the item form offers them) but does not add one: they are the whole shop's.
    const listed = await as(manager, 'staff/catalogue-units', {});
    expect((listed.body as CatalogueUnitsAnswer).units.map((unit) => unit.symbol)).toEqual([
      'kg',
      'g',
      'L',
      'pc',
      'ml',
    ]);
    expect((listed.body as CatalogueUnitsAnswer).may_edit).toBe(false);
    expect((await as(manager, 'staff/catalogue-unit-save', { name: 'Dozen', symbol: 'dozen' })).status).toBe(403);

    const category = await firstCategory();
    const item = await as(manager, 'staff/catalogue-item-create', {
      store_id: KOTHRUD_STORE,
      category_id: category.id,
      name: 'Rose Sharbat',
      name_mr: '',
      description: '',
      description_mr: '',
      slug: '',
      image: '',
      is_veg: true,
      nutritional_facts: [],
      is_pre_item: false,
      pre_avail_date: '',
      is_active: true,
      is_free_item: false,
      variants: [
        {
          name: '750 ml',
          name_mr: '',
          unit_id: ml.id,
          measurement: 750,
          regular_price_paise: 18000,
          sale_price_paise: null,
          member_price_paise: null,
          stock: 12,
          is_infinite: false,
          is_negative: false,
          is_default: true,
          is_active: true,
        },
      ],
    });
    expect(item.status, JSON.stringify(item.body)).toBe(200);
    expect((item.body as CatalogueItemAnswer).item.variants[0]?.unit_id).toBe(ml.id);

    // The catalogue file names the unit by its symbol: a size moved to ml is a good line, to an unknown unit a bad one.
    const member = await staffMember(shop, PRIYA, 0);
    if (!member) throw new Error('no admin');
    const text = unwrap(await exportCatalogue(shop, member, KOTHRUD_STORE)).text;
    const [header, ...records] = parseCsv(text).records;
    const names = header?.fields ?? [];
    const unitAt = names.indexOf('unit');
    // The file's unit column is the symbol: the new size reads ml.
    const sharbat = records.find((record) => record.fields.includes('rose-sharbat-farmcart-kothrud'));
    expect(sharbat?.fields[unitAt]).toBe('ml');
    const first = records.find((record) => record.fields[unitAt] !== 'ml');
    const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
    const fileWithUnit = (unit: string) =>
      `${names.join(',')}\r\n${(first?.fields ?? []).map((value, at) => cell(at === unitAt ? unit : value)).join(',')}\r\n`;
    const check = (unit: string) =>
      as(admin, 'staff/catalogue-import-check', { store_id: KOTHRUD_STORE, file: fileWithUnit(unit) });
    const good = await check('ml');
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect((good.body as CatalogueImportCheckAnswer).problems).toEqual([]);
    expect((good.body as CatalogueImportCheckAnswer).counts.changed).toBe(1);
    const bad = (await check('bunch')).body as CatalogueImportCheckAnswer;
    expect(bad.problems.map((problem) => problem.column)).toEqual(['unit']);

    const audit = await shop.db
      .selectFrom('staff_changes')
      .select(['action', 'summary'])
      .where('kind', '=', 'unit')
      .execute();
    expect(audit).toEqual([{ action: 'create', summary: 'Unit Millilitre (ml) added' }]);
  });

  it('previews a bulk price change, refuses one that takes a price to ₹0, and applies only what it previewed', async () => {
    const category = await firstCategory();
    const items = await shop.db
      .selectFrom('items')
      .select(['id', 'version'])
      .where('store_id', '=', KOTHRUD_STORE)
      .where('category_id', '=', category.id)
      .where('archived_at', 'is', null)
      .orderBy('id')
      .limit(2)
      .execute();
    const itemIds = items.map((item) => item.id);
    const sizesBefore = await shop.db
      .selectFrom('item_variants')
      .select(['id', 'regular_price_paise', 'sale_price_paise', 'member_price_paise'])
      .where('item_id', 'in', itemIds)
      .where('archived_at', 'is', null)
      .orderBy('id')
      .execute();
    const change = { kind: 'percent', percent: 10 } as const;

    const preview = await as(manager, 'staff/catalogue-bulk-price-preview', { item_ids: itemIds, change });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const { rows, prices_seen } = preview.body as BulkPricePreviewAnswer;
    expect(rows).toHaveLength(sizesBefore.length);
    for (const row of rows) {
      const before = sizesBefore.find((size) => size.id === row.variant_id);
      expect(row.price_before).toBe(before?.regular_price_paise);
      // §6: +10 %, rounded to the whole paisa, half up.
      expect(row.price_after).toBe(Math.floor((row.price_before * 11 + 5) / 10));
    }
    // Previewing changes nothing.
    const unchanged = await shop.db
      .selectFrom('item_variants')
      .select(['id', 'regular_price_paise', 'sale_price_paise', 'member_price_paise'])
      .where('item_id', 'in', itemIds)
      .where('archived_at', 'is', null)
      .orderBy('id')
      .execute();
    expect(unchanged).toEqual(sizesBefore);

    const cheapest = Math.min(
      ...sizesBefore.flatMap((size) => [
        size.sale_price_paise,
        size.regular_price_paise,
        size.member_price_paise ?? Infinity,
      ]),
    );
    const toZero = await as(manager, 'staff/catalogue-bulk-price-preview', {
      item_ids: itemIds,
      change: { kind: 'amount', amount_paise: -cheapest },
    });
    expect(toZero.status).toBe(400);
    expect(errorBody(toZero).fields?.change).toMatch(/would cost ₹0\.00: a price must stay above ₹0/);
    expect((await as(manager, 'staff/catalogue-bulk-price-preview', { item_ids: [], change })).status).toBe(400);

    const applied = await as(manager, 'staff/catalogue-bulk-price-apply', { item_ids: itemIds, change, prices_seen });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body).toEqual({ changed: sizesBefore.length });
    const after = await shop.db
      .selectFrom('item_variants')
      .select(['id', 'regular_price_paise', 'sale_price_paise'])
      .where('item_id', 'in', itemIds)
      .where('archived_at', 'is', null)
      .orderBy('id')
      .execute();
    expect(after.map((size) => size.regular_price_paise)).toEqual(rows.map((row) => row.price_after));
    const versions = await shop.db
      .selectFrom('items')
      .select(['id', 'version'])
      .where('id', 'in', itemIds)
      .orderBy('id')
      .execute();
    expect(versions.map((item) => item.version)).toEqual(items.map((item) => item.version + 1));
    const audit = await shop.db
      .selectFrom('staff_changes')
      .select(['entity_id', 'staff_id', 'action', 'summary'])
      .where('action', '=', 'bulk-price')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.entity_id)).toEqual(rows.map((row) => row.variant_id));
    expect(audit.every((row) => row.staff_id === MEERA)).toBe(true);
    expect(audit[0]?.summary).toMatch(/^Price of .+ \+10 %: ₹[\d.]+ → ₹[\d.]+$/);

    // Customers see the new price at once.
    const shown = (await apiCall(shop, 'get-category-items', { ...KOTHRUD_POINT, slug: category.slug }))
      .body as CategoryItemsAnswer;
    const firstRow = rows[0];
    const customerItem = shown.items.find((row) => row.id === firstRow?.item_id);
    expect(customerItem?.variants.find((variant) => variant.id === firstRow?.variant_id)?.regular_price).toBe(
      (firstRow?.price_after ?? 0) / 100,
    );

    // The same preview applied again: its prices are no longer the ones read, nothing changes.
    const stale = await as(manager, 'staff/catalogue-bulk-price-apply', { item_ids: itemIds, change, prices_seen });
    expect(stale.status).toBe(409);
    const still = await shop.db
      .selectFrom('item_variants')
      .select(['id', 'regular_price_paise', 'sale_price_paise'])
      .where('item_id', 'in', itemIds)
      .where('archived_at', 'is', null)
      .orderBy('id')
      .execute();
    expect(still).toEqual(after);
  });
});
