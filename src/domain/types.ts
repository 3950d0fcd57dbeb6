// Entity types of §3, field names exactly as the spec writes them (snake_case where it does).
// Prices are decimal rupee amounts as the database sends them; rules convert to paise (money.ts).

/** §3 flags written "(1/0)" in the spec. */
export type Flag = 0 | 1;

/** §1 userSelected: how the customer receives the order. */
export type FulfilmentMode = 'DELIVERY' | 'SELFPICKUP';

export interface LatLng {
  lat: number;
  lng: number;
}

/** §3 Variant restaurant_overrides: "list with restaurant_id"; no other field is shown. */
export interface RestaurantOverride {
  restaurant_id: number;
}

/** §3 Variant. measurement is in the unit named by unit_id (§4 Members cart, constants.ts). */
export interface Variant {
  id: number;
  name: string;
  price: number;
  regular_price: number;
  sale_price: number;
  is_default: Flag;
  is_active: Flag;
  stock: number;
  min_stock: number;
  is_infinite: Flag;
  is_negative: Flag;
  restaurant_id: number;
  restaurant_overrides: RestaurantOverride[];
  is_free_item: Flag;
  is_veg: boolean | null;
  restaurant_slug: string;
  unit_id: number;
  measurement: number;
  /** Back-reference sent with single-item deals (§2 deal_of_the_day_singleItem). */
  item?: Item;
}

/** §3 Addon. */
export interface Addon {
  id: number;
  name: string;
  price: number;
}

/** §3 Addon category: SINGLE = pick one, anything else = pick several. */
export interface AddonCategory {
  id: number;
  name: string;
  type: 'SINGLE' | 'MULTI';
  addons: Addon[];
}

/** §3 Selected addon on a cart line. */
export interface SelectedAddon {
  addon_category_name: string;
  addon_id: number;
  addon_name: string;
  price: number;
}

/** §3 Item `items` of a combo: each component carries its chosen variant. */
export interface ComboComponent {
  id: number;
  name: string;
  item_variant: Variant | null;
  /** How many of the part one combo holds (not in §3; 1 when absent). */
  quantity?: number;
}

/** One row of an item's nutrition table, e.g. { name: 'Energy', value: '60 kcal' }. */
export interface NutritionFact {
  name: string;
  value: string;
}

/** §3 Item. */
export interface Item {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  bg_image?: string | null;
  price: number;
  old_price: number;
  is_active: Flag;
  is_veg: boolean | null;
  is_free_item: Flag;
  is_combo: Flag;
  is_pre_item: Flag;
  /** ISO date (yyyy-mm-dd, optionally with a time) from which a pre-order item is available. */
  pre_avail_date: string | null;
  has_variant: Flag;
  variants: Variant[];
  member_variants?: Variant[];
  addon_categories: AddonCategory[];
  /** §3 lists nutritional_facts without a shape; ours is a table of rows per 100 g. */
  nutritional_facts?: NutritionFact[] | null;
  quantity?: number;
  restaurant_id: number;
  /** The store's name, so that a cart line can say where it comes from (the replace question names both stores). */
  restaurant_name?: string;
  selectedvariant?: Variant | null;
  selectedaddons?: SelectedAddon[];
  items?: ComboComponent[];
  is_favorited?: boolean;
}

/** §3 Cart line: item fields plus quantity, selectedvariant, selectedaddons. */
export interface CartLine extends Item {
  quantity: number;
  selectedvariant: Variant | null;
  selectedaddons: SelectedAddon[];
}

/** §3 Cart totals. totalPrice is in paise (integer minor units), unlike the rupee prices above. */
export interface CartTotals {
  productQuantity: number;
  productMemberQuantity: number;
  totalPrice: number;
}

/** §3 Store (restaurant) info. */
export interface Store {
  id: number;
  name: string;
  slug?: string;
  delivery_time: number;
  is_active: Flag;
  is_operational: boolean;
  min_order_price: number;
  is_free_delivery: Flag;
  free_delivery_min_cart_value: number;
  delivery_charges: number;
  delivery_charge_type: 'DYNAMIC' | 'FIXED';
  latitude: number;
  longitude: number;
}

