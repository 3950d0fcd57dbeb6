// Order again: the server answers the order's lines that can be bought now, with
// fresh prices (order-again); they go into the cart (stores/cart.ts refillCart) and
// the customer lands on /cart. A cart of another store is replaced only after the
// replace question (§4), which names both stores. What could not be added is said on the cart page.
import { useState } from 'react';
import { orderAgain } from '../../client/orders.ts';
import type { OrderAgainAnswer } from '../../domain/api/orders.ts';
import { belongsToAnotherStore, replaceQuestion } from '../../domain/orders/cart.ts';
import { fillTemplate } from '../../domain/text.ts';
import { $cart, refillCart } from '../../stores/cart.ts';
import { $memberCart, refillMemberCart } from '../../stores/members-cart.ts';
import { ReplaceCartDialog } from '../cart/ReplaceCartDialog.tsx';
import { CART_NOTICE_KEY } from './cart-notice.ts';
import type { OrderAgainTexts } from './texts.ts';
import './orders.css';

export function OrderAgainButton({ uniqueOrderId, texts }: { uniqueOrderId: string; texts: OrderAgainTexts }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState<OrderAgainAnswer | null>(null);

  const fill = (answer: OrderAgainAnswer, replace: boolean) => {
    // Into a cart that already holds items of the same store they are added, and the cart says so
    // (decision 0225), so no quantity grows without a word.
    const held = (answer.members ? $memberCart : $cart).get().lines.length;
    // A members-cart order goes back to the members cart, at member prices (§4).
    const added = answer.members ? refillMemberCart(answer.items, { replace }) : refillCart(answer.items, { replace });
    if (added === 0) {
      setMessage(texts.none);
      return;
    }
    const notes: string[] = [];
    if (!replace && held > 0) notes.push(texts.merged);
    if (answer.unavailable.length > 0) {
      const names = answer.unavailable
        .map((line) => (line.variant_name ? `${line.name} (${line.variant_name})` : line.name))
        .join(', ');
      notes.push(fillTemplate(texts.partial, { names }));
    }
    if (notes.length > 0) {
      try {
        sessionStorage.setItem(CART_NOTICE_KEY, notes.join(' '));
      } catch {
        // No storage: the cart shows what is there, without the note.
      }
    }
    location.assign(answer.members ? '/member-cart' : '/cart');
  };

  const start = async () => {
    setBusy(true);
    setMessage(null);
    const answer = await orderAgain(uniqueOrderId);
    setBusy(false);
    if (!answer.ok) {
      setMessage(answer.error.message);
      return;
    }
    const first = answer.value.items[0];
    if (!first) {
      setMessage(texts.none);
      return;
    }
    if (belongsToAnotherStore((answer.value.members ? $memberCart : $cart).get(), first)) {
      setPending(answer.value);
      return;
    }
    fill(answer.value, false);
  };

  const answerReplace = (yes: boolean) => {
    const answer = pending;
    setPending(null);
    if (yes && answer) fill(answer, true);
  };

  return (
    <>
      <button type="button" className="btn order-again" disabled={busy} aria-busy={busy} onClick={() => void start()}>
        {busy ? <span className="spinner small light" aria-hidden="true" /> : <span aria-hidden="true">↻</span>}
        {texts.orderAgain}
      </button>
      {message && (
        <p className="order-again-note" role="status">
          {message}
        </p>
      )}
      <ReplaceCartDialog
        open={pending !== null}
        id={`again-${uniqueOrderId}`}
        texts={texts.replace}
        question={replaceQuestion(
          texts.replace,
          (pending?.members ? $memberCart : $cart).get().lines[0]?.restaurant_name,
          pending?.items[0]?.restaurant_name,
        )}
        onNo={() => answerReplace(false)}
        onYes={() => answerReplace(true)}
      />
    </>
  );
}

/** The island of one Order again button on the server-rendered order list. */
