import { operationalServiceRequest } from '../../domain/api/location.ts';
import { getContext } from '../../server/context.ts';
import { endpoint, methodNotAllowed } from '../../server/http.ts';
import { checkOperationalService } from '../../server/services/location.ts';

export const POST = endpoint(operationalServiceRequest, async ({ latitude, longitude }) =>
  checkOperationalService(await getContext(), { lat: latitude, lng: longitude }),
);
export const ALL = methodNotAllowed;
