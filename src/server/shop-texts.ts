// The shop's settings and the labels islands need, as the JSON a page carries in
// <script type="application/json" id="shop-texts"> (read by src/stores/settings.ts).
// One list for every place that writes it: the app layout and the server islands
// of the prerendered campaign and recipe pages.
import type { PageData } from './page.ts';

/** Labels the React islands show (ItemControls, the options sheet, the cart dialogs, location search). */
const ISLAND_LABEL_KEYS = [
  'addText',
  'variantOptionsText',
  'customisableText',
  'doneText',
  'itemTotalText',
  'soldOutText',
  'closeText',
  'replaceCartTitle',
  'replaceCartSubTitle',
  'replaceCartYesText',
  'replaceCartNoText',
  'inventoryMessage',
  'cartItemNotAvailable',
  'outOfStockText',
  'gpsAccessNotGrantedMsg',
  'useCurrentLocationText',
  'itemSearchNoResultText',
  'chooseVariantText',
  'pickOneText',
  'pickAnyText',
] as const;

/** Safe inside a <script> element: '<' is escaped, so no text can close it. */
export function shopTextsJson(page: Pick<PageData, 'rawSettings' | 't'>): string {
  return JSON.stringify({
    settings: page.rawSettings,
    labels: Object.fromEntries(ISLAND_LABEL_KEYS.map((key) => [key, page.t(key)])),
  }).replace(/</g, '\\u003c');
}
