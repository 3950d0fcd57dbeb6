// Item names on the cards wrap between words: a word that fits on a line of its card is never split
// across two lines (no "Pomegranat-e" on the home at 390 px where the whole word fits on the next
// line). Only a word longer than the card's line may break.
import type { Page } from '@playwright/test';
import { scrollListIn } from '../helpers/location.ts';
import { expect, test } from '../fixtures.ts';

/** Words of the cards' names that a line holds but that are laid out over two lines. */
async function splitWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const split: string[] = [];
    const ruler = document.createElement('span');
    ruler.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap;hyphens:manual';
    for (const name of document.querySelectorAll<HTMLElement>('.item-card .item-name, .deal-tile h3')) {
      if (name.getClientRects().length === 0) continue;
      const text = name.firstChild;
      if (!(text instanceof Text)) continue;
      const style = getComputedStyle(name);
      const line = name.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      for (const match of text.data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size < 2) continue;
        ruler.style.font = style.font;
        ruler.textContent = match[0];
        name.append(ruler);
        const width = ruler.getBoundingClientRect().width;
        ruler.remove();
        if (width <= line)
          split.push(`${match[0]} in "${text.data}" (${Math.round(width)} px fits ${Math.round(line)} px)`);
      }
    }
    return split;
  });
}

test.describe('item names on the cards at 390 px', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('break between words, never inside a word that fits on a line', async ({ located: page }) => {
    await page.goto('/');
    await scrollListIn(page);
    const names = page.locator('.item-card .item-name');
    expect(await names.count()).toBeGreaterThan(10);
    await expect(page.getByRole('heading', { name: 'Pomegranate (Bhagwa)' }).first()).toBeAttached();
    const style = await names.first().evaluate((name) => {
      const computed = getComputedStyle(name);
      return { hyphens: computed.hyphens, wrap: computed.overflowWrap };
    });
    expect(await splitWords(page)).toEqual([]);
    // Hyphenation only where the text marks it (a soft hyphen); a longer-than-the-line word still breaks.
    expect(style).toEqual({ hyphens: 'manual', wrap: 'break-word' });
    await page.getByRole('heading', { name: 'Pomegranate (Bhagwa)' }).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'docs/screens/item-card-names-390.png' });
  });
});
