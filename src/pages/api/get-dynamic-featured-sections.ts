import { featuredSectionsRequest } from '../../domain/api/sections.ts';
import { getContext } from '../../server/context.ts';
import { endpoint, methodNotAllowed } from '../../server/http.ts';
import { featuredSections } from '../../server/services/sections.ts';

export const POST = endpoint(featuredSectionsRequest, async ({ latitude, longitude, type, query }) =>
  featuredSections(await getContext(), { lat: latitude, lng: longitude }, { type, query }),
);
export const ALL = methodNotAllowed;
