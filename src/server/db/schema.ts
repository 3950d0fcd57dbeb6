// Row types of the database, one interface a table, as Kysely sees them.
// Money is integer paise (*_paise); flags are 0/1; times are ISO-8601 text.
import type { Generated, Selectable } from 'kysely';
import type { StaffRole } from '../../domain/staff/permissions.ts';
import type { ActingKindName } from '../../domain/staff/staff.ts';
import type { DeliveredBy } from '../../domain/staff/own-riders.ts';
import type { SubstitutionPreference } from '../../domain/orders/substitutions.ts';
import type { OrderUpdateChannel } from '../../domain/notifications/order-messages.ts';
import type { OrderSums } from '../../domain/reports/reports.ts';
import type { OrderTables } from './schema-orders.ts';
import type { PaymentTables } from './schema-payments.ts';
import type { TaxTables } from './schema-tax.ts';
import type { TaxTreatment } from '../../domain/tax/rates.ts';

type Flag = 0 | 1;
type Id = Generated<number>;

export interface SettingsTable {
  key: string;
  value: string;
}

export interface LanguagesTable {
  id: Id;
  code: string;
  language_name: string;
  is_default: Generated<Flag>;
  is_active: Generated<Flag>;
  /** JSON object of label key → text. */
  labels: string;
}

export interface UnitsTable {
  id: Id;
  name: string;
  symbol: string;
}

export interface StoresTable {
  id: Id;
  slug: string;
  name: string;
  description: Generated<string>;
  image: string;
  address: string;
  latitude: number;
  longitude: number;
  delivery_time: number;
  delivery_radius_km: number;
  /** E.164, or '' while none is known (migration 041): what "Call the store" dials. */
  phone: Generated<string>;
  /** The counter's open or closed for today (staff/store-open). */
  is_active: Generated<Flag>;
  /** Paused by a manager or an admin in the store's settings: takes no orders (decision 0270). */
  is_paused: Generated<Flag>;
  is_delivery: Generated<Flag>;
  is_selfpickup: Generated<Flag>;
  min_order_paise: Generated<number>;
  is_free_delivery: Generated<Flag>;
  free_delivery_min_cart_paise: Generated<number>;
  delivery_charges_paise: Generated<number>;
  delivery_charge_type: Generated<string>;
  base_delivery_distance_km: Generated<number>;
  extra_delivery_charge_per_km_paise: Generated<number>;
  /** Who delivers its orders (migration 048, decision 0314): domain/staff/own-riders.ts. */
  delivered_by: Generated<DeliveredBy>;
  /** With `both`: minutes a ready order is left to the store's riders before partners are offered it. */
  partner_offer_after_minutes: Generated<number>;
  /** The seller on its GST documents (migration 062, decision 0332); null while not given. */
  legal_name: Generated<string | null>;
  gstin: Generated<string | null>;
  tax_state_code: Generated<string | null>;
  /** Its series' prefixes: with an invoice prefix the store issues documents at delivery. */
  invoice_prefix: Generated<string | null>;
  credit_prefix: Generated<string | null>;
  /** The counter's receipt roll, 80 or 58 mm (migration 063, decision 0333). */
  receipt_paper_mm: Generated<number>;
  /** Its network thermal printer (ESC/POS over TCP); none while the host is null. */
  printer_host: Generated<string | null>;
  printer_port: Generated<number>;
  /** Accepting an order prints its receipt on the printer. */
  auto_print: Generated<Flag>;
  rating: Generated<number>;
  sort_order: Generated<number>;
}

/** One range of a store's opening hours: minutes of a weekday (0 Sunday … 6 Saturday) in the shop's time zone. */
export interface StoreHoursTable {
  store_id: number;
  weekday: number;
  opens_minute: number;
  closes_minute: number;
}

/** A calendar day ('yyyy-mm-dd') the store is closed whatever its hours say. */
export interface StoreClosedDaysTable {
  store_id: number;
  day: string;
}

