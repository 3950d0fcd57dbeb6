import { noInputRequest } from '../../domain/api/stores.ts';
import { getContext } from '../../server/context.ts';
import { endpoint, methodNotAllowed } from '../../server/http.ts';
import { storeCategories } from '../../server/services/stores.ts';

export const POST = endpoint(noInputRequest, async () => storeCategories(await getContext()));
export const ALL = methodNotAllowed;
