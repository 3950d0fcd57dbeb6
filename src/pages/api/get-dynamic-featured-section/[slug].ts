import { z } from 'zod';
import { featuredSectionRequest, sectionKey } from '../../../domain/api/sections.ts';
import { getContext } from '../../../server/context.ts';
import { methodNotAllowed, routedEndpoint } from '../../../server/http.ts';
import { featuredSection } from '../../../server/services/sections.ts';

export const POST = routedEndpoint(
  z.object({ slug: sectionKey }),
  featuredSectionRequest,
  async ({ latitude, longitude, query }, { slug }) =>
    featuredSection(await getContext(), slug, { lat: latitude, lng: longitude }, query),
);
export const ALL = methodNotAllowed;
