// server/pages/shop-texts.ts: the page's <script id="shop-texts"> carries only the settings the browser
// parses (decision 0206: the whole stored list was 26 KB of every page), and the
// islands read from it exactly what the server rendered them with (a difference is React's #418).
import { describe, expect, it } from 'vitest';
import { defaultSettings, parseSettings } from '../../../../src/domain/settings.ts';
import { clientSettings, islandTexts, shopTextsJson } from '../../../../src/server/pages/shop-texts.ts';

const raw: Record<string, string> = {
  storeName: 'Green Basket',
  currencySymbolAlign: 'right',
  showVegNonVegBadge: 'false',
  'cartColor-bg': '#123456',
  minOrderMessage: 'Add {amount} more </script>',
  // Page texts the server renders itself: never read by an island.
  seoMetaTitle: 'Green Basket: groceries',
  howToJoinText: 'Join by paying the plan fee at checkout.',
  farmVisitFormIntro: 'Tell us when you would like to visit.',
  desktopContactPhone: '+91 20 1234 5678',
};
const page = {
  rawSettings: raw,
  settings: parseSettings(raw),
  t: (key: string) => `label:${key}`,
  language: { id: 2, code: 'mr', language_name: 'मराठी' },
};

describe("the shop's texts a page carries", () => {
  it('keep only the settings the browser parses, and nothing else', () => {
    const sent = clientSettings(raw);
    expect(Object.keys(sent).sort()).toEqual(
      ['storeName', 'currencySymbolAlign', 'cartColor-bg', 'minOrderMessage'].sort(),
    );
    for (const key of Object.keys(sent)) expect(Object.keys(defaultSettings)).toContain(key);
  });

  it('parse in the browser to the settings the server rendered the islands with', () => {
    const json = JSON.parse(shopTextsJson(page)) as {
      settings: Record<string, string>;
      labels: Record<string, string>;
    };
    expect(parseSettings(json.settings)).toEqual(islandTexts(page).settings);
    expect(json.labels).toEqual(islandTexts(page).labels);
    expect(json.settings).not.toHaveProperty('howToJoinText');
    // Settings of the page's own markup (the head, the veg badge on cards) are not carried either.
    expect(json.settings).not.toHaveProperty('seoMetaTitle');
    expect(json.settings).not.toHaveProperty('showVegNonVegBadge');
  });

  it('carry the offline screen’s texts in the page’s language, for the device to keep', () => {
    const json = JSON.parse(shopTextsJson(page)) as { device: { offline: Record<string, string> } };
    expect(json.device.offline).toEqual({
      lang: 'mr',
      title: 'label:offlineTitleMessage',
      subtitle: 'label:offlineSubTitleMessage',
      action: 'label:tryAgainText',
    });
  });

  it('cannot close their <script> element', () => {
    expect(shopTextsJson(page)).not.toContain('</script>');
    expect(shopTextsJson(page)).toContain('\\u003c/script>');
  });
});
