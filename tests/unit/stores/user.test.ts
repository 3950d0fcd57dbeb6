// stores/user.ts: §6 the signed-in customer's public profile on the device ('user'), never the
// token; a device without a delivery address takes the customer's default one (§4 Setting a
// default address); the session the server answers for wins over what the device remembers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../src/domain/api/accounts.ts';
import { decodeLocationCookie } from '../../../src/domain/location-cookie.ts';
import { kalyaniNagarAddress } from '../domain/fixtures.ts';
import { type ApiAnswer, type Device, freshDevice } from './device.ts';

const ASHA: PublicUser = {
  id: 1,
  name: 'Asha Kulkarni',
  phone: '9800000001',
  email: 'asha@example.in',
  avatar: 'data:image/png;base64,AAAA',
  tax_number: '27AAAPL1234C1Z5',
  wallet_balance: 0,
  default_address: {
    id: 11,
    latitude: 18.5074,
    longitude: 73.8077,
    address: 'Paud Road, Kothrud, Pune 411038',
    house: 'Flat 12, Sai Residency',
    tag: 'Home',
    is_default: true,
  },
  default_address_id: 11,
  membership: { total_remaining_weight: 6.5 },
};

const KEPT = {
  id: 1,
  name: 'Asha Kulkarni',
  phone: '9800000001',
  email: 'asha@example.in',
  default_address: {
    id: 11,
    latitude: 18.5074,
    longitude: 73.8077,
    address: 'Paud Road, Kothrud, Pune 411038',
    house: 'Flat 12, Sai Residency',
    tag: 'Home',
  },
  membership: { total_remaining_weight: 6.5 },
};

let device: Device;
let user: typeof import('../../../src/stores/user.ts');

async function onDevice(options: { holds?: Record<string, string>; answer?: ApiAnswer } = {}): Promise<void> {
  device = freshDevice(options);
  user = await import('../../../src/stores/user.ts');
}

beforeEach(() => onDevice());
afterEach(() => vi.restoreAllMocks());

describe('§6 signing in', () => {
  it('keeps the public profile only: no token, wallet, avatar or tax number', () => {
    // Answers carry no token any more; a server of before did, and it must not be kept either.
    const answered = { ...ASHA, auth_token: 'secret-token' };
    user.signIn(answered);
    expect(device.stored('user')).toEqual(KEPT);
    expect(device.persisted().user).not.toContain('secret-token');
  });

  it('§4 a device without a delivery address takes the default one, in the loc cookie too', () => {
    user.signIn(ASHA);
    const expected = {
      lat: 18.5074,
      lng: 73.8077,
      address: 'Paud Road, Kothrud, Pune 411038',
      house: 'Flat 12, Sai Residency',
      tag: 'Home',
    };
    expect(device.stored('userSetAddress')).toEqual(expected);
    expect(decodeLocationCookie(device.document.cookie.replace(/^loc=/, ''))).toEqual(expected);
  });

  it('a device that has an address keeps it', async () => {
    await onDevice({ holds: { userSetAddress: JSON.stringify(kalyaniNagarAddress) } });
    user.signIn(ASHA);
    expect(device.stored('userSetAddress')).toEqual(kalyaniNagarAddress);
  });
});

describe('§6 the session decides', () => {
  it('a page rendered for a session writes its profile; a page without one forgets it', () => {
    user.followSession(ASHA);
    expect(device.stored('user')).toEqual(KEPT);
    user.followSession(null);
    expect(device.stored('user')).toBeNull();
  });

  it('logout forgets the profile even when the call fails (§8 logged only)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    user.signIn(ASHA);
    const answer = await user.signOut();
    expect(answer.ok).toBe(false);
    expect(device.calls.map((call) => call.path)).toEqual(['logout']);
    expect(device.stored('user')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('a fresh profile replaces the kept one', async () => {
    await onDevice({
      holds: { user: JSON.stringify(KEPT) },
      answer: () => ({
        status: 200,
        json: { success: true, data: { ...ASHA, membership: { total_remaining_weight: 4 } } },
      }),
    });
    await user.refreshProfile();
    expect(device.stored('user')).toMatchObject({ membership: { total_remaining_weight: 4 } });
  });

  it('a session that ended forgets the profile', async () => {
    await onDevice({
      holds: { user: JSON.stringify(KEPT) },
      answer: () => ({ status: 401, json: { error: { code: 'unauthorized', message: 'Please sign in.' } } }),
    });
    await user.refreshProfile();
    expect(device.stored('user')).toBeNull();
  });

  it('§8 any other failure keeps the profile and warns to reload the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await onDevice({ holds: { user: JSON.stringify(KEPT) } });
    await user.refreshProfile();
    expect(device.stored('user')).toEqual(KEPT);
    expect(warn).toHaveBeenCalledWith(
      'Could not refresh your account details; reload the page to try again.',
      expect.anything(),
    );
  });
});

describe('what the device holds', () => {
  it('a profile from before email and membership existed still reads; anything else reads as a guest', async () => {
    await onDevice({ holds: { user: '{"id":1,"name":"Asha Kulkarni","phone":"9800000001"}' } });
    expect(user.$user.get()).toEqual({ id: 1, name: 'Asha Kulkarni', phone: '9800000001' });
    await onDevice({ holds: { user: '{"name":"Asha"}' } });
    expect(user.$user.get()).toBeNull();
  });
});
