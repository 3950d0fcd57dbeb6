// Requests and answers of the console's addon groups and combos (decision 0280). Addon groups
// (addon_categories) are shop-wide like categories (an item of every store may offer one), so only
// an admin changes them; every member with the catalogue permission reads them to link them to an
// item. Combos are a store's: a manager makes and changes their own stores'. Amounts travel in
// paise; the rules are domain/catalogue/addon-combo-rules.ts, checked by the server after these shapes.
import { z } from 'zod';
import { ADDONS_MAX, PART_QUANTITY_MAX, PARTS_MAX } from '../../catalogue/addon-combo-rules.ts';
import { DESCRIPTION_MAX, IMAGE_MAX, NAME_MAX, SLUG_MAX } from '../../catalogue/catalogue-rules.ts';
import { id, optionalToken, text } from '../fields.ts';

function staffRequest<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject({ token: optionalToken, ...shape });
}

const name = text(NAME_MAX + 20);
const paise = z.number().int('must be whole paise').min(-1).max(1_000_000_000);

export const staffAddonGroupsRequest = staffRequest({});

const addonInput = z.strictObject({
  /** Absent for a new addon; an addon of this group otherwise (an archived one is restored). */
  addon_id: id.optional(),
  name,
  name_mr: name,
  price_paise: paise,
  is_active: z.boolean(),
});
export type AddonInput = z.infer<typeof addonInput>;

const addonGroupFields = {
  name,
  name_mr: name,
  /** 'SINGLE' or 'MULTI' (the rules refuse anything else on the field). */
  type: text(20),
  /** In the order customers see them; an addon left out is archived (or removed when no order names it). */
  addons: z.array(addonInput).max(ADDONS_MAX + 10),
};
export type AddonGroupInput = z.infer<z.ZodObject<typeof addonGroupFields>>;
export const staffAddonGroupCreateRequest = staffRequest(addonGroupFields);
export const staffAddonGroupUpdateRequest = staffRequest({ addon_category_id: id, ...addonGroupFields });
export const staffAddonGroupIdRequest = staffRequest({ addon_category_id: id });

export interface AddonView {
  addon_id: number;
  name: string;
  name_mr: string;
  price_paise: number;
  is_active: boolean;
  archived: boolean;
}

export interface AddonGroupView {
  id: number;
  name: string;
  name_mr: string;
  type: string;
  archived: boolean;
  /** Live addons in order, then the archived ones. */
  addons: AddonView[];
  /** Items (every store) offering the group. */
  items_count: number;
}

export interface AddonGroupsAnswer {
  groups: AddonGroupView[];
  /** Whether the member may change them (admins). */
  may_edit: boolean;
}

export interface AddonGroupAnswer {
  group: AddonGroupView;
}

// ---- Combos ----

const comboFields = {
  name,
  name_mr: name,
  description: text(DESCRIPTION_MAX + 20, 'multi-line'),
  description_mr: text(DESCRIPTION_MAX + 20, 'multi-line'),
  /** Empty: made from the English name and the store. */
  slug: text(SLUG_MAX + 20),
  image: text(IMAGE_MAX + 20),
  price_paise: paise,
  /** What the parts cost alone, shown struck through. */
  old_price_paise: paise,
  is_active: z.boolean(),
  parts: z
    .array(
      z.strictObject({
        variant_id: id,
        quantity: z
          .number()
          .int()
          .min(-1)
          .max(PART_QUANTITY_MAX * 10),
      }),
    )
    .max(PARTS_MAX + 10),
};
export type ComboInput = z.infer<z.ZodObject<typeof comboFields>>;

export const staffCombosRequest = staffRequest({ store_id: id.optional() });
export const staffComboCreateRequest = staffRequest({ store_id: id, ...comboFields });
export const staffComboUpdateRequest = staffRequest({ combo_id: id, ...comboFields });
export const staffComboIdRequest = staffRequest({ combo_id: id });
/** The sizes of one item, to choose a combo's part from. */
export const staffComboPartChoicesRequest = staffRequest({ store_id: id, query: text(80) });

export interface ComboPartView {
  variant_id: number;
  quantity: number;
  item_id: number;
  item_name: string;
  variant_name: string;
  /** The size's sale price now, each. */
  sale_price_paise: number;
  /** Whether customers can buy the part now (item and size active, not archived). */
  on_sale: boolean;
}

export interface ConsoleComboView {
  id: number;
  store_id: number;
  store_name: string;
  slug: string;
  name: string;
  name_mr: string;
  description: string;
  description_mr: string;
  image: string;
  price_paise: number;
  old_price_paise: number;
  is_active: boolean;
  archived: boolean;
  parts: ComboPartView[];
}

export interface CombosAnswer {
  combos: ConsoleComboView[];
}

export interface ComboAnswer {
  combo: ConsoleComboView;
}

/** A size a combo may hold: of the store, live. */
export interface ComboPartChoice {
  variant_id: number;
  item_id: number;
  item_name: string;
  variant_name: string;
  sale_price_paise: number;
}

export interface ComboPartChoicesAnswer {
  choices: ComboPartChoice[];
}
