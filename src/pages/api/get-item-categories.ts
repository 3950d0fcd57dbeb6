import { locatedRequest } from '../../domain/api/catalog.ts';
import { getContext } from '../../server/context.ts';
import { endpoint, methodNotAllowed } from '../../server/http.ts';
import { categoriesAt } from '../../server/services/catalog.ts';

export const POST = endpoint(locatedRequest, async ({ latitude, longitude }) =>
  categoriesAt(await getContext(), { lat: latitude, lng: longitude }),
);
export const ALL = methodNotAllowed;