/** One slot of a store's weekly template (migration 032): minutes of a weekday in the shop's time zone. */
export interface StoreSlotsTable {
  id: Id;
  store_id: number;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  start_minute: number;
  end_minute: number;
  /** Orders the slot takes. */
  capacity: number;
  /** It stops taking orders this many minutes before its start. */
  cutoff_minutes: Generated<number>;
  fee_paise: Generated<number>;
}

export interface StoreCategoriesTable {
  id: Id;
  slug: string;
  name: string;
  image: string;
  sort_order: Generated<number>;
}
export interface StoreCategoryLinksTable {
  store_id: number;
  store_category_id: number;
}

export interface CategoriesTable {
  id: Id;
  slug: string;
  name: string;
  image: string;
  is_active: Generated<Flag>;
  sort_order: Generated<number>;
  /** When the console archived it (migration 028); archived things are also inactive. */
  archived_at: string | null;
  /** The is_active it had before it was archived, for a restore. */
  active_before_archive: Flag | null;
}

export interface ItemsTable {
  id: Id;
  slug: string;
  link_slug: string;
  store_id: number;
  category_id: number;
  name: string;
  description: Generated<string>;
  image: string;
  bg_image: string | null;
  is_veg: Flag | null;
  is_active: Generated<Flag>;
  is_free_item: Generated<Flag>;
  is_pre_item: Generated<Flag>;
  pre_avail_date: string | null;
  is_recommended: Generated<Flag>;
  /** JSON list of { name, value } rows, per 100 g. */
  nutritional_facts: string | null;
  sort_order: Generated<number>;
  /** When the console archived it (migration 028); archived things are also inactive. */
  archived_at: string | null;
  /** The is_active it had before it was archived, for a restore. */
  active_before_archive: Flag | null;
  /** Raised by every console save of the item or its variants: a save from an older copy is refused. */
  version: Generated<number>;
  /** GST (migration 062, decision 0332): HSN code, rate in basis points (null: not set), treatment. */
  hsn_code: Generated<string | null>;
  gst_rate_bp: Generated<number | null>;
  tax_treatment: Generated<TaxTreatment>;
}

export interface ItemVariantsTable {
  id: Id;
  item_id: number;
  name: string;
  unit_id: number;
  measurement: number;
  regular_price_paise: number;
  sale_price_paise: number;
  member_price_paise: number | null;
  is_default: Generated<Flag>;
  is_active: Generated<Flag>;
  stock: Generated<number>;
  min_stock: Generated<number>;
  is_infinite: Generated<Flag>;
  is_negative: Generated<Flag>;
  sort_order: Generated<number>;
  /** The console's low-stock alert (migration 066, decision 0327): stock at or below it; null, none. */
  low_stock_at: Generated<number | null>;
  /** When the console archived it (migration 028); archived things are also inactive. */
  archived_at: string | null;
  /** The is_active it had before it was archived, for a restore. */
  active_before_archive: Flag | null;
}

export interface AddonCategoriesTable {
  id: Id;
  name: string;
  type: string;
  /** When the console archived it (migration 033): customers no longer see it on any item. */
  archived_at: string | null;
}
export interface AddonsTable {
  id: Id;
  addon_category_id: number;
  name: string;
  price_paise: Generated<number>;
  is_active: Generated<Flag>;
  sort_order: Generated<number>;
  /** When the console archived it (migration 033). */
  archived_at: string | null;
  /** The is_active it had before it was archived, for a restore. */
  active_before_archive: Flag | null;
}
/** An item's pictures in order (migration 059); position 0 is `items.image` while they agree. */
export interface ItemPicturesTable {
  item_id: number;
  position: number;
  image: string;
  alt_en: Generated<string>;
  alt_mr: Generated<string>;
}

export interface ItemAddonCategoriesTable {
  item_id: number;
  addon_category_id: number;
  sort_order: Generated<number>;
}

