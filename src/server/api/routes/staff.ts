// The staff console's calls (decision 0183). Each but the
// sign-in declares `auth: 'staff'`: the dispatcher resolves the call's fc_staff token among
// staff sessions only, so a customer's or a partner's token reaches none of them; the handler
// then checks the account is live (not disabled) and each service refuses, as "not found",
// whatever belongs to a store the staff member does not reach.
import { chooseConsoleLanguage } from '../../services/staff/console-language.ts';
import { fail, type Result } from '../../../domain/api/errors.ts';
import { readConfig } from '../../config.ts';
import { sendBroadcast } from '../../services/staff/broadcasts.ts';
import {
  callerLogin,
  endActing,
  findCaller,
  findCustomers,
  registerCaller,
  sendCallerCode,
} from '../../services/accounts/acting-sessions.ts';
import { type Client, clientOf } from '../../services/audit/client-info.ts';
import { makeImpersonationLink, useImpersonationLink } from '../../services/accounts/impersonation-links.ts';
import { revokeSession } from '../../services/sessions/sessions.ts';
import { type StaffMember, staffLogin, staffLogout, staffMember, staffView } from '../../services/staff/staff.ts';
import { bumpShopVersion } from '../../services/shop/shop-versions.ts';
import { staffFarmVisits } from '../../services/content/staff-farm-visits.ts';
import { decidePartner, staffPartners } from '../../services/delivery/staff-partners.ts';
import { rejectOrder, sendOrderOut, staffQueue, takeStaffStep } from '../../services/staff/staff-orders.ts';
import { riderDeliver, riderOrders } from '../../services/delivery/staff-riders.ts';
import { setItemInStock, setStoreOpen, setVariantStock, staffItems } from '../../services/catalogue/staff-stock.ts';
import { type Call, route, signedInUserOf } from '../route.ts';
import { said } from '../../said.ts';

function clientOfCall(call: Call): Client {
  return clientOf(call.clientAddress, call.header('user-agent'));
}

/** The live staff account of the call (the dispatcher has refused a call without a staff session). */
async function staffOf(call: Call): Promise<StaffMember | null> {
  const holder = await call.holder('staff');
  return holder ? staffMember(call.shop, holder.account_id, holder.session_id) : null;
}

/** Runs `work` for the call's staff member; a disabled account answers as a signed-out one (the console's other route files too). */
export async function asStaff<T>(call: Call, work: (member: StaffMember) => Promise<Result<T>>): Promise<Result<T>> {
  const member = await staffOf(call);
  return member ? work(member) : fail('unauthorized', said('saidSignInFirst'));
}

/** Starts the customer session a staff member holds: the session cookie and the banner's cookie. */
async function holdingCustomer<T extends { answer: A; token: string; marker: string }, A>(
  call: Call,
  started: Result<T>,
): Promise<Result<A>> {
  if (!started.ok) return started;
  // Whatever customer session this browser carried ends (a call before this one).
  await revokeSession(call.shop, call.token);
  call.setSession(started.value.token);
  call.setActingMarker(started.value.marker);
  return { ok: true, value: started.value.answer };
}

const linkKey = () => readConfig().IMPERSONATION_LINK_SECRET;

