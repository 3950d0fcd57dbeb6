// The rules a category, an item and its variants must keep, written once for the server's save, the
// console's form and the CSV import (decision 0271). Each rule answers the field it is about and a
// reason a person reads; an empty list means the thing may be saved. Amounts are integer paise
// (decision 0032): the form converts the rupees typed, the server stores what it checked. Pure.
import { lowStockProblems } from './low-stock.ts';
import { effectivePricePaise } from './prices.ts';

/** One refused field: its name as the form and the import name it, and why. */
export interface FieldProblem {
  field: string;
  reason: string;
}

/** Longest name of a category, an item or a variant, in any language. */
export const NAME_MAX = 120;
/** Longest description of an item, in any language. */
export const DESCRIPTION_MAX = 2000;
/** Longest slug: the customers' address of an item (/item/{slug}) or a category (/category/{slug}). */
export const SLUG_MAX = 120;
/** Longest picture reference (a path under the media folder or an https address). */
export const IMAGE_MAX = 500;
/** The most a single price may be: ₹10,00,000, far above anything a grocery sells; catches a slip of zeros. */
export const PRICE_MAX_PAISE = 100_000_000;
/** The largest stock count a variant may hold. */
export const STOCK_MAX = 1_000_000;

const SLUG_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A slug from a name: lowercase Latin letters and digits joined by single dashes, accents dropped
 * ("Crème Fraîche 200 g" → "creme-fraiche-200-g"); at most SLUG_MAX characters, cut at a dash. A
 * name with no Latin letter or digit (a name typed in Marathi only) gives '': the caller asks for a
 * slug or an English name.
 */
export function slugFromName(name: string, max: number = SLUG_MAX): string {
  const plain = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > 0 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '');
}

/** Refusals of a slug: lowercase letters, digits and single dashes, 1 to SLUG_MAX characters. */
export function slugProblems(slug: string, field = 'slug'): FieldProblem[] {
  if (slug.length === 0) return [{ field, reason: 'Give a web address name (letters a–z, digits and dashes).' }];
  if (slug.length > SLUG_MAX)
    return [{ field, reason: `Keep the web address name to ${SLUG_MAX} characters or fewer.` }];
  if (!SLUG_FORMAT.test(slug))
    return [
      {
        field,
        reason: 'Use only lowercase letters a–z, digits and single dashes between words (like "fresh-methi").',
      },
    ];
  return [];
}

/** Refusals of a name: required (unless `optional`) and at most `max` characters once trimmed. */
export function nameProblems(
  name: string,
  field: string,
  options: { optional?: boolean; max?: number; what?: string } = {},
): FieldProblem[] {
  const max = options.max ?? NAME_MAX;
  const what = options.what ?? 'name';
  const trimmed = name.trim();
  if (trimmed.length === 0) return options.optional ? [] : [{ field, reason: `Give a ${what}.` }];
  if ([...trimmed].length > max) return [{ field, reason: `Keep the ${what} to ${max} characters or fewer.` }];
  return [];
}

/** Whether `text` is a real calendar date written YYYY-MM-DD (2027-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** What a category is saved with. */
export interface CategoryFields {
  name: string;
  name_mr: string;
  slug: string;
  image: string;
  sort_order: number;
}

export function categoryProblems(category: CategoryFields): FieldProblem[] {
  return [
    ...nameProblems(category.name, 'name', { what: 'name in English' }),
    ...nameProblems(category.name_mr, 'name_mr', { optional: true, what: 'name in Marathi' }),
    ...slugProblems(category.slug),
    ...imageProblems(category.image),
    ...(Number.isInteger(category.sort_order) && Math.abs(category.sort_order) <= 1_000_000
      ? []
      : [{ field: 'sort_order', reason: 'Give the position as a whole number.' }]),
  ];
}

function imageProblems(image: string, field = 'image'): FieldProblem[] {
  if (image.length > IMAGE_MAX)
    return [{ field, reason: `Keep the picture reference to ${IMAGE_MAX} characters or fewer.` }];
  if (/\s/.test(image)) return [{ field, reason: 'A picture reference has no spaces.' }];
  return [];
}

