// stores/settings.ts: the shop's settings and labels, read once from the page's
// <script id="shop-texts"> (§1 nearly all labels come from settings and language data), with
// the defaults when the page has none (the server, or a broken element).
import { describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '../../../src/domain/settings.ts';
import { freshDevice } from './device.ts';

async function settingsOfPage(settingsJson: string | null) {
  freshDevice({ settingsJson });
  return import('../../../src/stores/settings.ts');
}

describe("the page's settings and labels", () => {
  it('are parsed from the page: §1 the currency symbol sits left only for "left"', async () => {
    const { $shopTexts } = await settingsOfPage(
      JSON.stringify({
        settings: {
          currencySymbolAlign: 'left',
          countQuantityAsTotalItemsOnCart: 'true',
          inventoryMessage: 'Only so many left',
        },
        labels: { addText: 'जोडा' },
      }),
    );
    const { settings, labels } = $shopTexts.get();
    expect(settings).toMatchObject({
      currencySymbolAlign: 'left',
      countQuantityAsTotalItemsOnCart: true,
      inventoryMessage: 'Only so many left',
    });
    expect(labels).toEqual({ addText: 'जोडा' });
  });

  it("label() answers the customer's language, else the fallback, with {values} filled in", async () => {
    const { label } = await settingsOfPage(
      JSON.stringify({ settings: {}, labels: { shopMoreText: 'Shop for {amount} more to place the order' } }),
    );
    expect(label('shopMoreText', 'fallback', { amount: '₹74' })).toBe('Shop for ₹74 more to place the order');
    expect(label('missingText', 'Item not available')).toBe('Item not available');
    expect(label('shopMoreText', 'fallback', { other: 1 })).toBe('Shop for {amount} more to place the order');
  });

  it('are the defaults when the page has no element or a broken one', async () => {
    for (const json of [null, '{"settings": ']) {
      const { $shopTexts } = await settingsOfPage(json);
      expect($shopTexts.get()).toEqual({ settings: defaultSettings, labels: {} });
    }
  });

  it('are the defaults on the server, where there is no document', async () => {
    freshDevice();
    vi.unstubAllGlobals();
    const { $shopTexts } = await import('../../../src/stores/settings.ts');
    expect($shopTexts.get()).toEqual({ settings: defaultSettings, labels: {} });
  });
});
