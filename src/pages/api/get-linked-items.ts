import { linkedItemsRequest } from '../../domain/api/deals.ts';
import { getContext } from '../../server/context.ts';
import { endpoint, methodNotAllowed } from '../../server/http.ts';
import { linkedItems } from '../../server/services/deals.ts';

export const POST = endpoint(linkedItemsRequest, async ({ latitude, longitude, slug }) =>
  linkedItems(await getContext(), { lat: latitude, lng: longitude }, slug),
);
export const ALL = methodNotAllowed;
