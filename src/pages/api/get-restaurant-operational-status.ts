import { storeOperationalRequest } from '../../domain/api/stores.ts';
import { getContext } from '../../server/context.ts';
import { endpoint, methodNotAllowed } from '../../server/http.ts';
import { storeOperationalStatus } from '../../server/services/stores.ts';

export const POST = endpoint(storeOperationalRequest, async ({ id, latitude, longitude }) =>
  storeOperationalStatus(await getContext(), id, { lat: latitude, lng: longitude }),
);
export const ALL = methodNotAllowed;
