// §10 Credit notes (decision 0338): an admin refunds a damaged item of a delivered order from its
// card in the console, with a preview of the refund and the tax credited; the customer finds the
// credit note beside the invoice on their order, and its PDF names the invoice it corrects.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { shopToday } from '../../../src/domain/calendar.ts';
import { documentNumber, financialYearOf } from '../../../src/domain/tax/document-series.ts';
import { expect, test } from '../fixtures.ts';
import { deliveredPapayaOrder } from '../helpers/cart.ts';
import { islandHydrated } from '../helpers/location.ts';
import { kothrudWithGstin } from '../helpers/tax.ts';

test.use({ ownServerEnv: {} });

const YEAR = financialYearOf(shopToday(new Date())).startYear;

test('an admin refunds a damaged item of a delivered order with a credit note the customer downloads', async ({
  customer: page,
  browser,
  ownServer,
  baseURL,
}) => {
  // A whole journey: the store registered for GST through its form, an order placed and delivered,
  // the refund and the customer's PDF; 49 s on a busy 2-core machine (decision 0309: half of the timeout).
  test.setTimeout(150_000);
  const admin = await kothrudWithGstin(browser, baseURL ?? '');

  const orderId = await deliveredPapayaOrder(page, ownServer);
  const invoiceNumber = documentNumber('KOT', YEAR, 1);
  const creditNumber = documentNumber('KOTCN', YEAR, 1);

  await admin.page.setViewportSize({ width: 1280, height: 800 });
  await admin.page.goto('/staff');
  await islandHydrated(admin.page, 'StaffQueue');
  const card = admin.page.getByRole('listitem', { name: orderId });
  await card.getByRole('button', { name: 'Refund missing or damaged items' }).click();
  const form = card.getByRole('form', { name: 'Refund missing or damaged items' });
  const quantity = form.getByLabel(/Papaya.*units to refund/);
  // More than was delivered is refused on its field.
  await quantity.fill('99');
  await form.getByLabel('Reason (on the credit note)').fill('Damaged in delivery');
  await expect(form.getByText('More than is left on a line')).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(/^at most \d+$/)).toBeVisible();
  await quantity.fill('1');
  await expect(form.getByText(/^Refund ₹\d+\.\d\d, of which tax credited ₹\d+\.\d\d$/)).toBeVisible();
  await form.screenshot({ path: 'docs/screens/credit-note-form-1280.png' });
  await admin.page.setViewportSize({ width: 390, height: 844 });
  await form.screenshot({ path: 'docs/screens/credit-note-form-390.png' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('status')).toContainText(`credit note ${creditNumber}`);
  await expect(card.getByRole('link', { name: new RegExp(`Credit note ${creditNumber}`) })).toBeVisible();

  await page.goto(`/running-order/${orderId}`);
  const link = page.getByRole('link', { name: /Download the credit note \(PDF\)/ });
  await expect(link).toContainText(creditNumber);
  const pdf = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const body = await pdf.body();
  const text = execFileSync('pdftotext', ['-', '-'], { input: body }).toString();
  expect(text).toContain('Credit note');
  expect(text).toContain(creditNumber);
  expect(text).toContain(invoiceNumber);
  expect(text).toContain('Damaged in delivery');
  writeFileSync('/tmp/credit-note.pdf', body);
  await admin.context.close();
});
