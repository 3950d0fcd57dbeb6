import { getSingleLanguageRequest } from '../../domain/api/settings.ts';
import { getContext } from '../../server/context.ts';
import { endpoint, methodNotAllowed } from '../../server/http.ts';
import { getSingleLanguage } from '../../server/services/settings.ts';

export const POST = endpoint(getSingleLanguageRequest, async (input) =>
  getSingleLanguage(await getContext(), input.id !== undefined ? { id: input.id } : { code: input.code ?? '' }),
);
export const ALL = methodNotAllowed;
