// The catalogue as a spreadsheet (decision 0273): a store's items, variants, prices and stock
// exported one row per variant, and a file imported in two steps. The check (a dry run) reads the
// file against the stored catalogue and answers what would be new and changed and every bad line,
// with a fingerprint of its plan. Applying sends the file again with that fingerprint: in one write
// transaction the plan is made again from the catalogue as it is then, and applied only when it has
// no bad line and is the very plan that was checked; otherwise nothing changes. One audit row
// records the import; customers see the new prices at once (catalogChanged).
// A file of 20,000 lines takes a few hundred milliseconds of reading and planning: both run in
// turns, and at most two imports at once per instance, two of them one member's (decision 0320).
import { createHash } from 'node:crypto';
import type {
  CatalogueImportApplyAnswer,
  CatalogueImportCheckAnswer,
} from '../../../domain/api/staff/catalogue-import.ts';
import { PLANNED_ROWS_SHOWN } from '../../../domain/api/staff/catalogue-import.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import {
  type CatalogueRow,
  catalogueCsv,
  type ReadFile,
  readCatalogueFileSteps,
} from '../../../domain/catalogue/csv-catalogue.ts';
import {
  type ImportPlan,
  type NewVariant,
  planImportSteps,
  type StoredCatalogue,
  type VariantValues,
} from '../../../domain/catalogue/csv-plan.ts';
import { allAtOnce, type Steps } from '../../../domain/steps.ts';
import type { ShopContext } from '../../context.ts';
import { forUpdate } from '../../db/write-transaction.ts';
import { inTurns } from '../../in-turns.ts';
import { createQueue } from '../../work-queue.ts';
import { auditedWrite } from '../audit/audited-write.ts';
import { libraryPictures } from '../media/media.ts';
import { pictureNames, picturesCell } from '../../../domain/catalogue/csv-pictures.ts';
import { orderedPictures } from '../../../domain/catalogue/item-pictures.ts';
import { pictureRowsOf, picturesNamed, writePictureRows } from './item-pictures.ts';
import type { StaffMember } from '../../../domain/staff/staff.ts';
import { mayReachStore, NO_SUCH_STORE } from './store-reach.ts';
import { consoleRule, said } from '../../said.ts';

/** Checks and applies of catalogue files on this instance: two run at once, four more may wait. */
const importQueue = createQueue({ atOnce: 2, places: 6, placesPerKey: 2 });

/** Catalogue files being checked or applied on this instance, or waiting to be (the metrics). */
export function importsQueued(): number {
  return importQueue.queued;
}

/** Seconds a member told that imports are busy is asked to wait. */
const IMPORTS_BUSY_RETRY_SECONDS = 5;

const IMPORTS_BUSY = fail('unavailable', said('saidImportsBusy'), {
  retry_after: said('saidValue', { value: IMPORTS_BUSY_RETRY_SECONDS }),
});

/** The catalogue's second language: item names in Marathi (catalog_translations). */
const MARATHI = 'mr';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

interface Loaded {
  stored: StoredCatalogue;
  rows: CatalogueRow[];
  storeSlug: string;
}

/**
 * The store's items and variants, as the export writes them and the plan compares them; `lock`
 * (in the apply's transaction) holds the store's items against other writers on PostgreSQL.
 */
