// The shop's own texts as every page and API answer reads them: the settings, the languages the
// shop offers and each language's labels, loaded together and kept in the catalog cache.
import { parseSettings, type Settings } from '../../../domain/settings.ts';
import { cacheOf } from '../../cache.ts';
import type { ShopContext } from '../../context.ts';
import { getAllLanguages, getSettings, getSingleLanguage } from './settings.ts';

export interface LanguageChoice {
  id: number;
  code: string;
  language_name: string;
}

export interface ShopTexts {
  raw: Record<string, string>;
  settings: Settings;
  languages: LanguageChoice[];
  labels: Map<string, Record<string, string>>;
}

export async function shopTexts(shop: ShopContext): Promise<ShopTexts> {
  return cacheOf<ShopTexts>(shop.db, 'page-texts', 1).getOrLoad('all', async () => {
    const settings = await getSettings(shop);
    const raw = settings.ok ? settings.value.settings : {};
    const all = await getAllLanguages(shop);
    const languages = all.ok ? all.value.map(({ id, code, language_name }) => ({ id, code, language_name })) : [];
    const labels = new Map<string, Record<string, string>>();
    for (const language of languages) {
      const one = await getSingleLanguage(shop, { id: language.id });
      if (one.ok) labels.set(language.code, one.value.labels);
    }
    return { raw, settings: parseSettings(raw), languages, labels };
  });
}

/** The labels of the language a request's context reads (ShopContext.language), for the API's words (said.ts). */
export async function customerLabels(shop: ShopContext): Promise<Readonly<Record<string, string>>> {
  if (shop.language === undefined) return {};
  return (await shopTexts(shop)).labels.get(shop.language) ?? {};
}
