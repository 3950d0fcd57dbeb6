import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { ALERT_TITLES } from '../../../../src/domain/notifications/notifications.ts';
import { languageRows } from '../../../../src/server/seed/essentials/labels.ts';
import { SAID_TEXTS_MR } from '../../../../src/server/seed/essentials/labels-said.ts';
import { settingsRows } from '../../../../src/server/seed/essentials/settings.ts';
import { DEMO_FACE_WORDS } from '../../../../src/server/seed/demo/face.ts';
import { shopFace } from '../../../../src/server/services/content/shop-face.ts';
import { engineAvailable, testEngine } from '../harness.ts';
import { emptyDatabase as emptyRaw, migrateAsBefore } from '../raw-database.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const emptyDatabase = () => emptyRaw((step) => cleanups.push(step));

/**
 * Keys later releases added to the labels: the alerts of money (migration 023's codes), staff in an
 * account's (decision 0276), refusals said by their codes (decision 0308).
 */
const ADDED_KEYS = [
  'saidAlertRefundSent',
  'saidAlertRefundSentTitle',
  'saidAlertRefundToWallet',
  'saidAlertRefundToWalletTitle',
  'saidAlertWalletToppedUp',
  'saidAlertWalletToppedUpTitle',
  'saidAlertMembershipActive',
  'saidAlertMembershipActiveTitle',
  'saidAlertMembershipExtended',
  'saidAlertMembershipExtendedTitle',
  'saidAlertStaffInAccountTitle',
  'saidAlertStaffPhoneOrder',
  'saidAlertStaffSignedIn',
  'saidChoosePlan',
  'saidNoSuchStore',
  'saidStaffSignInWrong',
] as const;

/** The previous release's database: its schema (migrations to 022, run as it ran them) and its essentials. */
async function previousRelease(raw: Kysely<unknown>): Promise<void> {
  await migrateAsBefore(raw, '022_pickup_code');
  for (const { key, value } of settingsRows()) {
    // A setting the shop changed.
    const kept = key === 'selectLocationText' ? 'Where shall we deliver?' : value;
    await sql`insert into settings (key, value) values (${key}, ${kept})`.execute(raw);
  }
  for (const language of languageRows()) {
    const labels = JSON.parse(language.labels) as Record<string, string>;
    for (const key of ADDED_KEYS) delete labels[key];
    // A label the shop changed.
    if (language.code === 'mr') labels.selectLocationText = 'पत्ता निवडा';
    await sql`insert into languages (id, code, language_name, is_default, is_active, labels) values (${language.id}, ${language.code}, ${language.language_name}, ${language.is_default}, ${language.is_active}, ${JSON.stringify(labels)})`.execute(
      raw,
    );
  }
  await sql`insert into units (id, name, symbol) values (1, 'Kilogram', 'kg')`.execute(raw);
}

const labelsOf = async (raw: Kysely<unknown>, code: string) => {
  const { rows } = await sql<{ labels: string }>`select labels from languages where code = ${code}`.execute(raw);
  return JSON.parse(rows[0]?.labels ?? '{}') as Record<string, string>;
};

// Each test migrates whole databases, up to three times: seconds on PostgreSQL.
describe.skipIf(!engineAvailable)(`the shop's essentials on ${testEngine}`, { timeout: 30_000 }, () => {
  it('a production server on an empty database gets the settings, both languages’ labels and the units, and no demo', async () => {
    const { raw, open } = await emptyDatabase();
    const shop = await open({ NODE_ENV: 'production', NO_SEED: 'false' });
    cleanups.push(() => shop.close());
    const count = async (table: string) =>
      Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(raw)).rows[0]?.n);
    expect(await count('settings')).toBe(settingsRows().length);
    expect(await count('units')).toBe(4);
    expect(await count('stores')).toBe(0);
    expect(await count('users')).toBe(0);
    expect(await count('staff')).toBe(0);
    const english = await labelsOf(raw, 'en');
    const marathi = await labelsOf(raw, 'mr');
    expect(english.selectLocationText).toBe('Select Location');
    expect(marathi.selectLocationText).toBe('ठिकाण निवडा');
    expect(Object.keys(marathi).sort()).toEqual(Object.keys(english).sort());
    // Decision 0316: none of the demo's face in a live shop's words, and its info pages begin as drafts.
    const { rows: settings } = await sql<{ key: string; value: string }>`select key, value from settings`.execute(raw);
    const words = [
      ...settings.map((row) => `${row.key}=${row.value}`),
      ...Object.values(english),
      ...Object.values(marathi),
    ];
    expect(words.filter((text) => DEMO_FACE_WORDS.test(text))).toEqual([]);
    const { rows: pages } = await sql<{ slug: string; status: string; published_json: string | null }>`
      select slug, status, published_json from content_entries where kind = 'page' order by slug`.execute(raw);
    expect(pages).toEqual(
      ['about', 'contact', 'privacy', 'terms'].map((slug) => ({ slug, status: 'draft', published_json: null })),
    );
    // The console's Your shop: every row still to do (decision 0316).
    const face = await shopFace({ db: shop.db });
    expect(face.ok && face.value.filter((row) => row.done)).toEqual([]);
    expect(face.ok && face.value.find((row) => row.key === 'pages')?.state).toEqual([
      { key: 'consoleShopPagesNotYet', values: { pages: 'About us, Contact us, Terms of use, Privacy policy' } },
    ]);
  });

  it('a database of the previous release gets the keys this release added, and keeps what the shop changed', async () => {
    const { raw, open } = await emptyDatabase();
    await previousRelease(raw);
    const before = await labelsOf(raw, 'mr');
    expect(before.saidAlertRefundSent).toBeUndefined();

    const shop = await open();
    cleanups.push(() => shop.close());
    const marathi = await labelsOf(raw, 'mr');
    const english = await labelsOf(raw, 'en');
    for (const key of ADDED_KEYS) {
      expect(marathi[key], key).toBe(SAID_TEXTS_MR[key]);
      expect(english[key], key).toBeTruthy();
    }
    for (const code of Object.keys(ALERT_TITLES)) expect(marathi[code], code).toBeTruthy();
    // What the shop changed stays; every other label is as it was.
    expect(marathi.selectLocationText).toBe('पत्ता निवडा');
    for (const [key, value] of Object.entries(before)) expect(marathi[key], key).toBe(value);
    const setting = await sql<{ value: string }>`select value from settings where key = 'selectLocationText'`.execute(
      raw,
    );
    expect(setting.rows[0]?.value).toBe('Where shall we deliver?');
    // Units are written only into an empty table: the shop's one unit is all it has.
    const units = await sql<{ n: number }>`select count(*) as n from units`.execute(raw);
    expect(Number(units.rows[0]?.n)).toBe(1);
    await shop.close();
    cleanups.pop();

    // A second start adds nothing more and changes nothing.
    const again = await open();
    cleanups.push(() => again.close());
    expect(await labelsOf(raw, 'mr')).toEqual(marathi);
  });
});