export interface CombosTable {
  id: Id;
  slug: string;
  store_id: number;
  name: string;
  description: Generated<string>;
  image: string;
  background: Generated<string>;
  price_paise: number;
  old_price_paise: number;
  is_active: Generated<Flag>;
  sort_order: Generated<number>;
  /** When the console archived it (migration 033). */
  archived_at: string | null;
  /** The is_active it had before it was archived, for a restore. */
  active_before_archive: Flag | null;
}
export interface ComboItemsTable {
  combo_id: number;
  variant_id: number;
  quantity: Generated<number>;
}

export interface CouponsTable {
  id: Id;
  code: string;
  name: string;
  description: Generated<string>;
  discount_type: string;
  discount: number;
  max_discount_paise: number | null;
  min_subtotal_paise: Generated<number>;
  starts_at: string | null;
  expires_at: string | null;
  /** All customers together; null: no limit. */
  max_uses: number | null;
  used_count: Generated<number>;
  is_active: Generated<Flag>;
  /** Orders one customer may place with it (migration 007); null: no limit. */
  max_uses_per_customer: number | null;
}
export interface CouponStoresTable {
  coupon_id: number;
  store_id: number;
}

export interface SectionsTable {
  id: Id;
  slug: string;
  type: string | null;
  style: string | null;
  title: string;
  subtitle: string | null;
  image: string | null;
  bg_image: string | null;
  bg_color: string | null;
  title_color: string | null;
  item_color: string | null;
  parent_id: number | null;
  store_id: number | null;
  show_search: Generated<Flag>;
  is_active: Generated<Flag>;
  sort_order: Generated<number>;
}
export interface SectionItemsTable {
  section_id: number;
  item_id: number;
  sort_order: Generated<number>;
}

export interface PromoSlidersTable {
  id: Id;
  name: string;
  style: string;
  position_id: Generated<number>;
  size: Generated<number>;
  show_title: Generated<Flag>;
  show_indicators: Generated<Flag>;
  infinite_loop: Generated<Flag>;
  auto_play: Generated<Flag>;
  bg_color: string | null;
  color: string | null;
  bg_image: string | null;
  header_image: string | null;
  is_active: Generated<Flag>;
}
export interface PromoSlidesTable {
  id: Id;
  slider_id: number;
  name: string;
  image: string;
  url: string | null;
  alt: string;
  model: string | null;
  model_id: number | null;
  sort_order: Generated<number>;
  /** First and last day it shows ('yyyy-mm-dd', the shop's calendar, inclusive; migration 035); null: no bound. */
  starts_on: string | null;
  ends_on: string | null;
}
/** The stores whose customers see a slide (migration 035); a slide with none shows to every customer. */
export interface PromoSlideStoresTable {
  slide_id: number;
  store_id: number;
}
/** The deal of the day's items and the days each is the deal (migration 035; decision 0283). */
export interface HomeDealsTable {
  id: Id;
  item_id: number;
  starts_on: string;
  ends_on: string;
  sort_order: Generated<number>;
}
/** A page's unpublished composition, one JSON document (domain/home/home-composition.ts; decision 0283). */
export interface HomeDraftsTable {
  page_slug: string;
  document: string;
  updated_by: number;
  updated_at: string;
}

export interface HomeComponentsTable {
  id: Id;
  page_slug: string;
  order_column: number;
  type: string;
  section_id: number | null;
  slider_id: number | null;
  is_active: Generated<Flag>;
  /** First and last day the row shows ('yyyy-mm-dd', the shop's calendar, inclusive; migration 051); null: no bound. */
  starts_on: string | null;
  ends_on: string | null;
}

/**
 * A catalogue text in another language than the one its record holds (migration 011): entity is
 * 'category', 'section', 'store' or 'store_category', field one of its text columns
 * (services/shop/translations.ts names which).
 */
export interface CatalogTranslationsTable {
  language_code: string;
  entity: string;
  entity_id: number;
  field: string;
  text: string;
}

/** Another name customers search by (migration 021): `word` also means `means`. */
export interface SearchSynonymsTable {
  word: string;
  means: string;
}

