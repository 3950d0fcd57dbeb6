// Staff accounts and the audit log in the staff console (decision 0272): an admin adds a manager
// of FarmCart Kothrud on the People screen; the manager signs in, has a Coupons tab and no People
// tab, and makes a coupon; the admin's Audit screen shows those changes filtered by person, with
// the changed fields. axe finds nothing serious; screenshots at 390 and 1280 px.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { type Say, wordPattern } from '../helpers/console-words.ts';
import { islandHydrated } from '../helpers/location.ts';

const PRIYA = { email: 'priya@farmcart.example.in', password: 'counter-demo-2026', name: 'Priya Deshmukh' };
const RAVI = { email: 'ravi.manager@farmcart.example.in', password: 'kothrud-manager-2027', name: 'Ravi Gokhale' };

const tabs = (page: Page, say: Say) => page.getByRole('navigation', { name: say('consoleTabsName') });

test.describe('staff accounts and the audit log in the console', () => {
  test.use({ ownServerEnv: {} });

  test('an admin adds a manager who signs in with Coupons and no People; the audit shows it by person', async ({
    staffAs,
    say,
    screenPath,
    consoleLanguage,
  }) => {
    test.setTimeout(180_000);
    // In Marathi each member's choice of it is in the audit log too (decision 0345), an entry older
    // than what the member then does.
    const chosen = consoleLanguage === 'en' ? 0 : 1;
    const admin = await staffAs('admin');
    await tabs(admin.page, say)
      .getByRole('link', { name: say('consoleTabPeople') })
      .click();
    await expect(admin.page).toHaveURL(/\/staff\/people$/);
    await islandHydrated(admin.page, 'StaffPeople');
    await admin.page.getByRole('button', { name: say('consolePeopleAdd') }).click();
    const form = admin.page.getByRole('form', { name: say('consolePeopleNewAccount') });
    await expect(form.getByRole('heading', { name: say('consolePeopleNewAccount') })).toBeFocused();

    // A manager without a store is refused on the Stores group.
    await form.getByLabel(say('consolePeopleName'), { exact: true }).fill(RAVI.name);
    await form.getByLabel(say('consolePeopleEmail'), { exact: true }).fill(RAVI.email);
    await form.getByLabel(say('consolePeopleRole'), { exact: true }).selectOption({ label: say('consoleRoleManager') });
    await form.getByRole('button', { name: say('consolePeopleAddPerson') }).click();
    await expect(form.getByRole('group', { name: say('consolePeopleStores') })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('group', { name: say('consolePeopleStores') })).toHaveAccessibleDescription(
      wordPattern(say('saidRuleStaffNeedsStore')),
    );
    // A taken e-mail is refused by the server on its field.
    await form
      .getByRole('group', { name: say('consolePeopleStores') })
      .getByRole('checkbox', { name: 'FarmCart Kothrud' })
      .check();
    await form.getByLabel(say('consolePeopleEmail'), { exact: true }).fill('meera@farmcart.example.in');
    await form.getByLabel(say('consolePeoplePassword'), { exact: true }).fill(RAVI.password);
    await form.getByRole('button', { name: say('consolePeopleAddPerson') }).click();
    await expect(form.getByLabel(say('consolePeopleEmail'), { exact: true })).toHaveAccessibleDescription(
      wordPattern(say('saidFieldStaffEmailTaken')),
    );
    expect(await seriousViolations(admin.page), 'axe on /staff/people with refused fields').toEqual([]);

    await form.getByLabel(say('consolePeopleEmail'), { exact: true }).fill(RAVI.email);
    await form.getByRole('button', { name: say('consolePeopleAddPerson') }).click();
    await expect(admin.page.getByRole('status')).toHaveText(say('consolePeopleAdded', { name: RAVI.name }));
    const card = admin.page.getByRole('listitem', { name: RAVI.name });
    await expect(card).toContainText(say('consoleRoleManager'));
    await expect(card).toContainText('FarmCart Kothrud');
    await expect(form).toHaveCount(0);
    await admin.page.evaluate(() => window.scrollTo(0, 0));
    await admin.page.screenshot({ path: screenPath('console-people-1280'), fullPage: false });

    // The new manager: Coupons, not People; makes a coupon of their store.
    const manager = await staffAs(RAVI);
    await expect(tabs(manager.page, say).getByRole('link', { name: say('consoleTabCoupons') })).toBeVisible();
    await expect(tabs(manager.page, say).getByRole('link', { name: say('consoleTabPeople') })).toHaveCount(0);
    await manager.page.goto('/staff/people');
    await expect(manager.page).not.toHaveURL(/\/staff\/people$/);
    await tabs(manager.page, say)
      .getByRole('link', { name: say('consoleTabCoupons') })
      .click();
    await islandHydrated(manager.page, 'StaffCoupons');
    await manager.page.getByRole('button', { name: say('consoleCouponsNew') }).click();
    await manager.page.getByLabel(say('consoleCouponsCode'), { exact: true }).fill('RAVI10');
    await manager.page.getByLabel(say('consoleCouponsName'), { exact: true }).fill('Ravi’s 10% off');
    await manager.page.getByLabel(say('consoleCouponsDiscountPercent')).fill('10');
    await manager.page.getByRole('button', { name: say('consoleCouponsSave') }).click();
    await expect(manager.page.getByRole('status')).toHaveText(say('consoleCouponsMade', { code: 'RAVI10' }));
    await manager.context.close();

    // The audit log, by person.
    await tabs(admin.page, say)
      .getByRole('link', { name: say('consoleTabAudit') })
      .click();
    await expect(admin.page).toHaveURL(/\/staff\/audit$/);
    await islandHydrated(admin.page, 'StaffAudit');
    const entries = admin.page.getByRole('list', { name: say('consoleAuditList') });
    await expect(entries.getByRole('listitem')).toHaveCount(2 + 2 * chosen);
    await admin.page.getByLabel(say('consoleAuditPerson')).selectOption({ label: RAVI.name });
    await admin.page.getByRole('button', { name: say('consoleAuditShow') }).click();
    await expect(entries.getByRole('listitem')).toHaveCount(1 + chosen);
    const made = entries.getByRole('listitem').first();
    await expect(made).toContainText('Coupon RAVI10 made');
    await made.getByText(say('consoleAuditDetailsMany', { count: 15 })).click();
    await expect(made.getByRole('row', { name: /discount/ }).first()).toBeVisible();
    await admin.page.getByLabel(say('consoleAuditPerson')).selectOption({ label: PRIYA.name });
    await admin.page.getByRole('button', { name: say('consoleAuditShow') }).click();
    await expect(entries.getByRole('listitem')).toHaveCount(1 + chosen);
    await expect(entries.getByRole('listitem').first()).toContainText(`Manager ${RAVI.name} (${RAVI.email}) added`);
    await entries
      .getByRole('listitem')
      .first()
      .getByText(say('consoleAuditDetailsMany', { count: 5 }))
      .click();
    expect(await seriousViolations(admin.page), 'axe on /staff/audit').toEqual([]);
    await admin.page.screenshot({ path: screenPath('console-audit-1280'), fullPage: false });
    await admin.context.close();

    const phone = await staffAs('admin', { viewport: { width: 390, height: 844 } });
    await phone.page.goto('/staff/people');
    await islandHydrated(phone.page, 'StaffPeople');
    // Ravi's role changed: the audit's diff then shows before and after.
    await phone.page.getByRole('button', { name: say('consolePeopleChangeRoleOf', { name: RAVI.name }) }).click();
    const ravi = phone.page.getByRole('listitem', { name: RAVI.name });
    await ravi
      .getByRole('group', { name: say('consolePeopleStores') })
      .getByRole('checkbox', { name: 'Baner Green Basket' })
      .check();
    await ravi.getByRole('button', { name: say('consolePeopleSaveRole') }).click();
    await expect(phone.page.getByRole('status')).toHaveText(
      say('consolePeopleRoleNow', { name: RAVI.name, role: say('consoleRoleManager') }),
    );
    expect(await seriousViolations(phone.page), 'axe on /staff/people at 390 px').toEqual([]);
    await phone.page.screenshot({ path: screenPath('console-people-390'), fullPage: false });
    await phone.page.goto('/staff/audit');
    await islandHydrated(phone.page, 'StaffAudit');
    const changed = phone.page.getByRole('listitem').filter({ hasText: `${RAVI.name}: Manager, stores changed` });
    await changed.getByText(say('consoleAuditChanged', { fields: 'store_ids' })).click();
    await expect(changed.getByRole('row', { name: 'store_ids [1] [1,2]' })).toBeVisible();
    await changed.evaluate((entry) => entry.scrollIntoView({ block: 'center' }));
    expect(await seriousViolations(phone.page), 'axe on /staff/audit at 390 px').toEqual([]);
    await phone.page.screenshot({ path: screenPath('console-audit-390'), fullPage: false });
    await phone.context.close();
  });
});
