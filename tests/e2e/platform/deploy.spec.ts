// The documented deployment (docs/deploy.md): two instances of the built app on one
// PostgreSQL behind a round-robin load balancer (TRUST_PROXY=true, PUBLIC_ORIGIN the
// balancer's address), and a customer's journey across them on a new phone — sign in, home
// at the saved address, pick an item, order by cash, and watch the store accept it — where consecutive
// requests land on different instances. On the shared test PostgreSQL, in a fresh schema.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, signInWithPassword, test } from '../fixtures.ts';
import { ASHA, addFromCard, cartBar, DEMO_PASSWORD, expectStatus, orderIdOf } from '../helpers/cart.ts';
import { KOTHRUD, scrollListIn } from '../helpers/location.ts';
import { type RoundRobinProxy, roundRobinProxy } from '../support/proxy.ts';
import {
  type FreshSchema,
  freePort,
  freshSchema,
  type Instance,
  sharedPostgresHost,
  spawnInstance,
} from '../support/instances.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const GIFT_BOX = 'Devgad Alphonso Gift Box (Limited)';

test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  geolocation: KOTHRUD,
  permissions: ['geolocation'],
});

let schema: FreshSchema | null = null;
let proxy: RoundRobinProxy | null = null;
const instances: Instance[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  schema = await freshSchema('e2e_deploy');
  if (!schema) return;
  const ports = [await freePort(), await freePort()];
  proxy = await roundRobinProxy(ports.map((port) => `http://127.0.0.1:${port}`));
  const env = { DATABASE_URL: schema.url, TRUST_PROXY: 'true', PUBLIC_ORIGIN: proxy.baseURL, LOG_FORMAT: 'json' };
  // Started together, as an orchestrator would: the first to take the lock migrates and seeds.
  instances.push(...(await Promise.all(ports.map((port) => spawnInstance(env, port)))));
  await Promise.all(instances.map((instance) => instance.waitReady()));
});

test.afterAll(async () => {
  await proxy?.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  await schema?.drop();
});

test('a customer orders through a load balancer in front of two instances', async ({ page }) => {
  test.skip(schema === null, `no PostgreSQL answers at ${sharedPostgresHost}`);
  test.setTimeout(120_000);
  if (!proxy || !schema) return;
  const shop = proxy.baseURL;

  // A returning customer on a new phone: signs in first, then tells the shop where they are.
  await page.goto(`${shop}/login`);
  await signInWithPassword(page, ASHA.phone, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/login');

  // Signed in, the customer's saved default address (Kothrud) is the delivery address: home
  // renders for it.
  await page.goto(`${shop}/`);
  // The rows below the home's first screen come as the shopper scrolls.
  await scrollListIn(page);
  await expect(page.getByRole('heading', { name: 'Deal of the day' })).toBeVisible();

  // A store of the neighbourhood, an item into the cart.
  await page.goto(`${shop}/stores/farmcart-kothrud`);
  await addFromCard(page, GIFT_BOX);
  await expect(cartBar(page)).toContainText('1 item · ₹1499');
  await cartBar(page).getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);

  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/running-order\//);
  await expectStatus(page, 'Order placed');

  // The store accepts it (the operator's command on the same database): the page, polling
  // through the balancer, shows it whichever instance answers.
  const advanced = execFileSync(process.execPath, ['src/server/cli/advance-order.ts', orderIdOf(page)], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: schema.url },
    encoding: 'utf8',
  });
  expect(advanced).toContain('placed → accepted');
  await expectStatus(page, 'Accepted by the store');

  // The journey really crossed instances, and both logged requests of it as JSON.
  const [first = 0, second = 0] = proxy.counts();
  expect(first).toBeGreaterThan(10);
  expect(second).toBeGreaterThan(10);
  for (const instance of instances) {
    const line = instance
      .output()
      .split('\n')
      .find((text) => text.startsWith('{"time"'));
    expect(line, 'a JSON request log line').toBeDefined();
    expect(JSON.parse(line ?? '{}')).toMatchObject({ method: expect.any(String), status: expect.any(Number) });
  }
});
