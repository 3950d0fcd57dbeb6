// The console's catalogue editor (decision 0271): categories (shop-wide, admins), items of a store
// with their variants (admins every store, managers their own; another store's item is "not found"),
// archiving and restoring, and the list a page at a time. Every save keeps the rules of
// domain/catalogue/catalogue-rules.ts, writes one audit row per thing changed in its own transaction,
// and then calls catalogChanged so customers on every instance see it. Nothing is deleted: an order
// may name it. Archiving sets is_active = 0 (every customer query leaves inactive things out) and
// keeps the flag it had for a restore. An item carries a version raised by every save; a save from
// an older version is refused with what changed meanwhile (409), never applied over it.
import { itemTaxColumns, itemTaxFields, itemTaxProblems } from '../../../domain/tax/item-tax.ts';
import { type Kysely, sql } from 'kysely';
import type {
  CatalogueCategoryView,
  CatalogueItemInput,
  CatalogueItemView,
  CatalogueListAnswer,
  CatalogueListRow,
  CatalogueSetupAnswer,
  CatalogueVariantView,
} from '../../../domain/api/staff/catalogue.ts';
import { type ApiError, fail, ok, type Result } from '../../../domain/api/errors.ts';
import {
  categoryProblems,
  inItemFormOrder,
  itemProblems,
  problemsByField,
  slugFromName,
  slugProblems,
} from '../../../domain/catalogue/catalogue-rules.ts';
import { changedFields } from '../../../domain/catalogue/item-changes.ts';
import { type ItemPicture, orderedPictures, picturesProblems } from '../../../domain/catalogue/item-pictures.ts';
import { effectivePricePaise, offerPaiseOf } from '../../../domain/catalogue/prices.ts';
import { may } from '../../../domain/staff/permissions.ts';
import { reachesStore } from '../../../domain/staff/staff.ts';
import type { ShopContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { type Audit, auditedWrite } from '../audit/audited-write.ts';
import { writePictureRows } from './item-pictures.ts';
import type { StaffMember } from '../../../domain/staff/staff.ts';
import { mayReachStore, NO_SUCH_STORE, storesOf } from './store-reach.ts';
import { consoleRules, said } from '../../said.ts';

/** Items per page of the console's list. */
const CATALOGUE_PAGE = 50;
/** The language whose texts the editor takes beside English (the shop's second language). */
const MARATHI = 'mr';

const NO_SUCH_ITEM = fail('not_found', said('saidNoSuchItem'), { item_id: said('saidFieldNoSuchItem') });
const NO_SUCH_CATEGORY = fail('not_found', said('saidNoSuchCategory'), {
  category_id: said('saidFieldNoSuchCategory'),
});

type Db = Kysely<Database>;
export const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

export function refused(problems: readonly { field: string; reason: string }[]): { ok: false; error: ApiError } {
  const fields = consoleRules(problemsByField(problems));
  const count = Object.keys(fields).length;
  return fail(
    'validation_failed',
    count === 1 ? said('saidOneFieldBeforeSaving') : said('saidFieldsBeforeSaving', { n: count }),
    fields,
  );
}

// ---- Marathi texts (catalog_translations) ----

export async function marathiOf(db: Db, entity: string, ids: readonly number[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('catalog_translations')
    .select(['entity_id', 'field', 'text'])
    .where('language_code', '=', MARATHI)
    .where('entity', '=', entity)
    .where('entity_id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [`${row.entity_id}:${row.field}`, row.text]));
}

/** Sets (or, for '', removes) one Marathi text. */
export async function setMarathi(db: Db, entity: string, entityId: number, field: string, text: string): Promise<void> {
  await db
    .deleteFrom('catalog_translations')
    .where('language_code', '=', MARATHI)
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .where('field', '=', field)
    .execute();
  if (text !== '')
    await db
      .insertInto('catalog_translations')
      .values({ language_code: MARATHI, entity, entity_id: entityId, field, text })
      .execute();
}

// ---- Setup and categories ----

async function categoryViews(db: Db, ids?: readonly number[]): Promise<CatalogueCategoryView[]> {
  let query = db
    .selectFrom('categories')
    .select((eb) => [
      'categories.id',
      'categories.name',
      'categories.slug',
      'categories.image',
      'categories.sort_order',
      'categories.is_active',
      'categories.archived_at',
      eb
        .selectFrom('items')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('items.category_id', '=', 'categories.id')
        .where('items.archived_at', 'is', null)
        .as('items_count'),
    ])
    .orderBy('categories.sort_order')
    .orderBy('categories.id');
  if (ids) query = query.where('categories.id', 'in', [...ids]);
  const rows = await query.execute();
  const marathi = await marathiOf(
    db,
    'category',
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    name_mr: marathi.get(`${row.id}:name`) ?? '',
    slug: row.slug,
    image: row.image,
    sort_order: row.sort_order,
    is_active: row.is_active === 1,
    archived: row.archived_at !== null,
    items_count: Number(row.items_count ?? 0),
  }));
}

/** What the editor's screens need: every category, the member's stores, the units. */
export async function catalogueSetup(ctx: ShopContext, member: StaffMember): Promise<Result<CatalogueSetupAnswer>> {
  const [categories, stores, units] = await Promise.all([
    categoryViews(ctx.db),
    storesOf(ctx, member),
    ctx.db.selectFrom('units').select(['id', 'name', 'symbol']).orderBy('id').execute(),
  ]);
  return ok({
    categories,
    stores: stores.map((store) => ({ id: store.id, name: store.name, slug: store.slug })),
    units,
    may_edit_categories: may(member.role, 'categories'),
  });
}

export interface CategoryInput {
  name: string;
  name_mr: string;
  slug: string;
  image: string;
  sort_order: number;
  is_active: boolean;
}

function cleanCategory(input: CategoryInput): CategoryInput {
  const name = input.name.trim();
  return {
    name,
    name_mr: input.name_mr.trim(),
    slug: input.slug.trim() === '' ? slugFromName(name) : input.slug.trim(),
    image: input.image.trim(),
    sort_order: input.sort_order,
    is_active: input.is_active,
  };
}

export async function slugTaken(
  db: Db,
  table: 'categories' | 'items' | 'combos',
  slug: string,
  exceptId: number | null,
) {
  let query = db.selectFrom(table).select('id').where('slug', '=', slug);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function createCategory(
  ctx: ShopContext,
  member: StaffMember,
  raw: CategoryInput,
): Promise<Result<{ category: CatalogueCategoryView }>> {
  const input = cleanCategory(raw);
  const problems = categoryProblems(input);
  if (problems.length > 0) return refused(problems);

  return auditedWrite(
    ctx,
    member,
    async (tx, audit) => {
      if (await slugTaken(tx.db, 'categories', input.slug, null))
        return refused([{ field: 'slug', reason: 'Another category has this web address name: choose another.' }]);
      const { id } = await tx.db
        .insertInto('categories')
        .values({
          slug: input.slug,
          name: input.name,
          image: input.image,
          sort_order: input.sort_order,
          is_active: flag(input.is_active),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setMarathi(tx.db, 'category', id, 'name', input.name_mr);
      const [category] = await categoryViews(tx.db, [id]);
      await audit.record({
        kind: 'category',
        action: 'create',
        entityId: id,
        storeId: null,
        summary: `Category ${input.name} added`,
        before: null,
        after: category,
      });
      return category ? ok({ category }) : NO_SUCH_CATEGORY;
    },
    { announce: () => 'all' },
  );
}

export async function updateCategory(
  ctx: ShopContext,
  member: StaffMember,
  raw: CategoryInput & { category_id: number },
): Promise<Result<{ category: CatalogueCategoryView }>> {
  const input = cleanCategory(raw);
  const problems = categoryProblems(input);
  if (problems.length > 0) return refused(problems);

  return auditedWrite(
    ctx,
    member,
    async (tx, audit) => {
      const [before] = await categoryViews(tx.db, [raw.category_id]);
      if (!before) return NO_SUCH_CATEGORY;
      if (await slugTaken(tx.db, 'categories', input.slug, raw.category_id))
        return refused([{ field: 'slug', reason: 'Another category has this web address name: choose another.' }]);
      await tx.db
        .updateTable('categories')
        .set({
          slug: input.slug,
          name: input.name,
          image: input.image,
          sort_order: input.sort_order,
          // An archived category stays inactive until restored; its flag then is the one asked for.
          ...(before.archived
            ? { active_before_archive: flag(input.is_active) }
            : { is_active: flag(input.is_active) }),
        })
        .where('id', '=', raw.category_id)
        .execute();
      await setMarathi(tx.db, 'category', raw.category_id, 'name', input.name_mr);
      const [after] = await categoryViews(tx.db, [raw.category_id]);
      await audit.record({
        kind: 'category',
        action: 'update',
        entityId: raw.category_id,
        storeId: null,
        summary: `Category ${input.name} changed`,
        before,
        after,
      });
      return after ? ok({ category: after }) : NO_SUCH_CATEGORY;
    },
    { announce: () => 'all' },
  );
}

/** Archives or restores a category; one that still holds live items is not archived (they would be orphaned). */
export async function setCategoryArchived(
  ctx: ShopContext,
  member: StaffMember,
  categoryId: number,
  archived: boolean,
): Promise<Result<{ category: CatalogueCategoryView }>> {
  return auditedWrite(
    ctx,
    member,
    async (tx, audit) => {
      const [before] = await categoryViews(tx.db, [categoryId]);
      if (!before) return NO_SUCH_CATEGORY;
      if (before.archived === archived) return ok({ category: before });
      if (archived && before.items_count > 0)
        return fail(
          'conflict',
          before.items_count === 1
            ? said('saidCategoryHoldsOne')
            : said('saidCategoryHoldsItems', { n: before.items_count }),
          { category_id: said('saidFieldHoldsItems') },
        );
      const row = await tx.db
        .selectFrom('categories')
        .select(['is_active', 'active_before_archive'])
        .where('id', '=', categoryId)
        .executeTakeFirstOrThrow();
      await tx.db
        .updateTable('categories')
        .set(
          archived
            ? { is_active: 0, active_before_archive: row.is_active, archived_at: ctx.now().toISOString() }
            : { is_active: row.active_before_archive ?? 1, active_before_archive: null, archived_at: null },
        )
        .where('id', '=', categoryId)
        .execute();
      const [after] = await categoryViews(tx.db, [categoryId]);
      await audit.record({
        kind: 'category',
        action: archived ? 'archive' : 'restore',
        entityId: categoryId,
        storeId: null,
        summary: `Category ${before.name} ${archived ? 'archived' : 'restored'}`,
        before,
        after,
      });
      return after ? ok({ category: after }) : NO_SUCH_CATEGORY;
    },
    { announce: () => 'all' },
  );
}

// ---- Items ----

function parseFacts(text: string | null): { name: string; value: string }[] {
  if (!text) return [];
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed)
    ? parsed
        .filter((row): row is { name: unknown; value: unknown } => typeof row === 'object' && row !== null)
        .map((row) => ({ name: String(row.name), value: String(row.value) }))
    : [];
}

/** The item as the form edits it (archived variants left out), or null. */
async function itemView(db: Db, itemId: number): Promise<CatalogueItemView | null> {
  const row = await db
    .selectFrom('items')
    .innerJoin('stores', 'stores.id', 'items.store_id')
    .selectAll('items')
    .select('stores.name as store_name')
    .where('items.id', '=', itemId)
    .executeTakeFirst();
  if (!row) return null;
  const variants = await db
    .selectFrom('item_variants')
    .selectAll()
    .where('item_id', '=', itemId)
    .where('archived_at', 'is', null)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const [itemTexts, variantTexts, addonLinks, pictureRows] = await Promise.all([
    marathiOf(db, 'item', [itemId]),
    marathiOf(
      db,
      'variant',
      variants.map((variant) => variant.id),
    ),
    db
      .selectFrom('item_addon_categories')
      .select('addon_category_id')
      .where('item_id', '=', itemId)
      .orderBy('sort_order')
      .orderBy('addon_category_id')
      .execute(),
    db
      .selectFrom('item_pictures')
      .select(['position', 'image', 'alt_en', 'alt_mr'])
      .where('item_id', '=', itemId)
      .execute(),
  ]);
  const archived = row.archived_at !== null;
  return {
    id: row.id,
    version: row.version,
    store_id: row.store_id,
    store_name: row.store_name,
    category_id: row.category_id,
    slug: row.slug,
    link_slug: row.link_slug,
    name: row.name,
    name_mr: itemTexts.get(`${itemId}:name`) ?? '',
    description: row.description,
    description_mr: itemTexts.get(`${itemId}:description`) ?? '',
    image: row.image,
    pictures: orderedPictures(row.image, pictureRows),
    is_veg: row.is_veg === null ? null : row.is_veg === 1,
    nutritional_facts: parseFacts(row.nutritional_facts),
    ...itemTaxFields(row),
    is_pre_item: row.is_pre_item === 1,
    pre_avail_date: row.pre_avail_date ?? '',
    // An archived item's own flag waits in active_before_archive.
    is_active: archived ? row.active_before_archive === 1 : row.is_active === 1,
    is_free_item: row.is_free_item === 1,
    archived,
    addon_category_ids: addonLinks.map((link) => link.addon_category_id),
    variants: variants.map(
      (variant): CatalogueVariantView => ({
        variant_id: variant.id,
        name: variant.name,
        name_mr: variantTexts.get(`${variant.id}:name`) ?? '',
        unit_id: variant.unit_id,
        measurement: variant.measurement,
        regular_price_paise: variant.regular_price_paise,
        sale_price_paise: offerPaiseOf(variant.regular_price_paise, variant.sale_price_paise),
        member_price_paise: variant.member_price_paise,
        stock: variant.stock,
        low_stock_at: variant.low_stock_at,
        is_infinite: variant.is_infinite === 1,
        is_negative: variant.is_negative === 1,
        is_default: variant.is_default === 1,
        is_active: variant.is_active === 1,
      }),
    ),
  };
}

/** The item for the form; another store's item is "not found". */
export async function catalogueItem(
  ctx: ShopContext,
  member: StaffMember,
  itemId: number,
): Promise<Result<{ item: CatalogueItemView }>> {
  const item = await itemView(ctx.db, itemId);
  if (!item || !reachesStore(member, item.store_id)) return NO_SUCH_ITEM;
  return ok({ item });
}

function cleanItem(input: CatalogueItemInput): CatalogueItemInput {
  return {
    ...input,
    name: input.name.trim(),
    name_mr: input.name_mr.trim(),
    description: input.description.trim(),
    description_mr: input.description_mr.trim(),
    slug: input.slug.trim(),
    image: input.image.trim(),
    ...(input.pictures === undefined
      ? {}
      : {
          pictures: input.pictures.map((picture) => ({
            image: picture.image.trim(),
            alt: picture.alt.trim(),
            alt_mr: picture.alt_mr.trim(),
          })),
        }),
    pre_avail_date: input.pre_avail_date.trim(),
    nutritional_facts: input.nutritional_facts.map((fact) => ({ name: fact.name.trim(), value: fact.value.trim() })),
    variants: input.variants.map((variant) => ({
      ...variant,
      name: variant.name.trim(),
      name_mr: variant.name_mr.trim(),
    })),
  };
}

/** The rules, plus what only the database knows: the category and units exist, the slug is free. */
async function itemRefusal(
  db: Db,
  input: CatalogueItemInput,
  slug: string,
  itemId: number | null,
  linkedBefore: readonly number[] = [],
): Promise<{ ok: false; error: ApiError } | null> {
  const problems = [
    ...itemProblems({ ...input, slug }, input.variants),
    ...(input.pictures === undefined ? [] : picturesProblems(input.image, input.pictures)),
    ...itemTaxProblems(input),
  ];
  const category = await db
    .selectFrom('categories')
    .select('id')
    .where('id', '=', input.category_id)
    .executeTakeFirst();
  if (!category) problems.push({ field: 'category_id', reason: 'Choose a category from the list.' });
  if (input.addon_category_ids && input.addon_category_ids.length > 0) {
    const wanted = input.addon_category_ids;
    const linked = new Set(linkedBefore);
    const groups = await db
      .selectFrom('addon_categories')
      .select(['id', 'archived_at'])
      .where('id', 'in', [...wanted])
      .execute();
    // An archived group stays linked if it was (a restore brings it back); it is not linked anew.
    const usable = new Set(
      groups.filter((group) => group.archived_at === null || linked.has(group.id)).map((g) => g.id),
    );
    if (new Set(wanted).size !== wanted.length || wanted.some((groupId) => !usable.has(groupId)))
      problems.push({ field: 'addon_category_ids', reason: 'Choose addon groups from the list, each once.' });
  }
  const units = new Set((await db.selectFrom('units').select('id').execute()).map((unit) => unit.id));
  for (const [index, variant] of input.variants.entries())
    if (!units.has(variant.unit_id)) problems.push({ field: `variants.${index}.unit_id`, reason: 'Choose a unit.' });
  if (slugProblems(slug).length === 0 && (await slugTaken(db, 'items', slug, itemId)))
    // A web address made from the name is taken by the store's item of the same name: the name is
    // what the person typed, so the name is what is refused.
    problems.push(
      input.slug === ''
        ? { field: 'name', reason: 'The store already has an item of this name: give this one another name.' }
        : { field: 'slug', reason: 'Another item has this web address name: type another.' },
    );
  return problems.length > 0 ? refused(inItemFormOrder(problems)) : null;
}

/** The slug of a new item: the one typed, or `<name>-<store>` as the demo's (decision 0069). */
function slugFor(input: CatalogueItemInput, storeSlug: string): string {
  if (input.slug !== '') return input.slug;
  const base = slugFromName(input.name);
  return base === '' ? '' : slugFromName(`${base}-${storeSlug}`);
}

function itemColumns(input: CatalogueItemInput) {
  return {
    category_id: input.category_id,
    name: input.name,
    description: input.description,
    image: input.image,
    is_veg: input.is_veg === null ? null : flag(input.is_veg),
    is_free_item: flag(input.is_free_item),
    is_pre_item: flag(input.is_pre_item),
    pre_avail_date: input.pre_avail_date === '' ? null : input.pre_avail_date,
    nutritional_facts: input.nutritional_facts.length === 0 ? null : JSON.stringify(input.nutritional_facts),
    ...itemTaxColumns(input),
  };
}

/** Links the addon groups the form lists, in its order; without the field the links stay as they are. */
async function writeAddonLinks(db: Db, itemId: number, input: CatalogueItemInput): Promise<void> {
  if (input.addon_category_ids === undefined) return;
  await db.deleteFrom('item_addon_categories').where('item_id', '=', itemId).execute();
  if (input.addon_category_ids.length > 0)
    await db
      .insertInto('item_addon_categories')
      .values(
        input.addon_category_ids.map((groupId, index) => ({
          item_id: itemId,
          addon_category_id: groupId,
          sort_order: index,
        })),
      )
      .execute();
}

/**
 * Writes the item's pictures as the form lists them (decision 0326); without the field, a new first
 * picture keeps the later ones behind it, as orderedPictures reads a list whose first changed.
 */
async function writePictures(db: Db, itemId: number, input: CatalogueItemInput, before: ItemPicture[]): Promise<void> {
  const rows = before.map((picture, position) => ({
    position,
    image: picture.image,
    alt_en: picture.alt,
    alt_mr: picture.alt_mr,
  }));
  await writePictureRows(db, itemId, input.pictures ?? orderedPictures(input.image, rows));
}

/**
 * Writes the item's variants as the form lists them: a listed existing one is updated, a new one
 * inserted, an existing one left out archived (orders may name it). Answers the variant ids in
 * order, or a refusal for an id that is not this item's.
 */
async function writeVariants(
  tx: ShopContext,
  audit: Audit,
  itemId: number,
  storeId: number,
  input: CatalogueItemInput,
  before: CatalogueItemView | null,
): Promise<{ ok: false; error: ApiError } | null> {
  const existing = new Map((before?.variants ?? []).map((variant) => [variant.variant_id, variant]));
  const kept = new Set<number>();
  for (const [index, variant] of input.variants.entries()) {
    const columns = {
      name: variant.name,
      unit_id: variant.unit_id,
      measurement: variant.measurement,
      regular_price_paise: variant.regular_price_paise,
      sale_price_paise: effectivePricePaise(variant.regular_price_paise, variant.sale_price_paise),
      member_price_paise: variant.member_price_paise,
      stock: variant.stock,
      // A save that does not name the threshold (a catalogue import) leaves it as it is.
      ...(variant.low_stock_at === undefined ? {} : { low_stock_at: variant.low_stock_at }),
      is_infinite: flag(variant.is_infinite),
      is_negative: flag(variant.is_negative),
      is_default: flag(variant.is_default),
      is_active: flag(variant.is_active),
      sort_order: index,
    };
    let variantId: number;
    if (variant.variant_id !== undefined) {
      const old = existing.get(variant.variant_id);
      if (!old)
        return fail('validation_failed', said('saidSizeNotItems'), {
          [`variants.${index}.variant_id`]: said('saidFieldNotItemsSize'),
        });
      variantId = old.variant_id;
      kept.add(variantId);
      await tx.db.updateTable('item_variants').set(columns).where('id', '=', variantId).execute();
    } else {
      ({ id: variantId } = await tx.db
        .insertInto('item_variants')
        .values({ item_id: itemId, ...columns })
        .returning('id')
        .executeTakeFirstOrThrow());
    }
    await setMarathi(tx.db, 'variant', variantId, 'name', variant.name_mr);
    const old = variant.variant_id === undefined ? undefined : existing.get(variant.variant_id);
    const after = {
      variant_id: variantId,
      ...variant,
      low_stock_at: variant.low_stock_at === undefined ? (old?.low_stock_at ?? null) : variant.low_stock_at,
    };
    if (!old || JSON.stringify(old) !== JSON.stringify({ ...after, variant_id: old.variant_id }))
      await audit.record({
        kind: 'variant',
        action: old ? 'update' : 'create',
        entityId: variantId,
        storeId,
        summary: `Size ${variant.name} of ${input.name} ${old ? 'changed' : 'added'}`,
        before: old ?? null,
        after,
      });
  }
  for (const old of existing.values()) {
    if (kept.has(old.variant_id)) continue;
    await tx.db
      .updateTable('item_variants')
      .set({
        is_active: 0,
        is_default: 0,
        active_before_archive: flag(old.is_active),
        archived_at: tx.now().toISOString(),
      })
      .where('id', '=', old.variant_id)
      .execute();
    await audit.record({
      kind: 'variant',
      action: 'archive',
      entityId: old.variant_id,
      storeId,
      summary: `Size ${old.name} of ${input.name} archived`,
      before: old,
      after: null,
    });
  }
  return null;
}

export async function createItem(
  ctx: ShopContext,
  member: StaffMember,
  raw: CatalogueItemInput & { store_id: number },
): Promise<Result<{ item: CatalogueItemView }>> {
  if (!(await mayReachStore(ctx, member, raw.store_id))) return NO_SUCH_STORE;
  const input = cleanItem(raw);
  // Within the item's store: the zone pages of other stores stay (decision 0275).
  return auditedWrite(
    ctx,
    member,
    async (tx, audit) => {
      const store = await tx.db
        .selectFrom('stores')
        .select('slug')
        .where('id', '=', raw.store_id)
        .executeTakeFirstOrThrow();
      const slug = slugFor(input, store.slug);
      const refusal = await itemRefusal(tx.db, input, slug, null);
      if (refusal) return refusal;
      const { id } = await tx.db
        .insertInto('items')
        .values({
          ...itemColumns(input),
          slug,
          // The same product in several stores shares its link slug (decision 0035).
          link_slug: slugFromName(input.name) || slug,
          store_id: raw.store_id,
          is_active: flag(input.is_active),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setMarathi(tx.db, 'item', id, 'name', input.name_mr);
      await setMarathi(tx.db, 'item', id, 'description', input.description_mr);
      const refusedVariant = await writeVariants(tx, audit, id, raw.store_id, input, null);
      if (refusedVariant) return refusedVariant;
      await writeAddonLinks(tx.db, id, input);
      await writePictures(tx.db, id, input, []);
      const item = await itemView(tx.db, id);
      if (!item) return NO_SUCH_ITEM;
      await audit.record({
        kind: 'item',
        action: 'create',
        entityId: id,
        storeId: raw.store_id,
        summary: `Item ${input.name} added`,
        before: null,
        after: item,
      });
      return ok({ item });
    },
    { announce: (value) => ({ stores: [value.item.store_id] }) },
  );
}

export async function updateItem(
  ctx: ShopContext,
  member: StaffMember,
  raw: CatalogueItemInput & { item_id: number; version: number },
): Promise<Result<{ item: CatalogueItemView }>> {
  const input = cleanItem(raw);
  // Within the item's store: the zone pages of other stores stay (decision 0275).
  return auditedWrite(
    ctx,
    member,
    async (tx, audit) => {
      // The version is read and raised inside the write transaction: two saves of one version cannot both pass.
      const before = await itemView(tx.db, raw.item_id);
      if (!before || !audit.reaches(before.store_id)) return NO_SUCH_ITEM;
      if (before.version !== raw.version)
        return fail('conflict', said('saidItemSavedMeanwhile'), consoleRules(changedFields(before, input)));
      const slug = input.slug === '' ? before.slug : input.slug;
      const refusal = await itemRefusal(tx.db, input, slug, raw.item_id, before.addon_category_ids);
      if (refusal) return refusal;
      const updated = await tx.db
        .updateTable('items')
        .set({
          ...itemColumns(input),
          slug,
          ...(before.archived
            ? { active_before_archive: flag(input.is_active) }
            : { is_active: flag(input.is_active) }),
          version: sql<number>`version + 1`,
        })
        .where('id', '=', raw.item_id)
        .where('version', '=', raw.version)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return fail('conflict', said('saidItemChangedLoadAgain'));
      await setMarathi(tx.db, 'item', raw.item_id, 'name', input.name_mr);
      await setMarathi(tx.db, 'item', raw.item_id, 'description', input.description_mr);
      const refusedVariant = await writeVariants(tx, audit, raw.item_id, before.store_id, input, before);
      if (refusedVariant) return refusedVariant;
      await writeAddonLinks(tx.db, raw.item_id, input);
      await writePictures(tx.db, raw.item_id, input, before.pictures);
      const after = await itemView(tx.db, raw.item_id);
      if (!after) return NO_SUCH_ITEM;
      await audit.record({
        kind: 'item',
        action: 'update',
        entityId: raw.item_id,
        storeId: before.store_id,
        summary: `Item ${input.name} changed`,
        before,
        after,
      });
      return ok({ item: after });
    },
    { announce: (value) => ({ stores: [value.item.store_id] }) },
  );
}

/** Archives an item (it leaves every customer list and cannot be ordered) or restores it. */
export async function setItemArchived(
  ctx: ShopContext,
  member: StaffMember,
  itemId: number,
  archived: boolean,
): Promise<Result<{ item: CatalogueItemView }>> {
  // Within the item's store: the zone pages of other stores stay (decision 0275).
  return auditedWrite(
    ctx,
    member,
    async (tx, audit) => {
      const before = await itemView(tx.db, itemId);
      if (!before || !audit.reaches(before.store_id)) return NO_SUCH_ITEM;
      if (before.archived === archived) return ok({ item: before });
      const row = await tx.db
        .selectFrom('items')
        .select(['is_active', 'active_before_archive'])
        .where('id', '=', itemId)
        .executeTakeFirstOrThrow();
      if (!archived) {
        const category = await tx.db
          .selectFrom('categories')
          .select('archived_at')
          .where('id', '=', before.category_id)
          .executeTakeFirstOrThrow();
        if (category.archived_at !== null)
          return fail('conflict', said('saidCategoryArchived'), {
            category_id: said('saidFieldCategoryArchived'),
          });
      }
      await tx.db
        .updateTable('items')
        .set({
          ...(archived
            ? { is_active: 0, active_before_archive: row.is_active, archived_at: ctx.now().toISOString() }
            : { is_active: row.active_before_archive ?? 1, active_before_archive: null, archived_at: null }),
          version: sql<number>`version + 1`,
        })
        .where('id', '=', itemId)
        .execute();
      const after = await itemView(tx.db, itemId);
      if (!after) return NO_SUCH_ITEM;
      await audit.record({
        kind: 'item',
        action: archived ? 'archive' : 'restore',
        entityId: itemId,
        storeId: before.store_id,
        summary: `Item ${before.name} ${archived ? 'archived' : 'restored'}`,
        before,
        after,
      });
      return ok({ item: after });
    },
    { announce: (value) => ({ stores: [value.item.store_id] }) },
  );
}

// ---- The list ----

export interface CatalogueListInput {
  query?: string | undefined;
  store_id?: number | undefined;
  category_id?: number | undefined;
  out_of_stock?: boolean | undefined;
  inactive?: boolean | undefined;
  archived?: boolean | undefined;
  no_picture?: boolean | undefined;
  no_marathi?: boolean | undefined;
  after?: number | undefined;
}

function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * One page of items in name order (keyset on name and id), filtered; a manager's list holds only
 * their stores' items, and a store they do not reach is "not found".
 */
export async function catalogueList(
  ctx: ShopContext,
  member: StaffMember,
  input: CatalogueListInput,
): Promise<Result<CatalogueListAnswer>> {
  if (input.store_id !== undefined && !(await mayReachStore(ctx, member, input.store_id))) return NO_SUCH_STORE;
  const db = ctx.db;
  let query = db.selectFrom('items').select(['items.id', 'items.name']);
  if (input.store_id !== undefined) query = query.where('items.store_id', '=', input.store_id);
  else if (member.role !== 'admin') {
    if (member.store_ids.length === 0) return ok({ items: [], next: null });
    query = query.where('items.store_id', 'in', [...member.store_ids]);
  }
  if (input.category_id !== undefined) query = query.where('items.category_id', '=', input.category_id);
  query = input.archived
    ? query.where('items.archived_at', 'is not', null)
    : query.where('items.archived_at', 'is', null);
  if (input.inactive) query = query.where('items.is_active', '=', 0);
  if (input.no_picture) query = query.where('items.image', '=', '');
  // The sub-lists are `in (select …)`, which both engines answer by one pass over the sub-list
  // (PostgreSQL's hashed subplan) whatever their statistics say; a correlated `exists` was planned
  // as a loop over every variant for every item on tables not yet analysed (after a bulk import).
  const marathiNames = db
    .selectFrom('catalog_translations')
    .select('entity_id')
    .where('language_code', '=', MARATHI)
    .where('entity', '=', 'item')
    .where('field', '=', 'name');
  if (input.query) {
    const pattern = likePattern(input.query.trim().normalize('NFC'));
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['items.name']), 'like', pattern),
        eb(
          'items.id',
          'in',
          marathiNames.where((inner) => inner(inner.fn('lower', ['text']), 'like', pattern)),
        ),
      ]),
    );
  }
  if (input.no_marathi) query = query.where('items.id', 'not in', marathiNames);
  if (input.out_of_stock)
    query = query.where(
      'items.id',
      'not in',
      db
        .selectFrom('item_variants')
        .select('item_id')
        .where('archived_at', 'is', null)
        .where('is_active', '=', 1)
        .where((eb) => eb.or([eb('is_infinite', '=', 1), eb('is_negative', '=', 1), eb('stock', '>', 0)])),
    );
  if (input.after !== undefined) {
    const last = await db.selectFrom('items').select(['name']).where('id', '=', input.after).executeTakeFirst();
    if (last)
      query = query.where((eb) =>
        eb.or([
          eb('items.name', '>', last.name),
          eb.and([eb('items.name', '=', last.name), eb('items.id', '>', input.after ?? 0)]),
        ]),
      );
  }
  const rows = await query
    .orderBy('items.name')
    .orderBy('items.id')
    .limit(CATALOGUE_PAGE + 1)
    .execute();
  const page = rows.slice(0, CATALOGUE_PAGE).map((row) => row.id);
  return ok({ items: await listRows(db, page), next: rows.length > CATALOGUE_PAGE ? (page.at(-1) ?? null) : null });
}

