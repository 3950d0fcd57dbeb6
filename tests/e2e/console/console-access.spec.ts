// A console page the member's role cannot use, opened by its address (decision 0322): the counter is
// sent to their queue and told, in their console language (decision 0345; English here, Marathi in
// console-marathi.spec.ts), that they do not have access to Stores, instead of being shown the
// queue as if nothing had happened.
import { expect, test } from '../fixtures.ts';

const KIRAN = { email: 'kiran@farmcart.example.in', password: 'counter-demo-2026' };

test('a counter opening /staff/stores is told they do not have access', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1024, height: 768 } });
  expect((await context.request.post('/api/staff/login', { data: KIRAN })).ok()).toBe(true);
  const page = await context.newPage();
  await page.goto('/staff/stores');
  await expect(page).toHaveURL(/\/staff\?no_access=/);
  const refused = page.getByRole('alert').filter({ hasText: 'You do not have access to Stores' });
  await expect(refused).toBeVisible();
  await expect(refused).toContainText('your role (Counter) cannot open it');
  // The queue itself is there, without the message once the member moves on.
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await page.goto('/staff');
  await expect(page.getByText('You do not have access')).toHaveCount(0);
  await context.close();
});
