// The console's words and settings (decision 0284): editors and admins the labels of every
// language, admins the settings; other roles get 403 from the dispatcher (STAFF_CALL_PERMISSIONS).
import { saveSettings, saveWords, staffSettings, staffWords } from '../../../services/content/staff-words.ts';
import { route } from '../../route.ts';
import { asStaff } from '../staff.ts';

export const staffWordsRoutes = [
  route('staff/words', {
    auth: 'staff',
    handle: (_input, _params, call) => asStaff(call, () => staffWords(call.shop)),
  }),
  route('staff/words-save', {
    mutates: true,
    auth: 'staff',
    handle: (input, _params, call) => asStaff(call, (member) => saveWords(call.shop, member, input.labels)),
  }),
  route('staff/settings', {
    auth: 'staff',
    handle: (_input, _params, call) => asStaff(call, () => staffSettings(call.shop)),
  }),
  route('staff/settings-save', {
    mutates: true,
    auth: 'staff',
    handle: (input, _params, call) => asStaff(call, (member) => saveSettings(call.shop, member, input.settings)),
  }),
];
