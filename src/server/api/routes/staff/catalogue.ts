// The console's catalogue editor (decision 0271). The dispatcher has refused a member whose role
// lacks the call's permission (catalogue; categories for the category calls); each service answers
// "not found" for an item of a store the member does not reach.
import {
  catalogueItem,
  catalogueList,
  catalogueSetup,
  createCategory,
  createItem,
  setCategoryArchived,
  setItemArchived,
  updateCategory,
  updateItem,
} from '../../../services/catalogue/staff-catalogue.ts';
import { applyBulkPrices, previewBulkPrices } from '../../../services/catalogue/staff-bulk-prices.ts';
import { catalogueUnits, saveUnit } from '../../../services/catalogue/staff-units.ts';
import { route } from '../../route.ts';
import { asStaff } from '../staff.ts';

/** The request without the token every staff call may carry. */
export function withoutToken<T extends { token?: unknown }>(input: T): Omit<T, 'token'> {
  const { token: _token, ...rest } = input;
  return rest;
}

export const staffCatalogueRoutes = [
  route('staff/catalogue-setup', {
    auth: 'staff',
    handle: (_input, _params, call) => asStaff(call, (member) => catalogueSetup(call.shop, member)),
  }),
  route('staff/catalogue-items', {
    auth: 'staff',
    ids: { store_id: 'store', category_id: 'category' },
    handle: (input, _params, call) => asStaff(call, (member) => catalogueList(call.shop, member, input)),
  }),
  route('staff/catalogue-item', {
    auth: 'staff',
    ids: { item_id: 'item' },
    handle: (input, _params, call) => asStaff(call, (member) => catalogueItem(call.shop, member, input.item_id)),
  }),
  route('staff/catalogue-item-create', {
    mutates: true,
    auth: 'staff',
    ids: { store_id: 'store', category_id: 'category', addon_category_ids: 'addon-group' },
    handle: (input, _params, call) => asStaff(call, (member) => createItem(call.shop, member, withoutToken(input))),
  }),
  route('staff/catalogue-item-update', {
    mutates: true,
    auth: 'staff',
    ids: { item_id: 'item', category_id: 'category', addon_category_ids: 'addon-group' },
    handle: (input, _params, call) => asStaff(call, (member) => updateItem(call.shop, member, withoutToken(input))),
  }),
  route('staff/catalogue-item-archive', {
    mutates: true,
    auth: 'staff',
    ids: { item_id: 'item' },
    handle: (input, _params, call) =>
      asStaff(call, (member) => setItemArchived(call.shop, member, input.item_id, true)),
  }),
  route('staff/catalogue-item-restore', {
    mutates: true,
    auth: 'staff',
    ids: { item_id: 'item' },
    handle: (input, _params, call) =>
      asStaff(call, (member) => setItemArchived(call.shop, member, input.item_id, false)),
  }),
  route('staff/catalogue-category-create', {
    mutates: true,
    auth: 'staff',
    handle: (input, _params, call) => asStaff(call, (member) => createCategory(call.shop, member, withoutToken(input))),
  }),
  route('staff/catalogue-category-update', {
    mutates: true,
    auth: 'staff',
    ids: { category_id: 'category' },
    handle: (input, _params, call) => asStaff(call, (member) => updateCategory(call.shop, member, withoutToken(input))),
  }),
  route('staff/catalogue-category-archive', {
    mutates: true,
    auth: 'staff',
    ids: { category_id: 'category' },
    handle: (input, _params, call) =>
      asStaff(call, (member) => setCategoryArchived(call.shop, member, input.category_id, true)),
  }),
  route('staff/catalogue-category-restore', {
    mutates: true,
    auth: 'staff',
    ids: { category_id: 'category' },
    handle: (input, _params, call) =>
      asStaff(call, (member) => setCategoryArchived(call.shop, member, input.category_id, false)),
  }),
  route('staff/catalogue-units', {
    auth: 'staff',
    handle: (_input, _params, call) => asStaff(call, (member) => catalogueUnits(call.shop, member)),
  }),
  route('staff/catalogue-unit-save', {
    mutates: true,
    auth: 'staff',
    ids: { unit_id: 'unit' },
    handle: (input, _params, call) => asStaff(call, (member) => saveUnit(call.shop, member, withoutToken(input))),
  }),
  route('staff/catalogue-bulk-price-preview', {
    auth: 'staff',
    ids: { item_ids: 'item' },
    handle: (input, _params, call) =>
      asStaff(call, (member) => previewBulkPrices(call.shop, member, withoutToken(input))),
  }),
  route('staff/catalogue-bulk-price-apply', {
    mutates: true,
    auth: 'staff',
    ids: { item_ids: 'item' },
    handle: (input, _params, call) =>
      asStaff(call, (member) => applyBulkPrices(call.shop, member, withoutToken(input))),
  }),
];
