// Coupon use limits (decision 0161; §5 Coupons). The total limit is
// the existing coupons.max_uses with its used_count; this adds the limit per customer (null: none),
// counted from coupon_redemptions, whose rows a cancelled order deletes. The index serves that count.
import type { Kysely } from 'kysely';
import type { Engine } from './columns.ts';

export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema.alterTable('coupons').addColumn('max_uses_per_customer', 'integer').execute();
  await db.schema
    .createIndex('coupon_redemptions_coupon_user')
    .on('coupon_redemptions')
    .columns(['coupon_id', 'user_id'])
    .execute();
}
