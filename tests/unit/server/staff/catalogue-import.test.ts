// The catalogue file (decision 0273): export a store, change it in the file, check and apply it
// through the real dispatcher as console staff; customers' catalogue calls show the new prices at
// once; a bad line or a catalogue changed since the check changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemView } from '../../../../src/domain/api/catalog.ts';
import type { CatalogueImportCheckAnswer } from '../../../../src/domain/api/staff/catalogue-import.ts';
import { parseCsv } from '../../../../src/domain/catalogue/csv-read.ts';
import type { ShopContext } from '../../../../src/server/context.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { uploadMedia } from '../../../../src/server/services/media/media.ts';
import { exportCatalogue } from '../../../../src/server/services/catalogue/staff-catalogue-csv.ts';
import { staffMember } from '../../../../src/server/services/staff/staff.ts';
import { apiCall, errorBody, openAccountsShop, unwrap } from '../accounts/accounts-helpers.ts';
import { engineAvailable, type TestShop } from '../harness.ts';
import { smallPng } from '../media/media-pictures.ts';

/** Demo staff: Priya the admin, Meera the manager of store 1, Anil the editor. */
const PRIYA = 1;
const MEERA_MANAGER = 4;
const ANIL_EDITOR = 5;
const KOTHRUD = 1;

async function exportedText(shop: ShopContext, storeId = KOTHRUD): Promise<string> {
  const member = await staffMember(shop, PRIYA, 0);
  if (!member) throw new Error('no admin');
  return unwrap(await exportCatalogue(shop, member, storeId)).text;
}

/** The file as a table: its header, and its data rows as records by column name. */
function tableOf(text: string): { header: string[]; rows: Record<string, string>[] } {
  const [header, ...records] = parseCsv(text).records;
  const names = header?.fields ?? [];
  return {
    header: names,
    rows: records.map((record) => Object.fromEntries(names.map((name, index) => [name, record.fields[index] ?? '']))),
  };
}

function csvOf(header: string[], rows: Record<string, string>[]): string {
  const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  return `${[header.join(','), ...rows.map((row) => header.map((name) => cell(row[name] ?? '')).join(','))].join('\r\n')}\r\n`;
}

/** Everything of the store an import could change. */
async function snapshotOf(shop: ShopContext, storeId = KOTHRUD): Promise<string> {
  const [items, variants, names, changes] = await Promise.all([
    shop.db.selectFrom('items').selectAll().where('store_id', '=', storeId).orderBy('id').execute(),
    shop.db
      .selectFrom('item_variants')
      .innerJoin('items', 'items.id', 'item_variants.item_id')
      .selectAll('item_variants')
      .where('items.store_id', '=', storeId)
      .orderBy('item_variants.id')
      .execute(),
    shop.db.selectFrom('catalog_translations').selectAll().where('entity', '=', 'item').orderBy('entity_id').execute(),
    shop.db.selectFrom('staff_changes').selectAll().orderBy('id').execute(),
  ]);
  return JSON.stringify({ items, variants, names, changes });
}

