// §2 Item card and controls / §4 Item availability: what a customer may choose for one item
// (a variant, addons per category) and whether the item page can sell it at all. Shared by the
// card's chooser sheet and the item page, so both preselect and price a choice the same way.
import { defaultVariant, isVariantInStock } from './availability.ts';
import { chosenVariant } from '../orders/cart.ts';
import type { AddonCategory, Item, SelectedAddon, Variant } from '../types.ts';

/** Addon ids chosen per addon category id. */
export type AddonChoice = Record<number, number[]>;

/** A variant can be picked when it is active (else 'Sold Out') and in stock (else out of stock). */
function isVariantChoosable(variant: Variant): boolean {
  return variant.is_active === 1 && isVariantInStock(variant);
}

/**
 * The variant selected when a chooser opens: the one asked for (a link naming a variant), else the
 * item's chosen or default variant, else the first that can be bought; the default stays selected
 * when nothing can be bought, so the chooser still shows something.
 */
export function firstChoosableVariant(
  item: Pick<Item, 'variants' | 'selectedvariant'>,
  wantedId?: number | null,
): Variant | null {
  const wanted = wantedId == null ? undefined : item.variants.find((variant) => variant.id === wantedId);
  if (wanted && isVariantChoosable(wanted)) return wanted;
  const preferred = chosenVariant(item);
  if (preferred && isVariantChoosable(preferred)) return preferred;
  return item.variants.find(isVariantChoosable) ?? preferred;
}

/** §2 For SINGLE addon categories the first addon is preselected; other categories start empty. */
export function initialAddonChoice(categories: readonly AddonCategory[]): AddonChoice {
  return Object.fromEntries(
    categories.map((category) => [
      category.id,
      category.type === 'SINGLE' && category.addons[0] ? [category.addons[0].id] : [],
    ]),
  );
}

/**
 * §2 The addons a line gets when the customer picks nothing (a recipe's "Add all to cart"): what the
 * chooser preselects, the first of each SINGLE category. Without them the basket's Onion became a
 * second line beside the card's "Onion · Whole", and the recipe counted the card's as not there.
 */
export function defaultAddons(categories: readonly AddonCategory[]): SelectedAddon[] {
  return selectedAddonsOf(categories, initialAddonChoice(categories));
}

/**
 * Sets one addon chosen or not. SINGLE: choosing replaces the category's choice, and a radio cannot be
 * unchosen; otherwise the addon joins or leaves the choice. Setting (not toggling) makes a repeated
 * event harmless: a tap reaches the chooser as both a click and a change.
 */
export function chooseAddon(
  choice: AddonChoice,
  category: AddonCategory,
  addonId: number,
  chosen: boolean,
): AddonChoice {
  const current = choice[category.id] ?? [];
  if (category.type === 'SINGLE') return chosen ? { ...choice, [category.id]: [addonId] } : choice;
  if (chosen === current.includes(addonId)) return choice;
  return { ...choice, [category.id]: chosen ? [...current, addonId] : current.filter((id) => id !== addonId) };
}

/** §3 Selected addons of a cart line, in the categories' and addons' order. */
export function selectedAddonsOf(categories: readonly AddonCategory[], choice: AddonChoice): SelectedAddon[] {
  return categories.flatMap((category) =>
    category.addons
      .filter((addon) => choice[category.id]?.includes(addon.id))
      .map((addon) => ({
        addon_category_name: category.name,
        addon_id: addon.id,
        addon_name: addon.name,
        price: addon.price,
      })),
  );
}

/** The choice a cart line was bought with, so a page can show what is already in the cart. */
export function addonChoiceOf(categories: readonly AddonCategory[], selected: readonly SelectedAddon[]): AddonChoice {
  const ids = new Set(selected.map((addon) => addon.addon_id));
  return Object.fromEntries(
    categories.map((category) => [
      category.id,
      category.addons.filter((addon) => ids.has(addon.id)).map((addon) => addon.id),
    ]),
  );
}

export type ItemPageStatus = 'available' | 'unavailable' | 'sold_out' | 'out_of_stock';

/**
 * §4 Item availability as the item page sees it, where the customer picks the variant: an inactive
 * item is unavailable; every variant inactive is sold out; a default variant without stock makes the
 * item out of stock (§4 says so in so many words), as does having no variant left to buy. Otherwise
 * the item can be bought, and each other variant is judged alone when chosen ('Sold Out' or the
 * out-of-stock text on its own option).
 */
export function itemPageStatus(item: Pick<Item, 'is_active' | 'variants'>): ItemPageStatus {
  if (item.is_active !== 1) return 'unavailable';
  if (item.variants.length === 0) return 'available';
  const active = item.variants.filter((variant) => variant.is_active === 1);
  if (active.length === 0) return 'sold_out';
  const preferred = defaultVariant(item);
  if (preferred && preferred.is_active === 1 && !isVariantInStock(preferred)) return 'out_of_stock';
  return active.some(isVariantInStock) ? 'available' : 'out_of_stock';
}
