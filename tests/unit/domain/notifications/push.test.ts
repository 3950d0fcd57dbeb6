// §3 Pushed notification (title, message, image, click_action), §4 "Push notification vibrates
// with a six-value pattern and a sound", §7 Save push token (decision 0250).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  notificationTarget,
  PUSH_RETRY_DELAYS_MS,
  PUSH_VIBRATION_PATTERN,
  PUSH_ENDPOINT_RULES,
  parsePushSubscription,
  pushEndpointRefusal,
  pushOutcome,
  pushRetryDelay,
} from '../../../../src/domain/notifications/push.ts';

const P256DH = 'BGat1rFwHQ_lGmHegQkSUVfzGzleUIgtsQQrh5B7yKJHUn1Pd4Sld7yYSn1Et_w2RMy2tBfhyhQmT_zCqGCj7mQ';
const AUTH = 'VeNgAV0EAeFuriBr5bQdgA';
const token = (endpoint: string, keys: Record<string, unknown> = { p256dh: P256DH, auth: AUTH }) =>
  JSON.stringify({ endpoint, keys, expirationTime: null });

describe('§7 Save push token: a Web Push subscription', () => {
  it('reads a browser’s subscription', () => {
    expect(parsePushSubscription(token('https://fcm.googleapis.com/fcm/send/abc'))).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys: { p256dh: P256DH, auth: AUTH },
    });
  });

  it('refuses what is not one: not JSON, no keys, short keys, a plain-http or credentialed endpoint', () => {
    for (const bad of [
      'device-token-1',
      '{}',
      'null',
      token('https://push.example.net/x', {}),
      token('https://push.example.net/x', { p256dh: P256DH.slice(0, 40), auth: AUTH }),
      token('https://push.example.net/x', { p256dh: P256DH, auth: `${AUTH}AAAA` }),
      token('https://push.example.net/x', { p256dh: `${P256DH.slice(0, -1)}+`, auth: AUTH }),
      token('http://push.example.net/x'),
      token('https://user:pass@push.example.net/x'),
      token('not a url'),
    ]) {
      expect(parsePushSubscription(bad), bad).toBeNull();
    }
  });

  it('takes a plain-http endpoint only when asked to (a local push service in the tests)', () => {
    expect(
      parsePushSubscription(token('http://127.0.0.1:9/x'), { schemes: ['http:'], publicHostsOnly: false, hosts: null })
        ?.endpoint,
    ).toBe('http://127.0.0.1:9/x');
  });

  it('refuses an endpoint that is not a push service on the internet: IP literals in every form, local names', () => {
    for (const endpoint of [
      'https://127.0.0.1/x',
      'https://localhost/x',
      'https://localhost./x',
      'https://sub.localhost/x',
      'https://[::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[fe80::1]/x',
      'https://10.0.0.1/x',
      'https://192.168.1.1/x',
      'https://169.254.169.254/latest/meta-data',
      'https://2130706433/x',
      'https://0x7f000001/x',
      'https://0x7f.1/x',
      'https://017700000001/x',
      'https://127.1/x',
      'https://0.0.0.0/x',
      'https://0/x',
      'https://8.8.8.8/x',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://metadata/x',
      'https://router.lan/x',
      'https://printer.local/x',
      'https://box.home.arpa/x',
    ]) {
      expect(pushEndpointRefusal(endpoint, { ...PUSH_ENDPOINT_RULES, hosts: null }), endpoint).not.toBeNull();
      expect(parsePushSubscription(token(endpoint)), endpoint).toBeNull();
    }
  });

  it('takes the browsers’ push services by default, and any public host only when the allowlist is off', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-by3p.notify.windows.com/w/?token=abc',
    ]) {
      expect(pushEndpointRefusal(endpoint), endpoint).toBeNull();
    }
    expect(pushEndpointRefusal('https://push.example.net/x')?.text).toBe('must be a browser’s push service');
    expect(pushEndpointRefusal('https://fcm.googleapis.com.evil.example/x')).not.toBeNull();
    expect(pushEndpointRefusal('https://evilfcm.googleapis.com.example/x')).not.toBeNull();
    expect(pushEndpointRefusal('https://push.example.net/x', { ...PUSH_ENDPOINT_RULES, hosts: null })).toBeNull();
  });
});

describe('what a push service’s answer means (RFC 8030)', () => {
  it('2xx sent; 404 and 410 gone for good; 429 and 5xx worth another try; other 4xx dropped', () => {
    expect([201, 202].map(pushOutcome)).toEqual(['sent', 'sent']);
    expect([404, 410].map(pushOutcome)).toEqual(['gone', 'gone']);
    expect([429, 500, 503].map(pushOutcome)).toEqual(['retry', 'retry', 'retry']);
    expect([400, 401, 403, 413].map(pushOutcome)).toEqual(['dropped', 'dropped', 'dropped', 'dropped']);
  });

  it('waits longer before each try, and gives up after the last', () => {
    expect(PUSH_RETRY_DELAYS_MS.length).toBeGreaterThan(1);
    for (let i = 1; i < PUSH_RETRY_DELAYS_MS.length; i++) {
      expect(PUSH_RETRY_DELAYS_MS[i]).toBeGreaterThan(PUSH_RETRY_DELAYS_MS[i - 1] ?? 0);
    }
    expect(pushRetryDelay(1)).toBe(PUSH_RETRY_DELAYS_MS[0]);
    expect(pushRetryDelay(PUSH_RETRY_DELAYS_MS.length + 1)).toBeNull();
  });
});

describe('§3/§4 the notification the worker shows', () => {
  it('§4 vibrates with six values, the same in the service worker', () => {
    expect(PUSH_VIBRATION_PATTERN).toHaveLength(6);
    const worker = readFileSync(new URL('../../../../public/sw-push.js', import.meta.url), 'utf8');
    expect(worker).toContain(`const PUSH_VIBRATION_PATTERN = [${PUSH_VIBRATION_PATTERN.join(', ')}];`);
  });

  it('§3 opens its click_action when it is a path of the shop, else the alerts', () => {
    expect(notificationTarget('/running-order/FC-20261123-ABCDEF12')).toBe('/running-order/FC-20261123-ABCDEF12');
    for (const other of ['https://evil.example/', '//evil.example/x', '', null, 42]) {
      expect(notificationTarget(other)).toBe('/alerts');
    }
  });
});
