// §2 Variant and addon chooser: a bottom sheet (native <dialog>: focus kept inside,
// Escape closes) with the variants, the addon categories (SINGLE: pick one, the
// first preselected; otherwise any), the item total and Done.
import { useMemo, useState } from 'react';
import { availabilityLabel } from '../../domain/catalogue/availability.ts';
import { lineUnitPriceMinor } from '../../domain/orders/cart.ts';
import {
  chooseAddon,
  firstChoosableVariant,
  initialAddonChoice,
  selectedAddonsOf,
  type AddonChoice,
} from '../../domain/catalogue/item-options.ts';
import { formatPrice } from '../../domain/money.ts';
import type { Item, Variant } from '../../domain/types.ts';
import { addOrLocate } from '../../client/add-flow.ts';
import { shopTexts, label } from '../../stores/settings.ts';
import { AddonChoices, VariantChoices, type ChoiceTexts } from './ItemChoices.tsx';
import { Sheet } from '../Sheet.tsx';

interface Props {
  item: Item;
  onClose(): void;
}

export default function ItemOptionsSheet({ item, onClose }: Props) {
  const { settings } = shopTexts();
  const [variant, setVariant] = useState<Variant | null>(() => firstChoosableVariant(item));
  const [addons, setAddons] = useState<AddonChoice>(() => initialAddonChoice(item.addon_categories));

  const selectedAddons = useMemo(
    () => selectedAddonsOf(item.addon_categories, addons),
    [addons, item.addon_categories],
  );
  const totalMinor = lineUnitPriceMinor({
    ...item,
    quantity: 1,
    selectedvariant: variant,
    selectedaddons: selectedAddons,
  });
  const texts: ChoiceTexts = {
    chooseVariant: label('chooseVariantText', 'Choose a size'),
    pickOne: label('pickOneText', 'Pick one'),
    pickAny: label('pickAnyText', 'Pick any'),
    soldOut: label('soldOutText', 'Sold Out'),
    outOfStock: label('outOfStockText', availabilityLabel('out_of_stock', settings) ?? ''),
  };

  const done = async () => {
    const outcome = await addOrLocate({ ...item, selectedvariant: variant, selectedaddons: selectedAddons });
    if (outcome !== 'stock_limit' && outcome !== 'locating') onClose();
  };

  const titleId = `item-options-${item.id}`;
  return (
    <Sheet open labelledBy={titleId} onClose={onClose}>
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
            <VariantChoices
              itemId={item.id}
              variants={item.variants}
              selectedId={variant?.id ?? null}
              onSelect={setVariant}
              texts={texts}
              format={settings}
            />
          )}
          <AddonChoices
            itemId={item.id}
            categories={item.addon_categories}
            choice={addons}
            onChoose={(category, addonId, chosen) =>
              setAddons((current) => chooseAddon(current, category, addonId, chosen))
            }
            texts={texts}
            format={settings}
          />
        </div>
        <footer className="sheet-footer">
          <div>
            <small>{label('itemTotalText', 'Item total')}</small>
            <strong>{formatPrice(totalMinor, settings)}</strong>
          </div>
          <button type="button" className="btn" onClick={() => void done()} disabled={variant === null}>
            {label('doneText', 'Done')}
          </button>
        </footer>
      </div>
    </Sheet>
  );
}
