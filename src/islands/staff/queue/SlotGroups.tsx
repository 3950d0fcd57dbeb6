// The queue's running orders under their slot's heading (decision 0287): "As soon as possible"
// first, then each day's slots by their start ("Tomorrow 7–9 am: 12 orders"), each with what
// it holds at each step and a link to its packing list; within a slot, new orders first, then those
// being prepared, then the packed ones.
import type { ReactNode } from 'react';
import { useConsoleLocale, useSay } from '../shell/console-words.tsx';
import type { StaffOrderView } from '../../../domain/api/staff.ts';
import { shopToday } from '../../../domain/calendar.ts';
import type { OrderStatusName } from '../../../domain/orders/order-flow.ts';
import type { ConsoleWordKey } from '../../../domain/staff/console-words.ts';
import { type SlotGroupKey, slotGroups } from '../../../domain/slots/packing.ts';
import { slotGroupSaid } from './words.tsx';
import './slot-groups.css';

const STAGES: { word: ConsoleWordKey; statuses: readonly OrderStatusName[] }[] = [
  { word: 'consoleQueueStageNew', statuses: ['placed'] },
  { word: 'consoleQueueStagePreparing', statuses: ['accepted', 'preparing'] },
  { word: 'consoleQueueStageReady', statuses: ['ready_for_pickup', 'partner_assigned', 'on_the_way'] },
];

const stageOf = (status: OrderStatusName) => STAGES.findIndex((stage) => stage.statuses.includes(status));

/** The packing list's address of a group: /staff/packing?store=1&day=2026-11-28&start=420&end=540. */
function packingHref(group: SlotGroupKey): string {
  const query = new URLSearchParams({ store: String(group.store_id), day: group.day });
  if (group.slot) {
    query.set('start', String(group.slot.start_minute));
    query.set('end', String(group.slot.end_minute));
  }
  return `/staff/packing?${query.toString()}`;
}

interface Props {
  orders: readonly StaffOrderView[];
  children: (order: StaffOrderView) => ReactNode;
}

export function SlotGroups({ orders, children }: Props) {
  const say = useSay();
  const locale = useConsoleLocale();
  const today = shopToday(new Date());
  const groupName = (key: Pick<SlotGroupKey, 'day' | 'slot'>) => slotGroupSaid(say, key, today, locale);
  const groups = slotGroups(orders, today);
  // The store is named only when the queue holds more than one (an admin's, a manager's of two).
  const manyStores = new Set(orders.map((order) => order.store.id)).size > 1;
  if (groups.length === 0) return <p className="q-empty">{say('consoleQueueEmpty')}</p>;
  return (
    <div className="slot-groups">
      {groups.map((group) => {
        const id = `slot-${group.store_id}-${group.day}-${group.slot?.start_minute ?? 'asap'}`;
        const stages = STAGES.map((stage) => ({
          word: stage.word,
          count: group.orders.filter((order) => stage.statuses.includes(order.status)).length,
        })).filter((stage) => stage.count > 0);
        const sorted = [...group.orders].sort((a, b) => stageOf(a.status) - stageOf(b.status));
        return (
          <section key={id} className="slot-group" aria-labelledby={id}>
            <div className="slot-group-head">
              <div>
                <h2 id={id}>
                  {manyStores && <span className="slot-group-store">{group.store_name} · </span>}
                  {groupName(group)}:{' '}
                  {group.orders.length === 1
                    ? say('consoleQueueOneOrder')
                    : say('consoleQueueOrders', { count: group.orders.length })}
                </h2>
                <p className="s-muted">{stages.map((stage) => say(stage.word, { count: stage.count })).join(' · ')}</p>
              </div>
              <a className="s-btn ghost" href={packingHref(group)}>
                {say('consoleQueuePackingList')}
                <span className="visually-hidden">
                  {' '}
                  {say('consoleQueuePackingListFor', { group: groupName(group) })}
                </span>
              </a>
            </div>
            <ul className="queue-list slot-group-list">{sorted.map(children)}</ul>
          </section>
        );
      })}
    </div>
  );
}
