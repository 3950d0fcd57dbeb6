// A faster first paint and less HTML for rows below the fold, from the shopper's side: the
// home, a category and an item page send what a phone's first screen shows, and the rest comes as the
// shopper scrolls (decision 0210): the home's rows from
// /home-rows/{from}, a category's later items a page at a time, an item page's "More from" row from
// /item/{slug}/more. What arrives is styled and works as if it had come with the page; without script
// the "Show more" link opens it as a page of its own.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { encodeLocationCookie } from '../../../src/domain/location-cookie.ts';
import { expect, test } from '../fixtures.ts';
import { addFromCard, cartBar } from '../helpers/cart.ts';
import { watchConsole } from '../helpers/console.ts';
import { KOTHRUD_ADDRESS, locateCustomer, scrollListIn } from '../helpers/location.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

/** A phone of `density` located in Kothrud, the cookie notice accepted. */
async function phoneOfDensity(browser: Browser, baseURL: string | undefined, density: number): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: density,
    isMobile: true,
    hasTouch: true,
  });
  await locateCustomer(context, baseURL ?? '', KOTHRUD_ADDRESS);
  await context.addCookies([{ name: 'gdpr', value: 'accepted', url: baseURL ?? '' }]);
  return context;
}

/** The page's HTML as sent to a customer in Kothrud who accepted the cookie notice. */
async function htmlOf(page: Page, path: string): Promise<string> {
  const answer = await page.request.get(path, {
    headers: { cookie: `loc=${encodeLocationCookie(KOTHRUD_ADDRESS)}; gdpr=accepted` },
  });
  expect(answer.status()).toBe(200);
  return answer.text();
}

