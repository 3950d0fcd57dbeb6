// PUBLIC_ORIGIN (README, Configuration): an http(s) origin without a path, required by a
// production server (the command-line tools, which make no links, do without it).
import { describe, expect, it } from 'vitest';
import { checkServerConfig, readConfig } from '../../../../src/server/config.ts';

describe('PUBLIC_ORIGIN', () => {
  it('is an http(s) origin, kept as its canonical form', () => {
    expect(readConfig({ PUBLIC_ORIGIN: 'https://Shop.Example.in' }).PUBLIC_ORIGIN).toBe('https://shop.example.in');
    expect(readConfig({ PUBLIC_ORIGIN: 'https://shop.example.in/' }).PUBLIC_ORIGIN).toBe('https://shop.example.in');
    expect(readConfig({ PUBLIC_ORIGIN: 'http://127.0.0.1:4321' }).PUBLIC_ORIGIN).toBe('http://127.0.0.1:4321');
    expect(readConfig({ PUBLIC_ORIGIN: '' }).PUBLIC_ORIGIN).toBeUndefined();
  });

  it('refuses a path, a query, credentials or another scheme, naming the variable', () => {
    for (const value of [
      'https://shop.example.in/shop',
      'https://shop.example.in/?a=1',
      'https://user@shop.example.in',
      'ftp://shop.example.in',
      'shop.example.in',
    ]) {
      expect(() => readConfig({ PUBLIC_ORIGIN: value }), value).toThrow(
        'Invalid configuration: PUBLIC_ORIGIN: must be an http(s) origin such as https://shop.example.in, without a path',
      );
    }
  });

  it('is required when NODE_ENV=production, and only by the server', () => {
    const production = readConfig({ NODE_ENV: 'production' });
    expect(() => checkServerConfig(production)).toThrow(
      "Invalid configuration: PUBLIC_ORIGIN: required when NODE_ENV=production (the shop's public origin, e.g. https://shop.example.in)",
    );
    expect(() =>
      checkServerConfig(readConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://shop.example.in' })),
    ).not.toThrow();
    expect(() => checkServerConfig(readConfig({}))).not.toThrow();
  });
});
