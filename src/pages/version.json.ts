// §7 GET /version.json: the versions the app compares to decide between
// refetching settings and clearing its cache (§4 Startup and device).
import type { APIRoute } from 'astro';
import { errorAnswer } from '../server/api/dispatch.ts';
import { getContext } from '../server/context.ts';
import { getVersion } from '../server/services/shop/settings.ts';

/**
 * Every page load asks (decision 0248): a browser (and a CDN) keeps the answer 10 s, so a customer going
 * from page to page costs no request, and a bump reaches every device within seconds.
 */
const VERSION_CACHE_CONTROL = 'public, max-age=10';

export const GET: APIRoute = async () => {
  const result = await getVersion(await getContext());
  const answer = result.ok
    ? {
        status: 200,
        headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': VERSION_CACHE_CONTROL },
        body: JSON.stringify(result.value),
      }
    : errorAnswer(result.error);
  // Our Buffers are made by Buffer.from(string), so they sit on a plain ArrayBuffer.
  const body = typeof answer.body === 'string' ? answer.body : (answer.body as Uint8Array<ArrayBuffer>);
  return new Response(body, { status: answer.status, headers: answer.headers });
};
