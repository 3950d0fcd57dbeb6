// The customers' home composed in the console (decision 0283), as Anil the editor: he moves a
// section up and adds a slide with a picture from the media library and a link chosen by search; a
// slide without alt text is refused on its field; the preview at a demo place shows his draft while
// customers still see the published home; he publishes, and a customer at that place sees both
// changes. axe finds nothing serious; screenshots at 390 and 1280 px. Then (decision 0317) he adds a
// promo slider with a slide and a featured section, orders them, points the footer's centre button
// at an info page, previews and publishes: customers see the rows in English and Marathi, and the
// footer's button leads to the page.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../fixtures.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { islandHydrated, KOTHRUD_ADDRESS, locateCustomer } from '../helpers/location.ts';

const SLIDE_ALT = 'Fresh methi and palak bunches in the rain';
const HERO_ALT = 'Ratnagiri Alphonso mangoes are here';
const WINTER_ALT = 'Mustard greens stacked at the Kothrud market';
const WINTER_ALT_MR = 'कोथरूड बाजारात रचलेली मोहरीची पाने';
const SECTION_TITLE = 'Tomatoes of the week';
const SECTION_TITLE_MR = 'आठवड्याचे टोमॅटो';

/** A banner-like picture: green with a band of leaves' colour (or the colour given), 1200 × 600. */
function banner(band = '#8cc63f'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600">
    <rect width="1200" height="600" fill="#2f8f46"/><rect y="380" width="1200" height="220" fill="${band}"/>
    <circle cx="300" cy="260" r="120" fill="#d9f2c7"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** Uploads a picture to the media library with its alt texts. */
async function uploadPicture(page: Page, name: string, alt: { en: string; mr: string }, band?: string) {
  await page.goto('/staff/media');
  await islandHydrated(page, 'MediaLibrary');
  const upload = page.getByRole('form', { name: 'Upload a picture' });
  await upload
    .getByLabel('Picture (JPEG, PNG or WebP, up to 10 MB)')
    .setInputFiles({ name, mimeType: 'image/jpeg', buffer: await banner(band) });
  await upload.getByLabel('Alt text in English').fill(alt.en);
  await upload.getByLabel('Alt text in Marathi').fill(alt.mr);
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByRole('status')).toHaveText(`Uploaded: ${alt.en}.`);
}

/** The position of each text in the located home's rows, as a customer's browser gets them. */
async function rowsHtml(page: Page): Promise<string> {
  const pages: string[] = [];
  for (let from = 0; from < 40; from += 4) {
    const answer = await page.request.get(`/home-rows/${from}`);
    if (answer.status() === 404) break;
    expect(answer.status()).toBe(200);
    pages.push(await answer.text());
  }
  return pages.join('\n');
}