/** What a variant (a size or pack of an item) is saved with; amounts in paise. */
export interface VariantFields {
  name: string;
  name_mr: string;
  measurement: number;
  regular_price_paise: number;
  /** The offer; null: none, customers pay the price (decision 0319). */
  sale_price_paise: number | null;
  member_price_paise: number | null;
  stock: number;
  /** The console's low-stock alert (decision 0327); null: none; absent: kept as it is. */
  low_stock_at?: number | null | undefined;
  is_infinite: boolean;
  is_negative: boolean;
  is_default: boolean;
}

function priceProblems(paise: number, field: string, what: string, free: boolean): FieldProblem[] {
  if (!Number.isInteger(paise) || paise < 0) return [{ field, reason: `Give the ${what} in rupees, 0 or more.` }];
  if (paise > PRICE_MAX_PAISE) return [{ field, reason: `The ${what} is too large: check the zeros.` }];
  if (paise === 0 && !free)
    return [{ field, reason: `A ${what} of 0 is only for a free item: give a price, or mark the item free.` }];
  return [];
}

/**
 * Refusals of one variant, with the variant's own field names (`sale_price_paise`…); an item's
 * check prefixes them with the variant's place. `free`: the item is a free item (a gift line),
 * the only kind that may cost 0.
 */
export function variantProblems(variant: VariantFields, free: boolean): FieldProblem[] {
  const problems = [
    ...nameProblems(variant.name, 'name', { what: 'size name in English' }),
    ...nameProblems(variant.name_mr, 'name_mr', { optional: true, what: 'size name in Marathi' }),
  ];
  if (!Number.isFinite(variant.measurement) || variant.measurement <= 0)
    problems.push({ field: 'measurement', reason: 'Give the measurement as a number above 0 (like 500 for 500 g).' });
  const regular = priceProblems(variant.regular_price_paise, 'regular_price_paise', 'price', free);
  const offer = variant.sale_price_paise;
  const sale = offer === null ? [] : priceProblems(offer, 'sale_price_paise', 'sale price', free);
  problems.push(...regular, ...sale);
  if (regular.length === 0 && sale.length === 0 && offer !== null && offer > variant.regular_price_paise)
    problems.push({
      field: 'sale_price_paise',
      reason: 'The sale price cannot be above the price: lower it, or raise the price.',
    });
  if (variant.member_price_paise !== null) {
    const member = priceProblems(variant.member_price_paise, 'member_price_paise', 'member price', free);
    problems.push(...member);
    const paid = effectivePricePaise(variant.regular_price_paise, offer);
    if (member.length === 0 && regular.length === 0 && sale.length === 0 && variant.member_price_paise > paid)
      problems.push({
        field: 'member_price_paise',
        reason:
          offer === null
            ? 'The member price cannot be above the price.'
            : 'The member price cannot be above the sale price.',
      });
  }
  if (!Number.isInteger(variant.stock) || Math.abs(variant.stock) > STOCK_MAX)
    problems.push({ field: 'stock', reason: 'Give the stock as a whole number.' });
  else if (variant.stock < 0 && !variant.is_negative)
    problems.push({
      field: 'stock',
      reason: 'Stock below 0 is only allowed when "May go below zero" is ticked.',
    });
  problems.push(...lowStockProblems(variant.low_stock_at));
  return problems;
}

/** What an item is saved with (its variants apart). */
export interface ItemFields {
  name: string;
  name_mr: string;
  description: string;
  description_mr: string;
  slug: string;
  image: string;
  is_free_item: boolean;
  is_pre_item: boolean;
  /** YYYY-MM-DD, or '' when none. */
  pre_avail_date: string;
}

