import { z } from 'zod';
import { singleProductRequest } from '../../../domain/api/catalog.ts';
import { id } from '../../../domain/api/fields.ts';
import { getContext } from '../../../server/context.ts';
import { methodNotAllowed, routedEndpoint } from '../../../server/http.ts';
import { singleProduct } from '../../../server/services/catalog.ts';

export const POST = routedEndpoint(z.object({ id }), singleProductRequest, async ({ latitude, longitude }, params) =>
  singleProduct(await getContext(), params.id, { lat: latitude, lng: longitude }),
);
export const ALL = methodNotAllowed;
