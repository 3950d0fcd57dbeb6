// server/http/page-policy.ts: a page's Content-Security-Policy keeps the hashes of the inline scripts
// and styles it carries and drops the build's others (decision 0206: 5 KB of header
// in every page's first round trip). Never more than the policy allowed; other sources untouched.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { policyForPage, withPagePolicy } from '../../../../src/server/http/page-policy.ts';

const sha = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const ownScript = 'document.documentElement.classList.add("js")';
const ownStyle = 'body{margin:0}';
const otherScript = 'alert(1)';
const otherStyle = 'p{color:red}';
const policy =
  "default-src 'self';img-src 'self' data: https:;object-src 'none'; " +
  `script-src 'self' ${sha(ownScript)} ${sha(otherScript)}; ` +
  `style-src 'self' ${sha(ownStyle)} ${sha(otherStyle)}; style-src-attr 'unsafe-inline';`;
const html =
  `<!doctype html><html><head><style>${ownStyle}</style>` +
  `<script type="module" src="/_astro/page.js"></script></head>` +
  `<body><script>${ownScript}</script><script type="application/json" id="data">{"a":1}</script></body></html>`;

describe("a page's own policy", () => {
  it("keeps the hashes of the page's inline scripts and styles, and drops the others", () => {
    const narrowed = policyForPage(policy, html);
    expect(narrowed).toContain(sha(ownScript));
    expect(narrowed).toContain(sha(ownStyle));
    expect(narrowed).not.toContain(sha(otherScript));
    expect(narrowed).not.toContain(sha(otherStyle));
  });

  it('leaves the other directives and sources as they were', () => {
    const narrowed = policyForPage(policy, html);
    expect(narrowed).toContain("default-src 'self'");
    expect(narrowed).toContain("img-src 'self' data: https:");
    expect(narrowed).toContain("object-src 'none'");
    expect(narrowed).toContain("script-src 'self'");
    expect(narrowed).toContain("style-src 'self'");
    expect(narrowed).toContain("style-src-attr 'unsafe-inline'");
  });

  it('never allows a hash the policy did not list', () => {
    const narrowed = policyForPage("script-src 'self'; style-src 'self'", html);
    expect(narrowed).toBe("script-src 'self'; style-src 'self'");
  });

  it('is applied to HTML answers only, with the body unchanged', async () => {
    const page = await withPagePolicy(
      new Response(html, { headers: { 'content-type': 'text/html', 'content-security-policy': policy } }),
    );
    expect(await page.text()).toBe(html);
    expect(page.headers.get('content-security-policy')).not.toContain(sha(otherStyle));
    const json = new Response('{}', {
      headers: { 'content-type': 'application/json', 'content-security-policy': policy },
    });
    expect(await withPagePolicy(json)).toBe(json);
  });
});
