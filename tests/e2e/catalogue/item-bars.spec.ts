// The item page on a phone (decision 0293): its bottom bars let every choice be seen and pressed.
// At 390x844 each size, cut and extra can be scrolled into view uncovered by any fixed or sticky bar
// (the element at its centre is the choice itself), before and after the item is in the cart, and
// the bars together take at most a sixth of the screen (the footer tabs, the cart bar and the Add
// bar all shown would cover 28 % of it, "Lemon" and "Curry leaves" among what lies under them).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { cartBar } from '../helpers/cart.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

const TOMATO = 'Tomato (Local)';
/** The share of the screen's height the bottom bars may take together, the cart bar showing. */
const MOST_BARS_SHARE = 1 / 6;

/**
 * Whether the element at the centre of the choice's box, once scrolled into view as the browser
 * scrolls to it (a tab to it, a find), is the choice (or within it).
 */
async function uncovered(choice: Locator): Promise<boolean> {
  return choice.evaluate((element) => {
    element.scrollIntoView({ block: 'nearest' });
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

/** The height of the screen the bottom bars take: from the highest bar's top edge to the screen's bottom. */
async function barsHeight(page: Page): Promise<number> {
  return page.evaluate(() => {
    const bars = [...document.querySelectorAll<HTMLElement>('.purchase-bar, .cart-float, nav[aria-label="Main"]')];
    const tops = bars
      .filter((bar) => bar.getClientRects().length > 0)
      .map((bar) => bar.getBoundingClientRect().top)
      .filter((top) => top < innerHeight);
    return tops.length === 0 ? 0 : innerHeight - Math.min(...tops);
  });
}

async function everyChoiceUncovered(page: Page): Promise<void> {
  const purchase = page.locator('.item-purchase');
  const choices = purchase.locator('label.choice');
  const count = await choices.count();
  expect(count, 'sizes, cuts and extras').toBeGreaterThanOrEqual(9);
  for (let index = 0; index < count; index++) {
    const choice = choices.nth(index);
    expect(await uncovered(choice), `${await choice.textContent()} is not under a bar`).toBe(true);
  }
  // The last extras, by name: each is pressed where it shows and is chosen.
  for (const name of ['Lemon', 'Curry leaves']) {
    const box = page.getByRole('checkbox', { name: new RegExp(`^${name}`) });
    await box.scrollIntoViewIfNeeded();
    await box.click({ trial: true });
  }
}

test('at 390x844 every choice of the item scrolls into view uncovered, and the bars take at most a sixth of the screen', async ({
  located: page,
}) => {
  await page.goto('/item/tomato-kothrud');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await everyChoiceUncovered(page);

  await page.getByRole('checkbox', { name: /^Curry leaves/ }).click();
  await expect(page.getByRole('checkbox', { name: /^Curry leaves/ })).toBeChecked();
  await page.getByRole('button', { name: `Add ${TOMATO}` }).click();
  await expect(cartBar(page)).toBeVisible();
  await everyChoiceUncovered(page);

  // The Add bar where it sticks (the choices run on below the screen), with the cart bar below it.
  await page.evaluate(() => scrollTo(0, 0));
  await expect(page.locator('.purchase-bar')).toBeInViewport();
  const height = await barsHeight(page);
  await page.screenshot({ path: 'docs/screens/item-in-cart-390.png', scale: 'css' });
  expect(height, 'the bottom bars').toBeGreaterThan(0);
  test.info().annotations.push({ type: 'bars', description: `${height} px of 844` });
  expect(height / 844, `the bottom bars take ${height} px of 844`).toBeLessThanOrEqual(MOST_BARS_SHARE);
  // The store card at the end of the page scrolls above the cart bar.
  const store = page.locator('.item-page .store');
  await store.scrollIntoViewIfNeeded();
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  const storeBottom = await store.evaluate((element) => element.getBoundingClientRect().bottom);
  const cartTop = await page.locator('.cart-float').evaluate((element) => element.getBoundingClientRect().top);
  expect(storeBottom).toBeLessThanOrEqual(cartTop);
});
