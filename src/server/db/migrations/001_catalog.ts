// The catalog and the shop's reference data (§3): stores, categories, items with
// variants and addons, combos, coupons, sections, promo sliders, home components,
// languages, settings, places for offline geocoding, and the demo customers with
// their addresses and memberships. Money columns are integer paise (*_paise).
import type { Kysely } from 'kysely';
import { double, flag, withId, type Engine } from './columns.ts';

// Migrations must not depend on today's schema type, so they see an untyped database.
type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb, engine: Engine): Promise<void> {
  const s = db.schema;

  await s
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await withId(s.createTable('languages'), engine)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('language_name', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', flag(0))
    .addColumn('is_active', 'integer', flag(1))
    .addColumn('labels', 'text', (c) => c.notNull())
    .execute();

  await withId(s.createTable('units'), engine)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .execute();

  await withId(s.createTable('stores'), engine)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('latitude', double, (c) => c.notNull())
    .addColumn('longitude', double, (c) => c.notNull())
    .addColumn('delivery_time', 'integer', (c) => c.notNull())
    .addColumn('delivery_radius_km', double, (c) => c.notNull())
    .addColumn('is_active', 'integer', flag(1))
    .addColumn('is_delivery', 'integer', flag(1))
    .addColumn('is_selfpickup', 'integer', flag(0))
    .addColumn('min_order_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_free_delivery', 'integer', flag(0))
    .addColumn('free_delivery_min_cart_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_charges_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_charge_type', 'text', (c) => c.notNull().defaultTo('FIXED'))
    .addColumn('base_delivery_distance_km', double, (c) => c.notNull().defaultTo(0))
    .addColumn('extra_delivery_charge_per_km_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating', double, (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(s.createTable('store_categories'), engine)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await s
    .createTable('store_category_links')
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('store_category_id', 'integer', (c) => c.notNull().references('store_categories.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('store_category_links_pk', ['store_id', 'store_category_id'])
    .execute();

  await withId(s.createTable('categories'), engine)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', flag(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(s.createTable('items'), engine)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('link_slug', 'text', (c) => c.notNull())
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('bg_image', 'text')
    .addColumn('is_veg', 'integer')
    .addColumn('is_active', 'integer', flag(1))
    .addColumn('is_free_item', 'integer', flag(0))
    .addColumn('is_pre_item', 'integer', flag(0))
    .addColumn('pre_avail_date', 'text')
    .addColumn('is_recommended', 'integer', flag(0))
    .addColumn('nutritional_facts', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s.createIndex('items_store_category').on('items').columns(['store_id', 'category_id']).execute();
  await s.createIndex('items_category').on('items').column('category_id').execute();
  await s.createIndex('items_link_slug').on('items').column('link_slug').execute();

  await withId(s.createTable('item_variants'), engine)
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('unit_id', 'integer', (c) => c.notNull().references('units.id'))
    .addColumn('measurement', double, (c) => c.notNull())
    .addColumn('regular_price_paise', 'integer', (c) => c.notNull())
    .addColumn('sale_price_paise', 'integer', (c) => c.notNull())
    .addColumn('member_price_paise', 'integer')
    .addColumn('is_default', 'integer', flag(0))
    .addColumn('is_active', 'integer', flag(1))
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_infinite', 'integer', flag(0))
    .addColumn('is_negative', 'integer', flag(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s.createIndex('item_variants_item').on('item_variants').column('item_id').execute();

  await withId(s.createTable('addon_categories'), engine)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .execute();

  await withId(s.createTable('addons'), engine)
    .addColumn('addon_category_id', 'integer', (c) => c.notNull().references('addon_categories.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', flag(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await s
    .createTable('item_addon_categories')
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('addon_category_id', 'integer', (c) => c.notNull().references('addon_categories.id').onDelete('cascade'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('item_addon_categories_pk', ['item_id', 'addon_category_id'])
    .execute();

  await withId(s.createTable('combos'), engine)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('background', 'text', (c) => c.notNull().defaultTo('#fff4d6'))
    .addColumn('price_paise', 'integer', (c) => c.notNull())
    .addColumn('old_price_paise', 'integer', (c) => c.notNull())
    .addColumn('is_active', 'integer', flag(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await s
    .createTable('combo_items')
    .addColumn('combo_id', 'integer', (c) => c.notNull().references('combos.id').onDelete('cascade'))
    .addColumn('variant_id', 'integer', (c) => c.notNull().references('item_variants.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('combo_items_pk', ['combo_id', 'variant_id'])
    .execute();

  await withId(s.createTable('coupons'), engine)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('discount_type', 'text', (c) => c.notNull())
    // PERCENTAGE: the percent (e.g. 20); FIXED: paise.
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('max_discount_paise', 'integer')
    .addColumn('min_subtotal_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('max_uses', 'integer')
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', flag(1))
    .execute();

  await s
    .createTable('coupon_stores')
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('coupon_stores_pk', ['coupon_id', 'store_id'])
    .execute();

  await withId(s.createTable('sections'), engine)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    // §2: deal_of_the_day, deal_of_the_day_1, deal_of_the_day_singleItem,
    // frequently_bought, main, category, or null for the default layout.
    .addColumn('type', 'text')
    .addColumn('style', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text')
    .addColumn('image', 'text')
    .addColumn('bg_image', 'text')
    .addColumn('bg_color', 'text')
    .addColumn('title_color', 'text')
    .addColumn('item_color', 'text')
    .addColumn('parent_id', 'integer', (c) => c.references('sections.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.references('stores.id').onDelete('cascade'))
    .addColumn('show_search', 'integer', flag(0))
    .addColumn('is_active', 'integer', flag(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await s
    .createTable('section_items')
    .addColumn('section_id', 'integer', (c) => c.notNull().references('sections.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('section_items_pk', ['section_id', 'item_id'])
    .execute();

  await withId(s.createTable('promo_sliders'), engine)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('style', 'text', (c) => c.notNull())
    .addColumn('position_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('size', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('show_title', 'integer', flag(0))
    .addColumn('show_indicators', 'integer', flag(1))
    .addColumn('infinite_loop', 'integer', flag(1))
    .addColumn('auto_play', 'integer', flag(0))
    .addColumn('bg_color', 'text')
    .addColumn('color', 'text')
    .addColumn('bg_image', 'text')
    .addColumn('header_image', 'text')
    .addColumn('is_active', 'integer', flag(1))
    .execute();

  await withId(s.createTable('promo_slides'), engine)
    .addColumn('slider_id', 'integer', (c) => c.notNull().references('promo_sliders.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('alt', 'text', (c) => c.notNull())
    .addColumn('model', 'text')
    .addColumn('model_id', 'integer')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(s.createTable('home_components'), engine)
    .addColumn('page_slug', 'text', (c) => c.notNull())
    .addColumn('order_column', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('section_id', 'integer', (c) => c.references('sections.id').onDelete('cascade'))
    .addColumn('slider_id', 'integer', (c) => c.references('promo_sliders.id').onDelete('cascade'))
    .addColumn('is_active', 'integer', flag(1))
    .execute();

  await withId(s.createTable('popular_locations'), engine)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('latitude', double, (c) => c.notNull())
    .addColumn('longitude', double, (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // The offline gazetteer behind reverse geocoding and area search (§7).
  await withId(s.createTable('places'), engine)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('latitude', double, (c) => c.notNull())
    .addColumn('longitude', double, (c) => c.notNull())
    .execute();

  await withId(s.createTable('membership_plans'), engine)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('price_paise', 'integer', (c) => c.notNull())
    .addColumn('weight_kg', double, (c) => c.notNull())
    .addColumn('duration_days', 'integer', (c) => c.notNull())
    .addColumn('is_active', 'integer', flag(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(s.createTable('users'), engine)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('phone', 'text', (c) => c.unique())
    .addColumn('password_hash', 'text')
    .addColumn('avatar', 'text')
    .addColumn('tax_number', 'text')
    .addColumn('is_banned', 'integer', flag(0))
    .addColumn('wallet_balance_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('default_address_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(s.createTable('addresses'), engine)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('latitude', double, (c) => c.notNull())
    .addColumn('longitude', double, (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('house', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tag', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('addresses_user').on('addresses').column('user_id').execute();

  await withId(s.createTable('memberships'), engine)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('membership_plans.id'))
    .addColumn('total_weight_grams', 'integer', (c) => c.notNull())
    .addColumn('remaining_weight_grams', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('memberships_user').on('memberships').column('user_id').execute();
}
