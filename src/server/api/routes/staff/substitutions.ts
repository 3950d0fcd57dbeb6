// Short lines at packing in the console (decision 0285): the dispatcher has checked the call's
// permission (orders); each service answers "not found" for an order of a store the member does
// not reach.
import { fail, type Result } from '../../../../domain/api/errors.ts';
import { said } from '../../../said.ts';
import { type StaffMember, staffMember } from '../../../services/staff/staff.ts';
import {
  markShort,
  recordCounterAnswer,
  staffSubstitutions,
  substitutionOptions,
} from '../../../services/orders/staff-substitutions.ts';
import { type Call, route } from '../../route.ts';

/** Runs `work` for the call's live staff member; a disabled account answers as a signed-out one. */
async function asStaff<T>(call: Call, work: (member: StaffMember) => Promise<Result<T>>): Promise<Result<T>> {
  const holder = await call.holder('staff');
  const member = holder ? await staffMember(call.shop, holder.account_id, holder.session_id) : null;
  return member ? work(member) : fail('unauthorized', said('saidSignInFirst'));
}

const order = { unique_order_id: 'store-order' } as const;

export const staffSubstitutionRoutes = [
  route('staff/substitutions', {
    auth: 'staff',
    ids: order,
    handle: (input, _params, call) => asStaff(call, (member) => staffSubstitutions(call.shop, member, input)),
  }),
  route('staff/substitution-options', {
    auth: 'staff',
    ids: order,
    handle: (input, _params, call) => asStaff(call, (member) => substitutionOptions(call.shop, member, input)),
  }),
  route('staff/mark-short', {
    mutates: true,
    auth: 'staff',
    ids: order,
    handle: (input, _params, call) => asStaff(call, (member) => markShort(call.shop, member, input)),
  }),
  route('staff/substitution-answer', {
    mutates: true,
    auth: 'staff',
    ids: order,
    handle: (input, _params, call) => asStaff(call, (member) => recordCounterAnswer(call.shop, member, input)),
  }),
];
