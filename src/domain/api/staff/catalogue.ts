// Requests and answers of the console's catalogue editor (decision 0271): categories (shop-wide),
// items of a store with their variants, archiving and restoring, and the list a page at a time.
// Amounts travel in paise (the form converts the rupees typed); the rules every save keeps are
// domain/catalogue/catalogue-rules.ts, checked by the server after these shapes. Every request is a
// strict object: a field a call does not take is refused by name.
import { TAX_TREATMENTS } from '../../tax/item-tax.ts';
import { z } from 'zod';
import { DESCRIPTION_MAX, IMAGE_MAX, NAME_MAX, SLUG_MAX, STOCK_MAX } from '../../catalogue/catalogue-rules.ts';
import { type ItemPicture, ITEM_PICTURES_MAX } from '../../catalogue/item-pictures.ts';
import { UNIT_NAME_MAX, UNIT_SYMBOL_MAX } from '../../catalogue/units.ts';
import { ALT_MAX } from '../../media/media.ts';
import { id, optionalToken, text } from '../fields.ts';

export function staffRequest<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject({ token: optionalToken, ...shape });
}

/** Shapes only: the rules (names required, slug format, prices) answer on the field afterwards. */
const name = text(NAME_MAX + 20);
const paise = z.number().int('must be whole paise').min(-1).max(1_000_000_000);
/** An empty slug is made from the English name. */
const slugText = text(SLUG_MAX + 20);
const image = text(IMAGE_MAX + 20);

export const staffCatalogueSetupRequest = staffRequest({});

const catalogueCategoryFields = {
  name,
  name_mr: name,
  slug: slugText,
  image,
  sort_order: z.number().int().min(-1_000_000).max(1_000_000),
  is_active: z.boolean(),
};
export const staffCategoryCreateRequest = staffRequest(catalogueCategoryFields);
export const staffCategoryUpdateRequest = staffRequest({ category_id: id, ...catalogueCategoryFields });
export const staffCategoryIdRequest = staffRequest({ category_id: id });

const itemPicture = z.strictObject({ image, alt: text(ALT_MAX + 20), alt_mr: text(ALT_MAX + 20) });

const nutritionFact = z.strictObject({ name: text(60).min(1, 'name the nutrient'), value: text(40) });

export const catalogueVariantInput = z.strictObject({
  /** Absent for a new size; an existing size of this item otherwise. */
  variant_id: id.optional(),
  name,
  name_mr: name,
  unit_id: id,
  measurement: z.number().min(-1_000_000).max(1_000_000),
  regular_price_paise: paise,
  /** The offer; null: none, customers pay the price (decision 0319). */
  sale_price_paise: paise.nullable(),
  member_price_paise: paise.nullable(),
  stock: z
    .number()
    .int()
    .min(-STOCK_MAX * 10)
    .max(STOCK_MAX * 10),
  /** The console's low-stock alert (decision 0327): null, none; absent, kept as it is. */
  low_stock_at: z.number().min(-STOCK_MAX).max(STOCK_MAX).nullable().optional(),
  is_infinite: z.boolean(),
  is_negative: z.boolean(),
  is_default: z.boolean(),
  is_active: z.boolean(),
});
export type CatalogueVariantInput = z.infer<typeof catalogueVariantInput>;

const itemFields = {
  category_id: id,
  name,
  name_mr: name,
  description: text(DESCRIPTION_MAX + 20, 'multi-line'),
  description_mr: text(DESCRIPTION_MAX + 20, 'multi-line'),
  slug: slugText,
  image,
  is_veg: z.boolean().nullable(),
  nutritional_facts: z.array(nutritionFact).max(30),
  /** GST (decision 0332): absent, none set (an import or an older form). */
  hsn_code: text(20).default(''),
  gst_rate: text(10).default(''),
  tax_treatment: z.enum(TAX_TREATMENTS).default('taxable'),
  is_pre_item: z.boolean(),
  /** YYYY-MM-DD or ''. */
  pre_avail_date: text(20),
  is_active: z.boolean(),
  is_free_item: z.boolean(),
  /** Sizes in their order; an existing size left out is archived (orders may name it). */
  variants: z.array(catalogueVariantInput).max(30),
  /** The addon groups customers choose from, in order (decision 0280); absent: left as they are. */
  addon_category_ids: z.array(id).max(20).optional(),
  /**
   * The item's pictures in order, the first being `image` (decision 0326); absent: the later ones
   * stay as they are.
   */
  pictures: z
    .array(itemPicture)
    .max(ITEM_PICTURES_MAX + 4)
    .optional(),
};
export type CatalogueItemInput = z.infer<z.ZodObject<typeof itemFields>>;

