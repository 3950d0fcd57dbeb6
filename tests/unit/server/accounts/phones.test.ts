// §5 Phone numbers through the API (decision 0157): every
// account call takes a mobile number in any typed form and hands the services its E.164 form,
// so '9800000001' and '+91 98000 00001' are one account, one OTP and one rate-limit bucket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInAnswer } from '../../../../src/domain/api/accounts.ts';
import { canonicalMobile } from '../../../../src/domain/accounts/phone.ts';
import type { MemorySender } from '../notifications/memory-transport.ts';
import { apiCall, ASHA, DEMO_PASSWORD, errorBody, MEERA, openAccountsShop, ROHAN } from './accounts-helpers.ts';
import { engineAvailable, type TestShop } from '../harness.ts';

const NOW = new Date('2026-11-02T06:30:00.000Z');
/** The four ways the brief names of typing Asha's number. */
const ASHA_TYPED = ['9800000001', '+91 98000 00001', '098000 00001', '+919800000001', '९८००० ०००० १'];

describe.skipIf(!engineAvailable)('§5 Phone numbers: one canonical form through the API', () => {
  let shop: TestShop;
  let sender: MemorySender;
  let address = 0;
  /** A fresh caller address per call, so the per-address limits of one test do not reach the next. */
  const from = () => ({ clientAddress: `198.51.100.${++address}` });

  beforeAll(async () => {
    ({ shop, sender } = await openAccountsShop({ now: NOW }));
  });
  afterAll(async () => {
    await shop.close();
  });

  it('the demo customers are stored in E.164', async () => {
    const users = await shop.db.selectFrom('users').select('phone').where('id', '<=', 3).orderBy('id').execute();
    expect(users.map((user) => user.phone)).toEqual([ASHA.phone, ROHAN.phone, MEERA.phone]);
    for (const { phone } of users) expect(canonicalMobile(phone ?? '')).toBe(phone);
  });

  it('signs Asha in with her number typed any of five ways, Devanagari digits among them', async () => {
    for (const phone of ASHA_TYPED) {
      const answer = await apiCall(shop, 'login', { phone, password: DEMO_PASSWORD }, from());
      expect(answer.status, phone).toBe(200);
      expect((answer.body as SignedInAnswer).data).toMatchObject({ id: ASHA.id, phone: '+919800000001' });
    }
  });

  it('finds +91 98000 00001 taken when 9800000001 is registered', async () => {
    const typed = '+91 98000 00001';
    expect((await apiCall(shop, 'send-otp', { phone: typed, purpose: 'register' }, from())).status).toBe(200);
    const otp = await sender.lastOtp('+919800000001');
    expect(otp).toMatch(/^\d{6}$/);
    const answer = await apiCall(
      shop,
      'register',
      { name: 'Someone Else', phone: typed, email: 'someone@example.in', password: 'long-enough-1', otp },
      from(),
    );
    expect(answer.status).toBe(409);
    expect(errorBody(answer)).toMatchObject({ code: 'conflict', fields: { phone: 'already registered' } });
    expect(await shop.db.selectFrom('users').select('id').where('email', '=', 'someone@example.in').execute()).toEqual(
      [],
    );
  });

  it('registers a number typed with its trunk 0 in E.164, and signs in with it typed another way', async () => {
    expect((await apiCall(shop, 'send-otp', { phone: '098111 00042', purpose: 'register' }, from())).status).toBe(200);
    const otp = await sender.lastOtp('+919811100042');
    const registered = await apiCall(
      shop,
      'register',
      { name: 'Kavya Rao', phone: '098111 00042', email: 'kavya.p@example.in', password: 'sunflower-42', otp },
      from(),
    );
    expect(registered.status).toBe(200);
    expect((registered.body as SignedInAnswer).data.phone).toBe('+919811100042');
    const again = await apiCall(shop, 'login', { phone: '+91-98111-00042', password: 'sunflower-42' }, from());
    expect(again.status).toBe(200);
  });

  it('verifies a login code sent to one form of the number with another form', async () => {
    expect((await apiCall(shop, 'send-otp', { phone: '9800000002', purpose: 'login' }, from())).status).toBe(200);
    const otp = await sender.lastOtp(ROHAN.phone);
    const answer = await apiCall(shop, 'verify-otp', { phone: '+91 98000 00002', otp }, from());
    expect(answer.status).toBe(200);
    expect((answer.body as SignedInAnswer).data.id).toBe(ROHAN.id);
  });

  it('counts code sends per number, however it is typed (3 in 10 minutes, then 429)', async () => {
    const forms = ['9811100077', '+91 98111 00077', '098111 00077', '+919811100077'];
    const statuses = [];
    for (const phone of forms)
      statuses.push((await apiCall(shop, 'send-otp', { phone, purpose: 'register' }, from())).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('refuses what is not a mobile number with 400 naming the phone, on every account call', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['login', { phone: '020 2543 1234', password: DEMO_PASSWORD }],
      ['send-otp', { phone: '12345', purpose: 'login' }],
      ['verify-otp', { phone: '+44 7911 123456', otp: '123456' }],
      [
        'register',
        { name: 'Dev', phone: '5800000001', email: 'dev.p@example.in', password: 'long-enough-1', otp: '123456' },
      ],
    ];
    for (const [path, body] of calls) {
      const answer = await apiCall(shop, path, body, from());
      expect(answer.status, path).toBe(400);
      expect(errorBody(answer), path).toMatchObject({
        code: 'validation_failed',
        fields: { phone: 'must be a mobile number' },
      });
    }
  });
});
