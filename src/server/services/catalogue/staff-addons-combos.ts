// The console's addon groups and combos (decision 0280). An addon group (addon_categories: SINGLE,
// pick one; MULTI, pick any) with its addons and their prices is shop-wide, as a category is, so
// only admins change one (the dispatcher's 'categories' permission); items link to groups from the
// item form. A combo is a store's: a price, the price its parts cost alone, and at least two parts,
// each a size of an item of the same store. Every save keeps domain/catalogue/addon-combo-rules.ts,
// writes its audit rows (kind 'addon' or 'combo') in its own transaction, and then calls
// catalogChanged. Names and descriptions in Marathi are catalog_translations rows (entities
// 'addon_category', 'addon', 'combo', as the demo's). Archiving sets is_active = 0 and archived_at
// and keeps the flag for a restore; an addon left out of a group's form is archived when an order
// names it (order_items.addons keeps the addon's id) and removed otherwise.
import type { Kysely } from 'kysely';
import type {
  AddonGroupInput,
  AddonGroupView,
  AddonGroupsAnswer,
  ComboInput,
  ComboPartChoicesAnswer,
  ComboPartView,
  ConsoleComboView,
  CombosAnswer,
} from '../../../domain/api/staff/addons-combos.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import { addonGroupProblems, comboProblems } from '../../../domain/catalogue/addon-combo-rules.ts';
import { slugFromName } from '../../../domain/catalogue/catalogue-rules.ts';
import { may } from '../../../domain/staff/permissions.ts';
import { reachesStore } from '../../../domain/staff/staff.ts';
import type { ShopContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { type Audit, auditedWrite } from '../audit/audited-write.ts';
import { flag, marathiOf, refused, setMarathi, slugTaken } from './staff-catalogue.ts';
import type { StaffMember } from '../../../domain/staff/staff.ts';
import { mayReachStore, NO_SUCH_STORE } from './store-reach.ts';
import { said } from '../../said.ts';

type Db = Kysely<Database>;

const NO_SUCH_GROUP = fail('not_found', said('saidNoSuchAddonGroup'), {
  addon_category_id: said('saidFieldNoSuchAddonGroup'),
});
const NO_SUCH_COMBO = fail('not_found', said('saidNoSuchCombo'), { combo_id: said('saidFieldNoSuchCombo') });

// ---- Addon groups ----

async function groupViews(db: Db, ids?: readonly number[]): Promise<AddonGroupView[]> {
  let query = db
    .selectFrom('addon_categories')
    .select((eb) => [
      'addon_categories.id',
      'addon_categories.name',
      'addon_categories.type',
      'addon_categories.archived_at',
      eb
        .selectFrom('item_addon_categories')
        .innerJoin('items', 'items.id', 'item_addon_categories.item_id')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('item_addon_categories.addon_category_id', '=', 'addon_categories.id')
        .where('items.archived_at', 'is', null)
        .as('items_count'),
    ])
    .orderBy('addon_categories.id');
  if (ids) query = query.where('addon_categories.id', 'in', [...ids]);
  const groups = await query.execute();
  if (groups.length === 0) return [];
  const addons = await db
    .selectFrom('addons')
    .select(['id', 'addon_category_id', 'name', 'price_paise', 'is_active', 'archived_at', 'active_before_archive'])
    .where(
      'addon_category_id',
      'in',
      groups.map((group) => group.id),
    )
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const [groupTexts, addonTexts] = await Promise.all([
    marathiOf(
      db,
      'addon_category',
      groups.map((group) => group.id),
    ),
    marathiOf(
      db,
      'addon',
      addons.map((addon) => addon.id),
    ),
  ]);
  const addonsOf = Map.groupBy(addons, (addon) => addon.addon_category_id);
  return groups.map((group) => {
    const own = (addonsOf.get(group.id) ?? []).map((addon) => {
      const archived = addon.archived_at !== null;
      return {
        addon_id: addon.id,
        name: addon.name,
        name_mr: addonTexts.get(`${addon.id}:name`) ?? '',
        price_paise: addon.price_paise,
        // An archived addon's own flag waits in active_before_archive.
        is_active: archived ? addon.active_before_archive === 1 : addon.is_active === 1,
        archived,
      };
    });
    return {
      id: group.id,
      name: group.name,
      name_mr: groupTexts.get(`${group.id}:name`) ?? '',
      type: group.type,
      archived: group.archived_at !== null,
      addons: [...own.filter((addon) => !addon.archived), ...own.filter((addon) => addon.archived)],
      items_count: Number(group.items_count ?? 0),
    };
  });
}

/** Every addon group with its addons (archived ones too), for the addons screen and the item form. */
export async function addonGroups(ctx: ShopContext, member: StaffMember): Promise<Result<AddonGroupsAnswer>> {
  return ok({ groups: await groupViews(ctx.db), may_edit: may(member.role, 'categories') });
}

function cleanGroup(input: AddonGroupInput): AddonGroupInput {
  return {
    name: input.name.trim(),
    name_mr: input.name_mr.trim(),
    type: input.type.trim(),
    addons: input.addons.map((addon) => ({ ...addon, name: addon.name.trim(), name_mr: addon.name_mr.trim() })),
  };
}

/** The addon ids (of `ids`) that some order's line names (order_items.addons is the JSON of its chosen addons). */
async function addonsNamedByOrders(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const named = new Set<number>();
  for (const addonId of ids) {
    const found = await db
      .selectFrom('order_items')
      .select('id')
      .where((eb) =>
        eb.or([eb('addons', 'like', `%"addon_id":${addonId},%`), eb('addons', 'like', `%"addon_id":${addonId}}%`)]),
      )
      .limit(1)
      .executeTakeFirst();
    if (found) named.add(addonId);
  }
  return named;
}

/** Writes the group's addons as the form lists them; answers a refusal for an addon not of this group. */
async function writeAddons(
  tx: ShopContext,
  audit: Audit,
  groupId: number,
  input: AddonGroupInput,
  before: AddonGroupView | null,
) {
  const existing = new Map((before?.addons ?? []).map((addon) => [addon.addon_id, addon]));
  const kept = new Set<number>();
  for (const [index, addon] of input.addons.entries()) {
    const columns = { name: addon.name, price_paise: addon.price_paise, sort_order: index };
    let addonId: number;
    const old = addon.addon_id === undefined ? undefined : existing.get(addon.addon_id);
    if (addon.addon_id !== undefined) {
      if (!old)
        return fail('validation_failed', said('saidAddonNotGroups'), {
          [`addons.${index}.addon_id`]: said('saidFieldNotGroupsAddon'),
        });
      addonId = old.addon_id;
      kept.add(addonId);
      // Listed again, an archived addon is restored.
      await tx.db
        .updateTable('addons')
        .set({ ...columns, is_active: flag(addon.is_active), archived_at: null, active_before_archive: null })
        .where('id', '=', addonId)
        .execute();
    } else {
      ({ id: addonId } = await tx.db
        .insertInto('addons')
        .values({ addon_category_id: groupId, ...columns, is_active: flag(addon.is_active) })
        .returning('id')
        .executeTakeFirstOrThrow());
    }
    await setMarathi(tx.db, 'addon', addonId, 'name', addon.name_mr);
    const after = { addon_id: addonId, ...addon, archived: false };
    if (!old || JSON.stringify(old) !== JSON.stringify(after))
      await audit.record({
        kind: 'addon',
        action: !old ? 'create' : old.archived ? 'restore' : 'update',
        entityId: addonId,
        storeId: null,
        summary: `Addon ${addon.name} of ${input.name} ${!old ? 'added' : old.archived ? 'restored' : 'changed'}`,
        before: old ?? null,
        after,
      });
  }
  const leftOut = [...existing.values()].filter((addon) => !kept.has(addon.addon_id));
  const ordered = await addonsNamedByOrders(
    tx.db,
    leftOut.map((addon) => addon.addon_id),
  );
  for (const old of leftOut) {
    if (ordered.has(old.addon_id)) {
      if (old.archived) continue;
      await tx.db
        .updateTable('addons')
        .set({ is_active: 0, active_before_archive: flag(old.is_active), archived_at: tx.now().toISOString() })
        .where('id', '=', old.addon_id)
        .execute();
    } else {
      await tx.db.deleteFrom('addons').where('id', '=', old.addon_id).execute();
      await tx.db
        .deleteFrom('catalog_translations')
        .where('entity', '=', 'addon')
        .where('entity_id', '=', old.addon_id)
        .execute();
    }
    const archived = ordered.has(old.addon_id);
    await audit.record({
      kind: 'addon',
      action: archived ? 'archive' : 'delete',
      entityId: old.addon_id,
      storeId: null,
      summary: `Addon ${old.name} of ${input.name} ${archived ? 'archived (orders name it)' : 'removed'}`,
      before: old,
      after: archived ? { ...old, archived: true } : null,
    });
  }
  return null;
}

export async function createAddonGroup(
  ctx: ShopContext,
  member: StaffMember,
  raw: AddonGroupInput,
): Promise<Result<{ group: AddonGroupView }>> {
  const input = cleanGroup(raw);
  const problems = addonGroupProblems(input);
  if (problems.length > 0) return refused(problems);
  // A group is shop-wide: every store's pages may show it.
  return auditedWrite(
    ctx,
    member,
    async (tx, audit) => {
      const { id } = await tx.db
        .insertInto('addon_categories')
        .values({ name: input.name, type: input.type })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setMarathi(tx.db, 'addon_category', id, 'name', input.name_mr);
      const refusal = await writeAddons(tx, audit, id, input, null);
      if (refusal) return refusal;
      const [group] = await groupViews(tx.db, [id]);
      if (!group) return NO_SUCH_GROUP;
      await audit.record({
        kind: 'addon',
        action: 'create',
        entityId: id,
        storeId: null,
        summary: `Addon group ${input.name} added`,
        before: null,
        after: group,
      });
      return ok({ group });
    },
    { announce: () => 'all' },
  );
}

export async function updateAddonGroup(
  ctx: ShopContext,
  member: StaffMember,
  raw: AddonGroupInput & { addon_category_id: number },
): Promise<Result<{ group: AddonGroupView }>> {
  const input = cleanGroup(raw);
  const problems = addonGroupProblems(input);
  if (problems.length > 0) return refused(problems);

  return auditedWrite(
    ctx,
    member,
    async (tx, audit) => {
      const [before] = await groupViews(tx.db, [raw.addon_category_id]);
      if (!before) return NO_SUCH_GROUP;
      await tx.db
        .updateTable('addon_categories')
        .set({ name: input.name, type: input.type })
        .where('id', '=', raw.addon_category_id)
        .execute();
      await setMarathi(tx.db, 'addon_category', raw.addon_category_id, 'name', input.name_mr);
      const refusal = await writeAddons(tx, audit, raw.addon_category_id, input, before);
      if (refusal) return refusal;
      const [after] = await groupViews(tx.db, [raw.addon_category_id]);
      if (!after) return NO_SUCH_GROUP;
      await audit.record({
        kind: 'addon',
        action: 'update',
        entityId: raw.addon_category_id,
        storeId: null,
        summary: `Addon group ${input.name} changed`,
        before,
        after,
      });
      return ok({ group: after });
    },
    { announce: () => 'all' },
  );
}

/** Archives a group (no item offers it to customers; its links wait) or restores it. */
export async function setAddonGroupArchived(
  ctx: ShopContext,
  member: StaffMember,
  groupId: number,
  archived: boolean,
): Promise<Result<{ group: AddonGroupView }>> {
  return auditedWrite(
    ctx,
    member,
    async (tx, audit) => {
      const [before] = await groupViews(tx.db, [groupId]);
      if (!before) return NO_SUCH_GROUP;
      if (before.archived === archived) return ok({ group: before });
      await tx.db
        .updateTable('addon_categories')
        .set({ archived_at: archived ? ctx.now().toISOString() : null })
        .where('id', '=', groupId)
        .execute();
      const [after] = await groupViews(tx.db, [groupId]);
      if (!after) return NO_SUCH_GROUP;
      await audit.record({
        kind: 'addon',
        action: archived ? 'archive' : 'restore',
        entityId: groupId,
        storeId: null,
        summary: `Addon group ${before.name} ${archived ? 'archived' : 'restored'}`,
        before,
        after,
      });
      return ok({ group: after });
    },
    { announce: () => 'all' },
  );
}

// ---- Combos ----

async function comboViews(db: Db, filter: { ids?: readonly number[]; storeIds?: readonly number[] }) {
  let query = db
    .selectFrom('combos')
    .innerJoin('stores', 'stores.id', 'combos.store_id')
    .selectAll('combos')
    .select('stores.name as store_name')
    .orderBy('combos.store_id')
    .orderBy('combos.sort_order')
    .orderBy('combos.id');
  if (filter.ids) query = query.where('combos.id', 'in', [...filter.ids]);
  if (filter.storeIds) query = query.where('combos.store_id', 'in', [...filter.storeIds]);
  const combos = await query.execute();
  if (combos.length === 0) return [];
  const ids = combos.map((combo) => combo.id);
  const [parts, texts] = await Promise.all([
    db
      .selectFrom('combo_items')
      .innerJoin('item_variants', 'item_variants.id', 'combo_items.variant_id')
      .innerJoin('items', 'items.id', 'item_variants.item_id')
      .select([
        'combo_items.combo_id',
        'combo_items.variant_id',
        'combo_items.quantity',
        'items.id as item_id',
        'items.name as item_name',
        'items.is_active as item_active',
        'item_variants.name as variant_name',
        'item_variants.sale_price_paise',
        'item_variants.is_active as variant_active',
        'item_variants.archived_at as variant_archived_at',
      ])
      .where('combo_items.combo_id', 'in', ids)
      .orderBy('combo_items.combo_id')
      .orderBy('items.id')
      .orderBy('combo_items.variant_id')
      .execute(),
    marathiOf(db, 'combo', ids),
  ]);
  const partsOf = Map.groupBy(parts, (part) => part.combo_id);
  return combos.map((combo): ConsoleComboView => {
    const archived = combo.archived_at !== null;
    return {
      id: combo.id,
      store_id: combo.store_id,
      store_name: combo.store_name,
      slug: combo.slug,
      name: combo.name,
      name_mr: texts.get(`${combo.id}:name`) ?? '',
      description: combo.description,
      description_mr: texts.get(`${combo.id}:description`) ?? '',
      image: combo.image,
      price_paise: combo.price_paise,
      old_price_paise: combo.old_price_paise,
      is_active: archived ? combo.active_before_archive === 1 : combo.is_active === 1,
      archived,
      parts: (partsOf.get(combo.id) ?? []).map(
        (part): ComboPartView => ({
          variant_id: part.variant_id,
          quantity: part.quantity,
          item_id: part.item_id,
          item_name: part.item_name,
          variant_name: part.variant_name,
          sale_price_paise: part.sale_price_paise,
          on_sale: part.item_active === 1 && part.variant_active === 1 && part.variant_archived_at === null,
        }),
      ),
    };
  });
}

/** The combos of the member's stores (or of one of them). */
export async function staffCombos(
  ctx: ShopContext,
  member: StaffMember,
  storeId: number | undefined,
): Promise<Result<CombosAnswer>> {
  if (storeId !== undefined && !(await mayReachStore(ctx, member, storeId))) return NO_SUCH_STORE;
  const storeIds = storeId !== undefined ? [storeId] : member.role === 'admin' ? undefined : member.store_ids;
  if (storeIds && storeIds.length === 0) return ok({ combos: [] });
  return ok({ combos: await comboViews(ctx.db, storeIds ? { storeIds } : {}) });
}

/** One combo; another store's is "not found". */
export async function staffCombo(
  ctx: ShopContext,
  member: StaffMember,
  comboId: number,
): Promise<Result<{ combo: ConsoleComboView }>> {
  const [combo] = await comboViews(ctx.db, { ids: [comboId] });
  if (!combo || !reachesStore(member, combo.store_id)) return NO_SUCH_COMBO;
  return ok({ combo });
}

/** Live sizes of the store's items whose name holds `query`, to choose a combo's parts from. */
export async function comboPartChoices(
  ctx: ShopContext,
  member: StaffMember,
  input: { store_id: number; query: string },
): Promise<Result<ComboPartChoicesAnswer>> {
  if (!(await mayReachStore(ctx, member, input.store_id))) return NO_SUCH_STORE;
  const term = input.query.trim().toLowerCase();
  if (term === '') return ok({ choices: [] });
  const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const rows = await ctx.db
    .selectFrom('item_variants')
    .innerJoin('items', 'items.id', 'item_variants.item_id')
    .select([
      'item_variants.id as variant_id',
      'items.id as item_id',
      'items.name as item_name',
      'item_variants.name as variant_name',
      'item_variants.sale_price_paise',
    ])
    .where('items.store_id', '=', input.store_id)
    .where('items.archived_at', 'is', null)
    .where('item_variants.archived_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['items.name']), 'like', pattern))
    .orderBy('items.name')
    .orderBy('items.id')
    .orderBy('item_variants.sort_order')
    .limit(12)
    .execute();
  return ok({ choices: rows });
}

function cleanCombo(input: ComboInput): ComboInput {
  return {
    ...input,
    name: input.name.trim(),
    name_mr: input.name_mr.trim(),
    description: input.description.trim(),
    description_mr: input.description_mr.trim(),
    slug: input.slug.trim(),
    image: input.image.trim(),
  };
}

/** The rules, plus what the database knows: every part is a live size of the store's, the slug is free. */
async function comboRefusal(db: Db, input: ComboInput, storeId: number, comboId: number | null) {
  const problems = comboProblems(input);
  const variantIds = [...new Set(input.parts.map((part) => part.variant_id))];
  const ofStore =
    variantIds.length === 0
      ? new Set<number>()
      : new Set(
          (
            await db
              .selectFrom('item_variants')
              .innerJoin('items', 'items.id', 'item_variants.item_id')
              .select('item_variants.id')
              .where('item_variants.id', 'in', variantIds)
              .where('items.store_id', '=', storeId)
              .where('items.archived_at', 'is', null)
              .where('item_variants.archived_at', 'is', null)
              .execute()
          ).map((row) => row.id),
        );
  for (const [index, part] of input.parts.entries())
    if (!ofStore.has(part.variant_id))
      problems.push({
        field: `parts.${index}.variant_id`,
        reason: 'Choose a size of an item of this combo’s store.',
      });
  if (!problems.some((problem) => problem.field === 'slug') && (await slugTaken(db, 'combos', input.slug, comboId)))
    problems.push({ field: 'slug', reason: 'Another combo has this web address name: type another.' });
  return problems.length > 0 ? refused(problems) : null;
}

async function writeParts(db: Db, comboId: number, input: ComboInput): Promise<void> {
  await db.deleteFrom('combo_items').where('combo_id', '=', comboId).execute();
  await db
    .insertInto('combo_items')
    .values(input.parts.map((part) => ({ combo_id: comboId, variant_id: part.variant_id, quantity: part.quantity })))
    .execute();
}

async function writeComboTexts(db: Db, comboId: number, input: ComboInput): Promise<void> {
  await setMarathi(db, 'combo', comboId, 'name', input.name_mr);
  await setMarathi(db, 'combo', comboId, 'description', input.description_mr);
}

export async function createCombo(
  ctx: ShopContext,
  member: StaffMember,
  raw: ComboInput & { store_id: number },
): Promise<Result<{ combo: ConsoleComboView }>> {
  if (!(await mayReachStore(ctx, member, raw.store_id))) return NO_SUCH_STORE;
  const cleaned = cleanCombo(raw);
  // A combo is its store's: only that store's zone pages drop (decision 0275).
  return auditedWrite(
    ctx,
    member,
    async (tx, audit) => {
      const store = await tx.db
        .selectFrom('stores')
        .select('slug')
        .where('id', '=', raw.store_id)
        .executeTakeFirstOrThrow();
      const base = slugFromName(cleaned.name);
      const input = { ...cleaned, slug: cleaned.slug || (base === '' ? '' : slugFromName(`${base}-${store.slug}`)) };
      const refusal = await comboRefusal(tx.db, input, raw.store_id, null);
      if (refusal) return refusal;
      const last = await tx.db
        .selectFrom('combos')
        .select((eb) => eb.fn.max('sort_order').as('n'))
        .where('store_id', '=', raw.store_id)
        .executeTakeFirst();
      const { id } = await tx.db
        .insertInto('combos')
        .values({
          slug: input.slug,
          store_id: raw.store_id,
          name: input.name,
          description: input.description,
          image: input.image,
          price_paise: input.price_paise,
          old_price_paise: input.old_price_paise,
          is_active: flag(input.is_active),
          sort_order: Number(last?.n ?? 0) + 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeParts(tx.db, id, input);
      await writeComboTexts(tx.db, id, input);
      const [combo] = await comboViews(tx.db, { ids: [id] });
      if (!combo) return NO_SUCH_COMBO;
      await audit.record({
        kind: 'combo',
        action: 'create',
        entityId: id,
        storeId: raw.store_id,
        summary: `Combo ${input.name} added`,
        before: null,
        after: combo,
      });
      return ok({ combo });
    },
    { announce: (value) => ({ stores: [value.combo.store_id] }) },
  );
}

export async function updateCombo(
  ctx: ShopContext,
  member: StaffMember,
  raw: ComboInput & { combo_id: number },
): Promise<Result<{ combo: ConsoleComboView }>> {
  const cleaned = cleanCombo(raw);

  return auditedWrite(
    ctx,
    member,
    async (tx, audit) => {
      const [before] = await comboViews(tx.db, { ids: [raw.combo_id] });
      if (!before || !audit.reaches(before.store_id)) return NO_SUCH_COMBO;
      const input = { ...cleaned, slug: cleaned.slug || before.slug };
      const refusal = await comboRefusal(tx.db, input, before.store_id, raw.combo_id);
      if (refusal) return refusal;
      await tx.db
        .updateTable('combos')
        .set({
          slug: input.slug,
          name: input.name,
          description: input.description,
          image: input.image,
          price_paise: input.price_paise,
          old_price_paise: input.old_price_paise,
          ...(before.archived
            ? { active_before_archive: flag(input.is_active) }
            : { is_active: flag(input.is_active) }),
        })
        .where('id', '=', raw.combo_id)
        .execute();
      await writeParts(tx.db, raw.combo_id, input);
      await writeComboTexts(tx.db, raw.combo_id, input);
      const [after] = await comboViews(tx.db, { ids: [raw.combo_id] });
      if (!after) return NO_SUCH_COMBO;
      await audit.record({
        kind: 'combo',
        action: 'update',
        entityId: raw.combo_id,
        storeId: before.store_id,
        summary: `Combo ${input.name} changed`,
        before,
        after,
      });
      return ok({ combo: after });
    },
    { announce: (value) => ({ stores: [value.combo.store_id] }) },
  );
}

/** Archives a combo (customers no longer see or buy it; orders keep its lines) or restores it. */
export async function setComboArchived(
  ctx: ShopContext,
  member: StaffMember,
  comboId: number,
  archived: boolean,
): Promise<Result<{ combo: ConsoleComboView }>> {
  return auditedWrite(
    ctx,
    member,
    async (tx, audit) => {
      const [before] = await comboViews(tx.db, { ids: [comboId] });
      if (!before || !audit.reaches(before.store_id)) return NO_SUCH_COMBO;
      if (before.archived === archived) return ok({ combo: before });
      const row = await tx.db
        .selectFrom('combos')
        .select(['is_active', 'active_before_archive'])
        .where('id', '=', comboId)
        .executeTakeFirstOrThrow();
      await tx.db
        .updateTable('combos')
        .set(
          archived
            ? { is_active: 0, active_before_archive: row.is_active, archived_at: ctx.now().toISOString() }
            : { is_active: row.active_before_archive ?? 1, active_before_archive: null, archived_at: null },
        )
        .where('id', '=', comboId)
        .execute();
      const [after] = await comboViews(tx.db, { ids: [comboId] });
      if (!after) return NO_SUCH_COMBO;
      await audit.record({
        kind: 'combo',
        action: archived ? 'archive' : 'restore',
        entityId: comboId,
        storeId: before.store_id,
        summary: `Combo ${before.name} ${archived ? 'archived' : 'restored'}`,
        before,
        after,
      });
      return ok({ combo: after });
    },
    { announce: (value) => ({ stores: [value.combo.store_id] }) },
  );
}
