// Tap targets at least 44x44 px (decision 0192). Every control a person can tap on the main
// screens of a phone (390x844, touch), as a guest in Kothrud and signed in, is at least 44 px wide
// and tall, or gets a tap area of that size from an absolutely placed `::after` (the cart's text
// buttons). Left out, as WCAG 2.5.8 leaves them out: a link inside a sentence, and an input that is
// visually hidden or sits inside a label which is itself the 44 px target (a radio of the options
// sheet, a checkbox of the checkout).
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { addFromCard } from '../helpers/cart.ts';
import { scrollListIn } from '../helpers/location.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

const MIN_PX = 44;

/** The visible controls of the page smaller than 44 x 44 px, each as "width x height, what it is". */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const controls =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=radio], [role=checkbox], [tabindex="0"]';
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(controls)) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden') continue;
      // A link inside a sentence: its size is the text's (WCAG 2.5.8, "inline").
      if (element.tagName === 'A' && style.display === 'inline') continue;
      // An input whose label is the target (or a visually hidden one, drawn by its label).
      const label = element.closest('label');
      if (element.tagName === 'INPUT' && label) {
        const labelBox = label.getBoundingClientRect();
        if (labelBox.width >= min && labelBox.height >= min) continue;
      }
      if (element.tagName === 'INPUT' && box.width <= 1 && box.height <= 1) continue;
      // A tap area drawn by `::after { position: absolute; inset: -Npx }` around a smaller text.
      const after = getComputedStyle(element, '::after');
      const grows = (side: string) => (after.position === 'absolute' ? Math.max(0, -Number.parseFloat(side) || 0) : 0);
      const width = box.width + grows(after.left) + grows(after.right);
      const height = box.height + grows(after.top) + grows(after.bottom);
      if (width >= min && height >= min) continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
      found.push(`${Math.round(width)}x${Math.round(height)} <${element.tagName.toLowerCase()}> ${name.slice(0, 40)}`);
    }
    return found;
  }, MIN_PX);
}

async function expectTargetsOn(page: Page, screen: string): Promise<void> {
  expect(await smallTargets(page), `controls under ${MIN_PX} px on ${screen}`).toEqual([]);
}

test('a guest’s browsing screens', async ({ located: page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await scrollListIn(page);
  await expectTargetsOn(page, 'the home with its rows');
  await page.goto('/category/fruits');
  await scrollListIn(page, 'category-items');
  await expectTargetsOn(page, 'a category');
  for (const path of [
    '/categories',
    '/stores',
    '/stores/farmcart-kothrud',
    '/stores/farmcart-kothrud?q=mango',
    '/explore?q=mango',
    '/combos',
    '/item/alphonso-mango-kothrud',
    '/search-location',
    '/farm-visit-form',
    '/login',
    '/register',
    '/reviews/farmcart-kothrud',
  ]) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(200);
    await expectTargetsOn(page, path);
  }
});

test('the options sheet, the location popup and a guest’s cart', async ({ located: page }) => {
  await page.goto('/category/vegetables');
  await page.getByRole('button', { name: 'Add Onion', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Onion' })).toBeVisible();
  await expectTargetsOn(page, 'the options sheet');
  await page.keyboard.press('Escape');

  await page.goto('/');
  await page.getByRole('link', { name: /Change location/ }).click();
  await expect(page.getByRole('dialog', { name: 'Select Location' })).toBeVisible();
  await expectTargetsOn(page, 'the location popup');

  await page.goto('/stores/farmcart-kothrud');
  await addFromCard(page, 'Papaya');
  await expectTargetsOn(page, 'a store with the cart bar');
  await page.goto('/cart');
  await expect(page.getByRole('group', { name: 'Papaya in cart' })).toBeVisible();
  await expectTargetsOn(page, 'a guest’s cart');
});

test('a signed-in customer’s cart, checkout and account screens', async ({ customer: page }) => {
  await page.goto('/stores/farmcart-kothrud');
  await addFromCard(page, 'Papaya');
  await page.getByRole('button', { name: 'Add one more Papaya' }).click();
  await page.goto('/cart');
  await expect(page.getByRole('group', { name: 'Papaya in cart' })).toBeVisible();
  await expectTargetsOn(page, 'the cart');
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: /Place order/ })).toBeVisible();
  await expectTargetsOn(page, 'checkout');
  for (const path of [
    '/',
    '/my-account',
    '/my-orders',
    '/my-addresses',
    '/my-favorite-items',
    '/my-favorite-stores',
    '/my-wallet',
    '/transactions',
    '/member-cart',
    '/membership',
    '/alerts',
  ]) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(200);
    await expectTargetsOn(page, path);
  }
});
