// The demo shop (docs/architecture.md "Database"): a farm-fresh grocer around Pune,
// deterministic (explicit ids, fixed dates, a fixed-seed stock generator) and rich
// enough to exercise every screen. Inserted in one transaction, 100 rows per
// statement, on SQLite and PostgreSQL alike. Images: ./images (generate.ts).
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { hashPassword } from '../services/sessions/passwords.ts';
import type { Engine } from '../db/migrations/columns.ts';
import type { Database } from '../db/schema.ts';
import type { OrderTables } from '../db/schema-orders.ts';
import type { TaxTables } from '../db/schema-tax.ts';
import type { PaymentTables } from '../db/schema-payments.ts';
import type { ReportSumTable } from '../db/report-sums.ts';
import { addonCategoryRows, addonRows } from './demo/addons.ts';
import { importDemoContent } from './demo/content.ts';
import { writeDemoFace } from './demo/face.ts';
import { buildCatalog } from './demo/items.ts';
import { COUPONS, comboRows, couponStoreRows } from './demo/offers.ts';
import { placeRows, placeStoreRows, placeTranslationRows, popularLocationRows } from './demo/places.ts';
import { scaleCatalog, seedScaleFromEnv, type SeedScale } from './demo/scale.ts';
import { sectionRows } from './demo/sections.ts';
import { slotRows } from './demo/slots.ts';
import { roundTheClock } from '../../domain/stores/opening-hours.ts';
import { DEMO_STAFF_PASSWORD, STAFF, STAFF_STORES } from './demo/staff.ts';
import { homeComponentRows, sliderRows } from './demo/sliders.ts';
import { synonymRows } from './demo/synonyms.ts';
import { marathiTranslationRows } from './demo/translations-mr.ts';
import { CATEGORIES, STORE_CATEGORIES, storeCategoryLinkRows, storeRows } from './demo/stores.ts';
import { ADDRESSES, DEMO_PASSWORD, MEMBERSHIPS, MEMBERSHIP_PLANS, NOTIFICATIONS, USERS } from './demo/users.ts';

const BATCH_SIZE = 100;

/** Tables that only ever hold what customers do at run time: the demo shop has none of their rows. */
type RuntimeTable =
  | 'sessions'
  | 'role_sessions'
  | 'otps'
  | 'password_resets'
  | 'rate_limits'
  | 'sign_in_throttles'
  | 'contact_changes'
  | 'audit_events'
  | 'favourite_stores'
  | 'favourite_items'
  | 'push_tokens'
  | 'farm_visits'
  | 'delivery_partners'
  | 'order_deliveries'
  | 'order_rider_runs'
  | 'partner_positions'
  | 'impersonation_link_uses'
  | 'shop_secrets'
  // Messages to people, written with their cause (decision 0335).
  | 'outbox_messages'
  // Their counts per day, written as the outbox marks them (decision 0341).
  | 'message_day_counts'
  | 'staff_changes'
  | 'media'
  | 'media_files'
  // Editors' unpublished home (decision 0283).
  | 'home_drafts'
  // Imported through the content services after the rows below (demo/content/import.ts).
  | 'content_entries'
  | 'content_revisions'
  // The essentials (essentials/index.ts), written before the demo shop.
  | 'settings'
  | 'languages'
  | 'units'
  | keyof OrderTables
  | keyof PaymentTables
  // The rates come with migration 062; the documents are issued as orders are delivered.
  | keyof TaxTables
  // Sums of the orders (decision 0298), written with them.
  | ReportSumTable;
export type TableName = Exclude<keyof Database, RuntimeTable>;
type RowsOf<T extends TableName> = Insertable<Database[T]>[];
export type DemoShopRows = { [T in TableName]: RowsOf<T> };

