// Content published from the web (decision 0281): the list, one entry, saving a draft, publishing
// (now or scheduled), unpublishing, restoring a revision, a preview link and the item search of the
// campaign and recipe forms. Every call needs the 'content' permission (domain/staff/permissions.ts),
// which the dispatcher checks before the handler.
import { fail, type Result } from '../../../../domain/api/errors.ts';
import { contentSaveInput } from '../../../../domain/api/staff/content.ts';
import { makePreviewLink } from '../../../services/content/content-preview.ts';
import {
  contentEntry,
  listContent,
  publishContent,
  restoreContent,
  saveContent,
  searchContentItems,
  unpublishContent,
} from '../../../services/content/content-store.ts';
import { type StaffMember, staffMember } from '../../../services/staff/staff.ts';
import { said } from '../../../said.ts';
import { type Call, route } from '../../route.ts';

/** Runs `work` for the call's live staff member; a disabled account answers as a signed-out one. */
async function asStaff<T>(call: Call, work: (member: StaffMember) => Promise<Result<T>>): Promise<Result<T>> {
  const holder = await call.holder('staff');
  const member = holder ? await staffMember(call.shop, holder.account_id, holder.session_id) : null;
  return member ? work(member) : fail('unauthorized', said('saidSignInFirst'));
}

/**
 * A draft's body: a body of its documented 100,000 characters in Marathi is 300,000 bytes of
 * UTF-8 in its HTML and as much again in the editor's document, beside the other languages' (decision 0320).
 */
const CONTENT_SAVE_BODY_BYTES = 2 * 1024 * 1024;

export const staffContentRoutes = [
  route('staff/content-list', {
    auth: 'staff',
    handle: (input, _params, call) => asStaff(call, () => listContent(call.shop, input)),
  }),
  route('staff/content-entry', {
    auth: 'staff',
    handle: (input, _params, call) => asStaff(call, () => contentEntry(call.shop, input)),
  }),
  route('staff/content-save', {
    mutates: true,
    auth: 'staff',
    maxBodyBytes: CONTENT_SAVE_BODY_BYTES,
    handle: (input, _params, call) =>
      asStaff(call, (member) => saveContent(call.shop, member, contentSaveInput(input))),
  }),
  route('staff/content-publish', {
    mutates: true,
    auth: 'staff',
    handle: (input, _params, call) => asStaff(call, (member) => publishContent(call.shop, member, input)),
  }),
  route('staff/content-unpublish', {
    mutates: true,
    auth: 'staff',
    handle: (input, _params, call) => asStaff(call, (member) => unpublishContent(call.shop, member, input)),
  }),
  route('staff/content-restore', {
    mutates: true,
    auth: 'staff',
    ids: { revision_id: 'content-revision' },
    handle: (input, _params, call) => asStaff(call, (member) => restoreContent(call.shop, member, input)),
  }),
  route('staff/content-preview-link', {
    mutates: true,
    auth: 'staff',
    handle: (input, _params, call) => asStaff(call, (member) => makePreviewLink(call.shop, member, input)),
  }),
  route('staff/content-item-search', {
    auth: 'staff',
    handle: (input, _params, call) => asStaff(call, () => searchContentItems(call.shop, input)),
  }),
];
