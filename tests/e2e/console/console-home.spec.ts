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
import { type Say, wordPattern } from '../helpers/console-words.ts';
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
async function uploadPicture(page: Page, say: Say, name: string, alt: { en: string; mr: string }, band?: string) {
  await page.goto('/staff/media');
  await islandHydrated(page, 'MediaLibrary');
  const upload = page.getByRole('form', { name: say('consoleMediaUploadHeading') });
  await upload
    .getByLabel(say('consoleMediaFile'))
    .setInputFiles({ name, mimeType: 'image/jpeg', buffer: await banner(band) });
  await upload.getByLabel(say('consoleMediaAltEn')).fill(alt.en);
  await upload.getByLabel(say('consoleMediaAltMr')).fill(alt.mr);
  await upload.getByRole('button', { name: say('consoleMediaUpload') }).click();
  await expect(upload.getByRole('status')).toHaveText(say('consoleMediaUploadedOne', { alt: alt.en }));
}

/** A word as a pattern in which its {placeholder} `any` stands for any text (the others filled in `values`). */
function wordWithAny(word: string, any: string): RegExp {
  return new RegExp(wordPattern(word).source.replace(`\\{${any}\\}`, '.*'));
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
    say,
    screenPath,
  }) => {
    test.setTimeout(150_000);
    const { context, page } = await staffAs('editor', { viewport: { width: 1280, height: 800 } });

    // A picture for the slide, with its alt texts, in the media library.
    await uploadPicture(page, say, 'greens.jpg', { en: SLIDE_ALT, mr: 'पावसातील मेथी आणि पालकाच्या जुड्या' });

    await page
      .getByRole('navigation', { name: say('consoleTabsName') })
      .getByRole('link', { name: say('consoleTabHome') })
      .click();
    await expect(page).toHaveURL(/\/staff\/home$/);
    await islandHydrated(page, 'StaffHome');
    await expect(page.getByRole('heading', { name: say('consoleTabHome'), level: 1 })).toBeVisible();
    const rows = page.getByRole('list', { name: say('consoleHomeRowsList') }).locator(':scope > li');
    await expect(rows.first()).toContainText('Home hero');
    await expect(rows.nth(1)).toContainText('Fresh this morning');

    // Move the section up with the keyboard: the button keeps the focus (its twin at the top).
    await page.getByRole('button', { name: say('consoleHomeMoveUp', { name: 'Fresh this morning' }) }).focus();
    await page.keyboard.press('Enter');
    await expect(rows.first()).toContainText('Fresh this morning');
    await expect(
      page.getByRole('button', { name: say('consoleHomeMoveDown', { name: 'Fresh this morning' }) }),
    ).toBeFocused();

    // A new slide in the hero slider.
    await page.getByRole('button', { name: say('consoleHomeEdit', { name: 'Home hero' }) }).click();
    await page.getByRole('button', { name: say('consoleHomeAddSlide', { name: 'Home hero' }) }).click();
    const slides = page
      .getByRole('list', { name: say('consoleHomeSlidesOf', { name: 'Home hero' }) })
      .locator(':scope > li');
    const slide = slides.last();
    await expect(slide.getByLabel(say('consoleHomeSlideName'))).toBeFocused();
    await slide.getByLabel(say('consoleHomeSlideName')).fill('Monsoon greens');
    await slide.getByRole('button', { name: say('consoleFormChooseFromLibrary') }).click();
    await slide.getByRole('button', { name: new RegExp(SLIDE_ALT) }).click();
    await expect(slide.getByLabel(say('consoleHomeAltEn'))).toHaveValue(SLIDE_ALT);
    await slide
      .getByLabel(say('consoleHomeLeadsTo'), { exact: true })
      .selectOption({ label: say('consoleHomeLinkCategory') });
    await slide.getByLabel(say('consoleHomeFindCategoryLink')).fill('leafy');
    await slide.getByLabel(say('consoleHomeFindCategoryLink')).press('Enter');
    await slide.getByRole('button', { name: say('consoleHomeChoose', { name: 'Leafy Greens' }) }).click();
    await expect(slide.getByText(say('consoleHomeLeadsToThing', { thing: 'Leafy Greens' }))).toBeVisible();

    // A picture without alt text is refused on its field, before anything is sent.
    await slide.getByLabel(say('consoleHomeAltEn')).fill('');
    await page.getByRole('button', { name: say('consoleHomePublish'), exact: true }).click();
    const alt = slide.getByLabel(say('consoleHomeAltEn'));
    await expect(alt).toHaveAttribute('aria-invalid', 'true');
    await expect(alt).toHaveAccessibleDescription(wordPattern(say('saidRuleHomeAlt')));
    await expect(alt).toBeFocused();
    expect(await seriousViolations(page), 'axe on /staff/home with a refused field').toEqual([]);
    await alt.fill(SLIDE_ALT);
    await page.getByRole('button', { name: say('consoleHomeSaveDraft') }).click();
    await expect(page.getByRole('status')).toHaveText(say('consoleHomeDraftSaved'));
    await slide.getByLabel(say('consoleHomeSlideName')).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenPath('console-home-1280'), fullPage: false });

    // The preview at a demo place shows the draft.
    await page.getByLabel(say('consoleHomePreviewAt')).selectOption({ label: 'Kothrud' });
    await page.getByRole('button', { name: say('consoleHomePreviewHere') }).click();
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
    await expect(
      page.getByText(wordWithAny(say('consoleHomeDraftSavedBy', { name: 'Anil Patwardhan' }), 'when')),
    ).toBeVisible();
    await page.getByRole('button', { name: say('consoleHomePublish'), exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(say('consoleHomePublished'));
    await expect(page.getByText(say('consoleHomePublishedStatus'))).toBeVisible();

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
    await phone.page.getByRole('button', { name: say('consoleHomeEdit', { name: 'Home hero' }) }).click();
    expect(await seriousViolations(phone.page), 'axe on /staff/home at 390 px').toEqual([]);
    await phone.page
      .getByRole('list', { name: say('consoleHomeSlidesOf', { name: 'Home hero' }) })
      .locator(':scope > li')
      .last()
      .getByLabel(say('consoleHomeSlideName'))
      .scrollIntoViewIfNeeded();
    await phone.page.screenshot({ path: screenPath('console-home-390'), fullPage: false });
    await phone.context.close();
  });
  test('an editor adds a slider with a slide and a featured section, orders them, chooses the footer button and publishes', async ({
    staffAs,
    browser,
    ownServer,
    say,
    screenPath,
  }) => {
    test.setTimeout(90_000);
    const { context, page } = await staffAs('editor', { viewport: { width: 1280, height: 800 } });
    await uploadPicture(page, say, 'sarson.jpg', { en: WINTER_ALT, mr: WINTER_ALT_MR }, '#e0c341');
    await page.goto('/staff/home');
    await islandHydrated(page, 'StaffHome');
    const rows = page.getByRole('list', { name: say('consoleHomeRowsList') }).locator(':scope > li');
    const count = await rows.count();

    // A new promo slider, named, with one slide: a library picture, leading to a campaign.
    await page.getByRole('button', { name: say('consoleHomeAddSlider') }).click();
    await expect(page.getByLabel(say('consoleHomeSliderName'))).toBeFocused();
    await page.getByLabel(say('consoleHomeSliderName')).fill('Winter greens');
    await page.getByRole('button', { name: say('consoleHomeAddSlide', { name: 'Winter greens' }) }).click();
    const slide = page
      .getByRole('list', { name: say('consoleHomeSlidesOf', { name: 'Winter greens' }) })
      .locator(':scope > li');
    await slide.getByLabel(say('consoleHomeSlideName')).fill('Sarson season');
    await slide.getByRole('button', { name: say('consoleFormChooseFromLibrary') }).click();
    await slide.getByRole('button', { name: new RegExp(WINTER_ALT) }).click();
    await expect(slide.getByLabel(say('consoleHomeAltMr'))).toHaveValue(WINTER_ALT_MR);
    await slide
      .getByLabel(say('consoleHomeLeadsTo'), { exact: true })
      .selectOption({ label: say('consoleHomeLinkCampaign') });
    await slide
      .getByLabel(say('consoleHomeCampaign'), { exact: true })
      .selectOption({ label: '/campaign/monsoon-greens' });

    // A new featured section, titled in both languages, with an item found by name.
    await page.getByRole('button', { name: say('consoleHomeAddSection') }).click();
    const title = page.getByLabel(say('consoleHomeTitleEn'));
    await expect(title).toBeFocused();
    await title.fill(SECTION_TITLE);
    await page.getByLabel(say('consoleHomeTitleMr')).fill(SECTION_TITLE_MR);
    const find = page.getByLabel(say('consoleHomeFindItemFor', { section: SECTION_TITLE }));
    await find.fill('tomato');
    await find.press('Enter');
    await page
      .getByRole('list', { name: say('consoleHomeItemResults') })
      .getByRole('button')
      .first()
      .click();
    await expect(page.getByRole('list', { name: say('consoleHomeItems', { count: 1 }) })).toBeVisible();

    // The section goes above the slider; the footer's button leads to the About page.
    await page.getByRole('button', { name: say('consoleHomeMoveUp', { name: SECTION_TITLE }) }).click();
    await expect(rows).toHaveCount(count + 2);
    await expect(rows.nth(count)).toContainText(SECTION_TITLE);
    await expect(rows.nth(count + 1)).toContainText('Winter greens');
    await page
      .getByLabel(say('consoleHomeFooterLeadsTo'))
      .selectOption({ label: say('consoleHomeFooterPage', { slug: 'about' }) });
    await page.getByRole('button', { name: say('consoleHomeSaveDraft') }).click();
    await expect(page.getByRole('status')).toHaveText(say('consoleHomeDraftSaved'));
    // The new rows closed, above the buttons that add them.
    await page.getByRole('button', { name: say('consoleHomeClose', { name: 'Winter greens' }) }).click();
    await page.getByRole('button', { name: say('consoleHomeClose', { name: SECTION_TITLE }) }).click();
    await page.getByRole('heading', { name: say('consoleHomeAddRow') }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenPath('console-home-rows-1280'), fullPage: false });

    // The preview at Kothrud shows both, the section first.
    await page.getByLabel(say('consoleHomePreviewAt')).selectOption({ label: 'Kothrud' });
    await page.getByRole('button', { name: say('consoleHomePreviewHere') }).click();
    const frame = page.frameLocator('iframe[title="The home at Kothrud, as a customer there would see it"]');
    await expect(frame.getByRole('heading', { name: 'Preview of the home at Kothrud' })).toBeAttached();
    const previewed = await frame.locator('main').innerHTML();
    expect(previewed.indexOf(SECTION_TITLE)).toBeGreaterThan(-1);
    expect(previewed.indexOf(SECTION_TITLE)).toBeLessThan(previewed.indexOf(WINTER_ALT));

    await page.getByRole('link', { name: 'Back to the home editor' }).click();
    await islandHydrated(page, 'StaffHome');
    await page.getByRole('button', { name: say('consoleHomePublish'), exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(say('consoleHomePublished'));
    // The composer on a phone: one column, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousViolations(page), 'axe on /staff/home at 390 px').toEqual([]);
    await page.getByRole('heading', { name: say('consoleHomeAddRow') }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await page.screenshot({ path: screenPath('console-home-rows-390'), fullPage: false });
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
