// The delivery partner's live screens (decision 0240): the /delivery tabs (offers near them, their
// active jobs, today's deliveries and earnings: the `delivery/orders` call's answer) and one job
// (the `job` of the `delivery/order` call's answer), sent again whenever an order is offered,
// taken or moves, or the partner's own state changes.
import { z } from 'zod';
import { uniqueOrderId } from '../../../domain/api/orders.ts';
import { ok } from '../../../domain/api/errors.ts';
import { eventTopics } from '../../events.ts';
import { partnerJob, partnerOrders } from '../../services/delivery/jobs.ts';
import { partnerTopic } from '../../services/delivery/partners.ts';
import { partnerIdOf } from '../routes/delivery.ts';
import { eventStream } from '../stream.ts';

export const deliveryStreams = [
  eventStream('delivery/orders', {
    auth: 'partner',
    async open(_params, call) {
      const partnerId = await partnerIdOf(call);
      const first = await partnerOrders(call.shop, partnerId);
      if (!first.ok) return first;
      return ok({
        topics: [
          eventTopics.partnerOffers,
          partnerTopic(partnerId),
          ...first.value.active.map((job) => eventTopics.order(job.unique_order_id)),
        ],
        read: async () => {
          const now = await partnerOrders(call.shop, partnerId);
          return now.ok ? now.value : null;
        },
      });
    },
  }),
  eventStream('delivery/orders/:unique_order_id', {
    auth: 'partner',
    params: z.object({ unique_order_id: uniqueOrderId }),
    async open({ unique_order_id }, call) {
      const partnerId = await partnerIdOf(call);
      const first = await partnerJob(call.shop, partnerId, unique_order_id);
      if (!first.ok) return first;
      return ok({
        topics: [eventTopics.order(unique_order_id), eventTopics.partnerOffers],
        read: async () => {
          const now = await partnerJob(call.shop, partnerId, unique_order_id);
          return now.ok ? now.value.job : null;
        },
      });
    },
  }),
];
