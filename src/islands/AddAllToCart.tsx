// A recipe's 'Add all to cart' (§2 /recipe/{id}): tops the cart up to every ingredient row of
// the basket, each its quantity of packs of the row's size (domain/recipes.ts) with the chooser's preselected addons
// (domain/item-options.ts defaultAddons), so a line the card added already counts (domain/cart.ts
// basketShortfall: a second tap, or one after a reload, adds nothing twice). The items' data is the JSON each row
// already carries for its own Add button (CartItemData), read on use. §4 a cart holds one store's
// items: with another store's items in it, the customer is asked first (the replace texts from
// settings, naming both stores), as for one item. Once the cart holds the whole basket it says so, also on a page
// loaded with it there (the island then hydrates at once: client:touch="page").
import { useStore } from '@nanostores/react';
import { readItemData } from '../client/item-data.ts';
import { useRef, useState } from 'react';
import { basketShortfall, replaceQuestion } from '../domain/cart.ts';
import { defaultAddons, firstChoosableVariant } from '../domain/item-options.ts';
import type { Item } from '../domain/types.ts';
import { $cart, addItems } from '../stores/cart.ts';
import { replaceCartTexts } from '../stores/settings.ts';
import { ReplaceCartDialog } from './ReplaceCartDialog.tsx';
import { useMounted } from './use-mounted.ts';

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
    entries.push({
      item: {
        ...item,
        // The row's size (readItemData: the packs that cover what the recipe needs), if still on sale.
        selectedvariant: firstChoosableVariant(item),
        selectedaddons: defaultAddons(item.addon_categories),
      },
      quantity,
    });
  }
  return entries;
}

export default function AddAllToCart({ addLabel, addedLabel, viewCartLabel }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const [askingToReplace, setAskingToReplace] = useState(false);
  const texts = replaceCartTexts();
  const cart = useStore($cart);
  // The server renders no cart: what it holds shows once mounted (the same markup first, no mismatch).
  const mounted = useMounted();
  const entries = mounted ? basketEntries(root.current) : [];
  const added = entries.length > 0 && basketShortfall(cart, entries).length === 0;

  const add = (replace: boolean) => {
    const basket = basketEntries(root.current);
    // Replacing empties the cart first: then the whole basket goes in.
    const missing = replace ? basket : basketShortfall($cart.get(), basket);
    if (missing.length === 0) return;
    const outcome = addItems(missing, { replace });
    if (outcome === 'needs_replace') setAskingToReplace(true);
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
      <ReplaceCartDialog
        open={askingToReplace}
        id="add-all"
        texts={texts}
        question={replaceQuestion(texts, cart.lines[0]?.restaurant_name, entries[0]?.item.restaurant_name)}
        onNo={() => setAskingToReplace(false)}
        onYes={() => {
          setAskingToReplace(false);
          add(true);
        }}
      />
    </div>
  );
}
