// Short lines at the counter (decision 0285): while an order is packed, a line (or a combo's part)
// may be marked short, all or part of it, with a substitute picked from those the console suggests
// (domain/orders/substitutions.ts rankSubstitutes) or none. With a substitute the customer is asked
// (a push, and the prompt on their order page) until the time the settings give; "Call me" shows
// the counter the customer's number and waits for the answer the counter records. Without a
// substitute the short units are refunded at once. An order of a store the member does not reach
// answers 404, as a missing one does; every change is audited in its transaction.
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type {
  StaffMarkShortInput,
  StaffSubstitutionLine,
  StaffSubstitutionOptionsAnswer,
  StaffSubstitutionsAnswer,
} from '../../../domain/api/staff/substitutions.ts';
import { alertNotice } from '../../../domain/notifications/notifications.ts';
import { fromMinor, toMinor } from '../../../domain/money.ts';
import { isUnpaid } from '../../../domain/orders/order-flow.ts';
import { lineUnitPriceMinor } from '../../../domain/orders/cart.ts';
import {
  answerDeadline,
  answerMinutes,
  rankSubstitutes,
  SUBSTITUTION_ANSWER_SETTING,
  shortLimit,
} from '../../../domain/orders/substitutions.ts';
import { reachesStore } from '../../../domain/staff/staff.ts';
import type { ShopContext } from '../../context.ts';
import type { OrderRow } from '../../db/schema-orders.ts';
import { forUpdate } from '../../db/write-transaction.ts';
import { loadItems } from '../catalogue/items.ts';
import {
  afterShortLineChange,
  settleDueShortLines,
  settleShortLine,
  takeSubstituteStock,
} from '../orders/substitutions.ts';
import { partNamesOf, substitutionRowsOf, substitutionViewsOf } from '../orders/substitution-views.ts';
import { loadLines } from '../pricing/pricing-lines.ts';
import { said } from '../../said.ts';
import { auditedWrite } from '../audit/audited-write.ts';
import type { StaffMember } from '../../../domain/staff/staff.ts';
import { statusSaid } from '../orders/order-status.ts';
import { enqueueOrderUpdate } from '../notifications/order-messages.ts';

const NO_SUCH_ORDER = fail('not_found', said('saidNoSuchOrder'), { unique_order_id: said('saidFieldNoSuchOrder') });

/** The order if the member reaches its store (an unpaid one is no store's yet). */
async function reachableOrder(ctx: ShopContext, member: StaffMember, uniqueOrderId: string): Promise<OrderRow | null> {
  const row = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('unique_order_id', '=', uniqueOrderId)
    .executeTakeFirst();
  return row && reachesStore(member, row.store_id) && !isUnpaid(row.status) ? row : null;
}

/** The order's lines as the counter sees them, each with its wish and its shortage. */
async function counterLines(ctx: ShopContext, order: OrderRow): Promise<StaffSubstitutionLine[]> {
  const items = await ctx.db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  const [parts, rows, chosen] = await Promise.all([
    items.length === 0
      ? Promise.resolve([])
      : ctx.db
          .selectFrom('order_item_parts')
          .select(['id', 'order_item_id', 'name', 'variant_name', 'quantity'])
          .where(
            'order_item_id',
            'in',
            items.map((item) => item.id),
          )
          .orderBy('id')
          .execute(),
    substitutionRowsOf(ctx.db, [order.id]),
    (async () => {
      const ids = items.flatMap((item) => (item.substitution_item_id === null ? [] : [item.substitution_item_id]));
      if (ids.length === 0) return new Map<number, string>();
      const named = await ctx.db.selectFrom('items').select(['id', 'name']).where('id', 'in', ids).execute();
      return new Map(named.map((item) => [item.id, item.name]));
    })(),
  ]);
  const views = substitutionViewsOf(rows, items, await partNamesOf(ctx.db, rows));
  const partsOf = Map.groupBy(parts, (part) => part.order_item_id);
  return items.map((item, index) => ({
    line: index + 1,
    name: item.name,
    variant_name: item.variant_name,
    quantity: item.quantity,
    unit_price: fromMinor(item.unit_price_paise),
    preference: item.substitution,
    chosen_item:
      item.substitution_item_id === null
        ? null
        : { id: item.substitution_item_id, name: chosen.get(item.substitution_item_id) ?? '' },
    parts: (partsOf.get(item.id) ?? []).map((part, at) => ({
      part: at + 1,
      name: part.name,
      variant_name: part.variant_name,
      quantity: part.quantity,
    })),
    shortage: views.find((view) => view.line === index + 1) ?? null,
  }));
}

