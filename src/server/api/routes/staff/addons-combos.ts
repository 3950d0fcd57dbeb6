// Addon groups and combos in the console (decision 0280). The dispatcher has refused a member whose
// role lacks the call's permission (catalogue; categories for changing an addon group); each combo
// service answers "not found" for a combo or store the member does not reach.
import {
  addonGroups,
  comboPartChoices,
  createAddonGroup,
  createCombo,
  setAddonGroupArchived,
  setComboArchived,
  staffCombo,
  staffCombos,
  updateAddonGroup,
  updateCombo,
} from '../../../services/catalogue/staff-addons-combos.ts';
import { route } from '../../route.ts';
import { withoutToken } from './catalogue.ts';
import { asStaff } from '../staff.ts';

export const staffAddonComboRoutes = [
  route('staff/catalogue-addon-groups', {
    auth: 'staff',
    handle: (_input, _params, call) => asStaff(call, (member) => addonGroups(call.shop, member)),
  }),
  route('staff/catalogue-addon-group-create', {
    mutates: true,
    auth: 'staff',
    handle: (input, _params, call) =>
      asStaff(call, (member) => createAddonGroup(call.shop, member, withoutToken(input))),
  }),
  route('staff/catalogue-addon-group-update', {
    mutates: true,
    auth: 'staff',
    ids: { addon_category_id: 'addon-group' },
    handle: (input, _params, call) =>
      asStaff(call, (member) => updateAddonGroup(call.shop, member, withoutToken(input))),
  }),
  route('staff/catalogue-addon-group-archive', {
    mutates: true,
    auth: 'staff',
    ids: { addon_category_id: 'addon-group' },
    handle: (input, _params, call) =>
      asStaff(call, (member) => setAddonGroupArchived(call.shop, member, input.addon_category_id, true)),
  }),
  route('staff/catalogue-addon-group-restore', {
    mutates: true,
    auth: 'staff',
    ids: { addon_category_id: 'addon-group' },
    handle: (input, _params, call) =>
      asStaff(call, (member) => setAddonGroupArchived(call.shop, member, input.addon_category_id, false)),
  }),
  route('staff/catalogue-combos', {
    auth: 'staff',
    ids: { store_id: 'store' },
    handle: (input, _params, call) => asStaff(call, (member) => staffCombos(call.shop, member, input.store_id)),
  }),
  route('staff/catalogue-combo', {
    auth: 'staff',
    ids: { combo_id: 'combo' },
    handle: (input, _params, call) => asStaff(call, (member) => staffCombo(call.shop, member, input.combo_id)),
  }),
  route('staff/catalogue-combo-create', {
    mutates: true,
    auth: 'staff',
    ids: { store_id: 'store' },
    handle: (input, _params, call) => asStaff(call, (member) => createCombo(call.shop, member, withoutToken(input))),
  }),
  route('staff/catalogue-combo-update', {
    mutates: true,
    auth: 'staff',
    ids: { combo_id: 'combo' },
    handle: (input, _params, call) => asStaff(call, (member) => updateCombo(call.shop, member, withoutToken(input))),
  }),
  route('staff/catalogue-combo-archive', {
    mutates: true,
    auth: 'staff',
    ids: { combo_id: 'combo' },
    handle: (input, _params, call) =>
      asStaff(call, (member) => setComboArchived(call.shop, member, input.combo_id, true)),
  }),
  route('staff/catalogue-combo-restore', {
    mutates: true,
    auth: 'staff',
    ids: { combo_id: 'combo' },
    handle: (input, _params, call) =>
      asStaff(call, (member) => setComboArchived(call.shop, member, input.combo_id, false)),
  }),
  route('staff/catalogue-combo-part-choices', {
    auth: 'staff',
    ids: { store_id: 'store' },
    handle: (input, _params, call) => asStaff(call, (member) => comboPartChoices(call.shop, member, input)),
  }),
];
