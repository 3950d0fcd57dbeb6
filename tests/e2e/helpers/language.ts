// The shop's language for a browser context: the `lang` cookie the language picker sets.
import type { BrowserContext } from '@playwright/test';

export async function inLanguage(
  context: BrowserContext,
  baseURL: string | undefined,
  code: 'en' | 'mr',
): Promise<void> {
  await context.addCookies([{ name: 'lang', value: code, url: baseURL ?? '' }]);
}
