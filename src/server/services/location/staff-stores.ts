// A store's settings from the console (decision 0270): the stores a member reaches, one store's
// settings, a new store (admins: the call's permission is new_stores) and saving one (its manager
// or an admin; another store's manager gets 404, as for a missing store). The rules of each field
// are domain/stores/store-settings.ts, refused on the field; a store without hours or a location
// cannot be unpaused. Each save is one transaction with its audit row (kind 'store', before and
// after), then catalogChanged, so the customers' pages and every instance see it at once.
import { deliveredByOf } from '../../../domain/staff/own-riders.ts';
import { canonicalMobile, displayPhone } from '../../../domain/accounts/phone.ts';
import { fail, ok, type Result, type Said } from '../../../domain/api/errors.ts';
import type {
  StaffFindPlaceAnswer,
  StaffStoreSettingsAnswer,
  StaffStoreSettingsView,
  StaffStoresAnswer,
} from '../../../domain/api/staff/stores.ts';
import { may } from '../../../domain/staff/permissions.ts';
import { isStoreBound } from '../../../domain/staff/permissions.ts';
import {
  type DeliveryChargeType,
  type StoreField,
  type StoreSettings,
  gstinOf,
  seriesPrefixes,
  sortedHours,
  storeSettingsRefusals,
} from '../../../domain/stores/store-settings.ts';
import type { ShopContext } from '../../context.ts';
import type { StoreRow } from '../../db/schema.ts';
import { openAt, type StoreTimetable, timetableOf, timetablesOf } from '../catalogue/store-hours.ts';
import { searchLocation } from '../location/location.ts';
import { auditedWrite } from '../audit/audited-write.ts';
import type { StaffMember } from '../../../domain/staff/staff.ts';
import { mayReachStore, NO_SUCH_STORE } from '../catalogue/store-reach.ts';
import { said } from '../../said.ts';

const SLUG_TAKEN = said('saidStoreSlugTaken');

/** Every setting of a stored store, with all its closed days (the form edits them all). */
async function settingsOf(ctx: ShopContext, row: StoreRow): Promise<StoreSettings> {
  const [hours, days] = await Promise.all([
    ctx.db
      .selectFrom('store_hours')
      .select(['weekday', 'opens_minute', 'closes_minute'])
      .where('store_id', '=', row.id)
      .execute(),
    ctx.db.selectFrom('store_closed_days').select('day').where('store_id', '=', row.id).orderBy('day').execute(),
  ]);
  return {
    name: row.name,
    slug: row.slug,
    description: row.description,
    address: row.address,
    phone: row.phone === '' ? '' : displayPhone(row.phone),
    image: row.image,
    latitude: row.latitude,
    longitude: row.longitude,
    delivery_radius_km: row.delivery_radius_km,
    delivery_time: row.delivery_time,
    min_order_paise: row.min_order_paise,
    delivery_charge_type: row.delivery_charge_type === 'DYNAMIC' ? 'DYNAMIC' : 'FIXED',
    delivery_charges_paise: row.delivery_charges_paise,
    base_delivery_distance_km: row.base_delivery_distance_km,
    extra_delivery_charge_per_km_paise: row.extra_delivery_charge_per_km_paise,
    is_free_delivery: row.is_free_delivery === 1,
    free_delivery_min_cart_paise: row.free_delivery_min_cart_paise,
    is_delivery: row.is_delivery === 1,
    is_selfpickup: row.is_selfpickup === 1,
    is_paused: row.is_paused === 1,
    delivered_by: deliveredByOf(row.delivered_by),
    partner_offer_after_minutes: row.partner_offer_after_minutes,
    hours: sortedHours(hours),
    closed_days: days.map((day) => day.day),
    legal_name: row.legal_name ?? '',
    gstin: row.gstin ?? '',
    tax_state_code: row.tax_state_code ?? '',
    series_prefix: row.invoice_prefix ?? '',
  };
}

async function viewOf(ctx: ShopContext, storeId: number): Promise<StaffStoreSettingsView | null> {
  const row = await ctx.db.selectFrom('stores').selectAll().where('id', '=', storeId).executeTakeFirst();
  if (!row) return null;
  const settings = await settingsOf(ctx, row);
  return {
    id: row.id,
    ...settings,
    is_open_today: row.is_active === 1,
    open_now: openAt(row, { hours: settings.hours, closed_days: settings.closed_days }, ctx.now()),
  };
}

/** The stores the member reaches (every store for an admin), in the shop's order. */
export async function staffStoreList(ctx: ShopContext, member: StaffMember): Promise<Result<StaffStoresAnswer>> {
  const bound = isStoreBound(member.role);
  const mayCreate = may(member.role, 'new_stores');
  if (bound && member.store_ids.length === 0) return ok({ stores: [], may_create: mayCreate });
  let query = ctx.db
    .selectFrom('stores')
    .select(['id', 'name', 'slug', 'address', 'is_active', 'is_paused'])
    .orderBy('sort_order')
    .orderBy('id');
  if (bound) query = query.where('id', 'in', [...member.store_ids]);
  const rows = await query.execute();
  const timetables = await timetablesOf(
    ctx,
    rows.map((row) => row.id),
  );
  const now = ctx.now();
  return ok({
    may_create: mayCreate,
    stores: rows.map((row) => {
      const timetable: StoreTimetable = timetableOf(timetables, row.id);
      return {
        id: row.id,
        name: row.name,
        slug: row.slug,
        address: row.address,
        is_paused: row.is_paused === 1,
        is_open_today: row.is_active === 1,
        open_now: openAt(row, timetable, now),
        hours_count: timetable.hours.length,
      };
    }),
  });
}

