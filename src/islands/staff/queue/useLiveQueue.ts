// The live queue's state (decision 0183): the orders, kept fresh over the console's event stream
// (src/client/live.ts; polling when a stream cannot be held). A new order or one the customer called
// off is said on the live line and rings; the tab title counts the orders waiting to be accepted; a
// ready delivery order waiting for a partner longer than the shop's limit rings once
// (src/domain/staff/rider-wait.ts); an order that comes in while the queue is open is "just in" and
// unopened until the counter opens it (decision 0322).
import { useEffect, useRef, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import { followLive } from '../../../client/live.ts';
import type { StaffOrderView, StaffOrdersAnswer } from '../../../domain/api/staff.ts';
import { isRunning } from '../../../domain/orders/order-flow.ts';
import { type RiderWait, riderWait } from '../../../domain/staff/rider-wait.ts';
import { queueTitle } from '../../../domain/staff/staff.ts';
import { playNewOrderSound } from '../shell/sound.ts';
import type { Say } from '../shell/console-words.tsx';

export function useLiveQueue(
  initial: StaffOrdersAnswer,
  title: string,
  firstNotice: string | null,
  sound: boolean,
  say: Say,
) {
  // Read by the stream's handler, set up once: the chime's choice as it is now.
  const soundOn = useRef(sound);
  soundOn.current = sound;
  // And the member's words, for the notices the stream's handler says.
  const words = useRef(say);
  words.current = say;
  const [orders, setOrders] = useState(initial.orders);
  const [notice, setNotice] = useState<string | null>(firstNotice);
  const seen = useRef(new Set(initial.orders.map((order) => order.unique_order_id)));
  const running = useRef(
    new Set(initial.orders.filter((order) => isRunning(order.status)).map((order) => order.unique_order_id)),
  );
  const [limit, setLimit] = useState(initial.rider_wait_alert_minutes);
  // Waits count on the server's clock (the device's may be off): its time at the last answer, moved on by the device's.
  const offset = useRef(0);
  const [clock, setClock] = useState(() => Date.parse(initial.now));
  const alerted = useRef(new Set<string>());
  // Orders that came in while the queue was open, and those of them the counter has not opened yet.
  const [arrived, setArrived] = useState<ReadonlySet<string>>(() => new Set());
  const [unopened, setUnopened] = useState<ReadonlySet<string>>(() => new Set());
  const open = (id: string) =>
    setUnopened((ids) => {
      if (!ids.has(id)) return ids;
      const left = new Set(ids);
      left.delete(id);
      return left;
    });

  useEffect(() => {
    offset.current = Date.parse(initial.now) - Date.now();
    const tick = window.setInterval(() => setClock(Date.now() + offset.current), 30_000);
    return () => window.clearInterval(tick);
  }, [initial.now]);

  useEffect(
    () =>
      followLive<StaffOrdersAnswer>({
        stream: 'staff/queue',
        poll: async () => {
          const answer = await callApi('staff/orders', {});
          return answer.ok ? answer.value : null;
        },
        onState: (state) => {
          const fresh = state.orders.filter(
            (order) => order.status === 'placed' && !seen.current.has(order.unique_order_id),
          );
          // An order the counter had running that the customer called off: said, not just moved to "Done lately".
          const calledOff = state.orders.filter(
            (order) => order.status === 'cancelled' && running.current.has(order.unique_order_id),
          );
          for (const order of state.orders) seen.current.add(order.unique_order_id);
          running.current = new Set(
            state.orders.filter((order) => isRunning(order.status)).map((order) => order.unique_order_id),
          );
          const said: string[] = [];
          if (calledOff.length > 0)
            said.push(
              words.current('consoleQueueCalledOff', {
                orders: calledOff.map((order) => order.unique_order_id).join(', '),
              }),
            );
          if (fresh.length > 0) {
            const ids = fresh.map((order) => order.unique_order_id);
            setArrived((known) => new Set([...known, ...ids]));
            setUnopened((known) => new Set([...known, ...ids]));
            said.push(
              fresh.length === 1
                ? words.current('consoleQueueNewOrder', { order: ids[0] ?? '' })
                : words.current('consoleQueueNewOrders', { count: fresh.length }),
            );
          }
          if (said.length > 0) {
            setNotice(said.join(' · '));
            if (soundOn.current) playNewOrderSound();
          }
          offset.current = Date.parse(state.now) - Date.now();
          setClock(Date.parse(state.now));
          setLimit(state.rider_wait_alert_minutes);
          setOrders(state.orders);
        },
        onEnd: () => window.location.assign('/staff/login?next=/staff'),
      }),
    [],
  );

  const waiting = orders.filter((order) => order.status === 'placed').length;
  useEffect(() => {
    document.title = queueTitle(waiting, title);
  }, [waiting, title]);

  const waits = new Map<string, RiderWait>();
  for (const order of orders) {
    const wait = riderWait(order, new Date(clock), limit);
    if (wait?.over) waits.set(order.unique_order_id, wait);
  }
  const overdue = [...waits.keys()].join(' ');
  useEffect(() => {
    const fresh = overdue.split(' ').filter((id) => id !== '' && !alerted.current.has(id));
    alerted.current = new Set(overdue.split(' '));
    if (fresh.length > 0 && soundOn.current) playNewOrderSound();
  }, [overdue]);

  const replace = (order: StaffOrderView) =>
    setOrders((list) => list.map((one) => (one.unique_order_id === order.unique_order_id ? order : one)));

  return { orders, notice, waits, arrived, unopened, open, replace };
}
