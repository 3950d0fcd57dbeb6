// The areas the shop serves, kept in the console (decision 0315): the `places` rows customers find
// by name or PIN and a GPS position is named after, each with its Marathi name (a catalog_translations
// row of `place`) and the stores that serve it (`place_stores`). Admins only (new_stores): areas are
// the whole shop's. Each save or removal is one transaction with its audit row (kind 'area'), and is
// announced as a catalogue change, so every instance's area search and cached answers see it at once.
import { fail, ok, type Result, type Said } from '../../../domain/api/errors.ts';
import type { StaffAreaSaveInput, StaffAreasAnswer, StaffAreaView } from '../../../domain/api/staff/areas.ts';
import { type AreaFields, areaRefusals, pincodeOf } from '../../../domain/areas/areas.ts';
import type { ShopContext } from '../../context.ts';
import { auditedWrite } from '../audit/audited-write.ts';
import { said } from '../../said.ts';
import type { StaffMember } from '../../../domain/staff/staff.ts';

/** The language an area's second name is written in (the shop's languages are English and Marathi). */
const SECOND_LANGUAGE = 'mr';

const NO_SUCH_AREA = fail('not_found', said('saidNoSuchArea'), { area_id: said('saidFieldNoSuchArea') });

type Reader = Pick<ShopContext, 'db'>;

async function areasOf(ctx: Reader, only?: number): Promise<StaffAreaView[]> {
  let places = ctx.db
    .selectFrom('places')
    .select(['id', 'name', 'city', 'postcode', 'latitude', 'longitude'])
    .orderBy('name')
    .orderBy('id');
  if (only !== undefined) places = places.where('id', '=', only);
  const rows = await places.execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [names, links] = await Promise.all([
    ctx.db
      .selectFrom('catalog_translations')
      .select(['entity_id', 'text'])
      .where('entity', '=', 'place')
      .where('field', '=', 'name')
      .where('language_code', '=', SECOND_LANGUAGE)
      .where('entity_id', 'in', ids)
      .execute(),
    ctx.db
      .selectFrom('place_stores')
      .select(['place_id', 'store_id'])
      .where('place_id', 'in', ids)
      .orderBy('store_id')
      .execute(),
  ]);
  const secondName = new Map(names.map((row) => [row.entity_id, row.text]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    name_mr: secondName.get(row.id) ?? '',
    city: row.city,
    pincode: row.postcode,
    latitude: row.latitude,
    longitude: row.longitude,
    store_ids: links.filter((link) => link.place_id === row.id).map((link) => link.store_id),
  }));
}

async function answerOf(ctx: Reader): Promise<StaffAreasAnswer> {
  const [areas, stores] = await Promise.all([
    areasOf(ctx),
    ctx.db.selectFrom('stores').select(['id', 'name']).orderBy('name').orderBy('id').execute(),
  ]);
  return { areas, stores };
}

export async function staffAreas(ctx: ShopContext): Promise<Result<StaffAreasAnswer>> {
  return ok(await answerOf(ctx));
}

/** What the audit keeps of an area: its fields, not its id. */
function audited(area: StaffAreaView | undefined): Omit<StaffAreaView, 'id'> | null {
  if (!area) return null;
  const { id: _id, ...rest } = area;
  return rest;
}