test.describe('the home', () => {
  test('sends its first screen, and its rows come, styled and working, as the shopper scrolls', async ({
    located: page,
  }) => {
    const problems = watchConsole(page);
    const html = await htmlOf(page, '/');
    expect(html).not.toContain('Fresh this morning');
    expect(html).not.toContain('Deal of the day');

    const rowsAsked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/home-rows/')) rowsAsked.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'More for you' })).toBeAttached();
    // Only looked at, the page fetches nothing more: once the list's script runs and its observer has
    // reported the link's first state (in the next frames), no rows were asked for.
    await page.waitForFunction(
      () => document.documentElement.dataset.pageTasks === 'ready' && customElements.get('list-more') !== undefined,
    );
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(rowsAsked).toEqual([]);
    await expect(page.getByRole('region', { name: 'Fresh this morning' })).toHaveCount(0);

    await page.mouse.wheel(0, 600);
    const fresh = page.getByRole('region', { name: 'Fresh this morning' });
    await expect(fresh).toBeVisible();
    // Its cards are laid out as the row's own (148 px wide), not as unstyled blocks.
    const card = fresh.locator('article.item-card').first();
    await card.scrollIntoViewIfNeeded();
    const box = await card.boundingBox();
    expect(box?.width).toBeGreaterThan(120);
    expect(box?.width).toBeLessThan(170);

    // A card's Add works as on any page.
    const label = await fresh.getByRole('button', { name: /^Add / }).first().getAttribute('aria-label');
    await addFromCard(page, (label ?? '').replace(/^Add /, ''));
    await expect(cartBar(page)).toContainText('1 item');

    await scrollListIn(page);
    await expect(page.getByRole('heading', { name: 'Deal of the day' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'More for you' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('without script, "More for you" opens the rows as pages of their own', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await context.addCookies([
      { name: 'loc', value: encodeLocationCookie(KOTHRUD_ADDRESS), url: baseURL ?? '' },
      { name: 'gdpr', value: 'accepted', url: baseURL ?? '' },
    ]);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'More for you' }).click();
    await expect(page).toHaveURL(/\/home-rows\/0$/);
    await expect(page.getByRole('heading', { level: 1, name: 'More for you' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Fresh this morning' })).toBeVisible();
    // Each "Show more" opens the next page of rows: wait for it, or a busy machine counts the old page's link.
    const showMore = page.getByRole('link', { name: 'Show more' });
    for (let next = 0; next < 10 && (await showMore.count()) > 0; next += 1) {
      const href = (await showMore.getAttribute('href')) ?? '';
      await showMore.click();
      await page.waitForURL((url) => url.pathname === href);
    }
    await expect(page.getByRole('heading', { name: 'Deal of the day' })).toBeVisible();
    await context.close();
  });

  // decision 0041: the grid and the combos show their pictures
  // 52 px wide, so a phone of density 3 loads the 160 px copies, a screen of
  // density 4 the full pictures; each is shown at the same size.
  for (const [density, copy] of [
    [3, 'small'],
    [4, 'full'],
  ] as const) {
    test(`a phone of density ${density} loads the ${copy} pictures of the category grid and the combos`, async ({
      browser,
      baseURL,
    }) => {
      const context = await phoneOfDensity(browser, baseURL, density);
      const page = await context.newPage();
      const pictures: string[] = [];
      page.on('requestfinished', (request) => {
        const path = new URL(request.url()).pathname;
        if (/^\/images\/(categories|combos)\//.test(path)) pictures.push(path);
      });
      await page.goto('/');
      const grid = page.getByRole('region', { name: 'Categories' });
      // Not Fruits: the spotlight shows its picture larger, and a copy already loaded serves both.
      const vegetables = grid.getByRole('link', { name: 'Vegetables' }).locator('img');
      await vegetables.scrollIntoViewIfNeeded();
      // The copy the browser took (naturalWidth is in CSS pixels once a srcset's density is applied).
      const taken = (img: HTMLImageElement) => (img.complete ? new URL(img.currentSrc).pathname : '');
      await expect
        .poll(() => vegetables.evaluate(taken))
        .toBe(copy === 'small' ? '/images/categories/vegetables.160w.webp' : '/images/categories/vegetables.webp');
      expect(await vegetables.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width)).toBe(52);
      const combos = page
        .getByRole('link', { name: /Combos/ })
        .locator('img')
        .first();
      await combos.scrollIntoViewIfNeeded();
      await expect.poll(() => combos.evaluate(taken)).toMatch(copy === 'small' ? /\.160w\.webp$/ : /\/[a-z-]+\.webp$/);
      const small = pictures.filter((path) => path.endsWith('.160w.webp'));
      if (copy === 'small') expect(small.length).toBeGreaterThanOrEqual(15);
      else expect(small).toEqual([]);
      await context.close();
    });
  }

  // The same for item pictures: cards of 115–170 px take the 320 px copy up to a density of about
  // 2, the full 480 px picture at 3; a cart line (56 px) the 160 px copy up to 2.8, the 320 px one at 3.
  for (const [density, card, line] of [
    [1.75, '320 px', '160w'],
    [3, 'full', '320w'],
  ] as const) {
    test(`a phone of density ${density} loads the ${card} item pictures on cards, and the ${line} copy in the cart`, async ({
      browser,
      baseURL,
    }) => {
      const context = await phoneOfDensity(browser, baseURL, density);
      const page = await context.newPage();
      const taken = (img: HTMLImageElement) => (img.complete ? new URL(img.currentSrc).pathname : '');
      await page.goto('/category/fruits');
      // Papaya is past the first screen's six items: it comes as the shopper scrolls.
      await scrollListIn(page, 'category-items');
      // The card's picture is unnamed (the name under it names the link): found by the link its name is in.
      const papaya = page
        .getByRole('link')
        .filter({ has: page.getByRole('heading', { name: 'Papaya', exact: true }) })
        .first()
        .locator('img');
      await papaya.scrollIntoViewIfNeeded();
      await expect
        .poll(() => papaya.evaluate(taken))
        .toBe(card === 'full' ? '/images/items/papaya.webp' : '/images/items/papaya.320w.webp');
      await addFromCard(page, 'Papaya');
      await page.goto('/cart');
      await expect(page.getByRole('group', { name: 'Papaya in cart' })).toBeVisible();
      // The line's picture is decorative (the name beside it is the link): found by its row.
      const picture = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('group', { name: 'Papaya in cart' }) })
        .locator('img');
      await expect.poll(() => picture.evaluate(taken)).toBe(`/images/items/papaya.${line}.webp`);
      await context.close();
    });
  }

  test('a row page past the last row is not found', async ({ located: page }) => {
    expect((await page.request.get('/home-rows/99')).status()).toBe(404);
    expect((await page.request.get('/home-rows/x')).status()).toBe(404);
  });
});

test('a category sends its first screen of items, and the rest come as the shopper scrolls', async ({
  located: page,
}) => {
  const problems = watchConsole(page);
  const html = await htmlOf(page, '/category/fruits');
  expect(html.match(/<article[^>]* class="item-card/g)?.length).toBe(6);

  await page.goto('/category/fruits');
  const cards = page.locator('#category-items article.item-card');
  await expect(cards).toHaveCount(6);
  await scrollListIn(page, 'category-items');
  expect(await cards.count()).toBeGreaterThan(6);
  // The items that came later are laid out in the grid's two columns.
  const last = cards.last();
  await last.scrollIntoViewIfNeeded();
  expect((await last.boundingBox())?.width).toBeLessThan(200);
  expect(problems).toEqual([]);
});

test('an item page sends its first screen, and "More from" the store comes as the shopper scrolls', async ({
  located: page,
}) => {
  const problems = watchConsole(page);
  const title = 'More from FarmCart Kothrud';
  const html = await htmlOf(page, '/item/alphonso-mango-kothrud');
  expect(html).not.toMatch(/<article[^>]* class="item-card/);
  expect(html).toContain('Alphonso Mango (Ratnagiri)');

  await page.goto('/item/alphonso-mango-kothrud');
  const more = page.getByRole('region', { name: title });
  await expect(more).toHaveCount(0);
  await scrollListIn(page, 'item-more');
  await expect(more).toBeVisible();
  await expect(more.locator('article.item-card').first()).toBeVisible();
  await expect(more.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/stores/farmcart-kothrud');
  expect(problems).toEqual([]);
});
