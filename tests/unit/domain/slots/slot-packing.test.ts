// The counter's queue by slot and a slot's packing list (decision 0287): orders fall into groups of
// one store and one slot, today's "As soon as possible" first, then each day's slots by their
// start; a heading says the slot and how many orders ("Tomorrow 7–9 am: 12 orders"); a slot's
// packing list sums the same item, size and addons over its orders. A slot is said in the
// customer's language: '7–9 am' in English, the part of the day in words in Marathi.
import { describe, expect, it } from 'vitest';
import { formatClockRange, shopLocale } from '../../../../src/domain/calendar.ts';
import {
  packingList,
  sameSlotGroup,
  slotGroupHeading,
  slotGroupKeyOf,
  slotGroupName,
  slotGroups,
} from '../../../../src/domain/slots/packing.ts';
import { customerSlotText, slotTimeIn } from '../../../../src/domain/slots/slots.ts';

const TODAY = '2026-11-27';
const KOTHRUD = { id: 1, name: 'FarmCart Kothrud' };
const BANER = { id: 2, name: 'FarmCart Baner' };

const order = (
  id: string,
  slot: [string, number, number] | null,
  extra: { delivery_date?: string | null; store?: { id: number; name: string } } = {},
) => ({
  id,
  store: extra.store ?? KOTHRUD,
  delivery_date: extra.delivery_date ?? (slot ? slot[0] : null),
  slot: slot ? { day: slot[0], start_minute: slot[1], end_minute: slot[2] } : null,
});

describe('the queue grouped by slot', () => {
  it('puts today’s orders without a slot first, then each day’s slots by their start, keeping each group’s order', () => {
    const orders = [
      order('A', ['2026-11-28', 17 * 60, 19 * 60]),
      order('B', ['2026-11-28', 7 * 60, 9 * 60]),
      order('C', null),
      order('D', ['2026-11-27', 17 * 60, 19 * 60]),
      order('E', ['2026-11-28', 7 * 60, 9 * 60]),
      order('F', null, { delivery_date: TODAY }),
    ];
    const groups = slotGroups(orders, TODAY);
    expect(groups.map((group) => [slotGroupName(group, TODAY), group.orders.map((one) => one.id)])).toEqual([
      ['As soon as possible', ['C', 'F']],
      ['Today 5–7 pm', ['D']],
      ['Tomorrow 7–9 am', ['B', 'E']],
      ['Tomorrow 5–7 pm', ['A']],
    ]);
  });

  it('heads a later day with its orders that have no slot (a pre-order), and names the day', () => {
    const groups = slotGroups(
      [order('S', ['2026-11-30', 7 * 60, 9 * 60]), order('P', null, { delivery_date: '2026-11-30' })],
      TODAY,
    );
    expect(groups.map((group) => slotGroupName(group, TODAY))).toEqual(['Mon, 30 Nov, no slot', 'Mon, 30 Nov 7–9 am']);
  });

  it('keeps two stores’ same slot apart', () => {
    const groups = slotGroups(
      [order('K', ['2026-11-28', 420, 540]), order('B', ['2026-11-28', 420, 540], { store: BANER })],
      TODAY,
    );
    expect(groups.map((group) => [group.store_name, group.orders.length])).toEqual([
      ['FarmCart Kothrud', 1],
      ['FarmCart Baner', 1],
    ]);
  });

  it('says the slot and how many orders in its heading', () => {
    const twelve = Array.from({ length: 12 }, (_, index) => order(`T${index}`, ['2026-11-28', 420, 540]));
    const [group] = slotGroups(twelve, TODAY);
    expect(group && slotGroupHeading(group, TODAY)).toBe('Tomorrow 7–9 am: 12 orders');
    const [one] = slotGroups([order('N', null)], TODAY);
    expect(one && slotGroupHeading(one, TODAY)).toBe('As soon as possible: 1 order');
  });

  it('an order of an earlier day’s slot not yet handed over comes first', () => {
    const groups = slotGroups([order('N', null), order('L', ['2026-11-26', 420, 540])], TODAY);
    expect(groups.map((group) => group.orders[0]?.id)).toEqual(['L', 'N']);
  });

  it('finds the group of an order as the packing list asks for it', () => {
    const key = slotGroupKeyOf(order('B', ['2026-11-28', 420, 540]), TODAY);
    expect(sameSlotGroup(key, { store_id: 1, day: '2026-11-28', slot: { start_minute: 420, end_minute: 540 } })).toBe(
      true,
    );
    expect(sameSlotGroup(key, { store_id: 1, day: '2026-11-28', slot: null })).toBe(false);
    expect(slotGroupKeyOf(order('C', null), TODAY)).toEqual({ store_id: 1, day: TODAY, slot: null });
  });
});