export interface PopularLocationsTable {
  id: Id;
  name: string;
  latitude: number;
  longitude: number;
  sort_order: Generated<number>;
}

export interface PlacesTable {
  id: Id;
  name: string;
  area: string;
  city: string;
  state: string;
  postcode: string;
  latitude: number;
  longitude: number;
}

/** Which stores serve each area (a `places` row): migration 049, decision 0315. */
export interface PlaceStoresTable {
  place_id: number;
  store_id: number;
}

export interface MembershipPlansTable {
  id: Id;
  slug: string;
  name: string;
  description: string;
  price_paise: number;
  weight_kg: number;
  duration_days: number;
  is_active: Generated<Flag>;
  sort_order: Generated<number>;
}

export interface UsersTable {
  id: Id;
  name: string;
  email: string | null;
  /** E.164, '+919800000001' (§5 Phone numbers; migration 006 rewrote older rows). */
  phone: string | null;
  password_hash: string | null;
  avatar: string | null;
  tax_number: string | null;
  is_banned: Generated<Flag>;
  wallet_balance_paise: Generated<number>;
  default_address_id: number | null;
  created_at: string;
  /** What the customer's new cart lines want when short at packing (migration 037, decision 0285). */
  substitution_default: Generated<SubstitutionPreference>;
  /** When the customer deleted the account (migration 061, decision 0330): the row stays as an anonymous marker. */
  erased_at: Generated<string | null>;
  /** How order updates reach the customer (migration 067, decision 0340). */
  order_updates: Generated<OrderUpdateChannel>;
  /** The language code their messages are written in; null: the shop's default (migration 067). */
  language: Generated<string | null>;
}

export interface AddressesTable {
  id: Id;
  user_id: number;
  latitude: number;
  longitude: number;
  address: string;
  house: Generated<string>;
  tag: Generated<string>;
  created_at: string;
}

export interface MembershipsTable {
  id: Id;
  user_id: number;
  plan_id: number;
  total_weight_grams: number;
  remaining_weight_grams: number;
  starts_at: string;
  expires_at: string;
}

export interface SessionsTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** A short summary of the user agent at sign-in (migration 005): 'Chrome on Android'. */
  device: Generated<string>;
  /** The staff member holding this customer session (migration 014), or null for the customer's own. */
  acting_staff_id: Generated<number | null>;
  acting_kind: Generated<ActingKind | null>;
}

/** Why a staff member holds a customer's session (migration 014; services/accounts/acting-sessions.ts). */
export type ActingKind = ActingKindName;

/** A delivery partner's or a staff member's session (migration 009): like SessionsTable, for another kind of account. */
/** A delivery partner's account (migration 013; services/delivery/partners.ts). */
export type PartnerStatus = 'pending' | 'approved' | 'suspended';
export interface DeliveryPartnersTable {
  id: Id;
  name: string;
  /** Canonical, as customers' phones (domain/accounts/phone.ts). */
  phone: string;
  /** 'XXXX XXXX 1234': the Aadhaar number is never kept whole. */
  aadhaar_masked: string;
  vehicle_type: string;
  vehicle_number: string;
  password_hash: string;
  status: Generated<PartnerStatus>;
  is_online: Generated<number>;
  latitude: number | null;
  longitude: number | null;
  position_at: string | null;
  created_at: string;
  approved_at: string | null;
}
/** Who delivers an order, and how it went (migration 013): one row per order, inserted by the accept that won. */
export interface OrderDeliveriesTable {
  order_id: number;
  partner_id: number;
  assigned_at: string;
  picked_up_at: string | null;
  delivered_at: string | null;
  /** Straight line from the store to the customer, in metres, at assignment. */
  distance_m: number;
  earning_paise: number;
  /** The 4-digit delivery code when the shop asks for one (enableDeliveryCode). */
  code: string | null;
  code_attempts: Generated<number>;
}
/** An order a rider of its store carried (migration 048, decision 0314): who sent it out, and the code at the door. */
export interface OrderRiderRunsTable {
  order_id: number;
  store_id: number;
  /** The staff member (rider role) who carries it. */
  rider_id: number;
  /** The staff member who sent it out from the counter. */
  sent_out_by: number;
  sent_out_at: string;
  delivered_at: string | null;
  /** The 4-digit delivery code when the shop asks for one (enableDeliveryCode). */
  code: string | null;
  code_attempts: Generated<number>;
}
/** Positions sent by the partner's phone while delivering (migration 013): deleted a day after delivery. */
export interface PartnerPositionsTable {
  id: Id;
  order_id: number;
  partner_id: number;
  latitude: number;
  longitude: number;
  accuracy_m: number | null;
  at: string;
  received_at: string;
}

