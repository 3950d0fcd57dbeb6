// §6 Signed-in customer: the public profile the browser keeps (docs/architecture.md
// "Client state": never the token, which lives in the HttpOnly `fc_session`
// cookie). Written by the sign-in screens, refreshed by the account checks,
// cleared on logout; null for a guest. Components read it; only these actions write it.
import { USER_STORAGE_KEY } from '../client/account.ts';
import { forgetPushSubscription } from '../client/push.ts';
import { callApi } from '../client/api.ts';
import type { DoneAnswer, PublicUser, UserAnswer } from '../domain/api/accounts.ts';
import type { Result } from '../domain/api/errors.ts';
import { isSubstitutionPreference, type SubstitutionPreference } from '../domain/orders/substitutions.ts';
import type { Membership } from '../domain/types.ts';
import { $deliveryAddress, setDeliveryAddress } from './location.ts';
import { persistentJson } from './persist.ts';

/** §3 User without the token: id, name, phone, email, the default address and the membership allowance. */
export interface StoredUser {
  id: number;
  name: string;
  phone: string | null;
  /** Optional: profiles stored before these fields existed have only id, name and phone. */
  email?: string | null;
  default_address?: StoredDefaultAddress | null;
  membership?: Membership | null;
}

/** §3 Address (the default one), as the profile keeps it. */
export interface StoredDefaultAddress {
  id: number;
  latitude: number;
  longitude: number;
  address: string;
  house: string | null;
  tag: string | null;
}

function isStoredUser(value: unknown): value is StoredUser | null {
  if (value === null) return true;
  if (typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    typeof v.name === 'string' &&
    (v.phone === null || v.phone === undefined || typeof v.phone === 'string')
  );
}

export const $user = persistentJson<StoredUser | null>(USER_STORAGE_KEY, null, isStoredUser);

/**
 * The customer's default wish for a short line (decision 0285), as My account last said it; the
 * cart shows it on lines the customer has not set. Null: not known on this device (the server
 * applies the stored default to such lines anyway).
 */
export const $substitutionDefault = persistentJson<SubstitutionPreference | null>(
  'substitutionDefault',
  null,
  (value): value is SubstitutionPreference | null => value === null || isSubstitutionPreference(value),
);

/** The part of an answer's user the device may keep (no token, wallet, avatar or tax number). */
export function storedUserOf(profile: PublicUser): StoredUser {
  const address = profile.default_address;
  return {
    id: profile.id,
    name: profile.name,
    phone: profile.phone,
    email: profile.email,
    default_address: address
      ? {
          id: address.id,
          latitude: address.latitude,
          longitude: address.longitude,
          address: address.address,
          house: address.house,
          tag: address.tag,
        }
      : null,
    membership: profile.membership ? { total_remaining_weight: profile.membership.total_remaining_weight } : null,
  };
}

/**
 * After login, register or verify-otp: keeps the public profile. A device without
 * a delivery address takes the customer's default one (§4: a signed-in customer's
 * default address is the stored delivery address).
 */
export function signIn(profile: PublicUser): void {
  const user = storedUserOf(profile);
  $user.set(user);
  const address = user.default_address;
  if (address && $deliveryAddress.get() === null) {
    setDeliveryAddress({
      lat: address.latitude,
      lng: address.longitude,
      address: address.address,
      house: address.house,
      tag: address.tag,
    });
  }
}

/** Forgets the profile on this device only (the session already ended, or never was). */
export function forgetUser(): void {
  $user.set(null);
  $substitutionDefault.set(null);
}

/** Logout: the server revokes the session and clears its cookie; the device forgets the profile either way. */
export async function signOut(): Promise<Result<DoneAnswer>> {
  // This device stops getting the customer's pushes (decision 0250); the server drops the token with the session.
  await forgetPushSubscription();
  const answer = await callApi('logout', {});
  if (!answer.ok) console.warn('Logout call failed:', answer.error);
  forgetUser();
  return answer;
}

/** §7 User info: fresh profile (default address, membership); a session that ended forgets the profile. */
export async function refreshProfile(): Promise<Result<UserAnswer>> {
  const answer = await callApi('get-user-info', {});
  if (answer.ok) $user.set(storedUserOf(answer.value.data));
  else if (answer.error.code === 'unauthorized' || answer.error.code === 'forbidden') forgetUser();
  // §8 Failed user info refresh: a console warning advising a page reload.
  else console.warn('Could not refresh your account details; reload the page to try again.', answer.error);
  return answer;
}

/** A page rendered from the session says who is signed in (or that no one is): the device follows it. */
export function followSession(profile: PublicUser | null): void {
  const current = $user.get();
  if (profile === null) {
    if (current !== null) forgetUser();
    return;
  }
  const next = storedUserOf(profile);
  if (JSON.stringify(current) !== JSON.stringify(next)) $user.set(next);
}
