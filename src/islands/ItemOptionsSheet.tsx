// §2 Variant and addon chooser: a bottom sheet (native <dialog>: focus kept inside,
// Escape closes) with the variants, the addon categories (SINGLE: pick one, the
// first preselected; otherwise any), the item total and Done.
import { useEffect, useMemo, useRef, useState } from 'react';
import { isVariantInStock } from '../domain/availability.ts';
import { chosenVariant, lineUnitPriceMinor } from '../domain/cart.ts';
import { formatAddonPrice, formatPrice, toMinor } from '../domain/money.ts';
import type { AddonCategory, Item, SelectedAddon, Variant } from '../domain/types.ts';
import { addItem } from '../stores/cart.ts';
import { $shopTexts, label } from '../stores/settings.ts';

interface Props {
  item: Item;
  onClose(): void;
}

function firstChoosable(item: Item): Variant | null {
  const preferred = chosenVariant(item);
  if (preferred && preferred.is_active === 1 && isVariantInStock(preferred)) return preferred;
  return item.variants.find((variant) => variant.is_active === 1 && isVariantInStock(variant)) ?? preferred;
}

function initialAddons(categories: AddonCategory[]): Record<number, number[]> {
  // §2 For SINGLE addon categories the first addon is preselected.
  return Object.fromEntries(
    categories.map((category) => [category.id, category.type === 'SINGLE' && category.addons[0] ? [category.addons[0].id] : []]),
  );
}

export default function ItemOptionsSheet({ item, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { settings } = $shopTexts.get();
  const [variant, setVariant] = useState<Variant | null>(() => firstChoosable(item));
  const [addons, setAddons] = useState<Record<number, number[]>>(() => initialAddons(item.addon_categories));

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const selectedAddons: SelectedAddon[] = useMemo(
    () =>
      item.addon_categories.flatMap((category) =>
        category.addons
          .filter((addon) => addons[category.id]?.includes(addon.id))
          .map((addon) => ({ addon_category_name: category.name, addon_id: addon.id, addon_name: addon.name, price: addon.price })),
      ),
    [addons, item.addon_categories],
  );
  const totalMinor = lineUnitPriceMinor({ ...item, quantity: 1, selectedvariant: variant, selectedaddons: selectedAddons });

  const toggle = (category: AddonCategory, addonId: number) => {
    setAddons((current) => {
      const chosen = current[category.id] ?? [];
      if (category.type === 'SINGLE') return { ...current, [category.id]: [addonId] };
      return { ...current, [category.id]: chosen.includes(addonId) ? chosen.filter((id) => id !== addonId) : [...chosen, addonId] };
    });
  };

  const done = () => {
    const outcome = addItem({ ...item, selectedvariant: variant, selectedaddons: selectedAddons });
    if (outcome !== 'stock_limit') onClose();
  };

  const titleId = `item-options-${item.id}`;
  return (
    <dialog
      ref={dialog}
      className="sheet"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="sheet-body">
        <div className="sheet-handle" aria-hidden="true" />
        <header className="sheet-header">
          <h2 id={titleId}>{item.name}</h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={label('closeText', 'Close')}>
            ✕
          </button>
        </header>
        <div className="sheet-scroll">
          {item.variants.length > 1 && (
            <fieldset className="choice-group">
              <legend>{label('chooseVariantText', 'Choose a size')}</legend>
              {item.variants.map((option) => {
                const soldOut = option.is_active !== 1;
                const outOfStock = !soldOut && !isVariantInStock(option);
                return (
                  <label key={option.id} className={soldOut || outOfStock ? 'choice disabled' : 'choice'}>
                    <input
                      type="radio"
                      name={`variant-${item.id}`}
                      checked={variant?.id === option.id}
                      disabled={soldOut || outOfStock}
                      onChange={() => setVariant(option)}
                    />
                    <span className="choice-name">{option.name}</span>
                    <span className="choice-price">
                      {soldOut ? (
                        label('soldOutText', 'Sold Out')
                      ) : outOfStock ? (
                        settings.outOfStockText
                      ) : (
                        <>
                          {option.regular_price > option.sale_price && (
                            <s>{formatPrice(toMinor(option.regular_price), settings)}</s>
                          )}{' '}
                          <b>{formatPrice(toMinor(option.sale_price), settings)}</b>
                        </>
                      )}
                    </span>
                  </label>
                );
              })}
            </fieldset>
          )}
          {item.addon_categories.map((category) => (
            <fieldset key={category.id} className="choice-group">
              <legend>
                {category.name}
                <small>{category.type === 'SINGLE' ? label('pickOneText', 'Pick one') : label('pickAnyText', 'Pick any')}</small>
              </legend>
              {category.addons.map((addon) => {
                const price = formatAddonPrice(addon.price, settings);
                return (
                  <label key={addon.id} className="choice">
                    <input
                      type={category.type === 'SINGLE' ? 'radio' : 'checkbox'}
                      name={`addon-${item.id}-${category.id}`}
                      checked={addons[category.id]?.includes(addon.id) ?? false}
                      onChange={() => toggle(category, addon.id)}
                    />
                    <span className="choice-name">{addon.name}</span>
                    {price !== null && <span className="choice-price">+{price}</span>}
                  </label>
                );
              })}
            </fieldset>
          ))}
        </div>
        <footer className="sheet-footer">
          <div>
            <small>{label('itemTotalText', 'Item total')}</small>
            <strong>{formatPrice(totalMinor, settings)}</strong>
          </div>
          <button type="button" className="btn" onClick={done} disabled={variant === null}>
            {label('doneText', 'Done')}
          </button>
        </footer>
      </div>
    </dialog>
  );
}
