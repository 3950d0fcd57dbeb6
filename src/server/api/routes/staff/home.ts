// The console's home composer (decision 0283): editors and admins (permission 'content'); every
// other role gets 403 from the dispatcher (STAFF_CALL_PERMISSIONS). The home is the whole shop's,
// so no call names a store's thing.
import {
  discardHomeDraft,
  findForHome,
  publishHome,
  saveHomeDraft,
  staffHome,
} from '../../../services/content/staff-home.ts';
import { route } from '../../route.ts';
import { asStaff } from '../staff.ts';

export const staffHomeRoutes = [
  route('staff/home', {
    auth: 'staff',
    handle: (_input, _params, call) => asStaff(call, (member) => staffHome(call.shop, member)),
  }),
  route('staff/home-save', {
    mutates: true,
    auth: 'staff',
    handle: ({ token: _token, ...input }, _params, call) =>
      asStaff(call, (member) => saveHomeDraft(call.shop, member, input)),
  }),
  route('staff/home-publish', {
    mutates: true,
    auth: 'staff',
    handle: ({ token: _token, ...input }, _params, call) =>
      asStaff(call, (member) => publishHome(call.shop, member, input)),
  }),
  route('staff/home-discard', {
    mutates: true,
    auth: 'staff',
    handle: ({ token: _token, ...input }, _params, call) =>
      asStaff(call, (member) => discardHomeDraft(call.shop, member, input)),
  }),
  route('staff/home-find', {
    auth: 'staff',
    handle: ({ token: _token, ...input }, _params, call) =>
      asStaff(call, (member) => findForHome(call.shop, member, input)),
  }),
];
