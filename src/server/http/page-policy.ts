// A page's Content-Security-Policy names only the inline scripts and styles that page carries
// (decision 0206).
// Astro writes into every on-demand page's policy the hashes of every inline script and stylesheet
// of the whole build (with `inlineStylesheets: 'always'` each page's stylesheet is its own, so about
// ninety hashes, 5 KB of header on every page). HTTP/1.1 headers are not compressed and travel in
// the same first round trip as the page, so they cost as much as 5 KB of compressed HTML. Keeping only
// the hashes of the elements present in the page allows exactly what the page runs and applies,
// never more than the build's policy did: a source that is not a hash is kept as it is.
import { createHash } from 'node:crypto';

/** The text of each inline <script> (no src) and <style> element of `html`, as the browser hashes it. */
function inlineTexts(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi)) {
    if (!/\ssrc\s*=/i.test(match[1] ?? '')) scripts.push(match[2] ?? '');
  }
  for (const match of html.matchAll(/<style(\s[^>]*)?>([\s\S]*?)<\/style\s*>/gi)) styles.push(match[2] ?? '');
  return { scripts, styles };
}

const HASH_SOURCE = /^'(sha256|sha384|sha512)-[A-Za-z0-9+/=]+'$/;

function hashSource(algorithm: string, text: string): string {
  return `'${algorithm}-${createHash(algorithm).update(text, 'utf8').digest('base64')}'`;
}

/**
 * `policy` with the hash sources of its script and style directives narrowed to those of the inline
 * scripts and styles in `html`. Other directives and other sources are left as they are.
 */
export function policyForPage(policy: string, html: string): string {
  const texts = inlineTexts(html);
  const digests = new Map<string, Set<string>>();
  /** The hash sources, in `algorithm`, of the page's inline elements of `kind`. */
  const present = (kind: 'scripts' | 'styles', algorithm: string): Set<string> => {
    const key = `${kind} ${algorithm}`;
    let known = digests.get(key);
    if (!known) {
      known = new Set(texts[kind].map((text) => hashSource(algorithm, text)));
      digests.set(key, known);
    }
    return known;
  };
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name = '', ...sources] = directive.split(/\s+/);
      const lower = name.toLowerCase();
      // script-src, script-src-elem, style-src, style-src-elem: the elements' hashes (the -attr
      // directives allow attributes, which are not elements).
      const kind = /^script-src(-elem)?$/.test(lower) ? 'scripts' : /^style-src(-elem)?$/.test(lower) ? 'styles' : null;
      if (!kind) return directive;
      const kept = sources.filter((source) => {
        const algorithm = HASH_SOURCE.exec(source)?.[1];
        return algorithm === undefined || present(kind, algorithm).has(source);
      });
      return [name, ...kept].join(' ');
    })
    .join('; ');
}

/**
 * An HTML answer whose policy lists hashes, with the policy narrowed to its own inline code (the body
 * is read whole; a page is rendered before it is sent anyway). Any other answer is returned as it is.
 */
export async function withPagePolicy(response: Response): Promise<Response> {
  const policy = response.headers.get('content-security-policy');
  if (!policy?.includes("'sha") || !(response.headers.get('content-type') ?? '').startsWith('text/html'))
    return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set('content-security-policy', policyForPage(policy, html));
  headers.delete('content-length');
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
