// The shop's words and settings in the console (decision 0284), through the real dispatcher: an
// editor lists every label side by side and saves one or many, each change audited, the settings
// version moved on and the texts the pages read renewed; a translation that loses a placeholder is
// refused on its field and changes nothing; an admin saves settings checked by their types; a saved
// label survives a restart's essentials; and on PostgreSQL another instance serves it within 1 s.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type {
  StaffSettingsAnswer,
  StaffSettingsSaveAnswer,
  StaffWordsAnswer,
  StaffWordsSaveAnswer,
} from '../../../../src/domain/api/staff/words.ts';
import { createContext } from '../../../../src/server/context.ts';
import { openShopDatabase } from '../../../../src/server/shop-database.ts';
import { ensureEssentials } from '../../../../src/server/seed/essentials/index.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { shopTexts } from '../../../../src/server/services/shop/texts.ts';
import { apiCall, errorBody } from '../accounts/accounts-helpers.ts';
import { engineAvailable, openTestShop, type TestShop, testEngine } from '../harness.ts';

/** Demo staff (src/server/seed/demo/staff.ts). */
const PRIYA = 1;
const MEERA = 4;
const ANIL = 5;

describe.skipIf(!engineAvailable)(`the console’s words and settings on ${testEngine}`, () => {
  let shop: TestShop;
  let anil: string;
  let priya: string;
  let meera: string;
  beforeAll(async () => {
    shop = await openTestShop();
    anil = await createRoleSession(shop, 'staff', ANIL);
    priya = await createRoleSession(shop, 'staff', PRIYA);
    meera = await createRoleSession(shop, 'staff', MEERA);
  });
  afterAll(async () => {
    await shop.close();
  });

  const as = (token: string) => (path: string, body: unknown) =>
    apiCall(shop, path, body, { cookie: `fc_staff=${token}` });

  const version = async () =>
    (
      await shop.db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', 'forceNewSettingsVersion')
        .executeTakeFirst()
    )?.value;
  const labelsOf = async (code: string) =>
    JSON.parse(
      (await shop.db.selectFrom('languages').select('labels').where('code', '=', code).executeTakeFirstOrThrow())
        .labels,
    ) as Record<string, string>;
  const changes = (kind: 'label' | 'setting') =>
    shop.db.selectFrom('staff_changes').selectAll().where('kind', '=', kind).orderBy('id').execute();

  it('an editor lists every label in English and Marathi side by side, each under a screen', async () => {
    const answer = await as(anil)('staff/words', {});
    expect(answer.status).toBe(200);
    const words = answer.body as StaffWordsAnswer;
    expect(words.languages).toEqual([
      { code: 'en', name: 'English' },
      { code: 'mr', name: 'मराठी' },
    ]);
    expect(words.rows.length).toBeGreaterThan(500);
    expect(words.rows.find((row) => row.key === 'navHome')).toEqual({
      key: 'navHome',
      screen: 'Navigation and pages',
      texts: { en: 'Home', mr: (await labelsOf('mr')).navHome },
    });
    for (const row of words.rows) expect(words.screens, row.key).toContain(row.screen);
  });

  it('a Marathi label saved: stored, audited, the settings version moved on, the pages’ texts renewed', async () => {
    const texts = await shopTexts(shop);
    expect(texts.labels.get('mr')?.navHome).not.toBe('घर');
    const before = await version();
    const saved = await as(anil)('staff/words-save', { labels: [{ key: 'navHome', language: 'mr', text: 'घर' }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const answer = saved.body as StaffWordsSaveAnswer;
    expect(answer.saved).toEqual([{ key: 'navHome', screen: 'Navigation and pages', texts: { en: 'Home', mr: 'घर' } }]);
    expect(answer.settings_version).toBe(String(Number(before) + 1));
    expect(await version()).toBe(answer.settings_version);
    expect((await labelsOf('mr')).navHome).toBe('घर');
    expect((await shopTexts(shop)).labels.get('mr')?.navHome).toBe('घर');
    const [audit] = await changes('label');
    expect(audit).toMatchObject({ staff_id: ANIL, action: 'update', store_id: null });
    expect(JSON.parse(audit?.after_json ?? 'null')).toEqual({ key: 'navHome', language: 'mr', text: 'घर' });
    expect(JSON.parse(audit?.before_json ?? 'null')).toMatchObject({ key: 'navHome', language: 'mr' });
    expect(audit?.summary).toContain('navHome');
  });

  it('a translation that drops a placeholder is refused on its field, and nothing of the save changes', async () => {
    const before = { version: await version(), mr: await labelsOf('mr'), audits: (await changes('label')).length };
    const refused = await as(anil)('staff/words-save', {
      labels: [
        { key: 'navCart', language: 'mr', text: 'पिशवी' },
        { key: 'firstScreenWelcomeText', language: 'mr', text: 'पुन्हा स्वागत!' },
        { key: 'noSuchLabelKey', language: 'mr', text: 'काही' },
        { key: 'navCart', language: 'fr', text: 'Panier' },
      ],
    });
    expect(refused.status).toBe(400);
    expect(errorBody(refused).fields).toEqual({
      'mr:firstScreenWelcomeText': 'must keep {name} (the English has {name})',
      'mr:noSuchLabelKey': 'the shop has no such label',
      'fr:navCart': 'the shop has no language fr',
    });
    expect(await version()).toBe(before.version);
    expect(await labelsOf('mr')).toEqual(before.mr);
    expect((await changes('label')).length).toBe(before.audits);
  });

  it('a batch of English and Marathi saves together; the English label’s setting follows it', async () => {
    const saved = await as(anil)('staff/words-save', {
      labels: [
        { key: 'firstScreenWelcomeText', language: 'en', text: 'Good to see you, {name}!' },
        { key: 'firstScreenWelcomeText', language: 'mr', text: '{name}, पुन्हा भेटून आनंद झाला!' },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await labelsOf('en')).firstScreenWelcomeText).toBe('Good to see you, {name}!');
    const setting = await shop.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'firstScreenWelcomeText')
      .executeTakeFirst();
    expect(setting?.value).toBe('Good to see you, {name}!');
    // The English keeps its own placeholders too.
    const refused = await as(anil)('staff/words-save', {
      labels: [{ key: 'firstScreenWelcomeText', language: 'en', text: 'Good to see you!' }],
    });
    expect(errorBody(refused).fields).toEqual({
      'en:firstScreenWelcomeText': 'must keep {name} (the English has {name})',
    });
  });

  it('a save of the texts as they stand writes nothing and leaves the version', async () => {
    const before = { version: await version(), audits: (await changes('label')).length };
    const saved = await as(anil)('staff/words-save', { labels: [{ key: 'navHome', language: 'mr', text: 'घर' }] });
    expect(saved.status).toBe(200);
    expect((saved.body as StaffWordsSaveAnswer).settings_version).toBe(before.version);
    expect((await changes('label')).length).toBe(before.audits);
  });

  it('a label without Marathi text is listed as such, and saving one fills it', async () => {
    const marathi = await labelsOf('mr');
    delete marathi.navStores;
    await shop.db
      .updateTable('languages')
      .set({ labels: JSON.stringify(marathi) })
      .where('code', '=', 'mr')
      .execute();
    const words = (await as(anil)('staff/words', {})).body as StaffWordsAnswer;
    const missing = words.rows.filter((row) => row.texts.mr === undefined || row.texts.mr.trim() === '');
    expect(missing.map((row) => row.key)).toEqual(['navStores']);
    const saved = await as(anil)('staff/words-save', { labels: [{ key: 'navStores', language: 'mr', text: 'दुकाने' }] });
    expect(saved.status).toBe(200);
    expect((await labelsOf('mr')).navStores).toBe('दुकाने');
  });

  it('settings are an admin’s: an editor and a manager get 403', async () => {
    expect((await as(anil)('staff/settings', {})).status).toBe(403);
    expect((await as(meera)('staff/settings-save', { settings: [{ key: 'tips', value: '5' }] })).status).toBe(403);
    expect((await as(meera)('staff/words', {})).status).toBe(403);
  });

  it('an admin lists the settings that are not words, each with its type', async () => {
    const { settings } = (await as(priya)('staff/settings', {})).body as StaffSettingsAnswer;
    const keys = settings.map((setting) => setting.key);
    expect(settings.find((setting) => setting.key === 'storeColor')).toEqual({
      key: 'storeColor',
      type: 'colour',
      value: '#1b7a3a',
    });
    expect(settings.find((setting) => setting.key === 'tips')?.type).toBe('amounts');
    expect(settings.find((setting) => setting.key === 'enableOtpOnRegister')?.type).toBe('flag');
    // Words are edited in Words; the version numbers are bumped, never typed.
    expect(keys).not.toContain('gdprMessage');
    expect(keys).not.toContain('deliverToText');
    expect(keys).not.toContain('forceNewSettingsVersion');
  });

  it('a bad value is refused naming its field with the reason; a good one is saved, audited and bumps the version', async () => {
    const before = await version();
    const refused = await as(priya)('staff/settings-save', {
      settings: [
        { key: 'storeColor', value: 'green' },
        { key: 'tips', value: '10,abc' },
        { key: 'deliverToText', value: 'Bringing to' },
        { key: 'forceNewSettingsVersion', value: '99' },
      ],
    });
    expect(refused.status).toBe(400);
    expect(errorBody(refused).fields).toEqual({
      storeColor: 'must be a colour as # and six hex digits, e.g. #1b7a3a',
      tips: 'must be whole numbers separated by commas, e.g. 10,20,30',
      deliverToText: 'the shop has no such setting here (a text is edited in Words)',
      forceNewSettingsVersion: 'the shop has no such setting here (a text is edited in Words)',
    });
    expect(await version()).toBe(before);

    const saved = await as(priya)('staff/settings-save', {
      settings: [
        { key: 'storeColor', value: '#0F5132' },
        { key: 'tips', value: '15, 25' },
        { key: 'showGdpr', value: 'false' },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const answer = saved.body as StaffSettingsSaveAnswer;
    expect(answer.saved).toEqual([
      { key: 'storeColor', type: 'colour', value: '#0f5132' },
      { key: 'tips', type: 'amounts', value: '15,25' },
      { key: 'showGdpr', type: 'flag', value: 'false' },
    ]);
    expect(answer.settings_version).toBe(String(Number(before) + 1));
    const texts = await shopTexts(shop);
    expect(texts.settings.storeColor).toBe('#0f5132');
    expect(texts.settings.showGdpr).toBe(false);
    const audits = await changes('setting');
    expect(audits.map((row) => JSON.parse(row.after_json ?? 'null'))).toEqual([
      { key: 'storeColor', value: '#0f5132' },
      { key: 'tips', value: '15,25' },
      { key: 'showGdpr', value: 'false' },
    ]);
    expect(JSON.parse(audits[0]?.before_json ?? 'null')).toEqual({ key: 'storeColor', value: '#1b7a3a' });
  });

  it('what the console saved stays when the essentials run again at the next start', async () => {
    const before = { en: await labelsOf('en'), mr: await labelsOf('mr') };
    const added = await ensureEssentials(shop.db, shop.engine);
    expect(added.labels).toEqual({});
    expect(await labelsOf('mr')).toEqual(before.mr);
    expect(await labelsOf('en')).toEqual(before.en);
    expect(before.mr.navHome).toBe('घर');
    const colour = await shop.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'storeColor')
      .executeTakeFirst();
    expect(colour?.value).toBe('#0f5132');
  });
});

describe.runIf(testEngine === 'postgres' && engineAvailable)('a label saved on one instance', () => {
  it('is served by another instance of the same database within a second', async () => {
    const url = inject('postgresUrl');
    const schema = `${inject('postgresSchemaPrefix')}${randomBytes(4).toString('hex')}`;
    const config = { PORT: 4321, HOST: '127.0.0.1', DATA_DIR: './data', DATABASE_URL: url } as const;
    const a = await openShopDatabase({ ...config, NO_SEED: 'false' }, { pgSchema: schema });
    const b = await openShopDatabase({ ...config, NO_SEED: 'true' }, { pgSchema: schema });
    try {
      const shopA = createContext(a);
      const shopB = createContext(b);
      // B has read the labels and keeps them (page-texts, 30 s).
      const text = `घर ${randomBytes(2).toString('hex')}`;
      expect((await shopTexts(shopB)).labels.get('mr')?.navHome).not.toBe(text);
      const anil = await createRoleSession(shopA, 'staff', ANIL);
      const saved = await apiCall(
        shopA,
        'staff/words-save',
        { labels: [{ key: 'navHome', language: 'mr', text }] },
        { cookie: `fc_staff=${anil}` },
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const at = Date.now();
      while ((await shopTexts(shopB)).labels.get('mr')?.navHome !== text && Date.now() - at < 1_000)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await shopTexts(shopB)).labels.get('mr')?.navHome).toBe(text);
      expect(Date.now() - at).toBeLessThan(1_000);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
    // Opening two databases (migrations, the demo) takes seconds on a busy machine; the second is measured above.
  }, 60_000);
});