async function loadCatalogue(ctx: ShopContext, storeId: number, lock = false): Promise<Loaded> {
  const store = await ctx.db.selectFrom('stores').select('slug').where('id', '=', storeId).executeTakeFirstOrThrow();
  const itemsQuery = ctx.db
    .selectFrom('items')
    .innerJoin('categories', 'categories.id', 'items.category_id')
    .select([
      'items.id',
      'items.slug',
      'items.name',
      'items.is_veg',
      'items.is_active',
      'items.is_free_item',
      'items.image',
      'categories.slug as category_slug',
    ])
    .where('items.store_id', '=', storeId)
    .orderBy('items.sort_order')
    .orderBy('items.id');
  const [items, variants, names, categories, units, others, library] = await Promise.all([
    (lock ? forUpdate(ctx, itemsQuery) : itemsQuery).execute(),
    ctx.db
      .selectFrom('item_variants')
      .innerJoin('items', 'items.id', 'item_variants.item_id')
      .innerJoin('units', 'units.id', 'item_variants.unit_id')
      .select([
        'item_variants.id',
        'item_variants.item_id',
        'item_variants.name',
        'units.symbol as unit',
        'item_variants.measurement',
        'item_variants.regular_price_paise',
        'item_variants.sale_price_paise',
        'item_variants.member_price_paise',
        'item_variants.stock',
        'item_variants.is_infinite',
        'item_variants.is_negative',
        'item_variants.is_default',
      ])
      .where('items.store_id', '=', storeId)
      .orderBy('item_variants.sort_order')
      .orderBy('item_variants.id')
      .execute(),
    ctx.db
      .selectFrom('catalog_translations')
      .innerJoin('items', 'items.id', 'catalog_translations.entity_id')
      .select(['catalog_translations.entity_id', 'catalog_translations.text'])
      .where('catalog_translations.language_code', '=', MARATHI)
      .where('catalog_translations.entity', '=', 'item')
      .where('catalog_translations.field', '=', 'name')
      .where('items.store_id', '=', storeId)
      .execute(),
    ctx.db.selectFrom('categories').select('slug').execute(),
    ctx.db.selectFrom('units').select('symbol').execute(),
    ctx.db.selectFrom('items').select('slug').where('store_id', '!=', storeId).execute(),
    libraryPictures(ctx),
  ]);
  const pictures = pictureNames(library);
  const pictureRows = await pictureRowsOf(
    ctx.db,
    items.map((item) => item.id),
  );
  const imagesOf = (item: { id: number; image: string }) =>
    orderedPictures(item.image, pictureRows.get(item.id) ?? []).map((picture) => picture.image);
  const marathi = new Map(names.map((name) => [name.entity_id, name.text]));
  const variantsOf = Map.groupBy(variants, (variant) => variant.item_id);
  const storedItems = items.map((item) => ({
    id: item.id,
    slug: item.slug,
    name: item.name,
    name_mr: marathi.get(item.id) ?? '',
    category_slug: item.category_slug,
    is_veg: item.is_veg === null ? null : item.is_veg === 1,
    is_active: item.is_active === 1,
    is_free_item: item.is_free_item === 1,
    images: imagesOf(item),
    picture: picturesCell(imagesOf(item), pictures),
    variants: (variantsOf.get(item.id) ?? []).map((variant) => ({
      id: variant.id,
      name: variant.name,
      unit: variant.unit,
      measurement: Number(variant.measurement),
      regular_price_paise: variant.regular_price_paise,
      sale_price_paise: variant.sale_price_paise,
      member_price_paise: variant.member_price_paise,
      stock: variant.stock,
      is_infinite: variant.is_infinite === 1,
      is_negative: variant.is_negative === 1,
      is_default: variant.is_default === 1,
    })),
  }));
  const rows = storedItems.flatMap((item) =>
    item.variants.map(
      (variant): CatalogueRow => ({
        store_slug: store.slug,
        item_slug: item.slug,
        item_name: item.name,
        item_name_mr: item.name_mr,
        category_slug: item.category_slug,
        is_veg: item.is_veg,
        is_active: item.is_active,
        picture: item.picture,
        variant_name: variant.name,
        unit: variant.unit,
        measurement: variant.measurement,
        regular_price_paise: variant.regular_price_paise,
        sale_price_paise: variant.sale_price_paise,
        member_price_paise: variant.member_price_paise,
        stock: variant.stock,
        is_infinite: variant.is_infinite,
        is_negative: variant.is_negative,
        is_default: variant.is_default,
        variant_id: variant.id,
      }),
    ),
  );
  return {
    storeSlug: store.slug,
    rows,
    stored: {
      store_slug: store.slug,
      items: storedItems,
      categories: new Set(categories.map((category) => category.slug)),
      units: new Set(units.map((unit) => unit.symbol)),
      other_slugs: new Set(others.map((other) => other.slug)),
      pictures,
    },
  };
}

