import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColor, readableTextColor } from '../../../src/domain/color.ts';
import {
  defaultSettings,
  isSettingShown,
  parseBool,
  parseSettings,
  shouldShowGdprBanner,
} from '../../../src/domain/settings.ts';

describe('§3 parseBool: device settings are stored as strings', () => {
  it("reads 'true'/'false' in any case and '1'/'0'", () => {
    expect(parseBool('true', false)).toBe(true);
    expect(parseBool(' TRUE ', false)).toBe(true);
    expect(parseBool('false', true)).toBe(false);
    expect(parseBool('1', false)).toBe(true);
    expect(parseBool('0', true)).toBe(false);
  });

  it("falls back for missing, 'null' and unknown values", () => {
    expect(parseBool(undefined, true)).toBe(true);
    expect(parseBool('null', false)).toBe(false);
    expect(parseBool('yes', true)).toBe(true);
  });
});

describe('parseSettings (§3 device-stored settings)', () => {
  it('turns stored strings into typed values and keeps defaults for missing keys', () => {
    const parsed = parseSettings({
      showVegNonVegBadge: 'false',
      countQuantityAsTotalItemsOnCart: 'true',
      currencyFormat: '$',
      tips: '5,15',
    });
    expect(parsed.showVegNonVegBadge).toBe(false);
    expect(parsed.countQuantityAsTotalItemsOnCart).toBe(true);
    expect(parsed.currencyFormat).toBe('$');
    expect(parsed.tips).toBe('5,15');
    expect(parsed.storeColor).toBe(defaultSettings.storeColor);
  });

  it("§1 the symbol is on the left only for exactly 'left'", () => {
    expect(parseSettings({ currencySymbolAlign: 'left' }).currencySymbolAlign).toBe('left');
    expect(parseSettings({ currencySymbolAlign: 'LEFT' }).currencySymbolAlign).toBe('right');
    expect(parseSettings({ currencySymbolAlign: 'right' }).currencySymbolAlign).toBe('right');
  });

  it('keeps the default when a stored value is null', () => {
    expect(parseSettings({ seoMetaTitle: null }).seoMetaTitle).toBe(defaultSettings.seoMetaTitle);
  });

  it('ignores keys it does not know', () => {
    expect(parseSettings({ somethingElse: 'x' })).toEqual(defaultSettings);
  });
});

describe('§3 defaults of the demo shop (DESIGN: Pune grocer)', () => {
  it('is an Indian grocer: ₹ on the left, minimum-order text with {amount}', () => {
    expect(defaultSettings.currencyFormat).toBe('₹');
    expect(defaultSettings.currencySymbolAlign).toBe('left');
    expect(defaultSettings.minOrderMessage).toBe('Shop for {amount} more to place the order');
  });

  it('storeColor carries white text at 4.5:1 or more (5.40:1 measured)', () => {
    const ratio = contrastRatio(defaultSettings.storeColor, '#ffffff');
    expect(ratio).not.toBeNull();
    expect(ratio ?? 0).toBeGreaterThanOrEqual(4.5);
    expect(ratio ?? 0).toBeCloseTo(5.4, 1);
  });

  it('cartColor-bg carries white text at 4.5:1 or more', () => {
    expect(contrastRatio(defaultSettings['cartColor-bg'], '#ffffff') ?? 0).toBeGreaterThanOrEqual(4.5);
  });
});

describe('§3 storeColor / cartColor-bg contrast (WCAG)', () => {
  it('black on white is 21:1 and a colour on itself 1:1', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1b7a3a', '#1b7a3a')).toBeCloseTo(1, 5);
  });

  it('rejects text that is not a hex colour', () => {
    expect(parseHexColor('green')).toBeNull();
    expect(contrastRatio('rgb(0,0,0)', '#fff')).toBeNull();
  });

  it('chooses dark text on a light brand colour and white on the farm green', () => {
    expect(readableTextColor('#ffd54f')).toBe('#111111');
    expect(readableTextColor('#1b7a3a')).toBe('#ffffff');
  });
});

describe('§2/§4 visibility flags', () => {
  it("§2 social and menu entries hide when the setting is the string 'null'", () => {
    expect(isSettingShown(defaultSettings.desktopSocialYoutubeLink)).toBe(false);
    expect(isSettingShown(defaultSettings.desktopSocialInstagramLink)).toBe(false);
    expect(isSettingShown('https://www.instagram.com/ourshop')).toBe(true);
    expect(isSettingShown('')).toBe(false);
    expect(isSettingShown(null)).toBe(false);
  });

  it("§4 GDPR banner shows when enabled and not yet 'accepted'", () => {
    expect(shouldShowGdprBanner(true, null)).toBe(true);
    expect(shouldShowGdprBanner(true, 'accepted')).toBe(false);
    expect(shouldShowGdprBanner(false, null)).toBe(false);
  });
});
