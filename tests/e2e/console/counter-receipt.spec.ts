// The counter's receipts (decision 0333, §10): an order's receipt in English and Marathi, printed
// from the browser at the store's roll width with none of the console on paper; a store's network
// thermal printer set by its manager, a test print, the receipt printed when the order is accepted
// and again on demand (the ESC/POS bytes arrive at a printer listening on 127.0.0.1), and a
// printer that is off said on the card while the order stays accepted. The console around them is
// in the member's language (decision 0345), the packing list too (the staff's paper); the receipt
// stays in English and Marathi (the customer's), and the printer's bytes in English.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { wordPattern } from '../helpers/console-words.ts';
import { islandHydrated } from '../helpers/location.ts';
import { closedPort, startFakePrinter } from '../support/fake-printer.ts';
import { openDatabaseOf } from '../support/server.ts';

/** Bananas 12 pc at FarmCart Kothrud (store 1). */
const BANANAS = 5;
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
  const db = openDatabaseOf(databaseFile, { readOnly: true });
  try {
    const row = db.prepare('select pickup_code from orders where unique_order_id = ?').get(id) as {
      pickup_code: string;
    };
    return row.pickup_code;
  } finally {
    db.close();
  }
}

test('a receipt in English and Marathi prints from the browser at 80 mm, with none of the console on paper', async ({
  customer,
  staffAs,
  ownServer,
  say,
  screenPath,
}) => {
  // The seller's fields as the console's store settings leave them (decision 0332), and the
  // bananas' rate: the store gives a tax invoice when the order is handed over.
  const db = openDatabaseOf(ownServer.databaseFile);
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
  const { context, page: counter } = await staffAs('counter');
  await counter.goto('/staff');
  await islandHydrated(counter, 'StaffQueue');
  await counter
    .getByRole('listitem', { name: id })
    .getByRole('link', { name: say('consoleQueueReceipt'), exact: true })
    .click();

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
  await expect(counter.getByRole('button', { name: say('consoleReceiptPrint', { width: 80 }) })).toBeVisible();
  expect(await seriousViolations(counter), 'axe on the receipt').toEqual([]);

  await counter.emulateMedia({ media: 'print' });
  await expect(counter.getByRole('banner')).toBeHidden();
  await expect(counter.getByRole('navigation', { name: say('consoleTabsName') })).toBeHidden();
  await expect(counter.getByRole('button', { name: say('consoleReceiptPrint', { width: 80 }) })).toBeHidden();
  await expect(counter.getByRole('link', { name: say('consoleReceiptBack') })).toBeHidden();
  await expect(invoice).toBeVisible();
  const paper = await invoice.boundingBox();
  expect(Math.abs((paper?.width ?? 0) - ROLL_80_PX)).toBeLessThanOrEqual(1);
  await counter.setViewportSize({ width: ROLL_80_PX, height: 800 });
  const roll = await invoice.boundingBox();
  if (!roll) throw new Error('the receipt is drawn');
  await counter.screenshot({ path: screenPath('receipt-80mm'), clip: roll, fullPage: true });

  // The queue on paper: without the printer's panel or the cards' buttons.
  await counter.emulateMedia({ media: 'screen' });
  await counter.setViewportSize({ width: 1280, height: 800 });
  await counter.goto('/staff');
  await islandHydrated(counter, 'StaffQueue');
  await expect(counter.getByRole('region', { name: say('consolePrinters') })).toBeVisible();
  await counter.emulateMedia({ media: 'print' });
  await expect(counter.getByRole('region', { name: say('consolePrinters') })).toBeHidden();
  await expect(counter.getByRole('banner')).toBeHidden();

  // The packing list on paper: the list alone.
  await counter.emulateMedia({ media: 'screen' });
  await counter.goto('/staff/packing?store=1');
  await expect(counter.getByRole('link', { name: say('consoleReceiptBack') })).toBeVisible();
  await counter.emulateMedia({ media: 'print' });
  // The staff's paper, in the member's language: today's orders without a slot.
  await expect(
    counter.getByRole('heading', {
      level: 1,
      name: say('consolePackingHeading', { slot: say('consoleQueueAsap') }),
    }),
  ).toBeVisible();
  // The order above was handed over: nothing is left to pack.
  await expect(counter.getByText(say('consolePackingNothing'))).toBeVisible();
  await expect(counter.getByRole('banner')).toBeHidden();
  await expect(counter.getByRole('navigation', { name: say('consoleTabsName') })).toBeHidden();
  await expect(counter.getByRole('link', { name: say('consoleReceiptBack') })).toBeHidden();
  await expect(counter.getByRole('button', { name: say('consolePackingPrint'), exact: true })).toBeHidden();
  await context.close();
});

