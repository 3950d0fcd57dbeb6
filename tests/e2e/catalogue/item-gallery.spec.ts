// Several pictures of an item, in order (decision 0326), as an editor and a customer meet them: in
// the console's item form an admin adds two pictures, one from the media library and one uploaded in
// the form (each shown with its thumbnail and library name, the placeholder before it has one, its
// alt texts filled from the item's names), moves the last one up with its button, changes one alt text and saves; the
// customer's item page then shows the pictures in that order, each with its alt text, in English and
// in Marathi, with labelled previous and next links. Screens of the form at 390 and 1280, of the page
// at 390 and 1440.
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { CONSENT_COOKIE, GDPR_ACCEPTED } from '../../../src/domain/constants.ts';
import { expect, test } from '../fixtures.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { inLanguage } from '../helpers/language.ts';
import { islandHydrated } from '../helpers/location.ts';

const PRIYA = { email: 'priya@farmcart.example.in', password: 'counter-demo-2026' };
/** A demo item of FarmCart Kothrud, with its one drawn picture. */
const ITEM_ID = 7;
const SCREENS = 'docs/screens';

async function consoleAs(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/staff/login');
  await islandHydrated(page, 'StaffLoginForm');
  await page.getByLabel('E-mail', { exact: true }).fill(PRIYA.email);
  await page.getByLabel('Password', { exact: true }).fill(PRIYA.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  return { context, page };
}

/** A picture in the library, uploaded as the media screen sends it; answers its reference. */
async function upload(page: Page, name: string, colour: string, alt: { en: string; mr: string }): Promise<string> {
  const bytes = await sharp({ create: { width: 600, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const query = new URLSearchParams({ alt_en: alt.en, alt_mr: alt.mr, name });
  const answer = await page.request.post(`/staff/media/upload?${query}`, {
    data: bytes,
    headers: { 'content-type': 'image/jpeg' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { media: { image: string } }).media.image;
}

test.describe('an item’s pictures', () => {
  test.use({ ownServerEnv: {} });

  test('an editor adds two pictures and reorders them; the customer’s item page shows them in that order', async ({
    browser,
    ownServer,
  }) => {
    const { context, page } = await consoleAs(browser, ownServer.baseURL);
    const green = await upload(page, 'papaya-whole.jpg', '#4f8f3a', { en: 'Green square', mr: 'हिरवा चौरस' });

    await page.goto(`/staff/catalogue/item?id=${ITEM_ID}`);
    await islandHydrated(page, 'CatalogueItemForm');
    const name = await page.getByLabel('Name (English)', { exact: true }).inputValue();
    const nameMr = await page.getByLabel('Name (Marathi)', { exact: true }).inputValue();
    const drawn = await page.getByLabel('Picture', { exact: true }).inputValue();
    const pictures = page.getByRole('list').filter({ has: page.getByRole('listitem', { name: /^Picture 1 of/ }) });

    // Two pictures added: one chosen from the library, one uploaded here; each takes the item's
    // names as its alt texts, and shows the placeholder until it has a picture.
    const added = async (number: number) => {
      await page.getByRole('button', { name: 'Add a picture' }).click();
      const entry = pictures.getByRole('listitem', { name: `Picture ${number} of ${number}` });
      await expect(
        entry.getByRole('img', { name: `No picture shown for picture ${number} of the item` }),
      ).toHaveAttribute('src', '/no-picture.svg');
      await expect(entry).toContainText('No picture');
      return entry;
    };
    const second = await added(2);
    await second.getByRole('button', { name: 'Choose from the library' }).click();
    await second.getByRole('button', { name: /Green square/ }).click();
    const third = await added(3);
    const orangeFile = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#e0782a' } })
      .jpeg()
      .toBuffer();
    await third
      .getByLabel('Upload picture 3', { exact: true })
      .setInputFiles({ name: 'papaya-cut.jpg', mimeType: 'image/jpeg', buffer: orangeFile });
    await expect(page.getByLabel('Picture 3', { exact: true })).toHaveValue(/^\/media\/\d+-480\.webp$/);
    const orange = await page.getByLabel('Picture 3', { exact: true }).inputValue();
    for (const number of [2, 3]) {
      await expect(page.getByLabel(`Alt text of picture ${number} (English)`)).toHaveValue(name);
      await expect(page.getByLabel(`Alt text of picture ${number} (Marathi)`)).toHaveValue(nameMr);
    }
    // Each shows its thumbnail and its name in the library.
    await expect(third.getByRole('img', { name: 'Now chosen for picture 3 of the item' })).toHaveAttribute(
      'src',
      orange.replace('-480.', '-160.'),
    );
    await expect(third).toContainText('papaya-cut.jpg');
    await expect(page.getByLabel('Picture 3', { exact: true })).toHaveValue(orange);

    // The orange one moved up with its button (the focus stays on it), and its English alt text changed.
    await third.getByRole('button', { name: 'Move up picture 3' }).click();
    await expect(page.getByLabel('Picture 2', { exact: true })).toHaveValue(orange);
    await expect(page.getByLabel('Picture 3', { exact: true })).toHaveValue(green);
    await expect(page.getByRole('button', { name: 'Move up picture 2' })).toBeFocused();
    await page.getByLabel('Alt text of picture 2 (English)').fill(`${name}, cut open`);
    // Nothing of the form is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Save item' }).click();
    await expect(page.getByRole('status')).toHaveText(/^Saved /);
    // The saved form's pictures at the top of the screen, below the console's header.
    const field = page.getByRole('group', { name: 'Pictures' });
    const shoot = async (path: string) => {
      await field.evaluate((element) => {
        // The console's bars that stay at the top (its header, and its tabs on a wide screen).
        const bars = [...document.querySelectorAll('header, nav')].map((bar) => bar.getBoundingClientRect().bottom);
        const header = Math.max(0, ...bars.filter((bottom) => bottom > 0 && bottom < innerHeight / 2));
        scrollBy(0, element.getBoundingClientRect().top - header - 8);
      });
      await page.screenshot({ path });
    };
    await shoot(`${SCREENS}/console-item-pictures-390.png`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shoot(`${SCREENS}/console-item-pictures-1280.png`);
    const slug = (
      (await (await page.request.post('/api/get-single-item', { data: { id: ITEM_ID } })).json()) as {
        slug: string;
      }
    ).slug;
    await context.close();

    // The customer's item page, in English, then in Marathi.
    const customer = await browser.newContext({ baseURL: ownServer.baseURL, viewport: { width: 390, height: 844 } });
    await customer.addCookies([{ name: CONSENT_COOKIE, value: GDPR_ACCEPTED, url: ownServer.baseURL }]);
    const shopper = await customer.newPage();
    for (const [language, itemName, gallery, cutAlt] of [
      ['en', name, `Pictures of ${name}`, `${name}, cut open`],
      ['mr', nameMr, `${nameMr} ची चित्रे`, nameMr],
    ] as const) {
      await inLanguage(customer, ownServer.baseURL, language);
      await shopper.goto(`/item/${slug}`);
      const list = shopper.getByRole('list', { name: gallery });
      await expect(list.getByRole('img')).toHaveCount(3);
      const shown = await list
        .getByRole('img')
        .evaluateAll((images) => images.map((img) => [img.getAttribute('src'), img.getAttribute('alt')]));
      expect(shown).toEqual([
        [drawn, itemName],
        [orange, cutAlt],
        [green, itemName],
      ]);
      const place = language === 'en' ? 'Picture 2 of 3' : '3 पैकी चित्र 2';
      await expect(list.getByRole('listitem', { name: place })).toBeVisible();
    }
    // The next picture by its link: the row snaps to it.
    await inLanguage(customer, ownServer.baseURL, 'en');
    await shopper.goto(`/item/${slug}`);
    const row = shopper.getByRole('list', { name: `Pictures of ${name}` });
    await row.getByRole('link', { name: 'Next picture' }).first().click();
    await expect.poll(() => row.evaluate((list) => Math.round(list.scrollLeft / list.clientWidth))).toBe(1);
    await expect(shopper.getByRole('img', { name: `${name}, cut open` })).toBeInViewport();
    expect(await seriousViolations(shopper), 'axe on the item page with three pictures').toEqual([]);
    await shopper.screenshot({ path: `${SCREENS}/item-gallery-390.png` });
    await shopper.setViewportSize({ width: 1440, height: 900 });
    await shopper.screenshot({ path: `${SCREENS}/item-gallery-1440.png` });
    await customer.close();
  });
});
