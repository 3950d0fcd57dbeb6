// Opening a shop from an empty database (docs/deploy.md, "Open your shop"): what the specs that do
// it share — a page checked for raw label keys, the console signed in through its form, a picture
// for the media library, settings and words saved as the Your shop checklist leads to them, an info
// page published, a catalogue file checked and applied, and the code the server logged for a number
// (no SMS provider is set).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { parseCsv } from '../../../src/domain/catalogue/csv-read.ts';
import { languageRows } from '../../../src/server/seed/essentials/labels.ts';
import { expect } from '../fixtures.ts';
import type { Instance } from '../support/instances.ts';
import { islandHydrated } from './location.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The first admin, made on the command line of the server whose environment is `env`, as docs/deploy.md says. */
export function firstAdmin(env: Record<string, string>, member: { email: string; name: string; password: string }) {
  execFileSync(
    process.execPath,
    [
      'src/server/cli/staff.ts',
      'add',
      '--email',
      member.email,
      '--name',
      member.name,
      '--role',
      'admin',
      '--password-stdin',
    ],
    { cwd: ROOT, env: { ...process.env, ...env }, input: `${member.password}\n`, stdio: ['pipe', 'pipe', 'pipe'] },
  );
}

/** Every label key of the release: a page showing one as a word shows a raw key. */
const LABEL_KEYS = Object.keys(JSON.parse(languageRows()[0]?.labels ?? '{}') as Record<string, string>).filter(
  // Keys that are also ordinary words would match real text.
  (key) => /[a-z][A-Z]/.test(key),
);

export async function expectNoRawKeys(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  // What a person reads: innerText leaves out scripts and hidden data, where label keys are expected.
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's locator method, not the DOM property.
  const text = `${await page.title()}\n${await page.locator('body').innerText()}`;
  const words = new Set(text.split(/[^A-Za-z0-9_]+/));
  const raw = LABEL_KEYS.filter((key) => words.has(key));
  expect(raw, `raw label keys on ${page.url()}`).toEqual([]);
}

