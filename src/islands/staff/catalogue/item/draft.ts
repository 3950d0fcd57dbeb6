// The item form's draft (decision 0271): what the fields hold as typed (prices in rupees, numbers as
// text), made from a saved item, and turned into the contract's request (amounts in paise) with the
// fields whose typing is not a number.
import type {
  CatalogueCategoryView,
  CatalogueItemInput,
  CatalogueItemView,
  CatalogueStoreView,
  CatalogueUnitView,
  CatalogueVariantInput,
} from '../../../../domain/api/staff/catalogue.ts';
import type { FieldProblem } from '../../../../domain/catalogue/catalogue-rules.ts';
import type { TaxTreatment } from '../../../../domain/tax/rates.ts';
import { paiseOf, rupeesOf } from '../../form/money.ts';
import type { Say } from '../../shell/console-words.tsx';
import { type PictureEntry, pictureEntries, picturesToSend } from '../ItemPicturesField.tsx';

export interface SizeDraft {
  key: number;
  variant_id?: number | undefined;
  name: string;
  name_mr: string;
  unit_id: number;
  measurement: string;
  price: string;
  sale_price: string;
  member_price: string;
  stock: string;
  /** The low-stock alert as typed; empty: none (decision 0327). */
  low_stock_at: string;
  is_infinite: boolean;
  is_negative: boolean;
  is_default: boolean;
  is_active: boolean;
}

export interface FactDraft {
  key: number;
  name: string;
  value: string;
}

export interface Draft {
  store_id: number;
  category_id: number;
  name: string;
  name_mr: string;
  description: string;
  description_mr: string;
  slug: string;
  /** The item's pictures in order; one empty entry for none (ItemPicturesField). */
  pictures: PictureEntry[];
  veg: '' | 'veg' | 'non-veg';
  facts: FactDraft[];
  is_pre_item: boolean;
  pre_avail_date: string;
  is_active: boolean;
  is_free_item: boolean;
  addon_category_ids: number[];
  sizes: SizeDraft[];
  hsn_code: string;
  gst_rate: string;
  tax_treatment: TaxTreatment;
}

/** Sets one field of the draft. */
export type SetDraft = <K extends keyof Draft>(key: K, value: Draft[K]) => void;

/** What a new draft is filled from besides the item. */
export interface DraftSetting {
  categories: readonly CatalogueCategoryView[];
  stores: readonly CatalogueStoreView[];
  units: readonly CatalogueUnitView[];
}

let lastKey = 0;
/** A key a row keeps while rows are added, moved and removed around it. */
export const newKey = () => ++lastKey;

function sizeDraftOf(variant: CatalogueItemView['variants'][number]): SizeDraft {
  return {
    key: newKey(),
    variant_id: variant.variant_id,
    name: variant.name,
    name_mr: variant.name_mr,
    unit_id: variant.unit_id,
    measurement: String(variant.measurement),
    price: rupeesOf(variant.regular_price_paise),
    sale_price: rupeesOf(variant.sale_price_paise),
    member_price: rupeesOf(variant.member_price_paise),
    stock: String(variant.stock),
    low_stock_at: variant.low_stock_at === null ? '' : String(variant.low_stock_at),
    is_infinite: variant.is_infinite,
    is_negative: variant.is_negative,
    is_default: variant.is_default,
    is_active: variant.is_active,
  };
}

export function emptySize(unitId: number, isDefault: boolean): SizeDraft {
  return {
    key: newKey(),
    name: '',
    name_mr: '',
    unit_id: unitId,
    measurement: '',
    price: '',
    sale_price: '',
    member_price: '',
    stock: '0',
    low_stock_at: '',
    is_infinite: false,
    is_negative: false,
    is_default: isDefault,
    is_active: true,
  };
}

