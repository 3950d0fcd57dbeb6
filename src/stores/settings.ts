// The shop's settings and labels in the browser. The page's layout writes them
// once into <script type="application/json" id="shop-texts">; islands read them
// here, and render with the defaults on the server (where the page passes props).
import { atom } from 'nanostores';
import { defaultSettings, parseSettings, type Settings } from '../domain/settings.ts';

export interface ShopTexts {
  settings: Settings;
  labels: Record<string, string>;
}

export const SHOP_TEXTS_ELEMENT_ID = 'shop-texts';

function readFromPage(): ShopTexts {
  if (typeof document === 'undefined') return { settings: defaultSettings, labels: {} };
  const element = document.getElementById(SHOP_TEXTS_ELEMENT_ID);
  try {
    const parsed = JSON.parse(element?.textContent ?? '{}') as {
      settings?: Record<string, string>;
      labels?: Record<string, string>;
    };
    return { settings: parseSettings(parsed.settings ?? {}), labels: parsed.labels ?? {} };
  } catch {
    return { settings: defaultSettings, labels: {} };
  }
}

export const $shopTexts = atom<ShopTexts>(readFromPage());

/** The label in the customer's language, else the fallback text. */
export function label(key: string, fallback: string, values?: Record<string, string | number>): string {
  const text = $shopTexts.get().labels[key] ?? fallback;
  return values ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m)) : text;
}
