// A store's delivery and pickup slots in the console (decision 0279): the dispatcher has checked
// the call's permission (store_settings); each service refuses, as "not found", a store the member
// does not reach.
import { fail, type Result } from '../../../../domain/api/errors.ts';
import { said } from '../../../said.ts';
import { type StaffMember, staffMember } from '../../../services/staff/staff.ts';
import { saveSlots, staffSlots } from '../../../services/catalogue/staff-slots.ts';
import { type Call, route } from '../../route.ts';

/** Runs `work` for the call's live staff member; a disabled account answers as a signed-out one. */
async function asStaff<T>(call: Call, work: (member: StaffMember) => Promise<Result<T>>): Promise<Result<T>> {
  const holder = await call.holder('staff');
  const member = holder ? await staffMember(call.shop, holder.account_id, holder.session_id) : null;
  return member ? work(member) : fail('unauthorized', said('saidSignInFirst'));
}

export const staffSlotRoutes = [
  route('staff/slots', {
    auth: 'staff',
    ids: { store_id: 'store' },
    handle: (input, _params, call) => asStaff(call, (member) => staffSlots(call.shop, member, input.store_id)),
  }),
  route('staff/slots-save', {
    mutates: true,
    auth: 'staff',
    ids: { store_id: 'store' },
    handle: (input, _params, call) => asStaff(call, (member) => saveSlots(call.shop, member, input)),
  }),
];