/** Opens `path` and checks it shows no raw label key. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expectNoRawKeys(page);
}

export async function consoleSignIn(browser: Browser, baseURL: string, member: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await visit(page, '/staff/login');
  await islandHydrated(page, 'StaffLoginForm');
  await page.getByLabel('E-mail').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/staff') && !url.pathname.startsWith('/staff/login'));
  await expectNoRawKeys(page);
  return { context, page };
}

/** A small real photograph-like JPEG for the media library; `background` tells one picture from another. */
export function methiPhoto(background = { r: 46, g: 125, b: 50 }): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 700, channels: 3, background } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="900" height="700"><circle cx="450" cy="350" r="220" fill="#8bc34a"/><circle cx="380" cy="300" r="90" fill="#558b2f"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The newest code for `purpose` the server logged for `phone` (no SMS provider is configured). */
export async function lastOtp(instance: Instance | null, phone: string, purpose = 'register'): Promise<string> {
  const deadline = Date.now() + 10_000;
  const pattern = new RegExp(`\\[farmcart:otp\\] phone=\\+91${phone} code=(\\d{6}) purpose=${purpose}`, 'g');
  while (Date.now() < deadline) {
    const found = [...(instance?.output() ?? '').matchAll(pattern)].at(-1)?.[1];
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No code for ${phone} in the server's log`);
}

/** Uploads a picture in the media library with its alt texts; answers its address (`/media/…`). */
export async function uploadPicture(
  owner: Page,
  shop: string,
  file: { name: string; buffer: Buffer; alt: { en: string; mr: string } },
): Promise<string> {
  await visit(owner, '/staff/media');
  await islandHydrated(owner, 'MediaLibrary');
  await owner
    .getByLabel(/^Picture \(JPEG/)
    .setInputFiles({ name: file.name, mimeType: 'image/jpeg', buffer: file.buffer });
  await owner.getByLabel('Alt text in English').fill(file.alt.en);
  await owner.getByLabel('Alt text in Marathi').fill(file.alt.mr);
  await owner.getByRole('button', { name: 'Upload' }).click();
  await expect(owner.getByRole('img', { name: file.alt.en }).first()).toBeVisible();
  const listed = await owner.request.post('/api/staff/media', { data: {}, headers: { origin: shop } });
  return ((await listed.json()) as { media: { image: string }[] }).media[0]?.image ?? '';
}

/** A category with its English and Marathi names and a picture, made in the console. */
export async function newCategory(owner: Page, name: { en: string; mr: string }, picture: string): Promise<void> {
  await visit(owner, '/staff/catalogue/categories');
  await islandHydrated(owner, 'CatalogueCategories');
  await owner.getByRole('button', { name: 'New category' }).click();
  await owner.getByLabel('Name (English)', { exact: true }).fill(name.en);
  await owner.getByLabel('Name (Marathi)', { exact: true }).fill(name.mr);
  await owner.getByLabel('Picture', { exact: true }).fill(picture);
  await owner.getByRole('button', { name: 'Save category' }).click();
  await expect(owner.getByRole('button', { name: `Edit ${name.en}` })).toBeVisible();
}

/** Opens the console's Your shop checklist and follows the link of the row titled `title`. */
export async function fromYourShop(owner: Page, title: string): Promise<void> {
  await visit(owner, '/staff/your-shop');
  const row = owner
    .getByRole('listitem')
    .filter({ has: owner.getByRole('heading', { name: new RegExp(`^${title}`) }) });
  // The screen it leads to may be Words, which names each word by its key.
  await row.getByRole('link').click();
}

/** Fills settings by their names on the Settings screen that is open, and saves them. */
export async function saveSettings(owner: Page, values: Record<string, string>): Promise<void> {
  await islandHydrated(owner, 'StaffSettings');
  for (const [name, value] of Object.entries(values)) await owner.getByLabel(name, { exact: true }).fill(value);
  await owner.getByRole('button', { name: 'Save settings' }).click();
  await expect(owner.getByRole('status').filter({ hasText: /^Saved \d+ settings?\./ })).toBeVisible();
}

/** Writes words in English and Marathi on the Words screen that is open, by key, and saves them. */
export async function saveWords(owner: Page, words: Record<string, { en: string; mr: string }>): Promise<void> {
  await islandHydrated(owner, 'StaffWords');
  for (const [key, text] of Object.entries(words)) {
    const row = owner.getByRole('group', { name: key, exact: true });
    await row.getByLabel('English', { exact: true }).fill(text.en);
    await row.getByLabel('मराठी', { exact: true }).fill(text.mr);
  }
  await owner.getByRole('button', { name: 'Save all changes' }).click();
  await expect(owner.getByRole('status')).toHaveText(/^Saved \d+ texts?\./);
}

/** Publishes the info page titled `title` from the console's Content list, as its draft reads. */
export async function publishInfoPage(owner: Page, title: string): Promise<void> {
  await visit(owner, '/staff/content');
  await islandHydrated(owner, 'ContentList');
  await owner.getByRole('link', { name: title, exact: true }).click();
  await islandHydrated(owner, 'ContentEditor');
  await owner.getByRole('button', { name: 'Publish now' }).click();
  await expect(owner.getByText('Published as revision 1.')).toBeVisible();
}

/**
 * Downloads `store`'s catalogue on the console's Import screen, appends `rows` (each a copy of the
 * file's first row with the given columns changed, as a new item), checks the file and applies it.
 */
export async function importRows(owner: Page, store: string, rows: readonly Record<string, string>[]): Promise<void> {
  await visit(owner, '/staff/catalogue/import');
  await islandHydrated(owner, 'CatalogueImport');
  await owner.getByLabel('Store').selectOption({ label: store });
  const [download] = await Promise.all([
    owner.waitForEvent('download'),
    owner.getByRole('link', { name: `Download ${store}’s catalogue (CSV)` }).click(),
  ]);
  const [header, first] = parseCsv(readFileSync(await download.path(), 'utf8')).records;
  const names = header?.fields ?? [];
  const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  const lines = [header, first].map((record) => (record?.fields ?? []).map(cell).join(','));
  for (const row of rows) {
    lines.push(
      names
        .map((name, index) => cell(row[name] ?? (name === 'variant_id' ? '' : (first?.fields[index] ?? ''))))
        .join(','),
    );
  }
  await owner.getByLabel('CSV file').setInputFiles({
    name: 'new-items.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8'),
  });
  await owner.getByRole('button', { name: 'Check the file' }).click();
  const counts = owner.getByRole('status').filter({ hasText: 'unchanged' });
  await expect(counts).toContainText(`${rows.length} new`);
  await expect(counts).toContainText('1 unchanged');
  await owner.getByRole('button', { name: `Apply ${rows.length} changes` }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'Applied' })).toContainText(`${rows.length} new`);
}
