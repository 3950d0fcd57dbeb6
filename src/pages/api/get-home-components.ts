import { homeComponentsRequest } from '../../domain/api/sections.ts';
import { getContext } from '../../server/context.ts';
import { endpoint, methodNotAllowed } from '../../server/http.ts';
import { homeComponents } from '../../server/services/sections.ts';

export const POST = endpoint(homeComponentsRequest, async ({ slug, latitude, longitude }) =>
  homeComponents(await getContext(), slug, { lat: latitude, lng: longitude }),
);
export const ALL = methodNotAllowed;
