import { describe, expect, it } from 'vitest';
import {
  CHARGE_SETTING_KEYS,
  chargeSettingsOf,
  DEFAULT_CHARGE_SETTINGS,
  treatmentText,
} from '../../../../src/domain/tax/charges.ts';

describe('§10 How charges are taxed', () => {
  it('with nothing set: delivery and packing follow the goods, a tip is no supply, addons go with their item', () => {
    expect(chargeSettingsOf({})).toEqual({
      delivery: { kind: 'principal' },
      packing: { kind: 'principal' },
      tip: { kind: 'outside' },
      addons: { kind: 'item' },
    });
  });

  it('reads what the settings keep, and writes it back the same', () => {
    const stored = {
      [CHARGE_SETTING_KEYS.delivery]: 'rate:1800',
      [CHARGE_SETTING_KEYS.packing]: 'exempt',
      [CHARGE_SETTING_KEYS.tip]: 'outside',
      [CHARGE_SETTING_KEYS.addons]: 'rate:500',
    };
    const settings = chargeSettingsOf(stored);
    expect(settings).toEqual({
      delivery: { kind: 'rate', bp: 1800 },
      packing: { kind: 'exempt' },
      tip: { kind: 'outside' },
      addons: { kind: 'rate', bp: 500 },
    });
    expect(treatmentText(settings.delivery)).toBe('rate:1800');
    expect(treatmentText(settings.addons)).toBe('rate:500');
  });

  it('a stored text that is none of them reads as the default', () => {
    expect(
      chargeSettingsOf({
        [CHARGE_SETTING_KEYS.delivery]: 'rate:99999',
        [CHARGE_SETTING_KEYS.tip]: 'free',
        [CHARGE_SETTING_KEYS.addons]: 'principal',
      }),
    ).toEqual(DEFAULT_CHARGE_SETTINGS);
  });
});
