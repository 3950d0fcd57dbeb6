// Addon categories (§3): SINGLE = pick exactly one (the first is preselected, and
// a 0.00 first option exercises hidePriceWhenZero); MULTI = pick any.
import type { Insertable } from 'kysely';
import type { AddonCategoriesTable, AddonsTable } from '../../db/schema.ts';
import { paise, type AddonCategoryKey } from './catalog-types.ts';

interface AddonCategoryDef {
  id: number;
  key: AddonCategoryKey;
  name: string;
  type: 'SINGLE' | 'MULTI';
  /** [name, rupees, active?] */
  addons: readonly (readonly [string, number, boolean?])[];
}

const ADDON_CATEGORY_DEFS: readonly AddonCategoryDef[] = [
  {
    id: 1,
    key: 'cutting-style',
    name: 'Cutting style',
    type: 'SINGLE',
    addons: [
      ['Whole', 0],
      ['Diced', 10],
      ['Sliced', 10],
      ['Julienne', 15],
    ],
  },
  {
    id: 2,
    key: 'add-extras',
    name: 'Add extras',
    type: 'MULTI',
    addons: [
      ['Fresh coriander', 10],
      ['Green chillies', 5],
      ['Lemon', 8],
      ['Curry leaves', 5],
      ['Ginger', 10, false],
    ],
  },
  {
    id: 3,
    key: 'paneer-cut',
    name: 'Paneer cut',
    type: 'SINGLE',
    addons: [
      ['Block', 0],
      ['Cubes', 10],
      ['Grated', 15],
    ],
  },
  {
    id: 4,
    key: 'meat-cut',
    name: 'Meat cut',
    type: 'SINGLE',
    addons: [
      ['Curry cut (with bone)', 0],
      ['Boneless', 60],
      ['Keema (mince)', 40],
    ],
  },
  {
    id: 5,
    key: 'fish-cleaning',
    name: 'Cleaning',
    type: 'SINGLE',
    addons: [
      ['Cleaned, whole', 0],
      ['Steaks', 20],
      ['Fillets', 50],
    ],
  },
  {
    id: 6,
    key: 'marinade',
    name: 'Marinade',
    type: 'MULTI',
    addons: [
      ['Malvani masala', 30],
      ['Tandoori masala', 30],
      ['Lemon pepper', 25],
    ],
  },
  {
    id: 7,
    key: 'gift-pack',
    name: 'Packing',
    type: 'SINGLE',
    addons: [
      ['Standard box', 0],
      ['Gift wrap with card', 49],
    ],
  },
];

export function addonCategoryRows(): Required<Insertable<AddonCategoriesTable>>[] {
  return ADDON_CATEGORY_DEFS.map((category) => ({
    id: category.id,
    name: category.name,
    type: category.type,
    archived_at: null,
  }));
}

export function addonRows(): Required<Insertable<AddonsTable>>[] {
  let id = 0;
  return ADDON_CATEGORY_DEFS.flatMap((category) =>
    category.addons.map(([name, rupees, active], index) => ({
      id: ++id,
      addon_category_id: category.id,
      name,
      price_paise: paise(rupees),
      is_active: active === false ? 0 : 1,
      sort_order: index + 1,
      archived_at: null,
      active_before_archive: null,
    })),
  );
}

export function addonCategoryId(key: AddonCategoryKey): number {
  const category = ADDON_CATEGORY_DEFS.find((row) => row.key === key);
  if (!category) throw new Error(`Unknown addon category ${key}`);
  return category.id;
}
