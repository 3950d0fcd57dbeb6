import { z } from 'zod';
import { storeItemsRequest } from '../../../domain/api/catalog.ts';
import { storeSlug } from '../../../domain/api/stores.ts';
import { getContext } from '../../../server/context.ts';
import { methodNotAllowed, routedEndpoint } from '../../../server/http.ts';
import { storeItems } from '../../../server/services/catalog.ts';

export const POST = routedEndpoint(
  z.object({ slug: storeSlug }),
  storeItemsRequest,
  async ({ latitude, longitude, category_id }, { slug }) => {
    const point = latitude !== undefined && longitude !== undefined ? { lat: latitude, lng: longitude } : null;
    return storeItems(await getContext(), slug, { point, categoryId: category_id });
  },
);
export const ALL = methodNotAllowed;
