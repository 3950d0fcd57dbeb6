// The shop's settings and labels in the browser. The page's layout writes them
// once into <script type="application/json" id="shop-texts">; islands read them
// here. On the server an island renders with the same texts, those of the request
// being rendered (src/server/pages/island-texts.ts), so the HTML React hydrates is the HTML
// it would render: same language, same settings (a difference is hydration error #418).
import { atom } from 'nanostores';
import { SHOP_TEXTS_ELEMENT_ID } from '../domain/constants.ts';
import type { ReplaceCartTexts } from '../domain/orders/cart.ts';
import { defaultSettings, parseSettings, type Settings } from '../domain/settings.ts';

export interface ShopTexts {
  settings: Settings;
  labels: Record<string, string>;
}

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

let requestTexts: (() => ShopTexts | undefined) | undefined;

/**
 * On the server: where the texts of the request being rendered come from (src/server/pages/island-texts.ts
 * registers it). Never called in the browser, where the page's own JSON is read.
 */
export function readRequestTextsFrom(source: () => ShopTexts | undefined): void {
  requestTexts = source;
}

/** The shop's texts as the island rendering now sees them: the request's on the server, the page's in the browser. */
export function shopTexts(): ShopTexts {
  return (typeof document === 'undefined' ? requestTexts?.() : undefined) ?? $shopTexts.get();
}

/** The label in the customer's language, else the fallback text. */
export function label(key: string, fallback: string, values?: Record<string, string | number>): string {
  const text = shopTexts().labels[key] ?? fallback;
  return values ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m)) : text;
}

/** The replace dialog's texts from the page's labels (an item's Add, a recipe's Add all). */
export function replaceCartTexts(): ReplaceCartTexts {
  const { settings } = shopTexts();
  return {
    title: label('replaceCartTitle', settings.replaceCartTitle),
    yes: label('replaceCartYesText', settings.replaceCartYesText),
    no: label('replaceCartNoText', settings.replaceCartNoText),
    plain: label('replaceCartSubTitle', settings.replaceCartSubTitle),
    stores: label('replaceCartStoresText', 'Your cart has items from {current}. Replace them with {item} from {next}?'),
    items: label(
      'replaceCartItemsFromText',
      'Your cart has items from {current}. Replace them with the items from {next}?',
    ),
  };
}