test('a store’s network printer: set by its manager, a test print, the receipt on accept and on demand, a printer that is off', async ({
  customer,
  staffAs,
  say,
  screenPath,
}) => {
  const printer = await startFakePrinter();
  try {
    const id = await placePickup(customer, `receipt-printer-${Date.now()}`);
    const { context, page: counter } = await staffAs('manager', { viewport: { width: 390, height: 844 } });
    await counter.goto('/staff');
    await islandHydrated(counter, 'CounterPrinter');
    const panel = counter.getByRole('region', { name: say('consolePrinters') });
    const paper80 = say('consolePrinterPaper', { width: 80 });
    await expect(panel).toContainText(`${say('consolePrinterBrowserOnly')} · ${paper80}`);
    const opener = panel.getByText(say('consolePrinter'), { exact: true });
    await opener.click();
    const form = panel.getByRole('form', { name: wordPattern(say('consolePrinterOf', { store: 'FarmCart Kothrud' })) });
    const address = form.getByLabel(say('consolePrinterAddress'));
    const port = form.getByLabel(say('consolePrinterPort', { port: 9100 }));
    await address.fill('http://printer');
    await form.getByRole('button', { name: say('consolePrinterSave') }).click();
    await expect(
      form.getByText('must be an IP address like 192.168.1.50 or a host name', { exact: true }),
    ).toBeVisible();
    await address.fill(printer.host);
    await port.fill(String(printer.port));
    await form.getByLabel(paper80, { exact: true }).check();
    await form.getByLabel(say('consolePrinterAutoPrint')).check();
    await form.getByRole('button', { name: say('consolePrinterSave') }).click();
    await expect(panel.getByRole('status')).toHaveText(`✓ ${say('consolePrinterSaved')}`);
    await expect(panel).toContainText(
      `${printer.host}:${printer.port} · ${paper80} · ${say('consolePrinterPrintsOnAccept')}`,
    );
    expect(await seriousViolations(counter), 'axe on the printer’s form').toEqual([]);

    await panel.getByRole('button', { name: say('consolePrinterTest') }).click();
    await expect(panel.getByRole('status')).toHaveText(`✓ ${say('consolePrinterTestSent')}`);
    const test = await printer.nextJob();
    expect(test.subarray(0, 2)).toEqual(Buffer.from([0x1b, 0x40]));
    expect(test.toString('latin1')).toContain('Test print');

    // Accepting prints the receipt: ESC @ first, the order's id, the cut last.
    const card = counter.getByRole('listitem', { name: id });
    await card.getByRole('button', { name: say('consoleQueueStepAccept'), exact: true }).click();
    await expect(card.getByRole('status')).toHaveText(`✓ ${say('consoleQueuePrintSent')}`);
    const accepted = (await printer.nextJob()).toString('latin1');
    expect(accepted.startsWith('\x1b@')).toBe(true);
    expect(accepted).toContain(`Order: ${id}`);
    expect(accepted.endsWith('\x1dVB\x03')).toBe(true);
    const printReceipt = card.getByRole('button', { name: say('consoleQueuePrintReceipt') });
    await printReceipt.click();
    expect((await printer.nextJob()).toString('latin1')).toContain(`Order: ${id}`);
    await opener.click();
    await printReceipt.scrollIntoViewIfNeeded();
    await counter.screenshot({ path: screenPath('console-printer-390') });
    await opener.click();

    await counter.setViewportSize({ width: 1280, height: 800 });
    await counter.evaluate(() => window.scrollTo(0, 0));
    await counter.screenshot({ path: screenPath('console-printer-1280') });

    // The printer is switched off: the card says so, and the order stays accepted.
    const off = await closedPort();
    await port.fill(String(off));
    await form.getByRole('button', { name: say('consolePrinterSave') }).click();
    await expect(panel).toContainText(`${printer.host}:${off}`);
    await printReceipt.click();
    await expect(card.getByRole('status')).toHaveText(
      `⚠ ${say('saidPrinterRefused', { printer: `${printer.host}:${off}` })}`,
    );
    await expect(card.getByText(say('consoleQueueStatusAccepted'), { exact: true })).toBeVisible();
    await context.close();
  } finally {
    await printer.close();
  }
});
