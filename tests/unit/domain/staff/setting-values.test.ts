// The shop's settings in the console (decision 0284): each setting's type, and a value saved only
// when it reads as that type, normalised as the shop stores it.
import { describe, expect, it } from 'vitest';
import { checkSettingValue, settingTypeOf } from '../../../../src/domain/staff/setting-values.ts';
import { settingsRows } from '../../../../src/server/seed/essentials/settings.ts';

describe('setting types', () => {
  it('colours, tip lists, flags and numbers are typed; anything else is text', () => {
    expect(settingTypeOf('storeColor')).toBe('colour');
    expect(settingTypeOf('cartColor-bg')).toBe('colour');
    expect(settingTypeOf('tips')).toBe('amounts');
    expect(settingTypeOf('tips_percentage')).toBe('amounts');
    expect(settingTypeOf('showGdpr')).toBe('flag');
    expect(settingTypeOf('enableOtpOnRegister')).toBe('flag');
    expect(settingTypeOf('farmVisitCapacityPerDay')).toBe('number');
    expect(settingTypeOf('desktopContactPhone')).toBe('text');
  });

  it('every setting of the release passes its own type’s check unchanged', () => {
    for (const { key, value } of settingsRows())
      expect(checkSettingValue(settingTypeOf(key), value), key).toEqual({ ok: true, value: value.trim() });
  });
});

describe('checking a value', () => {
  it('a colour is # and six hex digits, stored in lower case', () => {
    expect(checkSettingValue('colour', ' #1B7A3A ')).toEqual({ ok: true, value: '#1b7a3a' });
    for (const bad of ['1b7a3a', '#fff', '#12345g', 'green', ''])
      expect(checkSettingValue('colour', bad), bad).toEqual({
        ok: false,
        reason: { key: 'saidRuleSettingColour', text: 'must be a colour as # and six hex digits, e.g. #1b7a3a' },
      });
  });

  it('a flag is exactly true or false', () => {
    expect(checkSettingValue('flag', 'false')).toEqual({ ok: true, value: 'false' });
    expect(checkSettingValue('flag', 'yes')).toMatchObject({ ok: false, reason: { key: 'saidRuleSettingFlag' } });
    expect(checkSettingValue('flag', 'True').ok).toBe(false);
  });

  it('a number is a plain decimal', () => {
    expect(checkSettingValue('number', '18.5074')).toEqual({ ok: true, value: '18.5074' });
    expect(checkSettingValue('number', '-73')).toEqual({ ok: true, value: '-73' });
    for (const bad of ['', '1e3', '4O', '1,000', 'NaN']) expect(checkSettingValue('number', bad).ok, bad).toBe(false);
  });

  it('a tip list is 1 to 6 different whole amounts from 1 to 10,000, stored without spaces', () => {
    expect(checkSettingValue('amounts', '10, 20 ,30')).toEqual({ ok: true, value: '10,20,30' });
    expect(checkSettingValue('amounts', '')).toMatchObject({ ok: false, reason: { key: 'saidRuleSettingAmounts' } });
    expect(checkSettingValue('amounts', '10,,20').ok).toBe(false);
    expect(checkSettingValue('amounts', '10.5').ok).toBe(false);
    expect(checkSettingValue('amounts', '0,10')).toEqual({
      ok: false,
      reason: { key: 'saidRuleSettingAmountRange', params: { max: 10_000 }, text: 'each must be from 1 to 10000' },
    });
    expect(checkSettingValue('amounts', '1,2,3,4,5,6,7')).toMatchObject({
      ok: false,
      reason: { key: 'saidRuleSettingMostAmounts', params: { n: 6 } },
    });
    expect(checkSettingValue('amounts', '10,10')).toMatchObject({
      ok: false,
      reason: { key: 'saidRuleSettingAmountTwice' },
    });
  });

  it('text is anything printable, trimmed; control characters and overlong values are refused', () => {
    expect(checkSettingValue('text', ' null ')).toEqual({ ok: true, value: 'null' });
    expect(checkSettingValue('text', 'a\u0000b')).toMatchObject({
      ok: false,
      reason: { key: 'saidRuleNoControlCharacters' },
    });
    expect(checkSettingValue('text', 'x'.repeat(2_001)).ok).toBe(false);
  });
});
