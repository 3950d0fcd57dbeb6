// Counts the catalogue's screens say ("1 size", "3 items") in the console's words (decision 0345):
// one and many are two words, since a language's plural is not an English "s".
import type { Say } from '../shell/console-words.tsx';

export function sizesText(say: Say, count: number): string {
  return count === 1 ? say('consoleCatalogueSizesOne') : say('consoleCatalogueSizesMany', { count });
}

export function itemsText(say: Say, count: number): string {
  return count === 1 ? say('consoleCatalogueItemsOne') : say('consoleCatalogueItemsMany', { count });
}
