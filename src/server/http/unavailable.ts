// What the shop answers while it cannot use its database (starting and waiting for it, an
// outage, a lock held too long): HTTP 503 with Retry-After, never 500 "internal". The API
// answers the JSON error `unavailable`; a page answers the "We'll be right back" screen
// (src/pages/unavailable.astro, prerendered; the production entry reads its file once) at
// the page's own address, so that reloading it is trying again.
import type { ServerResponse } from 'node:http';
import { type ApiErrorBody, fail } from '../../domain/api/errors.ts';
import { said } from '../said.ts';

/** Seconds a client should wait before trying again (the probe asks the database every 0.5 s). */
export const RETRY_AFTER_SECONDS = 5;

// Until the entry has read the built screen (and under `astro dev`), a plain one.
let pageHtml =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Back in a moment</title>' +
  "</head><body><main><h1>We'll be right back</h1><p>The shop is catching its breath. Try again in a few seconds.</p>" +
  '<a href="">Try again</a></main></body></html>';

/** The built screen's HTML (dist/client/unavailable/index.html). */
export function setUnavailablePage(html: string): void {
  pageHtml = html;
}

// English: without its database the shop cannot read its labels.
const apiBody: ApiErrorBody = { error: fail('unavailable', said('saidShopUnavailable')).error };
const API_JSON = JSON.stringify(apiBody);

function headersOf(kind: 'api' | 'page'): Record<string, string> {
  return {
    'content-type': kind === 'api' ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': String(RETRY_AFTER_SECONDS),
  };
}

/** For src/middleware.ts: the screen, as the answer of a page that could not be rendered. */
export function unavailablePageResponse(): Response {
  return new Response(pageHtml, { status: 503, headers: headersOf('page') });
}

/** For the HTTP edge: the API's JSON error or the page's screen. */
export function sendUnavailable(res: ServerResponse, kind: 'api' | 'page', method = 'GET'): void {
  const body = Buffer.from(kind === 'api' ? API_JSON : pageHtml);
  res.writeHead(503, { ...headersOf(kind), 'content-length': body.length });
  res.end(method === 'HEAD' ? undefined : body);
}