export interface RoleSessionsTable {
  id: Id;
  role: string;
  /** The partner's or staff member's id in their own table. */
  account_id: number;
  token_hash: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
  device: Generated<string>;
}

/** `staff_consent`: read out by a caller so staff may open their account (decision 0276). */
export type OtpPurpose = 'login' | 'register' | 'partner_signup' | 'staff_consent';
export interface OtpsTable {
  id: Id;
  phone: string;
  code_hash: string;
  purpose: OtpPurpose;
  expires_at: string;
  attempts: Generated<number>;
  consumed_at: string | null;
  created_at: string;
}

export interface PasswordResetsTable {
  id: Id;
  user_id: number;
  code_hash: string;
  expires_at: string;
  attempts: Generated<number>;
  consumed_at: string | null;
  created_at: string;
}

/** A token bucket (migration 030; services/sessions/rate-limit.ts): when its let-through events have drained. */
export interface RateLimitsTable {
  bucket: string;
  busy_until: string;
}

/** Sign-in throttle of one account or client address (migration 005; services/sessions/sign-in-throttle.ts). */
export interface SignInThrottlesTable {
  /** What is throttled, hashed: 'account:…' or 'address:…'. */
  subject: string;
  failures: number;
  last_failure_at: string;
  locked_until: string | null;
}

/** The sign-in details a customer changes with a code sent to the new one (migration 005). */
export type ContactField = 'email' | 'phone';
export interface ContactChangesTable {
  id: Id;
  user_id: number;
  field: ContactField;
  value: string;
  code_hash: string;
  expires_at: string;
  attempts: Generated<number>;
  consumed_at: string | null;
  created_at: string;
}

/** What the audit log records (migration 005; services/audit/audit.ts). */
export type AuditEventName =
  | 'registered'
  | 'signed_in'
  | 'signed_in_with_code'
  | 'sign_in_failed'
  | 'sign_in_throttled'
  | 'signed_out'
  | 'password_changed'
  | 'password_check_failed'
  | 'password_reset'
  | 'email_change_requested'
  | 'email_changed'
  | 'phone_change_requested'
  | 'phone_changed'
  | 'email_change_withdrawn'
  | 'phone_change_withdrawn'
  | 'session_revoked'
  | 'other_sessions_revoked'
  | 'account_deleted'
  // The staff console (migration 014; services/staff/staff.ts, services/accounts/acting-sessions.ts).
  | 'staff_signed_in'
  | 'staff_sign_in_failed'
  | 'staff_sign_in_throttled'
  | 'staff_signed_out'
  | 'customer_registered_by_staff'
  | 'acting_session_started'
  | 'acting_session_ended'
  | 'impersonation_link_refused'
  | 'acted_for_customer'
  // Decision 0276: a read in a held session, a caller looked up (the number, never a listing), a
  // consent code sent to a caller, an admin's sign-in link made, a customer search by an admin.
  | 'read_for_customer'
  | 'caller_looked_up'
  | 'caller_code_sent'
  | 'impersonation_link_made'
  | 'customers_searched'
  // The farm team's bookings read in the console or exported as CSV: `action` names the range and the count.
  | 'farm_visits_read'
  | 'farm_visits_exported'
  // Everything held on one customer, downloaded (decision 0330): by an admin (staff_id), or by the customer.
  | 'customer_data_exported'
  // The console's customers list downloaded as CSV (decision 0327): `action` names the search and the count.
  | 'customers_exported'
  // An admin's message to every customer (decision 0251; services/staff/broadcasts.ts): `action` says how many got it.
  | 'staff_broadcast'
  // Delivery partners (migration 013; services/delivery/partners.ts): partner_id names the partner.
  | 'partner_registered'
  | 'partner_signed_in'
  | 'partner_sign_in_failed'
  | 'partner_sign_in_throttled'
  | 'partner_signed_out'
  | 'partner_approved'
  | 'partner_suspended';
