// §2 Mobile home, Buy again (decision 0329): the products of a signed-in customer's latest orders
// (domain/orders/buy-again.ts), as they are offered at the customer's point now, newest first. A
// product no longer sold in reach, or not in stock enough to list, is left out as the lists leave it.
import type { ItemView } from '../../../domain/api/catalog.ts';
import { BUY_AGAIN_ORDERS, buyAgainProducts, NOT_BOUGHT_STATUSES } from '../../../domain/orders/buy-again.ts';
import type { LatLng } from '../../../domain/types.ts';
import type { ShopContext } from '../../context.ts';
import { createShelf } from '../catalogue/sections.ts';

/** The customer's Buy again row at the point: empty for a customer who has bought nothing. */
export async function buyAgainItems(ctx: ShopContext, userId: number, point: LatLng): Promise<ItemView[]> {
  const lines = await ctx.db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .innerJoin('items', 'items.id', 'order_items.item_id')
    .select(['items.link_slug', 'orders.id as order_id', 'orders.created_at'])
    .where('order_items.combo_id', 'is', null)
    .where('order_items.order_id', 'in', (eb) =>
      eb
        .selectFrom('orders')
        .select('orders.id')
        .where('orders.user_id', '=', userId)
        .where('orders.status', 'not in', [...NOT_BOUGHT_STATUSES])
        .orderBy('orders.created_at', 'desc')
        .orderBy('orders.id', 'desc')
        .limit(BUY_AGAIN_ORDERS),
    )
    .orderBy('order_items.id')
    .execute();
  const products = buyAgainProducts(lines);
  if (products.length === 0) return [];
  // offered() answers in the order asked, each product's nearest offer in reach.
  return createShelf(ctx, point).offered(products);
}
