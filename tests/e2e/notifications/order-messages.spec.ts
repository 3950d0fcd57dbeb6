// Order updates by WhatsApp (decision 0340), end to end: the built server sends through the fake
// WhatsApp Cloud API (support/fake-whatsapp-cloud.ts, Meta's documented wire format). A customer
// reading the shop in Marathi chooses WhatsApp in My account › Order updates; their order's steps
// reach the fake as the order kinds' templates in Marathi, with the order number and the shop's
// name setting as the variables, and the outbox rows hold the Marathi words with that name.
import { CONSENT_COOKIE, GDPR_ACCEPTED } from '../../../src/domain/constants.ts';
import { ORDER_MESSAGE_KINDS } from '../../../src/domain/notifications/order-messages.ts';
import { expect, test } from '../fixtures.ts';
import { ASHA, DEMO_PASSWORD, advanceOrderUntil, placePickupOrder } from '../helpers/cart.ts';
import { inLanguage } from '../helpers/language.ts';
import { islandHydrated } from '../helpers/location.ts';
import { type FakeWhatsappCloud, startFakeWhatsappCloud } from '../support/fake-whatsapp-cloud.ts';
import { startServer, type TestServer, openDatabaseOf } from '../support/server.ts';

/** The shop's name setting for this run: not the demo's, so the message can only have it from the setting. */
const SHOP = 'Sahyadri Greens';
/** Each order kind's approved template: `order_accepted`, …, in English and Marathi, two variables. */
const template = (kind: string) => kind.replaceAll('-', '_');

test.describe('order updates by WhatsApp in the customer’s language', () => {
  let whatsapp: FakeWhatsappCloud;
  let server: TestServer;

  test.beforeAll(async () => {
    whatsapp = await startFakeWhatsappCloud(
      ORDER_MESSAGE_KINDS.flatMap((kind) =>
        ['en', 'mr'].map((language) => ({ name: template(kind), language, variables: 2 })),
      ),
    );
    server = await startServer({
      WHATSAPP_TOKEN: whatsapp.token,
      WHATSAPP_PHONE_NUMBER_ID: whatsapp.phoneNumberId,
      WHATSAPP_TEMPLATES: ORDER_MESSAGE_KINDS.map((kind) => `${kind}=${template(kind)}`).join(','),
      WHATSAPP_APP_SECRET: whatsapp.appSecret,
      WHATSAPP_VERIFY_TOKEN: 'a-verify-token-of-ours',
      WHATSAPP_API_BASE: whatsapp.url,
    });
    // The shop renamed itself (the console's settings write this row; messages read it in their transaction).
    const db = openDatabaseOf(server.databaseFile);
    try {
      db.prepare("update settings set value = ? where key = 'storeName'").run(SHOP);
    } finally {
      db.close();
    }
  });
  test.afterAll(async () => {
    await server?.stop();
    await whatsapp?.close();
  });

  test('a Marathi customer who chose WhatsApp gets the accepted and collected updates in Marathi with the shop’s name', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server.baseURL });
    try {
      await context.addCookies([{ name: CONSENT_COOKIE, value: GDPR_ACCEPTED, url: server.baseURL }]);
      const login = await context.request.post('/api/login', { data: { phone: ASHA.phone, password: DEMO_PASSWORD } });
      expect(login.ok(), await login.text()).toBe(true);
      await inLanguage(context, server.baseURL, 'mr');

      const page = await context.newPage();
      await page.goto('/my-account');
      await page.getByRole('link', { name: 'ऑर्डरचे अपडेट' }).click();
      await expect(page.getByRole('heading', { name: 'ऑर्डरचे अपडेट' })).toBeVisible();
      const choices = page.getByRole('group', { name: 'माझ्या ऑर्डरबद्दल मला कळवा' });
      await expect(choices.getByRole('radio', { name: /ॲपमधील सूचना \(/ })).toBeChecked();
      // The island hydrates on the first touch (client:touch), which the choice is.
      await choices.getByRole('radio', { name: 'WhatsApp, माझ्या फोन नंबरवर' }).click();
      await islandHydrated(page, 'OrderUpdatesForm');
      await expect(choices.getByRole('radio', { name: 'WhatsApp, माझ्या फोन नंबरवर' })).toBeChecked();
      await page.getByRole('button', { name: 'जतन करा' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'जतन' })).toHaveText(
        'जतन केले. आतापासून तुमचे ऑर्डरचे अपडेट असे येतील.',
      );
      // Saved on the account: the page read again shows it.
      await page.reload();
      await expect(page.getByRole('radio', { name: 'WhatsApp, माझ्या फोन नंबरवर' })).toBeChecked();

      const orderId = await placePickupOrder(context.request, server.baseURL, 'order-messages');
      advanceOrderUntil(server, orderId, 'collected');
      // The server's outbox worker sends what the operator's command queued (its sweep runs every 5 s).
      await expect
        .poll(
          () => whatsapp.messages.map(({ template, language, params, to }) => ({ template, language, params, to })),
          {
            timeout: 20_000,
          },
        )
        .toEqual([
          { template: 'order_accepted', language: 'mr', params: [orderId, SHOP], to: '919800000001' },
          { template: 'order_collected', language: 'mr', params: [orderId, SHOP], to: '919800000001' },
        ]);

      const db = openDatabaseOf(server.databaseFile, { readOnly: true });
      try {
        const rows = db
          .prepare('select kind, channel, language, text, status from outbox_messages where recipient = ? order by id')
          .all('+919800000001');
        expect(rows).toEqual([
          {
            kind: 'order-accepted',
            channel: 'whatsapp',
            language: 'mr',
            text: `${SHOP}: तुमची ऑर्डर ${orderId} स्वीकारली आहे आणि ती पॅक होत आहे.`,
            status: 'sent',
          },
          {
            kind: 'order-collected',
            channel: 'whatsapp',
            language: 'mr',
            text: `${SHOP}: तुम्ही तुमची ऑर्डर ${orderId} घेतली. धन्यवाद!`,
            status: 'sent',
          },
        ]);
      } finally {
        db.close();
      }
    } finally {
      await context.close();
    }
  });
});