export const staffRoutes = [
  route('staff/login', {
    mutates: true,
    handle: async (input, _params, call) => {
      const signed = await staffLogin(call.shop, input, clientOfCall(call));
      if (!signed.ok) return signed;
      await staffLogout(call.shop, call.roleToken('staff'), clientOfCall(call));
      call.setRoleSession('staff', signed.value.token);
      return { ok: true, value: signed.value.answer };
    },
  }),
  route('staff/logout', {
    mutates: true,
    auth: 'staff',
    handle: (_input, _params, call) => {
      call.setRoleSession('staff', null);
      return staffLogout(call.shop, call.roleToken('staff'), clientOfCall(call));
    },
  }),
  route('staff/me', {
    auth: 'staff',
    handle: (_input, _params, call) =>
      asStaff(call, async (member) => ({ ok: true, value: { staff: await staffView(call.shop, member) } })),
  }),
  route('staff/console-language', {
    mutates: true,
    auth: 'staff',
    handle: (input, _params, call) =>
      asStaff(call, (member) => chooseConsoleLanguage(call.shop, member, input.language)),
  }),
  route('staff/orders', {
    auth: 'staff',
    ids: { store_id: 'store' },
    handle: (input, _params, call) => asStaff(call, (member) => staffQueue(call.shop, member, input.store_id)),
  }),
  route('staff/order-step', {
    mutates: true,
    auth: 'staff',
    ids: { unique_order_id: 'store-order' },
    handle: (input, _params, call) => asStaff(call, (member) => takeStaffStep(call.shop, member, input)),
  }),
  // A store's own riders (decision 0314).
  route('staff/send-out', {
    mutates: true,
    auth: 'staff',
    ids: { unique_order_id: 'store-order', rider_id: 'store-rider' },
    handle: ({ unique_order_id, rider_id }, _params, call) =>
      asStaff(call, (member) => sendOrderOut(call.shop, member, { unique_order_id, rider_id })),
  }),
  route('staff/rider-orders', {
    auth: 'staff',
    handle: (_input, _params, call) => asStaff(call, (member) => riderOrders(call.shop, member)),
  }),
  route('staff/rider-deliver', {
    mutates: true,
    auth: 'staff',
    ids: { unique_order_id: 'store-order' },
    handle: ({ unique_order_id, code }, _params, call) =>
      asStaff(call, (member) => riderDeliver(call.shop, member, { unique_order_id, code })),
  }),
  route('staff/reject-order', {
    mutates: true,
    auth: 'staff',
    ids: { unique_order_id: 'store-order' },
    handle: (input, _params, call) => asStaff(call, (member) => rejectOrder(call.shop, member, input)),
  }),
  route('staff/items', {
    auth: 'staff',
    ids: { store_id: 'store' },
    handle: (input, _params, call) => asStaff(call, (member) => staffItems(call.shop, member, input)),
  }),
  route('staff/item-stock', {
    mutates: true,
    auth: 'staff',
    ids: { item_id: 'item' },
    handle: (input, _params, call) => asStaff(call, (member) => setItemInStock(call.shop, member, input)),
  }),
  route('staff/variant-stock', {
    mutates: true,
    auth: 'staff',
    ids: { variant_id: 'variant' },
    handle: (input, _params, call) => asStaff(call, (member) => setVariantStock(call.shop, member, input)),
  }),
  route('staff/store-open', {
    mutates: true,
    auth: 'staff',
    ids: { store_id: 'store' },
    handle: (input, _params, call) => asStaff(call, (member) => setStoreOpen(call.shop, member, input)),
  }),
  route('staff/find-customers', {
    auth: 'staff',
    handle: (input, _params, call) =>
      asStaff(call, (member) => findCustomers(call.shop, member, input.query, clientOfCall(call))),
  }),
  // A phone order (decision 0276): the caller by their whole number, a code to their phone, then their account.
  route('staff/find-caller', {
    auth: 'staff',
    handle: (input, _params, call) =>
      asStaff(call, (member) => findCaller(call.shop, member, input.phone, clientOfCall(call))),
  }),
  route('staff/caller-code', {
    mutates: true,
    auth: 'staff',
    handle: (input, _params, call) =>
      asStaff(call, (member) => sendCallerCode(call.shop, member, input.phone, clientOfCall(call))),
  }),
  route('staff/guest-register', {
    mutates: true,
    auth: 'staff',
    handle: (input, _params, call) =>
      asStaff(call, async (member) =>
        holdingCustomer(call, await registerCaller(call.shop, member, input, clientOfCall(call))),
      ),
  }),
  route('staff/guest-login', {
    mutates: true,
    auth: 'staff',
    handle: (input, _params, call) =>
      asStaff(call, async (member) =>
        holdingCustomer(
          call,
          await callerLogin(
            call.shop,
            member,
            { phone: input.phone, code: input.code, reason: input.reason },
            clientOfCall(call),
          ),
        ),
      ),
  }),
  route('staff/impersonation-link', {
    mutates: true,
    auth: 'staff',
    ids: { user_id: 'customer' },
    handle: (input, _params, call) =>
      asStaff(call, (member) => makeImpersonationLink(call.shop, member, input.user_id, linkKey(), clientOfCall(call))),
  }),
  route('staff/farm-visits', {
    auth: 'staff',
    handle: (input, _params, call) =>
      asStaff(call, (member) => staffFarmVisits(call.shop, { staffId: member.id, client: clientOfCall(call) }, input)),
  }),
  // Delivery partners' accounts: admins only (store staff get 403).
  route('staff/partners', {
    auth: 'staff',
    handle: (_input, _params, call) => asStaff(call, (member) => staffPartners(call.shop, member)),
  }),
  route('staff/partner-status', {
    mutates: true,
    auth: 'staff',
    ids: { partner_id: 'partner' },
    handle: (input, _params, call) =>
      asStaff(call, (member) => decidePartner(call.shop, member, input, clientOfCall(call))),
  }),
  route('staff/shop-version', {
    mutates: true,
    auth: 'staff',
    handle: (input, _params, call) => asStaff(call, (member) => bumpShopVersion(call.shop, member, input.bump)),
  }),
  // A message to every customer (decision 0251): admins only, one a minute per admin.
  route('staff/broadcast', {
    mutates: true,
    auth: 'staff',
    handle: (input, _params, call) =>
      asStaff(call, (member) =>
        sendBroadcast(
          call.shop,
          member,
          { title: input.title, message: input.message, link: input.link, translations: input.translations },
          clientOfCall(call),
        ),
      ),
  }),
  route('auth/login-as-customer', {
    mutates: true,
    auth: 'staff',
    ids: { user_id: 'customer' },
    handle: async (input, _params, call) =>
      holdingCustomer(
        call,
        await useImpersonationLink(call.shop, await staffOf(call), input, linkKey(), clientOfCall(call)),
      ),
  }),
  route('end-acting-session', {
    mutates: true,
    auth: 'required-even-banned',
    ids: { user_id: 'self' },
    handle: async (_input, _params, call) => {
      const ended = await endActing(call.shop, await signedInUserOf(call), call.token, clientOfCall(call));
      if (ended.ok) {
        call.setSession(null);
        call.setActingMarker(null);
      }
      return ended;
    },
  }),
];
