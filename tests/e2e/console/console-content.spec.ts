// The console's content editor (decision 0286) against the built server, as the demo editor Anil:
// a hero picture uploaded to the media library, a new campaign with three items found by search and
// Marathi words, previewed at a phone's width and published; a customer sees it at once; edited and
// published again, then the first revision restored and published; a campaign naming an item the
// admin archived cannot be published and says why on that item. No customer page loads the editor.
// axe at 390 px and 1280 px; screenshots of the list and the editor at both widths.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, type StaffSignIn, test } from '../fixtures.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { type ConsoleLanguage, type Say, wordPattern } from '../helpers/console-words.ts';
import { islandHydrated } from '../helpers/location.ts';

/** The demo editor and admin (src/server/seed/demo/staff.ts). */
const ANIL = { email: 'anil@farmcart.example.in', password: 'counter-demo-2026' };
const PRIYA = { email: 'priya@farmcart.example.in', password: 'counter-demo-2026' };

// Archiving an item changes the catalogue: this spec has a server of its own.
test.use({ ownServerEnv: {} });

async function signedIn(staffAs: StaffSignIn, viewport: { width: number; height: number }) {
  const { context, page } = await staffAs(ANIL, { viewport });
  await page.goto('/staff/content');
  await islandHydrated(page, 'ContentList');
  return { context, page };
}

/** A language's name as the editor names it to a member reading the console in `reader`. */
const languageIn = (reader: ConsoleLanguage) => (code: string) =>
  new Intl.DisplayNames([reader], { type: 'language' }).of(code) ?? code;

/** A word as a whole-text pattern in which its {placeholder} `any` stands for any text. */
function wordWithAny(word: string, any: string): RegExp {
  return new RegExp(`^${wordPattern(word).source.replace(`\\{${any}\\}`, '.*')}$`);
}

/** A photograph-like picture: green fields under an orange sky, 1600 × 700. */
function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="700">
    <rect width="1600" height="700" fill="#f59e0b"/><rect y="380" width="1600" height="320" fill="#2f8f46"/>
    <circle cx="1200" cy="220" r="120" fill="#ffe27a"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** Uploads the picture to the media library with its alt texts. */
