import { getSettingsRequest } from '../../domain/api/settings.ts';
import { getContext } from '../../server/context.ts';
import { endpoint, methodNotAllowed } from '../../server/http.ts';
import { getSettings } from '../../server/services/settings.ts';

export const POST = endpoint(getSettingsRequest, async () => getSettings(await getContext()));
export const ALL = methodNotAllowed;
