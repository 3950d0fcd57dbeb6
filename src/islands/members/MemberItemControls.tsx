// Members Mart: an item's member variants, each with its member price (the regular
// price struck through) and Add, which puts it in the MEMBERS cart (§4: quantity 1
// at the variant's sale price); once there, a stepper.
import { useStore } from '@nanostores/react';
import { availabilityLabel, itemAvailability } from '../../domain/catalogue/availability.ts';
import { cartLineKey } from '../../domain/orders/cart.ts';
import { formatPrice, toMinor } from '../../domain/money.ts';
import { fillTemplate } from '../../domain/text.ts';
import type { Item, Variant } from '../../domain/types.ts';
import { $memberCart, addMemberItem, removeMemberItem } from '../../stores/members-cart.ts';
import { label as shopLabel, shopTexts } from '../../stores/settings.ts';
import { useMounted } from '../use-mounted.ts';
import type { MemberControlTexts } from './texts.ts';

interface Props {
  item: Item;
  texts: MemberControlTexts;
}

export default function MemberItemControls({ item, texts }: Props) {
  const cart = useStore($memberCart);
  const mounted = useMounted();
  const { settings } = shopTexts();
  const variants = item.member_variants ?? [];
  const quantityOf = (variant: Variant) => {
    if (!mounted) return 0;
    const key = cartLineKey({ ...item, selectedvariant: variant, selectedaddons: [] });
    return cart.lines.find((line) => cartLineKey(line) === key)?.quantity ?? 0;
  };
  return (
    <ul className="member-variants">
      {variants.map((variant) => {
        const quantity = quantityOf(variant);
        const label = `${item.name} ${variant.name}`;
        // §4/§8 A variant that cannot be bought shows why instead of Add ('Sold Out', out of stock).
        const unavailable = availabilityLabel(itemAvailability(item, variant), {
          cartItemNotAvailable: shopLabel('cartItemNotAvailable', settings.cartItemNotAvailable),
          outOfStockText: shopLabel('outOfStockText', settings.outOfStockText),
          soldOutText: shopLabel('soldOutText', 'Sold Out'),
        });
        return (
          <li key={variant.id}>
            <span className="member-variant-name">{variant.name}</span>
            <span className="member-variant-price">
              <b>{formatPrice(toMinor(variant.sale_price), settings)}</b>
              {variant.regular_price > variant.sale_price && (
                <s>{formatPrice(toMinor(variant.regular_price), settings)}</s>
              )}
            </span>
            {unavailable !== null && quantity === 0 ? (
              <span className="member-variant-unavailable">{unavailable}</span>
            ) : quantity === 0 ? (
              <button
                type="button"
                className="add-button"
                aria-label={`${texts.add} ${label}`}
                onClick={() => addMemberItem(item, variant)}
              >
                {texts.add}
              </button>
            ) : (
              <div
                className="stepper"
                role="group"
                aria-label={shopLabel('inMembersCartText', '{name} in members cart', { name: label })}
              >
                <button
                  type="button"
                  aria-label={fillTemplate(texts.line.removeOne, { name: label })}
                  onClick={() => removeMemberItem({ ...item, selectedvariant: variant, selectedaddons: [] })}
                >
                  −
                </button>
                <span role="status" aria-label={fillTemplate(texts.line.quantity, { n: quantity })}>
                  {quantity}
                </span>
                <button
                  type="button"
                  aria-label={fillTemplate(texts.line.addOne, { name: label })}
                  onClick={() => addMemberItem(item, variant)}
                >
                  +
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
