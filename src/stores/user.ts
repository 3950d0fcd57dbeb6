// §6 Signed-in customer: the public profile the browser keeps (ARCHITECTURE.md
// "Client state": never the token, which lives in an HttpOnly cookie). Written by
// the account screens on login and cleared on logout; null for a guest.
import { persistentJson } from './persist.ts';

export interface StoredUser {
  id: number;
  name: string;
  phone: string | null;
}

export const USER_STORAGE_KEY = 'user';

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
