// §2 Mobile home, Buy again (decision 0329), on a phone in Kothrud: a customer who has ordered sees a
// "Buy again" row of what they bought, newest first, whose Add puts the item in the cart, in English
// and in Marathi; a guest's home has no such row and asks the shop for none.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { addFromCard, cartBar } from '../helpers/cart.ts';
import { inLanguage } from '../helpers/language.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

/** Places a cash order of two of an item from FarmCart Kothrud (above its ₹99 minimum) through checkout. */
async function orderTwo(page: Page, name: string): Promise<void> {
  await page.goto('/stores/farmcart-kothrud');
  await addFromCard(page, name);
  await page.getByRole('button', { name: `Add one more ${name}` }).click();
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/running-order\//);
}

test('a customer’s home has a Buy again row of their orders, newest first, whose Add fills the cart, in English and Marathi', async ({
  customer: page,
  context,
  baseURL,
}) => {
  await orderTwo(page, 'Papaya');
  await orderTwo(page, 'Nagpur Orange');

  await page.goto('/');
  const row = page.getByRole('region', { name: 'Buy again', exact: true });
  await expect(row.getByRole('article').first()).toContainText('Nagpur Orange');
  await expect(row.getByRole('article').nth(1)).toContainText('Papaya');
  await row.getByRole('button', { name: 'Add Papaya', exact: true }).click();
  await expect(row.getByRole('group', { name: 'Papaya in cart', exact: true })).toBeVisible();
  await expect(cartBar(page)).toContainText('1');

  await inLanguage(context, baseURL, 'mr');
  await page.goto('/');
  const rowMr = page.getByRole('region', { name: 'पुन्हा खरेदी करा', exact: true });
  await expect(rowMr.getByRole('article').first()).toContainText('नागपूर संत्री');
  await expect(rowMr.getByRole('article').nth(1)).toContainText('पपई');
});

test('a guest’s home has no Buy again row and asks for none', async ({ located: page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/buy-again') asked.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('html[data-page-tasks="ready"]')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Buy again' })).toHaveCount(0);
  expect(asked).toEqual([]);
});