async function listRows(db: Db, ids: readonly number[]): Promise<CatalogueListRow[]> {
  if (ids.length === 0) return [];
  const [items, variants, marathi] = await Promise.all([
    db
      .selectFrom('items')
      .innerJoin('stores', 'stores.id', 'items.store_id')
      .innerJoin('categories', 'categories.id', 'items.category_id')
      .select([
        'items.id',
        'items.name',
        'items.image',
        'items.is_active',
        'items.archived_at',
        'stores.name as store_name',
        'categories.name as category_name',
      ])
      .where('items.id', 'in', [...ids])
      .execute(),
    db
      .selectFrom('item_variants')
      .select(['item_id', 'is_default', 'is_active', 'is_infinite', 'is_negative', 'stock', 'sale_price_paise'])
      .where('item_id', 'in', [...ids])
      .where('archived_at', 'is', null)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    marathiOf(db, 'item', ids),
  ]);
  const variantsOf = Map.groupBy(variants, (variant) => variant.item_id);
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((itemId) => {
    const item = byId.get(itemId);
    if (!item) return [];
    const own = variantsOf.get(itemId) ?? [];
    const shownVariant = own.find((variant) => variant.is_default === 1) ?? own[0];
    return [
      {
        id: item.id,
        name: item.name,
        name_mr: marathi.get(`${item.id}:name`) ?? '',
        image: item.image,
        store_name: item.store_name,
        category_name: item.category_name,
        is_active: item.is_active === 1,
        archived: item.archived_at !== null,
        variants_count: own.length,
        price_paise: shownVariant?.sale_price_paise ?? null,
        out_of_stock: !own.some(
          (variant) =>
            variant.is_active === 1 && (variant.is_infinite === 1 || variant.is_negative === 1 || variant.stock > 0),
        ),
      },
    ];
  });
}
