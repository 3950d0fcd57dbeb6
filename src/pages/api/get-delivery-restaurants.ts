import { storesNearRequest } from '../../domain/api/stores.ts';
import { getContext } from '../../server/context.ts';
import { endpoint, methodNotAllowed } from '../../server/http.ts';
import { deliveryStores } from '../../server/services/stores.ts';

export const POST = endpoint(storesNearRequest, async ({ latitude, longitude }) =>
  deliveryStores(await getContext(), { lat: latitude, lng: longitude }),
);
export const ALL = methodNotAllowed;