describe.skipIf(!engineAvailable)('the catalogue file, exported and imported', () => {
  let shop: TestShop;
  let admin: string;
  beforeAll(async () => {
    ({ shop } = await openAccountsShop());
    admin = `fc_staff=${await createRoleSession(shop, 'staff', PRIYA)}`;
  });
  afterAll(async () => {
    await shop.close();
  });

  const check = async (file: string, cookie = admin, storeId = KOTHRUD) =>
    apiCall(shop, 'staff/catalogue-import-check', { store_id: storeId, file }, { cookie });
  const apply = async (file: string, checkValue: string, cookie = admin) =>
    apiCall(shop, 'staff/catalogue-import-apply', { store_id: KOTHRUD, file, check: checkValue }, { cookie });

  it('exports one row per variant of the store, with a byte-order mark and CRLF line ends', async () => {
    const text = await exportedText(shop);
    expect(text.startsWith('\uFEFFstore_slug,item_slug,')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toContain('\n');
    const variants = await shop.db
      .selectFrom('item_variants')
      .innerJoin('items', 'items.id', 'item_variants.item_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('items.store_id', '=', KOTHRUD)
      .executeTakeFirstOrThrow();
    const table = tableOf(text);
    expect(table.rows).toHaveLength(Number(variants.count));
    expect(new Set(table.rows.map((row) => row.store_slug))).toEqual(new Set(['farmcart-kothrud']));
    // The demo's Marathi names come from catalog_translations.
    expect(table.rows.some((row) => /[\u0900-\u097F]/.test(row.item_name_mr ?? ''))).toBe(true);
  });

  it('checks an unchanged export as all unchanged', async () => {
    const text = await exportedText(shop);
    const answer = await check(text);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const body = answer.body as CatalogueImportCheckAnswer;
    expect(body.problems).toEqual([]);
    expect(body.counts).toEqual({ new: 0, changed: 0, unchanged: tableOf(text).rows.length });
  });

  it('round trip: 3 prices changed and 1 new item show as exactly those rows; applied, customers see them', async () => {
    const { header, rows } = tableOf(await exportedText(shop));
    const changed = rows.filter((row) => row.item_name_mr !== '' && row.default === 'yes').slice(0, 3);
    expect(changed).toHaveLength(3);
    // The customer's calls, asked before the import so their answers sit in the cache.
    for (const row of changed) {
      const before = (await apiCall(shop, 'get-single-item', { slug: row.item_slug })).body as ItemView;
      expect(before.variants.find((variant) => String(variant.id) === row.variant_id)?.regular_price).toBe(
        Number(row.price),
      );
    }
    const newPrices = changed.map((row) => (Number(row.price) + 7).toFixed(2));
    changed.forEach((row, index) => {
      row.price = newPrices[index] ?? '';
      row.sale_price = newPrices[index] ?? '';
      row.member_price = '';
    });
    const template = rows[0] ?? {};
    rows.push({
      ...template,
      item_slug: 'ragi-laddoo-import-kothrud',
      item_name: 'Ragi Laddoo',
      item_name_mr: 'नाचणी लाडू',
      variant_name: '750 ml',
      unit: 'L',
      measurement: '0.75',
      price: '180.00',
      sale_price: '165.00',
      member_price: '',
      stock: '24',
      infinite: 'no',
      negative_allowed: 'no',
      default: 'yes',
      variant_id: '',
    });
    const file = csvOf(header, rows);

    const checked = await check(file);
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    const dry = checked.body as CatalogueImportCheckAnswer;
    expect(dry.problems).toEqual([]);
    expect(dry.counts).toEqual({ new: 1, changed: 3, unchanged: rows.length - 4 });
    expect(dry.rows.map((row) => [row.status, row.item_slug])).toEqual([
      ...changed.map((row) => ['changed', row.item_slug]),
      ['new', 'ragi-laddoo-import-kothrud'],
    ]);
    expect(dry.rows[0]?.changes).toContainEqual({
      column: 'price',
      before: expect.any(String),
      after: newPrices[0],
    });

    const applied = await apply(file, dry.check);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body).toEqual({ counts: dry.counts });

    for (const [index, row] of changed.entries()) {
      const after = (await apiCall(shop, 'get-single-item', { slug: row.item_slug })).body as ItemView;
      const variant = after.variants.find((one) => String(one.id) === row.variant_id);
      expect(variant?.regular_price).toBe(Number(newPrices[index]));
      expect(variant?.sale_price).toBe(Number(newPrices[index]));
    }
    const kokum = (await apiCall(shop, 'get-single-item', { slug: 'ragi-laddoo-import-kothrud' })).body as ItemView;
    expect(kokum.name).toBe('Ragi Laddoo');
    expect(kokum.variants.map((variant) => [variant.name, variant.regular_price, variant.sale_price])).toEqual([
      ['750 ml', 180, 165],
    ]);
    const marathi = await apiCall(
      shop,
      'get-single-item',
      { slug: 'ragi-laddoo-import-kothrud' },
      { cookie: 'lang=mr' },
    );
    expect((marathi.body as ItemView).name).toBe('नाचणी लाडू');

    // One audit row, with the changed rows' old and new values.
    const audit = await shop.db.selectFrom('staff_changes').selectAll().where('kind', '=', 'import').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_id: PRIYA, action: 'apply', store_id: KOTHRUD });
    expect(audit[0]?.summary).toBe('Import: 3 changed, 1 new');
    const before = JSON.parse(audit[0]?.before_json ?? '[]') as { item: string; price?: string }[];
    const after = JSON.parse(audit[0]?.after_json ?? '[]') as { item: string; price?: string; new?: boolean }[];
    expect(before.map((row) => row.item)).toEqual(changed.map((row) => row.item_slug));
    expect(after.map((row) => row.price)).toEqual([...newPrices, '180.00']);

    // The same file again: nothing left to change.
    const again = (await check(file)).body as CatalogueImportCheckAnswer;
    expect(again.counts).toEqual({ new: 0, changed: 0, unchanged: rows.length });
  });

  it('refuses a file with a bad price, and one with an unknown category, naming the line; nothing changes', async () => {
    const { header, rows } = tableOf(await exportedText(shop));
    const before = await snapshotOf(shop);
    const badPrice = rows.map((row, index) => (index === 4 ? { ...row, price: 'abc' } : row));
    const badCategory = rows.map((row, index) =>
      index === 1 ? { ...row, price: '999.00', sale_price: '999.00', category_slug: 'no-such-category' } : row,
    );
    for (const [file, line, reason] of [
      [csvOf(header, badPrice), 6, '“abc” is not a price in rupees (like 30.00).'],
      [csvOf(header, badCategory), 3, 'There is no category “no-such-category”.'],
    ] as const) {
      const dry = (await check(file)).body as CatalogueImportCheckAnswer;
      expect(dry.problems).toContainEqual(expect.objectContaining({ line, reason }));
      const refused = await apply(file, dry.check);
      expect(refused.status).toBe(400);
      expect(errorBody(refused).fields?.file).toBe(`line ${line}: ${reason}`);
      expect(await snapshotOf(shop)).toBe(before);
    }
  });

  it('refuses to apply when the catalogue changed since the check, and changes nothing', async () => {
    const { header, rows } = tableOf(await exportedText(shop));
    const [first] = rows;
    if (!first) throw new Error('no row');
    first.stock = String(Number(first.stock) + 5);
    const file = csvOf(header, rows);
    const dry = (await check(file)).body as CatalogueImportCheckAnswer;
    expect(dry.counts.changed).toBe(1);
    // Meanwhile the counter sells one.
    await shop.db
      .updateTable('item_variants')
      .set((eb) => ({ stock: eb('stock', '-', 1) }))
      .where('id', '=', Number(first.variant_id))
      .execute();
    const before = await snapshotOf(shop);
    const refused = await apply(file, dry.check);
    expect(refused.status).toBe(409);
    expect(errorBody(refused).message).toMatch(/changed since the file was checked/);
    expect(await snapshotOf(shop)).toBe(before);
  });

  it('sets pictures by their media library name; an unknown name is refused on its line and column', async () => {
    const uploaded = unwrap(
      await uploadMedia(
        shop,
        { id: PRIYA, role: 'admin', store_ids: [] },
        { bytes: await smallPng(), originalName: 'Methi Bunch.jpg', alt_en: 'Methi', alt_mr: '' },
      ),
    ).media;
    const { header, rows } = tableOf(await exportedText(shop));
    expect(header).toContain('picture');
    const [first] = rows;
    const second = rows.find((row) => row.item_slug !== first?.item_slug);
    const slug = first?.item_slug;
    if (!first || !second || !slug) throw new Error('two items wanted');
    const named = (picture: string, other: string) =>
      csvOf(
        header,
        rows.map((row) =>
          row.item_slug === first.item_slug
            ? { ...row, picture }
            : row.item_slug === second.item_slug
              ? { ...row, picture: other }
              : row,
        ),
      );

    const before = await snapshotOf(shop);
    const unknown = (await check(named('methi bunch.jpg', 'kothimbir.jpg'))).body as CatalogueImportCheckAnswer;
    expect(unknown.problems).toEqual([
      {
        line: rows.indexOf(second) + 2,
        column: 'picture',
        reason: 'There is no picture “kothimbir.jpg” in the media library: upload it there first, or check its name.',
      },
    ]);
    expect((await apply(named('methi bunch.jpg', 'kothimbir.jpg'), unknown.check)).status).toBe(400);
    expect(await snapshotOf(shop)).toBe(before);

    const file = named('methi bunch.jpg', second.picture ?? '');
    const dry = (await check(file)).body as CatalogueImportCheckAnswer;
    expect(dry.problems).toEqual([]);
    expect(dry.rows).toContainEqual(
      expect.objectContaining({
        item_slug: first.item_slug,
        changes: [{ column: 'picture', before: first.picture, after: 'methi bunch.jpg' }],
      }),
    );
    expect((await apply(file, dry.check)).status).toBe(200);
    const item = await shop.db.selectFrom('items').select('image').where('slug', '=', slug).executeTakeFirstOrThrow();
    expect(item.image).toBe(uploaded.image);
    // Exported again, the item's picture is written by the library's name.
    const again = tableOf(await exportedText(shop)).rows.find((row) => row.item_slug === first.item_slug);
    expect(again?.picture).toBe('Methi Bunch.jpg');
  });

  // Several pictures of an item in one cell, in order (decision 0326).
  it('sets an item’s several pictures in the cell’s order, keeps their alt texts on a reorder, and exports them alike', async () => {
    const upload = async (name: string) =>
      unwrap(
        await uploadMedia(
          shop,
          { id: PRIYA, role: 'admin', store_ids: [] },
          { bytes: await smallPng(), originalName: name, alt_en: name, alt_mr: name },
        ),
      ).media;
    const whole = await upload('Papaya Whole.jpg');
    const cut = await upload('Papaya Cut.jpg');
    const { header, rows } = tableOf(await exportedText(shop));
    const slug = rows[0]?.item_slug;
    if (!slug) throw new Error('an item wanted');
    const withCell = (picture: string) =>
      csvOf(
        header,
        rows.map((row) => (row.item_slug === slug ? { ...row, picture } : row)),
      );
    const applied = async (picture: string) => {
      const dry = (await check(withCell(picture))).body as CatalogueImportCheckAnswer;
      expect(dry.problems).toEqual([]);
      expect((await apply(withCell(picture), dry.check)).status).toBe(200);
    };
    const stored = async () => {
      const item = await shop.db
        .selectFrom('items')
        .select(['id', 'image'])
        .where('slug', '=', slug)
        .executeTakeFirstOrThrow();
      const pictures = await shop.db
        .selectFrom('item_pictures')
        .select(['image', 'alt_en'])
        .where('item_id', '=', item.id)
        .orderBy('position')
        .execute();
      return { id: item.id, image: item.image, pictures };
    };

    await applied('Papaya Whole.jpg | Papaya Cut.jpg');
    const first = await stored();
    expect(first.image).toBe(whole.image);
    expect(first.pictures).toEqual([
      { image: whole.image, alt_en: '' },
      { image: cut.image, alt_en: '' },
    ]);
    expect(tableOf(await exportedText(shop)).rows.find((row) => row.item_slug === slug)?.picture).toBe(
      'Papaya Whole.jpg | Papaya Cut.jpg',
    );

    // An alt text written in the item form stays with its picture when the file reorders them.
    await shop.db
      .updateTable('item_pictures')
      .set({ alt_en: 'Papaya cut in half' })
      .where('item_id', '=', first.id)
      .where('image', '=', cut.image)
      .execute();
    await applied('papaya cut.jpg|papaya whole.jpg');
    const reordered = await stored();
    expect(reordered.image).toBe(cut.image);
    expect(reordered.pictures).toEqual([
      { image: cut.image, alt_en: 'Papaya cut in half' },
      { image: whole.image, alt_en: '' },
    ]);

    // A bad name among several refuses the file on its line and column, and changes nothing.
    const before = await snapshotOf(shop);
    const bad = (await check(withCell('Papaya Cut.jpg | kothimbir.jpg'))).body as CatalogueImportCheckAnswer;
    expect(bad.problems).toEqual([
      {
        line: rows.findIndex((row) => row.item_slug === slug) + 2,
        column: 'picture',
        reason: 'There is no picture “kothimbir.jpg” in the media library: upload it there first, or check its name.',
      },
    ]);
    expect((await apply(withCell('Papaya Cut.jpg | kothimbir.jpg'), bad.check)).status).toBe(400);
    expect(await snapshotOf(shop)).toBe(before);
  });

  it('lets a manager import into their store only, and no editor at all', async () => {
    const meera = `fc_staff=${await createRoleSession(shop, 'staff', MEERA_MANAGER)}`;
    const anil = `fc_staff=${await createRoleSession(shop, 'staff', ANIL_EDITOR)}`;
    const own = await exportedText(shop, KOTHRUD);
    expect((await check(own, meera)).status).toBe(200);
    expect((await check(await exportedText(shop, 2), meera, 2)).status).toBe(404);
    expect((await check(own, anil)).status).toBe(403);
  });

  it('refuses a file over the line limit on the field file', async () => {
    const header = tableOf(await exportedText(shop)).header.join(',');
    const answer = await check(`${header}\n${'x\n'.repeat(20_001)}`);
    expect(answer.status).toBe(400);
    expect(errorBody(answer).fields?.file).toMatch(/more than 20,000 lines/);
  });

  it('takes a file larger than other calls’ bodies, and refuses it unread (413) without a session', async () => {
    const text = await exportedText(shop);
    const dataLines = text.slice(text.indexOf('\r\n') + 2);
    const big = text + dataLines.repeat(Math.ceil((100 * 1024) / dataLines.length));
    expect(big.length).toBeGreaterThan(100 * 1024);
    const answer = await check(big);
    expect(answer.status).toBe(200);
    // The same rows again are the same sizes twice: bad lines, answered as such.
    expect((answer.body as CatalogueImportCheckAnswer).problems.length).toBeGreaterThan(0);
    const anonymous = await apiCall(shop, 'staff/catalogue-import-check', { store_id: KOTHRUD, file: big });
    expect(anonymous.status).toBe(413);
    expect(errorBody(anonymous).code).toBe('payload_too_large');
    // A member whose role may not import is held to other calls' limit before the body is read.
    const anil = `fc_staff=${await createRoleSession(shop, 'staff', ANIL_EDITOR)}`;
    const editor = await check(big, anil);
    expect(editor.status).toBe(413);
    expect(errorBody(editor).code).toBe('payload_too_large');
  });
});
