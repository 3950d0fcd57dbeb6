import { combosRequest } from '../../domain/api/deals.ts';
import { getContext } from '../../server/context.ts';
import { endpoint, methodNotAllowed } from '../../server/http.ts';
import { combosAt } from '../../server/services/deals.ts';

export const POST = endpoint(combosRequest, async ({ latitude, longitude }) =>
  combosAt(await getContext(), { lat: latitude, lng: longitude }),
);
export const ALL = methodNotAllowed;