/** Saves one area, new (area_id null) or edited; refused on each field whose rule it breaks. */
export async function saveArea(
  ctx: ShopContext,
  member: StaffMember,
  input: Omit<StaffAreaSaveInput, 'token'>,
): Promise<Result<StaffAreasAnswer>> {
  const fields: AreaFields = {
    name: input.name,
    name_mr: input.name_mr,
    city: input.city,
    pincode: input.pincode,
    latitude: input.latitude,
    longitude: input.longitude,
  };
  const refusals: Record<string, Said> = { ...areaRefusals(fields) };
  const lines = Object.values(refusals);
  if (lines.length > 0) {
    const [only] = lines;
    const message: Said = lines.length === 1 && only ? only : said('saidFieldsNeedChange', { n: lines.length });
    return fail('validation_failed', message, refusals);
  }
  const storeIds = [...new Set(input.store_ids)].sort((a, b) => a - b);
  const saved = await auditedWrite(
    ctx,
    member,
    async (tx, audit): Promise<Result<undefined>> => {
      const known =
        storeIds.length === 0
          ? []
          : await tx.db.selectFrom('stores').select('id').where('id', 'in', storeIds).execute();
      const knownIds = new Set(known.map((store) => store.id));
      const unknown = input.store_ids.findIndex((id) => !knownIds.has(id));
      if (unknown >= 0)
        return fail('validation_failed', said('saidNoSuchStore'), {
          [`store_ids.${unknown}`]: said('saidFieldUnknownStore'),
        });
      const before = input.area_id === null ? undefined : (await areasOf(tx, input.area_id))[0];
      if (input.area_id !== null && !before) return NO_SUCH_AREA;
      const row = {
        name: fields.name.trim(),
        city: fields.city.trim(),
        postcode: pincodeOf(fields.pincode) ?? '',
        latitude: fields.latitude,
        longitude: fields.longitude,
      };
      let areaId: number;
      if (before) {
        areaId = before.id;
        // An area that was its own locality stays so under its new name (a demo place keeps its locality).
        const stored = await tx.db.selectFrom('places').select(['area']).where('id', '=', areaId).executeTakeFirst();
        const area = stored?.area === before.name ? { area: row.name } : {};
        await tx.db
          .updateTable('places')
          .set({ ...row, ...area })
          .where('id', '=', areaId)
          .execute();
      } else {
        // A new area is its own locality: its area is its name, and its state is left to the PIN.
        const made = await tx.db
          .insertInto('places')
          .values({ ...row, area: row.name, state: '' })
          .returning('id')
          .executeTakeFirstOrThrow();
        areaId = made.id;
      }
      const translation = tx.db
        .deleteFrom('catalog_translations')
        .where('entity', '=', 'place')
        .where('entity_id', '=', areaId)
        .where('field', '=', 'name')
        .where('language_code', '=', SECOND_LANGUAGE);
      await translation.execute();
      const secondName = fields.name_mr.trim();
      if (secondName !== '')
        await tx.db
          .insertInto('catalog_translations')
          .values({
            language_code: SECOND_LANGUAGE,
            entity: 'place',
            entity_id: areaId,
            field: 'name',
            text: secondName,
          })
          .execute();
      await tx.db.deleteFrom('place_stores').where('place_id', '=', areaId).execute();
      if (storeIds.length > 0)
        await tx.db
          .insertInto('place_stores')
          .values(storeIds.map((storeId) => ({ place_id: areaId, store_id: storeId })))
          .execute();
      const after = (await areasOf(tx, areaId))[0];
      await audit.record({
        kind: 'area',
        action: before ? 'update' : 'create',
        entityId: areaId,
        storeId: null,
        summary: `${row.name} ${row.postcode}: served by ${storeIds.length} ${storeIds.length === 1 ? 'store' : 'stores'}`,
        before: audited(before),
        after: audited(after),
      });
      return ok(undefined);
    },
    { announce: () => 'all' },
  );
  if (!saved.ok) return saved;
  return ok(await answerOf(ctx));
}

/** Removes one area: customers no longer find it, and no position is named after it. */
export async function removeArea(
  ctx: ShopContext,
  member: StaffMember,
  areaId: number,
): Promise<Result<StaffAreasAnswer>> {
  const removed = await auditedWrite(
    ctx,
    member,
    async (tx, audit): Promise<Result<undefined>> => {
      const before = (await areasOf(tx, areaId))[0];
      if (!before) return NO_SUCH_AREA;
      await tx.db.deleteFrom('place_stores').where('place_id', '=', areaId).execute();
      await tx.db
        .deleteFrom('catalog_translations')
        .where('entity', '=', 'place')
        .where('entity_id', '=', areaId)
        .execute();
      await tx.db.deleteFrom('places').where('id', '=', areaId).execute();
      await audit.record({
        kind: 'area',
        action: 'remove',
        entityId: areaId,
        storeId: null,
        summary: `${before.name} ${before.pincode} removed`,
        before: audited(before),
        after: null,
      });
      return ok(undefined);
    },
    { announce: () => 'all' },
  );
  if (!removed.ok) return removed;
  return ok(await answerOf(ctx));
}
