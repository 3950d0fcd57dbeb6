// GET /manifest.webmanifest: the installed app's name, colour and icons, from the shop's settings
// (server/pages/web-manifest.ts, decision 0316). The page tasks name it once a page has loaded
// (src/client/page-tasks.ts); a browser keeps it an hour, so a new name reaches phones that day.
import type { APIRoute } from 'astro';
import { getContext } from '../server/context.ts';
import { webManifest } from '../server/pages/web-manifest.ts';
import { loadShopSettings } from '../server/services/shop/settings.ts';

export const prerender = false;

export const GET: APIRoute = async () => {
  const settings = await loadShopSettings((await getContext()).db);
  return new Response(JSON.stringify(webManifest(settings)), {
    headers: { 'Content-Type': 'application/manifest+json', 'Cache-Control': 'public, max-age=3600' },
  });
};
