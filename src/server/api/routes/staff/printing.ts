// The counter's receipt printer (decision 0333): the dispatcher has checked each call's permission
// (store_settings to change a store's printer, orders to print); the services refuse, as "not
// found", a store or an order the member does not reach.
import { asStaff } from '../staff.ts';
import { printReceipt, saveStorePrinter, testPrint } from '../../../services/staff/printing/printers.ts';
import { route } from '../../route.ts';

export const staffPrintingRoutes = [
  route('staff/printer-save', {
    mutates: true,
    auth: 'staff',
    ids: { store_id: 'store' },
    handle: (input, _params, call) => asStaff(call, (member) => saveStorePrinter(call.shop, member, input)),
  }),
  route('staff/test-print', {
    mutates: true,
    auth: 'staff',
    ids: { store_id: 'store' },
    handle: ({ store_id }, _params, call) => asStaff(call, (member) => testPrint(call.shop, member, store_id)),
  }),
  route('staff/print-receipt', {
    mutates: true,
    auth: 'staff',
    ids: { unique_order_id: 'store-order' },
    handle: ({ unique_order_id }, _params, call) =>
      asStaff(call, (member) => printReceipt(call.shop, member, unique_order_id)),
  }),
];
