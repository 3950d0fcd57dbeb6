// The home on a phone (390x844) in Kothrud: the location header and search bar stay at the top once
// scrolled past 100 px without anything jumping (§4/§9), rows of cards start aligned with their
// headings, a narrow (115 px) card shows a name like "Pomegranate (Bhagwa)" whole and no item name is
// cut off at its card's edge, and every text inside a promo banner reads at 12 CSS px or more, on the
// phone and in the desktop landing's phone frame (the banners drew their offers in 6–9 px type).
import type { Browser, Frame, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { scrollListIn } from '../helpers/location.ts';

/** docs/design.md "Frame": 12 px is the smallest type (meta). */
const MIN_TEXT_PX = 12;

interface ShownBanner {
  src: string;
  width: number;
}

/** The promo pictures the home shows (sliders, their header strips, section banners) and their displayed widths. */
async function shownBanners(where: Page | Frame): Promise<ShownBanner[]> {
  return where.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('main .promo img, main img.section-banner')]
      .map((img) => ({ src: img.src, width: img.getBoundingClientRect().width }))
      .filter((banner) => banner.width > 0),
  );
}

/**
 * The rendered size of every text of each banner at its displayed width: its SVG drawn inline at
 * that width in a blank page, each <text>'s font size times its scale on the screen.
 */
async function textSizes(browser: Browser, banners: readonly ShownBanner[]): Promise<string[]> {
  const sheet = await browser.newPage();
  try {
    const sizes: string[] = [];
    for (const banner of banners) {
      // The shop shows the WebP drawn from the banner's SVG at the same proportions (decision 0040): the texts and their sizes are the SVG's.
      const drawing = banner.src.replace(/\.webp$/, '.svg');
      const response = await sheet.request.get(drawing);
      expect(response.ok(), drawing).toBe(true);
      const svg = await response.text();
      const found = await sheet.evaluate(
        ({ svg, width }) => {
          const box = document.createElement('div');
          box.style.width = `${width}px`;
          box.innerHTML = svg;
          const drawing = box.querySelector('svg');
          if (!drawing) return [];
          drawing.setAttribute('width', String(width));
          drawing.removeAttribute('height');
          document.body.append(box);
          const texts = [...drawing.querySelectorAll('text')].map((text) => {
            const matrix = text.getScreenCTM();
            const scale = matrix ? Math.hypot(matrix.a, matrix.b) : 0;
            return { text: text.textContent ?? '', px: Number.parseFloat(getComputedStyle(text).fontSize) * scale };
          });
          box.remove();
          return texts;
        },
        { svg, width: banner.width },
      );
      const name = new URL(banner.src).pathname;
      sizes.push(
        ...found.map(({ text, px }) => `${name} at ${Math.round(banner.width)} px: "${text}" ${px.toFixed(1)} px`),
      );
    }
    return sizes;
  } finally {
    await sheet.close();
  }
}

const tooSmall = (sizes: readonly string[]) =>
  sizes.filter((line) => Number.parseFloat(line.split('" ').at(-1) ?? '0') < MIN_TEXT_PX);

