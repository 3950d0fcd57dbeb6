// Playwright fixtures (test.extend): a test names what it needs — its own server, a signed-in
// demo customer, a customer located in Kothrud — instead of each spec setting it up by hand.
// Every spec imports `test` and `expect` from here.
// - The worker's server: the run has two workers (tests/playwright.config.ts), and each starts the
//   built server for itself (support/server.ts: a free port, or E2E_PORT plus the worker's index,
//   and a fresh data directory, so a worker's tests never see the other's orders) on the first test
//   that opens a page or calls the API, and stops it when the worker ends. Its address is the tests'
//   baseURL.
// - ownServerEnv (option) and ownServer: a spec that needs a server of its own (a fixed clock, a
//   database to read, the operator's command) says `test.use({ ownServerEnv: { ... } })`. The
//   built server is started with that env on first use (support/server.ts), shared by the tests of
//   that spec file, and stopped when the worker moves on to another file or ends. Its address is
//   then the tests' baseURL, so `page.goto('/cart')` and `request.post('/api/...')` go to it.
// - runsAlone (option): every test takes a turn (support/turns.ts), shared with the tests of the
//   other worker; a spec that must run with nothing else under way (it times answers, stops a
//   database, loads both cores) says `test.use({ runsAlone: true })`, and each of its tests then
//   waits for the other worker's test to end and holds the other worker back until it has ended.
// - located: the page of a guest in Kothrud (the `loc` cookie and userSetAddress, as the location
//   flow leaves them) who has accepted the cookie notice.
// - customer: the page of a demo customer (the `customerAccount` option: Asha unless said) signed
//   in as the login form leaves it — the session cookie and the public profile on the device — with
//   the cookie notice accepted, and at home in Kothrud (the `customerAddress` option; null: nowhere yet).
// - staffAs: signs a member of the shop's staff in with the console's sign-in call, in a browser
//   context of its own (closed when the test ends), on the test's server: a role (the demo shop's
//   first member of it) or any member's e-mail and password; its page opens at the member's first
//   tab. With the `consoleLanguage` option 'mr' (the config's console-mr project) the member first
//   chooses मराठी as the console's bar does (decision 0345), once per member on the worker's server.
// - say: the console's words in the language the spec runs in (helpers/console-words.ts), so a
//   console spec finds its fields and lines by their words' keys; screenPath: where a screenshot
//   goes, `-mr` added in Marathi, so the two runs do not overwrite each other's pictures.
// - Every page of the test's browser context (so `page`, `located` and `customer`, and the frames in
//   them) fails the test when the browser reports a Content-Security-Policy violation: a
//   `securitypolicyviolation` event in any frame, or the browser's "Content Security Policy" console
//   error (docs/security.md).
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import type { SignedInAnswer } from '../../src/domain/api/accounts.ts';
import type { StaffAnswer } from '../../src/domain/api/staff.ts';
import { CONSENT_COOKIE, GDPR_ACCEPTED } from '../../src/domain/constants.ts';
import type { StoredDeliveryAddress } from '../../src/domain/types.ts';
import { USER_STORAGE_KEY } from '../../src/client/account.ts';
import { storedUserOf } from '../../src/stores/user.ts';
import { DEMO_STAFF_PASSWORD, STAFF } from '../../src/server/seed/demo/staff.ts';
import { ASHA, DEMO_PASSWORD, type DemoCustomer } from './helpers/cart.ts';
import { type ConsoleLanguage, type Say, sayIn } from './helpers/console-words.ts';
import { islandHydrated, KOTHRUD_ADDRESS, locateCustomer } from './helpers/location.ts';
import { startServer, type TestServer } from './support/server.ts';
import { sharedTurn, turnAlone } from './support/turns.ts';

/** Starts servers of a spec file's own, one per env, and stops a file's servers once the next file asks. */
interface OwnServers {
  of(file: string, env: Readonly<Record<string, string>>): Promise<TestServer>;
}

/** The worker's server, started on the first call. */
interface WorkerServer {
  get(): Promise<TestServer>;
}

interface Options {
  ownServerEnv: Readonly<Record<string, string>> | null;
  runsAlone: boolean;
  customerAccount: DemoCustomer;
  customerAddress: StoredDeliveryAddress | null;
  consoleLanguage: ConsoleLanguage;
}

/** The console's roles: by one, staffAs signs in the demo shop's first member of it (seed/demo/staff.ts). */
type StaffRole = 'admin' | 'counter' | 'manager' | 'editor';

function demoStaff(role: StaffRole): { email: string; password: string } {
  const row = STAFF.find((member) => member.role === role);
  if (!row) throw new Error(`the demo shop has no ${role}`);
  return { email: row.email, password: DEMO_STAFF_PASSWORD };
}

