// The customer's running order, live (§4 Order lifecycle; decision 0243): the order and its
// delivery (partner, position, ETA) as `get-order-tracking` answers it, sent again whenever
// the order moves or its partner's position changes.
import { z } from 'zod';
import { uniqueOrderId } from '../../../domain/api/orders.ts';
import { ok } from '../../../domain/api/errors.ts';
import { eventTopics } from '../../events.ts';
import { orderTracking } from '../../services/delivery/tracking.ts';
import { heldBy } from '../../services/orders/orders.ts';
import { signedInUserOf } from '../route.ts';
import { eventStream } from '../stream.ts';

export const orderStreams = [
  eventStream('running-order/:unique_order_id', {
    auth: 'required',
    params: z.object({ unique_order_id: uniqueOrderId }),
    async open({ unique_order_id }, call) {
      const user = await signedInUserOf(call);
      const first = await orderTracking(call.shop, user.id, unique_order_id, heldBy(user));
      if (!first.ok) return first;
      return ok({
        topics: [eventTopics.order(unique_order_id)],
        read: async () => {
          const now = await orderTracking(call.shop, user.id, unique_order_id, heldBy(user));
          return now.ok ? now.value : null;
        },
      });
    },
  }),
];
