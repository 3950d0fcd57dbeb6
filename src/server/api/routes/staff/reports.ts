// The console's reports (decision 0278): admins see every store, managers their own; a store the
// member does not reach answers 404 like a missing one.
import { staffReport } from '../../../services/reports/reports.ts';
import { route } from '../../route.ts';
import { asStaff } from '../staff.ts';

export const staffReportRoutes = [
  route('staff/reports', {
    auth: 'staff',
    ids: { store_ids: 'store-list' },
    handle: (input, _params, call) => asStaff(call, (member) => staffReport(call.shop, member, input)),
  }),
];
