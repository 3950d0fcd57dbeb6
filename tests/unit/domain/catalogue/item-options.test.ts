import { describe, expect, it } from 'vitest';
import {
  addonChoiceOf,
  chooseAddon,
  defaultAddons,
  firstChoosableVariant,
  initialAddonChoice,
  itemPageStatus,
  selectedAddonsOf,
} from '../../../../src/domain/catalogue/item-options.ts';
import { alphonsoMango, cubes, mango1kg, mango500g, masalaPack, paneer, tomatoes } from '../fixtures.ts';

const [cut, extras] = paneer.addon_categories;
if (!cut || !extras) throw new Error('fixture paneer needs two addon categories');

describe('choosing a variant', () => {
  it('starts on the default variant', () => {
    expect(firstChoosableVariant(alphonsoMango)?.id).toBe(mango1kg.id);
  });

  it('starts on the variant a link asks for, when it can be bought', () => {
    expect(firstChoosableVariant(alphonsoMango, mango500g.id)?.id).toBe(mango500g.id);
    const soldOut = { ...alphonsoMango, variants: [mango1kg, { ...mango500g, is_active: 0 as const }] };
    expect(firstChoosableVariant(soldOut, mango500g.id)?.id).toBe(mango1kg.id);
  });

  it('skips a default variant that is sold out or out of stock', () => {
    const noDefault = { ...alphonsoMango, variants: [{ ...mango1kg, stock: 0 }, mango500g] };
    expect(firstChoosableVariant(noDefault)?.id).toBe(mango500g.id);
  });

  it('keeps the default when nothing can be bought, and has none without variants', () => {
    const none = {
      ...alphonsoMango,
      variants: [
        { ...mango1kg, stock: 0 },
        { ...mango500g, is_active: 0 as const },
      ],
    };
    expect(firstChoosableVariant(none)?.id).toBe(mango1kg.id);
    expect(firstChoosableVariant(paneer)).toBeNull();
  });
});

describe('§2 choosing addons', () => {
  it('preselects the first addon of a SINGLE category and nothing of the others', () => {
    expect(initialAddonChoice(paneer.addon_categories)).toEqual({ [cut.id]: [111], [extras.id]: [] });
  });

  it('gives a line added without a choice (a recipe’s Add all) the preselected addons, so it is the card’s line', () => {
    expect(defaultAddons(paneer.addon_categories).map((addon) => addon.addon_id)).toEqual([111]);
    expect(defaultAddons(paneer.addon_categories)).toEqual(
      selectedAddonsOf(paneer.addon_categories, initialAddonChoice(paneer.addon_categories)),
    );
    expect(defaultAddons([])).toEqual([]);
  });

  it('replaces the choice in a SINGLE category, and adds or removes in the others', () => {
    let choice = initialAddonChoice(paneer.addon_categories);
    choice = chooseAddon(choice, cut, 112, true);
    expect(choice[cut.id]).toEqual([112]);
    // A radio cannot be unchosen by a tap.
    expect(chooseAddon(choice, cut, 112, false)).toBe(choice);
    choice = chooseAddon(chooseAddon(choice, extras, 121, true), extras, 122, true);
    expect(choice[extras.id]).toEqual([121, 122]);
    choice = chooseAddon(choice, extras, 121, false);
    expect(choice[extras.id]).toEqual([122]);
  });

  it('is unchanged when told again what it already holds (a tap arrives as click and change)', () => {
    const choice = { [cut.id]: [111], [extras.id]: [122] };
    expect(chooseAddon(choice, extras, 122, true)).toBe(choice);
    expect(chooseAddon(choice, extras, 121, false)).toBe(choice);
  });

  it('turns a choice into the cart line addons and back', () => {
    const choice = { [cut.id]: [111], [extras.id]: [122] };
    const selected = selectedAddonsOf(paneer.addon_categories, choice);
    expect(selected).toEqual([cubes, masalaPack]);
    expect(addonChoiceOf(paneer.addon_categories, selected)).toEqual(choice);
  });
});

describe('§4 availability on the item page', () => {
  it('an inactive item is unavailable', () => {
    expect(itemPageStatus({ ...tomatoes, is_active: 0 })).toBe('unavailable');
  });

  it('an item without variants, or with stock on its default, can be bought', () => {
    expect(itemPageStatus(paneer)).toBe('available');
    expect(itemPageStatus(alphonsoMango)).toBe('available');
  });

  it('a default variant without stock makes the item out of stock', () => {
    expect(itemPageStatus({ ...alphonsoMango, variants: [{ ...mango1kg, stock: 0 }, mango500g] })).toBe('out_of_stock');
  });

  it('another variant without stock leaves the item on sale (that variant alone is out of stock)', () => {
    expect(itemPageStatus({ ...alphonsoMango, variants: [mango1kg, { ...mango500g, stock: 0 }] })).toBe('available');
  });

  it('every variant inactive is sold out', () => {
    const inactive = alphonsoMango.variants.map((variant) => ({ ...variant, is_active: 0 as const }));
    expect(itemPageStatus({ ...alphonsoMango, variants: inactive })).toBe('sold_out');
  });
});
