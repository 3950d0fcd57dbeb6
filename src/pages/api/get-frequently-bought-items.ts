import { frequentlyBoughtRequest } from '../../domain/api/deals.ts';
import { getContext } from '../../server/context.ts';
import { endpoint, methodNotAllowed } from '../../server/http.ts';
import { frequentlyBoughtItems } from '../../server/services/deals.ts';

export const POST = endpoint(frequentlyBoughtRequest, async ({ latitude, longitude, restaurant }) =>
  frequentlyBoughtItems(await getContext(), { lat: latitude, lng: longitude }, restaurant),
);
export const ALL = methodNotAllowed;
