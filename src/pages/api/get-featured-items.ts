import { featuredItemsRequest } from '../../domain/api/deals.ts';
import { getContext } from '../../server/context.ts';
import { endpoint, methodNotAllowed } from '../../server/http.ts';
import { featuredItems } from '../../server/services/deals.ts';

export const POST = endpoint(featuredItemsRequest, async ({ latitude, longitude, is_randomize }) =>
  featuredItems(await getContext(), { lat: latitude, lng: longitude }, is_randomize),
);
export const ALL = methodNotAllowed;
