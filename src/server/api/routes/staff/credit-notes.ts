// Goods missing or damaged after delivery, refunded with a credit note (decision 0338): the
// dispatcher has checked the call's permission (orders); each service answers "not found" for an
// order of a store the member does not reach.
import { fail, type Result } from '../../../../domain/api/errors.ts';
import { said } from '../../../said.ts';
import { refundItems, staffCreditLines } from '../../../services/orders/credit-refunds.ts';
import { type StaffMember, staffMember } from '../../../services/staff/staff.ts';
import { type Call, route } from '../../route.ts';

/** Runs `work` for the call's live staff member; a disabled account answers as a signed-out one. */
async function asStaff<T>(call: Call, work: (member: StaffMember) => Promise<Result<T>>): Promise<Result<T>> {
  const holder = await call.holder('staff');
  const member = holder ? await staffMember(call.shop, holder.account_id, holder.session_id) : null;
  return member ? work(member) : fail('unauthorized', said('saidSignInFirst'));
}

const order = { unique_order_id: 'store-order' } as const;

export const staffCreditNoteRoutes = [
  route('staff/credit-lines', {
    auth: 'staff',
    ids: order,
    handle: (input, _params, call) => asStaff(call, (member) => staffCreditLines(call.shop, member, input)),
  }),
  route('staff/refund-items', {
    mutates: true,
    auth: 'staff',
    ids: order,
    handle: (input, _params, call) => asStaff(call, (member) => refundItems(call.shop, member, input)),
  }),
];
