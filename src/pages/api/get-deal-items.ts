import { dealItemsRequest } from '../../domain/api/deals.ts';
import { getContext } from '../../server/context.ts';
import { endpoint, methodNotAllowed } from '../../server/http.ts';
import { dealItems } from '../../server/services/deals.ts';

export const POST = endpoint(dealItemsRequest, async ({ latitude, longitude, restaurant, is_randomize }) =>
  dealItems(await getContext(), { lat: latitude, lng: longitude }, { restaurant, randomize: is_randomize }),
);
export const ALL = methodNotAllowed;
