// §2 The variant and addon choices of one item, shared by the card's chooser sheet
// and the item page: variants as radios (an inactive one reads 'Sold Out', one
// without stock the out-of-stock text), addon categories as radios (SINGLE) or
// checkboxes, an addon priced 0 without a price when hidePriceWhenZero is on.
// Choices listen to click as well as change: a tap that wakes a client:touch island
// is replayed as a click while React hydrates, and only the click reaches it then.
import { isVariantInStock } from '../../domain/catalogue/availability.ts';
import type { AddonChoice } from '../../domain/catalogue/item-options.ts';
import { formatAddonPrice, formatPrice, toMinor, type PriceFormat } from '../../domain/money.ts';
import type { Settings } from '../../domain/settings.ts';
import type { AddonCategory, Variant } from '../../domain/types.ts';

export interface ChoiceTexts {
  chooseVariant: string;
  pickOne: string;
  pickAny: string;
  soldOut: string;
  outOfStock: string;
}

export type ChoiceFormat = PriceFormat & Pick<Settings, 'hidePriceWhenZero'>;

interface VariantChoicesProps {
  itemId: number;
  variants: Variant[];
  selectedId: number | null;
  onSelect(variant: Variant): void;
  texts: ChoiceTexts;
  format: ChoiceFormat;
  /** 'chips' lays the options out as a grid of tiles (item page); 'rows' as a list (sheet). */
  layout?: 'rows' | 'chips';
}

export function VariantChoices({
  itemId,
  variants,
  selectedId,
  onSelect,
  texts,
  format,
  layout = 'rows',
}: VariantChoicesProps) {
  return (
    <fieldset className={`choice-group ${layout}`}>
      <legend>{texts.chooseVariant}</legend>
      <div className="choice-list">
        {variants.map((option) => {
          const soldOut = option.is_active !== 1;
          const outOfStock = !soldOut && !isVariantInStock(option);
          return (
            <label key={option.id} className={soldOut || outOfStock ? 'choice disabled' : 'choice'}>
              <input
                type="radio"
                name={`variant-${itemId}`}
                value={option.id}
                checked={selectedId === option.id}
                disabled={soldOut || outOfStock}
                onChange={() => onSelect(option)}
                onClick={() => onSelect(option)}
              />
              <span className="choice-name">{option.name}</span>
              <span className="choice-price">
                {soldOut ? (
                  texts.soldOut
                ) : outOfStock ? (
                  texts.outOfStock
                ) : (
                  <>
                    <b>{formatPrice(toMinor(option.sale_price), format)}</b>{' '}
                    {option.regular_price > option.sale_price && (
                      <s>{formatPrice(toMinor(option.regular_price), format)}</s>
                    )}
                  </>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

interface AddonChoicesProps {
  itemId: number;
  categories: AddonCategory[];
  choice: AddonChoice;
  onChoose(category: AddonCategory, addonId: number, chosen: boolean): void;
  texts: ChoiceTexts;
  format: ChoiceFormat;
}

export function AddonChoices({ itemId, categories, choice, onChoose, texts, format }: AddonChoicesProps) {
  return (
    <>
      {categories.map((category) => (
        <fieldset key={category.id} className="choice-group rows">
          <legend>
            {category.name}
            <small>{category.type === 'SINGLE' ? texts.pickOne : texts.pickAny}</small>
          </legend>
          <div className="choice-list">
            {category.addons.map((addon) => {
              const price = formatAddonPrice(addon.price, format);
              return (
                <label key={addon.id} className="choice">
                  <input
                    type={category.type === 'SINGLE' ? 'radio' : 'checkbox'}
                    name={`addon-${itemId}-${category.id}`}
                    value={addon.id}
                    checked={choice[category.id]?.includes(addon.id) ?? false}
                    onChange={(event) => onChoose(category, addon.id, event.currentTarget.checked)}
                    onClick={(event) => onChoose(category, addon.id, event.currentTarget.checked)}
                  />
                  <span className="choice-name">{addon.name}</span>
                  {price !== null && <span className="choice-price">+{price}</span>}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </>
  );
}