describe('a slot’s packing list', () => {
  it('sums the same item, size and addons over the orders, counting the orders, sorted by name', () => {
    const lines = packingList([
      {
        items: [
          { name: 'Papaya', variant_name: '1 kg', quantity: 2, addons: [] },
          { name: 'Alphonso Mango', variant_name: '1 dozen', quantity: 1, addons: ['Gift wrap', 'Card'] },
        ],
      },
      {
        items: [
          { name: 'Papaya', variant_name: '1 kg', quantity: 3, addons: [] },
          { name: 'Papaya', variant_name: '500 g', quantity: 1, addons: [] },
          { name: 'Alphonso Mango', variant_name: '1 dozen', quantity: 1, addons: ['Card', 'Gift wrap'] },
        ],
      },
    ]);
    expect(lines).toEqual([
      { name: 'Alphonso Mango', variant_name: '1 dozen', addons: ['Card', 'Gift wrap'], quantity: 2, orders: 2 },
      { name: 'Papaya', variant_name: '1 kg', addons: [], quantity: 5, orders: 2 },
      { name: 'Papaya', variant_name: '500 g', addons: [], quantity: 1, orders: 1 },
    ]);
  });

  it('counts an order once when it has the same item on two lines', () => {
    const lines = packingList([
      {
        items: [
          { name: 'Methi', variant_name: null, quantity: 1, addons: [] },
          { name: 'Methi', variant_name: null, quantity: 2, addons: [] },
        ],
      },
    ]);
    expect(lines).toEqual([{ name: 'Methi', variant_name: null, addons: [], quantity: 3, orders: 1 }]);
  });

  it('is empty for no orders', () => {
    expect(packingList([])).toEqual([]);
  });
});

describe('a slot in the customer’s language', () => {
  const slot = { day: '2026-11-28', start_minute: 7 * 60, end_minute: 9 * 60 };
  it('says "Tomorrow, 7–9 am" in English and "उद्या, 7–9 सकाळ" in Marathi', () => {
    expect(customerSlotText(slot, TODAY, { today: 'Today', tomorrow: 'Tomorrow' }, shopLocale('en'))).toBe(
      'Tomorrow, 7–9 am',
    );
    expect(customerSlotText(slot, TODAY, { today: 'आज', tomorrow: 'उद्या' }, shopLocale('mr'))).toBe('उद्या, 7–9 सकाळ');
  });

  it('writes another day in the locale, and minutes only when a time has them', () => {
    expect(
      customerSlotText(
        { ...slot, day: '2026-11-30' },
        TODAY,
        { today: 'Today', tomorrow: 'Tomorrow' },
        shopLocale('en'),
      ),
    ).toBe('Mon, 30 Nov, 7–9 am');
    expect(slotTimeIn(11 * 60 + 30, 13 * 60, shopLocale('en'))).toBe('11:30 am–1 pm');
    expect(formatClockRange(17 * 60, 19 * 60, shopLocale('mr'))).toBe('5–7 संध्याकाळ');
    expect(formatClockRange(11 * 60 + 30, 13 * 60, shopLocale('mr'))).toMatch(/^11:30 सकाळ\s–\s1:00 दुपार$/);
  });
});
