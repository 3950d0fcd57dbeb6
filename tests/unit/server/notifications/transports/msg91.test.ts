// The MSG91 adapter against the local fake of MSG91's Flow API (tests/e2e/support/fake-msg91.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  msg91Receipts,
  msg91TokenValid,
  msg91Transport,
} from '../../../../../src/server/services/notifications/transports/msg91.ts';
import { type FakeMsg91, startFakeMsg91 } from '../../../../e2e/support/fake-msg91.ts';
import { outgoing } from './message.ts';

const FORM = 'application/x-www-form-urlencoded';

describe('MSG91 SMS', () => {
  let fake: FakeMsg91;
  beforeAll(async () => {
    fake = await startFakeMsg91({ '65f1a2b3c4d5e6f7a8b9c0d1': 2, '65f1a2b3c4d5e6f7a8b9c0d2': 1 });
  });
  afterAll(() => fake.close());

  const transport = (authKey = fake.authKey) =>
    msg91Transport({
      authKey,
      senderId: 'SHRMFR',
      templates: { 'order-accepted': '65f1a2b3c4d5e6f7a8b9c0d1', otp: '65f1a2b3c4d5e6f7a8b9c0d2' },
      apiBase: fake.url,
    });

  it("sends the kind's DLT template with the sender id and the params as VAR1…, and answers the request id", async () => {
    const result = await transport().send(outgoing());
    const sent = fake.messages.at(-1);
    expect(result).toEqual({ ok: true, providerId: sent?.requestId });
    expect(sent).toEqual({
      requestId: sent?.requestId,
      templateId: '65f1a2b3c4d5e6f7a8b9c0d1',
      sender: 'SHRMFR',
      mobiles: '919812345678',
      variables: { VAR1: '1042', VAR2: 'Sharma Fresh' },
    });
  });

  it('fails for good on an unknown kind, a wrong auth key, a refused request', async () => {
    const count = fake.requests.length;
    expect(await transport().send(outgoing({ kind: 'birthday' }))).toMatchObject({ ok: false, retry: false });
    expect(fake.requests.length).toBe(count);
    const badKey = await transport('not-the-key').send(outgoing());
    expect(badKey).toMatchObject({ ok: false, retry: false });
    expect(badKey.ok ? '' : badKey.error).toContain('401');
    const missingVariable = await transport().send(outgoing({ params: ['1042'] }));
    expect(missingVariable).toMatchObject({ ok: false, retry: false });
    expect(missingVariable.ok ? '' : missingVariable.error).toContain('VAR2 is missing');
  });

  it('retries 429, 5xx and a connection cut', async () => {
    fake.failNext(
      { status: 429, body: { type: 'error', message: 'Too many requests' } },
      { status: 502, body: null },
      'drop',
    );
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect(await transport().send(outgoing())).toMatchObject({ ok: false, retry: true });
    expect((await transport().send(outgoing())).ok).toBe(true);
  });

  it('reads delivery reports, form-encoded (v2) and JSON (v3)', async () => {
    const sent = await transport().send(outgoing());
    const requestId = sent.ok ? sent.providerId : '';
    expect(msg91Receipts(FORM, fake.report(requestId, '1', 'DELIVERED'))).toEqual([
      { provider: 'msg91', providerId: requestId, status: 'delivered' },
    ]);
    expect(msg91Receipts(`${FORM}; charset=utf-8`, fake.report(requestId, '17', 'BLOCKED'))).toEqual([
      { provider: 'msg91', providerId: requestId, status: 'failed', error: '17 BLOCKED BLOCKED' },
    ]);
    const v3 = JSON.stringify({ requestId, number: '919812345678', status: '2', desc: 'FAILED' });
    expect(msg91Receipts('application/json', v3)).toEqual([
      { provider: 'msg91', providerId: requestId, status: 'failed', error: '2 FAILED' },
    ]);
    expect(msg91Receipts(FORM, fake.report(requestId, '8', 'SUBMITTED'))).toEqual([]);
    expect(msg91Receipts('application/json', 'not json')).toEqual([]);
  });

  it("takes a report only with the shop's token in its URL", () => {
    const token = 'a-token-of-at-least-24-characters';
    expect(msg91TokenValid(token, token)).toBe(true);
    expect(msg91TokenValid(token, `${token}x`)).toBe(false);
    expect(msg91TokenValid(token, 'b-token-of-at-least-24-characters')).toBe(false);
    expect(msg91TokenValid(token, null)).toBe(false);
  });
});
