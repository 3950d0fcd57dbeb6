// Proxies and the public origin (decision 0179): the
// X-Forwarded-* headers count only behind a trusted proxy (TRUST_PROXY), and then only the entry
// our balancer wrote (the last); PUBLIC_ORIGIN, when set, is the shop's origin whatever a request says.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { originOfHost, shopOriginOf as callOriginOf } from '../../../../src/server/api/session.ts';
import { clientAddressOf, originInputsOf, shopOriginOf } from '../../../../src/server/http/request-origin.ts';

function requestWith(headers: Record<string, string>, socket: { remoteAddress?: string; encrypted?: boolean } = {}) {
  return { headers, socket: { remoteAddress: '192.0.2.7', ...socket } } as unknown as IncomingMessage;
}

const LYING = {
  host: '127.0.0.1:4321',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  'x-forwarded-for': '203.0.113.9',
};

describe('without TRUST_PROXY', () => {
  const trust = { trustProxy: false };
  it('takes the Host header and the connection’s scheme, never X-Forwarded-Host/-Proto', () => {
    expect(shopOriginOf(requestWith(LYING), trust)).toBe('http://127.0.0.1:4321');
    expect(shopOriginOf(requestWith({ host: 'shop.example' }, { encrypted: true }), trust)).toBe(
      'https://shop.example',
    );
  });

  it('takes the address from the socket, never X-Forwarded-For', () => {
    expect(clientAddressOf(requestWith(LYING), trust)).toBe('192.0.2.7');
  });

  it('has no origin for a Host that is not a host', () => {
    for (const host of ['evil.example/path', 'user@evil.example', 'a b', '']) {
      expect(shopOriginOf(requestWith({ host }), trust), host).toBeNull();
    }
  });
});

describe('with TRUST_PROXY=true', () => {
  const trust = { trustProxy: true };
  it('believes the balancer’s X-Forwarded-Host/-Proto/-For: the last entry, the one it wrote', () => {
    expect(shopOriginOf(requestWith(LYING), trust)).toBe('https://evil.example');
    const appended = requestWith({
      host: '10.0.0.5',
      'x-forwarded-host': 'evil.example, shop.example',
      'x-forwarded-proto': 'http, https',
      'x-forwarded-for': '198.51.100.1, 203.0.113.9',
    });
    expect(shopOriginOf(appended, trust)).toBe('https://shop.example');
    expect(clientAddressOf(appended, trust)).toBe('203.0.113.9');
  });

  it('falls back to Host and the connection when the balancer sent none, and ignores a scheme that is not http(s)', () => {
    expect(shopOriginOf(requestWith({ host: 'shop.example', 'x-forwarded-proto': 'gopher' }), trust)).toBe(
      'http://shop.example',
    );
    expect(clientAddressOf(requestWith({ host: 'shop.example' }), trust)).toBe('192.0.2.7');
  });
});

describe('with PUBLIC_ORIGIN', () => {
  it('is the shop’s origin whatever the request names, trusted proxy or not', () => {
    for (const trustProxy of [false, true]) {
      expect(shopOriginOf(requestWith(LYING), { trustProxy, publicOrigin: 'https://shop.example.in' })).toBe(
        'https://shop.example.in',
      );
    }
  });
});

describe('a call’s origin (api/session.ts)', () => {
  const call = (headers: Record<string, string>, shopOrigin?: string | null) => ({
    method: 'POST',
    path: 'login',
    header: (name: string) => headers[name] ?? null,
    readBody: async () => '',
    ...(shopOrigin !== undefined ? { shopOrigin } : {}),
  });

  it('is what the HTTP edge established, else the Host header over http: a forwarded header never counts', () => {
    expect(callOriginOf(call(LYING, 'https://shop.example'))).toBe('https://shop.example');
    expect(callOriginOf(call(LYING, null))).toBeNull();
    expect(callOriginOf(call(LYING))).toBe('http://127.0.0.1:4321');
  });

  it('normalises a host into an origin, refusing paths and credentials', () => {
    expect(originOfHost('https', 'Shop.Example:443')).toBe('https://shop.example');
    expect(originOfHost('http', '[::1]:4321')).toBe('http://[::1]:4321');
    expect(originOfHost('http', 'shop.example\\evil')).toBeNull();
    expect(originOfHost('http', undefined)).toBeNull();
  });
});

describe('what the origin follows from (cached pages know requests by it, decision 0301)', () => {
  it('differs wherever the origin may differ, and reads forwarded headers only behind a trusted proxy', () => {
    const cases: [Record<string, string>, { encrypted?: boolean }, boolean][] = [
      [{ host: 'shop.example' }, {}, false],
      [{ host: 'shop.example' }, { encrypted: true }, false],
      [{ host: 'other.example' }, {}, false],
      [LYING, {}, true],
      [{ ...LYING, 'x-forwarded-host': 'shop.example' }, {}, true],
      [{ ...LYING, 'x-forwarded-proto': 'http' }, {}, true],
    ];
    const seen = new Map<string, string | null>();
    for (const [headers, socket, trustProxy] of cases) {
      const request = requestWith(headers, socket);
      const inputs = originInputsOf(request, { trustProxy });
      const origin = shopOriginOf(request, { trustProxy });
      // The same inputs never stand for two origins.
      if (seen.has(inputs)) expect(seen.get(inputs)).toBe(origin);
      seen.set(inputs, origin);
    }
    expect(seen.size).toBe(cases.length);
    // Without a trusted proxy the forwarded headers change nothing.
    expect(originInputsOf(requestWith(LYING), { trustProxy: false })).toBe(
      originInputsOf(requestWith({ host: LYING.host }), { trustProxy: false }),
    );
    expect(originInputsOf(requestWith(LYING), { trustProxy: true, publicOrigin: 'https://farmcart.example' })).toBe(
      'https://farmcart.example',
    );
  });
});
