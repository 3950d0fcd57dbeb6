// The console's store settings (decision 0270): the dispatcher has checked the call's permission
// (store_settings, or new_stores to make a store); each service refuses, as "not found", a store
// the member does not reach.
import { fail, type Result } from '../../../../domain/api/errors.ts';
import { said } from '../../../said.ts';
import { type StaffMember, staffMember } from '../../../services/staff/staff.ts';
import {
  createStore,
  findPlace,
  saveStore,
  staffStoreList,
  staffStoreSettings,
} from '../../../services/location/staff-stores.ts';
import { type Call, route } from '../../route.ts';

/** Runs `work` for the call's live staff member; a disabled account answers as a signed-out one. */
async function asStaff<T>(call: Call, work: (member: StaffMember) => Promise<Result<T>>): Promise<Result<T>> {
  const holder = await call.holder('staff');
  const member = holder ? await staffMember(call.shop, holder.account_id, holder.session_id) : null;
  return member ? work(member) : fail('unauthorized', said('saidSignInFirst'));
}

export const staffStoreRoutes = [
  route('staff/stores', {
    auth: 'staff',
    handle: (_input, _params, call) => asStaff(call, (member) => staffStoreList(call.shop, member)),
  }),
  route('staff/store', {
    auth: 'staff',
    ids: { store_id: 'store' },
    handle: (input, _params, call) => asStaff(call, (member) => staffStoreSettings(call.shop, member, input.store_id)),
  }),
  route('staff/store-create', {
    mutates: true,
    auth: 'staff',
    handle: (input, _params, call) =>
      asStaff(call, (member) => {
        const { token: _token, ...settings } = input;
        return createStore(call.shop, member, settings);
      }),
  }),
  route('staff/store-save', {
    mutates: true,
    auth: 'staff',
    ids: { store_id: 'store' },
    handle: (input, _params, call) =>
      asStaff(call, (member) => {
        const { token: _token, ...settings } = input;
        return saveStore(call.shop, member, settings);
      }),
  }),
  route('staff/find-place', {
    auth: 'staff',
    handle: (input, _params, call) => asStaff(call, () => findPlace(call.shop, input.query)),
  }),
];
