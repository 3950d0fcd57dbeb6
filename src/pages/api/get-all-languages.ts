import { getAllLanguagesRequest } from '../../domain/api/settings.ts';
import { getContext } from '../../server/context.ts';
import { endpoint, methodNotAllowed } from '../../server/http.ts';
import { getAllLanguages } from '../../server/services/settings.ts';

export const POST = endpoint(getAllLanguagesRequest, async () => getAllLanguages(await getContext()));
export const ALL = methodNotAllowed;
