// §2 Item card and controls: Add; once in the cart, minus / quantity / plus. Items
// with several variants or with addons open the chooser sheet (loaded on demand).
// The item's data is not a prop: the page carries it once as JSON text
// (src/client/item-data.ts), read on use, so a page with a hundred cards does not
// ship a hundred serialised props.
import { useStore } from '@nanostores/react';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { chosenVariant } from '../../domain/orders/cart.ts';
import { isComboLine } from '../../domain/catalogue/combo.ts';
import type { Item } from '../../domain/types.ts';
import { addOrLocate } from '../../client/add-flow.ts';
import { showChosenSize } from '../../client/card-size.ts';
import { readItemData } from '../../client/item-data.ts';
import { showLoadFailed } from '../../client/load-failed.ts';
import { $cart, addItem, removeItem } from '../../stores/cart.ts';
import { label } from '../../stores/settings.ts';
import { useMounted } from '../use-mounted.ts';
import { useSwapFocus } from '../use-swap-focus.ts';

type Sheet = ComponentType<{ item: Item; onClose: () => void }>;

/**
 * The chooser sheet's code, fetched at the first Add that needs it. A failed fetch (offline) is not
 * thrown into the card, which React would unmount with its Add: the page says a reload is needed
 * (src/client/load-failed.ts, decision 0231), since the browser keeps the failed module until then.
 */
function loadSheet(): Promise<Sheet | null> {
  return import('./ItemOptionsSheet.tsx').then(
    (module) => module.default,
    () => {
      showLoadFailed();
      return null;
    },
  );
}

interface Props {
  itemId: number;
  name: string;
  /** Several variants or any addon category: Add opens the chooser. */
  needsChoice: boolean;
  addLabel: string;
  /** Shown across the whole width of its box (deal tiles) rather than in the card's corner. */
  wide?: boolean;
}

export default function ItemControls({ itemId, name, needsChoice, addLabel, wide = false }: Props) {
  const cart = useStore($cart);
  const mounted = useMounted();
  const root = useRef<HTMLDivElement>(null);
  const [choosing, setChoosing] = useState<Item | null>(null);
  const [ItemOptionsSheet, setSheet] = useState<Sheet | null>(null);
  const lines = mounted ? cart.lines.filter((line) => line.id === itemId && !isComboLine(line)) : [];
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  const swapFocus = useSwapFocus(root, quantity, choosing !== null);
  // The card shows the size last chosen into the cart, not the default one (client/card-size.ts).
  const chosen = needsChoice ? (lines.at(-1)?.selectedvariant ?? null) : null;
  useEffect(() => showChosenSize(root.current, chosen), [chosen]);

  const add = () => {
    const item = readItemData(root.current);
    if (!item) return;
    swapFocus.adding();
    if (needsChoice) {
      setChoosing(item);
      if (!ItemOptionsSheet) void loadSheet().then((sheet) => (sheet ? setSheet(() => sheet) : setChoosing(null)));
    } else void addOrLocate({ ...item, selectedvariant: chosenVariant(item), selectedaddons: [] });
  };
  // '+' repeats the latest choice, as the big apps do, rather than asking again.
  const addOneMore = () => {
    const last = lines.at(-1);
    if (last) addItem(last);
    else add();
  };
  const remove = () => {
    const last = lines.at(-1);
    if (!last) return;
    swapFocus.removing();
    removeItem(last);
  };

  return (
    <div ref={root} className={wide ? 'item-controls wide' : 'item-controls'}>
      {quantity === 0 ? (
        <button type="button" className="add-button" onClick={add} aria-label={`${addLabel} ${name}`}>
          {addLabel}
        </button>
      ) : (
        <div className="stepper" role="group" aria-label={label('inCartText', '{name} in cart', { name })}>
          <button type="button" onClick={remove} aria-label={label('removeOneText', 'Remove one {name}', { name })}>
            −
          </button>
          <span role="status" aria-label={label('quantityText', 'Quantity {n}', { n: quantity })}>
            {quantity}
          </span>
          <button type="button" onClick={addOneMore} aria-label={label('addOneText', 'Add one more {name}', { name })}>
            +
          </button>
        </div>
      )}
      {choosing && ItemOptionsSheet && <ItemOptionsSheet item={choosing} onClose={() => setChoosing(null)} />}
    </div>
  );
}
