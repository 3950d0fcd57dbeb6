import { z } from 'zod';
import { storeByIdRequest, storeId } from '../../../domain/api/stores.ts';
import { getContext } from '../../../server/context.ts';
import { methodNotAllowed, routedEndpoint } from '../../../server/http.ts';
import { storeInfoById } from '../../../server/services/stores.ts';

// §8: with latitude and longitude of a place the store does not serve, HTTP 400.
export const POST = routedEndpoint(z.object({ id: storeId }), storeByIdRequest, async ({ latitude, longitude }, { id }) => {
  const point = latitude !== undefined && longitude !== undefined ? { lat: latitude, lng: longitude } : null;
  return storeInfoById(await getContext(), id, point);
});
export const ALL = methodNotAllowed;
