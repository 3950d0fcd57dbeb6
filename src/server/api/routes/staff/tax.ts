// The console's tax settings (decision 0332): the dispatcher has checked the call's permission
// (shop settings: admins, as rates and charges are the whole shop's).
import { fail, type Result } from '../../../../domain/api/errors.ts';
import { said } from '../../../said.ts';
import { type StaffMember, staffMember } from '../../../services/staff/staff.ts';
import { addTaxRate, endTaxRate, saveChargeTreatments, taxSettings } from '../../../services/tax/settings.ts';
import { type Call, route } from '../../route.ts';

/** Runs `work` for the call's live staff member; a disabled account answers as a signed-out one. */
async function asStaff<T>(call: Call, work: (member: StaffMember) => Promise<Result<T>>): Promise<Result<T>> {
  const holder = await call.holder('staff');
  const member = holder ? await staffMember(call.shop, holder.account_id, holder.session_id) : null;
  return member ? work(member) : fail('unauthorized', said('saidSignInFirst'));
}

export const staffTaxRoutes = [
  route('staff/tax', {
    auth: 'staff',
    handle: (_input, _params, call) => asStaff(call, () => taxSettings(call.shop)),
  }),
  route('staff/tax-rate-add', {
    mutates: true,
    auth: 'staff',
    handle: (input, _params, call) =>
      asStaff(call, (member) =>
        addTaxRate(call.shop, member, { rate: input.rate, from: input.from, until: input.until }),
      ),
  }),
  route('staff/tax-rate-end', {
    mutates: true,
    auth: 'staff',
    ids: { rate_id: 'tax-rate' },
    handle: (input, _params, call) =>
      asStaff(call, (member) => endTaxRate(call.shop, member, { rate_id: input.rate_id, until: input.until })),
  }),
  route('staff/tax-charges-save', {
    mutates: true,
    auth: 'staff',
    handle: (input, _params, call) =>
      asStaff(call, (member) => {
        const { token: _token, ...charges } = input;
        return saveChargeTreatments(call.shop, member, charges);
      }),
  }),
];
