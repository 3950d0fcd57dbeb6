// The shop without a connection, from the shopper's side on a phone in Kothrud: Add tapped offline
// says the page needs a reload and keeps the button; the cart asks for its bill again once the
// connection comes back; the running order says its updates wait, and picks up after. One server of
// this file's own: the operator's command moves its order along.
import { expect, test } from '../fixtures.ts';
import { addFromCard, advanceOrder, placePickupOrder } from '../helpers/cart.ts';
import { islandHydrated } from '../helpers/location.ts';

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, ownServerEnv: {} });

// A tap offline on Add of an item with options (whose chooser's code had not been fetched)
// unmounted the card's Add, or left it dead after the connection came back, without a word.
test('Add tapped offline says the page needs a reload, keeps the button, and works after the reload', async ({
  located: page,
  context,
}) => {
  await page.goto('/category/vegetables');
  const add = page.getByRole('button', { name: 'Add Cauliflower' });
  await expect(add).toBeVisible();
  await context.setOffline(true);
  await add.click();
  const notice = page.getByRole('alert').filter({ hasText: 'Could not reach the shop. Reload once you are online.' });
  await expect(notice).toBeVisible({ timeout: 10_000 });
  await expect(add).toBeVisible();
  await context.setOffline(false);
  await notice.getByRole('link', { name: 'Reload' }).click();
  await expect(notice).toBeHidden();
  await page.getByRole('button', { name: 'Add Cauliflower' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('Add tapped offline on a card already awake (the chooser’s code not fetched) keeps the card and says so', async ({
  located: page,
  context,
}) => {
  await page.goto('/category/vegetables');
  const add = page.getByRole('button', { name: 'Add Cauliflower' });
  // Focus wakes the card's island (its code comes); the chooser's code comes only with a choice.
  await add.focus();
  await islandHydrated(page, 'ItemControls');
  await context.setOffline(true);
  await add.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Could not reach the shop. Reload once you are online.' }),
  ).toBeVisible();
  // React unmounted the card with its Add when the chooser failed to load.
  await expect(add).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

// When the connection comes back, "Could not reach the shop" and the greyed Proceed go by
// themselves, before the customer touches anything.
test('the cart asks for its bill again when the connection comes back', async ({ customer: page, context }) => {
  await page.goto('/stores/farmcart-kothrud');
  await addFromCard(page, 'Papaya');
  await page.getByRole('button', { name: 'Add one more Papaya' }).click();
  await page.goto('/cart');
  const proceed = page.getByRole('button', { name: 'Proceed to checkout' });
  await expect(proceed).toBeEnabled();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add one more Papaya' }).click();
  await expect(page.getByText('Could not reach the shop. Check your connection.').first()).toBeVisible();
  await expect(proceed).toBeDisabled();
  // No bill: the delivery charge is unknown, so the items' total is not called "To pay".
  await expect(page.getByText('To pay', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Item total', { exact: true })).toHaveCount(2);
  await context.setOffline(false);
  await expect(page.getByText('Could not reach the shop. Check your connection.')).toHaveCount(0);
  await expect(proceed).toBeEnabled();
  await expect(page.getByText('To pay', { exact: true })).toHaveCount(2);
});

// Offline, the running order does not claim "This page updates by itself."
test('the running order says its updates wait while there is no connection, and picks up after', async ({
  customer: page,
  ownServer,
  context,
}) => {
  const id = await placePickupOrder(page.request, ownServer.baseURL, 'offline-updates', 'banana-yelakki-kothrud');
  await page.goto(`/running-order/${id}`);
  await expect(page.getByText('This page updates by itself.')).toBeVisible();
  // The tracker's code must have come while online: it is what notices the connection going.
  await islandHydrated(page, 'OrderTracker');
  await context.setOffline(true);
  await expect(page.getByText('No connection: updates wait until you are back online.')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('This page updates by itself.')).toBeVisible();
  advanceOrder(ownServer, id);
  await expect(page.getByRole('heading', { level: 2, name: 'Accepted by the store', exact: true })).toBeVisible({
    timeout: 20_000,
  });
});
