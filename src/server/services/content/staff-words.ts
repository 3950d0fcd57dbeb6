// The shop's words and settings in the console (decision 0284): every label of every language side
// by side, and the settings that are not words. A save checks each change by the domain's rules,
// writes it with one audit row per label or setting in one transaction, and moves the settings
// version on in the same transaction, so phones refetch (§7, client/version-check.ts); once
// committed, catalogChanged empties the texts and the pages built from them on every instance.
// The essentials seed only adds keys a release brings (seed/essentials/index.ts), so what is saved
// here stays across restarts.
import { fail, ok, type Result, type Said } from '../../../domain/api/errors.ts';
import {
  labelField,
  type SettingView,
  type StaffSettingsAnswer,
  type StaffSettingsSaveAnswer,
  type StaffWordsAnswer,
  type StaffWordsSaveAnswer,
  type WordLanguage,
} from '../../../domain/api/staff/words.ts';
import { checkSettingValue, settingTypeOf, VERSION_SETTING_KEYS } from '../../../domain/staff/setting-values.ts';
import {
  LABEL_SCREENS,
  labelScreenOf,
  labelTextRefusal,
  SOURCE_LANGUAGE,
  type WordRow,
} from '../../../domain/staff/shop-words.ts';
import type { ShopContext } from '../../context.ts';
import { forUpdate } from '../../db/write-transaction.ts';
import { bumpVersionIn } from '../shop/shop-versions.ts';
import { auditedWrite } from '../audit/audited-write.ts';
import type { StaffMember } from '../../../domain/staff/staff.ts';
import { said } from '../../said.ts';

interface StoredLanguage {
  id: number;
  code: string;
  language_name: string;
  labels: Record<string, string>;
}

function parseLabels(json: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
  } catch {
    // A label set that is not JSON reads as none, as the pages read it (seed/essentials/index.ts).
    return {};
  }
}

/** The shop's languages, English first, with their labels; `lock` in a write transaction. */
async function storedLanguages(ctx: ShopContext, lock = false): Promise<StoredLanguage[]> {
  const query = ctx.db.selectFrom('languages').select(['id', 'code', 'language_name', 'labels']).orderBy('id');
  const rows = await (lock ? forUpdate(ctx, query) : query).execute();
  return rows
    .map((row) => ({ ...row, labels: parseLabels(row.labels) }))
    .sort((a, b) => Number(b.code === SOURCE_LANGUAGE) - Number(a.code === SOURCE_LANGUAGE));
}

function wordRow(key: string, languages: readonly StoredLanguage[]): WordRow {
  return {
    key,
    screen: labelScreenOf(key),
    texts: Object.fromEntries(languages.map((language) => [language.code, language.labels[key]])),
  };
}

/** Every key of every language, the English order first. */
function everyKey(languages: readonly StoredLanguage[]): string[] {
  return [...new Set(languages.flatMap((language) => Object.keys(language.labels)))];
}

export async function staffWords(ctx: ShopContext): Promise<Result<StaffWordsAnswer>> {
  const languages = await storedLanguages(ctx);
  return ok({
    languages: languages.map((language): WordLanguage => ({ code: language.code, name: language.language_name })),
    screens: [...LABEL_SCREENS],
    rows: everyKey(languages).map((key) => wordRow(key, languages)),
  });
}

/** A text as the audit log's one line shows it. */
const quoted = (text: string | undefined) =>
  text === undefined ? 'none' : `“${text.length > 60 ? `${text.slice(0, 57)}…` : text}”`;

