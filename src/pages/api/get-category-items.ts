import { categoryItemsRequest } from '../../domain/api/catalog.ts';
import { getContext } from '../../server/context.ts';
import { endpoint, methodNotAllowed } from '../../server/http.ts';
import { categoryItems } from '../../server/services/catalog.ts';

export const POST = endpoint(categoryItemsRequest, async ({ latitude, longitude, slug }) =>
  categoryItems(await getContext(), { lat: latitude, lng: longitude }, slug),
);
export const ALL = methodNotAllowed;
