// The shop's VAPID keys for Web Push (decision 0250): from the
// configuration (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY) when set, else a pair generated once into
// DATA_DIR/vapid-keys.json, so the embedded default pushes without any setup. The browser
// subscribes with the public key; a key pair that changes makes every saved subscription useless
// (push services refuse them), so the file is written once and never replaced.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import type { ServerConfig } from '../../config.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** The contact push services may write to (VAPID_SUBJECT). */
  subject: string;
}

const KEY_FILE = 'vapid-keys.json';

function isKeyPair(value: unknown): value is { publicKey: string; privateKey: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { publicKey, privateKey } = value as { publicKey?: unknown; privateKey?: unknown };
  return typeof publicKey === 'string' && typeof privateKey === 'string';
}

function readKeyFile(path: string): { publicKey: string; privateKey: string } | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const value: unknown = JSON.parse(text);
  if (!isKeyPair(value)) throw new Error(`${path} does not hold a VAPID key pair (publicKey, privateKey)`);
  return value;
}

/** The key pair of DATA_DIR, generated on first use; two processes starting at once agree on the first file written. */
function keysOfDataDir(dataDir: string): { publicKey: string; privateKey: string } {
  const path = join(dataDir, KEY_FILE);
  const found = readKeyFile(path);
  if (found) return found;
  mkdirSync(dataDir, { recursive: true });
  const generated = webpush.generateVAPIDKeys();
  try {
    // 'wx': never replace a file another process wrote a moment ago; only the owner reads it.
    writeFileSync(path, `${JSON.stringify(generated)}\n`, { flag: 'wx', mode: 0o600 });
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const written = readKeyFile(path);
    if (!written) throw error;
    return written;
  }
}

const cached = new Map<string, VapidKeys>();

export function vapidKeys(
  config: Pick<ServerConfig, 'DATA_DIR' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>,
): VapidKeys {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: config.VAPID_SUBJECT };
  const known = cached.get(config.DATA_DIR);
  if (known) return known;
  const keys = { ...keysOfDataDir(config.DATA_DIR), subject: config.VAPID_SUBJECT };
  cached.set(config.DATA_DIR, keys);
  return keys;
}

let warned = false;

/**
 * The keys, or null when there are none to be had (no VAPID_* set and DATA_DIR not writable, as on
 * a read-only container with PostgreSQL): the shop then runs without Web Push, and says so once.
 */
export function vapidKeysIfAny(
  config: Pick<ServerConfig, 'DATA_DIR' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>,
): VapidKeys | null {
  try {
    return vapidKeys(config);
  } catch (error) {
    if (!warned) {
      warned = true;
      console.error(
        `[farmcart:push] Web Push is off: no VAPID keys (set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY): ${(error as Error).message}`,
      );
    }
    return null;
  }
}
