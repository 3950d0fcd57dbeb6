// Addon groups and combos in the console through the real dispatcher (decision 0280): an admin makes
// an addon group with two priced addons in English and Marathi, a manager links it to their item,
// and the customer's item answer offers the addons at their prices (in Marathi with lang=mr); a
// manager cannot change a group (403); an addon an order names is archived when left out, another
// removed; an archived group leaves the customers' item. A manager makes a combo of two sizes of
// their store, refused on its fields for a price above the old price, a single part or another
// store's size; customers' combos list shows it, and not once archived; another store's combo is
// "not found". Every change is audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemView } from '../../../../src/domain/api/catalog.ts';
import type { ComboView } from '../../../../src/domain/api/deals.ts';
import type {
  AddonGroupAnswer,
  AddonGroupsAnswer,
  ComboAnswer,
  ComboPartChoicesAnswer,
  CombosAnswer,
} from '../../../../src/domain/api/staff/addons-combos.ts';
import type { CatalogueItemAnswer, CatalogueItemView } from '../../../../src/domain/api/staff/catalogue.ts';
import { createRoleSession } from '../../../../src/server/services/sessions/role-sessions.ts';
import { apiCall, ASHA, errorBody, openAccountsShop } from '../accounts/accounts-helpers.ts';
import { engineAvailable, type TestShop } from '../harness.ts';

/** Demo staff (src/server/seed/demo/staff.ts): Priya the admin, Meera manages store 1 (Kothrud). */
const PRIYA = 1;
const MEERA = 4;
const KOTHRUD_STORE = 1;
const BANER_STORE = 2;
const KOTHRUD_POINT = { latitude: 18.5074, longitude: 73.8077 };

function asBody(item: CatalogueItemView) {
  const { id, version, store_id, store_name, link_slug, archived, ...rest } = item;
  return { item_id: id, version, ...rest };
}

