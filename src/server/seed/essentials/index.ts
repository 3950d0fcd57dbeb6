// The shop's essentials: what every shop needs before anything else, demo or not (its settings,
// its languages with every label in English and Marathi, the units). Written at every start: a new
// database gets all of it; a database that has it gets only what a release added (settings keys,
// label keys of its languages), and every value the shop holds stays as the shop left it. Never the
// demo catalogue, customers or passwords: those are ../index.ts seedDemoShop, and only outside
// production (config.ts seedsDemoShop). Decision 0267.
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Engine } from '../../db/migrations/columns.ts';
import type { Database, UnitsTable } from '../../db/schema.ts';
import { languageRows } from './labels.ts';
import { settingsRows } from './settings.ts';

/** The units item variants are measured in (their ids are the ones the demo catalogue names). */
const UNITS: Required<Insertable<UnitsTable>>[] = [
  { id: 1, name: 'Kilogram', symbol: 'kg' },
  { id: 2, name: 'Gram', symbol: 'g' },
  { id: 3, name: 'Litre', symbol: 'L' },
  { id: 4, name: 'Piece', symbol: 'pc' },
];

/** What ensureEssentials added: settings keys, label keys per language code, whole tables. */
export interface EssentialsAdded {
  settings: string[];
  labels: Record<string, string[]>;
  languages: boolean;
  units: boolean;
}

/** Keys of `release` the shop's labels lack, added with the release's words; the shop's own kept. */
function withNewKeys(stored: string, release: string): { labels: string; added: string[] } {
  let shop: Record<string, string> = {};
  try {
    const parsed: unknown = JSON.parse(stored);
    if (parsed && typeof parsed === 'object') shop = parsed as Record<string, string>;
  } catch {
    // A label set that is not JSON is read as none by the pages; the release's keys then stand in.
  }
  const added = Object.keys(JSON.parse(release) as Record<string, string>).filter((key) => !Object.hasOwn(shop, key));
  if (added.length === 0) return { labels: stored, added };
  const words = JSON.parse(release) as Record<string, string>;
  for (const key of added) shop[key] = words[key] ?? '';
  return { labels: JSON.stringify(shop), added };
}

/**
 * Gives the database what a shop needs, in one transaction: on first start the settings, the
 * languages and the units; on every start the settings keys and label keys this release has and
 * the database lacks. Nothing the shop changed is overwritten, and a language the shop removed is
 * not brought back (languages and units are written only into empty tables).
 */
export async function ensureEssentials(db: Kysely<Database>, engine: Engine): Promise<EssentialsAdded> {
  return db.transaction().execute(async (trx) => {
    const added: EssentialsAdded = { settings: [], labels: {}, languages: false, units: false };
    const keys = new Set((await trx.selectFrom('settings').select('key').execute()).map((row) => row.key));
    const missing = settingsRows().filter((row) => !keys.has(row.key));
    for (let start = 0; start < missing.length; start += 100) {
      await trx
        .insertInto('settings')
        .values(missing.slice(start, start + 100))
        .execute();
    }
    added.settings = missing.map((row) => row.key);

    const languages = await trx.selectFrom('languages').select(['id', 'code', 'labels']).execute();
    if (languages.length === 0) {
      await trx.insertInto('languages').values(languageRows()).execute();
      added.languages = true;
    } else {
      for (const release of languageRows()) {
        const stored = languages.find((language) => language.code === release.code);
        if (!stored) continue;
        const merged = withNewKeys(stored.labels, release.labels);
        if (merged.added.length === 0) continue;
        await trx.updateTable('languages').set({ labels: merged.labels }).where('id', '=', stored.id).execute();
        added.labels[release.code] = merged.added;
      }
    }

    const units = await trx.selectFrom('units').select('id').limit(1).execute();
    if (units.length === 0) {
      await trx.insertInto('units').values(UNITS).execute();
      added.units = true;
    }
    if (engine === 'postgres' && (added.languages || added.units)) {
      // Explicit ids leave the serial sequences at 1: move them past the rows written.
      for (const table of ['languages', 'units'] as const) {
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
          trx,
        );
      }
    }
    return added;
  });
}
