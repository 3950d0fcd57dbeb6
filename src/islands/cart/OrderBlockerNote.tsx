// The reason beside a disabled Place order / Proceed to checkout (decision 0188: a grey
// button always says why). The reason is src/domain/orders/checkout-readiness.ts's; the texts are the
// page's, with the store's name, the minimum-order message and the server's refusal filled in.
import type { OrderBlocker } from '../../domain/orders/checkout-readiness.ts';
import { fillTemplate } from '../../domain/text.ts';
import type { AddressTexts } from './texts.ts';

export const BLOCKER_NOTE_ID = 'order-blocker';

interface Props {
  blocker: OrderBlocker | null;
  storeName: string;
  texts: AddressTexts;
  /** §5 'Shop for {amount} more to place the order', as the server's bill said it. */
  minimumMessage: string | null;
  /** The server's message when it refused the cart's bill. */
  refusal: string | null;
  /** The applied coupon's code (named when the bill refuses it). */
  coupon?: string | null;
}

function blockerText({ blocker, storeName, texts, minimumMessage, refusal, coupon }: Props): string | null {
  switch (blocker) {
    case null:
      return null;
    case 'below_minimum':
      return minimumMessage;
    case 'bill_refused':
      return refusal;
    case 'coupon_refused':
      return fillTemplate(texts.blockers.coupon_refused, { code: coupon ?? '' });
    default:
      return fillTemplate(texts.blockers[blocker], { store: storeName });
  }
}

export function OrderBlockerNote(props: Props) {
  const text = blockerText(props);
  if (text === null) return null;
  return (
    <p id={BLOCKER_NOTE_ID} className={`order-blocker ${props.blocker ?? ''}`} role="status">
      {text}
    </p>
  );
}