test.describe('the home', () => {
  test('the location header and search bar stay at the top after 100 px of scroll, and nothing under them moves', async ({
    located: page,
  }) => {
    await page.goto('/');
    // The rows below the first screen come as the shopper scrolls.
    await scrollListIn(page);
    await page.evaluate(() => scrollTo(0, 0));
    const header = page.getByRole('link', { name: /Change location/ });
    const search = page.getByRole('link', { name: /Search for/ });
    const categories = page.getByRole('heading', { level: 2 }).first();
    const pageTop = () => categories.evaluate((element) => element.getBoundingClientRect().top + scrollY);
    const before = await pageTop();
    const headerTop = () => header.evaluate((element) => Math.round(element.getBoundingClientRect().top));

    // Under the threshold the header scrolls with the page.
    await page.evaluate(() => scrollTo(0, 60));
    await expect.poll(headerTop).toBeLessThan(0);

    // Past it, header and search bar are fixed at the top of the screen...
    await page.evaluate(() => scrollTo(0, 600));
    await expect(header).toBeInViewport();
    await expect(search).toBeInViewport();
    await expect.poll(headerTop).toBeLessThan(20);
    // ...and the content keeps its place in the page (a placeholder holds the header's height).
    expect(await pageTop()).toBe(before);

    // The threshold is 100 px: at 100 the header scrolls with the page, just past it the header is fixed.
    await page.evaluate(() => scrollTo(0, 100));
    await expect.poll(headerTop).toBeLessThan(0);
    await page.evaluate(() => scrollTo(0, 102));
    await expect.poll(headerTop).toBeGreaterThanOrEqual(0);

    // Back at the top it is in the page's flow again.
    await page.evaluate(() => scrollTo(0, 0));
    await expect.poll(() => pageTop()).toBe(before);

    // A page opened already scrolled (the browser restores the place on a reload) has its header fixed.
    await page.evaluate(() => scrollTo(0, 300));
    await page.reload();
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(100);
    await expect(header).toBeInViewport();
    await expect.poll(headerTop).toBeLessThan(20);
  });

  test('every row of cards and banners starts aligned with its heading, not scrolled by 16 px', async ({
    located: page,
  }) => {
    await page.goto('/');
    // The rows below the first screen come as the shopper scrolls.
    await scrollListIn(page);
    await page.evaluate(() => scrollTo(0, 0));
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    const rows = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter(
          (element) => element.scrollWidth > element.clientWidth + 4 && getComputedStyle(element).overflowX === 'auto',
        )
        .map((element) => ({ row: element.className, scrollLeft: element.scrollLeft })),
    );
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.filter((row) => row.scrollLeft !== 0)).toEqual([]);
  });

  test('a 115 px card shows "Pomegranate (Bhagwa)" whole, the veg mark on its picture', async ({ located: page }) => {
    await page.goto('/');
    // The rows below the first screen come as the shopper scrolls.
    await scrollListIn(page);
    await page.evaluate(() => scrollTo(0, 0));
    const pomegranate = page.getByRole('heading', { name: 'Pomegranate (Bhagwa)', exact: true });
    const card = page.locator('article.item-card[style*="width:115px"]').filter({ has: pomegranate }).first();
    const name = card.getByRole('heading', { name: 'Pomegranate (Bhagwa)', exact: true });
    await name.scrollIntoViewIfNeeded();
    await expect(name).toBeVisible();
    // Not clamped: the whole name fits in the heading's two lines.
    expect(await name.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
    // The veg mark takes none of the name's lines.
    await expect(name.getByRole('img')).toHaveCount(0);
    await expect(card.getByRole('img', { name: 'Veg' })).toBeVisible();
  });
});

test.describe('promo banners', () => {
  test('every text inside every banner of the home reads at 12 px or more on a 390 px phone', async ({
    located: page,
    browser,
  }) => {
    await page.goto('/');
    // The rows below the home's first screen come as the shopper scrolls.
    await scrollListIn(page);
    const banners = await shownBanners(page);
    // The hero, the pantry offers' rows, the weekend and members carousels, the header strips, the sections' banners.
    expect(banners.length).toBeGreaterThanOrEqual(10);
    const sizes = await textSizes(browser, banners);
    expect(sizes.length).toBeGreaterThan(20);
    expect(tooSmall(sizes)).toEqual([]);
  });

  test('and in the desktop landing’s phone frame at 1440x900', async ({ located: page, browser }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/?view=desktop');
    const app = page.frame({ name: 'app' });
    if (!app) throw new Error('no app frame');
    await app.waitForLoadState();
    await expect(app.locator('main')).toBeAttached();
    await scrollListIn(app);
    const banners = await shownBanners(app);
    expect(banners.length).toBeGreaterThanOrEqual(10);
    // The frame's screen is narrower than a phone: the narrowest banners are shown here.
    expect(Math.min(...banners.map((banner) => banner.width))).toBeLessThan(240);
    const sizes = await textSizes(browser, banners);
    expect(sizes.length).toBeGreaterThan(20);
    expect(tooSmall(sizes)).toEqual([]);
  });
});

test.describe('item names on the cards', () => {
  // A server of this describe's own.
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, ownServerEnv: {} });

  test('no item name on the home is cut off at its card’s edge, on the narrow three-column cards too', async ({
    located: page,
  }) => {
    await page.goto('/');
    await scrollListIn(page);
    const clipped = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.item-card .item-name, .deal-tile h3')]
        .filter((name) => name.getClientRects().length > 0 && name.scrollWidth > name.clientWidth + 1)
        .map((name) => `${name.textContent?.trim()} (${name.scrollWidth} > ${name.clientWidth} px)`),
    );
    expect(clipped).toEqual([]);
  });
});