export async function saveWords(
  ctx: ShopContext,
  member: StaffMember,
  labels: readonly { key: string; language: string; text: string }[],
): Promise<Result<StaffWordsSaveAnswer>> {
  const outcome = await auditedWrite(
    ctx,
    member,
    async (tx, audit): Promise<Result<StaffWordsSaveAnswer | null>> => {
      const languages = await storedLanguages(tx, true);
      const english = languages.find((language) => language.code === SOURCE_LANGUAGE);
      const refusals: Record<string, Said> = {};
      const seen = new Set<string>();
      // The English after this save: a translation keeps its placeholders, the English keeps its own.
      const englishAfter = { ...english?.labels };
      for (const change of labels)
        if (change.language === SOURCE_LANGUAGE && english && Object.hasOwn(english.labels, change.key))
          englishAfter[change.key] = change.text;
      const changed: { language: StoredLanguage; key: string; before: string | undefined; text: string }[] = [];
      for (const change of labels) {
        const field = labelField(change.language, change.key);
        const language = languages.find((one) => one.code === change.language);
        if (seen.has(field)) {
          refusals[field] = said('saidFieldChangedTwice');
          continue;
        }
        seen.add(field);
        if (!language) {
          refusals[field] = said('saidFieldNoLanguageNamed', { language: change.language });
          continue;
        }
        if (!english || !Object.hasOwn(english.labels, change.key)) {
          refusals[field] = said('saidFieldNoSuchLabel');
          continue;
        }
        const source = change.language === SOURCE_LANGUAGE ? english.labels[change.key] : englishAfter[change.key];
        const refusal = labelTextRefusal(change.text, source);
        if (refusal) refusals[field] = refusal;
        else if (language.labels[change.key] !== change.text)
          changed.push({ language, key: change.key, before: language.labels[change.key], text: change.text });
      }
      if (Object.keys(refusals).length > 0)
        return fail('validation_failed', said('saidSomeLabelsNeedChange'), refusals);
      if (changed.length === 0) return ok(null);

      for (const { language, key, before, text } of changed) {
        language.labels[key] = text;
        await audit.record({
          kind: 'label',
          action: 'update',
          entityId: language.id,
          storeId: null,
          summary: `Label ${key} (${language.language_name}): ${quoted(before)} → ${quoted(text)}`,
          before: { key, language: language.code, text: before ?? null },
          after: { key, language: language.code, text },
        });
        // English comes from the settings of the same key (seed/essentials/labels.ts): both read the same.
        if (language.code === SOURCE_LANGUAGE)
          await tx.db.updateTable('settings').set({ value: text }).where('key', '=', key).execute();
      }
      for (const language of new Set(changed.map((one) => one.language)))
        await tx.db
          .updateTable('languages')
          .set({ labels: JSON.stringify(language.labels) })
          .where('id', '=', language.id)
          .execute();
      const version = await bumpVersionIn(tx.db, 'settings');
      return ok({
        saved: [...new Set(changed.map((one) => one.key))].map((key) => wordRow(key, languages)),
        settings_version: version,
      });
    },
    { announce: (saved) => (saved ? 'all' : null) },
  );
  if (!outcome.ok) return outcome;
  if (outcome.value) {
    return ok(outcome.value);
  }
  // Nothing differed from what is stored: nothing written, no version moved.
  const languages = await storedLanguages(ctx);
  return ok({
    saved: [...new Set(labels.map((change) => change.key))].map((key) => wordRow(key, languages)),
    settings_version: await settingsVersion(ctx),
  });
}

async function settingsVersion(ctx: ShopContext): Promise<string> {
  const row = await ctx.db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'forceNewSettingsVersion')
    .executeTakeFirst();
  return row?.value ?? '1';
}

/**
 * The settings the console edits: every row but the words (a setting whose key is also an English
 * label is a text the pages read as a label: edited in Words, which writes both) and the version
 * file's numbers (bumped, never typed).
 */
async function editableSettings(ctx: ShopContext, lock = false): Promise<SettingView[]> {
  const english = (await storedLanguages(ctx)).find((language) => language.code === SOURCE_LANGUAGE);
  const query = ctx.db.selectFrom('settings').select(['key', 'value']).orderBy('key');
  const rows = await (lock ? forUpdate(ctx, query) : query).execute();
  return rows
    .filter((row) => !VERSION_SETTING_KEYS.includes(row.key) && !(english && Object.hasOwn(english.labels, row.key)))
    .map((row) => ({ key: row.key, type: settingTypeOf(row.key), value: row.value }));
}

export async function staffSettings(ctx: ShopContext): Promise<Result<StaffSettingsAnswer>> {
  return ok({ settings: await editableSettings(ctx) });
}

export async function saveSettings(
  ctx: ShopContext,
  member: StaffMember,
  settings: readonly { key: string; value: string }[],
): Promise<Result<StaffSettingsSaveAnswer>> {
  const outcome = await auditedWrite(
    ctx,
    member,
    async (tx, audit): Promise<Result<StaffSettingsSaveAnswer | null>> => {
      const editable = await editableSettings(tx, true);
      const refusals: Record<string, Said> = {};
      const changed: { key: string; before: string; value: string }[] = [];
      const seen = new Set<string>();
      for (const { key, value: typed } of settings) {
        const stored = editable.find((setting) => setting.key === key);
        if (seen.has(key)) {
          refusals[key] = said('saidFieldChangedTwice');
          continue;
        }
        seen.add(key);
        if (!stored) {
          refusals[key] = said('saidFieldNoSuchSetting');
          continue;
        }
        const checked = checkSettingValue(stored.type, typed);
        if (!checked.ok) refusals[key] = checked.reason;
        else if (checked.value !== stored.value) changed.push({ key, before: stored.value, value: checked.value });
      }
      if (Object.keys(refusals).length > 0)
        return fail('validation_failed', said('saidSomeSettingsNeedChange'), refusals);
      if (changed.length === 0) return ok(null);
      for (const { key, before, value } of changed) {
        await tx.db.updateTable('settings').set({ value }).where('key', '=', key).execute();
        await audit.record({
          kind: 'setting',
          action: 'update',
          entityId: null,
          storeId: null,
          summary: `Setting ${key}: ${quoted(before)} → ${quoted(value)}`,
          before: { key, value: before },
          after: { key, value },
        });
      }
      const version = await bumpVersionIn(tx.db, 'settings');
      return ok({
        saved: changed.map(({ key, value }) => ({ key, type: settingTypeOf(key), value })),
        settings_version: version,
      });
    },
    { announce: (saved) => (saved ? 'all' : null) },
  );
  if (!outcome.ok) return outcome;
  if (outcome.value) {
    return ok(outcome.value);
  }
  return ok({ saved: [], settings_version: await settingsVersion(ctx) });
}
