// The console's catalogue editor (decision 0271), as a person uses it: the admin adds a category
// and an item with two sizes and a Marathi name, by the fields' labels, and finds it in the list;
// a sale price above the price is refused on its field; a save made from a copy someone else has
// saved over meanwhile is refused, showing what changed, and nothing is overwritten; no serious
// accessibility problem. Screens at 390 and 1280 px wide.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../fixtures.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { islandHydrated } from '../helpers/location.ts';
import { type Say, wordPattern } from '../helpers/console-words.ts';

async function seriousProblems(page: Page, what: string) {
  expect(await seriousViolations(page), `axe on ${what}`).toEqual([]);
}

const size = (page: Page, say: Say, n: number) =>
  page.getByRole('group', { name: say('consoleItemSize', { number: n }), exact: true });

test.describe('the catalogue editor', () => {
  test.use({ ownServerEnv: {} });

  test('an admin adds a category and an item with two sizes and a Marathi name, and finds it in the list', async ({
    staffAs,
    browser,
    ownServer,
    say,
    screenPath,
  }) => {
    test.setTimeout(120_000);
    const { context, page } = await staffAs('admin');
    await page.getByRole('link', { name: say('consoleTabCatalogue'), exact: true }).click();
    await expect(page).toHaveURL(/\/staff\/catalogue$/);
    await islandHydrated(page, 'CatalogueList');

    // A category, English and Marathi.
    await page.getByRole('link', { name: say('consoleCatalogueCategoriesLink'), exact: true }).click();
    await islandHydrated(page, 'CatalogueCategories');
    await page.getByRole('button', { name: say('consoleCategoriesNew') }).click();
    await page.getByLabel(say('consoleCatalogueNameEn'), { exact: true }).fill('Microgreens');
    await page.getByLabel(say('consoleCatalogueNameMr'), { exact: true }).fill('कोवळ्या भाज्या');
    await page.getByRole('button', { name: say('consoleCategoriesSave') }).click();
    await expect(page.getByRole('status')).toHaveText(say('consoleCatalogueSavedName', { name: 'Microgreens' }));
    await expect(page.getByRole('list', { name: say('consoleCategoriesTitle'), exact: true })).toContainText(
      'कोवळ्या भाज्या',
    );

    // An item with two sizes.
    await page.goto('/staff/catalogue/item');
    await islandHydrated(page, 'CatalogueItemForm');
    await page.getByLabel(say('consoleItemName'), { exact: true }).fill('Fresh Methi');
    await page.getByLabel(say('consoleItemNameMr'), { exact: true }).fill('ताजी मेथी');
    await page
      .getByLabel(say('consoleItemDescription'), { exact: true })
      .fill('Fenugreek leaves, picked this morning.');
    await page.getByLabel(say('consoleItemCategory'), { exact: true }).selectOption({ label: 'Microgreens' });
    await page.getByLabel(say('consoleItemStore'), { exact: true }).selectOption({ label: 'FarmCart Kothrud' });
    await page.getByLabel(say('consoleItemFoodType'), { exact: true }).selectOption({ label: say('consoleItemVeg') });
    const first = size(page, say, 1);
    await first.getByLabel(say('consoleItemSizeName'), { exact: true }).fill('250 g');
    await first.getByLabel(say('consoleItemSizeNameMr'), { exact: true }).fill('२५० ग्रॅम');
    await first.getByLabel(say('consoleItemUnit'), { exact: true }).selectOption({ label: 'Gram (g)' });
    await first.getByLabel(say('consoleItemMeasurement'), { exact: true }).fill('250');
    await first.getByLabel(say('consoleItemPrice'), { exact: true }).fill('30');
    await first.getByLabel(say('consoleItemSalePrice'), { exact: true }).fill('28');
    await first.getByLabel(say('consoleItemStock'), { exact: true }).fill('40');
    await page.getByRole('button', { name: say('consoleItemSizeAdd') }).click();
    const second = size(page, say, 2);
    await second.getByLabel(say('consoleItemSizeName'), { exact: true }).fill('500 g');
    await second.getByLabel(say('consoleItemUnit'), { exact: true }).selectOption({ label: 'Gram (g)' });
    await second.getByLabel(say('consoleItemMeasurement'), { exact: true }).fill('500');
    await second.getByLabel(say('consoleItemPrice'), { exact: true }).fill('55');
    // Refused on its field: a sale price above the price.
    await second.getByLabel(say('consoleItemSalePrice'), { exact: true }).fill('60');
    await second.getByLabel(say('consoleItemStock'), { exact: true }).fill('20');
    await page.getByRole('button', { name: say('consoleItemCreate') }).click();
    const salePrice = second.getByLabel(say('consoleItemSalePrice'), { exact: true });
    await expect(salePrice).toHaveAttribute('aria-invalid', 'true');
    await expect(salePrice).toHaveAccessibleDescription(/The sale price cannot be above the price/);
    await expect(salePrice).toBeFocused();
    await page.setViewportSize({ width: 1280, height: 800 });
    await seriousProblems(page, 'the item form with a refused field');
    // The screens show the refused field, where the form has just put the focus.
    await page.screenshot({ path: screenPath('console-item-form-1280') });
    await page.setViewportSize({ width: 390, height: 844 });
    await salePrice.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenPath('console-item-form-390') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await salePrice.fill('52');
    await page.getByRole('button', { name: say('consoleItemCreate') }).click();
    await expect(page.getByRole('status')).toHaveText(say('consoleItemSaved', { name: 'Fresh Methi' }));
    await expect(page).toHaveURL(/\/staff\/catalogue\/item\?id=\d+$/);
    await expect(page.getByRole('heading', { name: say('consoleItemEdit', { name: 'Fresh Methi' }) })).toBeVisible();
    await expect(page.getByLabel(say('consoleItemSlug'), { exact: true })).toHaveValue('fresh-methi-farmcart-kothrud');
    await seriousProblems(page, 'the item form');

    // In the list, found by its name.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('link', { name: say('consoleItemAllItems') }).click();
    await islandHydrated(page, 'CatalogueList');
    const searchField = page.getByLabel(say('consoleCatalogueSearchByName'), { exact: true });
    const searchButton = page.getByRole('button', { name: say('consoleCatalogueSearch'), exact: true });
    const items = page.getByRole('list', { name: say('consoleCatalogueItems'), exact: true });
    await searchField.fill('methi');
    await searchButton.click();
    const row = items.getByRole('listitem').filter({ hasText: 'Fresh Methi' });
    await expect(row).toContainText('ताजी मेथी');
    await expect(row).toContainText(
      `FarmCart Kothrud · Microgreens · ${say('consoleCatalogueSizesMany', { count: 2 })}`,
    );
    await expect(row).toContainText('₹28');
    await searchField.fill('');
    await searchButton.click();
    await expect(items.getByRole('listitem')).toHaveCount(50);
    await seriousProblems(page, 'the catalogue list');
    await page.screenshot({ path: screenPath('console-catalogue-list-1280') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: screenPath('console-catalogue-list-390') });

    // The customer's item page shows it, and in Marathi.
    const customer = await browser.newContext({ baseURL: ownServer.baseURL });
    const shopper = await customer.newPage();
    const answer = await shopper.request.post('/api/get-single-item', {
      data: { slug: 'fresh-methi-farmcart-kothrud' },
    });
    expect(answer.ok()).toBe(true);
    const item = (await answer.json()) as { name: string; variants: { name: string; sale_price: number }[] };
    expect(item.name).toBe('Fresh Methi');
    expect(item.variants.map((variant) => [variant.name, variant.sale_price])).toEqual([
      ['250 g', 28],
      ['500 g', 52],
    ]);
    await customer.close();
    await context.close();
  });

  test('a save from a copy changed meanwhile is refused with what changed, and nothing is overwritten', async ({
    staffAs,
    say,
  }) => {
    test.setTimeout(120_000);
    const admin = await staffAs('admin');
    const manager = await staffAs('manager');
    // Bananas at FarmCart Kothrud (store 1, Meera's), both forms open on the same copy.
    for (const { page } of [admin, manager]) {
      await page.goto('/staff/catalogue/item?id=5');
      await islandHydrated(page, 'CatalogueItemForm');
    }
    const originalName = await admin.page.getByLabel(say('consoleItemName'), { exact: true }).inputValue();
    await manager.page.getByLabel(say('consoleItemName'), { exact: true }).fill(`${originalName} (ripe)`);
    await manager.page.getByRole('button', { name: say('consoleItemSave') }).click();
    await expect(manager.page.getByRole('status')).toHaveText(
      say('consoleItemSaved', { name: `${originalName} (ripe)` }),
    );

    await admin.page.getByLabel(say('consoleItemDescription'), { exact: true }).fill('Sweet and ready to eat.');
    await admin.page.getByRole('button', { name: say('consoleItemSave') }).click();
    await expect(admin.page.getByRole('alert')).toContainText(say('saidItemSavedMeanwhile'));
    const name = admin.page.getByLabel(say('consoleItemName'), { exact: true });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(`Changed meanwhile: now “${originalName} (ripe)”.`);
    // Only what changed meanwhile is marked, not the admin's own change; the typing is kept and
    // the saved copy is not overwritten.
    const description = admin.page.getByLabel(say('consoleItemDescription'), { exact: true });
    await expect(description).toHaveValue('Sweet and ready to eat.');
    await expect(description).not.toHaveAttribute('aria-invalid', 'true');
    await seriousProblems(admin.page, 'the item form after a conflict');
    const saved = await admin.page.request.post('/api/get-single-item', { data: { id: 5 } });
    expect(((await saved.json()) as { name: string }).name).toBe(`${originalName} (ripe)`);
    // Loading the saved version shows it.
    await admin.page.getByRole('button', { name: say('consoleItemLoadSaved') }).click();
    await expect(name).toHaveValue(`${originalName} (ripe)`);
    await admin.context.close();
    await manager.context.close();
  });
  test('a picture for an item is chosen from the media library, and customers get it', async ({ staffAs, say }) => {
    test.setTimeout(120_000);
    const { context, page } = await staffAs('admin');
    // A picture in the library, uploaded as the media screen sends it (the raw bytes, alt texts in the query).
    const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#5a9e3a' } })
      .jpeg()
      .toBuffer();
    const uploaded = await page.request.post(
      `/staff/media/upload?${new URLSearchParams({ alt_en: 'Green leaves in a basket', alt_mr: 'टोपलीत हिरवी पाने', name: 'leaves.jpg' })}`,
      { data: bytes, headers: { 'content-type': 'image/jpeg' } },
    );
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const { media } = (await uploaded.json()) as { media: { id: number; image: string } };
    expect(media.image).toBe(`/media/${media.id}-480.webp`);

    await page.goto('/staff/catalogue/item?id=7');
    await islandHydrated(page, 'CatalogueItemForm');
    const picture = page.getByLabel(say('consoleItemPicture'), { exact: true });
    const itemName = await page.getByLabel(say('consoleItemName'), { exact: true }).inputValue();
    await page.getByRole('button', { name: say('consoleFormChooseFromLibrary') }).click();
    const library = page.getByRole('region', { name: say('consoleFormPictureFromLibrary', { of: 'the item' }) });
    await library.getByRole('button', { name: /Green leaves in a basket|टोपलीत हिरवी पाने/ }).click();
    await expect(picture).toHaveValue(media.image);
    await expect(library).toBeHidden();
    const thumbnail = page.getByRole('img', { name: say('consoleFormPictureChosenFor', { of: 'the item' }) });
    await expect(thumbnail).toHaveAttribute('src', `/media/${media.id}-160.webp`);
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Opened again, the chosen one is the pressed tile.
    await page.getByRole('button', { name: say('consoleFormChooseFromLibrary') }).click();
    await expect(library.getByRole('button', { name: /Green leaves in a basket|टोपलीत हिरवी पाने/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await seriousProblems(page, 'the item form with the library open');
    await page.getByRole('button', { name: say('consoleFormCloseLibrary') }).click();
    await page.getByRole('button', { name: say('consoleItemSave') }).click();
    await expect(page.getByRole('status')).toHaveText(say('consoleItemSaved', { name: itemName }));
    const answer = await page.request.post('/api/get-single-item', { data: { id: 7 } });
    expect(((await answer.json()) as { image: string }).image).toBe(media.image);
    await context.close();
  });
  test('an admin makes a combo of two sizes, and customers see it; the addon groups screen', async ({
    staffAs,
    say,
    screenPath,
  }) => {
    test.setTimeout(120_000);
    const { context, page } = await staffAs('admin');
    await page.goto('/staff/catalogue');
    await islandHydrated(page, 'CatalogueList');
    await page.getByRole('link', { name: say('consoleCatalogueCombosLink'), exact: true }).click();
    await islandHydrated(page, 'CatalogueCombos');
    await page.getByRole('button', { name: say('consoleCombosNew') }).click();
    await page.getByLabel(say('consoleCatalogueStore'), { exact: true }).selectOption({ label: 'FarmCart Kothrud' });
    await page.getByLabel(say('consoleCatalogueNameEn'), { exact: true }).fill('Weekend Breakfast');
    await page.getByLabel(say('consoleCatalogueNameMr'), { exact: true }).fill('सुट्टीची न्याहारी');
    await page.getByLabel(say('consoleCombosPrice'), { exact: true }).fill('99');
    await page.getByLabel(say('consoleCombosOldPrice'), { exact: true }).fill('120');
    // One part only: refused on the parts, and nothing is sent.
    await page.getByLabel(say('consoleCombosFindLabel'), { exact: true }).fill('a');
    await page.getByRole('button', { name: say('consoleCombosFind'), exact: true }).click();
    // "Add {part}" in the member's words, whatever the part.
    const addPart = new RegExp(`^${wordPattern(say('consoleCombosAdd', { part: '#' })).source.replace('#', '.+')}$`);
    const found = page
      .getByRole('list', { name: say('consoleCombosSizesFound') })
      .getByRole('button', { name: addPart });
    await found.first().click();
    await page.getByRole('button', { name: say('consoleCombosSave') }).click();
    const parts = page.getByRole('group', { name: say('consoleCombosParts'), exact: true });
    await expect(parts).toContainText('A combo has at least two parts');
    await found.first().click();
    await expect(
      page.getByRole('list', { name: say('consoleCombosParts'), exact: true }).getByRole('listitem'),
    ).toHaveCount(2);
    await seriousProblems(page, 'the combo form');
    await parts.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenPath('console-combos-1280') });
    await page.setViewportSize({ width: 390, height: 844 });
    await parts.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenPath('console-combos-390') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: say('consoleCombosSave') }).click();
    await expect(page.getByRole('status')).toHaveText(say('consoleCatalogueSavedName', { name: 'Weekend Breakfast' }));
    await expect(page.getByRole('list', { name: say('consoleCombosTitle'), exact: true })).toContainText(
      'सुट्टीची न्याहारी',
    );

    const combos = await page.request.post('/api/get-combos', { data: { latitude: 18.5074, longitude: 73.8077 } });
    const shown = (
      (await combos.json()) as { name: string; price: number; old_price: number; items: unknown[] }[]
    ).find((combo) => combo.name === 'Weekend Breakfast');
    expect(shown).toMatchObject({ price: 99, old_price: 120 });
    expect(shown?.items).toHaveLength(2);

    // The addon groups: shop-wide, each with its addons and prices.
    await page.goto('/staff/catalogue/addons');
    await islandHydrated(page, 'CatalogueAddons');
    await page.getByRole('button', { name: say('consoleCatalogueEditOf', { name: 'Cutting style' }) }).click();
    await expect(page.getByLabel(say('consoleAddonsHowChoose'), { exact: true })).toHaveValue('SINGLE');
    const diced = page.getByRole('group', { name: say('consoleAddonsAddon', { number: 2 }), exact: true });
    await diced.getByLabel(say('consoleAddonsAddonPrice'), { exact: true }).fill('-3');
    await page.getByRole('button', { name: say('consoleAddonsSave') }).click();
    await expect(diced.getByLabel(say('consoleAddonsAddonPrice'), { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await seriousProblems(page, 'the addon group form');
    await page.screenshot({ path: screenPath('console-addons-1280') });
    await page.setViewportSize({ width: 390, height: 844 });
    await diced.scrollIntoViewIfNeeded();
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: screenPath('console-addons-390') });
    await context.close();
  });
});
