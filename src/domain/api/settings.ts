// Requests and answers of the settings, languages and version calls (§7).
import { z } from 'zod';
import { id, text } from './fields.ts';

export const getSettingsRequest = z.object({});

/** Every setting as the shop stores it: strings ('true', '10,20,30'); parseSettings types them. */
export interface SettingsAnswer {
  settings: Record<string, string>;
}

export interface LanguageSummary {
  id: number;
  language_name: string;
  code: string;
  is_default: 0 | 1;
}

export const getAllLanguagesRequest = z.object({});
export type AllLanguagesAnswer = LanguageSummary[];

export const getSingleLanguageRequest = z
  .object({ id: id.optional(), code: text(10).min(2).optional() })
  .refine((input) => input.id !== undefined || input.code !== undefined, {
    message: 'send the language id or code',
    path: ['id'],
  });
export interface SingleLanguageAnswer extends LanguageSummary {
  labels: Record<string, string>;
}

/** GET /version.json (§7). */
export interface VersionAnswer {
  forceNewSettingsVersion: string;
  forceCacheClearVersion: string;
}
