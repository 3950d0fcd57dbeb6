import { coordinateToAddressRequest } from '../../domain/api/location.ts';
import { getContext } from '../../server/context.ts';
import { endpoint, methodNotAllowed } from '../../server/http.ts';
import { coordinateToAddress } from '../../server/services/location.ts';

export const POST = endpoint(coordinateToAddressRequest, async ({ lat, lng }) =>
  coordinateToAddress(await getContext(), { lat, lng }),
);
export const ALL = methodNotAllowed;
