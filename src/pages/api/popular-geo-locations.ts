import { popularLocationsRequest } from '../../domain/api/location.ts';
import { getContext } from '../../server/context.ts';
import { endpoint, methodNotAllowed } from '../../server/http.ts';
import { popularLocations } from '../../server/services/location.ts';

export const POST = endpoint(popularLocationsRequest, async () => popularLocations(await getContext()));
export const ALL = methodNotAllowed;
