// The console's media library (decision 0269): the admin uploads a picture with its alt texts in
// English and Marathi and finds it in the library, served from /media/ as WebP with a year's
// immutable caching; an SVG is refused with its reason on the file field; axe finds nothing serious
// at a phone's width and a desktop's; screenshots of both widths for docs/screens. Several pictures
// chosen at once go up together, each with its own alt texts.
import sharp from 'sharp';
import { expect, type StaffSignIn, test } from '../fixtures.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { islandHydrated } from '../helpers/location.ts';

/** The demo admin (src/server/seed/demo/staff.ts). */
const PRIYA = { email: 'priya@farmcart.example.in', password: 'counter-demo-2026' };

async function signedIn(staffAs: StaffSignIn, viewport: { width: number; height: number }) {
  const { context, page } = await staffAs(PRIYA, { viewport });
  await page.goto('/staff/media');
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
    staffAs,
    say,
    screenPath,
  }) => {
    // Two sessions (a desktop's and a phone's), and three uploads made into their widths.
    test.setTimeout(120_000);
    const { context, page } = await signedIn(staffAs, { width: 1280, height: 800 });
    await expect(page.getByRole('link', { name: say('consoleTabMedia') })).toHaveAttribute('aria-current', 'page');
    const form = page.getByRole('form', { name: say('consoleMediaUploadHeading') });
    const file = form.getByLabel(say('consoleMediaFile'));
    await expect(file).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');

    // The alt texts are required: the form says so on each field before sending anything.
    await file.setInputFiles({ name: 'mangoes.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await form.getByRole('button', { name: say('consoleMediaUpload') }).click();
    const altEn = form.getByLabel(say('consoleMediaAltEn'));
    await expect(altEn).toHaveAttribute('aria-invalid', 'true');
    await expect(altEn).toHaveAccessibleDescription(say('consoleFormAltEnMissing'));

    await altEn.fill('Ripe Alphonso mangoes on a tray');
    await form.getByLabel(say('consoleMediaAltMr')).fill('ताटात पिकलेले हापूस आंबे');
    await form.getByRole('button', { name: say('consoleMediaUpload') }).click();
    await expect(form.getByRole('status')).toHaveText(
      say('consoleMediaUploadedOne', { alt: 'Ripe Alphonso mangoes on a tray' }),
    );
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
    const chosen = page.getByRole('region', { name: say('consoleMediaChosen') });
    await expect(chosen.getByLabel(say('consoleMediaAddress'))).toHaveValue(/^\/media\/\d+-480\.webp$/);
    await chosen.getByLabel(say('consoleMediaAltEn')).fill('Ripe Alphonso mangoes');
    await chosen.getByRole('button', { name: say('consoleMediaSaveAlts') }).click();
    await expect(chosen.getByRole('status')).toHaveText(say('consoleMediaAltSaved'));
    await expect(page.getByRole('button', { name: /^Ripe Alphonso mangoes ताटात/ })).toBeVisible();

    // An SVG named like a picture: refused by its bytes, the reason on the file field.
    await file.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ),
    });
    await form.getByLabel(say('consoleMediaAltEn')).fill('Shop logo');
    await form.getByLabel(say('consoleMediaAltMr')).fill('दुकानाचा लोगो');
    await form.getByRole('button', { name: say('consoleMediaUpload') }).click();
    await expect(file).toHaveAttribute('aria-invalid', 'true');
    await expect(file).toHaveAccessibleDescription(say('saidPictureSvg'));

    expect(await seriousViolations(page), 'axe on /staff/media at 1280 px').toEqual([]);
    // The console's bar sticks to the top: a full-page screenshot is taken from the top.
    await page.evaluate(() => scrollTo(0, 0));
    await page.screenshot({ path: screenPath('console-media-1280'), fullPage: true });
    await context.close();

    const phone = await signedIn(staffAs, { width: 390, height: 844 });
    await expect(phone.page.getByRole('button', { name: /Ripe Alphonso mangoes/ })).toBeVisible();
    expect(await seriousViolations(phone.page), 'axe on /staff/media at 390 px').toEqual([]);
    await phone.page.evaluate(() => scrollTo(0, 0));
    await phone.page.screenshot({ path: screenPath('console-media-390'), fullPage: true });
    await phone.context.close();
  });

  test('several pictures chosen at once are uploaded together, each with its own alt texts', async ({
    staffAs,
    say,
    screenPath,
  }) => {
    test.setTimeout(90_000);
    const { context, page } = await signedIn(staffAs, { width: 390, height: 844 });
    const form = page.getByRole('form', { name: say('consoleMediaUploadHeading') });
    const picture = await photo();
    await form.getByLabel(say('consoleMediaFile')).setInputFiles([
      { name: 'methi-bunch.jpg', mimeType: 'image/jpeg', buffer: picture },
      { name: 'kothimbir.jpg', mimeType: 'image/jpeg', buffer: picture },
    ]);
    const methi = form.getByRole('group', { name: /^methi-bunch\.jpg/ });
    const kothimbir = form.getByRole('group', { name: /^kothimbir\.jpg/ });
    await methi.getByLabel(say('consoleMediaAltEn')).fill('A bunch of fresh methi');
    await methi.getByLabel(say('consoleMediaAltMr')).fill('ताज्या मेथीची जुडी');
    // The second picture's words are its own: missing, it is refused before anything is sent.
    const uploadTwo = form.getByRole('button', { name: say('consoleMediaUploadMany', { count: 2 }) });
    await uploadTwo.click();
    await expect(kothimbir.getByLabel(say('consoleMediaAltEn'))).toHaveAccessibleDescription(
      say('consoleFormAltEnMissing'),
    );
    expect(await seriousViolations(page), 'axe on two pictures to upload at 390 px').toEqual([]);
    await page.evaluate(() => scrollTo(0, 0));
    await page.screenshot({ path: screenPath('console-media-several-390'), fullPage: true, scale: 'css' });
    await kothimbir.getByLabel(say('consoleMediaAltEn')).fill('Coriander leaves');
    await kothimbir.getByLabel(say('consoleMediaAltMr')).fill('कोथिंबीर');
    await uploadTwo.click();
    await expect(form.getByRole('status')).toHaveText(say('consoleMediaUploadedMany', { count: 2 }));
    await expect(page.getByRole('button', { name: /A bunch of fresh methi/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Coriander leaves/ })).toBeVisible();
    await expect(form.getByRole('group')).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => scrollTo(0, 0));
    await page.screenshot({ path: screenPath('console-media-several-1280'), scale: 'css' });
    await context.close();
  });
});
