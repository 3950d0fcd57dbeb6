// Live events between the parts of the shop (decision 0236): an order
// moved, a partner's position changed. Small JSON-able notices of *what* changed (ids and a
// status), never the state itself: a subscriber re-reads what it shows, with its own access
// rules, so an event carries nothing a listener may not see and stays small.
//
// Keyed by the database handle, like the caches of cache.ts (tests open several databases
// in one process). Subscribers of this process get an event at once. On PostgreSQL
// db/changes.ts also relays it with pg_notify on the `farmcart_events` channel of the
// instance's one listening connection, and every other instance of the same schema hands it
// to its own subscribers; on SQLite one process serves everyone, so in-process is all.
// After the listening connection was lost and is back (events sent meanwhile are lost),
// every subscriber gets a `{ resync: true }` event: re-read everything.

/** What an event carries: a small JSON object (ids, a status, a position). */
export type EventData = Readonly<Record<string, string | number | boolean | null>>;

export type EventListener = (data: EventData) => void;

/**
 * PostgreSQL's NOTIFY payload must stay under 8,000 bytes; ours carries the schema, the
 * instance and the topic beside the data, so the data gets a good deal less.
 */
export const MAX_EVENT_BYTES = 4_000;

/** What a subscriber gets after notices may have been lost: re-read everything. */
export const RESYNC: EventData = Object.freeze({ resync: true });

const subscribersByOwner = new WeakMap<object, Map<string, Set<EventListener>>>();

/** How `owner`'s events reach its other instances (set by db/changes.ts on PostgreSQL). */
const relays = new WeakMap<object, (topic: string, json: string) => Promise<void>>();

/** Topic names several modules agree on. */
export const eventTopics = {
  /** One order moved (status, partner, position): its customer's running-order page, its partner's screen. */
  order: (uniqueOrderId: string) => `order:${uniqueOrderId}`,
  /** Any order of this store moved: the store's live queue. */
  storeOrders: (storeId: number) => `store-orders:${storeId}`,
  /** Orders offered to delivery partners came or went (ready, taken, called off). */
  partnerOffers: 'partner-offers',
  /** Customers' alerts were written (an order step): the Web Push worker sends them (server/services/notifications/push-worker.ts). */
  alerts: 'alerts',
} as const;

/**
 * Calls `listener` with the data of every event on `topic` of `owner`'s shop (from this
 * instance at once, from the others through PostgreSQL). Answers the function that stops it.
 */
export function subscribeEvents(owner: object, topic: string, listener: EventListener): () => void {
  let topics = subscribersByOwner.get(owner);
  if (!topics) {
    topics = new Map();
    subscribersByOwner.set(owner, topics);
  }
  let listeners = topics.get(topic);
  if (!listeners) {
    listeners = new Set();
    topics.set(topic, listeners);
  }
  // Its own wrapper, so the same function subscribed twice is two subscriptions.
  const subscription: EventListener = (data) => listener(data);
  listeners.add(subscription);
  return () => {
    listeners.delete(subscription);
    if (listeners.size === 0) topics.delete(topic);
  };
}

/**
 * Tells every subscriber of `topic`, on every instance of `owner`'s shop. Call it after the
 * change is committed (a subscriber re-reads at once), with the root database handle, not a
 * transaction's. Data over MAX_EVENT_BYTES is a bug: send ids, not state. The promise settles
 * once the other instances were told (a command that exits right after awaits it); it never
 * rejects (an oversized event throws at once).
 */
export function publishEvent(owner: object, topic: string, data: EventData): Promise<void> {
  const json = JSON.stringify(data);
  if (Buffer.byteLength(json) + Buffer.byteLength(topic) > MAX_EVENT_BYTES) {
    throw new Error(`Event on ${topic} is over ${MAX_EVENT_BYTES} bytes: publish ids and a status, not state.`);
  }
  deliverEvent(owner, topic, data);
  return relays.get(owner)?.(topic, json) ?? Promise.resolve();
}

/** Hands an event to this process's subscribers (an event from another instance arrives here). */
export function deliverEvent(owner: object, topic: string, data: EventData): void {
  const listeners = subscribersByOwner.get(owner)?.get(topic);
  if (!listeners) return;
  for (const listener of [...listeners]) {
    try {
      listener(data);
    } catch (error) {
      // One subscriber's bug must not keep the event from the others.
      console.error(`Event listener on ${topic} failed:`, error);
    }
  }
}

/** Every subscriber of `owner` re-reads: notices may have been lost while the relay was down. */
export function resyncSubscribers(owner: object): void {
  for (const [topic] of subscribersByOwner.get(owner) ?? []) deliverEvent(owner, topic, RESYNC);
}

/** From now on, publishEvent(owner, …) also calls `relay` (which tells the other instances). */
export function relayEventsWith(owner: object, relay: (topic: string, json: string) => Promise<void>): void {
  relays.set(owner, relay);
}

/** How many subscriptions `owner` has (tests check that closed streams leave none). */
export function subscriberCount(owner: object): number {
  let count = 0;
  for (const listeners of subscribersByOwner.get(owner)?.values() ?? []) count += listeners.size;
  return count;
}
