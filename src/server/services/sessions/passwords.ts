// Password hashing (docs/architecture.md "Auth"; decision 0164): Argon2id
// from node:crypto with OWASP's parameters (19 MiB, 2 passes, 1 lane), stored in
// the PHC string format — `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`, salt and hash
// in unpadded base64 — so the parameters travel with the hash and can be raised
// later. Hashes made before (`scrypt$N$r$p$salt$hash`) still verify; `needsRehash`
// tells the sign-in to store a fresh Argon2id hash once the password is known.
import { argon2, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** OWASP Password Storage Cheat Sheet, Argon2id's first row: m=19 MiB, t=2, p=1. */
const ARGON2 = { memoryKiB: 19_456, passes: 2, parallelism: 1, tagBytes: 32, saltBytes: 16 } as const;
const ARGON2_VERSION = 19;

// Bounds for parameters read back from storage, so a corrupt or hostile row
// cannot make verification allocate gigabytes or spin for minutes.
const MAX_ARGON2_MEMORY_KIB = 256 * 1024;
const MAX_ARGON2_PASSES = 16;
const MAX_ARGON2_PARALLELISM = 8;
const MAX_SCRYPT_N = 1 << 20;
const MAX_SCRYPT_R = 32;
const MAX_SCRYPT_P = 16;

/** Unicode normalisation first, so the same password typed on two keyboards is the same (as the scrypt hashes were). */
function normalised(plain: string): string {
  return plain.normalize('NFKC');
}

interface Argon2Cost {
  memoryKiB: number;
  passes: number;
  parallelism: number;
}

function deriveArgon2(plain: string, salt: Buffer, tagBytes: number, cost: Argon2Cost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2(
      'argon2id',
      {
        message: normalised(plain),
        nonce: salt,
        parallelism: cost.parallelism,
        tagLength: tagBytes,
        memory: cost.memoryKiB,
        passes: cost.passes,
      },
      (error, key) => {
        if (error) reject(error);
        else resolve(key);
      },
    );
  });
}

const unpadded = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(ARGON2.saltBytes);
  const hash = await deriveArgon2(plain, salt, ARGON2.tagBytes, ARGON2);
  const cost = `m=${ARGON2.memoryKiB},t=${ARGON2.passes},p=${ARGON2.parallelism}`;
  return `$argon2id$v=${ARGON2_VERSION}$${cost}$${unpadded(salt)}$${unpadded(hash)}`;
}

function boundedInteger(text: string | undefined, max: number): number | null {
  if (text === undefined || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const value = Number(text);
  return value <= max ? value : null;
}

interface StoredArgon2 extends Argon2Cost {
  salt: Buffer;
  hash: Buffer;
}

/** The parts of a PHC Argon2id string, or null when it is not one we would verify. */
function parseArgon2(stored: string): StoredArgon2 | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== '' || parts[1] !== 'argon2id' || parts[2] !== `v=${ARGON2_VERSION}`) {
    return null;
  }
  const cost = /^m=(\d+),t=(\d+),p=(\d+)$/.exec(parts[3] ?? '');
  const memoryKiB = boundedInteger(cost?.[1], MAX_ARGON2_MEMORY_KIB);
  const passes = boundedInteger(cost?.[2], MAX_ARGON2_PASSES);
  const parallelism = boundedInteger(cost?.[3], MAX_ARGON2_PARALLELISM);
  if (memoryKiB === null || passes === null || parallelism === null || memoryKiB < 8 * parallelism) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const hash = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length < 8 || salt.length > 64 || hash.length < 16 || hash.length > 128) return null;
  return { memoryKiB, passes, parallelism, salt, hash };
}

function deriveScrypt(plain: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(normalised(plain), salt, keyLength, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** The hashes of before Argon2id: scrypt$N$r$p$saltB64$hashB64. */
async function verifyScrypt(plain: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const n = boundedInteger(parts[1], MAX_SCRYPT_N);
  const r = boundedInteger(parts[2], MAX_SCRYPT_R);
  const p = boundedInteger(parts[3], MAX_SCRYPT_P);
  if (n === null || r === null || p === null || (n & (n - 1)) !== 0 || n < 2) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || expected.length < 16 || expected.length > 128) return false;
  // scrypt needs about 128 * N * r bytes; leave headroom over Node's 32 MB default.
  const actual = await deriveScrypt(plain, salt, expected.length, { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 });
  return timingSafeEqual(actual, expected);
}

/** True when `plain` matches the stored hash (Argon2id, or an older scrypt one); false for any malformed value. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  try {
    if (stored.startsWith('scrypt$')) return await verifyScrypt(plain, stored);
    const argon = parseArgon2(stored);
    if (!argon) return false;
    const actual = await deriveArgon2(plain, argon.salt, argon.hash.length, argon);
    return timingSafeEqual(actual, argon.hash);
  } catch {
    return false;
  }
}

/** A stored hash that is not Argon2id with today's parameters: replaced once the right password is typed. */
export function needsRehash(stored: string): boolean {
  const argon = parseArgon2(stored);
  return (
    argon === null ||
    argon.memoryKiB !== ARGON2.memoryKiB ||
    argon.passes !== ARGON2.passes ||
    argon.parallelism !== ARGON2.parallelism ||
    argon.hash.length !== ARGON2.tagBytes
  );
}