export const staffItemCreateRequest = staffRequest({ store_id: id, ...itemFields });
export const staffItemUpdateRequest = staffRequest({
  item_id: id,
  /** The item's version the form was filled from: a save from an older one is refused (409). */
  version: z.number().int().min(1),
  ...itemFields,
});
export const staffItemIdRequest = staffRequest({ item_id: id });

export const staffCatalogueListRequest = staffRequest({
  query: text(80).optional(),
  store_id: id.optional(),
  category_id: id.optional(),
  /** No size a customer can buy now (every live size inactive or without stock). */
  out_of_stock: z.boolean().optional(),
  /** Only items hidden from customers (inactive, archived included). */
  inactive: z.boolean().optional(),
  /** Only archived items (otherwise archived ones are left out). */
  archived: z.boolean().optional(),
  no_picture: z.boolean().optional(),
  no_marathi: z.boolean().optional(),
  /** The last item id of the page before. */
  after: id.optional(),
});

export interface CatalogueCategoryView {
  id: number;
  name: string;
  name_mr: string;
  slug: string;
  image: string;
  sort_order: number;
  is_active: boolean;
  archived: boolean;
  /** Live items in the category, every store. */
  items_count: number;
}

export interface CatalogueUnitView {
  id: number;
  name: string;
  symbol: string;
}

/** The shop's units (decision 0319): kg, g, L, pc and those it adds; the rules are domain/catalogue/units.ts. */
export const staffUnitsRequest = staffRequest({});
export const staffUnitSaveRequest = staffRequest({
  /** Absent: a new unit. */
  unit_id: id.optional(),
  name: text(UNIT_NAME_MAX + 20),
  symbol: text(UNIT_SYMBOL_MAX + 20),
});

export interface CatalogueUnitRow extends CatalogueUnitView {
  /** Live sizes measured in it, every store. */
  sizes_count: number;
}

export interface CatalogueUnitsAnswer {
  units: CatalogueUnitRow[];
  /** Whether the member may add and rename units (admins: units are the whole shop's). */
  may_edit: boolean;
}

export interface CatalogueUnitAnswer {
  unit: CatalogueUnitRow;
}

export interface CatalogueStoreView {
  id: number;
  name: string;
  slug: string;
}

export interface CatalogueSetupAnswer {
  categories: CatalogueCategoryView[];
  /** The stores the member edits items of. */
  stores: CatalogueStoreView[];
  units: CatalogueUnitView[];
  /** Whether the member may create and edit categories (admins). */
  may_edit_categories: boolean;
}

export interface CatalogueCategoryAnswer {
  category: CatalogueCategoryView;
}

export interface CatalogueVariantView extends Required<Omit<CatalogueVariantInput, 'variant_id'>> {
  variant_id: number;
}

export interface CatalogueItemView extends Omit<CatalogueItemInput, 'variants' | 'addon_category_ids' | 'pictures'> {
  id: number;
  /** Every picture in order; the first is `image` (none when it is ''). */
  pictures: ItemPicture[];
  addon_category_ids: number[];
  version: number;
  store_id: number;
  store_name: string;
  link_slug: string;
  archived: boolean;
  variants: CatalogueVariantView[];
}

export interface CatalogueItemAnswer {
  item: CatalogueItemView;
}

export interface CatalogueListRow {
  id: number;
  name: string;
  name_mr: string;
  image: string;
  store_name: string;
  category_name: string;
  is_active: boolean;
  archived: boolean;
  variants_count: number;
  /** The default size's sale price in paise (null without sizes). */
  price_paise: number | null;
  out_of_stock: boolean;
}

export interface CatalogueListAnswer {
  items: CatalogueListRow[];
  /** The `after` of the next page, or null. */
  next: number | null;
}
