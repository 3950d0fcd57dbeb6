// §3 Combo as a cart line (decision 0193): one tap adds the combo
// (its parts at the combo's price) as ONE line; once in the cart, minus / quantity / plus.
// The cart's rules apply as to an item (src/domain/orders/cart.ts): one store per cart (the
// replace question), the parts' stock (§5), and the add waits for an address when the
// device has none (src/client/add-flow.ts).
import { useStore } from '@nanostores/react';
import { addOrLocate } from '../../client/add-flow.ts';
import { cartLineKey } from '../../domain/orders/cart.ts';
import { comboCartItem, type ComboForCart } from '../../domain/catalogue/combo.ts';
import { fillTemplate } from '../../domain/text.ts';
import { $cart, addItem, removeItem } from '../../stores/cart.ts';
import { label } from '../../stores/settings.ts';
import { useMounted } from '../use-mounted.ts';

export interface ComboAddTexts {
  add: string;
  /** 'Add {name}' */
  addNamed: string;
  /** 'Remove one {name}' */
  removeOne: string;
  /** 'Add one more {name}' */
  addOne: string;
  /** 'Quantity {n}' */
  quantity: string;
}

interface Props {
  combo: ComboForCart;
  texts: ComboAddTexts;
}

export default function ComboAdd({ combo, texts }: Props) {
  const cart = useStore($cart);
  const mounted = useMounted();
  const item = comboCartItem(combo);
  const key = cartLineKey(item);
  const line = mounted ? cart.lines.find((candidate) => cartLineKey(candidate) === key) : undefined;

  return (
    <div className="item-controls combo-controls">
      {line === undefined ? (
        <button
          type="button"
          className="add-button"
          onClick={() => void addOrLocate(item)}
          aria-label={fillTemplate(texts.addNamed, { name: combo.name })}
        >
          {texts.add}
        </button>
      ) : (
        <div className="stepper" role="group" aria-label={label('inCartText', '{name} in cart', { name: combo.name })}>
          <button
            type="button"
            onClick={() => removeItem(line)}
            aria-label={fillTemplate(texts.removeOne, { name: combo.name })}
          >
            −
          </button>
          <span role="status" aria-label={fillTemplate(texts.quantity, { n: line.quantity })}>
            {line.quantity}
          </span>
          <button
            type="button"
            onClick={() => addItem(line)}
            aria-label={fillTemplate(texts.addOne, { name: combo.name })}
          >
            +
          </button>
        </div>
      )}
    </div>
  );
}