/** §3 Coupon; discount_type is PERCENTAGE or a fixed amount. */
export interface Coupon {
  code: string;
  discount_type: 'PERCENTAGE' | 'FIXED';
  discount: number;
  max_discount: number | null;
  restaurants: { id: number }[];
  coupon_error?: string;
  success?: boolean;
  hideMessage?: boolean;
  appliedAmount?: number;
}

/** §3 Address (saved by a signed-in customer). */
export interface Address {
  id: number;
  latitude: number;
  longitude: number;
  address: string;
  house: string | null;
  tag: string | null;
  is_operational?: boolean;
}

export interface Membership {
  /** Remaining allowance in kilograms (§4 Members cart multiplies it by 1000). */
  total_remaining_weight: number;
}

/** §3 Stored delivery address (device key userSetAddress). */
export interface StoredDeliveryAddress {
  lat: number;
  lng: number;
  address: string;
  house: string | null;
  tag: string | null;
}

/** §3 Stored geolocation (device key geoLocation). */
export interface StoredGeolocation {
  formatted_address: string;
  geometry: { location: LatLng };
}

/** §3 Category. */
export interface Category {
  slug: string;
  name: string;
  image: string | null;
}

/** §3 Combo. */
export interface Combo {
  id: number;
  name: string;
  slug: string;
  background: string | null;
  price: number;
  old_price: number;
  is_active: Flag;
}

/** §3 Featured section. */
export interface FeaturedSection {
  title: string;
  subtitle: string | null;
  image: string | null;
  items: Item[];
}

export interface ChildSection {
  id: number;
  title: string;
  image: string | null;
}

/** §3 Banner slide data (the record a slide points at). */
export interface SlideData {
  id: number;
  name: string;
  image: string | null;
  model: string | null;
}

/** §3 Banner slide. */
export interface BannerSlide {
  image: string;
  url: string | null;
  alt: string;
  data?: SlideData;
}

/** §3 Home component slides.promo_slider; positions 1, 2, 3. */
export interface PromoSlider {
  header_image: string | null;
  show_title: boolean;
  bg_color: string | null;
  color: string | null;
  bg_image: string | null;
  size: number;
  show_indicators: boolean;
  infinite_loop: boolean;
  auto_play: boolean;
  slides: BannerSlide[];
  position_id: 1 | 2 | 3;
}

/** §3 Home component. style is the spec's style name (e.g. 'style_1' ... 'style_11'). */
export interface HomeComponent {
  order_column: number;
  type: 'DynamicFeaturedSection' | 'PromoSlider';
  style: string;
  title: string | null;
  subtitle: string | null;
  title_color: string | null;
  bg_color: string | null;
  bg_image: string | null;
  image: string | null;
  is_parent: Flag;
  child_sections: ChildSection[];
  items: Item[];
  slides: { promo_slider: PromoSlider } | null;
}

/** §3 Language. */
export interface Language {
  id: number;
  language_name: string;
  is_default: Flag;
}

/** §3 Pushed notification. */
export interface PushedNotification {
  title: string;
  message: string;
  image: string | null;
  click_action: string | null;
}

/** §3 Notification: is_read 0 = unread. */
export interface Notification {
  id: number;
  is_read: Flag;
  data: PushedNotification | null;
  created_at: string;
}

/** §3 Cart availability result, one per line the server checked. */
export interface CartAvailabilityResult {
  id: number;
  variant_id: number | null;
  is_active: Flag;
  price: number;
  name: string;
  selectedvariant: Variant | null;
  /** The addons the line sent (addon_ids) as the shop names and prices them now, in the customer's language. */
  selectedaddons?: SelectedAddon[];
  /** A combo line's answer (its id is the combo's): 1, with its old price and its parts as they are now. */
  is_combo?: Flag;
  old_price?: number;
  items?: ComboComponent[];
}

/** §3 Farm visit answers. visiting_date is ISO yyyy-mm-dd. */
export interface FarmVisitAnswers {
  name: string;
  mobile_number: string;
  alternative_mobile_number: string;
  location: string;
  adults: number;
  kids: number;
  how_heard: string;
  visiting_date: string;
}

/** §3 Date card of the farm form. */
export interface DateCard {
  /** Month short name and day, e.g. 'May 10'. */
  displayDate: string;
  weekday: 'Sat' | 'Sun';
  /** ISO yyyy-mm-dd, the value sent with the form. */
  dateToSend: string;
  filled: boolean;
}
