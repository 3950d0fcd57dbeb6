// Requests and answers of the section calls (§7: home components, dynamic featured
// sections and the by-slug variant, promo slider; §2 "Item listings and sections",
// "Banner slider styles"; §3 Featured section, Tabbed section, Home component).
import { z } from 'zod';
import { latitude, longitude, optionalToken, slug, text } from './fields.ts';
import type { BannerSlide, ChildSection, FeaturedSection, Flag, HomeComponent, PromoSlider } from '../types.ts';
import type { ItemView } from './catalog.ts';

/** §4 In-section search text (case-insensitive "name contains"). */
const sectionQuery = text(80).optional();

/**
 * A section slug, or a section kind (§2 route /dynamic-featured-sections/{slug}: main, category,
 * deal_of_the_day, frequently_bought), which is why an underscore is allowed here.
 */
export const sectionKey = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9][a-z0-9_-]*$/, 'must be a section slug (a-z, 0-9, -, _)');

export const homeComponentsRequest = z.object({
  slug: slug.default('home'),
  latitude,
  longitude,
  token: optionalToken,
});

export const featuredSectionsRequest = z.object({
  latitude,
  longitude,
  token: optionalToken,
  type: sectionKey.optional(),
  query: sectionQuery,
});

export const featuredSectionRequest = z.object({ latitude, longitude, token: optionalToken, query: sectionQuery });

export const promoSliderRequest = z.object({ latitude: latitude.optional(), longitude: longitude.optional() });

/** §3 Tabbed section child, with its slug and the items on offer at the point (the tab's content). */
export interface ChildSectionView extends ChildSection {
  slug: string;
  items: ItemView[];
}

/** §3 Featured section / Tabbed section as the API sends it, items mapped to the customer's point. */
export interface FeaturedSectionView extends FeaturedSection {
  id: number;
  slug: string;
  /** §2 Section kind: deal_of_the_day, deal_of_the_day_1, deal_of_the_day_singleItem, frequently_bought, main, category, or null. */
  type: string | null;
  style: string | null;
  bg_image: string | null;
  bg_color: string | null;
  title_color: string | null;
  item_color: string | null;
  /** A store's own section (e.g. 'Often bought at Kothrud'); null for the whole shop. */
  restaurant_id: number | null;
  /** §2 In-section search shown when 1. */
  show_search: Flag;
  is_parent: Flag;
  child_sections: ChildSectionView[];
  items: ItemView[];
  /** §4/§8 itemSearchNoResultText followed by the term, when a search matched nothing; else null. */
  no_result_text: string | null;
}

/** §3 Banner slide with its slide data; url is never empty (§2 defaults). */
export interface BannerSlideView extends BannerSlide {
  url: string;
}

export interface PromoSliderView extends PromoSlider {
  id: number;
  name: string;
  style: string;
  slides: BannerSlideView[];
}

/** §3 Home component, with the section's kind and slug so the client can pick the layout and link 'View All'. */
export interface HomeComponentView extends HomeComponent {
  id: number;
  section_type: string | null;
  slug: string | null;
  /** Where "View all" goes when it is not the section's own page (a category's row: its page). */
  view_all?: string;
  child_sections: ChildSectionView[];
  items: ItemView[];
  slides: { promo_slider: PromoSliderView } | null;
}

/** §3 promo slider positions 1, 2, 3. */
export type PromoPosition = 1 | 2 | 3;
/** Active sliders grouped by position. */
export type PromoSlidersAnswer = Record<PromoPosition, PromoSliderView[]>;
