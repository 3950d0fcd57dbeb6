// Requests and answers of the console's home composer (decision 0283). The composition travels as
// one document (domain/home/home-composition.ts): saving keeps it as the draft customers never see,
// publishing applies the saved draft. Each carries the `stamp` of what the member loaded, so a save
// or a publish over someone else's newer one is refused (409) rather than applied over it.
import { z } from 'zod';
import type { SaidCode } from '../errors.ts';
import {
  DEALS_MAX,
  type HomeComposition,
  ROWS_MAX,
  SECTION_ITEMS_MAX,
  SECTION_TITLE_MAX,
  SLIDE_ALT_MAX,
  SLIDE_NAME_MAX,
  SLIDER_NAME_MAX,
  SLIDES_MAX,
} from '../../home/home-composition.ts';
import { id, optionalToken, slug, text } from '../fields.ts';

function staffRequest<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject({ token: optionalToken, ...shape });
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (yyyy-mm-dd)');
const stamp = z.string().regex(/^[0-9a-f]{1,64}$/, 'must be a stamp the server gave');

const footerLink = z.union([
  z.strictObject({ kind: z.enum(['campaign', 'page']), slug }),
  z.strictObject({ kind: z.literal('screen'), path: text(80) }),
]);
const slideLink = z.union([z.strictObject({ kind: z.enum(['category', 'item', 'store']), id }), footerLink]);

/** A row's, a section's or a slider's id: a table's, or below zero for one new in the draft (decision 0317). */
const draftId = z
  .number()
  .int()
  .min(-2_147_483_647)
  .max(2_147_483_647)
  .refine((value) => value !== 0, 'must be an id');

// Bounds a little above the rules' own, so that a too-long text is refused on its field by the rules.
const composition = z.strictObject({
  rows: z
    .array(
      z.strictObject({
        id: draftId,
        kind: z.enum(['section', 'slider']),
        ref_id: draftId,
        visible: z.boolean(),
        starts_on: day.nullable(),
        ends_on: day.nullable(),
      }),
    )
    .max(ROWS_MAX + 10),
  sections: z
    .array(
      z.strictObject({
        id: draftId,
        type: text(40).nullable(),
        style: text(40).nullable(),
        title: text(SECTION_TITLE_MAX + 40),
        title_mr: text(SECTION_TITLE_MAX + 40),
        is_parent: z.boolean(),
        item_ids: z.array(id).max(SECTION_ITEMS_MAX + 10),
      }),
    )
    .max(200),
  sliders: z
    .array(
      z.strictObject({
        id: draftId,
        name: text(SLIDER_NAME_MAX + 40),
        style: text(40),
        slides: z
          .array(
            z.strictObject({
              id: id.nullable(),
              name: text(SLIDE_NAME_MAX + 40),
              image: text(300),
              alt: text(SLIDE_ALT_MAX + 40),
              alt_mr: text(SLIDE_ALT_MAX + 40),
              link: slideLink.nullable(),
              starts_on: day.nullable(),
              ends_on: day.nullable(),
              store_ids: z.array(id).max(200),
            }),
          )
          .max(SLIDES_MAX + 10),
      }),
    )
    .max(200),
  deals: z.array(z.strictObject({ item_id: id, starts_on: day, ends_on: day })).max(DEALS_MAX + 10),
  footer_link: footerLink.nullable(),
});

export const staffHomeRequest = staffRequest({});
export const staffHomeSaveRequest = staffRequest({ stamp, composition });
export const staffHomePublishRequest = staffRequest({ stamp });
export const staffHomeDiscardRequest = staffRequest({ stamp });
export const staffHomeFindRequest = staffRequest({
  kind: z.enum(['item', 'category', 'store']),
  query: text(80).min(2, 'type at least 2 letters'),
});

/** An item, category or store the composition names or a search found. */
export interface HomeThingView {
  id: number;
  name: string;
  /** An item's store, for telling apart the same product of two stores. */
  store_name: string | null;
  archived: boolean;
  /** An item whose default variant's sale price is below its regular price (a deal of the day must be). */
  on_sale: boolean;
}

export interface HomeReferenceLists {
  items: HomeThingView[];
  categories: HomeThingView[];
  stores: HomeThingView[];
  campaigns: string[];
  pages: string[];
}

/** A point the preview can render the home at: the shop's popular locations. */
export interface HomePlaceView {
  name: string;
  lat: number;
  lng: number;
}

export interface StaffHomeAnswer {
  /** The draft when there is one, else the home as published. */
  composition: HomeComposition;
  has_draft: boolean;
  /** When the draft was last saved, and by whom. */
  draft_saved_at: string | null;
  draft_saved_by: string | null;
  /** What the member loaded: send it back with a save, a publish or a discard. */
  stamp: string;
  /** What the composition names, and what may be linked to by slug. */
  references: HomeReferenceLists;
  places: HomePlaceView[];
  /**
   * What keeps the composition from being published now, by field, as the codes of the reasons
   * (the same rules as the form's, which says them in its words).
   */
  refusals: Record<string, SaidCode>;
}

export interface StaffHomeFindAnswer {
  found: HomeThingView[];
}
