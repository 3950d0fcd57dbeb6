// Playwright fixtures (test.extend): a test names what it needs — its own server, a signed-in
// demo customer, a customer located in Kothrud — instead of each spec setting it up by hand.
// - ownServerEnv (option) and ownServer: a spec that needs a server of its own (a fixed clock, a
//   database to read, the operator's command) says `test.use({ ownServerEnv: { ... } })`. The
//   built server is started with that env on first use (support/server.ts), shared by the tests of
//   that spec file, and stopped when the worker moves on to another file or ends. Its address is
//   then the tests' baseURL, so `page.goto('/cart')` and `request.post('/api/...')` go to it.
// - located: the page of a guest in Kothrud (the `loc` cookie and userSetAddress, as the location
//   flow leaves them) who has accepted the cookie notice.
// - customer: the page of a demo customer (the `customerAccount` option: Asha unless said) signed
//   in as the login form leaves it — the session cookie and the public profile on the device — with
//   the cookie notice accepted, and at home in Kothrud (the `customerAddress` option; null: nowhere yet).
// - Every page of the test's browser context (so `page`, `located` and `customer`, and the frames in
//   them) fails the test when the browser reports a Content-Security-Policy violation: a
//   `securitypolicyviolation` event in any frame, or the browser's "Content Security Policy" console
//   error (docs/security.md).
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import type { SignedInAnswer } from '../../src/domain/api/accounts.ts';
import { CONSENT_COOKIE, GDPR_ACCEPTED } from '../../src/domain/constants.ts';
import type { StoredDeliveryAddress } from '../../src/domain/types.ts';
import { USER_STORAGE_KEY } from '../../src/client/account.ts';
import { storedUserOf } from '../../src/stores/user.ts';
import { ASHA, DEMO_PASSWORD, type DemoCustomer } from './helpers/cart.ts';
import { KOTHRUD_ADDRESS, locateCustomer } from './helpers/location.ts';
import { startServer, type TestServer } from './support/server.ts';

/** Starts servers of a spec file's own, one per env, and stops a file's servers once the next file asks. */
interface OwnServers {
  of(file: string, env: Readonly<Record<string, string>>): Promise<TestServer>;
}

interface Options {
  ownServerEnv: Readonly<Record<string, string>> | null;
  customerAccount: DemoCustomer;
  customerAddress: StoredDeliveryAddress | null;
}

interface Fixtures {
  ownServer: TestServer;
  located: Page;
  customer: Page;
}

const SERVER_START_TIMEOUT_MS = 60_000;

/** The binding through which the pages' init script reports a violation to the test. */
const CSP_REPORT_BINDING = '__farmcartCspViolation';

/**
 * Listens for Content-Security-Policy violations in every frame of `context`, and answers the list
 * of those seen so far (frame address: what was blocked by which directive).
 */
async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding(CSP_REPORT_BINDING, ({ frame }, report: string) => {
    violations.push(`${frame.url()}: ${report}`);
  });
  await context.addInitScript((binding) => {
    addEventListener('securitypolicyviolation', (event) => {
      const report = (globalThis as unknown as Record<string, ((text: string) => void) | undefined>)[binding];
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'an inline script or style'}` +
          (event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : ''),
      );
    });
  }, CSP_REPORT_BINDING);
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) {
      violations.push(`${message.location().url}: ${message.text()}`);
    }
  });
  return violations;
}

function originOf(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('No baseURL: tests/playwright.config.ts sets one');
  return new URL(baseURL).origin;
}

/** A customer who has accepted the cookie notice (§4 GDPR): the banner is not rendered over the page. */
async function acceptCookies(context: BrowserContext, origin: string): Promise<void> {
  await context.addCookies([{ name: CONSENT_COOKIE, value: GDPR_ACCEPTED, url: origin }]);
}

export const test = base.extend<Options & Fixtures, { ownServers: OwnServers }>({
  context: async ({ context }, use) => {
    const violations = await watchCspViolations(context);
    await use(context);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },

  ownServerEnv: [null, { option: true }],
  customerAccount: [ASHA, { option: true }],
  customerAddress: [KOTHRUD_ADDRESS, { option: true }],

  ownServers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const running = new Map<string, { file: string; server: Promise<TestServer> }>();
      const stop = async (key: string) => {
        const entry = running.get(key);
        running.delete(key);
        await entry?.server.then(
          (server) => server.stop(),
          () => undefined,
        );
      };
      await use({
        async of(file, env) {
          for (const [key, entry] of running) if (entry.file !== file) await stop(key);
          const key = `${file}\n${JSON.stringify(env)}`;
          let entry = running.get(key);
          if (!entry) {
            entry = { file, server: startServer({ ...env }) };
            running.set(key, entry);
          }
          return entry.server;
        },
      });
      for (const key of [...running.keys()]) await stop(key);
    },
    { scope: 'worker' },
  ],

  baseURL: [
    async ({ baseURL, ownServerEnv, ownServers }, use, testInfo) => {
      await use(ownServerEnv ? (await ownServers.of(testInfo.file, ownServerEnv)).baseURL : baseURL);
    },
    { scope: 'test', timeout: SERVER_START_TIMEOUT_MS },
  ],

  ownServer: [
    async ({ ownServerEnv, ownServers }, use, testInfo) => {
      if (!ownServerEnv) throw new Error('ownServer needs `test.use({ ownServerEnv: {...} })` in the spec');
      await use(await ownServers.of(testInfo.file, ownServerEnv));
    },
    { timeout: SERVER_START_TIMEOUT_MS },
  ],

  located: async ({ page, context, baseURL }, use) => {
    const origin = originOf(baseURL);
    await acceptCookies(context, origin);
    await locateCustomer(context, origin, KOTHRUD_ADDRESS);
    await use(page);
  },

  customer: async ({ page, context, baseURL, customerAccount, customerAddress }, use) => {
    const origin = originOf(baseURL);
    await acceptCookies(context, origin);
    if (customerAddress) await locateCustomer(context, origin, customerAddress);
    // The session cookie lands in the context; the device keeps the public profile, as after /login.
    const login = await context.request.post('/api/login', {
      data: { phone: customerAccount.phone, password: DEMO_PASSWORD },
    });
    expect(login.ok(), `${customerAccount.name} signs in: ${await login.text()}`).toBe(true);
    const { data } = (await login.json()) as SignedInAnswer;
    const state = await context.storageState();
    await context.setStorageState({
      cookies: state.cookies,
      origins: [{ origin, localStorage: [{ name: USER_STORAGE_KEY, value: JSON.stringify(storedUserOf(data)) }] }],
    });
    await use(page);
  },
});

export { expect };
