// Browser security headers (docs/security.md, "Browser headers (ASVS 5 V3)"): every answer of a
// server built with SecuredResponse carries them, whichever way its handler writes its headers,
// and a policy the handler set (a page's, from Astro) is kept.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PAGE_DIRECTIVES,
  policiesOfStaticHeaders,
  securedResponseClass,
  unionOfPolicies,
} from '../../../../src/server/http/security-headers.ts';

let server: http.Server | null = null;
afterEach(async () => {
  await new Promise((done) => server?.close(done) ?? done(undefined));
  server = null;
});

const PAGE_POLICIES = [
  "default-src 'self'; script-src 'self' 'sha256-a'; style-src 'self' 'sha256-s'",
  "default-src 'self'; script-src 'self' 'sha256-b'; style-src 'self' 'sha256-s'",
];

/** Header lists written again and again, as a cached page's are (page-cache.ts): one carrying every header, one not. */
const COMPLETE_LIST = [
  'content-type',
  'text/html',
  'content-security-policy',
  "default-src 'self'",
  'x-content-type-options',
  'nosniff',
  'referrer-policy',
  'no-referrer',
];
const INCOMPLETE_LIST = ['content-type', 'text/html', 'content-security-policy', "default-src 'self'"];

/** Answers by path, each in a different way a handler may write headers. */
function handle(req: http.IncomingMessage, res: http.ServerResponse): void {
  switch (req.url) {
    case '/json':
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end('{}');
      return;
    case '/page-with-policy':
      res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Security-Policy': "default-src 'none'" });
      res.end('<p>page</p>');
      return;
    case '/static-with-policy':
      // The Node adapter's static handler: setHeader, then the file streams (headers implicit).
      res.setHeader('Content-Security-Policy', "script-src 'self' 'sha256-page'");
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end('<p>prerendered</p>');
      return;
    case '/html-flat':
      res.writeHead(404, 'Not Found', ['content-type', 'text/html; charset=utf-8']);
      res.end('<p>missing</p>');
      return;
    case '/list-complete':
      res.writeHead(200, COMPLETE_LIST);
      res.end('<p>cached</p>');
      return;
    case '/list-incomplete':
      res.writeHead(200, INCOMPLETE_LIST);
      res.end('<p>cached</p>');
      return;
    case '/implicit':
      res.statusCode = 302;
      res.setHeader('location', '/');
      res.end();
      return;
    default:
      res.writeHead(200, { 'content-type': 'image/svg+xml', 'x-content-type-options': 'nosniff' });
      res.end('<svg/>');
  }
}

async function serve(options: Parameters<typeof securedResponseClass>[0]): Promise<string> {
  server = http.createServer({ ServerResponse: securedResponseClass(options) }, handle);
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('SecuredResponse', () => {
  it('adds nosniff, the referrer policy and a policy by content type to every answer, and no opener policy', async () => {
    const base = await serve({ pagePolicies: PAGE_POLICIES });
    const policies: Record<string, string | null> = {};
    for (const path of ['/json', '/page-with-policy', '/static-with-policy', '/html-flat', '/implicit', '/file.svg']) {
      const answer = await fetch(`${base}${path}`, { redirect: 'manual' });
      await answer.text();
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      // decision 0178: a page that sends one starts a renderer process on arrival.
      expect(answer.headers.get('cross-origin-opener-policy'), path).toBeNull();
      expect(answer.headers.get('strict-transport-security'), path).toBeNull();
      policies[path] = answer.headers.get('content-security-policy');
    }
    expect(policies['/json']).toBe("default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
    // A page's own policy is kept, given to writeHead or set before.
    expect(policies['/page-with-policy']).toBe("default-src 'none'");
    expect(policies['/static-with-policy']).toBe("script-src 'self' 'sha256-page'");
    // A document without one: the union of the build's page policies.
    expect(policies['/html-flat']).toBe(unionOfPolicies(PAGE_POLICIES));
    // Anything else: the page directives alone, no inline script or style.
    expect(policies['/implicit']).toBe(PAGE_DIRECTIVES.join('; '));
    expect(policies['/file.svg']).toBe(PAGE_DIRECTIVES.join('; '));
  });

  it('a header list written again and again gets what it lacks every time, and one that has it all is kept as it is', async () => {
    const base = await serve({ pagePolicies: PAGE_POLICIES });
    for (let time = 0; time < 3; time++) {
      const incomplete = await fetch(`${base}/list-incomplete`);
      await incomplete.text();
      expect(incomplete.headers.get('x-content-type-options')).toBe('nosniff');
      expect(incomplete.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(incomplete.headers.get('content-security-policy')).toBe("default-src 'self'");
      const complete = await fetch(`${base}/list-complete`);
      await complete.text();
      expect(complete.headers.get('x-content-type-options')).toBe('nosniff');
      expect(complete.headers.get('referrer-policy')).toBe('no-referrer');
    }
    expect(INCOMPLETE_LIST).toHaveLength(4);
  });

  it('sends Strict-Transport-Security when the public origin is https', async () => {
    const base = await serve({ publicOrigin: 'https://shop.example', pagePolicies: [] });
    for (const path of ['/json', '/html-flat', '/file.svg']) {
      const answer = await fetch(`${base}${path}`);
      await answer.text();
      expect(answer.headers.get('strict-transport-security'), path).toBe('max-age=63072000; includeSubDomains');
    }
    // Without the build's policies a document may run scripts and styles from files only.
    const page = await fetch(`${base}/html-flat`);
    expect(page.headers.get('content-security-policy')).toBe(PAGE_DIRECTIVES.join('; '));
  });
});

describe('the build policy of documents', () => {
  it('is the union of the page policies, directive by directive, in the order met', () => {
    expect(unionOfPolicies(PAGE_POLICIES)).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self' 'sha256-s'",
    );
    expect(unionOfPolicies(["object-src 'none';;", "OBJECT-SRC 'none'; img-src data:"])).toBe(
      "object-src 'none'; img-src data:",
    );
  });

  it('reads the policies of the adapter’s static headers file, and nothing from anything else', () => {
    const file = JSON.stringify([
      { pathname: '/offline', headers: [{ key: 'Content-Security-Policy', value: 'a' }] },
      {
        pathname: '/404',
        headers: [
          { key: 'X-Other', value: 'b' },
          { key: 'content-security-policy', value: 'c' },
        ],
      },
      { pathname: '/odd', headers: 'none' },
    ]);
    expect(policiesOfStaticHeaders(file)).toEqual(['a', 'c']);
    expect(policiesOfStaticHeaders('not json')).toEqual([]);
    expect(policiesOfStaticHeaders('{"headers":[]}')).toEqual([]);
  });
});
