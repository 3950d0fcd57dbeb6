import { describe, expect, it } from 'vitest';
import { localPath } from '../../../src/domain/local-path.ts';
import { absoluteUrl, canonicalPath, publicOrigin } from '../../../src/server/pages/seo.ts';
import { PUBLIC_APP_PATHS, robotsTxt, sitemapXml } from '../../../src/server/services/content/sitemap-files.ts';

describe('canonical addresses and the public origin', () => {
  it('uses PUBLIC_ORIGIN when set, else the request’s origin, else none (a page built before any request)', () => {
    expect(publicOrigin('https://farmcart.example/shop', new URL('http://127.0.0.1:4321/x'))).toBe(
      'https://farmcart.example',
    );
    expect(publicOrigin(undefined, new URL('http://127.0.0.1:4321/x'))).toBe('http://127.0.0.1:4321');
    expect(publicOrigin('not a url', new URL('http://127.0.0.1:4321/x'))).toBe('http://127.0.0.1:4321');
    expect(publicOrigin(undefined, null)).toBeNull();
  });

  it('gives each page one address: no trailing slash, absolute when the origin is known', () => {
    expect(canonicalPath('/pages/about/')).toBe('/pages/about');
    expect(canonicalPath('/')).toBe('/');
    expect(absoluteUrl('/pages/about', 'https://farmcart.example')).toBe('https://farmcart.example/pages/about');
    expect(absoluteUrl('/pages/about', null)).toBe('/pages/about');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists each address once, absolute, with the date a page last changed', () => {
    const xml = sitemapXml('https://farmcart.example', [
      { path: '/' },
      { path: '/pages/terms', lastmod: new Date('2026-01-15') },
      { path: '/' },
      { path: '/item/a&b' },
    ]);
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain('<url><loc>https://farmcart.example/pages/terms</loc><lastmod>2026-01-15</lastmod></url>');
    expect(xml).toContain('<loc>https://farmcart.example/item/a&amp;b</loc>');
  });

  it('keeps crawlers off one customer’s screens and names the sitemap', () => {
    const text = robotsTxt('https://farmcart.example');
    expect(text).toContain('Disallow: /cart');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Sitemap: https://farmcart.example/sitemap.xml');
    for (const path of PUBLIC_APP_PATHS) expect(text).not.toContain(`Disallow: ${path}\n`);
  });
});

describe('redirect targets stay on this site', () => {
  it.each([
    ['/pages/about', '/pages/about'],
    ['/?view=desktop', '/?view=desktop'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['/a\nSet-Cookie: x=1', '/'],
    [null, '/'],
    // A Location header is ASCII: text beyond it is percent-encoded as UTF-8, a lone surrogate refused.
    ['/category/फल', '/category/%E0%A4%AB%E0%A4%B2'],
    ['/search?q=café au lait', '/search?q=caf%C3%A9%20au%20lait'],
    ['/category/%E0%A4%AB', '/category/%E0%A4%AB'],
    ['/a\ud800', '/'],
  ])('%s → %s', (value, expected) => {
    expect(localPath(value)).toBe(expected);
  });
});
