// The shop's units (decision 0319): the four every shop starts with (seed/essentials) and those it
// adds in the console (ml, dozen, bunch…), which the item form offers and a catalogue file names
// by symbol. Every member of the catalogue reads them; an admin adds or renames one (the
// dispatcher checks the permission), in the rules of domain/catalogue/units.ts, audited in the
// same transaction. None is removed: sizes and past orders name them.
import type { Kysely } from 'kysely';
import type { CatalogueUnitRow, CatalogueUnitsAnswer } from '../../../domain/api/staff/catalogue.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import { cleanUnit, type UnitFields, unitRefusals } from '../../../domain/catalogue/units.ts';
import { may } from '../../../domain/staff/permissions.ts';
import type { ShopContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { said } from '../../said.ts';
import { auditedWrite } from '../audit/audited-write.ts';
import type { StaffMember } from '../../../domain/staff/staff.ts';

const NO_SUCH_UNIT = fail('not_found', said('saidNoSuchUnit'), { unit_id: said('saidFieldNoSuchUnit') });

async function unitRows(db: Kysely<Database>, unitId?: number): Promise<CatalogueUnitRow[]> {
  let query = db
    .selectFrom('units')
    .select((eb) => [
      'units.id',
      'units.name',
      'units.symbol',
      eb
        .selectFrom('item_variants')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('item_variants.unit_id', '=', 'units.id')
        .where('item_variants.archived_at', 'is', null)
        .as('sizes_count'),
    ])
    .orderBy('units.id');
  if (unitId !== undefined) query = query.where('units.id', '=', unitId);
  // PostgreSQL answers count() as bigint text, SQLite as a number.
  return (await query.execute()).map((row) => ({ ...row, sizes_count: Number(row.sizes_count ?? 0) }));
}

export async function catalogueUnits(ctx: ShopContext, member: StaffMember): Promise<Result<CatalogueUnitsAnswer>> {
  return ok({ units: await unitRows(ctx.db), may_edit: may(member.role, 'categories') });
}

/** Adds a unit (no `unit_id`) or renames one; a symbol another unit spells in any case is refused on `symbol`. */
export async function saveUnit(
  ctx: ShopContext,
  member: StaffMember,
  raw: UnitFields & { unit_id?: number | undefined },
): Promise<Result<{ unit: CatalogueUnitRow }>> {
  const unit = cleanUnit(raw);
  return auditedWrite(ctx, member, async (tx, audit) => {
    const before = raw.unit_id === undefined ? null : ((await unitRows(tx.db, raw.unit_id))[0] ?? null);
    if (raw.unit_id !== undefined && !before) return NO_SUCH_UNIT;
    let others = tx.db.selectFrom('units').select('symbol');
    if (raw.unit_id !== undefined) others = others.where('id', '!=', raw.unit_id);
    const refusals = unitRefusals(unit, await others.execute());
    const count = Object.keys(refusals).length;
    if (count > 0)
      return fail(
        'validation_failed',
        count === 1 ? said('saidOneFieldBeforeSaving') : said('saidFieldsBeforeSaving', { n: count }),
        refusals,
      );
    let unitId: number;
    if (raw.unit_id === undefined) {
      ({ id: unitId } = await tx.db.insertInto('units').values(unit).returning('id').executeTakeFirstOrThrow());
    } else {
      unitId = raw.unit_id;
      await tx.db.updateTable('units').set(unit).where('id', '=', unitId).execute();
    }
    const [after] = await unitRows(tx.db, unitId);
    if (!after) return NO_SUCH_UNIT;
    await audit.record({
      kind: 'unit',
      action: before ? 'update' : 'create',
      entityId: unitId,
      storeId: null,
      summary: before
        ? `Unit ${before.name} (${before.symbol}) renamed ${after.name} (${after.symbol})`
        : `Unit ${after.name} (${after.symbol}) added`,
      before,
      after,
    });
    return ok({ unit: after });
  });
}
