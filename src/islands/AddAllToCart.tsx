// A recipe's 'Add all to cart' (§2 /recipe/{id}): puts every ingredient row of the
// basket into the cart, each its quantity of packs of the default size. The items'
// data is the JSON each row already carries for its own Add button (CartItemData),
// read on use. §4 a cart holds one store's items: with another store's items in it,
// the customer is asked first (the replace texts from settings), as for one item.
import { readItemData } from '../client/item-data.ts';
import { useRef, useState } from 'react';
import { chosenVariant } from '../domain/cart.ts';
import type { Item } from '../domain/types.ts';
import { addItems } from '../stores/cart.ts';
import { shopTexts, label } from '../stores/settings.ts';
import { ConfirmDialog } from './Sheet.tsx';

interface Props {
  /** 'Add all to cart · ₹215' */
  addLabel: string;
  addedLabel: string;
  viewCartLabel: string;
}

function basketEntries(root: Element | null): { item: Item; quantity: number }[] {
  const rows =
    root?.closest('[data-recipe-basket]')?.querySelectorAll<HTMLElement>('[data-cart-item][data-quantity]') ?? [];
  const entries: { item: Item; quantity: number }[] = [];
  for (const row of rows) {
    // A row without readable data is skipped; its own Add button still works.
    const item = readItemData(row);
    if (!item) continue;
    const quantity = Math.max(1, Number(row.dataset.quantity) || 1);
    entries.push({ item: { ...item, selectedvariant: chosenVariant(item), selectedaddons: [] }, quantity });
  }
  return entries;
}

export default function AddAllToCart({ addLabel, addedLabel, viewCartLabel }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const [added, setAdded] = useState(false);
  const [askingToReplace, setAskingToReplace] = useState(false);
  const { settings } = shopTexts();

  const add = (replace: boolean) => {
    const outcome = addItems(basketEntries(root.current), { replace });
    if (outcome === 'needs_replace') setAskingToReplace(true);
    setAdded(outcome === 'added');
  };

  return (
    <div ref={root} className="add-all">
      <button type="button" className="btn add-all-button" onClick={() => add(false)}>
        {added ? `✓ ${addedLabel}` : addLabel}
      </button>
      {added && (
        <a className="btn btn-outline" href="/cart">
          {viewCartLabel}
        </a>
      )}
      <ConfirmDialog
        open={askingToReplace}
        labelledBy="add-all-title"
        describedBy="add-all-text"
        onClose={() => setAskingToReplace(false)}
      >
        <h2 id="add-all-title">{label('replaceCartTitle', settings.replaceCartTitle)}</h2>
        <p id="add-all-text">{label('replaceCartSubTitle', settings.replaceCartSubTitle)}</p>
        <div className="confirm-actions">
          <button type="button" className="btn btn-outline" onClick={() => setAskingToReplace(false)}>
            {label('replaceCartNoText', settings.replaceCartNoText)}
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => {
              setAskingToReplace(false);
              add(true);
            }}
          >
            {label('replaceCartYesText', settings.replaceCartYesText)}
          </button>
        </div>
      </ConfirmDialog>
    </div>
  );
}
