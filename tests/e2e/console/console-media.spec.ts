// The console's media library (decision 0269): the admin uploads a picture with its alt texts in
// English and Marathi and finds it in the library, served from /media/ as WebP with a year's
// immutable caching; an SVG is refused with its reason on the file field; axe finds nothing serious
// at a phone's width and a desktop's; screenshots of both widths for docs/screens. Several pictures
// chosen at once go up together, each with its own alt texts.
import type { Browser, BrowserContext } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { expect, test } from '../fixtures.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { islandHydrated } from '../helpers/location.ts';

/** The demo admin (src/server/seed/demo/staff.ts). */
const screen = (name: string) => fileURLToPath(new URL(`../../../docs/screens/${name}`, import.meta.url));

const PRIYA = { email: 'priya@farmcart.example.in', password: 'counter-demo-2026' };

async function signedIn(browser: Browser, baseURL: string | undefined, viewport: { width: number; height: number }) {
  const context: BrowserContext = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await page.goto('/staff/media');
  await expect(page).toHaveURL(/\/staff\/login/);
  await islandHydrated(page, 'StaffLoginForm');
  await page.getByLabel('E-mail').fill(PRIYA.email);
  await page.getByLabel('Password').fill(PRIYA.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff\/media$/);
  await islandHydrated(page, 'MediaLibrary');
  return { context, page };
}

/** A photograph-like picture: a gradient with a sun, 1200 × 900. */
function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7b733"/><stop offset="1" stop-color="#2f8f46"/></linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/><circle cx="820" cy="300" r="160" fill="#ffe27a"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

test.describe('the console’s media library', () => {
  test('the admin uploads a picture with alt texts and sees it in the library; an SVG is refused on the file field', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await signedIn(browser, baseURL, { width: 1280, height: 800 });
    await expect(page.getByRole('link', { name: 'Media' })).toHaveAttribute('aria-current', 'page');
    const form = page.getByRole('form', { name: 'Upload a picture' });
    const file = form.getByLabel('Picture (JPEG, PNG or WebP, up to 10 MB)');
    await expect(file).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');

    // The alt texts are required: the form says so on each field before sending anything.
    await file.setInputFiles({ name: 'mangoes.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await form.getByRole('button', { name: 'Upload' }).click();
    const altEn = form.getByLabel('Alt text in English');
    await expect(altEn).toHaveAttribute('aria-invalid', 'true');
    await expect(altEn).toHaveAccessibleDescription('describe the picture in English');

    await altEn.fill('Ripe Alphonso mangoes on a tray');
    await form.getByLabel('Alt text in Marathi').fill('ताटात पिकलेले हापूस आंबे');
    await form.getByRole('button', { name: 'Upload' }).click();
    await expect(form.getByRole('status')).toHaveText('Uploaded: Ripe Alphonso mangoes on a tray.');
    const tile = page.getByRole('button', { name: /Ripe Alphonso mangoes on a tray/ });
    await expect(tile).toBeVisible();
    await expect(tile.getByText('ताटात पिकलेले हापूस आंबे')).toBeVisible();
    // The thumbnail is the library's own WebP copy, from the shop's origin, cached for a year.
    const thumbnail = tile.locator('img');
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const src = await thumbnail.getAttribute('src');
    expect(src).toMatch(/^\/media\/\d+-160\.webp$/);
    const served = await page.request.get(src ?? '');
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(served.headers()['content-length'])).toBe((await served.body()).length);
    expect((await page.request.get('/media/999999-160.webp')).status()).toBe(404);

    // Chosen: its address (what a store, category or item stores as its image), editable alt texts.
    await tile.click();
    await expect(tile).toHaveAttribute('aria-pressed', 'true');
    const chosen = page.getByRole('region', { name: 'Chosen picture' });
    await expect(chosen.getByLabel(/Image address/)).toHaveValue(/^\/media\/\d+-480\.webp$/);
    await chosen.getByLabel('Alt text in English').fill('Ripe Alphonso mangoes');
    await chosen.getByRole('button', { name: 'Save alt texts' }).click();
    await expect(chosen.getByRole('status')).toHaveText('Alt texts saved.');
    await expect(page.getByRole('button', { name: /^Ripe Alphonso mangoes ताटात/ })).toBeVisible();

    // An SVG named like a picture: refused by its bytes, the reason on the file field.
    await file.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ),
    });
    await form.getByLabel('Alt text in English').fill('Shop logo');
    await form.getByLabel('Alt text in Marathi').fill('दुकानाचा लोगो');
    await form.getByRole('button', { name: 'Upload' }).click();
    await expect(file).toHaveAttribute('aria-invalid', 'true');
    await expect(file).toHaveAccessibleDescription('SVG drawings are not taken: upload a JPEG, PNG or WebP picture.');

    expect(await seriousViolations(page), 'axe on /staff/media at 1280 px').toEqual([]);
    // The console's bar sticks to the top: a full-page screenshot is taken from the top.
    await page.evaluate(() => scrollTo(0, 0));
    await page.screenshot({ path: screen('console-media-1280.png'), fullPage: true });
    await context.close();

    const phone = await signedIn(browser, baseURL, { width: 390, height: 844 });
    await expect(phone.page.getByRole('button', { name: /Ripe Alphonso mangoes/ })).toBeVisible();
    expect(await seriousViolations(phone.page), 'axe on /staff/media at 390 px').toEqual([]);
    await phone.page.evaluate(() => scrollTo(0, 0));
    await phone.page.screenshot({ path: screen('console-media-390.png'), fullPage: true });
    await phone.context.close();
  });

  test('several pictures chosen at once are uploaded together, each with its own alt texts', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await signedIn(browser, baseURL, { width: 390, height: 844 });
    const form = page.getByRole('form', { name: 'Upload a picture' });
    const picture = await photo();
    await form.getByLabel('Picture (JPEG, PNG or WebP, up to 10 MB)').setInputFiles([
      { name: 'methi-bunch.jpg', mimeType: 'image/jpeg', buffer: picture },
      { name: 'kothimbir.jpg', mimeType: 'image/jpeg', buffer: picture },
    ]);
    const methi = form.getByRole('group', { name: /^methi-bunch\.jpg/ });
    const kothimbir = form.getByRole('group', { name: /^kothimbir\.jpg/ });
    await methi.getByLabel('Alt text in English').fill('A bunch of fresh methi');
    await methi.getByLabel('Alt text in Marathi').fill('ताज्या मेथीची जुडी');
    // The second picture's words are its own: missing, it is refused before anything is sent.
    await form.getByRole('button', { name: 'Upload 2 pictures' }).click();
    await expect(kothimbir.getByLabel('Alt text in English')).toHaveAccessibleDescription(
      'describe the picture in English',
    );
    expect(await seriousViolations(page), 'axe on two pictures to upload at 390 px').toEqual([]);
    await page.evaluate(() => scrollTo(0, 0));
    await page.screenshot({ path: screen('console-media-several-390.png'), fullPage: true, scale: 'css' });
    await kothimbir.getByLabel('Alt text in English').fill('Coriander leaves');
    await kothimbir.getByLabel('Alt text in Marathi').fill('कोथिंबीर');
    await form.getByRole('button', { name: 'Upload 2 pictures' }).click();
    await expect(form.getByRole('status')).toHaveText('Uploaded 2 pictures.');
    await expect(page.getByRole('button', { name: /A bunch of fresh methi/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Coriander leaves/ })).toBeVisible();
    await expect(form.getByRole('group')).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => scrollTo(0, 0));
    await page.screenshot({ path: screen('console-media-several-1280.png'), scale: 'css' });
    await context.close();
  });
});
