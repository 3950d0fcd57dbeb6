// Requests and answers of the console's words and settings (decision 0284). A save carries one or
// many changes (a row, or every row edited on the screen); whether each may be saved is
// domain/staff/shop-words.ts labelTextRefusal and domain/staff/setting-values.ts checkSettingValue,
// on the server as in the form. A refused change names its field: `mr:navHome` for a label in a
// language, the setting's key for a setting.
import { z } from 'zod';
import { LABEL_TEXT_MAX, type WordRow } from '../../staff/shop-words.ts';
import { SETTING_VALUE_MAX, type SettingType } from '../../staff/setting-values.ts';
import { optionalToken } from '../fields.ts';

/** A label's key or a setting's: as the shop names them (letters, digits, '_' and '-'). */
const key = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z][\w-]*$/, 'must be a key');

/** Tabs and line breaks only, as fields.ts text() 'multi-line', but not trimmed: a label's closing space is its own. */
const MULTI_LINE = /^(?:[\t\n\r]|\P{Cc})*$/u;
const CONTROL_MESSAGE = 'must not contain control characters';

/** What a text may be beyond this is the rule's (domain/staff/shop-words.ts labelTextRefusal). */
const labelText = z
  .string()
  .max(LABEL_TEXT_MAX + 100)
  .regex(MULTI_LINE, CONTROL_MESSAGE);

export const staffWordsRequest = z.strictObject({ token: optionalToken });

export const staffWordsSaveRequest = z.strictObject({
  token: optionalToken,
  labels: z
    .array(
      z.strictObject({
        key,
        language: z
          .string()
          .trim()
          .regex(/^[a-z]{2,3}$/, 'must be a language code'),
        text: labelText,
      }),
    )
    .min(1)
    .max(1_000),
});

export const staffSettingsRequest = z.strictObject({ token: optionalToken });

export const staffSettingsSaveRequest = z.strictObject({
  token: optionalToken,
  settings: z
    .array(
      z.strictObject({
        key,
        value: z
          .string()
          .max(SETTING_VALUE_MAX + 100)
          .regex(MULTI_LINE, CONTROL_MESSAGE),
      }),
    )
    .min(1)
    .max(200),
});

/** The field a refused label change is named by in the answer's `fields`. */
export function labelField(language: string, labelKey: string): string {
  return `${language}:${labelKey}`;
}

export interface WordLanguage {
  code: string;
  name: string;
}

export interface StaffWordsAnswer {
  /** The shop's languages, English first: the columns of the screen. */
  languages: WordLanguage[];
  /** The screens in the order the console lists them. */
  screens: string[];
  rows: WordRow[];
}

export interface StaffWordsSaveAnswer {
  /** The labels saved, as they now read. */
  saved: WordRow[];
  /** The settings version phones now compare with (§7). */
  settings_version: string;
}

export interface SettingView {
  key: string;
  type: SettingType;
  value: string;
}

export interface StaffSettingsAnswer {
  settings: SettingView[];
}

export interface StaffSettingsSaveAnswer {
  saved: SettingView[];
  settings_version: string;
}
