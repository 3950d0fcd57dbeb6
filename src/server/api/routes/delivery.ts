// Delivery partners' calls (§6 Delivery partner; the spec's operations: login, user info, orders, single
// order, GPS location set and get, accept, picked up, delivered) and the customer's
// live tracking. Partner calls declare `auth: 'partner'`: only a partner's own session reaches
// them (a customer's token gets 401), and each job call answers 404 for an order that is
// neither on offer nor the partner's own.
import { fail, ok } from '../../../domain/api/errors.ts';
import { type Client, clientOf } from '../../services/audit/client-info.ts';
import {
  acceptJob,
  completedOrders,
  deliverJob,
  partnerJob,
  partnerOrders,
  pickUpJob,
} from '../../services/delivery/jobs.ts';
import {
  approvedPartner,
  partnerLogin,
  partnerLogout,
  sendPartnerOtp,
  setOnline,
  signUpPartner,
} from '../../services/delivery/partners.ts';
import { orderTracking, recordPositions } from '../../services/delivery/tracking.ts';
import { heldBy } from '../../services/orders/orders.ts';
import { type Call, route, signedInUserOf } from '../route.ts';
import { said } from '../../said.ts';

function clientOfCall(call: Call): Client {
  return clientOf(call.clientAddress, call.header('user-agent'));
}

/** The signed-in partner of a partner route (the dispatcher has refused the call without one). */
export async function partnerIdOf(call: Call): Promise<number> {
  const holder = await call.holder('partner');
  if (!holder) throw new Error('A partner route ran without a partner session: the dispatcher must refuse it first.');
  return holder.account_id;
}

/** An order id of a partner call: the partner's own job or an offer, else 404. */
const job = { unique_order_id: 'partner-order' } as const;

export const deliveryRoutes = [
  route('delivery/send-otp', {
    mutates: true,
    handle: (input, _params, call) => sendPartnerOtp(call.shop, input.phone, clientOfCall(call)),
  }),
  route('delivery/sign-up', {
    mutates: true,
    handle: (input, _params, call) => signUpPartner(call.shop, input, clientOfCall(call)),
  }),
  route('delivery/login', {
    mutates: true,
    async handle(input, _params, call) {
      const signedIn = await partnerLogin(call.shop, input, clientOfCall(call), call.roleToken('partner'));
      if (!signedIn.ok) return signedIn;
      call.setRoleSession('partner', signedIn.value.token);
      return { ok: true, value: signedIn.value.answer };
    },
  }),
  route('delivery/logout', {
    mutates: true,
    auth: 'partner',
    async handle(_input, _params, call) {
      const result = await partnerLogout(call.shop, call.roleToken('partner'), clientOfCall(call));
      call.setRoleSession('partner', null);
      return result;
    },
  }),
  route('delivery/user-info', {
    auth: 'partner',
    async handle(_input, _params, call) {
      const partner = await approvedPartner(call.shop, await partnerIdOf(call));
      return partner ? ok({ success: true as const, partner }) : fail('unauthorized', said('saidSignInFirst'));
    },
  }),
  route('delivery/set-online', {
    mutates: true,
    auth: 'partner',
    handle: async (input, _params, call) =>
      setOnline(
        call.shop,
        await partnerIdOf(call),
        input.online,
        input.latitude !== undefined && input.longitude !== undefined
          ? { latitude: input.latitude, longitude: input.longitude }
          : null,
      ),
  }),
  route('delivery/orders', {
    auth: 'partner',
    handle: async (_input, _params, call) => partnerOrders(call.shop, await partnerIdOf(call)),
  }),
  route('delivery/completed-orders', {
    auth: 'partner',
    handle: async (input, _params, call) => completedOrders(call.shop, await partnerIdOf(call), input.page),
  }),
  route('delivery/order', {
    auth: 'partner',
    ids: job,
    handle: async (input, _params, call) => partnerJob(call.shop, await partnerIdOf(call), input.unique_order_id),
  }),
  route('delivery/accept', {
    mutates: true,
    auth: 'partner',
    ids: job,
    handle: async (input, _params, call) => acceptJob(call.shop, await partnerIdOf(call), input.unique_order_id),
  }),
  route('delivery/picked-up', {
    mutates: true,
    auth: 'partner',
    ids: job,
    handle: async (input, _params, call) => pickUpJob(call.shop, await partnerIdOf(call), input.unique_order_id),
  }),
  route('delivery/delivered', {
    mutates: true,
    auth: 'partner',
    ids: job,
    handle: async (input, _params, call) =>
      deliverJob(call.shop, await partnerIdOf(call), input.unique_order_id, input.code),
  }),
  route('delivery/set-location', {
    mutates: true,
    auth: 'partner',
    handle: async (input, _params, call) => recordPositions(call.shop, await partnerIdOf(call), input.positions),
  }),
  // The customer's side: the running order with its partner, position and ETA (GPS location get).
  route('get-order-tracking', {
    auth: 'required',
    ids: { unique_order_id: 'order' },
    handle: async (input, _params, call) => {
      const user = await signedInUserOf(call);
      return orderTracking(call.shop, user.id, input.unique_order_id, heldBy(user));
    },
  }),
];