export interface AuditEventsTable {
  id: Id;
  /** Null for a failure naming no account, and once the account is deleted. */
  user_id: number | null;
  event: AuditEventName;
  client_address: string;
  device: string;
  created_at: string;
  /** The staff member who did it (migration 014): their own sign-in, or an action in a customer's session. */
  staff_id: Generated<number | null>;
  /** What was done, for an action in a customer's session: the API call's path. */
  action: Generated<string | null>;
  /** The delivery partner whose account event it is (migration 013). */
  partner_id: Generated<number | null>;
}

export interface FavouriteStoresTable {
  user_id: number;
  store_id: number;
  created_at: string;
}
export interface FavouriteItemsTable {
  user_id: number;
  item_id: number;
  created_at: string;
}

export interface NotificationsTable {
  id: Id;
  user_id: number;
  title: string;
  message: string;
  image: string | null;
  click_action: string | null;
  is_read: Generated<Flag>;
  created_at: string;
  /** When an instance claimed the alert for Web Push (migration 017); null until then. */
  pushed_at: Generated<string | null>;
  /** The alert's message code (domain/notifications ALERT_TITLES), said in the reader's language; null: `title`/`message` as written (migration 023). */
  message_code: Generated<string | null>;
  /** The code's parameters, a JSON object of strings (migration 023). */
  message_params: Generated<string | null>;
  /** Words people wrote in other languages, JSON { [language]: { title, message } } (migration 043, decision 0295). */
  translations: Generated<string | null>;
}

export interface PushTokensTable {
  id: Id;
  user_id: number;
  token: string;
  created_at: string;
  /** The customer session that saved it (migration 017): its sign-out removes the token. Null for older tokens. */
  session_id: number | null;
  /** The language its customer read when it was saved or last chose (migration 020): its pushes are in it. Null: the shop's default. */
  language_code: string | null;
}

/** §3 Farm visit answers of one booking (migration 004_farm_visits.ts). */
export interface FarmVisitsTable {
  id: Id;
  user_id: number;
  name: string;
  /** E.164 like users.phone (migration 006); alt_mobile too, or '' when not given. */
  mobile: string;
  alt_mobile: Generated<string>;
  location: string;
  latitude: number | null;
  longitude: number | null;
  adults: Generated<number>;
  kids: Generated<number>;
  /** adults + kids, at least 1: what the booking takes from the day's capacity. */
  visitors: number;
  how_heard: Generated<string>;
  visiting_date: string;
  created_at: string;
}

/** A staff account (migration 014): an admin reaches every store, store staff their linked ones. */
export interface StaffTable {
  id: Id;
  name: string;
  /** The sign-in identifier, lower case. */
  email: string;
  password_hash: string;
  role: StaffRole;
  is_disabled: Generated<Flag>;
  created_at: string;
  /** The console's language (migration 070, decision 0345): a code of the shop's languages. */
  language: Generated<string>;
}
/** One change made in the console (migration 025; services/audit/changes.ts). */
export interface StaffChangesTable {
  id: Id;
  staff_id: number;
  via: 'console' | 'acting';
  kind: string;
  action: string;
  entity_id: number | null;
  store_id: number | null;
  summary: string;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}
