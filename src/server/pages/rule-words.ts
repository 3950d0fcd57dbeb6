// The words of the domain's rules (`saidRule…`, the server's sentences) in the member's console
// language (decision 0345), for a form that checks a rule before sending: its refusal then reads as
// the server's would, in the same words.
import type { RuleWords } from '../../islands/staff/shell/rule-words.ts';
import type { ShopContext } from '../context.ts';
import { shopTexts } from '../services/shop/texts.ts';

/** Each rule of `tables` (its English by key) in `language`; English where the shop has no word for it. */
export async function ruleWordsIn(
  shop: ShopContext,
  language: string,
  ...tables: readonly Readonly<Record<string, string>>[]
): Promise<RuleWords> {
  const texts = await shopTexts(shop);
  const labels = texts.labels.get(language) ?? {};
  const english = texts.labels.get('en') ?? {};
  const words: Record<string, string> = {};
  for (const table of tables)
    for (const [key, text] of Object.entries(table)) words[key] = labels[key] || english[key] || text;
  return words;
}
