// A phone order lands accepted (decision 0322): the member who took it on the phone agreed it with
// the caller, so it does not wait in the queue for a second tap of theirs. It is accepted as the
// store, by that member, with the usual preparation time, through the one state machine, and the
// acceptance is one audit row (kind 'order', made in the customer's session the member held) in
// the step's transaction. A member whose role does not take orders, or an order that is not the
// store's yet (waiting for an online payment), is left for the queue as before.
import { ok, type Result } from '../../../domain/api/errors.ts';
import { may } from '../../../domain/staff/permissions.ts';
import type { ShopContext } from '../../context.ts';
import { staffMember } from './staff.ts';
import { takeStaffStep } from './staff-orders.ts';

/** Accepts an order just placed in a call-and-order session by the member holding it; answers whether it did. */
export async function acceptPhoneOrder(
  ctx: ShopContext,
  staffId: number,
  order: { unique_order_id: string; status: string },
): Promise<Result<{ accepted: boolean }>> {
  if (order.status !== 'placed') return ok({ accepted: false });
  // No console session of theirs takes part: the held customer session is the member's act.
  const member = await staffMember(ctx, staffId, 0);
  if (!member || !may(member.role, 'orders')) return ok({ accepted: false });
  const stepped = await takeStaffStep(
    ctx,
    member,
    { unique_order_id: order.unique_order_id, event: 'accept' },
    {
      via: 'acting',
      change: {
        kind: 'order',
        action: 'accept',
        summary: `Order ${order.unique_order_id}: taken on the phone and accepted by ${member.name}`,
        before: { status: 'placed' },
        after: { status: 'accepted' },
      },
    },
  );
  return stepped.ok ? ok({ accepted: true }) : stepped;
}
