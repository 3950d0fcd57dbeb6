// The rules an addon group with its addons, and a combo with its parts, must keep (decision 0280),
// written once for the server's save and the console's forms, as catalogue-rules.ts is for items.
// Each rule answers the field it is about and a reason a person reads; an empty list means the thing
// may be saved. Amounts are integer paise. What only the database knows (a part is of the combo's
// store, a slug is free) the server checks after these. Pure.
import { type FieldProblem, IMAGE_MAX, nameProblems, slugProblems } from './catalogue-rules.ts';

/**
 * How customers choose in a group (§3): SINGLE, exactly one (the first is preselected); MULTI, any
 * number. The demo's groups and the customer's chooser (domain/catalogue/item-options.ts) use these.
 */
const ADDON_CHOICE_TYPES = ['SINGLE', 'MULTI'] as const;

/** The most an addon may cost: ₹10,000, far above any cut or extra; catches a slip of zeros. */
const ADDON_PRICE_MAX_PAISE = 1_000_000;
/** The most a combo may cost: ₹1,00,000. */
const COMBO_PRICE_MAX_PAISE = 10_000_000;
/** Addons in one group, parts in one combo, at most. */
export const ADDONS_MAX = 30;
export const PARTS_MAX = 20;
/** How many of one part a combo may hold. */
export const PART_QUANTITY_MAX = 99;

export interface AddonFields {
  name: string;
  name_mr: string;
  price_paise: number;
  is_active: boolean;
}

export interface AddonGroupFields {
  name: string;
  name_mr: string;
  type: string;
  addons: readonly AddonFields[];
}

/** Refusals of an addon group and its addons: an addon's fields are named `addons.{index}.{field}`. */
export function addonGroupProblems(group: AddonGroupFields): FieldProblem[] {
  const problems = [
    ...nameProblems(group.name, 'name', { what: 'group name in English' }),
    ...nameProblems(group.name_mr, 'name_mr', { optional: true, what: 'group name in Marathi' }),
  ];
  if (!(ADDON_CHOICE_TYPES as readonly string[]).includes(group.type))
    problems.push({ field: 'type', reason: 'Choose whether customers pick one addon or any number.' });
  if (group.addons.length === 0) problems.push({ field: 'addons', reason: 'Give the group at least one addon.' });
  else if (group.addons.length > ADDONS_MAX)
    problems.push({ field: 'addons', reason: `A group holds at most ${ADDONS_MAX} addons.` });
  else if (group.type === 'SINGLE' && !group.addons.some((addon) => addon.is_active))
    problems.push({
      field: 'addons',
      reason: 'Customers must pick one addon of this group: keep at least one on offer.',
    });
  const seen = new Set<string>();
  for (const [index, addon] of group.addons.entries()) {
    const at = (field: string) => `addons.${index}.${field}`;
    problems.push(
      ...nameProblems(addon.name, at('name'), { what: 'name for the addon in English' }),
      ...nameProblems(addon.name_mr, at('name_mr'), { optional: true, what: 'name for the addon in Marathi' }),
    );
    const key = addon.name.trim().toLowerCase();
    if (key !== '' && seen.has(key))
      problems.push({ field: at('name'), reason: 'Another addon of this group has this name.' });
    seen.add(key);
    if (!Number.isInteger(addon.price_paise) || addon.price_paise < 0)
      problems.push({ field: at('price_paise'), reason: 'Give the price in rupees, 0 or more.' });
    else if (addon.price_paise > ADDON_PRICE_MAX_PAISE)
      problems.push({ field: at('price_paise'), reason: 'The price is too large: check the zeros.' });
  }
  return problems;
}

export interface ComboPartFields {
  variant_id: number;
  quantity: number;
}

export interface ComboFields {
  name: string;
  name_mr: string;
  description: string;
  description_mr: string;
  slug: string;
  image: string;
  price_paise: number;
  old_price_paise: number;
  parts: readonly ComboPartFields[];
}

/** Refusals of a combo and its parts: a part's fields are named `parts.{index}.{field}`. */
export function comboProblems(combo: ComboFields): FieldProblem[] {
  const problems = [
    ...nameProblems(combo.name, 'name', { what: 'name in English' }),
    ...nameProblems(combo.name_mr, 'name_mr', { optional: true, what: 'name in Marathi' }),
    ...nameProblems(combo.description, 'description', { optional: true, max: 2000, what: 'description' }),
    ...nameProblems(combo.description_mr, 'description_mr', {
      optional: true,
      max: 2000,
      what: 'description in Marathi',
    }),
    ...slugProblems(combo.slug),
  ];
  if (combo.image.length > IMAGE_MAX || /\s/.test(combo.image))
    problems.push({ field: 'image', reason: 'Give the picture’s path or address, without spaces.' });
  const priceFine = Number.isInteger(combo.price_paise) && combo.price_paise > 0;
  if (!priceFine) problems.push({ field: 'price_paise', reason: 'Give the combo’s price in rupees, above 0.' });
  else if (combo.price_paise > COMBO_PRICE_MAX_PAISE)
    problems.push({ field: 'price_paise', reason: 'The price is too large: check the zeros.' });
  if (!Number.isInteger(combo.old_price_paise) || combo.old_price_paise <= 0)
    problems.push({ field: 'old_price_paise', reason: 'Give the price the parts cost alone, in rupees.' });
  else if (priceFine && combo.old_price_paise < combo.price_paise)
    problems.push({
      field: 'old_price_paise',
      reason: 'The old price cannot be below the combo’s price: customers would pay more for the combo.',
    });
  if (combo.parts.length < 2)
    problems.push({ field: 'parts', reason: 'A combo has at least two parts: add another size of an item.' });
  else if (combo.parts.length > PARTS_MAX)
    problems.push({ field: 'parts', reason: `A combo holds at most ${PARTS_MAX} parts.` });
  const seen = new Set<number>();
  for (const [index, part] of combo.parts.entries()) {
    if (seen.has(part.variant_id))
      problems.push({
        field: `parts.${index}.variant_id`,
        reason: 'This size is already a part: raise its quantity instead.',
      });
    seen.add(part.variant_id);
    if (!Number.isInteger(part.quantity) || part.quantity < 1 || part.quantity > PART_QUANTITY_MAX)
      problems.push({
        field: `parts.${index}.quantity`,
        reason: `Give how many, a whole number from 1 to ${PART_QUANTITY_MAX}.`,
      });
  }
  return problems;
}
