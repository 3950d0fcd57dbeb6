// Combos (a bundle of variants of one store, priced below the sum of their
// regular prices) and coupons of every kind the cart and the tests need.
import type { Insertable } from 'kysely';
import type { ComboItemsTable, CombosTable, CouponStoresTable, CouponsTable } from '../../db/schema.ts';
import { paise, type StoreCode } from './catalog-types.ts';
import type { Catalog } from './items.ts';
import { STORE_DEFS, storeByCode } from './stores.ts';

interface ComboDef {
  slug: string;
  store: StoreCode;
  name: string;
  description: string;
  background: string;
  /** Percent below the sum of regular prices. */
  off: number;
  active?: boolean;
  /** [item slug, variant name, quantity] */
  parts: readonly (readonly [string, string, number])[];
}

const COMBO_DEFS: readonly ComboDef[] = [
  {
    slug: 'weekly-veggie-basket',
    store: 'kothrud',
    name: 'Weekly Veggie Basket',
    background: '#e8f5e4',
    off: 15,
    description: 'Tomatoes, onions, potatoes and fresh greens for a week of home cooking.',
    parts: [
      ['tomato-kothrud', '1 kg', 1],
      ['onion-kothrud', '2 kg', 1],
      ['potato-kothrud', '1 kg', 1],
      ['coriander-kothrud', '1 bunch', 2],
      ['methi-kothrud', '1 bunch', 1],
    ],
  },
  {
    slug: 'mango-lovers-box',
    store: 'kothrud',
    name: 'Mango Lovers Box',
    background: '#fff1d0',
    off: 12,
    description: 'Two kilos of Ratnagiri Alphonso, Alphonso pulp and kesar shrikhand for aamras day.',
    parts: [
      ['alphonso-mango-kothrud', '1 kg (3–4 pc)', 2],
      ['alphonso-pulp-kothrud', '850 g', 1],
      ['kesar-shrikhand-kothrud', '250 g', 1],
    ],
  },
  {
    slug: 'dal-chawal-staples',
    store: 'kothrud',
    name: 'Dal-Chawal Staples',
    background: '#fdf3e3',
    off: 10,
    description: 'Basmati, toor dal and cow ghee: the comfort meal, stocked.',
    parts: [
      ['basmati-rice-kothrud', '1 kg', 1],
      ['toor-dal-kothrud', '1 kg', 1],
      ['cow-ghee-kothrud', '500 ml', 1],
    ],
  },
  {
    slug: 'breakfast-bundle',
    store: 'aundh',
    name: 'Breakfast Bundle',
    background: '#f3efe6',
    off: 12,
    description: 'A2 milk, a dozen eggs, sourdough and white butter.',
    parts: [
      ['a2-cow-milk-aundh', '1 L', 1],
      ['farm-eggs-aundh', '12 pc', 1],
      ['sourdough-loaf-aundh', '400 g', 1],
      ['white-butter-aundh', '200 g', 1],
    ],
  },
  {
    slug: 'sunday-chicken-feast',
    store: 'viman',
    name: 'Sunday Chicken Feast',
    background: '#fde8e4',
    off: 10,
    description: 'A kilo of curry-cut chicken with onions, ginger-garlic paste and kanda lasun masala.',
    parts: [
      ['chicken-curry-cut-viman', '1 kg', 1],
      ['onion-viman', '1 kg', 1],
      ['ginger-garlic-paste-viman', '200 g', 1],
      ['kanda-lasun-masala-viman', '200 g', 1],
    ],
  },
  {
    slug: 'organic-salad-kit',
    store: 'kp',
    name: 'Organic Salad Kit',
    background: '#eef7e6',
    off: 10,
    description: 'Avocado, broccoli, cherry tomatoes and cucumber from organic farms.',
    parts: [
      ['hass-avocado-kp', '1 pc', 1],
      ['broccoli-kp', '250 g', 1],
      ['cherry-tomato-kp', '200 g', 1],
      ['cucumber-kp', '500 g', 1],
    ],
  },
  {
    slug: 'monsoon-pakoda-kit',
    store: 'hadapsar',
    name: 'Monsoon Pakoda Kit',
    background: '#fff4d6',
    off: 10,
    active: false,
    description: 'Onions, potatoes and green chillies for rainy-day bhaji (back next monsoon).',
    parts: [
      ['onion-hadapsar', '1 kg', 1],
      ['potato-hadapsar', '1 kg', 1],
      ['green-chillies-hadapsar', '100 g', 1],
    ],
  },
];

