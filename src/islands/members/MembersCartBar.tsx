// The Members Mart's own cart bar: what the members cart holds, its weight against
// the remaining allowance (§4, cart_weight_exceeded shown in words and colour), the
// link to /member-cart; and the replace question when an item of another store is
// added (a cart holds one store's items).
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { replaceQuestion } from '../../domain/orders/cart.ts';
import { countText } from '../../domain/plural.ts';
import { fillTemplate } from '../../domain/text.ts';
import { memberWeightStatus } from '../../domain/orders/members.ts';
import {
  $memberCart,
  $memberReplaceRequest,
  cancelMemberReplace,
  confirmMemberReplace,
  recordWeightStatus,
} from '../../stores/members-cart.ts';
import { ReplaceCartDialog } from '../cart/ReplaceCartDialog.tsx';
import { useMounted } from '../use-mounted.ts';
import { kg } from './weight.ts';
import type { MemberBarTexts } from './texts.ts';
import './members.css';

export default function MembersCartBar({ texts, remainingKg }: { texts: MemberBarTexts; remainingKg: number }) {
  const mounted = useMounted();
  const cart = useStore($memberCart);
  const replace = useStore($memberReplaceRequest);

  const weight = memberWeightStatus(cart.lines, { total_remaining_weight: remainingKg });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the status is recorded when crossing the allowance, not on every weight change.
  useEffect(() => recordWeightStatus(weight), [weight.cart_weight_exceeded]);
  const count = cart.lines.reduce((sum, line) => sum + line.quantity, 0);
  const shown = mounted && count > 0;
  const percent = weight.allowance > 0 ? Math.min(100, Math.round((weight.cartWeight / weight.allowance) * 100)) : 100;

  return (
    <>
      {shown && (
        <section className={weight.cart_weight_exceeded ? 'member-bar exceeded' : 'member-bar'} aria-label={texts.cart}>
          <div className="member-bar-text">
            <b>{countText(texts.itemCount, count)}</b>
            <span role="status">
              {weight.cart_weight_exceeded ? (
                <>
                  <span aria-hidden="true">⚠ </span>
                  {texts.exceeded}
                </>
              ) : (
                fillTemplate(texts.allowance, { used: kg(weight.cartWeight), allowance: kg(weight.allowance) })
              )}
            </span>
            <span className="member-meter" aria-hidden="true">
              <span style={{ width: `${percent}%` }} />
            </span>
          </div>
          <a className="member-bar-go" href="/member-cart">
            {texts.view} <span aria-hidden="true">›</span>
          </a>
        </section>
      )}
      <ReplaceCartDialog
        open={replace !== null}
        id="member-replace"
        texts={texts.replace}
        question={replaceQuestion(
          texts.replace,
          cart.lines[0]?.restaurant_name,
          replace?.item.restaurant_name,
          replace?.item.name,
        )}
        onNo={cancelMemberReplace}
        onYes={confirmMemberReplace}
      />
    </>
  );
}
