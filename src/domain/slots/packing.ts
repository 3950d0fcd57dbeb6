// The counter's queue by slot, and a slot's packing list (decision 0287). Running orders fall into
// groups of one store and one slot: today's orders without a slot first ("As soon as possible"),
// then each day's slots by their start; an order for a later day without a slot (a pre-order)
// heads its day. A group's packing list is its orders' items summed: the counter picks 7 papayas
// once rather than 3 and 4 from two slips. Pure: the console's queue, the packing-list page and
// the staff call use it, so the page lists exactly the orders the heading counted.
import { addDays, formatCalendarDay, parseIsoDate, toIsoDate } from '../calendar.ts';
import { slotTimeText } from './slots.ts';

/** What grouping reads of an order. */
export interface SlotPlaced {
  store: { id: number; name: string };
  delivery_date: string | null;
  slot: { day: string; start_minute: number; end_minute: number } | null;
}

/** Which group an order is in: its store, its day, and its slot's times (null: no slot). */
export interface SlotGroupKey {
  store_id: number;
  day: string;
  slot: { start_minute: number; end_minute: number } | null;
}

export interface SlotGroup<T> extends SlotGroupKey {
  store_name: string;
  orders: T[];
}

/** The group of an order, seen from `today`: an order without a slot for today or no day is today's "as soon as possible". */
export function slotGroupKeyOf(
  order: Omit<SlotPlaced, 'store'> & { store: { id: number } },
  today: string,
): SlotGroupKey {
  if (order.slot)
    return {
      store_id: order.store.id,
      day: order.slot.day,
      slot: { start_minute: order.slot.start_minute, end_minute: order.slot.end_minute },
    };
  const day = order.delivery_date !== null && order.delivery_date > today ? order.delivery_date : today;
  return { store_id: order.store.id, day, slot: null };
}

export function sameSlotGroup(a: SlotGroupKey, b: SlotGroupKey): boolean {
  return (
    a.store_id === b.store_id &&
    a.day === b.day &&
    a.slot?.start_minute === b.slot?.start_minute &&
    a.slot?.end_minute === b.slot?.end_minute
  );
}

/** Groups in the order the counter packs them: by day; within a day, no slot first, then by start and end; then by store. */
function compareGroups(a: SlotGroupKey, b: SlotGroupKey): number {
  if (a.day !== b.day) return a.day < b.day ? -1 : 1;
  const startA = a.slot?.start_minute ?? -1;
  const startB = b.slot?.start_minute ?? -1;
  return startA - startB || (a.slot?.end_minute ?? -1) - (b.slot?.end_minute ?? -1) || a.store_id - b.store_id;
}

/** Orders grouped by store and slot, the groups sorted as the counter packs them; each group keeps its orders' order. */
export function slotGroups<T extends SlotPlaced>(orders: readonly T[], today: string): SlotGroup<T>[] {
  const groups: SlotGroup<T>[] = [];
  for (const order of orders) {
    const key = slotGroupKeyOf(order, today);
    const group = groups.find((one) => sameSlotGroup(one, key));
    if (group) group.orders.push(order);
    else groups.push({ ...key, store_name: order.store.name, orders: [order] });
  }
  return groups.sort(compareGroups);
}

/**
 * A group's name as the counter reads it (the console is in English): 'As soon as possible' for
 * today's orders without a slot, 'Tomorrow 7–9 am', 'Sat, 28 Nov 5–7 pm', 'Sat, 28 Nov, no slot'
 * for a later day's order without one.
 */
export function slotGroupName(key: Pick<SlotGroupKey, 'day' | 'slot'>, today: string): string {
  const date = parseIsoDate(today);
  const tomorrow = date ? toIsoDate(addDays(date, 1)) : '';
  const day =
    key.day === today
      ? 'Today'
      : key.day === tomorrow
        ? 'Tomorrow'
        : formatCalendarDay(key.day, 'en-IN', 'weekdayDayMonth', today);
  if (key.slot) return `${day} ${slotTimeText(key.slot.start_minute, key.slot.end_minute)}`;
  return key.day === today ? 'As soon as possible' : `${day}, no slot`;
}

const ordersCount = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

/** 'Tomorrow 7–9 am: 12 orders'. */
export function slotGroupHeading(group: Pick<SlotGroup<unknown>, 'day' | 'slot' | 'orders'>, today: string): string {
  return `${slotGroupName(group, today)}: ${ordersCount(group.orders.length)}`;
}

/** A line of an order as packing reads it. */
export interface PackedLine {
  name: string;
  variant_name: string | null;
  quantity: number;
  addons: readonly string[];
}

/** One line of the packing list: an item (its variant and addons) and how many of it, over how many orders. */
export interface PackingLine {
  name: string;
  variant_name: string | null;
  addons: string[];
  quantity: number;
  orders: number;
}

/**
 * The items of a group's orders summed: the same item, variant and addons (in any order) are one
 * line with the quantities added and the orders counted; sorted by name, then variant, then addons.
 */
export function packingList(orders: readonly { items: readonly PackedLine[] }[]): PackingLine[] {
  const lines = new Map<string, PackingLine & { seen: number }>();
  orders.forEach((order, index) => {
    for (const item of order.items) {
      const addons = [...item.addons].sort();
      const key = JSON.stringify([item.name, item.variant_name, addons]);
      const line = lines.get(key);
      if (!line) {
        lines.set(key, {
          name: item.name,
          variant_name: item.variant_name,
          addons,
          quantity: item.quantity,
          orders: 1,
          seen: index,
        });
        continue;
      }
      line.quantity += item.quantity;
      if (line.seen !== index) {
        line.orders += 1;
        line.seen = index;
      }
    }
  });
  const text = (value: string | null) => value ?? '';
  return [...lines.values()]
    .map(({ seen: _seen, ...line }) => line)
    .sort(
      (a, b) =>
        a.name.localeCompare(b.name, 'en') ||
        text(a.variant_name).localeCompare(text(b.variant_name), 'en') ||
        a.addons.join().localeCompare(b.addons.join(), 'en'),
    );
}
