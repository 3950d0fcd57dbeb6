import { devices, type BrowserContext, type Page } from '@playwright/test';
import { PAGE_TASKS_SCRIPT, SHOP_COLOURS_SCRIPT } from '../../../src/components/inline-scripts.ts';
import { DESKTOP_RELOAD_MS } from '../../../src/domain/constants.ts';
import { expect, test } from '../fixtures.ts';
import { inLanguage } from '../helpers/language.ts';
import { KOTHRUD_ADDRESS, locateCustomer } from '../helpers/location.ts';

// Editors' pages, the desktop landing, languages and consent (decisions 0132 to 0141).

/** The landing's one reload per session (§4) is its own test; the others start as if it had happened. */
async function skipDesktopReload(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => sessionStorage.setItem('desktopReloaded', '1'));
}

const phoneFrame = (page: Page) => page.locator('iframe[name="app"]');

test.describe('the desktop landing (§2 Footer, desktop and install)', () => {
  const { defaultBrowserType: _browser, ...desktop } = devices['Desktop Chrome'];
  test.use({ ...desktop, viewport: { width: 1440, height: 900 } });

  test('at 1440x900, / shows the landing with the app in a phone frame; "use app" makes it sharp', async ({
    page,
    context,
  }) => {
    await skipDesktopReload(context);
    await page.goto('/');
    await expect(page).toHaveURL(/\/\?view=desktop/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Farm-fresh groceries from around Pune, at your door' }),
    ).toBeVisible();
    const frame = phoneFrame(page);
    await expect(frame).toBeVisible();
    // The app itself runs in the frame: with no location yet, its first-run screen.
    await expect(
      page.frameLocator('iframe[name="app"]').getByRole('heading', { name: 'Where should we deliver?' }),
    ).toBeVisible();
    expect(await frame.evaluate((element) => getComputedStyle(element).filter)).toContain('blur');
    // The keyboard reaches "Use the app" without going through the blurred frame's controls.
    let reached = false;
    for (let tab = 0; tab < 30 && !reached; tab++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() =>
        document.activeElement?.matches('[data-use-app]') ? 'use-app' : (document.activeElement?.tagName ?? ''),
      );
      expect(focused).not.toBe('IFRAME');
      reached = focused === 'use-app';
    }
    expect(reached).toBe(true);
    // Escape closes the language menu.
    const languages = page.locator('details.language-menu');
    await languages.locator('summary').click();
    await expect(languages).toHaveAttribute('open', '');
    await page.keyboard.press('Escape');
    await expect(languages).not.toHaveAttribute('open', '');
    await expect(languages.locator('summary')).toBeFocused();

    await page.getByRole('button', { name: 'Use the app' }).click();
    await expect.poll(() => frame.evaluate((element) => getComputedStyle(element).filter)).toBe('none');
    await expect(page.getByRole('button', { name: 'Use the app' })).toBeHidden();
    // Stays sharp after a reload in the same tab.
    await page.reload();
    expect(await phoneFrame(page).evaluate((element) => getComputedStyle(element).filter)).toBe('none');
  });

  test('the landing’s address follows the app in its frame: a reload and a change of language open the page the visitor was on', async ({
    page,
    context,
    baseURL,
  }) => {
    await skipDesktopReload(context);
    await locateCustomer(context, baseURL ?? '', KOTHRUD_ADDRESS);
    await page.goto('/?view=desktop');
    await page.getByRole('button', { name: 'Use the app' }).click();
    const app = page.frameLocator('iframe[name="app"]');
    await app.getByRole('link', { name: 'Fruits', exact: true }).first().click();
    await expect(app.getByRole('heading', { level: 1, name: 'Fruits' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]app=%2Fcategory%2Ffruits(&|$)/);

    await page.reload();
    await expect(
      page.frameLocator('iframe[name="app"]').getByRole('heading', { level: 1, name: 'Fruits' }),
    ).toBeVisible();

    await page.getByLabel('Language: English').click();
    await page.getByRole('link', { name: 'मराठी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    await expect(page).toHaveURL(/[?&]app=%2Fcategory%2Ffruits(&|$)/);
    await expect(page.frameLocator('iframe[name="app"]').locator('html')).toHaveAttribute('lang', 'mr');
    await expect
      .poll(() => new URL(page.frame({ name: 'app' })?.url() ?? 'about:blank').pathname)
      .toBe('/category/fruits');
  });

  test('a language chosen inside the frame is the landing’s too, without a reload by hand', async ({
    page,
    context,
  }) => {
    await skipDesktopReload(context);
    await page.goto('/?view=desktop');
    await page.getByRole('button', { name: 'Use the app' }).click();
    // The first-run screen's own language pills, in the phone.
    await page.frameLocator('iframe[name="app"]').getByRole('link', { name: 'मराठी' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('पुण्याच्या आसपासच्या शेतांतून ताजा किराणा, तुमच्या दारात');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    await expect(page.frameLocator('iframe[name="app"]').locator('html')).toHaveAttribute('lang', 'mr');
    await expect(
      page.frameLocator('iframe[name="app"]').getByRole('heading', { name: 'आम्ही कुठे डिलिव्हरी करावी?' }),
    ).toBeVisible();
    // The landing was loaded again once, and the frame is still open (sharp) for the visitor.
    expect(await phoneFrame(page).evaluate((element) => getComputedStyle(element).filter)).toBe('none');
  });

  test('menu (up to 6), how it works, 5 testimonials, contact and footer columns; "null" entries (the demo shop’s app-store links) hidden', async ({
    page,
    context,
    baseURL,
  }) => {
    await skipDesktopReload(context);
    await page.goto('/?view=desktop');
    const menu = page.getByRole('navigation', { name: 'Menu' }).getByRole('link');
    await expect(menu).toHaveCount(6);
    await expect(menu.first()).toHaveAttribute('target', 'app');
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What Pune says' }).locator('..').getByRole('listitem')).toHaveCount(
      5,
    );
    // desktopPlayStoreLink, desktopAppStoreLink, desktopSocialYoutubeLink and desktopFooterColumn2Link3Url
    // are 'null' in the demo shop (it has no app in a store: a badge led to Google Play's front page).
    await expect(page.getByRole('link', { name: 'Get it on Google Play' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Download on the App Store' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'YouTube' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Careers' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '+91 20 4000 1234' })).toHaveAttribute('href', 'tel:+912040001234');
    await expect(page.getByRole('navigation', { name: 'Help' }).getByRole('link', { name: 'Terms' })).toHaveAttribute(
      'href',
      '/pages/terms',
    );
    await expect(page.getByText('Open this page on your phone for the best experience')).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);
  });

  test('switching language changes the labels of the next page, rendered so by the server (no flash)', async ({
    page,
    context,
    baseURL,
  }) => {
    await skipDesktopReload(context);
    await page.goto('/?view=desktop');
    await page.getByLabel('Language: English').click();
    await page.getByRole('link', { name: 'मराठी' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('पुण्याच्या आसपासच्या शेतांतून ताजा किराणा, तुमच्या दारात');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('2');

    // The next page, as the server sends it: already in Marathi before any script runs.
    await locateCustomer(context, baseURL ?? '', KOTHRUD_ADDRESS);
    await page.setViewportSize({ width: 390, height: 844 });
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('मुख्यपृष्ठ');
    expect(html).not.toMatch(/>Categories</);
    await expect(page.getByRole('navigation', { name: 'मुख्य मेनू' }).getByRole('link', { name: 'मुख्यपृष्ठ' })).toBeVisible();
  });

  test('§4 the first load reloads once, about 2 s after the languages arrive, to apply the device’s language', async ({
    page,
    context,
  }) => {
    // The device chose Marathi earlier, but the cookie that tells the server is gone.
    await context.addInitScript(() => localStorage.setItem('preferredLanguage', '2'));
    // Every navigation the page starts by itself is written down (the tab's sessionStorage outlives a reload).
    await context.addInitScript(() =>
      navigation.addEventListener('navigate', (event) => {
        const started = JSON.parse(sessionStorage.getItem('e2eNavigations') ?? '[]') as string[];
        sessionStorage.setItem('e2eNavigations', JSON.stringify([...started, event.navigationType]));
      }),
    );
    const navigations = () =>
      page.evaluate(() => JSON.parse(sessionStorage.getItem('e2eNavigations') ?? '[]') as string[]);
    // The page's timers run on a clock the test moves: "about 2 s" is checked without waiting for it.
    const opened = new Date('2026-11-22T10:00:00+05:30');
    // Installed a minute before and paused there: a clock installed at `opened` itself has moved on
    // by the time pauseAt runs on a busy machine, and pauseAt cannot go back.
    await page.clock.install({ time: new Date(opened.getTime() - 60_000) });
    await page.clock.pauseAt(opened);
    const heading = page.getByRole('heading', { level: 1 });

    await page.goto('/?view=desktop');
    await expect(heading).toHaveText('Farm-fresh groceries from around Pune, at your door');
    await page.clock.runFor(DESKTOP_RELOAD_MS - 1);
    expect(await navigations()).toEqual([]);
    await Promise.all([page.waitForEvent('load'), page.clock.runFor(1)]);
    await expect(heading).toHaveText('पुण्याच्या आसपासच्या शेतांतून ताजा किराणा, तुमच्या दारात');
    // Once per tab: the reloaded page starts no other navigation, however long it stays open.
    await page.clock.runFor(3 * DESKTOP_RELOAD_MS);
    expect(await navigations()).toEqual(['reload']);
  });

  test('at tablet widths the header wraps: no overlap, the language button whole, no sideways scroll', async ({
    page,
    context,
  }) => {
    await skipDesktopReload(context);
    for (const width of [800, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/?view=desktop');
      const language = page.getByLabel('Language: English');
      const box = await language.boundingBox();
      expect(box && box.x + box.width, `the language button at ${width} px`).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // No two of the header's links and buttons overlap.
      const boxes = await page
        .getByRole('banner')
        .locator('a, button')
        .evaluateAll((elements) =>
          elements
            .filter((element) => element.checkVisibility({ visibilityProperty: true }))
            .map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
        );
      const overlapping = boxes.flatMap((a, i) =>
        boxes
          .slice(i + 1)
          .filter((b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1),
      );
      expect(overlapping, `overlaps at ${width} px`).toEqual([]);
      await page.screenshot({ path: `docs/screens/desktop-landing-${width}.png` });
    }
  });

  // The first screen of a laptop or a tablet on its side: the phone frame whole, and its "Use the app" button
  // not under the cookie notice, which keeps to the pitch's side (decision 0328).
  for (const language of ['en', 'mr'] as const) {
    test(`the phone frame and "Use the app" are on the first screen, clear of the cookie notice (${language})`, async ({
      page,
      context,
      baseURL,
    }) => {
      await skipDesktopReload(context);
      await inLanguage(context, baseURL, language);
      const useApp = page.getByRole('button', { name: language === 'en' ? 'Use the app' : 'ॲप वापरा' });
      const notice = page.getByRole('region', {
        name: language === 'en' ? 'Cookies on this device' : 'या डिव्हाइसवरील कुकीज',
      });
      for (const [width, height] of [
        [800, 900],
        [1024, 768],
        [1440, 900],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto('/?view=desktop');
        await expect(notice).toBeVisible();
        if (language === 'en') await expect(notice).toContainText('on this device. Privacy policy');
        await expect(useApp, `"Use the app" at ${width}×${height}`).toBeInViewport({ ratio: 1 });
        const frame = await phoneFrame(page).boundingBox();
        expect(frame && frame.y >= 0 && frame.y + frame.height <= height, `the frame at ${width}×${height}`).toBe(true);
        const cookies = await notice.boundingBox();
        const overlaps =
          frame && cookies
            ? cookies.x < frame.x + frame.width &&
              frame.x < cookies.x + cookies.width &&
              cookies.y < frame.y + frame.height &&
              frame.y < cookies.y + cookies.height
            : true;
        expect(overlaps, `the cookie notice over the frame at ${width}×${height}`).toBe(false);
        // What a click on the button's middle reaches is the button.
        expect(
          await useApp.evaluate((button) => {
            const box = button.getBoundingClientRect();
            return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
          }),
        ).toBe(true);
        if (language === 'en' && width === 800)
          await page.screenshot({ path: test.info().outputPath(`desktop-first-screen-${width}.png`) });
      }
    });
  }

  test('the GDPR banner of the landing goes after accepting and stays away after a reload', async ({
    page,
    context,
  }) => {
    await skipDesktopReload(context);
    await page.goto('/?view=desktop');
    const banner = page.getByRole('region', { name: 'Cookies on this device' });
    await expect(banner).toBeVisible();
    // The app in the frame does not show a second one.
    await expect(page.frameLocator('iframe[name="app"]').locator('[data-gdpr]')).toHaveCount(0);
    await banner.getByRole('button', { name: 'Okay' }).click();
    await expect(banner).toBeHidden();
    const response = await page.reload();
    expect(await response?.text()).not.toContain('data-gdpr');
    await expect(banner).toHaveCount(0);
  });
});

test.describe('consent in the app (§4 GDPR)', () => {
  test('the banner disappears after accept, stores "accepted", and is not rendered after a reload', async ({
    page,
    context,
    baseURL,
  }) => {
    await locateCustomer(context, baseURL ?? '', KOTHRUD_ADDRESS);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookies on this device' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Okay' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('gdprConsent'))).toBe('accepted');
    const response = await page.reload();
    expect(await response?.text()).not.toContain('data-gdpr');
    await expect(banner).toHaveCount(0);
  });

  test('without JavaScript, accepting posts the form and comes back without the banner', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await locateCustomer(context, baseURL ?? '', KOTHRUD_ADDRESS);
    const page = await context.newPage();
    await page.goto('/categories');
    await page.getByRole('button', { name: 'Okay' }).click();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(page.locator('[data-gdpr]')).toHaveCount(0);
    await context.close();
  });
});

test.describe('editors’ pages at 390x844', () => {
  test('an info page renders its heading, text and the other info pages', async ({ page }) => {
    await page.goto('/pages/refund-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Refund policy' })).toBeVisible();
    await expect(page.getByText('Last updated 15 January 2026')).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await page.getByRole('link', { name: 'About FarmCart' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About FarmCart' })).toBeVisible();
    await expect(page).toHaveTitle('About FarmCart · FarmCart');
  });

  test('the footer’s centre button opens campaign "mango"; its items come priced at the customer’s location', async ({
    located: page,
  }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Mangoes' }).click();
    await expect(page).toHaveURL(/\/campaign\/mango$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Alphonso season' })).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Ripe Ratnagiri Alphonso mangoes in a wooden Devgad crate' }),
    ).toBeVisible();
    const shelf = page.getByRole('region', { name: 'Shop the season' });
    await expect(shelf.getByRole('heading', { name: /Alphonso Mango \(Ratnagiri/ })).toBeVisible();
    await shelf.getByRole('button', { name: 'Add Alphonso Mango Pulp' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByLabel('1 in cart')).toBeVisible();
  });

  test('without a location, the campaign shows the items at its fixed coordinates and asks for a location', async ({
    page,
  }) => {
    await page.goto('/campaign/mango');
    await expect(page.getByRole('region', { name: 'Shop the season' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Select Location' })).toHaveAttribute('href', '/search-location');
  });

  test('an expired campaign says that it has ended', async ({ page }) => {
    await page.goto('/campaign/monsoon-greens');
    await expect(page.getByRole('heading', { level: 1, name: 'Monsoon greens week' })).toBeVisible();
    await expect(page.getByText('This campaign ended on 15 July 2026.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Add / })).toHaveCount(0);
  });

  test('a recipe shows time, servings, steps and its ingredients from one store, and adds them all to the cart', async ({
    located: page,
  }) => {
    await page.goto('/recipe/paneer-bhurji');
    await expect(page.getByRole('heading', { level: 1, name: 'Paneer bhurji' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Method' })).toBeVisible();
    await expect(page.getByText('Servings')).toBeVisible();
    await expect(page.getByText('From FarmCart Kothrud')).toBeVisible();
    const addAll = page.getByRole('button', { name: /^Add all to cart · ₹\d+$/ });
    await addAll.click();
    await expect(page.getByRole('button', { name: '✓ Added to cart' })).toBeVisible();
    const count = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('cart') ?? '{}') as { lines: unknown[] }).lines.length,
    );
    expect(count).toBeGreaterThanOrEqual(5);
    await expect(page.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    // Every ingredient row shows what the cart holds, without a reload.
    const basket = page.locator('[data-recipe-basket] li[data-cart-item]');
    const rows = await basket.count();
    await expect(basket.getByRole('group', { name: / in cart$/ })).toHaveCount(rows);
    await expect(basket.getByRole('button', { name: /^Add (?!one more)/ })).toHaveCount(0);

    // After a reload the basket is still in the cart, and a second tap adds nothing twice.
    const held = () => page.evaluate(() => localStorage.getItem('cart'));
    const before = await held();
    await page.reload();
    const again = page.getByRole('button', { name: '✓ Added to cart' });
    await expect(again).toBeVisible();
    await again.click();
    expect(await held()).toBe(before);
  });

  // Most kitchens have a teaspoon of turmeric and two of oil: the customer can leave a line out
  // of "Add all" (decision 0229).
  test('a recipe’s lines can be unticked: "Add ticked items" adds the rest, its total and the store’s minimum follow', async ({
    located: page,
  }) => {
    await page.goto('/recipe/methi-thepla');
    await expect(page.getByText('Untick what you already have at home.')).toBeVisible();
    const all = page.getByRole('button', { name: 'Add all to cart · ₹482' });
    await expect(all).toBeVisible();
    const oil = page.getByRole('checkbox', { name: /groundnut oil/ });
    const turmeric = page.getByRole('checkbox', { name: /turmeric powder/ });
    await expect(oil).toBeChecked();
    await oil.uncheck();
    await turmeric.uncheck();
    const picked = page.getByRole('button', { name: /^Add ticked items to cart · ₹\d+$/ });
    await expect(picked).toBeVisible();
    const total = Number((await picked.textContent())?.replace(/\D+/g, ''));
    expect(total).toBeLessThan(482);
    await picked.click();
    await expect(page.getByRole('button', { name: '✓ Added to cart' })).toBeVisible();
    const names = await page.evaluate(() =>
      (JSON.parse(localStorage.getItem('cart') ?? '{}') as { lines: { name: string }[] }).lines.map(
        (line) => line.name,
      ),
    );
    expect(names).toContain('Whole Wheat Atta');
    expect(names.some((name) => /Turmeric|Groundnut Oil/.test(name))).toBe(false);

    // Only the turmeric ticked: below FarmCart Kothrud's minimum order, and the page says so.
    await page.evaluate(() => localStorage.removeItem('cart'));
    await page.reload();
    for (const box of await page.getByRole('checkbox').all()) await box.uncheck();
    await expect(page.getByRole('button', { name: 'Tick what you need' })).toBeDisabled();
    await turmeric.check();
    await expect(page.getByText('FarmCart Kothrud takes orders of ₹99 or more.')).toBeVisible();
  });

  test('a recipe buys the size it needs, and another product of the kind where the store lacks the named one', async ({
    located: page,
  }) => {
    // Two cups of atta are the 1 kg bag (₹55), not the product's default 5 kg sack (₹255).
    await page.goto('/recipe/methi-thepla');
    const atta = page.getByRole('listitem').filter({ hasText: '2 cups whole wheat atta' });
    await expect(atta.getByText('1 kg · ₹55')).toBeVisible();
    await page.getByRole('button', { name: /^Add all to cart · ₹\d+$/ }).click();
    await expect(page.getByRole('button', { name: '✓ Added to cart' })).toBeVisible();
    const attaLines = await page.evaluate(() =>
      (
        JSON.parse(localStorage.getItem('cart') ?? '{}') as {
          lines: { name: string; quantity: number; selectedvariant: { name: string } | null }[];
        }
      ).lines
        .filter((line) => line.name === 'Whole Wheat Atta')
        .map((line) => `${line.quantity} × ${line.selectedvariant?.name}`),
    );
    expect(attaLines).toEqual(['1 × 1 kg']);
    // The row's own Add offers the same size first.
    await page.evaluate(() => localStorage.removeItem('cart'));
    await page.reload();
    await atta.getByRole('button', { name: 'Add Whole Wheat Atta' }).click();
    await expect(page.getByRole('dialog').getByRole('radio', { name: /^1 kg/ })).toBeChecked();

    // FarmCart Kothrud has no A2 ghee: the recipe's ghee is its cow ghee, not "Not available here".
    await page.goto('/recipe/aamras');
    const ghee = page.getByRole('listitem').filter({ hasText: '1 tsp ghee' });
    await expect(ghee.getByText('500 ml · ₹420')).toBeVisible();
    await expect(ghee.getByRole('button', { name: 'Add Cow Ghee' })).toBeVisible();
    await expect(page.getByText(/Not available here|Not at /)).toHaveCount(0);
  });

  test('search engines get titles, descriptions, canonical links, Open Graph, a sitemap and robots.txt', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await page.goto('/recipe/aamras');
    await expect(page).toHaveTitle('Aamras with Alphonso · FarmCart');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Silky Maharashtrian aamras/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Aamras with Alphonso');
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    // Pages rendered on request know their origin.
    await locateCustomer(context, baseURL ?? '', KOTHRUD_ADDRESS);
    await page.goto('/?utm_source=test');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'FarmCart: farm-fresh groceries',
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/icons/icon-512.png`);
    // /sitemap.xml is an index of files of at most 50,000 addresses (decision 0181).
    const index = await (await request.get('/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex');
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    expect(files[0]).toBe('/sitemap-0.xml');
    let sitemap = '';
    for (const file of files) sitemap += await (await request.get(file)).text();
    expect((await request.get(`/sitemap-${files.length}.xml`)).status()).toBe(404);
    for (const path of [
      '/pages/about',
      '/campaign/mango',
      '/campaign/home',
      '/recipe/methi-thepla',
      '/category/fruits',
      '/item/alphonso-mango-kothrud',
    ]) {
      expect(sitemap).toContain(`${path}</loc>`);
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
  });
});

// decision 0134, decision 0136: info
// pages ship no JavaScript but what every page loads (the page tasks: the version check, the service
// worker's registration, the acting banner when its cookie is there; read from the built output, dist/client). Campaign and recipe pages are
// rendered on request, their shelf in the same answer: besides those, only the cart's islands (Astro's
// island element and the `client:touch` directive), their data, and the shop's colours.
const scripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes = '', body = '']) => ({
    attributes,
    body,
  }));
type Script = ReturnType<typeof scripts>[number];
const inline = (script: Script) => !/\bsrc=/.test(script.attributes);
// The version check (§4 Startup and device): every page reads /version.json once the
// browser is idle, through the page tasks (src/client/page-tasks.ts, no framework code), which a few
// hashed bytes of UpdatingOverlay.astro import at the load event (for a faster first paint); the
// page tasks also register the service worker and name the manifest then.
const isVersionCheck = (script: Script) => script.body === PAGE_TASKS_SCRIPT && inline(script);
const everyPageLoads = isVersionCheck;

test.describe('info pages, rendered from the database', () => {
  test('info pages load no script but the page tasks (the worker’s registration, the version check, the acting banner)', async ({
    request,
  }) => {
    for (const slug of ['about', 'contact', 'privacy', 'refund-policy', 'terms']) {
      const answer = await request.get(`/pages/${slug}`);
      expect(answer.status(), slug).toBe(200);
      const html = await answer.text();
      expect(
        scripts(html).filter((script) => !everyPageLoads(script)),
        slug,
      ).toEqual([]);
      expect(html, slug).not.toMatch(/<astro-island|modulepreload|\son[a-z]+=/);
    }
  });
});

test.describe('campaign and recipe pages in one answer', () => {
  const isData = (script: Script) => /\btype="application\/(ld\+)?json"/.test(script.attributes);
  const isIslandElement = (script: Script) =>
    inline(script) && script.body.includes('customElements.define("astro-island"');
  const isTouchDirective = (script: Script) =>
    inline(script) && script.body.includes('(self.Astro||(self.Astro={})).touch=');
  const isShopColours = (script: Script) => script.body === SHOP_COLOURS_SCRIPT && inline(script);

  test('the shelf is in the page’s HTML: no server island, no placeholder, no script but the cart’s islands', async ({
    request,
  }) => {
    for (const path of ['/campaign/mango', '/campaign/home', '/campaign/monsoon-greens', '/recipe/aamras']) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(200);
      const html = await answer.text();
      expect(html, path).toMatch(/<div class="(campaign-shelf|recipe-basket)"/);
      expect(html, path).not.toMatch(/_server-islands|replaceServerIsland|data-island-id|shimmer|skeleton/);
      const other = scripts(html).filter(
        (script) =>
          !everyPageLoads(script) &&
          !isData(script) &&
          !isIslandElement(script) &&
          !isTouchDirective(script) &&
          !isShopColours(script),
      );
      expect(other, path).toEqual([]);
      expect(html, path).not.toMatch(/modulepreload|\son[a-z]+=/);
    }
  });

  test('an unknown campaign or recipe is the fallback screen with 404', async ({ page }) => {
    for (const path of ['/campaign/no-such-campaign', '/recipe/no-such-recipe']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
    }
  });
});
