// Staff broadcasts (decision 0251: they create an alert and send a push;
// §3 Notification): an admin's message reaches every customer that is not banned as an alert
// (a deleted account has none), in one transaction with its audit row; store staff get 403,
// customers 401, bad input 400 naming the field, and one admin sends at most one a minute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { apiCall, errorBody, openAccountsShop, signIn } from '../accounts/accounts-helpers.ts';
import { engineAvailable, type TestShop } from '../harness.ts';

const PRIYA_ADMIN = 1;
const KIRAN_STORE_STAFF = 2;

describe.skipIf(!engineAvailable)('staff/broadcast', () => {
  let shop: TestShop;
  /** The shop's clock, moved by the tests (the context reads this one Date). */
  const clock = new Date('2026-11-20T10:00:00.000Z');
  let admin: string;
  let storeStaff: string;
  let banned: number;
  let deleted: number;

  const asAdmin = (body: unknown) => apiCall(shop, 'staff/broadcast', body, { cookie: `fc_staff=${admin}` });
  const afterAMinute = () => clock.setTime(clock.getTime() + 61_000);

  async function alertsTitled(title: string) {
    return shop.db
      .selectFrom('notifications')
      .select(['user_id', 'title', 'message', 'image', 'click_action', 'is_read', 'pushed_at', 'created_at'])
      .where('title', '=', title)
      .orderBy('user_id')
      .execute();
  }

  beforeAll(async () => {
    ({ shop } = await openAccountsShop({ now: clock }));
    admin = await createRoleSession(shop, 'staff', PRIYA_ADMIN);
    storeStaff = await createRoleSession(shop, 'staff', KIRAN_STORE_STAFF);
    const at = clock.toISOString();
    const [one, two] = await Promise.all(
      ['Banned Broadcast', 'Deleted Broadcast'].map(async (name, index) => {
        const row = await shop.db
          .insertInto('users')
          .values({
            name,
            email: `broadcast-${index}@example.in`,
            phone: `+91980000009${index}`,
            password_hash: null,
            avatar: null,
            tax_number: null,
            default_address_id: null,
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      }),
    );
    banned = one ?? 0;
    deleted = two ?? 0;
    await shop.db.updateTable('users').set({ is_banned: 1 }).where('id', '=', banned).execute();
    await shop.db.deleteFrom('users').where('id', '=', deleted).execute();
  });
  afterAll(async () => {
    await shop.close();
  });

  it('an admin’s message becomes an alert of every customer that is not banned, audited, answering how many', async () => {
    const eligible = await shop.db.selectFrom('users').select('id').where('is_banned', '=', 0).orderBy('id').execute();
    expect(eligible.length).toBeGreaterThan(2);
    const sent = await asAdmin({ title: '  Mangoes are in  ', message: 'Alphonso from Ratnagiri, today only.' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toEqual({ sent_to: eligible.length });

    const alerts = await alertsTitled('Mangoes are in');
    expect(alerts.map((alert) => alert.user_id)).toEqual(eligible.map((user) => user.id));
    expect(alerts.map((alert) => alert.user_id)).not.toContain(banned);
    expect(alerts[0]).toEqual({
      user_id: eligible[0]?.id,
      title: 'Mangoes are in',
      message: 'Alphonso from Ratnagiri, today only.',
      image: null,
      click_action: '/alerts',
      is_read: 0,
      // Not pushed yet: the push worker claims it (push.test.ts sends one).
      pushed_at: null,
      created_at: clock.toISOString(),
    });
    const audit = await shop.db
      .selectFrom('audit_events')
      .select(['event', 'user_id', 'staff_id', 'action'])
      .where('event', '=', 'staff_broadcast')
      .execute();
    expect(audit).toEqual([
      { event: 'staff_broadcast', user_id: null, staff_id: PRIYA_ADMIN, action: `sent to ${eligible.length}` },
    ]);

    // A customer reads it among their alerts.
    const asha = await signIn(shop, '+919800000001');
    const list = await apiCall(shop, 'get-user-notifications', {}, { bearer: asha });
    expect(list.body).toMatchObject({
      notifications: expect.arrayContaining([
        expect.objectContaining({
          data: expect.objectContaining({ title: 'Mangoes are in', click_action: '/alerts' }),
        }),
      ]),
    });
  });

  it('refuses a second broadcast of the same admin within a minute (429, nothing sent), then sends it', async () => {
    const early = await asAdmin({ title: 'Too soon', message: 'A second message right away.' });
    expect(early.status).toBe(429);
    expect(errorBody(early).message).toMatch(/less than a minute ago.*in \d+ seconds/);
    expect(errorBody(early).fields?.retry_after).toBe('60');
    expect(early.headers['retry-after']).toBe('60');
    expect(await alertsTitled('Too soon')).toEqual([]);

    clock.setTime(clock.getTime() + 30_000);
    const still = await asAdmin({ title: 'Too soon', message: 'Half a minute later.' });
    expect(still.status).toBe(429);
    expect(errorBody(still).fields?.retry_after).toBe('30');

    afterAMinute();
    const later = await asAdmin({ title: 'A minute later', message: 'Fresh spinach.', link: ' /category/vegetables ' });
    expect(later.status, JSON.stringify(later.body)).toBe(200);
    const alerts = await alertsTitled('A minute later');
    expect(alerts.length).toBe((later.body as { sent_to: number }).sent_to);
    expect(new Set(alerts.map((alert) => alert.click_action))).toEqual(new Set(['/category/vegetables']));
  });

  it('sends one of two broadcasts made at once by one admin', async () => {
    afterAMinute();
    const answers = await Promise.all([
      asAdmin({ title: 'At once', message: 'The first of two.' }),
      asAdmin({ title: 'At once', message: 'The second of two.' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429]);
    const sentTo = answers.find((answer) => answer.status === 200)?.body as { sent_to: number };
    expect((await alertsTitled('At once')).length).toBe(sentTo.sent_to);
  });

  it('store staff get 403, customers, partners and strangers 401; nothing is sent', async () => {
    afterAMinute();
    const body = { title: 'Not allowed', message: 'Should never arrive.' };
    const staff = await apiCall(shop, 'staff/broadcast', body, { cookie: `fc_staff=${storeStaff}` });
    expect(staff.status).toBe(403);
    // The counter role lacks the call's permission (decision 0268): refused before the input is read.
    expect(errorBody(staff).message).toBe('A counter cannot do this: it needs the shop wide permission.');
    const customer = await signIn(shop, '+919800000002');
    expect((await apiCall(shop, 'staff/broadcast', body, { bearer: customer })).status).toBe(401);
    expect((await apiCall(shop, 'staff/broadcast', body, { cookie: `fc_staff=${customer}` })).status).toBe(401);
    const partner = await createRoleSession(shop, 'partner', 1);
    expect((await apiCall(shop, 'staff/broadcast', body, { cookie: `fc_partner=${partner}` })).status).toBe(401);
    expect((await apiCall(shop, 'staff/broadcast', body, { bearer: partner })).status).toBe(401);
    expect((await apiCall(shop, 'staff/broadcast', body)).status).toBe(401);
    expect(await alertsTitled('Not allowed')).toEqual([]);
    // A refusal does not count as a broadcast: the admin can still send now.
    expect((await asAdmin({ title: 'Allowed', message: 'After the refusals.' })).status).toBe(200);
  });

  it('answers 400 naming the field for a missing, blank, long or control-character title or message, or a link off the shop', async () => {
    afterAMinute();
    const good = { title: 'Fine', message: 'A fine message.' };
    const cases: [Record<string, unknown>, string][] = [
      [{ message: good.message }, 'title'],
      [{ ...good, title: '   ' }, 'title'],
      [{ ...good, title: 'x'.repeat(61) }, 'title'],
      [{ ...good, title: 'Bell\u0007' }, 'title'],
      [{ title: good.title }, 'message'],
      [{ ...good, message: '' }, 'message'],
      [{ ...good, message: 'y'.repeat(241) }, 'message'],
      [{ ...good, message: 'Two\nlines' }, 'message'],
      [{ ...good, link: 'https://elsewhere.example/offer' }, 'link'],
      [{ ...good, link: '//elsewhere.example' }, 'link'],
      [{ ...good, link: 'category/fruits' }, 'link'],
      [{ ...good, link: '/category/fr uits' }, 'link'],
      [{ ...good, link: 42 }, 'link'],
      [{ ...good, image: 'https://elsewhere.example/a.png' }, 'image'],
    ];
    for (const [body, field] of cases) {
      const answer = await asAdmin(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(errorBody(answer).fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await alertsTitled('Fine')).toEqual([]);
    // 60 and 240 characters are allowed; a blank link is the alerts page.
    const longest = await asAdmin({ title: 't'.repeat(60), message: 'm'.repeat(240), link: '' });
    expect(longest.status, JSON.stringify(longest.body)).toBe(200);
    const alerts = await alertsTitled('t'.repeat(60));
    expect(alerts[0]?.click_action).toBe('/alerts');
  });

  it('says the message in Marathi to a customer reading in Marathi when the admin wrote it there too', async () => {
    afterAMinute();
    const sent = await asAdmin({
      title: 'Strawberries are in',
      message: 'Mahabaleshwar strawberries, picked this morning.',
      translations: { mr: { title: 'स्ट्रॉबेरी आल्या', message: 'आज सकाळी तोडलेल्या महाबळेश्वरच्या स्ट्रॉबेरी.' } },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const token = await signIn(shop, '+919800000002');
    const read = async (language: string) => {
      const answer = await apiCall(
        shop,
        'get-user-notifications',
        {},
        { cookie: `fc_session=${token}; lang=${language}` },
      );
      const body = answer.body as { notifications: { data: { title: string; message: string } }[] };
      return body.notifications.map((alert) => alert.data);
    };
    expect(await read('mr')).toContainEqual(
      expect.objectContaining({ title: 'स्ट्रॉबेरी आल्या', message: 'आज सकाळी तोडलेल्या महाबळेश्वरच्या स्ट्रॉबेरी.' }),
    );
    expect(await read('en')).toContainEqual(
      expect.objectContaining({
        title: 'Strawberries are in',
        message: 'Mahabaleshwar strawberries, picked this morning.',
      }),
    );
  });

  it('refuses a language given only a title or only a message, or one the shop does not offer, naming the field', async () => {
    afterAMinute();
    const half = await asAdmin({ title: 'Half', message: 'Half in Marathi', translations: { mr: { title: 'अर्धा' } } });
    expect(half.status).toBe(400);
    expect(errorBody(half).fields).toEqual({ message_mr: 'type the message in this language too' });
    const unknown = await asAdmin({
      title: 'Other',
      message: 'Other',
      translations: { xx: { title: 'a', message: 'b' } },
    });
    expect(unknown.status).toBe(400);
    expect(errorBody(unknown).fields).toEqual({ title_xx: 'not a language of the shop' });
    expect(await alertsTitled('Half')).toEqual([]);
  });
});
