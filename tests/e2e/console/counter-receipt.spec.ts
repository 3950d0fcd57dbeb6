// The counter's receipts (decision 0333, §10): an order's receipt in English and Marathi, printed
// from the browser at the store's roll width with none of the console on paper; a store's network
// thermal printer set by its manager, a test print, the receipt printed when the order is accepted
// and again on demand (the ESC/POS bytes arrive at a printer listening on 127.0.0.1), and a
// printer that is off said on the card while the order stays accepted.
import { DatabaseSync } from 'node:sqlite';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { islandHydrated } from '../helpers/location.ts';
import { closedPort, startFakePrinter } from '../support/fake-printer.ts';

const PASSWORD = 'counter-demo-2026';
const KIRAN = { email: 'kiran@farmcart.example.in', password: PASSWORD };
const MEERA = { email: 'meera@farmcart.example.in', password: PASSWORD };
/** Bananas 12 pc at FarmCart Kothrud (store 1). */
const BANANAS = 5;
const SCREENS = 'docs/screens';
/** 80 mm at the browser's 96 px to the inch. */
const ROLL_80_PX = Math.round((80 / 25.4) * 96);

// A server of its own: the printer set here must not print for other specs' orders.
test.use({ ownServerEnv: {} });

async function placePickup(page: Page, key: string): Promise<string> {
  const answer = await page.request.post('/api/place-order', {
    data: {
      items: [{ id: BANANAS, quantity: 2 }],
      restaurant_id: 1,
      mode: 'SELFPICKUP',
      payment_method: 'COD',
      idempotency_key: key,
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { order: { unique_order_id: string } }).order.unique_order_id;
}

function pickupCodeOf(databaseFile: string, id: string): string {
  const db = new DatabaseSync(databaseFile, { readOnly: true });
  try {
    const row = db.prepare('select pickup_code from orders where unique_order_id = ?').get(id) as {
      pickup_code: string;
    };
    return row.pickup_code;
  } finally {
    db.close();
  }
}

async function signedIn(browser: Browser, baseURL: string | undefined, who: typeof KIRAN, width = 1280, height = 800) {
  const context = await browser.newContext({ baseURL, viewport: { width, height } });
  expect((await context.request.post('/api/staff/login', { data: who })).ok()).toBe(true);
  return context;
}

test('a receipt in English and Marathi prints from the browser at 80 mm, with none of the console on paper', async ({
  customer,
  browser,
  baseURL,
  ownServer,
}) => {
  // The seller's fields as the console's store settings leave them (decision 0332), and the
  // bananas' rate: the store gives a tax invoice when the order is handed over.
  const db = new DatabaseSync(ownServer.databaseFile);
  try {
    db.prepare(
      "update stores set legal_name = 'Kothrud Fresh Produce LLP', gstin = '27AAPFU0939F1ZV', tax_state_code = '27', invoice_prefix = 'KOT' where id = 1",
    ).run();
    db.prepare("update items set gst_rate_bp = 500, hsn_code = '0803', tax_treatment = 'taxable' where id = ?").run(
      BANANAS,
    );
  } finally {
    db.close();
  }
  const id = await placePickup(customer, `receipt-browser-${Date.now()}`);
  const context = await signedIn(browser, baseURL, KIRAN);
  const counter = await context.newPage();
  await counter.goto('/staff');
  await islandHydrated(counter, 'StaffQueue');
  await counter.getByRole('listitem', { name: id }).getByRole('link', { name: 'Receipt' }).click();

  // Before the hand-over: an order receipt, which says it is no tax invoice.
  const receipt = counter.getByRole('article', { name: /Order receipt/ });
  await expect(receipt.getByRole('heading', { level: 1 })).toHaveText('Order receipt ऑर्डरची पावती');
  await expect(receipt.getByRole('definition').filter({ hasText: id })).toBeVisible();
  await expect(receipt.getByRole('rowheader', { name: /Banana/ })).toBeVisible();
  await expect(receipt.getByText('Total एकूण')).toBeVisible();
  await expect(receipt.getByText(/^Not a tax invoice/)).toContainText('हे कर बीजक नाही');
  await expect(receipt.getByText('CGST')).toHaveCount(0);

  for (const event of ['accept', 'prepare', 'mark_ready', 'hand_over']) {
    // The customer shows the pickup code at the counter; here it is read where the server keeps it.
    const code = event === 'hand_over' ? { code: pickupCodeOf(ownServer.databaseFile, id) } : {};
    const stepped = await context.request.post('/api/staff/order-step', {
      data: { unique_order_id: id, event, ...code },
    });
    expect(stepped.ok(), `${event}: ${await stepped.text()}`).toBe(true);
  }
  await counter.reload();
  const invoice = counter.getByRole('article', { name: /Tax invoice/ });
  await expect(invoice.getByRole('heading', { level: 1 })).toHaveText('Tax invoice कर बीजक');
  await expect(invoice.getByText('GSTIN (जीएसटीआयएन): 27AAPFU0939F1ZV')).toBeVisible();
  await expect(invoice.getByRole('definition').filter({ hasText: /^KOT\/2627\/1$/ })).toBeVisible();
  await expect(invoice.getByRole('table', { name: /Tax by rate/ }).getByRole('row', { name: /^5%/ })).toBeVisible();
  await expect(counter.getByRole('banner')).toBeVisible();
  await expect(counter.getByRole('button', { name: /^Print \(80 mm\)/ })).toBeVisible();
  expect(await seriousViolations(counter), 'axe on the receipt').toEqual([]);

  await counter.emulateMedia({ media: 'print' });
  await expect(counter.getByRole('banner')).toBeHidden();
  await expect(counter.getByRole('navigation', { name: 'Console' })).toBeHidden();
  await expect(counter.getByRole('button', { name: /^Print/ })).toBeHidden();
  await expect(counter.getByRole('link', { name: 'Back to orders' })).toBeHidden();
  await expect(invoice).toBeVisible();
  const paper = await invoice.boundingBox();
  expect(Math.abs((paper?.width ?? 0) - ROLL_80_PX)).toBeLessThanOrEqual(1);
  await counter.setViewportSize({ width: ROLL_80_PX, height: 800 });
  const roll = await invoice.boundingBox();
  if (!roll) throw new Error('the receipt is drawn');
  await counter.screenshot({ path: `${SCREENS}/receipt-80mm.png`, clip: roll, fullPage: true });

  // The queue on paper: without the printer's panel or the cards' buttons.
  await counter.emulateMedia({ media: 'screen' });
  await counter.setViewportSize({ width: 1280, height: 800 });
  await counter.goto('/staff');
  await islandHydrated(counter, 'StaffQueue');
  await expect(counter.getByRole('region', { name: 'Receipt printers' })).toBeVisible();
  await counter.emulateMedia({ media: 'print' });
  await expect(counter.getByRole('region', { name: 'Receipt printers' })).toBeHidden();
  await expect(counter.getByRole('banner')).toBeHidden();

  // The packing list on paper: the list alone.
  await counter.emulateMedia({ media: 'screen' });
  await counter.goto('/staff/packing?store=1');
  await expect(counter.getByRole('link', { name: 'Back to orders' })).toBeVisible();
  await counter.emulateMedia({ media: 'print' });
  await expect(counter.getByRole('heading', { level: 1, name: /Packing list/ })).toBeVisible();
  await expect(counter.getByRole('banner')).toBeHidden();
  await expect(counter.getByRole('navigation', { name: 'Console' })).toBeHidden();
  await expect(counter.getByRole('link', { name: 'Back to orders' })).toBeHidden();
  await expect(counter.getByRole('button', { name: 'Print' })).toBeHidden();
  await context.close();
});

test('a store’s network printer: set by its manager, a test print, the receipt on accept and on demand, a printer that is off', async ({
  customer,
  browser,
  baseURL,
}) => {
  const printer = await startFakePrinter();
  try {
    const id = await placePickup(customer, `receipt-printer-${Date.now()}`);
    const context = await signedIn(browser, baseURL, MEERA, 390, 844);
    const counter = await context.newPage();
    await counter.goto('/staff');
    await islandHydrated(counter, 'CounterPrinter');
    const panel = counter.getByRole('region', { name: 'Receipt printers' });
    await expect(panel).toContainText('browser only · 80 mm');
    await panel.getByText('Receipt printer').click();
    const form = panel.getByRole('form', { name: /Printer of FarmCart Kothrud/ });
    await form.getByLabel(/Printer address/).fill('http://printer');
    await form.getByRole('button', { name: 'Save printer' }).click();
    await expect(
      form.getByText('must be an IP address like 192.168.1.50 or a host name', { exact: true }),
    ).toBeVisible();
    await form.getByLabel(/Printer address/).fill(printer.host);
    await form.getByLabel(/^Port/).fill(String(printer.port));
    await form.getByLabel('80 mm').check();
    await form.getByLabel('Print the receipt when an order is accepted').check();
    await form.getByRole('button', { name: 'Save printer' }).click();
    await expect(panel.getByRole('status')).toHaveText('✓ Printer saved.');
    await expect(panel).toContainText(`${printer.host}:${printer.port} · 80 mm · prints on accept`);
    expect(await seriousViolations(counter), 'axe on the printer’s form').toEqual([]);

    await panel.getByRole('button', { name: 'Test print' }).click();
    await expect(panel.getByRole('status')).toHaveText('✓ Test page sent: it should print and cut now.');
    const test = await printer.nextJob();
    expect(test.subarray(0, 2)).toEqual(Buffer.from([0x1b, 0x40]));
    expect(test.toString('latin1')).toContain('Test print');

    // Accepting prints the receipt: ESC @ first, the order's id, the cut last.
    const card = counter.getByRole('listitem', { name: id });
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(card.getByRole('status')).toHaveText('✓ Receipt sent to the printer.');
    const accepted = (await printer.nextJob()).toString('latin1');
    expect(accepted.startsWith('\x1b@')).toBe(true);
    expect(accepted).toContain(`Order: ${id}`);
    expect(accepted.endsWith('\x1dVB\x03')).toBe(true);
    await card.getByRole('button', { name: 'Print receipt' }).click();
    expect((await printer.nextJob()).toString('latin1')).toContain(`Order: ${id}`);
    await panel.getByText('Receipt printer').click();
    await card.getByRole('button', { name: 'Print receipt' }).scrollIntoViewIfNeeded();
    await counter.screenshot({ path: `${SCREENS}/console-printer-390.png` });
    await panel.getByText('Receipt printer').click();

    await counter.setViewportSize({ width: 1280, height: 800 });
    await counter.evaluate(() => window.scrollTo(0, 0));
    await counter.screenshot({ path: `${SCREENS}/console-printer-1280.png` });

    // The printer is switched off: the card says so, and the order stays accepted.
    const off = await closedPort();
    await form.getByLabel(/^Port/).fill(String(off));
    await form.getByRole('button', { name: 'Save printer' }).click();
    await expect(panel).toContainText(`${printer.host}:${off}`);
    await card.getByRole('button', { name: 'Print receipt' }).click();
    await expect(card.getByRole('status')).toHaveText(
      `⚠ The printer at ${printer.host}:${off} refused the connection: check that it is on and that the port is right.`,
    );
    await expect(card.getByText('Accepted', { exact: true })).toBeVisible();
    await context.close();
  } finally {
    await printer.close();
  }
});
