// The shop's settings as the console edits them (decision 0284): each setting has a type, and a
// value is saved only when it reads as that type, the way the shop's code reads it (settings.ts
// parseBool, orders/tips.ts parseTipList, the brand colour's CSS). Settings are stored as strings
// (§3); a setting no table below names is plain text. Pure: the form and the server check alike.
import { defaultSettings } from '../settings.ts';
import type { Said } from '../api/errors.ts';
import { fieldRule } from '../field-rules.ts';
import type { ConsoleWordKey } from './console-words.ts';
import { hasControlCharacters, wordsRule } from './shop-words.ts';

export type SettingType = 'colour' | 'amounts' | 'flag' | 'number' | 'text';

/** The longest setting value taken (the longest of the release is the farm visit's list of options). */
export const SETTING_VALUE_MAX = 2_000;

/** Flags the shop reads with parseBool beside those typed in domain/settings.ts. */
const EXTRA_FLAGS = ['showSectionSearch', 'enableOtpOnRegister', 'enableDeliveryCode', 'allowRefundToWallet'];

const TYPED: Readonly<Record<string, SettingType>> = {
  storeColor: 'colour',
  'cartColor-bg': 'colour',
  tips: 'amounts',
  tips_percentage: 'amounts',
  farmVisitCapacityPerDay: 'number',
  riderWaitAlertMinutes: 'number',
  campaignLatitude: 'number',
  campaignLongitude: 'number',
  ...Object.fromEntries(EXTRA_FLAGS.map((key) => [key, 'flag'])),
  ...Object.fromEntries(
    Object.entries(defaultSettings)
      .filter(([, value]) => typeof value === 'boolean')
      .map(([key]) => [key, 'flag']),
  ),
};

/**
 * The version file's numbers (§7): bumped by a saved change and by the "Customers' app" screen
 * (services/shop/shop-versions.ts), never typed in.
 */
export const VERSION_SETTING_KEYS: readonly string[] = ['forceNewSettingsVersion', 'forceCacheClearVersion'];

export function settingTypeOf(key: string): SettingType {
  return TYPED[key] ?? 'text';
}

/** What the console's form says under a field of each type: its console word (decision 0345). */
export const SETTING_TYPE_HINTS: Readonly<Record<SettingType, ConsoleWordKey>> = {
  colour: 'consoleSettingsHintColour',
  amounts: 'consoleSettingsHintAmounts',
  flag: 'consoleSettingsHintFlag',
  number: 'consoleSettingsHintNumber',
  text: 'consoleSettingsHintText',
};

/** How many amounts a list may offer (the cart shows them as one row of buttons). */
const MOST_AMOUNTS = 6;
const LARGEST_AMOUNT = 10_000;
const NUMBER = /^-?\d{1,9}(\.\d{1,6})?$/;
const COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * The value to store for what was typed into a setting of `type` (trimmed; a colour in lower case;
 * a list without spaces), or why it is refused: the reason reads after the setting's name.
 */
export function checkSettingValue(
  type: SettingType,
  typed: string,
): { ok: true; value: string } | { ok: false; reason: Said } {
  const value = typed.trim();
  if (value.length > SETTING_VALUE_MAX)
    return { ok: false, reason: fieldRule('saidRuleAtMostCharacters', { max: SETTING_VALUE_MAX }) };
  if (hasControlCharacters(value)) return { ok: false, reason: fieldRule('saidRuleNoControlCharacters') };
  switch (type) {
    case 'colour':
      return COLOUR.test(value)
        ? { ok: true, value: value.toLowerCase() }
        : { ok: false, reason: wordsRule('saidRuleSettingColour') };
    case 'flag':
      return value === 'true' || value === 'false'
        ? { ok: true, value }
        : { ok: false, reason: wordsRule('saidRuleSettingFlag') };
    case 'number':
      return NUMBER.test(value) ? { ok: true, value } : { ok: false, reason: wordsRule('saidRuleSettingNumber') };
    case 'amounts': {
      const parts = value.split(',').map((part) => part.trim());
      if (value === '' || parts.some((part) => !/^\d{1,5}$/.test(part)))
        return { ok: false, reason: wordsRule('saidRuleSettingAmounts') };
      const amounts = parts.map(Number);
      if (amounts.some((amount) => amount < 1 || amount > LARGEST_AMOUNT))
        return { ok: false, reason: wordsRule('saidRuleSettingAmountRange', { max: LARGEST_AMOUNT }) };
      if (amounts.length > MOST_AMOUNTS)
        return { ok: false, reason: wordsRule('saidRuleSettingMostAmounts', { n: MOST_AMOUNTS }) };
      if (new Set(amounts).size !== amounts.length)
        return { ok: false, reason: wordsRule('saidRuleSettingAmountTwice') };
      return { ok: true, value: amounts.join(',') };
    }
    case 'text':
      return { ok: true, value };
  }
}