export async function staffStoreSettings(
  ctx: ShopContext,
  member: StaffMember,
  storeId: number,
): Promise<Result<StaffStoreSettingsAnswer>> {
  if (!(await mayReachStore(ctx, member, storeId))) return NO_SUCH_STORE;
  const store = await viewOf(ctx, storeId);
  return store ? ok({ store }) : NO_SUCH_STORE;
}

/** The settings refused on their fields, or null when they can be saved. */
function refusalOf(settings: StoreSettings): Result<never> | null {
  const refusals: Partial<Record<StoreField, Said>> = storeSettingsRefusals(settings);
  if (settings.phone.trim() !== '' && canonicalMobile(settings.phone) === null)
    refusals.phone = said('saidStorePhoneMobile');
  const fields = Object.entries(refusals) as [string, Said][];
  const [first] = fields;
  if (!first) return null;
  const message = fields.length === 1 ? first[1] : said('saidFieldsNeedChange', { n: fields.length });
  return fail('validation_failed', message, Object.fromEntries(fields));
}

/** The store row's columns of the settings (a location is required by the rules, so never null here). */
function columnsOf(settings: StoreSettings) {
  const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;
  const dynamic = settings.delivery_charge_type === 'DYNAMIC';
  return {
    name: settings.name.trim(),
    slug: settings.slug,
    description: settings.description.trim(),
    address: settings.address.trim(),
    // Refused unless it is a mobile or empty (storeSettingsRefusals), so kept canonical.
    phone: canonicalMobile(settings.phone) ?? '',
    image: settings.image.trim(),
    latitude: settings.latitude ?? 0,
    longitude: settings.longitude ?? 0,
    delivery_radius_km: settings.delivery_radius_km,
    delivery_time: settings.delivery_time,
    min_order_paise: settings.min_order_paise,
    delivery_charge_type: settings.delivery_charge_type satisfies DeliveryChargeType,
    delivery_charges_paise: settings.delivery_charges_paise,
    // A fixed charge keeps no distance terms, so a store read later never mixes the two.
    base_delivery_distance_km: dynamic ? settings.base_delivery_distance_km : 0,
    extra_delivery_charge_per_km_paise: dynamic ? settings.extra_delivery_charge_per_km_paise : 0,
    is_free_delivery: flag(settings.is_free_delivery),
    free_delivery_min_cart_paise: settings.is_free_delivery ? settings.free_delivery_min_cart_paise : 0,
    is_delivery: flag(settings.is_delivery),
    is_selfpickup: flag(settings.is_selfpickup),
    is_paused: flag(settings.is_paused),
    delivered_by: settings.delivered_by,
    partner_offer_after_minutes: settings.partner_offer_after_minutes,
    legal_name: settings.legal_name.trim() === '' ? null : settings.legal_name.trim(),
    gstin: gstinOf(settings.gstin) === '' ? null : gstinOf(settings.gstin),
    tax_state_code: settings.tax_state_code === '' ? null : settings.tax_state_code,
    invoice_prefix: seriesPrefixes(settings.series_prefix)?.invoice ?? null,
    credit_prefix: seriesPrefixes(settings.series_prefix)?.credit ?? null,
  };
}

async function slugTaken(ctx: ShopContext, slug: string, storeId: number | null): Promise<boolean> {
  let query = ctx.db.selectFrom('stores').select('id').where('slug', '=', slug);
  if (storeId !== null) query = query.where('id', '<>', storeId);
  return (await query.executeTakeFirst()) !== undefined;
}

async function writeTimetable(ctx: ShopContext, storeId: number, settings: StoreSettings): Promise<void> {
  await ctx.db.deleteFrom('store_hours').where('store_id', '=', storeId).execute();
  await ctx.db.deleteFrom('store_closed_days').where('store_id', '=', storeId).execute();
  if (settings.hours.length > 0)
    await ctx.db
      .insertInto('store_hours')
      .values(sortedHours(settings.hours).map((range) => ({ store_id: storeId, ...range })))
      .execute();
  const days = [...new Set(settings.closed_days)].sort();
  if (days.length > 0)
    await ctx.db
      .insertInto('store_closed_days')
      .values(days.map((day) => ({ store_id: storeId, day })))
      .execute();
}

/** The settings a person compares in the audit: the stored ones, in one order. */
function audited(settings: StoreSettings): StoreSettings {
  const phone = canonicalMobile(settings.phone);
  return {
    ...settings,
    // As the form shows a stored one, so that the same number typed differently is no change.
    phone: phone === null ? '' : displayPhone(phone),
    hours: sortedHours(settings.hours),
    closed_days: [...new Set(settings.closed_days)].sort(),
  };
}

