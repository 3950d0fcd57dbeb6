// §7 Home components, dynamic featured sections, promo sliders, deals, combos,
// featured, frequently bought and linked items.
import { z } from 'zod';
import {
  combosRequest,
  dealItemsRequest,
  featuredItemsRequest,
  frequentlyBoughtRequest,
  linkedItemsRequest,
} from '../../../domain/api/deals.ts';
import {
  featuredSectionRequest,
  featuredSectionsRequest,
  homeComponentsRequest,
  promoSliderRequest,
  sectionKey,
} from '../../../domain/api/sections.ts';
import { combosAt, dealItems, featuredItems, frequentlyBoughtItems, linkedItems } from '../../services/deals.ts';
import { featuredSection, featuredSections, homeComponents, promoSliders } from '../../services/sections.ts';
import { route } from '../route.ts';
import { requiredPoint } from './point.ts';

export const sectionRoutes = [
  route({
    path: 'get-home-components',
    body: homeComponentsRequest,
    cacheable: true,
    handle: (input, _params, { shop }) => homeComponents(shop, input.slug, requiredPoint(input)),
  }),
  route({
    path: 'get-dynamic-featured-sections',
    body: featuredSectionsRequest,
    cacheable: true,
    handle: (input, _params, { shop }) =>
      featuredSections(shop, requiredPoint(input), { type: input.type, query: input.query }),
  }),
  route({
    path: 'get-dynamic-featured-section/:slug',
    params: z.object({ slug: sectionKey }),
    body: featuredSectionRequest,
    cacheable: true,
    handle: (input, { slug }, { shop }) => featuredSection(shop, slug, requiredPoint(input), input.query),
  }),
  route({
    path: 'promo-slider',
    body: promoSliderRequest,
    cacheable: true,
    handle: (_input, _params, { shop }) => promoSliders(shop),
  }),
  route({
    path: 'get-deal-items',
    body: dealItemsRequest,
    cacheable: true,
    handle: (input, _params, { shop }) =>
      dealItems(shop, requiredPoint(input), { restaurant: input.restaurant, randomize: input.is_randomize }),
  }),
  route({
    path: 'get-combos',
    body: combosRequest,
    cacheable: true,
    handle: (input, _params, { shop }) => combosAt(shop, requiredPoint(input)),
  }),
  route({
    path: 'get-featured-items',
    body: featuredItemsRequest,
    cacheable: true,
    handle: (input, _params, { shop }) => featuredItems(shop, requiredPoint(input), input.is_randomize),
  }),
  route({
    path: 'get-frequently-bought-items',
    body: frequentlyBoughtRequest,
    cacheable: true,
    handle: (input, _params, { shop }) => frequentlyBoughtItems(shop, requiredPoint(input), input.restaurant),
  }),
  route({
    path: 'get-linked-items',
    body: linkedItemsRequest,
    cacheable: true,
    handle: (input, _params, { shop }) => linkedItems(shop, requiredPoint(input), input.slug),
  }),
];