/** A picture of the media library (migration 026; services/media/). */
export interface MediaTable {
  id: Id;
  original_name: string;
  alt_en: string;
  alt_mr: string;
  width: number;
  height: number;
  created_by: number;
  created_at: string;
  archived_at: string | null;
}
/** One copy of a library picture: its bytes, served at /media/{media_id}-{width}.{format}. */
export interface MediaFilesTable {
  media_id: number;
  width: number;
  height: number;
  format: 'webp' | 'avif';
  /** SQLite answers a BLOB as a Uint8Array, PostgreSQL a bytea as a Buffer (a Uint8Array too). */
  bytes: Uint8Array;
  size: number;
}
/** An entry of content published from the web (migration 034; services/content/content-store.ts). */
export interface ContentEntriesTable {
  id: Id;
  kind: 'page' | 'campaign' | 'recipe' | 'farm_visit';
  slug: string;
  draft_json: string;
  version: number;
  published_json: string | null;
  scheduled_json: string | null;
  status: 'draft' | 'scheduled' | 'published' | 'taken_down' | 'held';
  publish_at: string | null;
  take_down_at: string | null;
  held_reason: string | null;
  scheduled_by: number | null;
  created_at: string;
  updated_at: string;
}
/** A document as one publish made it live. */
export interface ContentRevisionsTable {
  id: Id;
  entry_id: number;
  number: number;
  doc_json: string;
  published_by: number;
  published_at: string;
}
export interface StaffStoresTable {
  staff_id: number;
  store_id: number;
}
/** Each sign-in-as-a-customer link, once used (migration 014): a second use finds its nonce here. */
export interface ImpersonationLinkUsesTable {
  nonce: string;
  staff_id: number;
  user_id: number;
  used_at: string;
}

/** A key the shop generated for itself (migration 014): the impersonation link key without configuration. */
export interface ShopSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/**
 * The reports' summary tables (migration 045, decisions 0289 and 0298): per store, shop day
 * (YYYY-MM-DD in Asia/Kolkata) and fulfilment mode, sums of the orders' stored columns, written in
 * each order change's own transaction (services/reports/summaries.ts).
 */
interface ReportSumPlace {
  store_id: number;
  day: string;
  mode: 'DELIVERY' | 'SELFPICKUP';
}

/** The placed orders, per way of paying ('' when no provider) and called off (1) or not. */
export interface ReportOrderSumsTable extends ReportSumPlace, OrderSums {
  payment_method: string;
  payment_provider: string;
  called_off: Flag;
  /** Of the orders, those with at least one line. */
  lined_orders: number;
}

/** The lines of the orders not called off, per item ('item:12') or combo ('combo:3'). */
export interface ReportLineSumsTable extends ReportSumPlace {
  line_key: string;
  quantity: number;
  orders: number;
  value_paise: number;
  /** The least line id counted here, whose name names the item. */
  first_line: number;
}

/** The lines of the orders not called off, per category the item was in when placed (0: none) or 'combo'. */
export interface ReportCategorySumsTable extends ReportSumPlace {
  line_kind: 'item' | 'combo';
  category_id: number;
  quantity: number;
  orders: number;
  value_paise: number;
}

/** The orders not called off with a coupon, per code, and the coupon uses they hold. */
export interface ReportCouponSumsTable extends ReportSumPlace {
  code: string;
  uses: number;
  orders: number;
  discount_paise: number;
  total_paise: number;
}

/** The orders called off, placed or not, per status, reason ('' when none) and whether accepted. */
export interface ReportCalledOffSumsTable extends ReportSumPlace {
  status: string;
  cancel_reason: string;
  accepted: Flag;
  orders: number;
  value_paise: number;
}

export type OutboxChannel = 'sms' | 'whatsapp' | 'email';
export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'delivered' | 'failed';

/** A message to a person, written with its cause and sent by the outbox worker (migration 064, decision 0335). */
export interface OutboxMessagesTable {
  id: Id;
  channel: OutboxChannel;
  /** A phone number in E.164 or an e-mail address. */
  recipient: string;
  kind: string;
  language: string;
  text: string;
  subject: string | null;
  html: string | null;
  /** The template's variables, a JSON array of strings. */
  params: Generated<string>;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: string;
  lease_until: string | null;
  claimed_by: string | null;
  provider: string | null;
  provider_id: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  customer_id: number | null;
  order_id: number | null;
}

