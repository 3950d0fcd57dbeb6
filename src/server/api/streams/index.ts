// Every live screen's event stream (src/server/api/stream.ts), by concern: a new one is
// one entry here. Served under /events/ by src/server/http/event-stream.ts.
import type { EventStream } from '../stream.ts';
import { deliveryStreams } from './delivery.ts';
import { orderStreams } from './orders.ts';
import { staffStreams } from './staff.ts';

export const eventStreams: readonly EventStream[] = [...orderStreams, ...deliveryStreams, ...staffStreams];
