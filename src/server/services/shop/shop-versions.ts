// §4/§7 The version file's two numbers, bumped by an admin (decision 0248).
// GET /version.json reads them from the settings table on every call;
// the bump also empties the settings the pages hold (catalogChanged, on every instance), so the
// device that refetches its settings gets the new ones.
import type { Kysely } from 'kysely';
import type { ShopVersionBump } from '../../../domain/api/device.ts';
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { VersionAnswer } from '../../../domain/api/settings.ts';
import { catalogChanged } from '../../cache.ts';
import type { ShopContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { inWriteTransaction } from '../../db/write-transaction.ts';
import { getVersion } from './settings.ts';
import type { StaffMember } from '../../../domain/staff/staff.ts';
import { said } from '../../said.ts';

const KEY_OF: Record<ShopVersionBump, 'forceNewSettingsVersion' | 'forceCacheClearVersion'> = {
  settings: 'forceNewSettingsVersion',
  cache_clear: 'forceCacheClearVersion',
};

/** The version after `current`: the next whole number (a version that is not one becomes 1). */
export function nextVersion(current: string | undefined): string {
  const number = Number(current);
  return String(Number.isSafeInteger(number) && number >= 0 ? number + 1 : 1);
}

/**
 * Moves one of the version file's numbers on within `db` (a write transaction's, so the change that
 * needs it and the bump land together); answers the new number. The caller empties the caches
 * (catalogChanged) once the transaction has committed.
 */
export async function bumpVersionIn(db: Kysely<Database>, bump: ShopVersionBump): Promise<string> {
  const key = KEY_OF[bump];
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  const value = nextVersion(row?.value);
  if (row) await db.updateTable('settings').set({ value }).where('key', '=', key).execute();
  else await db.insertInto('settings').values({ key, value }).execute();
  return value;
}

export async function bumpShopVersion(
  ctx: ShopContext,
  member: Pick<StaffMember, 'role'>,
  bump: ShopVersionBump,
): Promise<Result<VersionAnswer>> {
  if (member.role !== 'admin') return fail('forbidden', said('saidAdminsOnlyVersions'));
  const written = await inWriteTransaction(ctx, async (tx): Promise<Result<void>> => {
    await bumpVersionIn(tx.db, bump);
    return ok(undefined);
  });
  if (!written.ok) return written;
  catalogChanged(ctx.db);
  return getVersion(ctx);
}
