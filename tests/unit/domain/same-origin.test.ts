// Whether a state-changing request comes from the shop's own pages (src/domain/same-origin.ts).
import { describe, expect, it } from 'vitest';
import { fromShopOrigin } from '../../../src/domain/same-origin.ts';

describe('a request from the shop’s own pages', () => {
  it('takes the shop’s origin, scheme and port included, and a request that names none', () => {
    expect(fromShopOrigin('https://shop.example', 'https://shop.example')).toBe(true);
    expect(fromShopOrigin(null, 'https://shop.example')).toBe(true);
    expect(fromShopOrigin('http://shop.example', 'https://shop.example')).toBe(false);
    expect(fromShopOrigin('https://shop.example:8443', 'https://shop.example')).toBe(false);
  });

  it('refuses another site, an opaque origin and an unknown shop origin', () => {
    expect(fromShopOrigin('https://elsewhere.example', 'https://shop.example')).toBe(false);
    expect(fromShopOrigin('null', 'https://shop.example')).toBe(false);
    expect(fromShopOrigin('https://shop.example', null)).toBe(false);
  });
});
