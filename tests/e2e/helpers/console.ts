// Watching a page's console for errors and hydration warnings, and hydrating every island on it as a
// person's first touch would (no page logs a hydration error, in any language).
// Used by console-clean.spec.ts and marathi-catalogue.spec.ts.
import type { Page } from '@playwright/test';

/** Console errors, warnings and uncaught errors of `page` from now on. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || message.type() === 'warning' || /hydrat/i.test(text)) {
      problems.push(`${message.type()} on ${page.url()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`));
  return problems;
}

/**
 * Hydrates every island of the page (the `client:touch` directive starts on the island's first
 * focus, or its opener's), scrolls to the end for islands that wait to be seen, and waits until React owns each.
 */
export async function hydrateEverything(page: Page): Promise<void> {
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  // Islands may arrive later (the next page of a list, loaded as its end comes into view): each
  // poll touches those not yet touched.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>('astro-island')].every((island) => {
        if (island.hasAttribute('ssr')) {
          if (!('touched' in island.dataset)) {
            island.dataset.touched = '';
            // A popup waits for its opener (`client:touch="opener:ID"`): the touch goes there.
            const value = (JSON.parse(island.getAttribute('opts') ?? '{}') as { value?: unknown }).value;
            const opener =
              typeof value === 'string' && value.startsWith('opener:')
                ? document.getElementById(value.slice('opener:'.length))
                : null;
            (opener ?? island).dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
          }
          return false;
        }
        const first = island.firstElementChild;
        return !first || first.tagName === 'TEMPLATE' || Object.keys(first).some((key) => key.startsWith('__react'));
      }),
    undefined,
    { timeout: 15_000 },
  );
}
