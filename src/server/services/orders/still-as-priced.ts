// Whether an order priced before its hot rows were locked is still priced right under the locks
// (decision 0347): the things another order, a cancel or a top-up can move between the pricing and
// the locks are the stock of its variants, its coupon's uses and the customer's wallet. Anything
// else the bill follows from (prices, the store, the settings) is read committed, as it always was.
import type { PlaceOrderInput } from '../../../domain/api/orders.ts';
import { stockNeeds } from '../../../domain/catalogue/combo.ts';
import { isStockLimited } from '../../../domain/catalogue/stock.ts';
import type { ShopContext } from '../../context.ts';
import { evaluateCoupon } from '../pricing/coupons.ts';
import type { PricedCart } from '../pricing/pricing.ts';

/**
 * Whether `priced` is the bill pricing would give now, read under the order's locks (lockRows): each
 * stock-limited variant still has what the order takes, its coupon still applies for the same
 * discount (its total and per-customer uses), and the wallet still pays what the bill says.
 */
export async function stillAsPriced(
  tx: ShopContext,
  userId: number,
  input: PlaceOrderInput,
  priced: PricedCart,
): Promise<boolean> {
  return (
    (await variantsStillHold(tx, priced)) &&
    (await couponStillApplies(tx, userId, input, priced)) &&
    (await walletStillPays(tx, userId, input, priced))
  );
}

async function variantsStillHold(tx: ShopContext, priced: PricedCart): Promise<boolean> {
  const needs = priced.lines.flatMap((line) => stockNeeds(line.line));
  if (needs.length === 0) return true;
  const wanted = new Map<number, number>();
  for (const { variant, quantity } of needs) wanted.set(variant.id, (wanted.get(variant.id) ?? 0) + quantity);
  const rows = await tx.db
    .selectFrom('item_variants')
    .select(['id', 'stock', 'is_infinite', 'is_negative'])
    .where('id', 'in', [...wanted.keys()])
    .execute();
  const now = new Map(rows.map((row) => [row.id, row]));
  return needs.every(({ variant }) => {
    const row = now.get(variant.id);
    if (!row || row.is_infinite !== variant.is_infinite || row.is_negative !== variant.is_negative) return false;
    return !isStockLimited(row) || row.stock >= (wanted.get(variant.id) ?? 0);
  });
}

async function couponStillApplies(
  tx: ShopContext,
  userId: number,
  input: PlaceOrderInput,
  priced: PricedCart,
): Promise<boolean> {
  const first = priced.coupon;
  if (!input.coupon || !first) return true;
  const lines = priced.lines.map((line) => line.line);
  const again = await evaluateCoupon(tx.db, input.coupon, lines, tx.now(), priced.settings, userId);
  return (
    first.refusal === null &&
    again.refusal === null &&
    again.couponId === first.couponId &&
    again.discountMinor === first.discountMinor
  );
}

async function walletStillPays(
  tx: ShopContext,
  userId: number,
  input: PlaceOrderInput,
  priced: PricedCart,
): Promise<boolean> {
  const walletUse =
    input.payment_method === 'WALLET' || (input.payment_method === 'ONLINE' && input.use_wallet === true);
  if (!walletUse) return true;
  const user = await tx.db
    .selectFrom('users')
    .select('wallet_balance_paise')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return false;
  // As pricing works it out (pricing.ts): as much as the wallet holds, up to the total.
  return Math.min(Math.max(user.wallet_balance_paise, 0), priced.minor.total) === priced.minor.walletUsed;
}
