// A fresh live shop wears its own face, not the demo's (decision 0316): a production server on an
// empty database (SQLite, and PostgreSQL when one answers), its first admin made on the command
// line. Every page the shop shows a customer (the desktop landing, the first screen, the home and
// its tabs at a chosen address, the account, the consent, the delivery partners' first pages) and
// every page of the console, and every page their internal links lead to, in turn: none answers
// 404, and none holds a word of the demo's (its name, city, areas, customers, contact). The cookie
// notice names no privacy page, the info pages are drafts nothing links to, the installed app and
// the console are named after the shop, and the console's Your shop lists all that is still to do
// (docs/screens/console-your-shop-*.png).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { encodeLocationCookie } from '../../../src/domain/location-cookie.ts';
import { DEMO_FACE_WORDS } from '../../../src/server/seed/demo/face.ts';
import { expect, test } from '../fixtures.ts';
import { type FreshSchema, freePort, freshSchema, type Instance, spawnInstance } from '../support/instances.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const OWNER = { email: 'owner@shivneri-fresh.example.in', name: 'Kavita More', password: 'Fresh-start-2026!' };

/** Pages a customer opens first: the links of every page found from them are followed too. */
const CUSTOMER_PAGES = [
  '/?view=desktop',
  '/',
  '/search-location',
  '/stores',
  '/categories',
  '/cart',
  '/my-account',
  // The delivery partners' first pages.
  '/signUpWithAadhar',
  '/delivery/login',
];
/** A customer who has chosen where to deliver (no store reaches it yet): the home and its tabs. */
const LOCATED_PAGES = ['/', '/categories', '/explore', '/stores', '/my-account'];
const ADDRESS = {
  lat: 18.5089,
  lng: 73.926,
  address: 'Magarpatta Road, Hadapsar 411028',
  house: 'Flat 7',
  tag: 'Home',
};

/** At most this many pages per visitor: the shop's pages are a few dozen; more means a loop of addresses. */
const MOST_PAGES = 150;

/** Internal links of an HTML page: <a href> paths of this origin, without their fragment. */
function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)]
    .map((found) => (found[1] ?? '').replaceAll('&amp;', '&').split('#', 1)[0] ?? '')
    .filter((href) => href.startsWith('/') && !href.startsWith('//'));
}

interface Crawled {
  /** Every page reached, with its status and the page it was linked from. */
  pages: { path: string; status: number; from: string }[];
  /** Demo words (and settings shown as the word 'null') found, with the page they were on. */
  demo: string[];
}

/**
 * Opens `start` and every internal link reachable from them, as `request`'s visitor. On a customer's
 * pages a setting left 'null' (the shop's "not set") must be left out, never written as the word; the
 * console shows it, as the value to change.
 */
async function crawl(request: APIRequestContext, start: readonly string[], customers: boolean): Promise<Crawled> {
  const queue = start.map((path) => ({ path, from: '(start)' }));
  const seen = new Set(start);
  const crawled: Crawled = { pages: [], demo: [] };
  while (queue.length > 0 && crawled.pages.length < MOST_PAGES) {
    const { path, from } = queue.shift() ?? { path: '', from: '' };
    const response = await request.get(path, { maxRedirects: 5 });
    crawled.pages.push({ path, status: response.status(), from });
    if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) continue;
    const html = await response.text();
    const demo = DEMO_FACE_WORDS.exec(html);
    if (demo) crawled.demo.push(`${path}: “${html.slice(Math.max(0, demo.index - 60), demo.index + 60)}”`);
    const unset =
      customers &&
      /<(?!script|style)[^>]*>[^<]*\bnull\b[^<]*</.exec(html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ''));
    if (unset) crawled.demo.push(`${path}: “${unset[0]}”`);
    for (const link of internalLinks(html)) {
      if (seen.has(link)) continue;
      seen.add(link);
      queue.push({ path: link, from: path });
    }
  }
  return crawled;
}

