// The staff console's live order queue (decision 0183): every running order of the stores
// the staff member reaches, sent again whenever one of them moves or a new one comes in (the
// `store-orders:<store>` topics, across instances through PostgreSQL LISTEN/NOTIFY). A staff
// account disabled meanwhile, or a session signed out, ends the stream.
// The partner lists (admins only) are sent again when a partner signs up, is
// approved or suspended, goes online or offline, or an order is offered or taken; positions and
// deliveries moving along show with the stream's read every 15 s.
import { fail, ok } from '../../../domain/api/errors.ts';
import { mayManagePartners } from '../../../domain/staff/partner-approval.ts';
import { eventTopics } from '../../events.ts';
import { partnersTopic } from '../../services/delivery/partners.ts';
import { staffMember, stillSignedIn, storesOf } from '../../services/staff/staff.ts';
import { staffQueue } from '../../services/staff/staff-orders.ts';
import { PARTNERS_ADMINS_ONLY, staffPartners } from '../../services/delivery/staff-partners.ts';
import { eventStream } from '../stream.ts';
import { said } from '../../said.ts';

export const staffStreams = [
  eventStream('staff/queue', {
    auth: 'staff',
    async open(_params, call) {
      const holder = await call.holder('staff');
      const member = holder ? await staffMember(call.shop, holder.account_id, holder.session_id) : null;
      if (!holder || !member) return fail('unauthorized', said('saidSignInFirst'));
      const stores = await storesOf(call.shop, member);
      return ok({
        topics: stores.map((store) => eventTopics.storeOrders(store.id)),
        read: async () => {
          const still = await stillSignedIn(call.shop, member);
          if (!still) return null;
          const queue = await staffQueue(call.shop, still);
          return queue.ok ? queue.value : null;
        },
      });
    },
  }),
  eventStream('staff/partners', {
    auth: 'staff',
    async open(_params, call) {
      const holder = await call.holder('staff');
      const member = holder ? await staffMember(call.shop, holder.account_id, holder.session_id) : null;
      if (!holder || !member) return fail('unauthorized', said('saidSignInFirst'));
      if (!mayManagePartners(member)) return PARTNERS_ADMINS_ONLY;
      return ok({
        topics: [partnersTopic, eventTopics.partnerOffers],
        read: async () => {
          const still = await stillSignedIn(call.shop, member);
          if (!still || !mayManagePartners(still)) return null;
          const lists = await staffPartners(call.shop, still);
          return lists.ok ? lists.value : null;
        },
      });
    },
  }),
];
