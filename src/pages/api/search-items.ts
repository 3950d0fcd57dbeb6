import { searchRequest } from '../../domain/api/catalog.ts';
import { getContext } from '../../server/context.ts';
import { endpoint, methodNotAllowed } from '../../server/http.ts';
import { search } from '../../server/services/catalog.ts';

export const POST = endpoint(searchRequest, async ({ latitude, longitude, query }) =>
  search(await getContext(), { lat: latitude, lng: longitude }, query),
);
export const ALL = methodNotAllowed;