for (const engine of ['sqlite', 'postgres'] as const) {
  test.describe(`a fresh live shop on ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, () => {
    test.describe.configure({ mode: 'serial' });
    let schema: FreshSchema | null = null;
    let instance: Instance | null = null;
    let dataDir = '';

    test.beforeAll(async () => {
      test.setTimeout(90_000);
      if (engine === 'postgres') {
        schema = await freshSchema('e2e_fresh_face');
        if (!schema) return;
      }
      dataDir = mkdtempSync(join(tmpdir(), 'farmcart-fresh-face-'));
      const port = await freePort();
      const env = {
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        ...(schema ? { DATABASE_URL: schema.url } : {}),
      };
      instance = await spawnInstance(env, port);
      await instance.waitReady();
      execFileSync(
        process.execPath,
        [
          'src/server/cli/staff.ts',
          'add',
          '--email',
          OWNER.email,
          '--name',
          OWNER.name,
          '--role',
          'admin',
          '--password-stdin',
        ],
        { cwd: ROOT, env: { ...process.env, ...env }, input: `${OWNER.password}\n`, stdio: ['pipe', 'pipe', 'pipe'] },
      );
    });

    test.afterAll(async () => {
      await instance?.stop();
      await schema?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    test('no page a customer or the console reaches answers 404 or shows the demo', async ({ playwright, browser }) => {
      test.skip(engine === 'postgres' && schema === null, 'no PostgreSQL answers');
      if (!instance) throw new Error('no server');
      const shop = instance.baseURL;
      const customer = await playwright.request.newContext({ baseURL: shop });
      const host = new URL(shop).hostname;
      const located = await playwright.request.newContext({
        baseURL: shop,
        storageState: {
          cookies: [
            {
              name: 'loc',
              value: encodeLocationCookie(ADDRESS),
              domain: host,
              path: '/',
              expires: -1,
              httpOnly: false,
              secure: false,
              sameSite: 'Lax',
            },
          ],
          origins: [],
        },
      });
      const staff = await playwright.request.newContext({ baseURL: shop });
      try {
        const customerPages = await crawl(customer, CUSTOMER_PAGES, true);
        const locatedPages = await crawl(located, LOCATED_PAGES, true);
        const signedIn = await staff.post('/api/staff/login', {
          data: { email: OWNER.email, password: OWNER.password },
          headers: { origin: shop },
        });
        expect(signedIn.ok(), await signedIn.text()).toBe(true);
        const consolePages = await crawl(staff, ['/staff', '/staff/your-shop'], false);

        for (const { pages, demo } of [customerPages, locatedPages, consolePages]) {
          expect(pages.filter((page) => page.status === 404)).toEqual([]);
          expect(pages.length).toBeLessThan(MOST_PAGES);
          expect(demo).toEqual([]);
        }
        const reached = [...customerPages.pages, ...locatedPages.pages, ...consolePages.pages].map((page) => page.path);
        // The landing, the console's tabs and the checklist were all among them; no draft info page was linked.
        expect(reached).toEqual(expect.arrayContaining(['/?view=desktop', '/staff/settings', '/staff/content']));
        expect(reached.filter((path) => path.startsWith('/pages/') || path === '/farm-visit')).toEqual([]);

        // The cookie notice, with no privacy page yet, names none; the app and the console wear the shop's name.
        const landing = await (await customer.get('/?view=desktop')).text();
        expect(landing).toContain('data-gdpr');
        expect(landing).not.toContain('/pages/privacy');
        const manifest = (await (await customer.get('/manifest.webmanifest')).json()) as { name: string };
        expect(manifest.name).toBe('Our shop');
        expect(await (await staff.get('/staff/your-shop')).text()).toMatch(
          /<title>Your shop · Our shop staff<\/title>/,
        );

        // The checklist, as the owner sees it at a desk and on a phone (pictured once).
        for (const viewport of [
          { width: 1280, height: 800 },
          { width: 390, height: 844 },
        ]) {
          const context = await browser.newContext({
            baseURL: shop,
            viewport,
            storageState: await staff.storageState(),
          });
          const page = await context.newPage();
          await page.goto('/staff/your-shop');
          await expect(page.getByRole('heading', { level: 1, name: 'Your shop' })).toBeVisible();
          await expect(page.getByRole('status')).toHaveText('0 of 8 done');
          await expect(page.getByRole('listitem', { name: /^Info pages/ })).toContainText(
            'Not published yet: About us, Contact us, Terms of use, Privacy policy.',
          );
          await expect(page.getByRole('link', { name: 'Write the pages' })).toHaveAttribute('href', '/staff/content');
          if (engine === 'sqlite')
            await page.screenshot({ path: `docs/screens/console-your-shop-${viewport.width}.png` });
          await context.close();
        }
      } finally {
        await customer.dispose();
        await located.dispose();
        await staff.dispose();
      }
    });
  });
}
