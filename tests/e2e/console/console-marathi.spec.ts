// The console in a member's own language (decision 0345): a new counter member chooses मराठी in
// the console's bar; the frame (tabs, role, sign-out) and the queue (its heading, live line,
// sound and shortcut buttons) are read in Marathi from then on, the page says it is Marathi, and a
// page their role cannot open is refused in Marathi. A customer's order at Kothrud stands on the
// queue as a card in Marathi (its status, way of pickup and paying, money, next step), under its
// group's heading, and the reject and shortcuts dialogs speak Marathi too. Axe finds nothing
// serious; the Marathi queue is photographed at 1024 and 390 px with the card. A member and a
// server of their own, so no other test reads Marathi or meets the order.
import { placePickupOrder } from '../helpers/cart.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { islandHydrated } from '../helpers/location.ts';
import { expect, test } from '../fixtures.ts';

test.use({ ownServerEnv: {} });

test('a counter member reads the console and the queue in Marathi once they choose it', async ({
  staffAs,
  customer,
  ownServer,
}) => {
  const orderId = await placePickupOrder(customer.request, ownServer.baseURL, 'marathi-queue');
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
  // Chosen before the chooser is awake, the choice would not be sent.
  await islandHydrated(page, 'ConsoleLanguage');
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
  // The tab counts the order waiting to be accepted.
  await expect(page).toHaveTitle(/^\(1\) ऑर्डर · .* कर्मचारी$/);

  // The customer's order, a card in Marathi under its group's heading.
  await expect(page.getByRole('heading', { level: 2, name: 'शक्य तितक्या लवकर: 1 ऑर्डर' })).toBeVisible();
  const card = page.getByRole('listitem', { name: orderId });
  await expect(card.getByText('नवीन', { exact: true })).toBeVisible();
  await expect(card.getByText('स्वतः नेणार', { exact: true })).toBeVisible();
  await expect(card.getByText('रोख', { exact: true })).toBeVisible();
  await expect(card.getByText(/· ₹\d+ घ्यायचे$/)).toBeVisible();
  await expect(card.getByRole('group', { name: `${orderId} च्या तयारीचा वेळ` })).toContainText('इतक्या वेळात तयार');
  await expect(card.getByRole('button', { name: 'स्वीकारा' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'स्लिप छापा' })).toBeVisible();
  await expect(page.getByText('Accept', { exact: true })).toHaveCount(0);
  expect(await seriousViolations(page), 'axe on the Marathi queue').toEqual([]);
  await page.screenshot({ path: 'docs/screens/console-queue-mr-1024.png', fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page), 'axe on the Marathi queue at 390 px').toEqual([]);
  await page.screenshot({ path: 'docs/screens/console-queue-mr-390.png', fullPage: false });

  // Its reject dialog and the keyboard's shortcuts, in Marathi; the order is kept.
  await card.getByRole('button', { name: 'नाकारा', exact: true }).click();
  const reject = page.getByRole('dialog', { name: `${orderId} नाकारायची?` });
  await expect(reject.getByText('कारण', { exact: true })).toBeVisible();
  await expect(reject.getByRole('button', { name: 'ऑर्डर नाकारा' })).toBeVisible();
  await reject.getByRole('button', { name: 'ऑर्डर ठेवा' }).click();
  await expect(reject).toBeHidden();
  await expect(card.getByRole('button', { name: 'स्वीकारा' })).toBeVisible();
  await page.getByRole('button', { name: 'कीबोर्ड शॉर्टकट' }).click();
  const shortcuts = page.getByRole('dialog', { name: 'कीबोर्ड शॉर्टकट' });
  await expect(shortcuts.getByText('पुढची ऑर्डर', { exact: true })).toBeVisible();
  await expect(shortcuts.getByText('j किंवा ↓', { exact: true })).toBeVisible();
  await shortcuts.getByRole('button', { name: 'बंद करा' }).click();
  await expect(shortcuts).toBeHidden();

  // A page the role cannot open is refused in the member's language.
  await page.goto('/staff/stores');
  // (The queue it lands on may also say, in Marathi, that the browser holds its sound back.)
  const refused = page.getByRole('alert').filter({ hasText: 'दुकाने उघडण्याची तुम्हाला परवानगी नाही' });
  await expect(refused).toContainText('तुमची भूमिका (काउंटर)');
  // Back to English, chosen the same way.
  await islandHydrated(page, 'ConsoleLanguage');
  await page.getByLabel('कन्सोलची भाषा').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await context.close();
});
