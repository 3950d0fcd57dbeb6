// The browser's security headers, on every answer (docs/security.md, "Browser headers (ASVS 5 V3)").
// serve.ts builds its server with SecuredResponse (below), whose writeHead adds them just before
// any answer's headers go out, whichever handler wrote it (the API, hashed assets, Astro's pages
// and files, the 503 screen), so no path through the server can leave them out.
// - A page's Content-Security-Policy is written by Astro (astro.config.mjs, `security.csp`): the
//   PAGE_DIRECTIVES below plus script-src and style-src with the hashes of the build's inline
//   scripts and styles. On-demand pages get it from the renderer, prerendered ones from
//   dist/_headers.json through the Node adapter; an answer that has one keeps it.
// - An HTML answer without one (the fallback 404 read from disk, the 503 screen) gets the
//   build's document policy: the union of the prerendered pages' policies.
// - JSON (the API, health checks) gets a policy that lets nothing load or frame it; any other file
//   (scripts, styles, images, the service worker, the manifest) the page directives alone, which
//   allow no inline script: an SVG opened by itself runs nothing, and the service worker, whose
//   policy is its script's, may fetch from the shop.
// - nosniff and the referrer policy everywhere; HSTS only when the shop's public origin
//   (PUBLIC_ORIGIN) is https: browsers ignore it over http, and a shop tried out over http must
//   not pin its host to https. No Cross-Origin-Opener-Policy: a page that sends one is put in a
//   browsing context group of its own on arrival, a renderer process started after the answer
//   came (decision 0178).
import { type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders, ServerResponse } from 'node:http';

/**
 * What every page's policy says besides script-src and style-src. Images may also be data: URLs
 * (an avatar picked on the device) and https URLs (§7 an avatar may be a link to a picture). No
 * plugins and no <base> (ASVS 5 V3.4.3 asks for both 'none'; no page has a <base>). Frames of our
 * own only: the desktop landing shows the app in an iframe of the same origin.
 */
export const PAGE_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data: https:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
] as const;

/** JSON is never a document: nothing may load in it, nothing may frame it. */
const JSON_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Files other than documents: sources of our own, no inline script or style. */
const FILE_POLICY = PAGE_DIRECTIVES.join('; ');

/** Two years (ASVS asks for at least one), for the host and its subdomains (level 2). */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * One policy allowing what each of `policies` allows: per directive, the union of their sources,
 * in the order met. The prerendered pages' policies differ only in the hashes of a page's own
 * inline scripts and styles, so their union is the build's policy for any document.
 */
export function unionOfPolicies(policies: readonly string[]): string {
  const directives = new Map<string, Set<string>>();
  for (const policy of policies) {
    for (const directive of policy.split(';')) {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (!name) continue;
      const known = directives.get(name.toLowerCase()) ?? new Set<string>();
      for (const source of sources) known.add(source);
      directives.set(name.toLowerCase(), known);
    }
  }
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * The Content-Security-Policy values of the build's static headers file (dist/_headers.json,
 * written by @astrojs/node: `[{ pathname, headers: [{ key, value }] }]`); none when it is not that.
 */
export function policiesOfStaticHeaders(json: string): string[] {
  let entries: unknown;
  try {
    entries = JSON.parse(json);
  } catch {
    return [];
  }
  const policies: string[] = [];
  for (const entry of Array.isArray(entries) ? (entries as unknown[]) : []) {
    const headers = typeof entry === 'object' && entry !== null && 'headers' in entry ? entry.headers : null;
    for (const header of Array.isArray(headers) ? (headers as unknown[]) : []) {
      if (typeof header !== 'object' || header === null || !('key' in header) || !('value' in header)) continue;
      const { key, value } = header;
      if (typeof key === 'string' && key.toLowerCase() === 'content-security-policy' && typeof value === 'string')
        policies.push(value);
    }
  }
  return policies;
}

type HeadersArgument = OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined;

/** A header's value among those handed to writeHead (an object, or a flat [name, value, …] list). */
function headerIn(headers: HeadersArgument, name: string): string | undefined {
  if (Array.isArray(headers)) {
    for (let index = 0; index + 1 < headers.length; index += 2) {
      if (String(headers[index]).toLowerCase() === name) return String(headers[index + 1]);
    }
    return undefined;
  }
  for (const [key, value] of Object.entries(headers ?? {})) {
    if (key.toLowerCase() === name && value !== undefined) return String(value);
  }
  return undefined;
}

/** The Content-Security-Policy for an answer of this content type that brought none of its own. */
function policyFor(contentType: string, documentPolicy: string): string {
  const type = contentType.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  if (type === 'text/html' || type === 'application/xhtml+xml') return documentPolicy;
  if (type === 'application/json') return JSON_POLICY;
  return FILE_POLICY;
}

/** The headers every answer carries, whatever its type, for a shop at `publicOrigin`. */
export function securityHeadersOf(publicOrigin: string | undefined): [string, string][] {
  const always: [string, string][] = [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
  ];
  if (publicOrigin?.startsWith('https://')) always.push(['strict-transport-security', HSTS]);
  return always;
}

/**
 * Every security header of a JSON answer (the API's), for a shop at `publicOrigin`: an answer
 * whose list carries them all leaves SecuredResponse nothing to set (api-handler.ts).
 */
export function jsonSecurityHeadersOf(publicOrigin: string | undefined): [string, string][] {
  return [...securityHeadersOf(publicOrigin), ['content-security-policy', JSON_POLICY]];
}

/**
 * A ServerResponse (for `http.createServer({ ServerResponse })`) that adds the security headers
 * to every answer as its headers are written, explicitly or by the first write.
 */
export function securedResponseClass(options: {
  /** The shop's public origin (PUBLIC_ORIGIN), if configured. */
  publicOrigin?: string | undefined;
  /** The policies of the build's prerendered pages (policiesOfStaticHeaders); none: documents run no inline script or style. */
  pagePolicies: readonly string[];
}): typeof ServerResponse<IncomingMessage> {
  const always = securityHeadersOf(options.publicOrigin);
  // Header lists written again and again (a cached page's, page-cache.ts) found to carry all of them.
  const complete = new WeakSet<OutgoingHttpHeader[]>();
  const documentPolicy = options.pagePolicies.length > 0 ? unionOfPolicies(options.pagePolicies) : FILE_POLICY;

  return class SecuredResponse extends ServerResponse<IncomingMessage> {
    override writeHead(
      statusCode: number,
      messageOrHeaders?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
      headers?: OutgoingHttpHeaders | OutgoingHttpHeader[],
    ): this {
      const given = typeof messageOrHeaders === 'string' ? headers : messageOrHeaders;
      const known = Array.isArray(given) && complete.has(given);
      if (!this.headersSent && !known) {
        let added = false;
        for (const [name, value] of always) {
          if (headerIn(given, name) === undefined) {
            this.setHeader(name, value);
            added = true;
          }
        }
        const policy = headerIn(given, 'content-security-policy') ?? this.getHeader('content-security-policy');
        if (policy === undefined) {
          const type = headerIn(given, 'content-type') ?? String(this.getHeader('content-type') ?? '');
          this.setHeader('content-security-policy', policyFor(type, documentPolicy));
          added = true;
        }
        // A list that carries every one of them itself (its own policy included) needs nothing, each time.
        if (!added && Array.isArray(given) && headerIn(given, 'content-security-policy') !== undefined)
          complete.add(given);
      }
      return typeof messageOrHeaders === 'string'
        ? super.writeHead(statusCode, messageOrHeaders, headers)
        : super.writeHead(statusCode, messageOrHeaders);
    }
  };
}
