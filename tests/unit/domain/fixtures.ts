// A small "kitchen sink" of a Pune farm-fresh grocer: two stores, a mango with weight variants,
// tomatoes with a tight stock, paneer with addons, and a free coriander bunch.
import type { DynamicDeliveryTerms } from '../../../src/domain/orders/delivery.ts';
import { defaultSettings, type Settings } from '../../../src/domain/settings.ts';
import type {
  AddonCategory,
  CartLine,
  Item,
  SelectedAddon,
  Store,
  StoredDeliveryAddress,
  Variant,
} from '../../../src/domain/types.ts';

export const settings: Settings = { ...defaultSettings };

export const koregaonParkStore: Store = {
  id: 1,
  name: 'Koregaon Park Farm Store',
  slug: 'koregaon-park-farm-store',
  delivery_time: 30,
  is_active: 1,
  is_operational: true,
  min_order_price: 199,
  is_free_delivery: 1,
  free_delivery_min_cart_value: 499,
  delivery_charges: 30,
  delivery_charge_type: 'FIXED',
  latitude: 18.5362,
  longitude: 73.894,
};

/** Charges by distance: ₹25 covers the first 2 km, then ₹8 per km. */
export const banerStore: Store & DynamicDeliveryTerms = {
  ...koregaonParkStore,
  id: 2,
  name: 'Baner Fresh Mart',
  slug: 'baner-fresh-mart',
  min_order_price: 0,
  is_free_delivery: 0,
  delivery_charges: 25,
  delivery_charge_type: 'DYNAMIC',
  base_delivery_distance: 2,
  extra_delivery_charge_per_km: 8,
  latitude: 18.559,
  longitude: 73.7868,
};

/** A customer in Kalyani Nagar, about 1.5 km from the Koregaon Park store. */
export const kalyaniNagarAddress: StoredDeliveryAddress = {
  lat: 18.5463,
  lng: 73.9033,
  address: 'Lane 5, Kalyani Nagar, Pune, Maharashtra 411006',
  house: 'Flat 302, Gulmohar Residency',
  tag: 'Home',
};

export function makeVariant(overrides: Partial<Variant> & Pick<Variant, 'id' | 'name' | 'price'>): Variant {
  return {
    regular_price: overrides.price,
    sale_price: overrides.price,
    is_default: 0,
    is_active: 1,
    stock: 50,
    min_stock: 0,
    is_infinite: 0,
    is_negative: 0,
    restaurant_id: koregaonParkStore.id,
    restaurant_overrides: [],
    is_free_item: 0,
    is_veg: true,
    restaurant_slug: koregaonParkStore.slug ?? '',
    unit_id: 2,
    measurement: 1,
    ...overrides,
  };
}

export function makeItem(overrides: Partial<Item> & Pick<Item, 'id' | 'name' | 'price'>): Item {
  return {
    slug: overrides.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    image: null,
    old_price: 0,
    is_active: 1,
    is_veg: true,
    is_free_item: 0,
    is_combo: 0,
    is_pre_item: 0,
    pre_avail_date: null,
    has_variant: overrides.variants !== undefined && overrides.variants.length > 0 ? 1 : 0,
    variants: [],
    addon_categories: [],
    restaurant_id: koregaonParkStore.id,
    ...overrides,
  };
}

export const mango1kg = makeVariant({
  id: 1011,
  name: '1 kg',
  price: 349,
  regular_price: 399,
  sale_price: 349,
  is_default: 1,
  stock: 20,
  unit_id: 1,
  measurement: 1,
});

export const mango500g = makeVariant({
  id: 1012,
  name: '500 g',
  price: 179,
  regular_price: 199,
  sale_price: 169,
  stock: 5,
  unit_id: 2,
  measurement: 500,
});

export const alphonsoMango = makeItem({
  id: 101,
  name: 'Alphonso Mango (Ratnagiri, Premium)',
  price: 349,
  old_price: 399,
  variants: [mango1kg, mango500g],
  member_variants: [mango1kg, mango500g],
});

export const tomato500g = makeVariant({
  id: 1021,
  name: '500 g',
  price: 24.5,
  is_default: 1,
  stock: 3,
  measurement: 500,
});

export const tomatoes = makeItem({ id: 102, name: 'Tomato (Hybrid)', price: 24.5, variants: [tomato500g] });

const cutCategory: AddonCategory = {
  id: 11,
  name: 'Cut',
  type: 'SINGLE',
  addons: [
    { id: 111, name: 'Cubes', price: 0 },
    { id: 112, name: 'Slab', price: 0 },
  ],
};

const extrasCategory: AddonCategory = {
  id: 12,
  name: 'Extras',
  type: 'MULTI',
  addons: [
    { id: 121, name: 'Extra 100 g', price: 45.5 },
    { id: 122, name: 'Tandoori masala pack', price: 10 },
  ],
};

export const cubes: SelectedAddon = { addon_category_name: 'Cut', addon_id: 111, addon_name: 'Cubes', price: 0 };
export const masalaPack: SelectedAddon = {
  addon_category_name: 'Extras',
  addon_id: 122,
  addon_name: 'Tandoori masala pack',
  price: 10,
};

export const paneer = makeItem({
  id: 103,
  name: 'Fresh Malai Paneer 200 g',
  price: 90,
  is_veg: true,
  addon_categories: [cutCategory, extrasCategory],
});

export const freeCoriander = makeItem({ id: 104, name: 'Coriander Bunch', price: 15, is_free_item: 1 });

export const banerOnions = makeItem({ id: 201, name: 'Onion (Nashik)', price: 40, restaurant_id: banerStore.id });

export function lineOf(
  item: Item,
  quantity: number,
  variant: Variant | null = null,
  addons: SelectedAddon[] = [],
): CartLine {
  return { ...item, quantity, selectedvariant: variant, selectedaddons: addons };
}

/**
 * The kitchen-sink cart: 2 × mango 1 kg (698.00), 3 × tomatoes 500 g (73.50),
 * 1 × paneer with cubes and a masala pack (100.00), 1 × free coriander (0). Total 871.50.
 */
export const kitchenSinkLines: CartLine[] = [
  lineOf(alphonsoMango, 2, mango1kg),
  lineOf(tomatoes, 3, tomato500g),
  lineOf(paneer, 1, null, [cubes, masalaPack]),
  lineOf(freeCoriander, 1),
];

export const KITCHEN_SINK_TOTAL_MINOR = 87_150;
