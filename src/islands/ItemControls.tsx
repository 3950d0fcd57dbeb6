// §2 Item card and controls: Add; once in the cart, minus / quantity / plus. Items
// with several variants or with addons open the chooser sheet (loaded on demand).
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { chosenVariant } from '../domain/cart.ts';
import type { Item } from '../domain/types.ts';
import { $cart, addItem, removeItem } from '../stores/cart.ts';
import { useMounted } from './use-mounted.ts';

const ItemOptionsSheet = lazy(() => import('./ItemOptionsSheet.tsx'));

interface Props {
  item: Item;
  addLabel: string;
  /** Shown for the whole width of the card footer (item pages) rather than the card's corner. */
  wide?: boolean;
}

export function needsChoice(item: Pick<Item, 'variants' | 'addon_categories'>): boolean {
  return item.variants.length > 1 || item.addon_categories.length > 0;
}

export default function ItemControls({ item, addLabel, wide = false }: Props) {
  const cart = useStore($cart);
  const mounted = useMounted();
  const [choosing, setChoosing] = useState(false);
  const lines = mounted ? cart.lines.filter((line) => line.id === item.id) : [];
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);

  const add = () => {
    if (needsChoice(item)) setChoosing(true);
    else addItem({ ...item, selectedvariant: chosenVariant(item), selectedaddons: [] });
  };
  const remove = () => {
    const last = lines.at(-1);
    if (last) removeItem(last);
  };

  return (
    <div className={wide ? 'item-controls wide' : 'item-controls'}>
      {quantity === 0 ? (
        <button type="button" className="add-button" onClick={add} aria-label={`${addLabel} ${item.name}`}>
          {addLabel}
        </button>
      ) : (
        <div className="stepper" role="group" aria-label={`${item.name} in cart`}>
          <button type="button" onClick={remove} aria-label={`Remove one ${item.name}`}>
            −
          </button>
          <span aria-live="polite" aria-label={`Quantity ${quantity}`}>
            {quantity}
          </span>
          <button type="button" onClick={add} aria-label={`Add one more ${item.name}`}>
            +
          </button>
        </div>
      )}
      {choosing && (
        <Suspense fallback={null}>
          <ItemOptionsSheet item={item} onClose={() => setChoosing(false)} />
        </Suspense>
      )}
    </div>
  );
}