/** Every table's rows in insert order (parents before children). Users lack password hashes. */
function buildDemoShop(scale: SeedScale): DemoShopRows {
  const catalog = buildCatalog();
  const { combos, comboItems } = comboRows(catalog);
  const { sections, sectionItems } = sectionRows(catalog);
  const { sliders, slides } = sliderRows(catalog);
  // SEED_SCALE_ITEMS / SEED_SCALE_STORES (scale.ts): a bigger catalog for measuring; 1 × 1 by default.
  const scaled = scaleCatalog(
    {
      stores: storeRows(),
      store_category_links: storeCategoryLinkRows(),
      items: catalog.items.map((item) => item.row),
      item_variants: catalog.variants,
      item_addon_categories: catalog.itemAddons,
    },
    scale,
  );
  return {
    stores: scaled.stores,
    // Every demo store is open round the clock (decision 0270): the screens and tests never depend on the hour.
    store_hours: scaled.stores.flatMap(({ id }) =>
      id === undefined ? [] : roundTheClock().map((range) => ({ store_id: id, ...range })),
    ),
    store_closed_days: [],
    // A store closed for good (renovation) has no slots: a cart of a store closed only for now reaches its
    // later slots (decision 0287), and this one must take no order at all.
    store_slots: slotRows(
      scaled.stores.flatMap(({ id, is_active }) => (id === undefined || is_active !== 1 ? [] : [id])),
    ),
    store_categories: STORE_CATEGORIES,
    store_category_links: scaled.store_category_links,
    categories: CATEGORIES,
    addon_categories: addonCategoryRows(),
    addons: addonRows(),
    items: scaled.items,
    item_variants: scaled.item_variants,
    item_addon_categories: scaled.item_addon_categories,
    // The demo's items have one drawn picture each (items.image); an editor adds more (decision 0326).
    item_pictures: [],
    combos,
    combo_items: comboItems,
    coupons: [...COUPONS],
    coupon_stores: couponStoreRows(catalog),
    sections,
    section_items: sectionItems,
    promo_sliders: sliders,
    promo_slides: slides,
    // Every demo slide shows to every customer, and the deal of the day is the point's biggest
    // discounts until an editor chooses its items (decision 0283).
    promo_slide_stores: [],
    home_deals: [],
    home_components: homeComponentRows(),
    catalog_translations: [
      ...marathiTranslationRows({
        categories: CATEGORIES,
        storeCategories: STORE_CATEGORIES,
        sections,
        stores: scaled.stores,
        items: scaled.items.flatMap(({ id, link_slug }) => (id === undefined ? [] : [{ id, link_slug }])),
        sliders,
        slides,
        facts: scaled.items.flatMap(({ id, nutritional_facts }) =>
          id === undefined ? [] : [{ id, nutritional_facts: nutritional_facts ?? null }],
        ),
        combos,
        addonCategories: addonCategoryRows(),
        addons: addonRows(),
        variants: scaled.item_variants.flatMap(({ id, name }) => (id === undefined ? [] : [{ id, name }])),
        plans: MEMBERSHIP_PLANS,
        coupons: COUPONS,
      }),
      ...placeTranslationRows(placeRows()),
    ],
    search_synonyms: synonymRows(),
    popular_locations: popularLocationRows(),
    places: placeRows(),
    place_stores: placeStoreRows(placeRows(), scaled.stores),
    membership_plans: MEMBERSHIP_PLANS,
    users: USERS.map((user) => ({ ...user, password_hash: null })),
    addresses: ADDRESSES,
    memberships: MEMBERSHIPS,
    notifications: NOTIFICATIONS,
    staff: STAFF.map((member) => ({ ...member, password_hash: '' })),
    staff_stores: [...STAFF_STORES],
  };
}

/** Tables whose `id` is a serial on PostgreSQL (the others have composite or text keys). */
const TABLES_WITH_SERIAL_ID: readonly TableName[] = [
  'stores',
  'store_slots',
  'store_categories',
  'categories',
  'items',
  'item_variants',
  'addon_categories',
  'addons',
  'combos',
  'coupons',
  'sections',
  'promo_sliders',
  'promo_slides',
  'home_components',
  'popular_locations',
  'places',
  'membership_plans',
  'users',
  'addresses',
  'memberships',
  'notifications',
  'staff',
];

async function insertRows<T extends TableName>(trx: Transaction<Database>, table: T, rows: RowsOf<T>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = rows.slice(start, start + BATCH_SIZE);
    // Kysely cannot relate a generic table name to its row type; the rows were typed per table above.
    await trx
      .insertInto(table)
      .values(batch as never)
      .execute();
  }
}

export async function seedDemoShop(
  db: Kysely<Database>,
  engine: Engine,
  scale: SeedScale = seedScaleFromEnv(process.env),
): Promise<void> {
  const rows = buildDemoShop(scale);
  // Hash outside the transaction: scrypt is slow on purpose and must not hold the write lock.
  const hashes = new Map<number, string>();
  for (const user of USERS) hashes.set(user.id, await hashPassword(DEMO_PASSWORD));
  rows.users = USERS.map((user) => ({ ...user, password_hash: hashes.get(user.id) ?? null }));
  const staffHash = await hashPassword(DEMO_STAFF_PASSWORD);
  rows.staff = STAFF.map((member) => ({ ...member, password_hash: staffHash }));

  await db.transaction().execute(async (trx) => {
    for (const table of Object.keys(rows) as TableName[]) {
      await insertRows(trx, table, rows[table]);
    }
    // A demo account's opening balance is a credit of its ledger like any other (a runtime table,
    // so not among the rows above): its wallet page says where the money came from, where it said
    // "No wallet transactions yet" under ₹500.
    const opening = USERS.filter((user) => user.wallet_balance_paise > 0).map((user) => ({
      user_id: user.id,
      amount_paise: user.wallet_balance_paise,
      kind: 'topup' as const,
      order_id: null,
      balance_after_paise: user.wallet_balance_paise,
      description: 'Opening balance of the demo account',
      created_at: user.created_at,
    }));
    if (opening.length > 0) await trx.insertInto('wallet_transactions').values(opening).execute();
    // The demo's name, contact and landing words over the essentials' neutral ones (decision 0316).
    await writeDemoFace(trx);
    if (engine === 'postgres') {
      // Explicit ids leave the serial sequences at 1: move them past the seeded rows.
      for (const table of TABLES_WITH_SERIAL_ID) {
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
          trx,
        );
      }
    }
  });
  // Pages, campaigns, recipes and the farm-visit text, through the content services (decision 0281).
  await importDemoContent({ db, engine, now: () => new Date(DEMO_CONTENT_PUBLISHED_AT) });
}

/** When the demo's content was published, as the demo's other dates are fixed. */
const DEMO_CONTENT_PUBLISHED_AT = '2026-11-01T04:30:00.000Z';
