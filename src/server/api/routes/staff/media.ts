// The media library's JSON calls (decision 0269): a page of the library, new alt texts, archive. The
// upload is POST /staff/media/upload (src/pages/staff/media/upload.ts), a raw body, not JSON.
// Every call needs the 'media' permission (domain/staff/permissions.ts), which the dispatcher checks.
import { fail, type Result } from '../../../../domain/api/errors.ts';
import { archiveMedia, editMediaAlt, listMedia } from '../../../services/media/media.ts';
import { type StaffMember, staffMember } from '../../../services/staff/staff.ts';
import { said } from '../../../said.ts';
import { type Call, route } from '../../route.ts';

/** Runs `work` for the call's live staff member; a disabled account answers as a signed-out one. */
async function asStaff<T>(call: Call, work: (member: StaffMember) => Promise<Result<T>>): Promise<Result<T>> {
  const holder = await call.holder('staff');
  const member = holder ? await staffMember(call.shop, holder.account_id, holder.session_id) : null;
  return member ? work(member) : fail('unauthorized', said('saidSignInFirst'));
}

export const staffMediaRoutes = [
  route('staff/media', {
    auth: 'staff',
    ids: { media_ids: 'media' },
    handle: (input, _params, call) => asStaff(call, () => listMedia(call.shop, input)),
  }),
  route('staff/media-alt', {
    mutates: true,
    auth: 'staff',
    ids: { media_id: 'media' },
    handle: (input, _params, call) => asStaff(call, (member) => editMediaAlt(call.shop, member, input)),
  }),
  route('staff/media-archive', {
    mutates: true,
    auth: 'staff',
    ids: { media_id: 'media' },
    handle: (input, _params, call) => asStaff(call, (member) => archiveMedia(call.shop, member, input)),
  }),
];