async function answerOf(ctx: ShopContext, order: OrderRow): Promise<StaffSubstitutionsAnswer> {
  const lines = await counterLines(ctx, order);
  const user = await ctx.db
    .selectFrom('users')
    .select(['name', 'phone'])
    .where('id', '=', order.user_id)
    .executeTakeFirst();
  // The number is shown while a "Call me" line waits for the call: the counter needs it then, not otherwise.
  const calling = lines.some((line) => line.shortage?.state === 'asked' && line.shortage.preference === 'call');
  return {
    unique_order_id: order.unique_order_id,
    status: order.status,
    can_mark_short: order.status === 'preparing',
    customer: { name: user?.name ?? '', phone: calling ? (user?.phone ?? null) : null },
    lines,
  };
}

/** The order's lines with their wishes and shortages (answers due are settled first). */
export async function staffSubstitutions(
  ctx: ShopContext,
  member: StaffMember,
  input: { unique_order_id: string },
): Promise<Result<StaffSubstitutionsAnswer>> {
  const order = await reachableOrder(ctx, member, input.unique_order_id);
  if (!order) return NO_SUCH_ORDER;
  await settleDueShortLines(ctx, order.id);
  return ok(await answerOf(ctx, (await reachableOrder(ctx, member, input.unique_order_id)) ?? order));
}

/**
 * The substitutes to offer for a line: the store's items of its category in stock, nearest in
 * price first, the customer's own chosen item first.
 */
export async function substitutionOptions(
  ctx: ShopContext,
  member: StaffMember,
  input: { unique_order_id: string; line: number },
): Promise<Result<StaffSubstitutionOptionsAnswer>> {
  const order = await reachableOrder(ctx, member, input.unique_order_id);
  if (!order) return NO_SUCH_ORDER;
  const lines = await counterLines(ctx, order);
  const line = lines[input.line - 1];
  if (!line)
    return fail('validation_failed', said('saidOrderHasLines', { n: lines.length }), {
      line: said('saidFieldNoLine', { line: input.line }),
    });
  const item = await ctx.db
    .selectFrom('order_items')
    .select(['item_id', 'combo_id', 'unit_price_paise', 'substitution_item_id'])
    .where('order_id', '=', order.id)
    .orderBy('id')
    .offset(input.line - 1)
    .limit(1)
    .executeTakeFirstOrThrow();
  const own = await ctx.db.selectFrom('items').select('category_id').where('id', '=', item.item_id).executeTakeFirst();
  const categoryIds = [own?.category_id].filter((category) => category !== undefined);
  const [sameCategory, chosenItem] = await Promise.all([
    categoryIds.length === 0
      ? Promise.resolve([])
      : loadItems(ctx.db, { storeIds: [order.store_id], categoryIds, listable: true }),
    item.substitution_item_id === null
      ? Promise.resolve([])
      : loadItems(ctx.db, { ids: [item.substitution_item_id], storeIds: [order.store_id], listable: true }),
  ]);
  const candidates = [...chosenItem, ...sameCategory].flatMap((candidate) =>
    candidate.variants.map((variant) => ({
      item_id: candidate.id,
      category_id: candidate.category_id ?? 0,
      variant,
      unitMinor: toMinor(variant.price),
      name: candidate.name,
    })),
  );
  const ranked = rankSubstitutes(
    candidates,
    {
      item_id: item.combo_id === null ? item.item_id : 0,
      category_id: own?.category_id ?? -1,
      unitMinor: item.unit_price_paise,
    },
    item.substitution_item_id,
  );
  return ok({
    line,
    options: ranked.map((candidate) => ({
      item_id: candidate.item_id,
      variant_id: candidate.variant.id,
      name: candidate.name,
      variant_name: candidate.variant.name,
      price: fromMinor(candidate.unitMinor),
      chosen: candidate.item_id === item.substitution_item_id,
    })),
  });
}

/**
 * Marks a line (or a combo's part) short while the order is packed. With a substitute the customer
 * is asked; without one the short units are refunded at once. A line is marked short once.
 */
