// The console in a member's own language (decision 0345): a new counter member chooses मराठी in
// the console's bar; the frame (tabs, role, sign-out) and the queue (its heading, live line,
// sound and shortcut buttons) are read in Marathi from then on, the page says it is Marathi, and a
// page their role cannot open is refused in Marathi. Axe finds nothing serious; the Marathi queue
// is photographed at 1024 and 390 px. A member of their own, so no other test reads Marathi.
import { seriousViolations } from '../helpers/axe.ts';
import { expect, test } from '../fixtures.ts';

test('a counter member reads the console and the queue in Marathi once they choose it', async ({ staffAs }) => {
  const admin = await staffAs('admin');
  const email = `marathi-counter-${Date.now()}@example.in`;
  const password = 'marathi-counter-2026';
  const added = await admin.context.request.post('/api/staff/person-add', {
    data: { name: 'Savita Kale', email, role: 'counter', store_ids: [1], password },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await admin.context.close();

  const { context, page } = await staffAs({ email, password }, { viewport: { width: 1024, height: 768 } });
  await page.goto('/staff');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await page.getByLabel('Console language').selectOption('mr');
  await expect(page.getByRole('heading', { name: 'ऑर्डर', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  const tabs = page.getByRole('navigation', { name: 'कन्सोल' });
  await expect(tabs.getByRole('link', { name: 'ऑर्डर', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'साठा' })).toBeVisible();
  await expect(page.getByText('काउंटर ·')).toBeVisible();
  await expect(page.getByRole('button', { name: 'बाहेर पडा' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'आवाज तपासा' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'ऑर्डर शोधा' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'थेट: नवीन ऑर्डर इथे आपोआप दिसतात.' })).toBeVisible();
  await expect(page).toHaveTitle(/^ऑर्डर · .* कर्मचारी$/);
  expect(await seriousViolations(page), 'axe on the Marathi queue').toEqual([]);
  await page.screenshot({ path: 'docs/screens/console-queue-mr-1024.png', fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page), 'axe on the Marathi queue at 390 px').toEqual([]);
  await page.screenshot({ path: 'docs/screens/console-queue-mr-390.png', fullPage: false });

  // A page the role cannot open is refused in the member's language.
  await page.goto('/staff/stores');
  await expect(page.getByRole('alert')).toContainText('दुकाने उघडण्याची तुम्हाला परवानगी नाही');
  await expect(page.getByRole('alert')).toContainText('तुमची भूमिका (काउंटर)');
  // Back to English, chosen the same way.
  await page.getByLabel('कन्सोलची भाषा').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await context.close();
});
