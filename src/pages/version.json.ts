// §7 GET /version.json: the versions the app compares to decide between
// refetching settings and clearing its cache (§4 Startup and device).
import type { APIRoute } from 'astro';
import { getContext } from '../server/context.ts';
import { errorResponse, json } from '../server/http.ts';
import { getVersion } from '../server/services/settings.ts';

export const GET: APIRoute = async () => {
  const result = await getVersion(await getContext());
  return result.ok ? json(result.value) : errorResponse(result.error);
};
