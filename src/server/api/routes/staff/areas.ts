// The console's Areas screen (decision 0315): the dispatcher has checked the call's permission
// (new_stores: admins, as the areas are the whole shop's).
import { fail, type Result } from '../../../../domain/api/errors.ts';
import { said } from '../../../said.ts';
import { type StaffMember, staffMember } from '../../../services/staff/staff.ts';
import { removeArea, saveArea, staffAreas } from '../../../services/location/staff-areas.ts';
import { type Call, route } from '../../route.ts';

/** Runs `work` for the call's live staff member; a disabled account answers as a signed-out one. */
async function asStaff<T>(call: Call, work: (member: StaffMember) => Promise<Result<T>>): Promise<Result<T>> {
  const holder = await call.holder('staff');
  const member = holder ? await staffMember(call.shop, holder.account_id, holder.session_id) : null;
  return member ? work(member) : fail('unauthorized', said('saidSignInFirst'));
}

export const staffAreaRoutes = [
  route('staff/areas', {
    auth: 'staff',
    handle: (_input, _params, call) => asStaff(call, () => staffAreas(call.shop)),
  }),
  route('staff/area-save', {
    mutates: true,
    auth: 'staff',
    ids: { area_id: 'area', store_ids: 'store-list' },
    handle: (input, _params, call) =>
      asStaff(call, (member) => {
        const { token: _token, ...area } = input;
        return saveArea(call.shop, member, area);
      }),
  }),
  route('staff/area-remove', {
    mutates: true,
    auth: 'staff',
    ids: { area_id: 'area' },
    handle: (input, _params, call) => asStaff(call, (member) => removeArea(call.shop, member, input.area_id)),
  }),
];
