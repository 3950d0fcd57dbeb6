// Coupons in the staff console (decision 0272): an admin makes a coupon and sees it listed; a
// refused field says why on itself (the form's own check, and the server's for a taken code); a
// customer's cart takes the new code; axe finds nothing serious; screenshots at 390 and 1280 px.
import { expect, test } from '../fixtures.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { islandHydrated } from '../helpers/location.ts';

test.describe('coupons in the staff console', () => {
  test.use({ ownServerEnv: {} });

  test('an admin makes a coupon and sees it; refused fields say why; a customer can use it', async ({
    staffAs,
    ownServer,
  }) => {
    test.setTimeout(90_000);
    const { context, page } = await staffAs('admin', { viewport: { width: 1280, height: 800 } });
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Coupons' }).click();
    await expect(page).toHaveURL(/\/staff\/coupons$/);
    await islandHydrated(page, 'StaffCoupons');
    await expect(page.getByRole('heading', { name: 'Coupons', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: /FRESH20/ })).toBeVisible();

    await page.getByRole('button', { name: 'New coupon' }).click();
    await expect(page.getByRole('heading', { name: 'New coupon', level: 2 })).toBeFocused();
    await page.getByLabel('Code', { exact: true }).fill('diwali25');
    await page.getByLabel('Name', { exact: true }).fill('Diwali 25% off');
    await page.getByLabel('Name (Marathi)').fill('दिवाळी 25% सूट');
    await page.getByLabel('Discount (%)').fill('125');
    await page.getByLabel('Maximum discount (₹)').fill('150');
    await page.getByRole('group', { name: 'Stores' }).getByRole('checkbox', { name: 'FarmCart Kothrud' }).check();
    await page.getByRole('button', { name: 'Save coupon' }).click();
    // The form's own check, on the field.
    const discount = page.getByLabel('Discount (%)');
    await expect(discount).toHaveAttribute('aria-invalid', 'true');
    await expect(discount).toHaveAccessibleDescription(/must be a whole percent from 1 to 100/);

    await discount.fill('25');
    await expect(discount).toHaveAttribute('aria-invalid', 'false');
    await page.getByLabel('Code', { exact: true }).fill('fresh20');
    await page.getByRole('button', { name: 'Save coupon' }).click();
    // The server's: the code is taken.
    const code = page.getByLabel('Code', { exact: true });
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(/FRESH20 is another coupon’s code/);
    expect(await seriousViolations(page), 'axe on /staff/coupons with refused fields').toEqual([]);

    await code.fill('diwali25');
    await page.getByRole('button', { name: 'Save coupon' }).click();
    await expect(page.getByRole('status')).toHaveText('Coupon DIWALI25 made.');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /DIWALI25/ }) });
    await expect(card).toContainText('25% off, up to ₹150');
    await expect(card).toContainText('FarmCart Kothrud');
    await expect(card).toContainText('Used 0 times');

    // Listed after a reload too, and a customer's cart takes it.
    await page.reload();
    await expect(page.getByRole('heading', { name: /DIWALI25/ })).toBeVisible();
    const applied = await page.request.post('/api/apply-coupon', {
      data: { coupon: 'Diwali25', restaurant_id: 1, cartProducts: [{ item_id: 5, quantity: 2 }] },
    });
    expect(await applied.json()).toMatchObject({ success: true, code: 'DIWALI25' });
    // A Marathi cart's offers name it in Marathi (decision 0334).
    await page.context().addCookies([{ name: 'lang', value: 'mr', url: ownServer.baseURL }]);
    const offers = await page.request.post('/api/cart-coupons', { data: { restaurant_id: 1 } });
    expect(await offers.json()).toContainEqual(expect.objectContaining({ code: 'DIWALI25', name: 'दिवाळी 25% सूट' }));
    await page.context().clearCookies({ name: 'lang' });

    await page.getByRole('button', { name: 'Pause DIWALI25' }).click();
    await expect(card.getByText('Paused')).toBeVisible();
    await page.getByRole('button', { name: 'Resume DIWALI25' }).click();
    await expect(card.getByText('Active')).toBeVisible();

    await page.screenshot({ path: 'docs/screens/console-coupons-1280.png', fullPage: false });
    await context.close();

    const phone = await staffAs('admin', { viewport: { width: 390, height: 844 } });
    await phone.page.goto('/staff/coupons');
    await islandHydrated(phone.page, 'StaffCoupons');
    await phone.page.getByRole('button', { name: 'New coupon' }).click();
    await phone.page.getByLabel('Discount (%)').fill('0');
    await phone.page.getByRole('button', { name: 'Save coupon' }).click();
    await expect(phone.page.getByLabel('Discount (%)')).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(phone.page), 'axe on /staff/coupons at 390 px').toEqual([]);
    await phone.page.screenshot({ path: 'docs/screens/console-coupons-390.png', fullPage: false });
    await phone.context.close();
  });
});
