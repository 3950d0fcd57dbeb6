// The server's sentences for a console form's own rules (`saidRule…`), in the member's language
// (decision 0345): a form that checks a domain rule before sending (its refusal a code and its
// values, domain/api/errors.ts Said) says it with these, as the server would have answered it.
import { SAID, type SaidKey } from '../said.ts';
import type { ShopContext } from '../context.ts';
import { shopTexts } from '../services/shop/texts.ts';

/** The sentences whose keys start with one of `prefixes`, in `language`, English where it has none. */
export async function ruleWordsIn(
  shop: ShopContext,
  language: string,
  prefixes: readonly string[],
): Promise<Record<string, string>> {
  const texts = await shopTexts(shop);
  const labels = texts.labels.get(language) ?? {};
  const english = texts.labels.get('en') ?? {};
  const picked: Record<string, string> = {};
  for (const key of Object.keys(SAID) as SaidKey[])
    if (prefixes.some((prefix) => key.startsWith(prefix))) picked[key] = labels[key] || english[key] || SAID[key];
  return picked;
}