export function comboRows(catalog: Catalog): {
  combos: Required<Insertable<CombosTable>>[];
  comboItems: Required<Insertable<ComboItemsTable>>[];
} {
  const combos: Required<Insertable<CombosTable>>[] = [];
  const comboItems: Required<Insertable<ComboItemsTable>>[] = [];
  COMBO_DEFS.forEach((combo, index) => {
    const store = storeByCode(combo.store);
    let oldPaise = 0;
    for (const [itemSlug, variantName, quantity] of combo.parts) {
      const item = catalog.item(itemSlug);
      if (item.row.store_id !== store.id) throw new Error(`Combo ${combo.slug}: ${itemSlug} is from another store`);
      const variant = catalog.variant(itemSlug, variantName);
      oldPaise += variant.regular_price_paise * quantity;
      comboItems.push({ combo_id: index + 1, variant_id: variant.id, quantity });
    }
    combos.push({
      id: index + 1,
      slug: combo.slug,
      store_id: store.id,
      name: combo.name,
      description: combo.description,
      image: `/images/combos/${combo.slug}.webp`,
      background: combo.background,
      // Whole rupees, strictly below the old price.
      price_paise: Math.floor((oldPaise * (100 - combo.off)) / 100 / 100) * 100,
      old_price_paise: oldPaise,
      is_active: combo.active === false ? 0 : 1,
      sort_order: index + 1,
      archived_at: null,
      active_before_archive: null,
    });
  });
  return { combos, comboItems };
}

type CouponRow = Required<Insertable<CouponsTable>>;

/** Fields every coupon shares unless it says otherwise. */
function coupon(
  row: Pick<CouponRow, 'id' | 'code' | 'name' | 'description' | 'discount_type' | 'discount'> & Partial<CouponRow>,
): CouponRow {
  return {
    max_discount_paise: null,
    min_subtotal_paise: 0,
    starts_at: null,
    expires_at: null,
    max_uses: null,
    used_count: 0,
    is_active: 1,
    max_uses_per_customer: null,
    ...row,
  };
}

export const COUPONS: readonly CouponRow[] = [
  coupon({
    id: 1,
    code: 'FRESH20',
    name: '20% off fresh groceries',
    description: '20% off, up to ₹100, at every delivery store. Once per customer.',
    discount_type: 'PERCENTAGE',
    discount: 20,
    max_discount_paise: paise(100),
    // The welcome offer: one order per customer (decision 0161).
    max_uses_per_customer: 1,
  }),
  coupon({
    id: 2,
    code: 'FLAT50',
    name: 'Flat ₹50 off',
    description: '₹50 off orders of ₹299 or more.',
    discount_type: 'FIXED',
    discount: paise(50),
    min_subtotal_paise: paise(299),
  }),
  coupon({
    id: 3,
    code: 'KOTHRUD10',
    name: '10% off at FarmCart Kothrud',
    description: '10% off everything at our Kothrud store.',
    discount_type: 'PERCENTAGE',
    discount: 10,
  }),
  coupon({
    id: 4,
    code: 'MANGO15',
    name: 'Mango season 15% off',
    description: '15% off, up to ₹150, at stores selling Alphonso.',
    discount_type: 'PERCENTAGE',
    discount: 15,
    max_discount_paise: paise(150),
  }),
  coupon({
    id: 5,
    code: 'EXPIRED10',
    name: 'Diwali 2025',
    description: '10% off (ended 2025).',
    discount_type: 'PERCENTAGE',
    discount: 10,
    starts_at: '2025-10-01T00:00:00.000Z',
    expires_at: '2025-11-30T23:59:59.000Z',
  }),
  // Concurrency tests: three uses in all.
  coupon({
    id: 6,
    code: 'LIMITED3',
    name: 'First three only',
    description: '₹75 off for the first three orders.',
    discount_type: 'FIXED',
    discount: paise(75),
    max_uses: 3,
  }),
  coupon({
    id: 7,
    code: 'MONSOON25',
    name: 'Monsoon 25% off',
    description: 'Switched off by the shop.',
    discount_type: 'PERCENTAGE',
    discount: 25,
    max_discount_paise: paise(120),
    is_active: 0,
  }),
];

/** Which stores each coupon applies to (§3 Coupon restaurants). */
export function couponStoreRows(catalog: Catalog): Required<Insertable<CouponStoresTable>>[] {
  const deliveryStores = STORE_DEFS.filter((store) => store.delivery).map((store) => store.id);
  const allStores = STORE_DEFS.map((store) => store.id);
  const mangoStores = [
    ...new Set(catalog.items.filter((item) => item.product.key === 'alphonso-mango').map((item) => item.row.store_id)),
  ];
  const scopes: Record<string, readonly number[]> = {
    FRESH20: deliveryStores,
    FLAT50: allStores,
    KOTHRUD10: [storeByCode('kothrud').id],
    MANGO15: mangoStores,
    EXPIRED10: allStores,
    LIMITED3: allStores,
    MONSOON25: allStores,
  };
  return COUPONS.flatMap((row) => {
    const stores = scopes[row.code];
    if (!stores) throw new Error(`Coupon ${row.code} has no store scope`);
    return stores.map((storeId) => ({ coupon_id: row.id, store_id: storeId }));
  });
}