describe.skipIf(!engineAvailable)('addon groups and combos in the console', () => {
  let shop: TestShop;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    ({ shop } = await openAccountsShop());
    for (const [name, id] of Object.entries({ priya: PRIYA, meera: MEERA }))
      cookies[name] = `fc_staff=${await createRoleSession(shop, 'staff', id)}`;
  });
  afterAll(async () => {
    await shop.close();
  });

  const as = (who: string, path: string, body: unknown) => apiCall(shop, path, body, { cookie: cookies[who] ?? '' });

  /** A live item of the store with at least two live sizes, as the console's form reads it. */
  async function itemOf(storeId: number, minSizes = 1): Promise<CatalogueItemView> {
    const rows = await shop.db
      .selectFrom('items')
      .innerJoin('item_variants', 'item_variants.item_id', 'items.id')
      .select(['items.id'])
      .where('items.store_id', '=', storeId)
      .where('items.is_active', '=', 1)
      .where('items.is_free_item', '=', 0)
      .where('item_variants.is_active', '=', 1)
      .groupBy('items.id')
      .having((eb) => eb.fn.countAll(), '>=', minSizes)
      .orderBy('items.id')
      .limit(1)
      .execute();
    const itemId = rows[0]?.id ?? 0;
    const answer = await as('priya', 'staff/catalogue-item', { item_id: itemId });
    expect(answer.status).toBe(200);
    return (answer.body as CatalogueItemAnswer).item;
  }

  const customerItem = async (itemId: number, lang?: string) => {
    const answer = await apiCall(shop, 'get-single-item', { id: itemId }, lang ? { cookie: `lang=${lang}` } : {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as ItemView;
  };

  const group = {
    name: 'Spice level',
    name_mr: 'तिखटपणा',
    type: 'MULTI',
    addons: [
      { name: 'Extra chilli', name_mr: 'जास्त मिरची', price_paise: 1250, is_active: true },
      { name: 'Chaat masala', name_mr: 'चाट मसाला', price_paise: 500, is_active: true },
    ],
  };

  it('an admin makes an addon group; a manager links it to their item; customers get its addons and prices', async () => {
    const made = await as('priya', 'staff/catalogue-addon-group-create', group);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const view = (made.body as AddonGroupAnswer).group;
    expect(view.addons.map((addon) => [addon.name, addon.name_mr, addon.price_paise])).toEqual([
      ['Extra chilli', 'जास्त मिरची', 1250],
      ['Chaat masala', 'चाट मसाला', 500],
    ]);
    // Shop-wide: a manager reads the groups but does not change them.
    expect((await as('meera', 'staff/catalogue-addon-group-create', group)).status).toBe(403);
    expect(
      (await as('meera', 'staff/catalogue-addon-group-update', { addon_category_id: view.id, ...group })).status,
    ).toBe(403);
    const read = (await as('meera', 'staff/catalogue-addon-groups', {})).body as AddonGroupsAnswer;
    expect(read.may_edit).toBe(false);
    expect(read.groups.map((one) => one.name)).toContain('Spice level');

    const item = await itemOf(KOTHRUD_STORE);
    const linked = await as('meera', 'staff/catalogue-item-update', {
      ...asBody(item),
      addon_category_ids: [...item.addon_category_ids, view.id],
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect((linked.body as CatalogueItemAnswer).item.addon_category_ids).toEqual([...item.addon_category_ids, view.id]);

    const shown = (await customerItem(item.id)).addon_categories.find((one) => one.id === view.id);
    expect(shown).toMatchObject({ name: 'Spice level', type: 'MULTI' });
    expect(shown?.addons.map((addon) => [addon.name, addon.price])).toEqual([
      ['Extra chilli', 12.5],
      ['Chaat masala', 5],
    ]);
    const inMarathi = (await customerItem(item.id, 'mr')).addon_categories.find((one) => one.id === view.id);
    expect(inMarathi?.name).toBe('तिखटपणा');
    expect(inMarathi?.addons.map((addon) => addon.name)).toEqual(['जास्त मिरची', 'चाट मसाला']);

    // An unknown group is refused on the field.
    const unknown = await as('meera', 'staff/catalogue-item-update', {
      ...asBody((linked.body as CatalogueItemAnswer).item),
      addon_category_ids: [999_999],
    });
    expect(unknown.status).toBe(400);
    expect(errorBody(unknown).fields?.addon_category_ids).toMatch(/Choose addon groups/);

    const audit = await shop.db
      .selectFrom('staff_changes')
      .select(['action', 'entity_id'])
      .where('kind', '=', 'addon')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['create', 'create', 'create']);
    expect(audit.at(-1)?.entity_id).toBe(view.id);
  });

  it('refuses a group without a name, a negative price, and a pick-one group with nothing on offer, on their fields', async () => {
    const answer = await as('priya', 'staff/catalogue-addon-group-create', {
      name: '',
      name_mr: '',
      type: 'SINGLE',
      addons: [{ name: 'Whole', name_mr: '', price_paise: -1, is_active: false }],
    });
    expect(answer.status).toBe(400);
    expect(errorBody(answer).fields).toEqual({
      name: 'Give a group name in English.',
      addons: 'Customers must pick one addon of this group: keep at least one on offer.',
      'addons.0.price_paise': 'Give the price in rupees, 0 or more.',
    });
  });

  it('archives a left-out addon an order names, removes one no order names, and an archived group leaves the item', async () => {
    const made = (await as('priya', 'staff/catalogue-addon-group-create', { ...group, name: 'Garnish' }))
      .body as AddonGroupAnswer;
    const [ordered, unordered] = made.group.addons;
    const item = await itemOf(KOTHRUD_STORE);
    await as('priya', 'staff/catalogue-item-update', {
      ...asBody(item),
      addon_category_ids: [made.group.id],
    });
    // An order line that chose the first addon, as place-order stores it.
    const now = shop.now().toISOString();
    const { id: orderId } = await shop.db
      .insertInto('orders')
      .values({
        unique_order_id: 'FC-ADDON-TEST',
        user_id: ASHA.id,
        store_id: KOTHRUD_STORE,
        status: 'delivered',
        mode: 'SELFPICKUP',
        address_id: null,
        address_text: null,
        address_lat: null,
        address_lng: null,
        address_house: null,
        address_tag: null,
        distance_km: null,
        delivery_date: null,
        subtotal_paise: 5000,
        total_paise: 5000,
        total_payable_paise: 5000,
        payment_method: 'COD',
        coupon_id: null,
        coupon_code: null,
        membership_id: null,
        member_weight_grams: null,
        created_at: now,
        updated_at: now,
        cancelled_at: null,
        cancel_reason: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await shop.db
      .insertInto('order_items')
      .values({
        order_id: orderId,
        item_id: item.id,
        variant_id: item.variants[0]?.variant_id ?? null,
        name: item.name,
        variant_name: null,
        quantity: 1,
        unit_price_paise: 5000,
        addons: JSON.stringify([
          { addon_category_name: 'Garnish', addon_id: ordered?.addon_id, addon_name: 'Extra chilli', price: 12.5 },
        ]),
        line_total_paise: 5000,
      })
      .execute();

    const kept = await as('priya', 'staff/catalogue-addon-group-update', {
      addon_category_id: made.group.id,
      name: 'Garnish',
      name_mr: '',
      type: 'MULTI',
      addons: [{ name: 'Lemon wedge', name_mr: 'लिंबाची फोड', price_paise: 800, is_active: true }],
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const after = (kept.body as AddonGroupAnswer).group;
    expect(after.addons.map((addon) => [addon.name, addon.archived])).toEqual([
      ['Lemon wedge', false],
      ['Extra chilli', true],
    ]);
    const rows = await shop.db
      .selectFrom('addons')
      .select('id')
      .where('id', 'in', [ordered?.addon_id ?? 0, unordered?.addon_id ?? 0])
      .execute();
    expect(rows.map((row) => row.id)).toEqual([ordered?.addon_id]);
    const offered = (await customerItem(item.id)).addon_categories.find((one) => one.id === made.group.id);
    expect(offered?.addons.map((addon) => addon.name)).toEqual(['Lemon wedge']);

    // Listed again, the archived addon is restored.
    const restored = await as('priya', 'staff/catalogue-addon-group-update', {
      addon_category_id: made.group.id,
      name: 'Garnish',
      name_mr: '',
      type: 'MULTI',
      addons: after.addons.map(({ addon_id, name, name_mr, price_paise }) => ({
        addon_id,
        name,
        name_mr,
        price_paise,
        is_active: true,
      })),
    });
    expect((restored.body as AddonGroupAnswer).group.addons.every((addon) => !addon.archived)).toBe(true);

    expect(
      (await as('priya', 'staff/catalogue-addon-group-archive', { addon_category_id: made.group.id })).status,
    ).toBe(200);
    expect((await customerItem(item.id)).addon_categories.map((one) => one.id)).not.toContain(made.group.id);
    expect(
      (await as('priya', 'staff/catalogue-addon-group-restore', { addon_category_id: made.group.id })).status,
    ).toBe(200);
    expect((await customerItem(item.id)).addon_categories.map((one) => one.id)).toContain(made.group.id);
    const actions = await shop.db
      .selectFrom('staff_changes')
      .select('action')
      .where('kind', '=', 'addon')
      .where('entity_id', 'in', [ordered?.addon_id ?? 0, unordered?.addon_id ?? 0])
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['create', 'create', 'archive', 'delete', 'restore']);
  });

  const combosAt = async () => {
    const answer = await apiCall(shop, 'get-combos', KOTHRUD_POINT);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as ComboView[];
  };

  it('a manager makes a combo of two sizes of their store; refusals are on their fields; customers see it until archived', async () => {
    const choices = (await as('meera', 'staff/catalogue-combo-part-choices', { store_id: KOTHRUD_STORE, query: 'a' }))
      .body as ComboPartChoicesAnswer;
    const [first, second] = choices.choices.filter(
      (choice, index, all) => all.findIndex((one) => one.item_id === choice.item_id) === index,
    );
    expect(first && second).toBeTruthy();
    const body = {
      store_id: KOTHRUD_STORE,
      name: 'Breakfast Pair',
      name_mr: 'न्याहारी जोडी',
      description: 'Two favourites together.',
      description_mr: 'दोन आवडते एकत्र.',
      slug: '',
      image: '',
      price_paise: 9900,
      old_price_paise: 12_000,
      is_active: true,
      parts: [
        { variant_id: first?.variant_id ?? 0, quantity: 1 },
        { variant_id: second?.variant_id ?? 0, quantity: 2 },
      ],
    };
    // Refused on their fields: an old price below the price, one part, a part of another store.
    const banerVariant = (await itemOf(BANER_STORE)).variants[0]?.variant_id ?? 0;
    const refusedPrice = await as('meera', 'staff/catalogue-combo-create', { ...body, old_price_paise: 5000 });
    expect(errorBody(refusedPrice).fields?.old_price_paise).toMatch(/cannot be below the combo’s price/);
    const onePart = await as('meera', 'staff/catalogue-combo-create', { ...body, parts: body.parts.slice(0, 1) });
    expect(errorBody(onePart).fields?.parts).toMatch(/at least two parts/);
    const otherStore = await as('meera', 'staff/catalogue-combo-create', {
      ...body,
      parts: [body.parts[0], { variant_id: banerVariant, quantity: 1 }],
    });
    expect(errorBody(otherStore).fields?.['parts.1.variant_id']).toBe(
      'Choose a size of an item of this combo’s store.',
    );
    const free = await as('meera', 'staff/catalogue-combo-create', { ...body, price_paise: 0 });
    expect(errorBody(free).fields?.price_paise).toMatch(/above 0/);
    // Another store: not found, as a missing one.
    expect((await as('meera', 'staff/catalogue-combo-create', { ...body, store_id: BANER_STORE })).status).toBe(404);

    const made = await as('meera', 'staff/catalogue-combo-create', body);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const combo = (made.body as ComboAnswer).combo;
    expect(combo).toMatchObject({ slug: 'breakfast-pair-farmcart-kothrud', name_mr: 'न्याहारी जोडी', archived: false });
    const byVariant = (a: number[], b: number[]) => (a[0] ?? 0) - (b[0] ?? 0);
    expect(combo.parts.map((part) => [part.variant_id, part.quantity]).sort(byVariant)).toEqual(
      body.parts.map((part) => [part.variant_id, part.quantity]).sort(byVariant),
    );
    const shown = (await combosAt()).find((one) => one.id === combo.id);
    expect(shown).toMatchObject({ name: 'Breakfast Pair', price: 99, old_price: 120 });
    expect(shown?.items).toHaveLength(2);

    const { store_id: _store, ...fields } = body;
    const changed = await as('meera', 'staff/catalogue-combo-update', {
      combo_id: combo.id,
      ...fields,
      price_paise: 9500,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await combosAt()).find((one) => one.id === combo.id)?.price).toBe(95);

    // Another store's combo is "not found" for Meera.
    const banerCombo = await shop.db
      .selectFrom('combos')
      .select('id')
      .where('store_id', '=', BANER_STORE)
      .executeTakeFirst();
    if (banerCombo) {
      expect((await as('meera', 'staff/catalogue-combo', { combo_id: banerCombo.id })).status).toBe(404);
      expect((await as('meera', 'staff/catalogue-combo-archive', { combo_id: banerCombo.id })).status).toBe(404);
    }
    const listed = (await as('meera', 'staff/catalogue-combos', {})).body as CombosAnswer;
    expect(new Set(listed.combos.map((one) => one.store_id))).toEqual(new Set([KOTHRUD_STORE]));

    expect((await as('meera', 'staff/catalogue-combo-archive', { combo_id: combo.id })).status).toBe(200);
    expect((await combosAt()).map((one) => one.id)).not.toContain(combo.id);
    const restored = await as('meera', 'staff/catalogue-combo-restore', { combo_id: combo.id });
    expect((restored.body as ComboAnswer).combo).toMatchObject({ archived: false, is_active: true });
    expect((await combosAt()).map((one) => one.id)).toContain(combo.id);
    const actions = await shop.db
      .selectFrom('staff_changes')
      .select(['action', 'store_id'])
      .where('kind', '=', 'combo')
      .where('entity_id', '=', combo.id)
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['create', 'update', 'archive', 'restore']);
    expect(new Set(actions.map((row) => row.store_id))).toEqual(new Set([KOTHRUD_STORE]));
  });
});
