// Password hashing with scrypt from node:crypto (ARCHITECTURE.md "Auth").
// Stored form: scrypt$N$r$p$saltB64$hashB64 — the cost parameters travel with the
// hash, so they can be raised later and old hashes still verify.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const COST_N = 16384;
const BLOCK_SIZE_R = 8;
const PARALLELISM_P = 1;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

// Bounds for parameters read back from storage, so a corrupt or hostile row
// cannot make verification allocate gigabytes.
const MAX_N = 1 << 20;
const MAX_R = 32;
const MAX_P = 16;

function derive(plain: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, keyLength, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

function scryptOptions(n: number, r: number, p: number): ScryptOptions {
  // scrypt needs about 128 * N * r bytes; leave headroom over Node's 32 MB default.
  return { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 };
}

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(plain, salt, KEY_LENGTH, scryptOptions(COST_N, BLOCK_SIZE_R, PARALLELISM_P));
  return ['scrypt', COST_N, BLOCK_SIZE_R, PARALLELISM_P, salt.toString('base64'), key.toString('base64')].join('$');
}

function parseParameter(text: string | undefined, max: number): number | null {
  if (text === undefined || !/^[1-9][0-9]{0,7}$/.test(text)) return null;
  const value = Number(text);
  return value <= max ? value : null;
}

/** True when `plain` matches the stored hash; false for any malformed stored value. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const n = parseParameter(parts[1], MAX_N);
  const r = parseParameter(parts[2], MAX_R);
  const p = parseParameter(parts[3], MAX_P);
  if (n === null || r === null || p === null || (n & (n - 1)) !== 0 || n < 2) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || expected.length < 16 || expected.length > 128) return false;
  try {
    const actual = await derive(plain, salt, expected.length, scryptOptions(n, r, p));
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}
