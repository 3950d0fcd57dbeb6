// Coupons in the staff console (decision 0272): an admin makes a coupon and sees it listed; a
// refused field says why on itself (the form's own check, and the server's for a taken code); a
// customer's cart takes the new code; axe finds nothing serious; screenshots at 390 and 1280 px.
import { expect, test } from '../fixtures.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { wordPattern } from '../helpers/console-words.ts';
import { islandHydrated } from '../helpers/location.ts';

test.describe('coupons in the staff console', () => {
  test.use({ ownServerEnv: {} });

  test('an admin makes a coupon and sees it; refused fields say why; a customer can use it', async ({
    staffAs,
    ownServer,
    say,
    screenPath,
  }) => {
    test.setTimeout(90_000);
    const { context, page } = await staffAs('admin', { viewport: { width: 1280, height: 800 } });
    await page
      .getByRole('navigation', { name: say('consoleTabsName') })
      .getByRole('link', { name: say('consoleTabCoupons') })
      .click();
    await expect(page).toHaveURL(/\/staff\/coupons$/);
    await islandHydrated(page, 'StaffCoupons');
    await expect(page.getByRole('heading', { name: say('consoleCouponsTitle'), level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: /FRESH20/ })).toBeVisible();

    await page.getByRole('button', { name: say('consoleCouponsNew') }).click();
    await expect(page.getByRole('heading', { name: say('consoleCouponsNew'), level: 2 })).toBeFocused();
    await page.getByLabel(say('consoleCouponsCode'), { exact: true }).fill('diwali25');
    await page.getByLabel(say('consoleCouponsName'), { exact: true }).fill('Diwali 25% off');
    await page.getByLabel(say('consoleCouponsNameMr')).fill('दिवाळी 25% सूट');
    await page.getByLabel(say('consoleCouponsDiscountPercent')).fill('125');
    await page.getByLabel(say('consoleCouponsMaxDiscount')).fill('150');
    await page
      .getByRole('group', { name: say('consoleCouponsStores') })
      .getByRole('checkbox', { name: 'FarmCart Kothrud' })
      .check();
    await page.getByRole('button', { name: say('consoleCouponsSave') }).click();
    // The form's own check, on the field.
    const discount = page.getByLabel(say('consoleCouponsDiscountPercent'));
    await expect(discount).toHaveAttribute('aria-invalid', 'true');
    await expect(discount).toHaveAccessibleDescription(wordPattern(say('saidRuleCouponPercent')));

    await discount.fill('25');
    await expect(discount).toHaveAttribute('aria-invalid', 'false');
    await page.getByLabel(say('consoleCouponsCode'), { exact: true }).fill('fresh20');
    await page.getByRole('button', { name: say('consoleCouponsSave') }).click();
    // The server's: the code is taken.
    const code = page.getByLabel(say('consoleCouponsCode'), { exact: true });
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(wordPattern(say('saidFieldOtherCouponsCode', { code: 'FRESH20' })));
    expect(await seriousViolations(page), 'axe on /staff/coupons with refused fields').toEqual([]);

    await code.fill('diwali25');
    await page.getByRole('button', { name: say('consoleCouponsSave') }).click();
    await expect(page.getByRole('status')).toHaveText(say('consoleCouponsMade', { code: 'DIWALI25' }));
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /DIWALI25/ }) });
    await expect(card).toContainText(
      say('consoleCouponsUpTo', { discount: say('consoleCouponsPercentOff', { percent: 25 }), amount: '₹150' }),
    );
    await expect(card).toContainText('FarmCart Kothrud');
    await expect(card).toContainText(say('consoleCouponsUsedMany', { count: 0 }));

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

    await page.getByRole('button', { name: say('consoleCouponsPauseCode', { code: 'DIWALI25' }) }).click();
    await expect(card.getByText(say('consoleCouponsStatePaused'), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: say('consoleCouponsResumeCode', { code: 'DIWALI25' }) }).click();
    await expect(card.getByText(say('consoleCouponsStateActive'), { exact: true })).toBeVisible();

    await page.screenshot({ path: screenPath('console-coupons-1280'), fullPage: false });
    await context.close();

    const phone = await staffAs('admin', { viewport: { width: 390, height: 844 } });
    await phone.page.goto('/staff/coupons');
    await islandHydrated(phone.page, 'StaffCoupons');
    await phone.page.getByRole('button', { name: say('consoleCouponsNew') }).click();
    await phone.page.getByLabel(say('consoleCouponsDiscountPercent')).fill('0');
    await phone.page.getByRole('button', { name: say('consoleCouponsSave') }).click();
    await expect(phone.page.getByLabel(say('consoleCouponsDiscountPercent'))).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(phone.page), 'axe on /staff/coupons at 390 px').toEqual([]);
    await phone.page.screenshot({ path: screenPath('console-coupons-390'), fullPage: false });
    await phone.context.close();
  });
});