/** A new store (admins). It takes orders only once it has hours and a location and is not paused. */
export async function createStore(
  ctx: ShopContext,
  member: StaffMember,
  settings: StoreSettings,
): Promise<Result<StaffStoreSettingsAnswer>> {
  const refused = refusalOf(settings);
  if (refused) return refused;
  const created = await auditedWrite(
    ctx,
    member,
    async (tx, audit) => {
      if (await slugTaken(tx, settings.slug, null)) return fail('conflict', SLUG_TAKEN, { slug: SLUG_TAKEN });
      const last = await tx.db
        .selectFrom('stores')
        .select((eb) => eb.fn.max('sort_order').as('sort_order'))
        .executeTakeFirst();
      const { id } = await tx.db
        .insertInto('stores')
        .values({ ...columnsOf(settings), is_active: 1, sort_order: Number(last?.sort_order ?? 0) + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeTimetable(tx, id, settings);
      await audit.record({
        kind: 'store',
        action: 'create',
        entityId: id,
        storeId: id,
        summary: `New store ${settings.name.trim()}${settings.is_paused ? ' (paused)' : ''}`,
        before: null,
        after: audited(settings),
      });
      return ok(id);
    },
    { announce: () => 'all' },
  );
  if (!created.ok) return created;
  const store = await viewOf(ctx, created.value);
  return store ? ok({ store }) : NO_SUCH_STORE;
}

const FIELD_NAMES: Readonly<Record<keyof StoreSettings, string>> = {
  name: 'name',
  slug: 'web address',
  description: 'description',
  address: 'address',
  phone: 'phone',
  image: 'picture',
  latitude: 'location',
  longitude: 'location',
  delivery_radius_km: 'delivery radius',
  delivery_time: 'delivery time',
  min_order_paise: 'minimum order',
  delivery_charge_type: 'delivery charge',
  delivery_charges_paise: 'delivery charge',
  base_delivery_distance_km: 'delivery charge',
  extra_delivery_charge_per_km_paise: 'delivery charge',
  is_free_delivery: 'free delivery',
  free_delivery_min_cart_paise: 'free delivery',
  is_delivery: 'delivery',
  is_selfpickup: 'self-pickup',
  is_paused: 'pause',
  delivered_by: 'who delivers',
  partner_offer_after_minutes: 'who delivers',
  hours: 'opening hours',
  closed_days: 'closed days',
  legal_name: 'tax documents',
  gstin: 'tax documents',
  tax_state_code: 'tax documents',
  series_prefix: 'tax documents',
};

/** "Kothrud: delivery radius, opening hours": what a save changed, for the audit list. */
function changeSummary(name: string, before: StoreSettings, after: StoreSettings): string {
  const changed = new Set<string>();
  for (const key of Object.keys(FIELD_NAMES) as (keyof StoreSettings)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed.add(FIELD_NAMES[key]);
  }
  if (before.is_paused !== after.is_paused) return `${name}: ${after.is_paused ? 'paused' : 'taking orders again'}`;
  return changed.size === 0 ? `${name}: saved unchanged` : `${name}: ${[...changed].join(', ')}`;
}

/** Saves a store's settings (its manager or an admin; another store's manager gets 404). */
export async function saveStore(
  ctx: ShopContext,
  member: StaffMember,
  input: StoreSettings & { store_id: number },
): Promise<Result<StaffStoreSettingsAnswer>> {
  const { store_id: storeId, ...settings } = input;
  if (!(await mayReachStore(ctx, member, storeId))) return NO_SUCH_STORE;
  const refused = refusalOf(settings);
  if (refused) return refused;
  const saved = await auditedWrite(
    ctx,
    member,
    async (tx, audit) => {
      const row = await tx.db.selectFrom('stores').selectAll().where('id', '=', storeId).executeTakeFirst();
      if (!row) return NO_SUCH_STORE;
      if (await slugTaken(tx, settings.slug, storeId)) return fail('conflict', SLUG_TAKEN, { slug: SLUG_TAKEN });
      const before = await settingsOf(tx, row);
      await tx.db.updateTable('stores').set(columnsOf(settings)).where('id', '=', storeId).execute();
      await writeTimetable(tx, storeId, settings);
      const after = audited(settings);
      await audit.record({
        kind: 'store',
        action: before.is_paused === after.is_paused ? 'update' : after.is_paused ? 'pause' : 'unpause',
        entityId: storeId,
        storeId,
        summary: changeSummary(settings.name.trim(), before, after),
        before,
        after,
      });
      return ok(storeId);
    },
    { announce: () => 'all' },
  );
  if (!saved.ok) return saved;
  const store = await viewOf(ctx, storeId);
  return store ? ok({ store }) : NO_SUCH_STORE;
}

/** Places matching what was typed, by the customers' geocoder: the shop's areas, and GEOCODER_URL's places beside them (decision 0315). */
export async function findPlace(ctx: ShopContext, query: string): Promise<Result<StaffFindPlaceAnswer>> {
  const places = await searchLocation(ctx, query);
  return places.ok ? ok({ places: places.value }) : places;
}