export async function markShort(
  ctx: ShopContext,
  member: StaffMember,
  input: StaffMarkShortInput,
): Promise<Result<StaffSubstitutionsAnswer>> {
  const found = await reachableOrder(ctx, member, input.unique_order_id);
  if (!found) return NO_SUCH_ORDER;
  const minutes = answerMinutes(
    (
      await ctx.db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', SUBSTITUTION_ANSWER_SETTING)
        .executeTakeFirst()
    )?.value,
  );
  let settledNow = false;
  let stockTaken = false;
  const result = await auditedWrite(ctx, member, async (tx, audit): Promise<Result<void>> => {
    const order = await forUpdate(
      tx,
      tx.db.selectFrom('orders').selectAll().where('id', '=', found.id),
    ).executeTakeFirstOrThrow();
    if (order.status !== 'preparing')
      return fail('conflict', said('saidShortWhilePacking'), {
        unique_order_id: said('saidFieldOrderIs', { status: statusSaid(order.status) }),
      });
    const items = await tx.db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    const item = items[input.line - 1];
    if (!item)
      return fail('validation_failed', said('saidOrderHasLines', { n: items.length }), {
        line: said('saidFieldNoLine', { line: input.line }),
      });
    let partId: number | null = null;
    let parts: { id: number; quantity: number; unitWorthMinor: number }[] | undefined;
    if (input.part !== undefined) {
      if (item.combo_id === null)
        return fail('validation_failed', said('saidOnlyComboParts'), { part: said('saidFieldNotACombo') });
      const rows = await tx.db
        .selectFrom('order_item_parts')
        .select(['id', 'quantity'])
        .where('order_item_id', '=', item.id)
        .orderBy('id')
        .execute();
      const part = rows[input.part - 1];
      if (!part)
        return fail('validation_failed', said('saidComboHasParts', { n: rows.length }), {
          part: said('saidFieldNoPart', { part: input.part }),
        });
      partId = part.id;
      parts = rows.map((row) => ({ id: row.id, quantity: row.quantity, unitWorthMinor: 0 }));
    }
    const limit = shortLimit({ id: item.id, unitMinor: item.unit_price_paise, quantity: item.quantity, parts }, partId);
    if (input.short_quantity > limit)
      return fail('validation_failed', said('saidAtMostShort', { n: limit }), {
        short_quantity: said('saidFieldAtMost', { n: limit }),
      });
    const earlier = await tx.db
      .selectFrom('order_substitutions')
      .select('id')
      .where('order_item_id', '=', item.id)
      .executeTakeFirst();
    if (earlier) return fail('conflict', said('saidAlreadyShort'), { line: said('saidFieldAlreadyShort') });
    if (item.substitution === 'refund' && input.substitute !== null)
      return fail('validation_failed', said('saidCustomerWantsRefund'), {
        substitute: said('saidFieldNoReplacing'),
      });

    let substitute: {
      itemId: number;
      variantId: number | null;
      name: string;
      variantName: string | null;
      unitMinor: number;
      quantity: number;
    } | null = null;
    if (input.substitute !== null) {
      if (input.substitute.item === item.item_id && item.combo_id === null)
        return fail('validation_failed', said('saidPickAnotherItem'), {
          substitute: said('saidFieldShortItemItself'),
        });
      const loaded = await loadLines(
        tx.db,
        order.store_id,
        [
          {
            item_id: input.substitute.item,
            variant_id: input.substitute.variant,
            addon_ids: [],
            quantity: input.substitute.quantity,
          },
        ],
        'regular',
      );
      const priced = loaded.ok ? loaded.value.lines[0] : undefined;
      if (!loaded.ok || !priced || loaded.value.unavailable.length > 0 || priced.item?.restaurant_id !== order.store_id)
        return fail('validation_failed', said('saidCannotGiveItem'), {
          substitute: said('saidFieldNotInStockHere'),
        });
      substitute = {
        itemId: priced.line.id,
        variantId: priced.variant?.id ?? null,
        name: priced.line.name,
        variantName: priced.variant?.name ?? null,
        unitMinor: lineUnitPriceMinor(priced.line),
        quantity: input.substitute.quantity,
      };
      if (substitute.variantId !== null) {
        if (!(await takeSubstituteStock(tx, substitute.variantId, substitute.quantity)))
          return fail('out_of_stock', said('saidItemRanOut', { name: substitute.name }), {
            substitute: said('saidFieldNotEnoughStock'),
          });
        stockTaken = true;
      }
    }
    const now = tx.now();
    const calling = item.substitution === 'call';
    const { id } = await tx.db
      .insertInto('order_substitutions')
      .values({
        order_id: order.id,
        order_item_id: item.id,
        part_id: partId,
        short_quantity: input.short_quantity,
        preference: item.substitution,
        substitute_item_id: substitute?.itemId ?? null,
        substitute_variant_id: substitute?.variantId ?? null,
        substitute_name: substitute?.name ?? null,
        substitute_variant_name: substitute?.variantName ?? null,
        substitute_unit_paise: substitute?.unitMinor ?? null,
        substitute_quantity: substitute?.quantity ?? 0,
        state: 'asked',
        // "Call me" waits for the counter's call, whatever the time.
        answer_due_at: substitute && !calling ? answerDeadline(now, minutes) : null,
        answer: null,
        answered_by: null,
        outcome: null,
        staff_id: member.id,
        created_at: now.toISOString(),
        settled_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit.record({
      kind: 'order',
      action: 'short',
      entityId: order.id,
      storeId: order.store_id,
      summary: `Order ${order.unique_order_id}: ${item.name} ${input.short_quantity} short${substitute ? `, offered ${substitute.name} × ${substitute.quantity}` : ', no substitute'}`,
      before: { line: input.line, quantity: item.quantity },
      after: {
        line: input.line,
        part: input.part ?? null,
        short_quantity: input.short_quantity,
        substitute: substitute
          ? {
              item_id: substitute.itemId,
              variant_id: substitute.variantId,
              quantity: substitute.quantity,
              unit_paise: substitute.unitMinor,
            }
          : null,
      },
    });
    if (!substitute) {
      // Nothing to ask: the short units are refunded now.
      settledNow = await settleShortLine(tx, id, 'refund', 'none', 'counter');
      return ok(undefined);
    }
    await tx.db
      .insertInto('notifications')
      .values({
        user_id: order.user_id,
        ...alertNotice(
          calling ? 'saidAlertSubstitutionCall' : 'saidAlertSubstitutionAsk',
          { id: order.unique_order_id, item: item.name, substitute: substitute.name },
          `/running-order/${encodeURIComponent(order.unique_order_id)}`,
        ),
        image: null,
        created_at: now.toISOString(),
      })
      .execute();
    // A substitute to approve is asked on the customer's chosen channel too (decision 0340).
    if (!calling) await enqueueOrderUpdate(tx.db, { kind: 'order-substitution', order });
    return ok(undefined);
  });
  if (!result.ok) return result;
  await afterShortLineChange(ctx, found, stockTaken || settledNow);
  return staffSubstitutions(ctx, member, { unique_order_id: found.unique_order_id });
}

/** The answer the customer gave the counter on the phone ("Call me"), or on the counter's asking in person. */
export async function recordCounterAnswer(
  ctx: ShopContext,
  member: StaffMember,
  input: { unique_order_id: string; line: number; approved: boolean },
): Promise<Result<StaffSubstitutionsAnswer>> {
  const found = await reachableOrder(ctx, member, input.unique_order_id);
  if (!found) return NO_SUCH_ORDER;
  const result = await auditedWrite(ctx, member, async (tx, audit): Promise<Result<boolean>> => {
    const items = await tx.db
      .selectFrom('order_items')
      .select(['id', 'name'])
      .where('order_id', '=', found.id)
      .orderBy('id')
      .execute();
    const item = items[input.line - 1];
    if (!item)
      return fail('validation_failed', said('saidOrderHasLines', { n: items.length }), {
        line: said('saidFieldNoLine', { line: input.line }),
      });
    const row = await forUpdate(
      tx,
      tx.db.selectFrom('order_substitutions').selectAll().where('order_item_id', '=', item.id),
    ).executeTakeFirst();
    if (!row) return fail('validation_failed', said('saidNotShort'), { line: said('saidFieldNotShort') });
    if (row.state !== 'asked' || row.substitute_name === null)
      return fail('conflict', said('saidLineSettled'), { line: said('saidFieldAlreadySettled') });
    await audit.record({
      kind: 'order',
      action: 'answer',
      entityId: found.id,
      storeId: found.store_id,
      summary: `Order ${found.unique_order_id}: the customer ${input.approved ? 'took' : 'declined'} ${row.substitute_name} for ${item.name}`,
      before: { state: 'asked' },
      after: { approved: input.approved },
    });
    const settled = await settleShortLine(
      tx,
      row.id,
      input.approved ? 'substitute' : 'refund',
      input.approved ? 'approved' : 'declined',
      'counter',
    );
    return ok(settled && !input.approved);
  });
  if (!result.ok) return result;
  await afterShortLineChange(ctx, found, result.value);
  return staffSubstitutions(ctx, member, { unique_order_id: found.unique_order_id });
}
