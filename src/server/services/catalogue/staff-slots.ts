// A store's delivery and pickup slots in the console (decision 0279): its manager or an admin reads
// and saves the weekly template, every slot at once; another store's manager gets 404, as for a
// missing store. The rules of each slot are domain/slots/slots.ts, refused on the slot's field. A
// save is one transaction with its audit row (kind 'store'). Orders already placed for a slot keep
// what they were promised: a slot edited or removed changes only what is offered from now on.
import { fail, ok, type Result, type Said } from '../../../domain/api/errors.ts';
import type { StaffSlotsAnswer, StaffSlotsSaveInput } from '../../../domain/api/staff/slots.ts';
import { parseIsoDate } from '../../../domain/calendar.ts';
import {
  type SlotTemplate,
  slotDays,
  slotKey,
  slotTemplateRefusals,
  slotTimeText,
  sortedSlots,
} from '../../../domain/slots/slots.ts';
import { WEEKDAY_NAMES } from '../../../domain/stores/opening-hours.ts';
import type { ShopContext } from '../../context.ts';
import { slotsTaken, slotTemplatesOf } from '../catalogue/store-slots.ts';
import { auditedWrite } from '../audit/audited-write.ts';
import type { StaffMember } from '../../../domain/staff/staff.ts';
import { mayReachStore, NO_SUCH_STORE } from './store-reach.ts';
import { said } from '../../said.ts';

async function viewOf(ctx: ShopContext, storeId: number): Promise<StaffSlotsAnswer | null> {
  const store = await ctx.db
    .selectFrom('stores')
    .select(['id', 'name', 'delivery_time'])
    .where('id', '=', storeId)
    .executeTakeFirst();
  if (!store) return null;
  const templates = sortedSlots(await slotTemplatesOf(ctx, storeId));
  const days = slotDays(ctx.now(), null);
  const taken = await slotsTaken(ctx, storeId, days);
  const upcoming = days.flatMap((day) => {
    const weekday = parseIsoDate(day)?.getUTCDay();
    return templates
      .filter((slot) => slot.weekday === weekday)
      .map((slot) => ({
        slot_id: slot.id,
        day,
        start_minute: slot.start_minute,
        end_minute: slot.end_minute,
        taken: taken.get(slotKey(slot.id, day)) ?? 0,
        capacity: slot.capacity,
      }));
  });
  return { store, slots: templates, upcoming };
}

export async function staffSlots(
  ctx: ShopContext,
  member: StaffMember,
  storeId: number,
): Promise<Result<StaffSlotsAnswer>> {
  if (!(await mayReachStore(ctx, member, storeId))) return NO_SUCH_STORE;
  const view = await viewOf(ctx, storeId);
  return view ? ok(view) : NO_SUCH_STORE;
}

type Slot = Omit<SlotTemplate, 'id'>;
const slotOf = ({ weekday, start_minute, end_minute, capacity, cutoff_minutes, fee_paise }: Slot): Slot => ({
  weekday,
  start_minute,
  end_minute,
  capacity,
  cutoff_minutes,
  fee_paise,
});

/** "Monday 7–9 am" for the audit list. */
const slotName = (slot: Slot) => `${WEEKDAY_NAMES[slot.weekday]} ${slotTimeText(slot.start_minute, slot.end_minute)}`;

/** "Kothrud: 14 slots a week (added Sunday 9–11 am; removed Monday 5–7 pm)". */
function changeSummary(name: string, before: readonly Slot[], after: readonly Slot[]): string {
  const names = (slots: readonly Slot[]) => new Set(slots.map(slotName));
  const [was, is] = [names(before), names(after)];
  const added = [...is].filter((slot) => !was.has(slot));
  const removed = [...was].filter((slot) => !is.has(slot));
  const changes = [
    ...(added.length > 0 ? [`added ${added.join(', ')}`] : []),
    ...(removed.length > 0 ? [`removed ${removed.join(', ')}`] : []),
  ];
  const same = JSON.stringify(before) === JSON.stringify(after);
  const detail = changes.length > 0 ? ` (${changes.join('; ')})` : same ? ', unchanged' : ' (capacity, cut-off or fee)';
  return `${name}: ${after.length} slots a week${detail}`;
}

/** Saves a store's whole slot template (its manager or an admin; another store's manager gets 404). */
export async function saveSlots(
  ctx: ShopContext,
  member: StaffMember,
  input: Pick<StaffSlotsSaveInput, 'store_id' | 'slots'>,
): Promise<Result<StaffSlotsAnswer>> {
  const storeId = input.store_id;
  if (!(await mayReachStore(ctx, member, storeId))) return NO_SUCH_STORE;
  const refusals = slotTemplateRefusals(input.slots);
  if (refusals.size > 0) {
    const fields: Record<string, Said> = {};
    for (const [index, why] of refusals)
      for (const [field, reason] of Object.entries(why)) fields[`slots.${index}.${field}`] = reason;
    const lines = Object.values(fields);
    const [only] = lines;
    const message = lines.length === 1 && only ? only : said('saidFieldsNeedChange', { n: lines.length });
    return fail('validation_failed', message, fields);
  }
  const saved = await auditedWrite(ctx, member, async (tx, audit) => {
    const store = await tx.db.selectFrom('stores').select(['name']).where('id', '=', storeId).executeTakeFirst();
    if (!store) return NO_SUCH_STORE;
    const stored = sortedSlots(await slotTemplatesOf(tx, storeId));
    const ids = new Set(stored.map((slot) => slot.id));
    const foreign = input.slots.findIndex((slot) => slot.id !== null && !ids.has(slot.id));
    if (foreign >= 0)
      return fail('validation_failed', said('saidSlotRemoved'), {
        [`slots.${foreign}.id`]: said('saidFieldNoSuchStoreSlot'),
      });
    // Every slot is written again under its own id, so an order's slot_id still names the slot it was placed for.
    await tx.db.deleteFrom('store_slots').where('store_id', '=', storeId).execute();
    for (const slot of input.slots)
      await tx.db
        .insertInto('store_slots')
        .values({ ...(slot.id === null ? {} : { id: slot.id }), store_id: storeId, ...slotOf(slot) })
        .execute();
    const before = stored.map(slotOf);
    const after = sortedSlots(input.slots.map(slotOf));
    await audit.record({
      kind: 'store',
      action: 'slots',
      entityId: storeId,
      storeId,
      summary: changeSummary(store.name, before, after),
      before,
      after,
    });
    return ok(undefined);
  });
  if (!saved.ok) return saved;
  const view = await viewOf(ctx, storeId);
  return view ? ok(view) : NO_SUCH_STORE;
}