test.describe('the home composed in the console', () => {
  test.use({ ownServerEnv: {} });

  test('an editor moves a section up, adds a slide, previews at a place and publishes; customers see both', async ({
    staffAs,
    browser,
    ownServer,
  }) => {
    test.setTimeout(150_000);
    const { context, page } = await staffAs('editor', { viewport: { width: 1280, height: 800 } });

    // A picture for the slide, with its alt texts, in the media library.
    await uploadPicture(page, 'greens.jpg', { en: SLIDE_ALT, mr: 'पावसातील मेथी आणि पालकाच्या जुड्या' });

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/staff\/home$/);
    await islandHydrated(page, 'StaffHome');
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    const rows = page.getByRole('list', { name: 'Rows of the home, top to bottom' }).locator(':scope > li');
    await expect(rows.first()).toContainText('Home hero');
    await expect(rows.nth(1)).toContainText('Fresh this morning');

    // Move the section up with the keyboard: the button keeps the focus (its twin at the top).
    await page.getByRole('button', { name: 'Move Fresh this morning up' }).focus();
    await page.keyboard.press('Enter');
    await expect(rows.first()).toContainText('Fresh this morning');
    await expect(page.getByRole('button', { name: 'Move Fresh this morning down' })).toBeFocused();

    // A new slide in the hero slider.
    await page.getByRole('button', { name: 'Edit Home hero' }).click();
    await page.getByRole('button', { name: 'Add a slide to Home hero' }).click();
    const slides = page.getByRole('list', { name: 'Slides of Home hero' }).locator(':scope > li');
    const slide = slides.last();
    await expect(slide.getByLabel('Slide name')).toBeFocused();
    await slide.getByLabel('Slide name').fill('Monsoon greens');
    await slide.getByRole('button', { name: 'Choose from the library' }).click();
    await slide.getByRole('button', { name: new RegExp(SLIDE_ALT) }).click();
    await expect(slide.getByLabel('Alt text (English)')).toHaveValue(SLIDE_ALT);
    await slide.getByLabel('Leads to').selectOption({ label: 'A category' });
    await slide.getByLabel('Find the category it leads to').fill('leafy');
    await slide.getByLabel('Find the category it leads to').press('Enter');
    await slide.getByRole('button', { name: 'Choose Leafy Greens' }).click();
    await expect(slide.getByText('Leads to Leafy Greens')).toBeVisible();

    // A picture without alt text is refused on its field, before anything is sent.
    await slide.getByLabel('Alt text (English)').fill('');
    await page.getByRole('button', { name: 'Publish' }).click();
    const alt = slide.getByLabel('Alt text (English)');
    await expect(alt).toHaveAttribute('aria-invalid', 'true');
    await expect(alt).toHaveAccessibleDescription(/say what the picture shows/);
    await expect(alt).toBeFocused();
    expect(await seriousViolations(page), 'axe on /staff/home with a refused field').toEqual([]);
    await alt.fill(SLIDE_ALT);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status')).toHaveText('Draft saved. Customers still see the published home.');
    await slide.getByLabel('Slide name').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'docs/screens/console-home-1280.png', fullPage: false });

    // The preview at a demo place shows the draft.
    await page.getByLabel('Preview at').selectOption({ label: 'Kothrud' });
    await page.getByRole('button', { name: 'Preview the draft here' }).click();
    await expect(page).toHaveURL(/\/staff\/home\/preview\?lat=18\.5074&lng=73\.8077/);
    await expect(page.getByRole('heading', { name: 'Preview at Kothrud', level: 1 })).toBeVisible();
    await expect(page.getByText('Your draft: customers do not see it until it is published.')).toBeVisible();
    const frame = page.frameLocator('iframe[title="The home at Kothrud, as a customer there would see it"]');
    await expect(frame.getByRole('heading', { name: 'Preview of the home at Kothrud' })).toBeAttached();
    const previewed = await frame.locator('main').innerHTML();
    expect(previewed.indexOf('Fresh this morning')).toBeGreaterThan(-1);
    expect(previewed.indexOf('Fresh this morning')).toBeLessThan(previewed.indexOf(HERO_ALT));
    expect(previewed).toContain(SLIDE_ALT);

    // Customers do not see the draft.
    const customer = await browser.newContext({ baseURL: ownServer.baseURL });
    await locateCustomer(customer, ownServer.baseURL, KOTHRUD_ADDRESS);
    const shopper = await customer.newPage();
    const before = await rowsHtml(shopper);
    expect(before.indexOf(HERO_ALT)).toBeLessThan(before.indexOf('Fresh this morning'));
    expect(before).not.toContain(SLIDE_ALT);

    await page.getByRole('link', { name: 'Back to the home editor' }).click();
    await islandHydrated(page, 'StaffHome');
    await expect(page.getByText(/Draft saved .* by Anil Patwardhan/)).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status')).toHaveText('Published: customers see the new home now.');
    await expect(page.getByText('Published home.')).toBeVisible();

    // A customer at Kothrud sees the section first and the new slide, linking to the category.
    const after = await rowsHtml(shopper);
    expect(after.indexOf('Fresh this morning')).toBeGreaterThan(-1);
    expect(after.indexOf('Fresh this morning')).toBeLessThan(after.indexOf(HERO_ALT));
    expect(after).toContain(SLIDE_ALT);
    expect(after).toContain('href="/category/leafy-greens"');
    await shopper.goto('/');
    await expect(shopper.locator('main')).toBeVisible();
    await customer.close();
    await context.close();

    const phone = await staffAs('editor', { viewport: { width: 390, height: 844 } });
    await phone.page.goto('/staff/home');
    await islandHydrated(phone.page, 'StaffHome');
    await phone.page.getByRole('button', { name: 'Edit Home hero' }).click();
    expect(await seriousViolations(phone.page), 'axe on /staff/home at 390 px').toEqual([]);
    await phone.page
      .getByRole('list', { name: 'Slides of Home hero' })
      .locator(':scope > li')
      .last()
      .getByLabel('Slide name')
      .scrollIntoViewIfNeeded();
    await phone.page.screenshot({ path: 'docs/screens/console-home-390.png', fullPage: false });
    await phone.context.close();
  });
  test('an editor adds a slider with a slide and a featured section, orders them, chooses the footer button and publishes', async ({
    staffAs,
    browser,
    ownServer,
  }) => {
    test.setTimeout(90_000);
    const { context, page } = await staffAs('editor', { viewport: { width: 1280, height: 800 } });
    await uploadPicture(page, 'sarson.jpg', { en: WINTER_ALT, mr: WINTER_ALT_MR }, '#e0c341');
    await page.goto('/staff/home');
    await islandHydrated(page, 'StaffHome');
    const rows = page.getByRole('list', { name: 'Rows of the home, top to bottom' }).locator(':scope > li');
    const count = await rows.count();

    // A new promo slider, named, with one slide: a library picture, leading to a campaign.
    await page.getByRole('button', { name: 'Add a promo slider' }).click();
    await expect(page.getByLabel('Slider name')).toBeFocused();
    await page.getByLabel('Slider name').fill('Winter greens');
    await page.getByRole('button', { name: 'Add a slide to Winter greens' }).click();
    const slide = page.getByRole('list', { name: 'Slides of Winter greens' }).locator(':scope > li');
    await slide.getByLabel('Slide name').fill('Sarson season');
    await slide.getByRole('button', { name: 'Choose from the library' }).click();
    await slide.getByRole('button', { name: new RegExp(WINTER_ALT) }).click();
    await expect(slide.getByLabel('Alt text (Marathi)')).toHaveValue(WINTER_ALT_MR);
    await slide.getByLabel('Leads to').selectOption({ label: 'A campaign' });
    await slide.getByLabel('Campaign').selectOption({ label: '/campaign/monsoon-greens' });

    // A new featured section, titled in both languages, with an item found by name.
    await page.getByRole('button', { name: 'Add a featured section' }).click();
    const title = page.getByLabel('Title (English)');
    await expect(title).toBeFocused();
    await title.fill(SECTION_TITLE);
    await page.getByLabel('Title (Marathi)').fill(SECTION_TITLE_MR);
    const find = page.getByLabel(`Find an item to add to ${SECTION_TITLE}`);
    await find.fill('tomato');
    await find.press('Enter');
    await page.getByRole('list', { name: 'Item search results' }).getByRole('button').first().click();
    await expect(page.getByRole('list', { name: `Items (1)` })).toBeVisible();

    // The section goes above the slider; the footer's button leads to the About page.
    await page.getByRole('button', { name: `Move ${SECTION_TITLE} up` }).click();
    await expect(rows).toHaveCount(count + 2);
    await expect(rows.nth(count)).toContainText(SECTION_TITLE);
    await expect(rows.nth(count + 1)).toContainText('Winter greens');
    await page.getByLabel('The centre button leads to').selectOption({ label: 'Page: /pages/about' });
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status')).toHaveText('Draft saved. Customers still see the published home.');
    // The new rows closed, above the buttons that add them.
    await page.getByRole('button', { name: 'Close Winter greens' }).click();
    await page.getByRole('button', { name: `Close ${SECTION_TITLE}` }).click();
    await page.getByRole('heading', { name: 'Add a row at the bottom' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'docs/screens/console-home-rows-1280.png', fullPage: false });

    // The preview at Kothrud shows both, the section first.
    await page.getByLabel('Preview at').selectOption({ label: 'Kothrud' });
    await page.getByRole('button', { name: 'Preview the draft here' }).click();
    const frame = page.frameLocator('iframe[title="The home at Kothrud, as a customer there would see it"]');
    await expect(frame.getByRole('heading', { name: 'Preview of the home at Kothrud' })).toBeAttached();
    const previewed = await frame.locator('main').innerHTML();
    expect(previewed.indexOf(SECTION_TITLE)).toBeGreaterThan(-1);
    expect(previewed.indexOf(SECTION_TITLE)).toBeLessThan(previewed.indexOf(WINTER_ALT));

    await page.getByRole('link', { name: 'Back to the home editor' }).click();
    await islandHydrated(page, 'StaffHome');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status')).toHaveText('Published: customers see the new home now.');
    // The composer on a phone: one column, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousViolations(page), 'axe on /staff/home at 390 px').toEqual([]);
    await page.getByRole('heading', { name: 'Add a row at the bottom' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await page.screenshot({ path: 'docs/screens/console-home-rows-390.png', fullPage: false });
    await context.close();

    // Customers at Kothrud see the section, then the slide, in English and in Marathi.
    const customer = await browser.newContext({ baseURL: ownServer.baseURL });
    await locateCustomer(customer, ownServer.baseURL, KOTHRUD_ADDRESS);
    const shopper = await customer.newPage();
    const english = await rowsHtml(shopper);
    expect(english.indexOf(SECTION_TITLE)).toBeGreaterThan(-1);
    expect(english.indexOf(SECTION_TITLE)).toBeLessThan(english.indexOf(WINTER_ALT));
    expect(english).toContain('href="/campaign/monsoon-greens"');
    await customer.addCookies([{ name: 'lang', value: 'mr', url: ownServer.baseURL }]);
    const marathi = await rowsHtml(shopper);
    expect(marathi.indexOf(SECTION_TITLE_MR)).toBeGreaterThan(-1);
    expect(marathi.indexOf(SECTION_TITLE_MR)).toBeLessThan(marathi.indexOf(WINTER_ALT_MR));
    await customer.clearCookies({ name: 'lang' });
    await shopper.goto('/');
    await expect(shopper.locator('.footer-nav a.campaign')).toHaveAttribute('href', '/pages/about');
    await customer.close();
  });
});
