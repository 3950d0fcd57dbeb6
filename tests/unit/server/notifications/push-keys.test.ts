// Web Push keys (decision 0250): from the configuration when set (both or neither), else generated once
// into DATA_DIR and read back from there, never replaced.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../../../src/server/config.ts';
import { vapidKeys, vapidKeysIfAny } from '../../../../src/server/services/notifications/push-keys.ts';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'farmcart-vapid-'));
  dirs.push(dir);
  return dir;
}

describe('VAPID keys', () => {
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('are generated into DATA_DIR on first use, readable by the owner only, and the same afterwards', () => {
    const dir = dataDir();
    const first = vapidKeys(readConfig({ DATA_DIR: dir }));
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.subject).toBe('mailto:push@farmcart.example');
    const file = join(dir, 'vapid-keys.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Another process (no memory of the first) reads the same pair.
    const fresh = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string };
    expect(vapidKeys(readConfig({ DATA_DIR: dir })).publicKey).toBe(fresh.publicKey);
  });

  it('come from the configuration when set, and the configuration refuses half a pair', () => {
    const pair = webpush.generateVAPIDKeys();
    const config = readConfig({
      DATA_DIR: dataDir(),
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'https://shop.example.in/contact',
    });
    expect(vapidKeys(config)).toEqual({ ...pair, subject: 'https://shop.example.in/contact' });
    expect(() => readConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
    expect(() => readConfig({ VAPID_SUBJECT: 'http://shop.example.in' })).toThrow(/VAPID_SUBJECT/);
  });

  it('are none (Web Push off, said once) when DATA_DIR cannot hold them and none are configured', () => {
    const file = join(dataDir(), 'not-a-folder');
    writeFileSync(file, '');
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      expect(vapidKeysIfAny(readConfig({ DATA_DIR: join(file, 'data') }))).toBeNull();
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });
});
