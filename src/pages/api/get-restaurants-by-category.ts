import { storesByCategoryRequest } from '../../domain/api/stores.ts';
import { getContext } from '../../server/context.ts';
import { endpoint, methodNotAllowed } from '../../server/http.ts';
import { storesByCategory } from '../../server/services/stores.ts';

export const POST = endpoint(storesByCategoryRequest, async ({ latitude, longitude, category_ids }) =>
  storesByCategory(await getContext(), { lat: latitude, lng: longitude }, category_ids),
);
export const ALL = methodNotAllowed;
