// The item page's purchase block (§2 Item card and controls, §4 Item availability):
// the chosen variant's price, the variants as tiles, the addon categories, the item
// total and a wide Add that becomes the stepper. It adds the CHOSEN variant and
// addons directly (no sheet on this page). Rendered without a client directive it
// is static HTML: the price and why the item cannot be bought, no controls.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { chosenVariant, lineUnitPriceMinor, quantityOf } from '../../domain/orders/cart.ts';
import { isComboLine } from '../../domain/catalogue/combo.ts';
import {
  addonChoiceOf,
  chooseAddon,
  firstChoosableVariant,
  initialAddonChoice,
  selectedAddonsOf,
  type AddonChoice,
  type ItemPageStatus,
} from '../../domain/catalogue/item-options.ts';
import { discountPercent, formatPrice, multiplyMinor, toMinor } from '../../domain/money.ts';
import type { Item, Variant } from '../../domain/types.ts';
import { $cart, addItem, removeItem } from '../../stores/cart.ts';
import { $deliveryAddress } from '../../stores/location.ts';
import { label } from '../../stores/settings.ts';
import { AddonChoices, VariantChoices, type ChoiceFormat, type ChoiceTexts } from './ItemChoices.tsx';
import { useMounted } from '../use-mounted.ts';
import { useSwapFocus } from '../use-swap-focus.ts';
import { showLoadFailed } from '../../client/load-failed.ts';

export interface PurchaseTexts extends ChoiceTexts {
  add: string;
  itemTotal: string;
  /** '{n}% OFF' */
  percentOff: string;
}

interface Props {
  item: Item;
  status: ItemPageStatus;
  /** Why the item cannot be bought (unavailable, sold out, out of stock); null when it can. */
  statusText: string | null;
  /** Why Add is disabled although the item is on sale, e.g. the store does not deliver here. */
  blockedReason?: string | null;
  /** A link may name the variant to preselect (?variant=). */
  wantedVariantId?: number | null;
  /** The server saw a delivery address (the `loc` cookie). */
  hasAddress: boolean;
  texts: PurchaseTexts;
  format: ChoiceFormat;
}

export default function ItemPurchase({
  item,
  status,
  statusText,
  blockedReason = null,
  wantedVariantId = null,
  hasAddress,
  texts,
  format,
}: Props) {
  const cart = useStore($cart);
  const mounted = useMounted();
  const canBuy = status === 'available';
  // An item that cannot be bought shows its default variant (§4: that is what made it out of stock).
  const [variant, setVariant] = useState<Variant | null>(() =>
    canBuy ? firstChoosableVariant(item, wantedVariantId) : chosenVariant(item),
  );
  const [addons, setAddons] = useState<AddonChoice>(() => initialAddonChoice(item.addon_categories));

  // Back on the page with this item in the cart (a reload, say): show the choice it was added with.
  useEffect(() => {
    const line = $cart.get().lines.findLast((candidate) => candidate.id === item.id && !isComboLine(candidate));
    if (!line) return;
    const lineVariant = item.variants.find((option) => option.id === line.selectedvariant?.id);
    if (wantedVariantId !== null && lineVariant?.id !== wantedVariantId) return;
    if (lineVariant) setVariant(lineVariant);
    setAddons(addonChoiceOf(item.addon_categories, line.selectedaddons));
  }, [item, wantedVariantId]);

  const selectedAddons = useMemo(
    () => selectedAddonsOf(item.addon_categories, addons),
    [addons, item.addon_categories],
  );
  const chosen = { ...item, selectedvariant: variant, selectedaddons: selectedAddons };
  const quantity = mounted ? quantityOf(cart, chosen) : 0;
  const unitMinor = lineUnitPriceMinor({ ...chosen, quantity: 1 });
  const sale = variant?.sale_price ?? item.price;
  const regular = variant?.regular_price ?? item.old_price;
  const percent = discountPercent(regular, sale);

  const [locating, setLocating] = useState(false);
  const controls = useRef<HTMLDivElement>(null);
  const swapFocus = useSwapFocus(controls, quantity);

  const add = () => {
    if ($deliveryAddress.get() === null && !hasAddress) {
      if (locating) return;
      setLocating(true);
      // §4 Location: look the device up, confirm, come back with this item added (src/client/add-flow.ts).
      // Both ways the page is leaving: the spinner stays unless the lookup itself failed.
      import('../../client/add-flow.ts')
        .then(({ addOrLocate }) => addOrLocate(chosen))
        .catch(() => {
          setLocating(false);
          showLoadFailed();
        });
      return;
    }
    swapFocus.adding();
    addItem(chosen);
  };
  const reasonId = `purchase-reason-${item.id}`;

  return (
    <div className="item-purchase">
      <p className="purchase-price">
        <b>{formatPrice(toMinor(sale), format)}</b>
        {percent !== null && <s>{formatPrice(toMinor(regular), format)}</s>}
        {percent !== null && <span className="purchase-off">{texts.percentOff.replace('{n}', String(percent))}</span>}
        {variant && <span className="purchase-unit">{variant.name}</span>}
      </p>
      {!canBuy ? (
        <p className={`purchase-status ${status}`} role="status">
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M5.6 5.6l12.8 12.8" />
          </svg>
          {statusText}
        </p>
      ) : (
        <>
          {item.variants.length > 1 && (
            <VariantChoices
              itemId={item.id}
              variants={item.variants}
              selectedId={variant?.id ?? null}
              onSelect={setVariant}
              texts={texts}
              format={format}
              layout="chips"
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
            format={format}
          />
          <div className="purchase-bar">
            {blockedReason && (
              <p id={reasonId} className="purchase-blocked">
                {blockedReason}
              </p>
            )}
            <div className="purchase-row">
              <div className="purchase-total">
                <small>{texts.itemTotal}</small>
                <strong>{formatPrice(multiplyMinor(unitMinor, Math.max(quantity, 1)), format)}</strong>
              </div>
              <div ref={controls} className="item-controls wide">
                {quantity === 0 ? (
                  <button
                    type="button"
                    className="add-button"
                    onClick={add}
                    disabled={blockedReason !== null || variant === null}
                    aria-describedby={blockedReason ? reasonId : undefined}
                    aria-label={`${texts.add} ${item.name}`}
                    aria-busy={locating}
                  >
                    {locating ? <span className="purchase-spinner" aria-hidden="true" /> : texts.add}
                  </button>
                ) : (
                  <div
                    className="stepper"
                    role="group"
                    aria-label={label('inCartText', '{name} in cart', { name: item.name })}
                  >
                    <button
                      type="button"
                      onClick={() => {
                        swapFocus.removing();
                        removeItem(chosen);
                      }}
                      aria-label={label('removeOneText', 'Remove one {name}', { name: item.name })}
                    >
                      −
                    </button>
                    <span role="status" aria-label={label('quantityText', 'Quantity {n}', { n: quantity })}>
                      {quantity}
                    </span>
                    <button
                      type="button"
                      onClick={add}
                      aria-label={label('addOneText', 'Add one more {name}', { name: item.name })}
                    >
                      +
                    </button>
                  </div>
                )}
              </div>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
