// Which fields of an item differ between two copies of it (decision 0271): the server answers a save
// from an older copy with the saved values that differ from what was sent (409), and the console's
// form marks the fields changed meanwhile, the saved copy against the one it was filled from. Sizes
// are matched by id. Each field is named as the form and the rules name it, with the saved value in
// words (amounts in rupees). Pure.
import type { CatalogueItemInput, CatalogueItemView } from '../api/staff/catalogue.ts';
import { fromMinor } from '../money.ts';

const ITEM_FIELDS = [
  'category_id',
  'name',
  'name_mr',
  'description',
  'description_mr',
  'slug',
  'image',
  'is_veg',
  'nutritional_facts',
  'is_pre_item',
  'pre_avail_date',
  'is_active',
  'is_free_item',
] as const;
const VARIANT_FIELDS = [
  'name',
  'name_mr',
  'unit_id',
  'measurement',
  'regular_price_paise',
  'sale_price_paise',
  'member_price_paise',
  'stock',
  'is_infinite',
  'is_negative',
  'is_default',
  'is_active',
] as const;

/** A saved value as a person reads it. */
function shown(value: unknown, field: string): string {
  if (value === null || value === '') return '(empty)';
  if (field.endsWith('_paise') && typeof value === 'number') return `₹${fromMinor(value)}`;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return `“${value}”`;
  if (Array.isArray(value))
    return value
      .map((row: { name?: unknown; value?: unknown }) => `${String(row.name)} ${String(row.value)}`)
      .join(', ');
  return String(value);
}

const differ = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);

/** The fields where `other` differs from the `saved` copy, each with the saved value ("Changed meanwhile: now …"). */
export function changedFields(saved: CatalogueItemView, other: CatalogueItemInput): Record<string, string> {
  const fields: Record<string, string> = {};
  const note = (value: unknown, field: string) => `Changed meanwhile: now ${shown(value, field)}.`;
  for (const field of ITEM_FIELDS) if (differ(saved[field], other[field])) fields[field] = note(saved[field], field);
  if (other.pictures !== undefined && differ(saved.pictures, other.pictures))
    fields.pictures = `Changed meanwhile: now ${saved.pictures.map((picture) => picture.image).join(', ') || '(none)'}.`;
  const byId = new Map(saved.variants.map((variant) => [variant.variant_id, variant]));
  for (const [index, variant] of other.variants.entries()) {
    if (variant.variant_id === undefined) continue;
    const now = byId.get(variant.variant_id);
    if (!now) {
      fields[`variants.${index}`] = 'This size was removed meanwhile.';
      continue;
    }
    for (const field of VARIANT_FIELDS)
      if (differ(now[field], variant[field])) fields[`variants.${index}.${field}`] = note(now[field], field);
  }
  const listed = new Set(other.variants.map((variant) => variant.variant_id));
  const added = saved.variants.filter((variant) => !listed.has(variant.variant_id));
  if (added.length > 0) fields.variants = `Sizes added meanwhile: ${added.map((variant) => variant.name).join(', ')}.`;
  return fields;
}

/** The copy as the form would send it unchanged. */
export function inputOfItem(item: CatalogueItemView): CatalogueItemInput {
  const { id, version, store_id, store_name, link_slug, archived, variants, ...fields } = item;
  return { ...fields, variants: variants.map((variant) => ({ ...variant })) };
}
