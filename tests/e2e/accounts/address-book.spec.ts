// The address book, from the shopper's side on a phone in Kothrud: an address added from it asks for
// the flat and leaves the shop where it was; deleting the address the shop delivers to goes back to
// the default address. One server of this file's own: the addresses saved here stay here.
import { expect, test } from '../fixtures.ts';
import { choosePlace, KOTHRUD_ADDRESS } from '../helpers/location.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, ownServerEnv: {} });

// An address added from the address book is the account's, not the place the phone browses (Asha,
// shopping in Kothrud, stays in Kothrud), and needs a flat number (decision 0228).
test('an address added from the address book asks for the flat and leaves the shop where it was', async ({
  customer: page,
}) => {
  await page.goto('/my-addresses');
  await page.getByRole('link', { name: 'Add new address' }).click();
  await choosePlace(page, 'Viman Nagar');
  const house = page.getByLabel('House / flat / floor');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/my-location$/);
  await expect(house).toHaveJSProperty('validity.valueMissing', true);
  // Spaces are no house either (they pass `required`, so the form checks for them itself).
  await house.fill('   ');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/my-location$/);
  await expect(house).toHaveJSProperty('validationMessage', 'Enter the house or flat, so that the rider finds you.');
  await expect(house).toBeFocused();

  await house.fill('A-7, Lunkad Sky Vista');
  await expect(house).toHaveJSProperty('validity.valid', true);
  await page.getByRole('radio', { name: 'Work' }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/my-addresses$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'A-7, Lunkad Sky Vista' })).toContainText('Viman Nagar');

  await page.goto('/');
  await expect(page.getByRole('link', { name: /Change location/ })).toContainText(KOTHRUD_ADDRESS.house ?? '');
});

// Deleting the address the phone delivers to leaves no header naming it.
test('deleting the address the shop delivers to goes back to the default address', async ({ customer: page }) => {
  await page.goto('/search-location');
  await choosePlace(page, 'Viman Nagar');
  await page.getByLabel('House / flat / floor').fill('C-12, Nyati Empire');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: /Change location/ })).toContainText('C-12, Nyati Empire');

  await page.goto('/my-addresses');
  const card = page.getByRole('listitem').filter({ hasText: 'C-12, Nyati Empire' });
  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);

  await page.goto('/');
  await expect(page.getByRole('link', { name: /Change location/ })).toContainText('Flat 402, Shrushti Apartments');
});
