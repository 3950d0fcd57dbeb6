// A recipe's 'Add all to cart' (§2 /recipe/{id}): tops the cart up to every ticked ingredient row
// of the basket (the customer unticks what they have at home; the label then says 'Add ticked items'
// and its total follows), each its quantity of packs of the row's size (domain/catalogue/recipes.ts) with the chooser's preselected addons
// (domain/catalogue/item-options.ts defaultAddons), so a line the card added already counts (domain/orders/cart.ts
// basketShortfall: a second tap, or one after a reload, adds nothing twice). The items' data is the JSON each row
// already carries for its own Add button (CartItemData), read on use. §4 a cart holds one store's
// items: with another store's items in it, the customer is asked first (the replace texts from
// settings, naming both stores), as for one item. Once the cart holds the whole basket it says so, also on a page
// loaded with it there (the island then hydrates at once: client:touch="page").
import { useStore } from '@nanostores/react';
import { readItemData } from '../../client/item-data.ts';
import { useEffect, useRef, useState } from 'react';
import { basketShortfall, replaceQuestion } from '../../domain/orders/cart.ts';
import { defaultAddons, firstChoosableVariant } from '../../domain/catalogue/item-options.ts';
import { formatPrice } from '../../domain/money.ts';
import type { Item } from '../../domain/types.ts';
import { $cart, addItems } from '../../stores/cart.ts';
import { replaceCartTexts, shopTexts } from '../../stores/settings.ts';
import { ReplaceCartDialog } from '../cart/ReplaceCartDialog.tsx';
import { useMounted } from '../use-mounted.ts';

interface Props {
  /** 'Add all to cart' (the total follows: ' · ₹215') */
  addAllLabel: string;
  /** 'Add ticked items to cart', when some are unticked */
  addPickedLabel: string;
  /** 'Tick what you need', when none is ticked */
  nothingPickedLabel: string;
  addedLabel: string;
  viewCartLabel: string;
  /** Every row's packs together, as the server priced them (the rows are all ticked when the page comes). */
  totalMinor: number;
  /** The store's minimum order and its sentence, said while the ticked rows come to less. */
  minOrder: { minor: number; text: string } | null;
  /** Ingredient lines the store does not sell (or has none of): then the button never says "all". */
  missingLines: number;
}

/** The basket's rows that can be bought, and whether each is ticked. */
function basketRows(root: Element | null): { row: HTMLElement; ticked: boolean }[] {
  const rows =
    root?.closest('[data-recipe-basket]')?.querySelectorAll<HTMLElement>('[data-cart-item][data-quantity]') ?? [];
  return [...rows].map((row) => ({
    row,
    ticked: row.querySelector<HTMLInputElement>('input[data-take]')?.checked ?? true,
  }));
}

/** How many rows are ticked and what they cost (each row's price as the server wrote it). */
function picked(root: Element | null): { count: number; all: boolean; minor: number } {
  const rows = basketRows(root);
  const ticked = rows.filter((entry) => entry.ticked);
  return {
    count: ticked.length,
    all: ticked.length === rows.length,
    minor: ticked.reduce((sum, entry) => sum + (Number(entry.row.dataset.lineMinor) || 0), 0),
  };
}

function basketEntries(root: Element | null): { item: Item; quantity: number }[] {
  const entries: { item: Item; quantity: number }[] = [];
  for (const { row, ticked } of basketRows(root)) {
    if (!ticked) continue;
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

export default function AddAllToCart({
  addAllLabel,
  addPickedLabel,
  nothingPickedLabel,
  addedLabel,
  viewCartLabel,
  totalMinor,
  minOrder,
  missingLines,
}: Props) {
  const root = useRef<HTMLDivElement>(null);
  const [askingToReplace, setAskingToReplace] = useState(false);
  // Every row ticked until the page says otherwise (a box may have been unticked before hydration).
  const [choice, setChoice] = useState({ count: 1, all: missingLines === 0, minor: totalMinor });
  useEffect(() => {
    const basket = root.current?.closest('[data-recipe-basket]');
    const update = () => {
      const now = picked(root.current);
      setChoice({ ...now, all: now.all && missingLines === 0 });
    };
    update();
    basket?.addEventListener('change', update);
    return () => basket?.removeEventListener('change', update);
  }, [missingLines]);
  const price = formatPrice(choice.minor, shopTexts().settings);
  const label = choice.count === 0 ? nothingPickedLabel : `${choice.all ? addAllLabel : addPickedLabel} · ${price}`;
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
    <div ref={root} className="add-all-area">
      <div className="add-all">
        <button type="button" className="btn add-all-button" disabled={choice.count === 0} onClick={() => add(false)}>
          {added ? `✓ ${addedLabel}` : label}
        </button>
        {added && (
          <a className="btn btn-outline" href="/cart">
            {viewCartLabel}
          </a>
        )}
      </div>
      {minOrder && choice.count > 0 && choice.minor < minOrder.minor && <p className="min-order">{minOrder.text}</p>}
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
