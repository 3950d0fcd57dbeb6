import {
  combosAt,
  dealItems,
  featuredItems,
  frequentlyBoughtItems,
  linkedItems,
} from '../../services/catalogue/deals.ts';
import { featuredSection, featuredSections, homeComponents, promoSliders } from '../../services/catalogue/sections.ts';
import { route } from '../route.ts';
import { pointOf, requiredPoint } from './point.ts';

export const sectionRoutes = [
  route('get-home-components', {
    cacheable: true,
    handle: (input, _params, { shop }) => homeComponents(shop, input.slug, requiredPoint(input)),
  }),
  route('get-dynamic-featured-sections', {
    cacheable: true,
    handle: (input, _params, { shop }) =>
      featuredSections(shop, requiredPoint(input), { type: input.type, query: input.query }),
  }),
  route('get-dynamic-featured-section/:slug', {
    cacheable: true,
    handle: (input, { slug }, { shop }) => featuredSection(shop, slug, requiredPoint(input), input.query),
  }),
  route('promo-slider', {
    cacheable: true,
    handle: (input, _params, { shop }) => promoSliders(shop, pointOf(input)),
  }),
  route('get-deal-items', {
    cacheable: true,
    handle: (input, _params, { shop }) =>
      dealItems(shop, requiredPoint(input), { restaurant: input.restaurant, randomize: input.is_randomize }),
  }),
  route('get-combos', {
    cacheable: true,
    handle: (input, _params, { shop }) => combosAt(shop, requiredPoint(input)),
  }),
  route('get-featured-items', {
    cacheable: true,
    handle: (input, _params, { shop }) => featuredItems(shop, requiredPoint(input), input.is_randomize),
  }),
  route('get-frequently-bought-items', {
    cacheable: true,
    handle: (input, _params, { shop }) => frequentlyBoughtItems(shop, requiredPoint(input), input.restaurant),
  }),
  route('get-linked-items', {
    cacheable: true,
    handle: (input, _params, { shop }) => linkedItems(shop, requiredPoint(input), input.slug),
  }),
];
