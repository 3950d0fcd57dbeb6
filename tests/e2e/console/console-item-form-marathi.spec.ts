// The catalogue's item form in a member's own language (decision 0345): a new manager chooses
// मराठी in the console's bar and opens a seeded item; the form's heading, fields, hints, sizes and
// buttons (and its pictures') are read in Marathi (the item's own names stay as the shop wrote them). Axe finds nothing
// serious; the Marathi form is photographed at 1024 and 390 px. A member of their own, so no other
// test reads Marathi.
import { seriousViolations } from '../helpers/axe.ts';
import { islandHydrated } from '../helpers/location.ts';
import { expect, test } from '../fixtures.ts';

test('a manager reads the item form in Marathi once they choose it', async ({ staffAs }) => {
  const admin = await staffAs('admin');
  const email = `marathi-manager-${Date.now()}@example.in`;
  const password = 'marathi-manager-2026';
  const added = await admin.context.request.post('/api/staff/person-add', {
    data: { name: 'Madhuri Joshi', email, role: 'manager', store_ids: [1], password },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await admin.context.close();

  const { page } = await staffAs({ email, password }, { viewport: { width: 1024, height: 768 } });
  await page.goto('/staff/catalogue/item?id=5');
  await expect(page.getByRole('textbox', { name: 'Name (English)', exact: true })).toBeVisible();
  await islandHydrated(page, 'ConsoleLanguage');
  await page.getByLabel('Console language').selectOption('mr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');

  await expect(page.getByRole('heading', { level: 1, name: /बदला$/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'नाव (इंग्रजी)', exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'वर्णन (मराठी)', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'अन्नाचा प्रकार' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'चालू: ग्राहकांना दिसते' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'पोषणमूल्ये (प्रति 100 ग्रॅम)' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'चित्रे', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'आकार', exact: true })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'आकार 1', exact: true }).getByRole('textbox', { name: 'किंमत (₹)' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'वस्तू जतन करा' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'आकार जोडा' })).toBeVisible();
  await expect(page.getByText('Save item', { exact: true })).toHaveCount(0);

  // A refusal the form says itself, in Marathi: the English name emptied.
  await page.getByRole('textbox', { name: 'नाव (इंग्रजी)', exact: true }).fill('');
  await page.getByRole('button', { name: 'वस्तू जतन करा' }).click();
  await expect(page.getByText('जतन करण्यापूर्वी काही रकाने बदलावे लागतील.')).toBeVisible();

  expect(await seriousViolations(page), 'axe on the Marathi item form').toEqual([]);
  await page.screenshot({ path: 'docs/screens/console-item-form-mr-1024.png', fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page), 'axe on the Marathi item form at 390 px').toEqual([]);
  await page.screenshot({ path: 'docs/screens/console-item-form-mr-390.png', fullPage: false });
});
