// The shop's settings as typed values (§3), read fresh for the rules that depend
// on them on the server: tips, minimum-order text, price format, maps distance.
import type { Kysely } from 'kysely';
import { parseSettings, type Settings } from '../../../domain/settings.ts';
import type { Database } from '../../db/schema.ts';

export async function loadShopSettings(db: Kysely<Database>): Promise<Settings> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  return parseSettings(Object.fromEntries(rows.map((row) => [row.key, row.value])));
}
