import { z } from 'zod';
import { storeBySlugRequest, storeSlug } from '../../../domain/api/stores.ts';
import { getContext } from '../../../server/context.ts';
import { methodNotAllowed, routedEndpoint } from '../../../server/http.ts';
import { storeInfoBySlug } from '../../../server/services/stores.ts';

export const POST = routedEndpoint(z.object({ slug: storeSlug }), storeBySlugRequest, async (_input, { slug }) =>
  storeInfoBySlug(await getContext(), slug),
);
export const ALL = methodNotAllowed;