export function draftOf(item: CatalogueItemView | null, setting: DraftSetting): Draft {
  if (!item)
    return {
      store_id: setting.stores[0]?.id ?? 0,
      category_id: setting.categories.find((category) => !category.archived)?.id ?? 0,
      name: '',
      name_mr: '',
      description: '',
      description_mr: '',
      slug: '',
      pictures: pictureEntries([]),
      veg: '',
      facts: [],
      is_pre_item: false,
      pre_avail_date: '',
      is_active: true,
      is_free_item: false,
      addon_category_ids: [],
      sizes: [emptySize(setting.units[0]?.id ?? 1, true)],
      hsn_code: '',
      gst_rate: '',
      tax_treatment: 'taxable',
    };
  return {
    store_id: item.store_id,
    category_id: item.category_id,
    name: item.name,
    name_mr: item.name_mr,
    description: item.description,
    description_mr: item.description_mr,
    slug: item.slug,
    pictures: pictureEntries(item.pictures),
    veg: item.is_veg === null ? '' : item.is_veg ? 'veg' : 'non-veg',
    facts: item.nutritional_facts.map((fact) => ({ key: newKey(), ...fact })),
    is_pre_item: item.is_pre_item,
    pre_avail_date: item.pre_avail_date,
    is_active: item.is_active,
    is_free_item: item.is_free_item,
    addon_category_ids: item.addon_category_ids,
    sizes: item.variants.map(sizeDraftOf),
    hsn_code: item.hsn_code,
    gst_rate: item.gst_rate,
    tax_treatment: item.tax_treatment,
  };
}

/** One size's request, its typing problems added to `typing`. */
function variantOf(say: Say, size: SizeDraft, index: number, typing: FieldProblem[]): CatalogueVariantInput {
  const at = (field: string) => `variants.${index}.${field}`;
  const money = (text: string, field: string, optional = false): number | null => {
    if (optional && text.trim() === '') return null;
    const paise = paiseOf(text);
    if (paise === null) typing.push({ field: at(field), reason: say('consoleItemAmountTyping') });
    return paise;
  };
  const measurement = Number(size.measurement.trim());
  if (size.measurement.trim() === '' || !Number.isFinite(measurement))
    typing.push({ field: at('measurement'), reason: say('consoleItemMeasurementTyping') });
  const stock = Number(size.stock.trim());
  if (size.stock.trim() === '' || !Number.isInteger(stock))
    typing.push({ field: at('stock'), reason: say('consoleItemStockTyping') });
  // Blank: no alert; anything else is checked by the shared rule (domain/catalogue/low-stock.ts).
  const lowStockAt = size.low_stock_at.trim() === '' ? null : Number(size.low_stock_at.trim());
  if (lowStockAt !== null && !Number.isFinite(lowStockAt))
    typing.push({ field: at('low_stock_at'), reason: say('consoleItemLowStockTyping') });
  return {
    ...(size.variant_id === undefined ? {} : { variant_id: size.variant_id }),
    name: size.name,
    name_mr: size.name_mr,
    unit_id: size.unit_id,
    measurement: Number.isFinite(measurement) ? measurement : 0,
    regular_price_paise: money(size.price, 'regular_price_paise') ?? 0,
    // Blank: no offer (decision 0319).
    sale_price_paise: money(size.sale_price, 'sale_price_paise', true),
    member_price_paise: money(size.member_price, 'member_price_paise', true),
    stock: Number.isInteger(stock) ? stock : 0,
    low_stock_at: lowStockAt !== null && Number.isFinite(lowStockAt) ? lowStockAt : null,
    is_infinite: size.is_infinite,
    is_negative: size.is_negative,
    is_default: size.is_default,
    is_active: size.is_active,
  };
}

/**
 * The request from the draft, and the fields whose typing is not a number (sent as 0 meanwhile, so
 * that the rules check every other field in the same pass: one save shows every refusal).
 */
export function inputOf(draft: Draft, say: Say): { input: CatalogueItemInput; typing: FieldProblem[] } {
  const typing: FieldProblem[] = [];
  const variants = draft.sizes.map((size, index) => variantOf(say, size, index, typing));
  const pictures = picturesToSend(draft.pictures);
  return {
    typing,
    input: {
      category_id: draft.category_id,
      name: draft.name,
      name_mr: draft.name_mr,
      description: draft.description,
      description_mr: draft.description_mr,
      slug: draft.slug,
      image: pictures[0]?.image ?? '',
      pictures,
      is_veg: draft.veg === '' ? null : draft.veg === 'veg',
      nutritional_facts: draft.facts
        .filter((fact) => fact.name.trim() !== '' || fact.value.trim() !== '')
        .map(({ name, value }) => ({ name, value })),
      is_pre_item: draft.is_pre_item,
      pre_avail_date: draft.pre_avail_date,
      is_active: draft.is_active,
      is_free_item: draft.is_free_item,
      addon_category_ids: draft.addon_category_ids,
      hsn_code: draft.hsn_code,
      gst_rate: draft.tax_treatment === 'taxable' ? draft.gst_rate : '',
      tax_treatment: draft.tax_treatment,
      variants,
    },
  };
}
