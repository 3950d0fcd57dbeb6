import { singleItemRequest } from '../../domain/api/catalog.ts';
import { getContext } from '../../server/context.ts';
import { endpoint, methodNotAllowed } from '../../server/http.ts';
import { singleItem } from '../../server/services/catalog.ts';

export const POST = endpoint(singleItemRequest, async (input) =>
  singleItem(await getContext(), input.id !== undefined ? { id: input.id } : { slug: input.slug ?? '' }),
);
export const ALL = methodNotAllowed;
