import { promoSliderRequest } from '../../domain/api/sections.ts';
import { getContext } from '../../server/context.ts';
import { endpoint, methodNotAllowed } from '../../server/http.ts';
import { promoSliders } from '../../server/services/sections.ts';

export const POST = endpoint(promoSliderRequest, async () => promoSliders(await getContext()));
export const ALL = methodNotAllowed;
