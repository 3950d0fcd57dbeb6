import { cartAvailabilityRequest } from '../../domain/api/cart.ts';
import { getContext } from '../../server/context.ts';
import { endpoint, methodNotAllowed } from '../../server/http.ts';
import { checkCartAvailability } from '../../server/services/cart.ts';

export const POST = endpoint(cartAvailabilityRequest, async ({ items, latitude, longitude }) =>
  checkCartAvailability(
    await getContext(),
    items,
    latitude !== undefined && longitude !== undefined ? { lat: latitude, lng: longitude } : null,
  ),
);
export const ALL = methodNotAllowed;
