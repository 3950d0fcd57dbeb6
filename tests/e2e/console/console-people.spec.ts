// Staff accounts and the audit log in the staff console (decision 0272): an admin adds a manager
// of FarmCart Kothrud on the People screen; the manager signs in, has a Coupons tab and no People
// tab, and makes a coupon; the admin's Audit screen shows those changes filtered by person, with
// the changed fields. axe finds nothing serious; screenshots at 390 and 1280 px.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { islandHydrated } from '../helpers/location.ts';

const PRIYA = { email: 'priya@farmcart.example.in', password: 'counter-demo-2026', name: 'Priya Deshmukh' };
const RAVI = { email: 'ravi.manager@farmcart.example.in', password: 'kothrud-manager-2027', name: 'Ravi Gokhale' };

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Console' });

test.describe('staff accounts and the audit log in the console', () => {
  test.use({ ownServerEnv: {} });

  test('an admin adds a manager who signs in with Coupons and no People; the audit shows it by person', async ({
    staffAs,
  }) => {
    test.setTimeout(120_000);
    const admin = await staffAs('admin');
    await tabs(admin.page).getByRole('link', { name: 'People' }).click();
    await expect(admin.page).toHaveURL(/\/staff\/people$/);
    await islandHydrated(admin.page, 'StaffPeople');
    await admin.page.getByRole('button', { name: 'Add a person' }).click();
    const form = admin.page.getByRole('form', { name: 'New staff account' });
    await expect(form.getByRole('heading', { name: 'New staff account' })).toBeFocused();

    // A manager without a store is refused on the Stores group.
    await form.getByLabel('Name', { exact: true }).fill(RAVI.name);
    await form.getByLabel('E-mail', { exact: true }).fill(RAVI.email);
    await form.getByLabel('Role', { exact: true }).selectOption({ label: 'Manager' });
    await form.getByRole('button', { name: 'Add person' }).click();
    await expect(form.getByRole('group', { name: 'Stores' })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('group', { name: 'Stores' })).toHaveAccessibleDescription(/needs at least one store/);
    // A taken e-mail is refused by the server on its field.
    await form.getByRole('group', { name: 'Stores' }).getByRole('checkbox', { name: 'FarmCart Kothrud' }).check();
    await form.getByLabel('E-mail', { exact: true }).fill('meera@farmcart.example.in');
    await form.getByLabel('Password', { exact: true }).fill(RAVI.password);
    await form.getByRole('button', { name: 'Add person' }).click();
    await expect(form.getByLabel('E-mail', { exact: true })).toHaveAccessibleDescription(/has a staff account already/);
    expect(await seriousViolations(admin.page), 'axe on /staff/people with refused fields').toEqual([]);

    await form.getByLabel('E-mail', { exact: true }).fill(RAVI.email);
    await form.getByRole('button', { name: 'Add person' }).click();
    await expect(admin.page.getByRole('status')).toHaveText(`${RAVI.name} added.`);
    const card = admin.page.getByRole('listitem', { name: RAVI.name });
    await expect(card).toContainText('Manager');
    await expect(card).toContainText('FarmCart Kothrud');
    await expect(form).toHaveCount(0);
    await admin.page.evaluate(() => window.scrollTo(0, 0));
    await admin.page.screenshot({ path: 'docs/screens/console-people-1280.png', fullPage: false });

    // The new manager: Coupons, not People; makes a coupon of their store.
    const manager = await staffAs(RAVI);
    await expect(tabs(manager.page).getByRole('link', { name: 'Coupons' })).toBeVisible();
    await expect(tabs(manager.page).getByRole('link', { name: 'People' })).toHaveCount(0);
    await manager.page.goto('/staff/people');
    await expect(manager.page).not.toHaveURL(/\/staff\/people$/);
    await tabs(manager.page).getByRole('link', { name: 'Coupons' }).click();
    await islandHydrated(manager.page, 'StaffCoupons');
    await manager.page.getByRole('button', { name: 'New coupon' }).click();
    await manager.page.getByLabel('Code', { exact: true }).fill('RAVI10');
    await manager.page.getByLabel('Name', { exact: true }).fill('Ravi’s 10% off');
    await manager.page.getByLabel('Discount (%)').fill('10');
    await manager.page.getByRole('button', { name: 'Save coupon' }).click();
    await expect(manager.page.getByRole('status')).toHaveText('Coupon RAVI10 made.');
    await manager.context.close();

    // The audit log, by person.
    await tabs(admin.page).getByRole('link', { name: 'Audit' }).click();
    await expect(admin.page).toHaveURL(/\/staff\/audit$/);
    await islandHydrated(admin.page, 'StaffAudit');
    const entries = admin.page.getByRole('list', { name: 'Audit entries, newest first' });
    await expect(entries.getByRole('listitem')).toHaveCount(2);
    await admin.page.getByLabel('Person').selectOption({ label: RAVI.name });
    await admin.page.getByRole('button', { name: 'Show' }).click();
    await expect(entries.getByRole('listitem')).toHaveCount(1);
    const made = entries.getByRole('listitem').first();
    await expect(made).toContainText('Coupon RAVI10 made');
    await made.getByText('Details: 15 fields').click();
    await expect(made.getByRole('row', { name: /discount/ }).first()).toBeVisible();
    await admin.page.getByLabel('Person').selectOption({ label: PRIYA.name });
    await admin.page.getByRole('button', { name: 'Show' }).click();
    await expect(entries.getByRole('listitem')).toHaveCount(1);
    await expect(entries.getByRole('listitem').first()).toContainText(`Manager ${RAVI.name} (${RAVI.email}) added`);
    await entries.getByRole('listitem').first().getByText('Details: 5 fields').click();
    expect(await seriousViolations(admin.page), 'axe on /staff/audit').toEqual([]);
    await admin.page.screenshot({ path: 'docs/screens/console-audit-1280.png', fullPage: false });
    await admin.context.close();

    const phone = await staffAs('admin', { viewport: { width: 390, height: 844 } });
    await phone.page.goto('/staff/people');
    await islandHydrated(phone.page, 'StaffPeople');
    // Ravi's role changed: the audit's diff then shows before and after.
    await phone.page.getByRole('button', { name: `Change role of ${RAVI.name}` }).click();
    const ravi = phone.page.getByRole('listitem', { name: RAVI.name });
    await ravi.getByRole('group', { name: 'Stores' }).getByRole('checkbox', { name: 'Baner Green Basket' }).check();
    await ravi.getByRole('button', { name: 'Save role' }).click();
    await expect(phone.page.getByRole('status')).toHaveText(`${RAVI.name} is Manager now.`);
    expect(await seriousViolations(phone.page), 'axe on /staff/people at 390 px').toEqual([]);
    await phone.page.screenshot({ path: 'docs/screens/console-people-390.png', fullPage: false });
    await phone.page.goto('/staff/audit');
    await islandHydrated(phone.page, 'StaffAudit');
    const changed = phone.page.getByRole('listitem').filter({ hasText: `${RAVI.name}: Manager, stores changed` });
    await changed.getByText('Changed: store_ids').click();
    await expect(changed.getByRole('row', { name: 'store_ids [1] [1,2]' })).toBeVisible();
    await changed.evaluate((entry) => entry.scrollIntoView({ block: 'center' }));
    expect(await seriousViolations(phone.page), 'axe on /staff/audit at 390 px').toEqual([]);
    await phone.page.screenshot({ path: 'docs/screens/console-audit-390.png', fullPage: false });
    await phone.context.close();
  });
});