/** Refusals of an item and its variants: variant fields are named `variants.{index}.{field}`. */
export function itemProblems(item: ItemFields, variants: readonly VariantFields[]): FieldProblem[] {
  const problems = [
    ...nameProblems(item.name, 'name', { what: 'name in English' }),
    ...nameProblems(item.name_mr, 'name_mr', { optional: true, what: 'name in Marathi' }),
    ...nameProblems(item.description, 'description', { optional: true, max: DESCRIPTION_MAX, what: 'description' }),
    ...nameProblems(item.description_mr, 'description_mr', {
      optional: true,
      max: DESCRIPTION_MAX,
      what: 'description in Marathi',
    }),
    ...slugProblems(item.slug),
    ...imageProblems(item.image),
  ];
  if (item.pre_avail_date !== '' && !isCalendarDate(item.pre_avail_date))
    problems.push({ field: 'pre_avail_date', reason: 'Give the pre-order date as a date (YYYY-MM-DD).' });
  else if (item.is_pre_item && item.pre_avail_date === '')
    problems.push({ field: 'pre_avail_date', reason: 'A pre-order item needs the date it can be had from.' });
  if (variants.length === 0) problems.push({ field: 'variants', reason: 'Give the item at least one size.' });
  else {
    const defaults = variants.filter((variant) => variant.is_default).length;
    if (defaults !== 1)
      problems.push({
        field: 'variants',
        reason:
          defaults === 0 ? 'Choose which size is shown first (the default).' : 'Only one size can be the default.',
      });
  }
  for (const [index, variant] of variants.entries()) {
    for (const problem of variantProblems(variant, item.is_free_item))
      problems.push({ field: `variants.${index}.${problem.field}`, reason: problem.reason });
  }
  return problems;
}

/** The item form's fields from top to bottom, before its sizes (`variants.{index}.{field}`, in SIZE_FORM_ORDER). */
const ITEM_FORM_ORDER = [
  'name',
  'name_mr',
  'description',
  'description_mr',
  'category_id',
  'store_id',
  'slug',
  'image',
  'pictures',
  'is_veg',
  'hsn_code',
  'gst_rate',
  'is_active',
  'is_free_item',
  'is_pre_item',
  'pre_avail_date',
  'nutritional_facts',
  'addon_category_ids',
  'variants',
];
const SIZE_FORM_ORDER = [
  'variant_id',
  'name',
  'name_mr',
  'unit_id',
  'measurement',
  'regular_price_paise',
  'sale_price_paise',
  'member_price_paise',
  'stock',
  'low_stock_at',
  'is_infinite',
  'is_negative',
  'is_active',
  'is_default',
];

/** Where a field stands on the item form, top first: [item field, size, size field, nutrient]. */
function formPlace(field: string): number[] {
  const [head = '', index, rest] = field.split('.');
  const place = (list: readonly string[], name: string) => {
    const at = list.indexOf(name);
    return at === -1 ? list.length : at;
  };
  if (head === 'variants' && index !== undefined)
    return [ITEM_FORM_ORDER.length, Number(index), rest === undefined ? -1 : place(SIZE_FORM_ORDER, rest)];
  return [place(ITEM_FORM_ORDER, head), Number(index ?? -1), rest === undefined ? -1 : 0];
}

/**
 * Refusals in the order a person meets the fields on the item form, so the first one said (and
 * focused) is the topmost: the names before a size's measurement and prices. Stable: two refusals
 * of one field keep their order.
 */
export function inItemFormOrder<T extends { field: string }>(problems: readonly T[]): T[] {
  const places = new Map(problems.map((problem) => [problem.field, formPlace(problem.field)]));
  return [...problems].sort((a, b) => {
    const [x = [], y = []] = [places.get(a.field), places.get(b.field)];
    for (let at = 0; at < Math.max(x.length, y.length); at++) {
      const difference = (x[at] ?? 0) - (y[at] ?? 0);
      if (difference !== 0) return difference;
    }
    return 0;
  });
}

/** The problems as the API's field map (the first reason of each field). */
export function problemsByField(problems: readonly FieldProblem[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const problem of problems) fields[problem.field] ??= problem.reason;
  return fields;
}
