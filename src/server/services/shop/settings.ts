// Settings, languages and the version file (§3 device-stored settings, §4 Startup).
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type {
  AllLanguagesAnswer,
  LanguageSummary,
  SettingsAnswer,
  SingleLanguageAnswer,
  VersionAnswer,
} from '../../../domain/api/settings.ts';
import type { Kysely } from 'kysely';
import { parseBool, parseSettings, type Settings } from '../../../domain/settings.ts';
import type { ShopContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { said } from '../../said.ts';

/** A yes/no setting of the shop ('true'/'false' as stored), or `fallback` when the shop has no row for it. */
export async function settingFlag(ctx: Pick<ShopContext, 'db'>, key: string, fallback: boolean): Promise<boolean> {
  const row = await ctx.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return parseBool(row?.value, fallback);
}

export async function getSettings(ctx: ShopContext): Promise<Result<SettingsAnswer>> {
  const rows = await ctx.db.selectFrom('settings').select(['key', 'value']).orderBy('key').execute();
  return ok({ settings: Object.fromEntries(rows.map((row) => [row.key, row.value])) });
}

export async function getVersion(ctx: ShopContext): Promise<Result<VersionAnswer>> {
  const rows = await ctx.db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', ['forceNewSettingsVersion', 'forceCacheClearVersion'])
    .execute();
  const value = (key: string) => rows.find((row) => row.key === key)?.value ?? '1';
  return ok({
    forceNewSettingsVersion: value('forceNewSettingsVersion'),
    forceCacheClearVersion: value('forceCacheClearVersion'),
  });
}

const languageColumns = ['id', 'language_name', 'code', 'is_default'] as const;

export async function getAllLanguages(ctx: ShopContext): Promise<Result<AllLanguagesAnswer>> {
  const rows = await ctx.db
    .selectFrom('languages')
    .select(languageColumns)
    .where('is_active', '=', 1)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute();
  return ok(rows.map((row): LanguageSummary => ({ ...row, is_default: row.is_default === 1 ? 1 : 0 })));
}

export async function getSingleLanguage(
  ctx: ShopContext,
  which: { id: number } | { code: string },
): Promise<Result<SingleLanguageAnswer>> {
  let query = ctx.db
    .selectFrom('languages')
    .select([...languageColumns, 'labels'])
    .where('is_active', '=', 1);
  query = 'id' in which ? query.where('id', '=', which.id) : query.where('code', '=', which.code);
  const row = await query.executeTakeFirst();
  if (!row)
    return fail(
      'not_found',
      said('saidNoSuchLanguage'),
      'id' in which ? { id: said('saidFieldUnknownLanguage') } : { code: said('saidFieldUnknownLanguage') },
    );
  return ok({
    id: row.id,
    language_name: row.language_name,
    code: row.code,
    is_default: row.is_default === 1 ? 1 : 0,
    labels: JSON.parse(row.labels) as Record<string, string>,
  });
}

/** The shop's settings as typed values (§3), read fresh for the rules that depend on them: tips, minimum-order text, price format, maps distance. */
export async function loadShopSettings(db: Kysely<Database>): Promise<Settings> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  return parseSettings(Object.fromEntries(rows.map((row) => [row.key, row.value])));
}
