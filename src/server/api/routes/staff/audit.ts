// The console's audit log (decision 0272): whoever holds the 'audit' permission (admins).
import { staffAudit } from '../../../services/staff/audit-log.ts';
import { route } from '../../route.ts';
import { asStaff } from '../staff.ts';

export const staffAuditRoutes = [
  route('staff/audit', {
    auth: 'staff',
    ids: { staff_id: 'filter', store_id: 'filter' },
    handle: (input, _params, call) => asStaff(call, () => staffAudit(call.shop, input)),
  }),
];