/** GET /staff/catalogue.csv: the store's catalogue as a file, and its name. */
export async function exportCatalogue(
  ctx: ShopContext,
  member: StaffMember,
  storeId: number,
): Promise<Result<{ filename: string; text: string }>> {
  if (!(await mayReachStore(ctx, member, storeId))) return NO_SUCH_STORE;
  const loaded = await loadCatalogue(ctx, storeId);
  const day = ctx.now().toISOString().slice(0, 10);
  return ok({ filename: `catalogue-${loaded.storeSlug}-${day}.csv`, text: catalogueCsv(loaded.rows) });
}

function planOf(loaded: Loaded, read: ReadFile): Promise<ImportPlan> {
  return inTurns(planImportSteps(read.rows, loaded.stored, read.problems));
}

/** Entries of the plan hashed between two steps of fingerprintSteps. */
const FINGERPRINTED_PER_STEP = 250;

/** The plan's fingerprint: what it would write and every old value it would replace. */
function* fingerprintSteps(plan: ImportPlan): Steps<string> {
  const hash = createHash('sha256').update(JSON.stringify(plan.counts));
  for (const part of ['rows', 'new_items', 'new_variants', 'item_updates', 'variant_updates'] as const) {
    const entries: readonly unknown[] = plan[part];
    hash.update(`\n${part} ${entries.length}`);
    for (let start = 0; start < entries.length; start += FINGERPRINTED_PER_STEP) {
      hash.update(`\n${JSON.stringify(entries.slice(start, start + FINGERPRINTED_PER_STEP))}`);
      yield;
    }
  }
  return hash.digest('hex');
}

export function planFingerprint(plan: ImportPlan): string {
  return allAtOnce(fingerprintSteps(plan));
}

/** The dry run: what the file would change in the store, and every bad line. Changes nothing. */
export async function checkCatalogueImport(
  ctx: ShopContext,
  member: StaffMember,
  input: { store_id: number; file: string },
): Promise<Result<CatalogueImportCheckAnswer>> {
  if (!(await mayReachStore(ctx, member, input.store_id))) return NO_SUCH_STORE;
  const checked = importQueue.run(async () => {
    const read = await inTurns(readCatalogueFileSteps(input.file));
    const plan = await planOf(await loadCatalogue(ctx, input.store_id), read);
    return ok({
      counts: plan.counts,
      rows: plan.rows.slice(0, PLANNED_ROWS_SHOWN),
      problems: plan.problems,
      check: await inTurns(fingerprintSteps(plan)),
    });
  }, member.id);
  return checked ?? IMPORTS_BUSY;
}

function variantColumns(values: Partial<VariantValues>, unitIds: ReadonlyMap<string, number>) {
  const unitId = values.unit === undefined ? undefined : unitIds.get(values.unit);
  if (values.unit !== undefined && unitId === undefined)
    throw new Error(`The plan names an unknown unit ${values.unit}`);
  return {
    ...(values.name === undefined ? {} : { name: values.name }),
    ...(unitId === undefined ? {} : { unit_id: unitId }),
    ...(values.measurement === undefined ? {} : { measurement: values.measurement }),
    ...(values.regular_price_paise === undefined ? {} : { regular_price_paise: values.regular_price_paise }),
    ...(values.sale_price_paise === undefined ? {} : { sale_price_paise: values.sale_price_paise }),
    ...(values.member_price_paise === undefined ? {} : { member_price_paise: values.member_price_paise }),
    ...(values.stock === undefined ? {} : { stock: values.stock }),
    ...(values.is_infinite === undefined ? {} : { is_infinite: flag(values.is_infinite) }),
    ...(values.is_negative === undefined ? {} : { is_negative: flag(values.is_negative) }),
    ...(values.is_default === undefined ? {} : { is_default: flag(values.is_default) }),
  };
}

