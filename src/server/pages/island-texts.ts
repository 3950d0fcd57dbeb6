// React islands render on the server inside a page's rendering, and again in the browser when they
// hydrate. Both must produce the same text, or React throws hydration error #418 and renders the
// island anew (every island of every page did in Marathi: the server used the built-in English
// defaults, the browser the page's labels). The browser reads the shop's texts from the page's
// JSON element (src/stores/settings.ts); on the server the same texts, those of the request being
// rendered, come from this scope, which src/middleware.ts opens around each page's rendering.
// An AsyncLocalStorage rather than a module variable: requests render concurrently.
import { AsyncLocalStorage } from 'node:async_hooks';
import { readRequestTextsFrom, type ShopTexts } from '../../stores/settings.ts';
import type { PageData } from './page.ts';
import { islandTexts } from './shop-texts.ts';

const scope = new AsyncLocalStorage<() => ShopTexts>();

readRequestTextsFrom(() => scope.getStore()?.());

/** Runs `render` (a page's rendering) with `page`'s island texts as what islands rendered in it read. */
export function withIslandTexts<T>(page: Pick<PageData, 'rawSettings' | 't'>, render: () => Promise<T>): Promise<T> {
  let texts: ShopTexts | undefined;
  return scope.run(() => {
    texts ??= islandTexts(page);
    return texts;
  }, render);
}
