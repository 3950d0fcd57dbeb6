// §10 GST documents from the customer's side and the console's (decision 0332): an admin gives a
// store its GSTIN and document prefix in the store form, a customer's order is delivered, and the
// customer downloads its document from the order page and My orders, in English and Marathi; the
// console reprints it; nobody else gets it. One server of this file's own (the operator's command).
import { shopToday } from '../../../src/domain/calendar.ts';
import { documentNumber, financialYearOf } from '../../../src/domain/tax/document-series.ts';
import { expect, test } from '../fixtures.ts';
import { deliveredPapayaOrder } from '../helpers/cart.ts';
import { inLanguage } from '../helpers/language.ts';
import { islandHydrated } from '../helpers/location.ts';
import { consoleSignIn } from '../helpers/open-shop.ts';
import { sayIn } from '../helpers/console-words.ts';

/** The demo admin reads the console in English (decision 0345). */
const say = sayIn('en');

test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, ownServerEnv: {} });

const PRIYA = { email: 'priya@farmcart.example.in', password: 'counter-demo-2026' };
const YEAR = financialYearOf(shopToday(new Date())).startYear;

test('a store with a GSTIN gives its customer a document to download once the order is delivered, and only to them', async ({
  customer: page,
  context,
  browser,
  ownServer,
  baseURL,
}) => {
  const admin = await consoleSignIn(browser, baseURL ?? '', PRIYA);
  await admin.page.goto('/staff/stores');
  await islandHydrated(admin.page, 'StaffStores');
  await admin.page.getByRole('button', { name: say('consoleStoreEditNamed', { name: 'FarmCart Kothrud' }) }).click();
  const tax = admin.page.getByRole('group', { name: say('consoleStoreInvoices') });
  await tax.getByLabel(say('consoleStorePrefix')).fill('KOT');
  await tax.getByLabel(say('consoleStoreGstin')).fill('27aapfu0939f1zw');
  await admin.page.getByRole('button', { name: say('consoleStoreSave') }).click();
  await expect(tax.getByText('This GSTIN has a typo: its last character does not fit the others.')).toBeVisible();
  await tax.getByLabel(say('consoleStoreGstin')).fill('27aapfu0939f1zv');
  // A full GSTIN picks its state.
  await expect(tax.getByLabel(say('consoleStoreState'))).toHaveValue('27');
  await admin.page.getByRole('button', { name: say('consoleStoreSave') }).click();
  await expect(admin.page.getByRole('heading', { name: say('consoleStoreTitle') })).toBeVisible();

  const orderId = await deliveredPapayaOrder(page, ownServer);
  const number = documentNumber('KOT', YEAR, 1);
  await page.goto(`/running-order/${orderId}`);
  const download = page.getByRole('link', { name: /Download the invoice \(PDF\)/ });
  await expect(download).toContainText(number);
  const pdf = await page.request.get((await download.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto('/my-orders');
  await expect(
    page.locator(`[data-order="${orderId}"]`).getByRole('link', { name: /Download the invoice \(PDF\)/ }),
  ).toBeVisible();

  await inLanguage(context, baseURL, 'mr');
  await page.goto(`/running-order/${orderId}`);
  const marathi = page.getByRole('link', { name: /बीजक डाउनलोड करा \(PDF\)/ });
  await expect(marathi).toContainText(number);
  expect((await page.request.get((await marathi.getAttribute('href')) ?? '')).status()).toBe(200);

  // The console shows it again; a guest and another customer get nothing.
  const reprint = await admin.page.request.get(`/staff/invoice/${orderId}.pdf`);
  expect(reprint.status()).toBe(200);
  expect(reprint.headers()['content-type']).toBe('application/pdf');
  const guest = await browser.newContext({ baseURL });
  expect((await guest.request.get(`/invoice/${orderId}.pdf`)).status()).toBe(404);
  const rohan = await browser.newContext({ baseURL });
  await rohan.request.post('/api/login', { data: { phone: '9800000002', password: 'demo1234' } });
  expect((await rohan.request.get(`/invoice/${orderId}.pdf`)).status()).toBe(404);
  await Promise.all([guest.close(), rohan.close(), admin.context.close()]);
});

test('an admin adds a rate from a day, ends it, and chooses how delivery is taxed; a rate in force twice is refused on its field', async ({
  browser,
  baseURL,
}) => {
  const admin = await consoleSignIn(browser, baseURL ?? '', PRIYA);
  await admin.page.goto('/staff/settings');
  await islandHydrated(admin.page, 'StaffTax');
  const gst = admin.page.getByRole('region', { name: say('consoleTaxTitle') });
  const add = gst.getByRole('form', { name: say('consoleTaxAddRate') });
  await add.getByLabel(say('consoleTaxRatePercent')).fill('3');
  await add.getByLabel(say('consoleTaxInForceFrom')).fill('2030-04-01');
  await add.getByRole('button', { name: say('consoleTaxAddTheRate') }).click();
  await expect(gst.getByText(say('consoleTaxAdded', { rate: 3 }), { exact: true })).toBeVisible();
  const row = gst.getByRole('row', { name: /^3 %/ });
  await expect(row).toContainText('2030-04-01');
  await add.getByLabel(say('consoleTaxRatePercent')).fill('3');
  await add.getByLabel(say('consoleTaxInForceFrom')).fill('2031-01-01');
  await add.getByRole('button', { name: say('consoleTaxAddTheRate') }).click();
  await expect(
    add.getByText('This rate is in force already on some of these days: end the other first.'),
  ).toBeVisible();

  await row.getByRole('button', { name: say('consoleTaxEnd', { rate: '3 %' }) }).click();
  await row.getByLabel(say('consoleTaxLastDay', { rate: '3 %' })).fill('2030-12-31');
  await row.getByRole('button', { name: say('consoleTaxEnd', { rate: '3 %' }) }).click();
  await expect(gst.getByRole('row', { name: /^3 %/ })).toContainText('2030-12-31');

  const charges = gst.getByRole('form', { name: say('consoleTaxCharges') });
  const deliveryRate = charges.getByLabel(say('consoleTaxChargeRate', { charge: say('consoleTaxDelivery') }));
  await charges.getByLabel(say('consoleTaxDelivery'), { exact: true }).selectOption('rate');
  await deliveryRate.fill('180');
  await charges.getByRole('button', { name: say('consoleTaxSaveCharges') }).click();
  await expect(charges.getByText('Give a rate from 0 to 100 %, such as 5 or 0.25.')).toBeVisible();
  await deliveryRate.fill('18');
  await charges.getByRole('button', { name: say('consoleTaxSaveCharges') }).click();
  await expect(charges.getByText(say('consoleTaxChargesSaved'), { exact: true })).toBeVisible();
  await admin.page.reload();
  await islandHydrated(admin.page, 'StaffTax');
  await expect(deliveryRate).toHaveValue('18');
  await admin.context.close();
});
