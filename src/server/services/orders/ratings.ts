// Ratings and store reviews (§7 rate order, store reviews; decision 0119;
// /rate-order and /reviews/{slug}): one rating per delivered or collected order, by the customer who ordered;
// reviews show initials, never a full name.
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type { RatingAnswer, StoreReviewsAnswer } from '../../../domain/api/orders.ts';
import { roundHalfUp } from '../../../domain/numbers.ts';
import { isFulfilled } from '../../../domain/orders/order-flow.ts';
import { storeRating } from '../../../domain/catalogue/store-rating.ts';
import { firstCharacter } from '../../../domain/text.ts';
import { catalogChanged } from '../../cache.ts';
import type { ShopContext } from '../../context.ts';
import { findOwnOrder, ORDER_NOT_FOUND } from './orders.ts';
import { reviewTotalsByStore } from '../catalogue/stores.ts';
import { said } from '../../said.ts';

const PAGE_SIZE = 20;

/** 'Asha Kulkarni' → 'A. K.'; at most three initials, letters of any script. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  const initials = words.slice(0, 3).map((word) => `${firstCharacter(word).toUpperCase()}.`);
  return initials.length > 0 ? initials.join(' ') : 'A customer';
}

/** Rates the customer's delivered (or collected) order, once; 404 for anyone else's order. */
export async function rateOrder(
  ctx: ShopContext,
  userId: number,
  input: { unique_order_id: string; stars: number; comment?: string | null | undefined },
): Promise<Result<RatingAnswer>> {
  const order = await findOwnOrder(ctx.db, userId, input.unique_order_id);
  if (!order) return fail('not_found', ORDER_NOT_FOUND, { unique_order_id: said('saidFieldNoSuchOrder') });
  if (!isFulfilled(order.status)) {
    return fail('conflict', said('saidRateAfterDelivery'), {
      unique_order_id: said('saidFieldNotDeliveredYet'),
    });
  }
  const comment = input.comment ?? '';
  // The unique order_id decides between two taps at once: one rating is kept, the other told so.
  const inserted = await ctx.db
    .insertInto('ratings')
    .values({
      order_id: order.id,
      user_id: userId,
      store_id: order.store_id,
      stars: input.stars,
      comment,
      created_at: ctx.now().toISOString(),
    })
    .onConflict((conflict) => conflict.column('order_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return fail('conflict', said('saidAlreadyRated'), { unique_order_id: said('saidFieldAlreadyRated') });
  // The store's rating on every card moves with it (domain/catalogue/store-rating.ts): not 30 s later.
  catalogChanged(ctx.db);
  return ok({ success: true, rating: { stars: input.stars, comment } });
}

/** §7 Store reviews by store slug: the average (1 decimal), the count and the newest reviews. */
export async function storeReviews(ctx: ShopContext, slug: string, page = 1): Promise<Result<StoreReviewsAnswer>> {
  const store = await ctx.db
    .selectFrom('stores')
    .select(['id', 'name', 'slug', 'rating'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!store) return fail('not_found', said('saidNoSuchStore'), { slug: said('saidFieldUnknownStore') });
  const [summary, rows] = await Promise.all([
    ctx.db
      .selectFrom('ratings')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.avg<number | string | null>('stars').as('average')])
      .where('store_id', '=', store.id)
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('ratings')
      .innerJoin('users', 'users.id', 'ratings.user_id')
      .select(['ratings.stars', 'ratings.comment', 'ratings.created_at', 'users.name'])
      .where('ratings.store_id', '=', store.id)
      .orderBy('ratings.id', 'desc')
      .limit(PAGE_SIZE + 1)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
  ]);
  const count = Number(summary.count);
  const totals = await reviewTotalsByStore(ctx, store.id);
  // PostgreSQL answers avg() as numeric text, SQLite as a float.
  const average = count === 0 || summary.average === null ? null : roundHalfUp(Number(summary.average), 1);
  return ok({
    restaurant: { id: store.id, name: store.name, slug: store.slug },
    rating: storeRating(store.rating, totals.get(store.id) ?? { count: 0, stars: 0 }),
    average,
    count,
    reviews: rows.slice(0, PAGE_SIZE).map((row) => ({
      stars: row.stars,
      comment: row.comment,
      initials: initialsOf(row.name),
      created_at: row.created_at,
    })),
    page,
    has_more: rows.length > PAGE_SIZE,
  });
}
