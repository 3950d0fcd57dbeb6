// Every /api/ call, through the one dispatcher that the production server calls
// directly (src/server/http/serve.ts); this endpoint serves `astro dev`, where Astro's
// own dev server runs the pages and the API in one module graph too.
import type { APIRoute } from 'astro';
import { dispatch } from '../../server/api/dispatch.ts';
import { apiRouter } from '../../server/api/routes/index.ts';
import { getContext } from '../../server/context.ts';

export const prerender = false;

/** The peer's address, where the adapter knows it (per-address rate limits). */
function peerAddress(read: () => string): string | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

export const ALL: APIRoute = async (context) => {
  const { request, params } = context;
  const answer = await dispatch(apiRouter, getContext, {
    method: request.method,
    path: params.path ?? '',
    header: (name) => request.headers.get(name),
    readBody: async (maxBytes) => {
      const text = await request.text();
      return Buffer.byteLength(text) > maxBytes ? null : text;
    },
    clientAddress: peerAddress(() => context.clientAddress),
  });
  // Our Buffers are made by Buffer.from(string), so they sit on a plain ArrayBuffer.
  const body = typeof answer.body === 'string' ? answer.body : (answer.body as Uint8Array<ArrayBuffer>);
  const headers = new Headers(answer.headers);
  for (const cookie of answer.cookies ?? []) headers.append('set-cookie', cookie);
  return new Response(body, { status: answer.status, headers });
};