function newVariantRow(itemId: number, variant: NewVariant, unitIds: ReadonlyMap<string, number>) {
  return {
    item_id: itemId,
    name: variant.name,
    unit_id: unitIds.get(variant.unit) ?? 0,
    measurement: variant.measurement,
    regular_price_paise: variant.regular_price_paise,
    sale_price_paise: variant.sale_price_paise,
    member_price_paise: variant.member_price_paise,
    stock: variant.stock,
    is_infinite: flag(variant.is_infinite),
    is_negative: flag(variant.is_negative),
    is_default: flag(variant.is_default),
    sort_order: variant.position + 1,
  };
}

/** Rows per insert statement: well under either engine's limit of bound values. */
const INSERT_CHUNK = 200;

async function setMarathiName(tx: ShopContext, itemId: number, name: string): Promise<void> {
  await tx.db
    .deleteFrom('catalog_translations')
    .where('language_code', '=', MARATHI)
    .where('entity', '=', 'item')
    .where('entity_id', '=', itemId)
    .where('field', '=', 'name')
    .execute();
  if (name !== '')
    await tx.db
      .insertInto('catalog_translations')
      .values({ language_code: MARATHI, entity: 'item', entity_id: itemId, field: 'name', text: name })
      .execute();
}

/** The pictures a file names for an item, in order; those the item had keep their alt texts. */
async function writeNamedPictures(tx: ShopContext, itemId: number, images: readonly string[]): Promise<void> {
  const item = await tx.db.selectFrom('items').select('image').where('id', '=', itemId).executeTakeFirstOrThrow();
  const rows = (await pictureRowsOf(tx.db, [itemId])).get(itemId) ?? [];
  await writePictureRows(tx.db, itemId, picturesNamed(item.image, rows, images));
}

