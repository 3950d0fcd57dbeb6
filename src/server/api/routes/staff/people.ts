// Staff accounts in the console (decision 0272): admins only (STAFF_CALL_PERMISSIONS 'staff_accounts').
import {
  addPerson,
  setPersonDisabled,
  setPersonPassword,
  staffPeople,
  updatePerson,
} from '../../../services/staff/staff-people.ts';
import { route } from '../../route.ts';
import { asStaff } from '../staff.ts';

export const staffPeopleRoutes = [
  route('staff/people', {
    auth: 'staff',
    handle: (_input, _params, call) => asStaff(call, (member) => staffPeople(call.shop, member)),
  }),
  route('staff/person-add', {
    mutates: true,
    auth: 'staff',
    ids: { store_ids: 'store-list' },
    handle: ({ token: _token, ...input }, _params, call) =>
      asStaff(call, (member) => addPerson(call.shop, member, input)),
  }),
  route('staff/person-update', {
    mutates: true,
    auth: 'staff',
    ids: { staff_id: 'staff-account', store_ids: 'store-list' },
    handle: (input, _params, call) => asStaff(call, (member) => updatePerson(call.shop, member, input)),
  }),
  route('staff/person-disabled', {
    mutates: true,
    auth: 'staff',
    ids: { staff_id: 'staff-account' },
    handle: (input, _params, call) => asStaff(call, (member) => setPersonDisabled(call.shop, member, input)),
  }),
  route('staff/person-password', {
    mutates: true,
    auth: 'staff',
    ids: { staff_id: 'staff-account' },
    handle: (input, _params, call) => asStaff(call, (member) => setPersonPassword(call.shop, member, input)),
  }),
];
