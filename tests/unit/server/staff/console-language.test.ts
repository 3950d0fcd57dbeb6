// The console in each member's own language (decision 0345): every console word has its Marathi,
// every tab and role is a word of the table, and a member's choice is saved for them alone,
// audited, and refused on `language` when the shop does not offer it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tabsOf } from '../../../../src/domain/staff/console-tabs.ts';
import { CONSOLE_WORD_GROUPS, CONSOLE_WORDS, tabWordKey } from '../../../../src/domain/staff/console-words.ts';
import { roleWordKey } from '../../../../src/domain/staff/console-words/role-key.ts';
import { STAFF_ROLES } from '../../../../src/domain/staff/permissions.ts';
import type { StaffMember } from '../../../../src/domain/staff/staff.ts';
import { consoleWordsIn } from '../../../../src/server/pages/staff-page.ts';
import { languageRows } from '../../../../src/server/seed/essentials/labels.ts';
import { chooseConsoleLanguage } from '../../../../src/server/services/staff/console-language.ts';
import { staffMember, staffView } from '../../../../src/server/services/staff/staff.ts';
import { openAccountsShop } from '../accounts/accounts-helpers.ts';
import { engineAvailable, type TestShop } from '../harness.ts';

/** Demo staff (src/server/seed/demo/staff.ts): Kiran and Sunita work a counter. */
const KIRAN = 2;
const SUNITA = 3;

describe('the console’s words', () => {
  it('every console key has an English and a Marathi word in the release’s words table', () => {
    const [english, marathi] = languageRows().map((row) => JSON.parse(row.labels) as Record<string, string>);
    for (const key of Object.keys(CONSOLE_WORDS)) {
      expect(english?.[key], key).toBe(CONSOLE_WORDS[key as keyof typeof CONSOLE_WORDS]);
      expect(marathi?.[key]?.trim(), key).toBeTruthy();
      // An abbreviation (GSTIN, UPI, SKU) or a bare {placeholder} is the same in both; a word is not.
      if (/[a-z]/.test((english?.[key] ?? '').replace(/\{\w+\}/g, '')))
        expect(marathi?.[key], key).not.toBe(english?.[key]);
    }
  });

  it('no key is written in two groups (the later would hide the earlier)', () => {
    const keys = CONSOLE_WORD_GROUPS.flatMap((group) => Object.keys(group));
    expect(keys.filter((key, at) => keys.indexOf(key) !== at)).toEqual([]);
    expect(keys.length).toBe(Object.keys(CONSOLE_WORDS).length);
  });

  it('every tab of every role and every role’s name is a console word', () => {
    for (const role of STAFF_ROLES) {
      expect(CONSOLE_WORDS[roleWordKey(role)], role).toBeTruthy();
      for (const tab of tabsOf(role)) expect(tabWordKey(tab.key), tab.key).toBeDefined();
    }
    expect(tabWordKey('customer-list')).toBe('consoleTabCustomerList');
    expect(tabWordKey('no-such-tab')).toBeUndefined();
  });
});

describe.skipIf(!engineAvailable)('a member’s console language', () => {
  let shop: TestShop;
  let kiran: StaffMember;

  beforeAll(async () => {
    ({ shop } = await openAccountsShop());
    const member = await staffMember(shop, KIRAN, 0);
    if (!member) throw new Error('the demo counter member is missing');
    kiran = member;
  });
  afterAll(async () => {
    await shop.close();
  });

  it('is English until chosen; Marathi once chosen, for that member alone, audited', async () => {
    expect((await staffView(shop, kiran)).language).toBe('en');
    const chosen = await chooseConsoleLanguage(shop, kiran, 'mr');
    expect(chosen.ok && chosen.value.staff.language).toBe('mr');
    const sunita = await staffMember(shop, SUNITA, 0);
    if (!sunita) throw new Error('the demo counter member is missing');
    expect((await staffView(shop, sunita)).language).toBe('en');
    const audit = await shop.db
      .selectFrom('staff_changes')
      .select(['kind', 'action', 'entity_id', 'before_json', 'after_json'])
      .where('staff_id', '=', KIRAN)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ kind: 'staff', action: 'update', entity_id: KIRAN });
    expect(JSON.parse(audit.before_json ?? '{}')).toEqual({ language: 'en' });
    expect(JSON.parse(audit.after_json ?? '{}')).toEqual({ language: 'mr' });
    const words = await consoleWordsIn(shop, 'mr');
    expect(words.say('consoleTabOrders')).toBe('ऑर्डर');
    expect(words.say('consoleTitle', { screen: 'ऑर्डर', shop: 'Shop' })).toBe('ऑर्डर · Shop कर्मचारी');
    // A screen's words, and the form layer's, which every screen's fields say.
    const picked = Object.keys(words.pick('consoleQueue'));
    expect(picked.every((key) => key.startsWith('consoleQueue') || key.startsWith('consoleForm'))).toBe(true);
    expect(picked.some((key) => key.startsWith('consoleQueue'))).toBe(true);
    // Choosing the language it already has writes nothing more.
    const before = await shop.db
      .selectFrom('staff_changes')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    await chooseConsoleLanguage(shop, kiran, 'mr');
    const after = await shop.db
      .selectFrom('staff_changes')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    await chooseConsoleLanguage(shop, kiran, 'en');
  });

  it('a language the shop does not offer is refused on `language`, and nothing changes', async () => {
    const refused = await chooseConsoleLanguage(shop, kiran, 'fr');
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.code).toBe('validation_failed');
      expect(Object.keys(refused.error.fields ?? {})).toEqual(['language']);
    }
    expect((await staffView(shop, kiran)).language).toBe('en');
  });
});
