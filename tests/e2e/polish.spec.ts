// Issue 15, "Polish", seen from a phone (390x844) in Kothrud: the home's header stays at the top
// after 100 px of scroll without anything jumping (§4/§9), rows of cards start aligned with their
// headings, a narrow (115 px) card shows a name like "Pomegranate (Bhagwa)" whole, the item page
// shows the size chooser above its sticky Add bar on first view, with the discount shown once, and
// "+" on the card of an item with sizes repeats the last choice instead of asking again.
import { expect, test } from './fixtures.ts';
import { cartBar } from './helpers/cart.ts';
import { scrollListIn } from './helpers/location.ts';

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
    // The veg mark is no longer a line of the name.
    await expect(name.getByRole('img')).toHaveCount(0);
    await expect(card.getByRole('img', { name: 'Veg' })).toBeVisible();
  });
});

test('the item page shows the size chooser above the sticky Add bar on first view, and the discount once', async ({
  located: page,
}) => {
  await page.goto('/item/alphonso-mango-kothrud');
  const chooser = page.getByRole('group', { name: 'Choose a size' });
  const add = page.getByRole('button', { name: 'Add Alphonso Mango (Ratnagiri)', exact: true });
  await expect(chooser).toBeInViewport({ ratio: 1 });
  const chooserBottom = await chooser.evaluate((element) => element.getBoundingClientRect().bottom);
  const barTop = await add.evaluate(
    (element) => (element.closest('.purchase-bar') ?? element).getBoundingClientRect().top,
  );
  expect(chooserBottom).toBeLessThanOrEqual(barTop);
  // The item's own section (cards further down have their own ribbons).
  const item = page.getByRole('region', { name: 'Alphonso Mango (Ratnagiri)', exact: true });
  await expect(item.getByText(/\d+% OFF/)).toHaveCount(1);
});

test('a category page’s chip row starts aligned with the page, and a later category’s chip starts in view', async ({
  located: page,
}) => {
  const row = page.getByRole('navigation', { name: 'Categories' }).locator('ul');
  await page.goto('/category/fruits');
  expect(await row.evaluate((element) => element.scrollLeft)).toBe(0);
  await page.goto('/category/spices');
  const current = page.getByRole('link', { name: /Spices/ }).and(page.locator('[aria-current="page"]'));
  await expect(current).toBeInViewport();
  expect(await current.evaluate((element) => Math.round(element.getBoundingClientRect().left))).toBe(16);
});

test('“+” on the card of an item with sizes adds one more of the size chosen last, without asking again', async ({
  located: page,
}) => {
  const ALPHONSO = 'Alphonso Mango (Ratnagiri)';
  await page.goto('/category/fruits');
  await scrollListIn(page, 'category-items');
  await page.getByRole('button', { name: `Add ${ALPHONSO}`, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: ALPHONSO });
  // Not the size the sheet starts on (1 kg).
  await sheet.getByRole('radio', { name: /^1 dozen/ }).check();
  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(sheet).toBeHidden();

  const onCard = page.getByRole('group', { name: `${ALPHONSO} in cart` });
  await onCard.getByRole('button', { name: `Add one more ${ALPHONSO}` }).click();
  await expect(onCard.getByRole('status')).toHaveAccessibleName('Quantity 2');
  // One line (the bar counts lines) of two dozens at ₹899 (₹999, 10% off).
  await expect(cartBar(page)).toContainText('1 item · ₹1798');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // One line of a dozen, twice; not a second line of the first size.
  await page.goto('/cart');
  const lines = page.getByRole('listitem').filter({ has: page.getByRole('group', { name: `${ALPHONSO} in cart` }) });
  await expect(lines).toHaveCount(1);
  await expect(lines).toContainText('1 dozen');
  await expect(lines.getByRole('status')).toHaveAccessibleName('Quantity 2');
});