/** Messages per shop day, channel and outcome, kept after the outbox's rows are gone (migration 068; decision 0341). */
export interface MessageDayCountsTable {
  /** The shop's day (yyyy-mm-dd, Asia/Kolkata). */
  day: string;
  channel: OutboxChannel;
  /** 'sent': the provider took it; 'delivered' or 'failed': what became of it (a message sent and then failed counts in both). */
  status: 'sent' | 'delivered' | 'failed';
  count: number;
}

export interface Database extends OrderTables, PaymentTables, TaxTables {
  message_day_counts: MessageDayCountsTable;
  report_order_sums: ReportOrderSumsTable;
  report_line_sums: ReportLineSumsTable;
  report_category_sums: ReportCategorySumsTable;
  report_coupon_sums: ReportCouponSumsTable;
  report_called_off_sums: ReportCalledOffSumsTable;
  settings: SettingsTable;
  languages: LanguagesTable;
  units: UnitsTable;
  stores: StoresTable;
  store_hours: StoreHoursTable;
  store_closed_days: StoreClosedDaysTable;
  store_slots: StoreSlotsTable;
  store_categories: StoreCategoriesTable;
  store_category_links: StoreCategoryLinksTable;
  categories: CategoriesTable;
  items: ItemsTable;
  item_variants: ItemVariantsTable;
  addon_categories: AddonCategoriesTable;
  addons: AddonsTable;
  item_addon_categories: ItemAddonCategoriesTable;
  item_pictures: ItemPicturesTable;
  combos: CombosTable;
  combo_items: ComboItemsTable;
  coupons: CouponsTable;
  coupon_stores: CouponStoresTable;
  sections: SectionsTable;
  section_items: SectionItemsTable;
  promo_sliders: PromoSlidersTable;
  promo_slides: PromoSlidesTable;
  home_components: HomeComponentsTable;
  promo_slide_stores: PromoSlideStoresTable;
  home_deals: HomeDealsTable;
  home_drafts: HomeDraftsTable;
  catalog_translations: CatalogTranslationsTable;
  search_synonyms: SearchSynonymsTable;
  popular_locations: PopularLocationsTable;
  places: PlacesTable;
  place_stores: PlaceStoresTable;
  membership_plans: MembershipPlansTable;
  users: UsersTable;
  addresses: AddressesTable;
  memberships: MembershipsTable;
  sessions: SessionsTable;
  role_sessions: RoleSessionsTable;
  delivery_partners: DeliveryPartnersTable;
  order_deliveries: OrderDeliveriesTable;
  order_rider_runs: OrderRiderRunsTable;
  partner_positions: PartnerPositionsTable;
  otps: OtpsTable;
  password_resets: PasswordResetsTable;
  rate_limits: RateLimitsTable;
  sign_in_throttles: SignInThrottlesTable;
  contact_changes: ContactChangesTable;
  audit_events: AuditEventsTable;
  favourite_stores: FavouriteStoresTable;
  favourite_items: FavouriteItemsTable;
  notifications: NotificationsTable;
  push_tokens: PushTokensTable;
  farm_visits: FarmVisitsTable;
  staff: StaffTable;
  staff_stores: StaffStoresTable;
  staff_changes: StaffChangesTable;
  media: MediaTable;
  media_files: MediaFilesTable;
  content_entries: ContentEntriesTable;
  content_revisions: ContentRevisionsTable;
  impersonation_link_uses: ImpersonationLinkUsesTable;
  shop_secrets: ShopSecretsTable;
  outbox_messages: OutboxMessagesTable;
}

export type StoreRow = Selectable<StoresTable>;
export type ItemRow = Selectable<ItemsTable>;
export type VariantRow = Selectable<ItemVariantsTable>;
export type AddressRow = Selectable<AddressesTable>;
