// The console's outbox screen (decision 0341), on a server of the spec's own whose SMS go through
// the local fake of Twilio: an admin sends a test SMS to their own number; the fake takes it and
// posts its signed status callback, as Twilio does, to /api/messages/status/twilio, and the row
// reads Delivered. A second test Twilio refuses for good reads Failed with Twilio's answer; Resend
// sends it again and it is Sent. A forged callback is refused and changes nothing. The reports'
// "Messages sent" counts them. axe finds
// nothing serious; screenshots at 1280x800 and 390x844.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { seriousViolations } from '../helpers/axe.ts';
import { islandHydrated } from '../helpers/location.ts';
import { fakeProviderOrigin } from '../helpers/payments.ts';
import { type FakeTwilio, startFakeTwilio } from '../support/fake-twilio.ts';

const { port: FAKE_PORT, origin: FAKE } = fakeProviderOrigin('messages');
const ACCOUNT_SID = `AC${'e2e0'.repeat(8)}`;
const AUTH_TOKEN = 'e2e-fake-twilio-auth-token-01';
/** The callback URL as registered: the shop's public address (behind its proxy), which Twilio signs. */
const CALLBACK = 'https://shop.example.in/api/messages/status/twilio';
const PHONE = '98000 00042';

test.use({
  ownServerEnv: {
    TWILIO_ACCOUNT_SID: ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    TWILIO_FROM: '+15005550006',
    TWILIO_STATUS_CALLBACK_URL: CALLBACK,
    TWILIO_API_BASE: FAKE,
  },
});
test.describe.configure({ mode: 'serial' });

let fake: FakeTwilio;
test.beforeAll(async () => {
  fake = await startFakeTwilio({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, port: FAKE_PORT });
});
test.afterAll(async () => {
  await fake?.close();
});

const messagesList = (page: Page) => page.getByRole('list', { name: 'Messages, newest first' });

async function sendTest(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Send a test SMS message' });
  await form.getByLabel('Your mobile number').fill(PHONE);
  await form.getByRole('button', { name: 'Send a test' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Test queued for +919800000042' })).toBeVisible();
}

test('a test SMS through Twilio becomes Delivered by its callback; a refused one is Failed and sent again', async ({
  staffAs,
  baseURL,
  playwright,
}) => {
  test.setTimeout(90_000);
  const { page } = await staffAs('admin');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/staff\/messages$/);
  await islandHydrated(page, 'StaffMessages');
  const channels = page.getByRole('list', { name: 'Channels' });
  await expect(channels.getByRole('listitem').filter({ hasText: 'SMS' })).toContainText('Sent through Twilio');
  await expect(channels.getByRole('listitem').filter({ hasText: 'WhatsApp' })).toContainText('No provider set up');

  // The test SMS reaches the fake, which answers its status callback, signed with the auth token.
  await sendTest(page);
  await expect.poll(() => fake.messages.length, { timeout: 10_000 }).toBe(1);
  const sid = fake.messages[0]?.sid ?? '';
  expect(fake.messages[0]).toMatchObject({ to: '+919800000042', statusCallback: CALLBACK });
  const api = await playwright.request.newContext({ baseURL });
  const callback = fake.statusCallback(CALLBACK, sid, 'delivered');
  const post = (signature: string) =>
    api.post('/api/messages/status/twilio', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
      data: callback.params.toString(),
    });
  const forged = await post(fake.statusCallback('https://elsewhere.example/hook', sid, 'delivered').signature);
  expect(forged.status()).toBe(403);
  const taken = await post(callback.signature);
  expect(taken.status()).toBe(200);
  expect(await taken.json()).toEqual({ received: 1 });
  await api.dispose();

  await page.getByRole('button', { name: 'Refresh' }).click();
  const first = messagesList(page).getByRole('listitem').first();
  await expect(first).toContainText('Delivered');
  await expect(first).toContainText('To +919800000042');
  await expect(first).toContainText(sid);

  // Twilio refuses the next one for good: Failed, with its answer; Resend sends it again.
  fake.failNext({
    status: 400,
    body: { code: 21610, message: 'Attempt to send to unsubscribed recipient', status: 400 },
  });
  await sendTest(page);
  await page.getByLabel('Status').selectOption({ label: 'Failed' });
  await expect(async () => {
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(messagesList(page).getByRole('listitem')).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  const failed = messagesList(page).getByRole('listitem').first();
  await expect(failed).toContainText('Failed');
  await expect(failed).toContainText('21610 Attempt to send to unsubscribed recipient');
  expect(await seriousViolations(page), 'axe on /staff/messages').toEqual([]);

  await failed.getByRole('button', { name: /^Resend message/ }).click();
  await expect(failed).toContainText('Queued');
  await expect.poll(() => fake.messages.length, { timeout: 10_000 }).toBe(2);
  await page.getByLabel('Status').selectOption({ label: 'Every status' });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(messagesList(page).getByRole('listitem').first()).toContainText('Sent');
  await expect(messagesList(page).getByRole('listitem').nth(1)).toContainText('Delivered');
  // The whole screen: the channels, and the message sent again above the delivered one.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'docs/screens/console-messages-1280.png', fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await seriousViolations(page), 'axe on /staff/messages at 390 px').toEqual([]);
  await page.screenshot({ path: 'docs/screens/console-messages-390.png', fullPage: false });

  // The reports count them per channel: two SMS sent (the first test, and the second sent again),
  // one failed, one delivered.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reports' }).click();
  await islandHydrated(page, 'StaffReports');
  await page.getByLabel('Report', { exact: true }).selectOption({ label: 'Messages sent' });
  await page.getByLabel('Days', { exact: true }).selectOption({ label: 'Today' });
  await page.getByRole('button', { name: 'Show report' }).click();
  const table = page
    .getByRole('figure', { name: 'Messages sent' })
    .getByRole('table', { name: /^Messages sent, .*, the whole shop, by day$/ });
  await expect(table).toBeVisible();
  const header = await table.locator('thead tr').locator('th, td').allInnerTexts();
  const totals = await table.locator('tfoot tr').locator('th, td').allInnerTexts();
  const total = (label: string) => totals[header.indexOf(label)];
  expect([total('SMS sent'), total('SMS failed'), total('Delivered (with a receipt)')]).toEqual(['2', '1', '1']);
});