/** Writes the plan (checked, without problems) into the store. */
async function writePlan(tx: ShopContext, storeId: number, plan: ImportPlan): Promise<void> {
  const [categories, units] = await Promise.all([
    tx.db.selectFrom('categories').select(['id', 'slug', 'image']).execute(),
    tx.db.selectFrom('units').select(['id', 'symbol']).execute(),
  ]);
  const categoryBySlug = new Map(categories.map((category) => [category.slug, category]));
  const unitIds = new Map(units.map((unit) => [unit.symbol, unit.id]));
  const categoryOf = (slug: string) => {
    const category = categoryBySlug.get(slug);
    if (!category) throw new Error(`The plan names an unknown category ${slug}`);
    return category;
  };

  for (const update of plan.item_updates) {
    const set = {
      ...(update.name === undefined ? {} : { name: update.name }),
      ...(update.category_slug === undefined ? {} : { category_id: categoryOf(update.category_slug).id }),
      ...(update.is_veg === undefined ? {} : { is_veg: update.is_veg === null ? null : flag(update.is_veg) }),
      ...(update.is_active === undefined ? {} : { is_active: flag(update.is_active) }),
      ...(update.images === undefined ? {} : { image: update.images[0] ?? '' }),
    };
    if (update.images !== undefined) await writeNamedPictures(tx, update.item_id, update.images);
    if (Object.keys(set).length > 0)
      await tx.db.updateTable('items').set(set).where('id', '=', update.item_id).execute();
    if (update.name_mr !== undefined) await setMarathiName(tx, update.item_id, update.name_mr);
  }
  for (const update of plan.variant_updates)
    await tx.db
      .updateTable('item_variants')
      .set(variantColumns(update.set, unitIds))
      .where('id', '=', update.variant_id)
      .execute();

  const variantRows = plan.new_variants.map((variant) => newVariantRow(variant.item_id, variant, unitIds));
  if (plan.new_items.length > 0) {
    const last = await tx.db
      .selectFrom('items')
      .select((eb) => eb.fn.max('sort_order').as('top'))
      .where('store_id', '=', storeId)
      .executeTakeFirst();
    let sortOrder = Number(last?.top ?? 0);
    for (const item of plan.new_items) {
      const category = categoryOf(item.category_slug);
      const { id } = await tx.db
        .insertInto('items')
        .values({
          slug: item.slug,
          link_slug: item.slug,
          store_id: storeId,
          category_id: category.id,
          name: item.name,
          // Until someone gives it a picture, a new item shows its category's.
          image: item.images?.[0] ?? category.image,
          bg_image: null,
          is_veg: item.is_veg === null ? null : flag(item.is_veg),
          is_active: flag(item.is_active),
          pre_avail_date: null,
          nutritional_facts: null,
          sort_order: ++sortOrder,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (item.name_mr !== '') await setMarathiName(tx, id, item.name_mr);
      if (item.images) await writeNamedPictures(tx, id, item.images);
      for (const variant of item.variants) variantRows.push(newVariantRow(id, variant, unitIds));
    }
  }
  for (let start = 0; start < variantRows.length; start += INSERT_CHUNK)
    await tx.db
      .insertInto('item_variants')
      .values(variantRows.slice(start, start + INSERT_CHUNK))
      .execute();
}

/** The audit's before and after: each new or changed row's values, old and new, in the file's words. */
function auditOf(plan: ImportPlan): { before: unknown; after: unknown } {
  const keyed = plan.rows.map((row) => ({ line: row.line, item: row.item_slug, size: row.variant_name, row }));
  return {
    before: keyed
      .filter(({ row }) => row.status === 'changed')
      .map(({ line, item, size, row }) => ({
        line,
        item,
        size,
        ...Object.fromEntries(row.changes.map((change) => [change.column, change.before])),
      })),
    after: keyed.map(({ line, item, size, row }) => ({
      line,
      item,
      size,
      ...(row.status === 'new' ? { new: true } : {}),
      ...Object.fromEntries(row.changes.map((change) => [change.column, change.after])),
    })),
  };
}

/**
 * Applies the file to the store, all or nothing. Refused, changing nothing, when a line is bad
 * or when the plan made now is not the one checked (the catalogue changed since the dry run).
 */
export async function applyCatalogueImport(
  ctx: ShopContext,
  member: StaffMember,
  input: { store_id: number; file: string; check: string },
): Promise<Result<CatalogueImportApplyAnswer>> {
  if (!(await mayReachStore(ctx, member, input.store_id))) return NO_SUCH_STORE;
  const applying = importQueue.run(() => applyInTurns(ctx, member, input), member.id);
  if (applying === null) return IMPORTS_BUSY;
  return applying;
}

/**
 * The apply's work: the file is read before the write transaction (it does not depend on the
 * catalogue), the plan made and written inside it.
 */
async function applyInTurns(
  ctx: ShopContext,
  member: StaffMember,
  input: { store_id: number; file: string; check: string },
): Promise<Result<CatalogueImportApplyAnswer>> {
  const read = await inTurns(readCatalogueFileSteps(input.file));
  // After the commit: a cache emptied before it could be filled again with the old prices. The file
  // is one store's items (an unknown category is a bad line): only that store's zone pages drop (decision 0275).
  const announce = ({ counts }: CatalogueImportApplyAnswer) =>
    counts.new > 0 || counts.changed > 0 ? { stores: [input.store_id] } : null;
  return auditedWrite(
    ctx,
    member,
    async (tx, audit) => {
      const plan = await planOf(await loadCatalogue(tx, input.store_id, true), read);
      const [firstProblem] = plan.problems;
      if (firstProblem)
        return fail(
          'validation_failed',
          plan.problems.length === 1 ? said('saidFileBadLine') : said('saidFileBadLines', { n: plan.problems.length }),
          { file: said('saidFieldFileLine', { line: firstProblem.line, reason: consoleRule(firstProblem.reason) }) },
        );
      if ((await inTurns(fingerprintSteps(plan))) !== input.check)
        return fail('conflict', said('saidCatalogueChangedSinceCheck'), {
          check: said('saidFieldCatalogueChanged'),
        });
      const { counts } = plan;
      if (counts.new === 0 && counts.changed === 0) return ok({ counts });
      await writePlan(tx, input.store_id, plan);
      await audit.record({
        kind: 'import',
        action: 'apply',
        entityId: null,
        storeId: input.store_id,
        summary: `Import: ${counts.changed} changed, ${counts.new} new`,
        ...auditOf(plan),
      });
      return ok({ counts });
    },
    { announce },
  );
}