export type StaffSignIn = (
  who: StaffRole | { email: string; password: string },
  options?: { viewport?: { width: number; height: number } },
) => Promise<{ context: BrowserContext; page: Page }>;

interface Fixtures {
  turn: undefined;
  ownServer: TestServer;
  located: Page;
  customer: Page;
  staffAs: StaffSignIn;
  say: Say;
  screenPath: (name: string) => string;
}

const SERVER_START_TIMEOUT_MS = 60_000;
/** How long a test may wait for its turn: the other worker's longest test (the cart's journey takes 150 s). */
const TURN_TIMEOUT_MS = 5 * 60_000;

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
  if (!baseURL) throw new Error('No baseURL: the baseURL fixture sets one');
  return new URL(baseURL).origin;
}

/** A customer who has accepted the cookie notice (§4 GDPR): the banner is not rendered over the page. */
async function acceptCookies(context: BrowserContext, origin: string): Promise<void> {
  await context.addCookies([{ name: CONSENT_COOKIE, value: GDPR_ACCEPTED, url: origin }]);
}

export const test = base.extend<Options & Fixtures, { ownServers: OwnServers; workerServer: WorkerServer }>({
  runsAlone: [false, { option: true }],
  turn: [
    async ({ runsAlone }, use) => {
      const giveBack = runsAlone ? await turnAlone() : await sharedTurn();
      try {
        await use(undefined);
      } finally {
        giveBack();
      }
    },
    { auto: true, timeout: TURN_TIMEOUT_MS },
  ],

  context: async ({ context }, use) => {
    const violations = await watchCspViolations(context);
    await use(context);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },

  ownServerEnv: [null, { option: true }],
  customerAccount: [ASHA, { option: true }],
  customerAddress: [KOTHRUD_ADDRESS, { option: true }],
  consoleLanguage: ['en', { option: true }],

  say: async ({ consoleLanguage }, use) => {
    await use(sayIn(consoleLanguage));
  },

  screenPath: async ({ consoleLanguage }, use) => {
    await use((name) => `docs/screens/${name}${consoleLanguage === 'en' ? '' : `-${consoleLanguage}`}.png`);
  },

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

  workerServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const started: { server?: Promise<TestServer> } = {};
      const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) + workerInfo.parallelIndex : undefined;
      await use({
        get() {
          started.server ??= startServer({}, undefined, port);
          return started.server;
        },
      });
      await started.server?.then(
        (server) => server.stop(),
        () => undefined,
      );
    },
    { scope: 'worker' },
  ],

  baseURL: [
    async ({ ownServerEnv, ownServers, workerServer }, use, testInfo) => {
      const server = ownServerEnv ? ownServers.of(testInfo.file, ownServerEnv) : workerServer.get();
      await use((await server).baseURL);
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

  staffAs: async ({ browser, baseURL, consoleLanguage }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (who, options = {}) => {
      const member = typeof who === 'string' ? demoStaff(who) : who;
      const context = await browser.newContext({ baseURL, viewport: options.viewport ?? { width: 1280, height: 800 } });
      opened.push(context);
      // Signed in by the call the sign-in form makes (the journeys that open the form itself:
      // open-shop.spec, slots.spec, staff-partners.spec), then the console as its answer leaves the member.
      const signedIn = await context.request.post('/api/staff/login', {
        data: { email: member.email, password: member.password },
      });
      expect(signedIn.ok(), `${member.email} signs in: ${await signedIn.text()}`).toBe(true);
      const { staff } = (await signedIn.json()) as StaffAnswer;
      if (staff.language !== consoleLanguage) {
        // As the member's own choice in the bar leaves it (staff/console-language).
        const chosen = await context.request.post('/api/staff/console-language', {
          data: { language: consoleLanguage },
        });
        expect(chosen.ok(), `${member.email} reads the console in ${consoleLanguage}: ${await chosen.text()}`).toBe(
          true,
        );
      }
      const page = await context.newPage();
      // The member's first tab (console-tabs.ts): /staff sends a role without the queue to it.
      await page.goto('/staff');
      return { context, page };
    });
    for (const context of opened) await context.close().catch(() => undefined);
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

/**
 * Signs in on the /login page already open with the password, its second way (decision 0297: the
 * phone's one-time code comes first): the form island hydrated first (a tap before that does
 * nothing), then 'Sign in with a password', the phone or e-mail, the password and Login.
 */
export async function signInWithPassword(page: Page, who: string, password: string): Promise<void> {
  await islandHydrated(page, 'LoginForm');
  const passwordWay = page.getByRole('button', { name: 'Sign in with a password' });
  // Opened on the password already (`?with=password`, or a failed try): nothing to tap.
  if (await passwordWay.isVisible()) await passwordWay.click();
  await page.getByLabel('Phone number or email').fill(who);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
