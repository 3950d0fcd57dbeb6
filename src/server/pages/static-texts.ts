// Settings and labels for the frame of editors' pages (info pages, prerendered at build
// time, and the sign-in screens; campaigns, recipes and the farm-visit page pass the request's own).
// No database is open during `astro build` (it lives in DATA_DIR of the running server),
// so these take the demo shop's seed values in its default language; what depends on the
// customer (items at their location, their language, their cart) is a campaign's or recipe's
// shelf, rendered from the database with the page.
import { parseSettings, type Settings } from '../../domain/settings.ts';
import { pluralKey } from '../../domain/plural.ts';
import { fillTemplate } from '../../domain/text.ts';
import { languageRows } from '../seed/essentials/labels.ts';
import { settingsRows } from '../seed/essentials/settings.ts';

export interface StaticTexts {
  settings: Settings;
  rawSettings: Record<string, string>;
  language: { code: string; language_name: string };
  t(key: string, values?: Record<string, string | number>): string;
}

let cached: StaticTexts | undefined;

export function staticTexts(): StaticTexts {
  if (cached) return cached;
  const rawSettings = Object.fromEntries(settingsRows().map(({ key, value }) => [key, value]));
  const languages = languageRows();
  const language = languages.find((row) => row.is_default === 1) ?? languages[0];
  const labels = language ? (JSON.parse(language.labels) as Record<string, string>) : {};
  cached = {
    settings: parseSettings(rawSettings),
    rawSettings,
    language: { code: language?.code ?? 'en', language_name: language?.language_name ?? 'English' },
    t: (key, values) => {
      const form = pluralKey(
        key,
        values,
        language?.code ?? 'en',
        (candidate) => candidate in labels || candidate in rawSettings,
      );
      const template = labels[form] ?? rawSettings[form] ?? key;
      return values ? fillTemplate(template, values) : template;
    },
  };
  return cached;
}
