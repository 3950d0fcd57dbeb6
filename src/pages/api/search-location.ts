import { searchLocationRequest } from '../../domain/api/location.ts';
import { getContext } from '../../server/context.ts';
import { endpoint, methodNotAllowed } from '../../server/http.ts';
import { searchLocation } from '../../server/services/location.ts';

export const POST = endpoint(searchLocationRequest, async ({ query }) => searchLocation(await getContext(), query));
export const ALL = methodNotAllowed;