async function uploadPicture(page: Page, say: Say, altEn: string, altMr: string) {
  await page.goto('/staff/media');
  await islandHydrated(page, 'MediaLibrary');
  const upload = page.getByRole('form', { name: say('consoleMediaUploadHeading') });
  await upload
    .getByLabel(say('consoleMediaFile'))
    .setInputFiles({ name: 'fields.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await upload.getByLabel(say('consoleMediaAltEn')).fill(altEn);
  await upload.getByLabel(say('consoleMediaAltMr')).fill(altMr);
  await upload.getByRole('button', { name: say('consoleMediaUpload') }).click();
  await expect(upload.getByRole('status')).toHaveText(say('consoleMediaUploadedOne', { alt: altEn }));
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Finds an item by the combobox and takes the option named `name`. */
async function chooseItem(page: Page, say: Say, words: string, name: string) {
  const label = say('consoleContentCampaignItems');
  const search = page.getByRole('combobox', { name: label });
  await search.fill(words);
  const option = page.getByRole('option', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });
  await expect(option).toBeVisible();
  await option.click();
  await expect(page.getByRole('list', { name: say('consoleContentChosenList', { label }) })).toContainText(name);
}

/** Writes the words of one language's column. */
async function writeWords(
  column: Locator,
  say: Say,
  words: { title: string; description: string; itemsTitle: string; alt: string; body: string },
) {
  await column.getByLabel(say('consoleContentTitle'), { exact: true }).fill(words.title);
  await column.getByLabel(say('consoleContentDescription'), { exact: true }).fill(words.description);
  await column.getByLabel(say('consoleContentItemsTitle')).fill(words.itemsTitle);
  await column.getByLabel(say('consoleContentHeroAlt')).fill(words.alt);
  const body = column.getByRole('textbox', { name: say('consoleContentBody'), exact: true });
  await body.click();
  await body.pressSequentially(words.body);
}

async function staffApi(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(`/api/${path}`, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return response.json();
}

test.describe('the console’s content editor', () => {
  test('an editor writes, previews and publishes a campaign with Marathi words; edits it, restores the first revision; an archived item is refused on its field', async ({
    browser,
    baseURL,
    playwright,
    staffAs,
    say,
    screenPath,
    consoleLanguage,
  }) => {
    test.setTimeout(240_000);
    const languageName = languageIn(consoleLanguage);
    const slug = `rains-${Date.now().toString(36)}`;
    const { context, page } = await signedIn(staffAs, { width: 1280, height: 800 });
    const contentTab = page
      .getByRole('navigation', { name: say('consoleTabsName') })
      .getByRole('link', { name: say('consoleTabContent') });
    await expect(contentTab).toHaveAttribute('aria-current', 'page');

    // A hero picture into the media library, with its alt texts.
    await uploadPicture(page, say, 'Green fields under the monsoon sky', 'पावसाळी आकाशाखाली हिरवी शेते');

    // A new campaign.
    await page.goto('/staff/content');
    await islandHydrated(page, 'ContentList');
    await page.getByRole('link', { name: say('consoleContentNewCampaign') }).click();
    await expect(page).toHaveURL(/\/staff\/content\/edit\?kind=campaign$/);
    const campaign = say('consoleContentKindCampaign');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${campaign}: ${say('consoleContentTitleNew', { kind: campaign.toLowerCase() })}`,
    );
    await page.getByLabel(say('consoleContentAddress'), { exact: true }).fill(slug);
    await page.getByRole('button', { name: say('consoleFormChooseFromLibrary') }).click();
    await page.getByRole('button', { name: /Green fields under the monsoon sky/ }).click();
    await expect(page.getByRole('button', { name: say('consoleFormChangePicture') })).toBeVisible();
    await page.getByLabel(say('consoleContentFirstDay')).fill(day(-1));
    await page.getByLabel(say('consoleContentLastDay')).fill(day(30));
    await chooseItem(page, say, 'water', 'Watermelon');
    await chooseItem(page, say, 'sweet corn', 'Sweet Corn');
    await chooseItem(page, say, 'tomato', 'Tomato (Local)');
    const chosenList = say('consoleContentChosenList', { label: say('consoleContentCampaignItems') });
    const chosen = page.getByRole('list', { name: chosenList }).getByRole('listitem');
    await expect(chosen).toHaveCount(3);
    // Reordered: Sweet Corn first.
    await page.getByRole('button', { name: say('consoleContentMoveUp', { name: 'Sweet Corn' }) }).click();
    await expect(chosen.first()).toContainText('Sweet Corn');

    const englishColumn = say('consoleContentDefault', { language: languageName('en') });
    const english = page.getByRole('region', { name: englishColumn });
    await writeWords(english, say, {
      title: 'Monsoon greens',
      description: 'Fresh from the farms around Pune this week.',
      itemsTitle: 'In the basket',
      alt: 'Green fields under the monsoon sky',
      body: 'The rains are here and the fields are green.',
    });
    const marathi = page.getByRole('region', { name: new RegExp(`^${languageName('mr')}`) });
    await marathi
      .getByRole('button', { name: say('consoleContentWriteWords', { language: languageName('mr') }) })
      .click();
    await writeWords(marathi, say, {
      title: 'पावसाळी भाज्या',
      description: 'या आठवड्यात पुण्याजवळच्या शेतातून ताज्या.',
      itemsTitle: 'टोपलीत',
      alt: 'पावसाळी आकाशाखाली हिरवी शेते',
      body: 'पाऊस आला आणि शेते हिरवी झाली.',
    });
    await expect(marathi.getByLabel(say('consoleContentTitle'), { exact: true })).toHaveAttribute('lang', 'mr');
    await expect(marathi.getByRole('textbox', { name: say('consoleContentBody'), exact: true })).toHaveAttribute(
      'lang',
      'mr',
    );

    await page.getByRole('button', { name: say('consoleContentSaveDraft') }).click();
    await expect(page.getByText(say('consoleContentDraftSaved'))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`slug=${slug}$`));

    // Preview at a phone's width: the draft, on its real customer page.
    await page.getByRole('button', { name: say('consoleContentPreview'), exact: true }).click();
    const frame = page.getByTitle(say('consoleContentPreviewFrame'));
    await expect(frame).toBeVisible();
    // Brought into view below the fold, its heading taking the keyboard.
    await expect(page.getByRole('heading', { level: 2, name: say('consoleContentPreview') })).toBeFocused();
    await expect(page.getByRole('heading', { level: 2, name: say('consoleContentPreview') })).toBeInViewport();
    expect((await frame.boundingBox())?.width).toBeLessThanOrEqual(390);
    await expect(page.getByRole('link', { name: say('consoleContentOpenPreview') })).toHaveAttribute(
      'href',
      new RegExp(`^/campaign/${slug}\\?preview=`),
    );

    // The editor island is on this page alone.
    const editorChunk = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .find((name) => /ContentEditor\.[\w-]+\.js$/.test(name)),
    );
    expect(editorChunk).toBeTruthy();

    expect(await seriousViolations(page), 'axe on the editor at 1280 px').toEqual([]);
    await page.evaluate(() => scrollTo(0, 0));
    await page.screenshot({ path: screenPath('console-content-edit-1280'), fullPage: true });

    await expect(page.frameLocator('iframe.ct-preview').getByRole('heading', { name: 'Monsoon greens' })).toBeVisible();
    await page.getByRole('button', { name: say('consoleContentPublishNow') }).click();
    // Said beside the button pressed, where the editor is looking.
    await expect(page.getByText(say('consoleContentPublished', { number: 1 }))).toBeInViewport();

    // A customer sees it at once, and loads no editor.
    const customer = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const shopper = await customer.newPage();
    const scripts: string[] = [];
    shopper.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await shopper.goto(`/campaign/${slug}`);
    await expect(shopper.getByRole('heading', { level: 1, name: 'Monsoon greens' })).toBeVisible();
    await shopper.goto('/');
    expect(scripts.filter((url) => /ContentEditor|prosemirror/i.test(url))).toEqual([]);

    // Edited and published again: revision 2. Leaving with the edit not saved asks first.
    await english.getByLabel(say('consoleContentTitle'), { exact: true }).fill('Monsoon greens are here');
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.type();
      void dialog.dismiss();
    });
    await contentTab.click();
    await expect.poll(() => asked).toBe('beforeunload');
    await expect(page).toHaveURL(new RegExp(`slug=${slug}$`));
    await expect(english.getByLabel(say('consoleContentTitle'), { exact: true })).toHaveValue(
      'Monsoon greens are here',
    );
    await page.getByRole('button', { name: say('consoleContentPublishNow') }).click();
    await expect(page.getByText(say('consoleContentPublished', { number: 2 }))).toBeVisible();
    await shopper.goto(`/campaign/${slug}`);
    await expect(shopper.getByRole('heading', { level: 1, name: 'Monsoon greens are here' })).toBeVisible();

    // The first revision restored as the draft, then published.
    const revisions = page.getByRole('region', { name: say('consoleContentRevisions') });
    await expect(revisions.getByRole('listitem')).toHaveCount(2);
    await expect(revisions).toContainText('Anil');
    await revisions.getByRole('button', { name: say('consoleContentRestoreRevision', { number: 1 }) }).click();
    await expect(page.getByText(say('consoleContentRestored', { number: 1 }))).toBeVisible();
    await expect(english.getByLabel(say('consoleContentTitle'), { exact: true })).toHaveValue('Monsoon greens');
    await page.getByRole('button', { name: say('consoleContentPublishNow') }).click();
    await expect(page.getByText(say('consoleContentPublished', { number: 3 }))).toBeVisible();
    await shopper.goto(`/campaign/${slug}`);
    await expect(shopper.getByRole('heading', { level: 1, name: 'Monsoon greens' })).toBeVisible();
    await customer.close();

    // A campaign naming an item the admin then archives cannot be published; the reason is on the item.
    await page.goto('/staff/content/edit?kind=campaign');
    await islandHydrated(page, 'ContentEditor');
    await page.getByLabel(say('consoleContentAddress'), { exact: true }).fill(`${slug}-honey`);
    await page.getByRole('button', { name: say('consoleFormChooseFromLibrary') }).click();
    await page.getByRole('button', { name: /Green fields under the monsoon sky/ }).click();
    await page.getByLabel(say('consoleContentFirstDay')).fill(day(0));
    await page.getByLabel(say('consoleContentLastDay')).fill(day(7));
    await chooseItem(page, say, 'wild forest', 'Wild Forest Honey');
    await writeWords(page.getByRole('region', { name: englishColumn }), say, {
      title: 'Honey week',
      description: 'Forest honey from the Sahyadris.',
      itemsTitle: 'Honey',
      alt: 'Green fields under the monsoon sky',
      body: 'Raw, unheated honey.',
    });
    await page.getByRole('button', { name: say('consoleContentSaveDraft') }).click();
    await expect(page.getByText(say('consoleContentDraftSaved'))).toBeVisible();

    const admin: APIRequestContext = await playwright.request.newContext({ baseURL });
    await staffApi(admin, 'staff/login', PRIYA);
    const found = await staffApi(admin, 'staff/catalogue-items', { query: 'Wild Forest Honey' });
    const honey = (found.items as { id: number; name: string }[]).filter((item) => item.name === 'Wild Forest Honey');
    expect(honey.length).toBeGreaterThan(0);
    for (const item of honey) await staffApi(admin, 'staff/catalogue-item-archive', { item_id: item.id });
    await admin.dispose();

    await page.getByRole('button', { name: say('consoleContentPublishNow') }).click();
    const refused = page.getByRole('list', { name: chosenList }).getByRole('listitem').first();
    await expect(refused).toHaveAttribute('aria-invalid', 'true');
    // The server names the item by its address (its link_slug).
    await expect(refused).toContainText(/⚠ “[a-z0-9-]*honey” is archived/);
    const summary = page.getByRole('region', {
      name: new RegExp(
        `${wordPattern(say('consoleContentOneToFix')).source}|${wordWithAny(say('consoleContentToFix'), 'count').source}`,
      ),
    });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: /^item 1: “[a-z0-9-]*honey” is archived$/ })).toBeVisible();

    // The list: both campaigns with their statuses.
    await page.goto('/staff/content');
    await islandHydrated(page, 'ContentList');
    await page.getByRole('button', { name: campaign, exact: true }).click();
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Monsoon greens', exact: true }) });
    await expect(row).toContainText(say('consoleContentStatusPublished'));
    const draftRow = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Honey week' }) });
    await expect(draftRow).toContainText(say('consoleContentStatusDraft'));
    await expect(draftRow).toContainText(say('consoleContentMissingTranslation', { languages: languageName('mr') }));
    expect(await seriousViolations(page), 'axe on the list at 1280 px').toEqual([]);
    await page.evaluate(() => scrollTo(0, 0));
    await page.screenshot({ path: screenPath('console-content-list-1280'), fullPage: true });
    await context.close();

    // At a phone's width: the list and the editor, languages stacked under their headings.
    const phone = await signedIn(staffAs, { width: 390, height: 844 });
    expect(await seriousViolations(phone.page), 'axe on the list at 390 px').toEqual([]);
    await phone.page.evaluate(() => scrollTo(0, 0));
    await phone.page.screenshot({ path: screenPath('console-content-list-390'), fullPage: true });
    await phone.page.getByRole('link', { name: 'Monsoon greens', exact: true }).click();
    await islandHydrated(phone.page, 'ContentEditor');
    const columns = phone.page.locator('.ct-column');
    await expect(columns).toHaveCount(2);
    const [first, second] = [await columns.nth(0).boundingBox(), await columns.nth(1).boundingBox()];
    expect(second?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(phone.page), 'axe on the editor at 390 px').toEqual([]);
    await phone.page.evaluate(() => scrollTo(0, 0));
    await phone.page.screenshot({ path: screenPath('console-content-edit-390'), fullPage: true });
    await phone.context.close();
  });

  test('the body is written with the keyboard: headings, lists, links, tables and pictures with alt text', async ({
    staffAs,
    say,
    consoleLanguage,
  }) => {
    test.setTimeout(120_000);
    const languageName = languageIn(consoleLanguage);
    const slug = `hours-${Date.now().toString(36)}`;
    const { context, page } = await signedIn(staffAs, { width: 390, height: 844 });
    await uploadPicture(page, say, 'Our shop at Kothrud', 'कोथरूडमधील आमचे दुकान');
    await page.goto('/staff/content/edit?kind=page');
    await islandHydrated(page, 'ContentEditor');
    await page.getByLabel(say('consoleContentAddress'), { exact: true }).fill(slug);
    const english = page.getByRole('region', { name: say('consoleContentDefault', { language: languageName('en') }) });
    await english.getByLabel(say('consoleContentTitle'), { exact: true }).fill('Shop hours');
    await english.getByLabel(say('consoleContentDescription'), { exact: true }).fill('When the shop is open.');
    const tools = english.getByRole('group', {
      name: say('consoleContentFormatting', { label: say('consoleContentBody') }),
    });
    // Every button of the toolbar is a 44 px target with its name.
    for (const button of await tools.getByRole('button').all()) {
      const box = await button.boundingBox();
      expect(box?.height, (await button.textContent()) ?? '').toBeGreaterThanOrEqual(44);
      expect(box?.width, (await button.textContent()) ?? '').toBeGreaterThanOrEqual(44);
    }
    const body = english.getByRole('textbox', { name: say('consoleContentBody'), exact: true });
    await body.click();
    await page.keyboard.type('Opening hours');
    // The toolbar's buttons work from the keyboard, and the text keeps its place meanwhile.
    await tools.getByRole('button', { name: say('consoleContentToolHeading'), exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(tools.getByRole('button', { name: say('consoleContentToolHeading'), exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Fresh milk from 6 am');
    await tools.getByRole('button', { name: say('consoleContentToolBullets') }).focus();
    await page.keyboard.press('Enter');
    await expect(tools.getByRole('button', { name: say('consoleContentToolBullets') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.press('End');
    await page.keyboard.type(' at ');

    // A link: a script address is refused on the field, a shop page is taken.
    await tools.getByRole('button', { name: say('consoleContentToolLink'), exact: true }).click();
    const address = english.getByLabel(say('consoleContentLinkAddress'));
    await address.fill('javascript:alert(1)');
    await english.getByRole('button', { name: say('consoleContentAddLink') }).click();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveAccessibleDescription(wordPattern(say('consoleContentLinkRefused')));
    await address.fill('/pages/about');
    await address.press('Enter');
    await expect(body.getByRole('link', { name: '/pages/about' })).toBeVisible();

    // A table after the list; Tab moves to the next cell.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await tools.getByRole('button', { name: say('consoleContentToolTable'), exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(tools.getByRole('button', { name: say('consoleContentToolAddRow') })).toBeVisible();
    await page.keyboard.type('Day');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Hours');
    await expect(body.locator('table th')).toHaveText(['Day', 'Hours']);

    // A picture from the library goes in only with alt text.
    await tools.getByRole('button', { name: say('consoleContentToolPicture'), exact: true }).click();
    await english.getByRole('button', { name: /Our shop at Kothrud/ }).click();
    const alt = english.getByLabel(say('consoleContentPictureAlt'), { exact: true });
    await expect(alt).toHaveValue('Our shop at Kothrud');
    await alt.fill(' ');
    await english.getByRole('button', { name: say('consoleContentInsertPicture') }).click();
    await expect(alt).toHaveAttribute('aria-invalid', 'true');
    await alt.fill('The shop front at Kothrud');
    await english.getByRole('button', { name: say('consoleContentInsertPicture') }).click();
    await expect(body.getByRole('img', { name: 'The shop front at Kothrud' })).toBeVisible();

    await page.getByRole('button', { name: say('consoleContentSaveDraft') }).click();
    await expect(page.getByText(say('consoleContentDraftSaved'))).toBeVisible();
    const saved = await page.request.post('/api/staff/content-entry', { data: { kind: 'page', slug } });
    expect(saved.status()).toBe(200);
    const html: string = (await saved.json()).draft.words.en.body.html;
    expect(html).toContain('<h2>Opening hours</h2>');
    expect(html).toMatch(
      /<ul[^>]*><li><p>Fresh milk from 6 am at <a href="\/pages\/about"[^>]*>\/pages\/about<\/a><\/p><\/li><\/ul>/,
    );
    expect(html).toMatch(/<table>.*<th[^>]*><p>Day<\/p><\/th><th[^>]*><p>Hours<\/p><\/th>/);
    expect(html).toMatch(/<img src="\/media\/\d+-\d+\.webp" alt="The shop front at Kothrud"/);

    // Published at a time, with a take-down time: scheduled, and said so.
    const publishing = page.getByRole('region', { name: say('consoleContentPublish'), exact: true });
    await publishing.getByLabel(say('consoleContentAtATime')).check();
    await publishing.getByRole('button', { name: say('consoleContentSchedule') }).click();
    await expect(publishing.getByLabel(say('consoleContentPublishAt'))).toHaveAttribute('aria-invalid', 'true');
    await expect(publishing.getByLabel(say('consoleContentPublishAt'))).toHaveAccessibleDescription(
      wordPattern(say('consoleContentGiveTime')),
    );
    const local = (offsetDays: number) => {
      const at = new Date(Date.now() + offsetDays * 86_400_000);
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T09:00`;
    };
    await publishing.getByLabel(say('consoleContentPublishAt')).fill(local(1));
    await publishing.getByLabel(say('consoleContentTakeDownAt')).fill(local(8));
    await publishing.getByRole('button', { name: say('consoleContentSchedule') }).click();
    await expect(page.getByText(wordWithAny(say('consoleContentScheduled'), 'when'))).toBeVisible();
    await expect(page.getByText(say('consoleContentStatusScheduled'), { exact: true })).toBeVisible();
    const entry = await page.request.post('/api/staff/content-entry', { data: { kind: 'page', slug } });
    const scheduled = await entry.json();
    expect(scheduled.status).toBe('scheduled');
    expect(new Date(scheduled.publish_at).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(scheduled.take_down_at).getTime()).toBeGreaterThan(new Date(scheduled.publish_at).getTime());
    await context.close();
  });

  test('the demo recipe, an info page and the farm-visit text open in their own forms', async ({
    staffAs,
    say,
    consoleLanguage,
  }) => {
    test.setTimeout(120_000);
    const languageName = languageIn(consoleLanguage);
    const { context, page } = await signedIn(staffAs, { width: 1280, height: 800 });

    await page.goto('/staff/content/edit?kind=recipe&slug=aamras');
    await islandHydrated(page, 'ContentEditor');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      new RegExp(`^${wordPattern(say('consoleContentKindRecipe')).source}: `),
    );
    const ingredients = page
      .getByRole('group', { name: say('consoleContentIngredients'), exact: true })
      .locator('.ct-ingredient');
    expect(await ingredients.count()).toBeGreaterThan(0);
    // Each ingredient's items carry their catalogue names, found by the same search the form uses.
    await expect(
      page.getByRole('list', {
        name: say('consoleContentChosenList', { label: say('consoleContentIngredientItems', { number: 3 }) }),
      }),
    ).toContainText('A2 Gir Cow Milk');
    await expect(page.getByLabel(say('consoleContentServings'))).not.toHaveValue('');
    await expect(
      page
        .getByRole('region', { name: new RegExp(`^${languageName('mr')}`) })
        .getByLabel(say('consoleContentStepNumbered', { number: 1 }), { exact: true }),
    ).toHaveAttribute('lang', 'mr');
    expect(await seriousViolations(page), 'axe on the recipe form').toEqual([]);
    await page.screenshot({ path: test.info().outputPath('recipe-1280.png'), fullPage: true });

    await page.goto('/staff/content/edit?kind=page&slug=about');
    await islandHydrated(page, 'ContentEditor');
    await expect(page.getByLabel(say('consoleContentOrder'))).toBeVisible();
    await expect(page.getByRole('textbox', { name: say('consoleContentBody'), exact: true }).first()).not.toBeEmpty();
    expect(await seriousViolations(page), 'axe on the page form').toEqual([]);

    await page.goto('/staff/content/edit?kind=farm_visit&slug=visit');
    await islandHydrated(page, 'ContentEditor');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      new RegExp(`^${wordPattern(say('consoleContentKindFarmVisit')).source}: `),
    );
    const facts = page
      .getByRole('region', { name: say('consoleContentDefault', { language: languageName('en') }) })
      .getByRole('group', { name: say('consoleContentFacts'), exact: true });
    await expect(facts.getByLabel(say('consoleContentFactLabel', { number: 1 }), { exact: true })).not.toHaveValue('');
    expect(await seriousViolations(page), 'axe on the farm-visit form').toEqual([]);
    await context.close();
  });
});
