// The demo catalogue's own texts in Marathi (मराठी), stored in catalog_translations (migration 011):
// category names, section titles and subtitles, store names, descriptions and addresses, and store
// category names, by slug; item names and descriptions by product, and promo slider and slide texts
// by name (translations-mr-items.ts); combos by slug, and addons, addon groups, variants and
// nutrition facts by their English text (translations-mr-options.ts). The seed turns them into rows by the records' ids; a slug that is not in
// the catalogue is a mistake here and stops the seed.
import type { Insertable } from 'kysely';
import type { CatalogTranslationsTable } from '../../db/schema.ts';
import { ITEM_TEXTS_MR, SLIDE_TEXTS_MR, SLIDER_NAMES_MR } from './translations-mr-items.ts';
import {
  ADDON_CATEGORY_NAMES_MR,
  ADDON_NAMES_MR,
  COMBO_TEXTS_MR,
  NUTRIENT_NAMES_MR,
  nutrientValueMr,
  VARIANT_NAMES_MR,
} from './translations-mr-options.ts';

const CATEGORY_NAMES: Readonly<Record<string, string>> = {
  fruits: 'फळे',
  vegetables: 'भाज्या',
  'leafy-greens': 'पालेभाज्या',
  exotic: 'परदेशी भाज्या',
  'dairy-eggs': 'दूध आणि अंडी',
  bakery: 'बेकरी',
  'staples-grains': 'धान्य आणि पीठ',
  pulses: 'डाळी',
  spices: 'मसाले',
  'oils-ghee': 'तेल आणि तूप',
  snacks: 'खाऊ',
  beverages: 'पेये',
  'meat-fish': 'मांस आणि मासे',
  sweets: 'मिठाई',
  'ready-to-cook': 'झटपट स्वयंपाक',
  frozen: 'गोठवलेले',
};

const STORE_CATEGORY_NAMES: Readonly<Record<string, string>> = {
  'fruits-veg': 'फळे आणि भाज्यांची शेते',
  dairy: 'दूध डेअरी',
  bakery: 'बेकरी',
  organic: 'सेंद्रिय',
  'meat-fish': 'मांस आणि मासे',
  'staples-spices': 'धान्य आणि मसाले',
};

const SECTION_TEXTS: Readonly<Record<string, { title: string; subtitle?: string }>> = {
  'fresh-this-morning': { title: 'आज सकाळचे ताजे', subtitle: 'पुण्याजवळच्या शेतांतून पहाटे तोडलेले' },
  'dairy-and-breakfast': { title: 'दूध आणि न्याहारी', subtitle: 'A2 दूध, पनीर, अंडी आणि ताजा ब्रेड' },
  'leafy-greens': { title: 'पालेभाज्या', subtitle: 'मेथी, पालक, शेपू आणि बरेच काही, जुडीत बांधलेले' },
  'pantry-staples': { title: 'रोजचे धान्य', subtitle: 'तांदूळ, आटा, डाळ आणि मसाले' },
  'deals-of-the-day': { title: 'आजच्या ऑफर्स', subtitle: 'ताज्या किमती, फक्त आज' },
  'best-prices-today': { title: 'आजच्या सर्वोत्तम किमती' },
  'staples-savings': { title: 'धान्यावर मोठी बचत' },
  'meat-fish-offers': { title: 'मांस आणि माशांवर ऑफर', subtitle: 'ऑर्डरनुसार साफ करून कापलेले' },
  'alphonso-season': { title: 'हापूसचा हंगाम', subtitle: 'रत्नागिरी आणि देवगड, थेट बागेतून' },
  'lightning-deals': { title: 'झटपट ऑफर्स', subtitle: 'स्टॉक असेपर्यंत' },
  'deals-by-the-kilo': { title: 'किलोवर ऑफर्स', subtitle: 'तुम्हाला हवा तो पॅक निवडा' },
  'frequently-bought': { title: 'नेहमी घेतले जाणारे', subtitle: 'पुणे दर आठवड्याला काय मागवते' },
  'frequently-bought-kothrud': { title: 'कोथरूडमध्ये नेहमी घेतले जाणारे' },
  'frequently-bought-aundh': { title: 'औंधमध्ये नेहमी घेतले जाणारे' },
  'shop-by-need': { title: 'गरजेनुसार खरेदी', subtitle: 'एक टॅब निवडा' },
  'daily-essentials': { title: 'रोजच्या गरजा' },
  'healthy-and-organic': { title: 'आरोग्यदायी आणि सेंद्रिय' },
  'sunday-special': { title: 'रविवार विशेष' },
  'mango-mania': { title: 'आंबा महोत्सव' },
  recommended: { title: 'तुमच्यासाठी निवडलेले', subtitle: 'या आठवड्यातील ग्राहकांच्या आवडी' },
  'kothrud-favourites': { title: 'कोथरूडच्या आवडी', subtitle: 'फक्त फार्मकार्ट कोथरूडमध्ये' },
  'exotic-corner': { title: 'परदेशी भाज्यांचा कोपरा', subtitle: 'ॲव्होकॅडो, बेरी आणि पॉलीहाऊस भाज्या' },
  'festive-sweets': { title: 'सणासुदीची मिठाई', subtitle: 'मोदक, लाडू आणि श्रीखंड' },
  'monsoon-specials': { title: 'पावसाळी विशेष' },
};

const STORE_TEXTS: Readonly<Record<string, { name: string; description: string; address: string }>> = {
  'farmcart-kothrud': {
    name: 'फार्मकार्ट कोथरूड',
    description: 'पौड रोडवरील आमचे मुख्य दुकान: मुळशी आणि मावळच्या शेतांतून रोज सकाळी भाज्या, दूध, धान्य आणि हंगामातील पहिले हापूस.',
    address: 'दुकान 4, साई प्लाझा, पौड रोड, कोथरूड, पुणे 411038',
  },
  'baner-green-basket': {
    name: 'बाणेर ग्रीन बास्केट',
    description: 'बाणेर, बालेवाडी आणि औंधसाठी ताजी फळे, पालेभाज्या आणि रोजचे धान्य, अंतरानुसार डिलिव्हरी.',
    address: '12 बाणेर रोड, बालेवाडी फाट्याजवळ, बाणेर, पुणे 411045',
  },
  'koregaon-park-organics': {
    name: 'कोरेगाव पार्क ऑरगॅनिक्स',
    description: 'पुणे जिल्ह्यातील छोट्या शेतांतून प्रमाणित सेंद्रिय भाज्या, परदेशी भाज्या आणि घाण्याचे तेल.',
    address: 'लेन 6, नॉर्थ मेन रोड, कोरेगाव पार्क, पुणे 411001',
  },
  'aundh-dairy-bakehouse': {
    name: 'औंध डेअरी आणि बेकहाऊस',
    description: 'गीर गायींचे A2 दूध, ताजे पनीर आणि दही, आणि पहाटे भाजलेला सावरडो ब्रेड.',
    address: 'डीपी रोड, औंध चेस्ट हॉस्पिटलजवळ, औंध, पुणे 411007',
  },
  'viman-nagar-fresh-catch': {
    name: 'विमान नगर फ्रेश कॅच',
    description: 'ताजे चिकन, मटण आणि कोकणातील मासे, ऑर्डरनुसार साफ करून कापलेले.',
    address: 'दत्त मंदिर चौक, विमान नगर, पुणे 411014',
  },
  'hadapsar-mandi-express': {
    name: 'हडपसर मंडी एक्सप्रेस',
    description: 'रोजच्या भाज्या आणि धान्य मंडीच्या दरात, फक्त हडपसरच्या 3 किमी परिसरात डिलिव्हरी.',
    address: 'सोलापूर रोड, गाडीतळाजवळ, हडपसर, पुणे 411028',
  },
  'shivajinagar-spice-market': {
    name: 'शिवाजीनगर मसाला बाजार',
    description: 'अख्खे आणि दळलेले मसाले, तयार मसाले आणि डाळी. नूतनीकरणासाठी बंद.',
    address: 'जंगली महाराज रोड, शिवाजीनगर, पुणे 411005',
  },
  'lonavala-chikki-farm-store': {
    name: 'लोणावळा चिक्की आणि फार्म स्टोअर',
    description: 'लोणावळ्याची चिक्की, फज आणि डोंगरातील शेतमाल; फक्त लोणावळा आणि खंडाळा परिसरात डिलिव्हरी.',
    address: 'जुना मुंबई–पुणे महामार्ग, लोणावळा बाजाराजवळ, लोणावळा 410401',
  },
  'mulshi-valley-farm': {
    name: 'मुळशी व्हॅली फार्म',
    description: 'मुळशी धरणाजवळचे आमचे शेत: शेतावरचा माल, तांदूळ आणि गूळ घेऊन जा, आणि शनिवार-रविवारी शेत भेट बुक करा.',
    address: 'गाव मुळशी, ताम्हिणी रोड, मुळशी, पुणे 412108',
  },
};

/** The demo's membership plans (seed/demo/users.ts), by slug: name and description. */
const PLAN_TEXTS_MR: Readonly<Record<string, { name: string; description: string }>> = {
  'monthly-10kg': { name: 'मासिक', description: 'दर महिन्याला 10 किलो किराणा सदस्य दरात. दोघांसाठी योग्य.' },
  'quarterly-35kg': { name: 'त्रैमासिक', description: 'तीन महिन्यांत 35 किलो, सदस्य दरात. चौघांच्या कुटुंबासाठी योग्य.' },
  'annual-150kg': {
    name: 'वार्षिक',
    description: 'वर्षभरात 150 किलो सदस्य दरात, आणि हापूस आंब्यांच्या आगाऊ नोंदणीत प्राधान्य.',
  },
};

/** The demo's coupons (seed/demo/offers.ts), by code: what the cart's offers list shows (decision 0334). */
const COUPON_TEXTS_MR: Readonly<Record<string, { name: string; description: string }>> = {
  FRESH20: {
    name: 'ताज्या किराण्यावर 20% सूट',
    description: '20% सूट, ₹100 पर्यंत, प्रत्येक डिलिव्हरी दुकानात. प्रत्येक ग्राहकाला एकदा.',
  },
  FLAT50: { name: 'सरळ ₹50 सूट', description: '₹299 किंवा अधिकच्या ऑर्डरवर ₹50 सूट.' },
  KOTHRUD10: { name: 'कोथरूड दुकानात 10% सूट', description: 'आमच्या कोथरूड दुकानात सगळ्यावर 10% सूट.' },
  MANGO15: { name: 'आंब्याच्या हंगामात 15% सूट', description: '15% सूट, ₹150 पर्यंत, हापूस विकणाऱ्या दुकानांत.' },
  EXPIRED10: { name: 'दिवाळी 2025', description: '10% सूट (2025 मध्ये संपली).' },
  LIMITED3: { name: 'फक्त पहिल्या तिघांना', description: 'पहिल्या तीन ऑर्डरवर ₹75 सूट.' },
  MONSOON25: { name: 'पावसाळी 25% सूट', description: 'दुकानाने बंद केलेली.' },
};

type Row = Insertable<CatalogTranslationsTable>;

interface Slugged {
  id?: number | undefined;
  slug: string;
}

function rowsOf<T extends Record<string, string | undefined>>(
  entity: string,
  texts: Readonly<Record<string, T>>,
  records: readonly Slugged[],
): Row[] {
  return Object.entries(texts).flatMap(([slug, fields]) => {
    const id = records.find((record) => record.slug === slug)?.id;
    if (id === undefined) throw new Error(`translations-mr.ts: no ${entity} with slug ${slug}`);
    return Object.entries(fields).flatMap(([field, text]) =>
      text === undefined ? [] : [{ language_code: 'mr', entity, entity_id: id, field, text }],
    );
  });
}

interface Named {
  id: number;
  name: string;
}

/** Rows for records found by `keyOf` in `texts`; a key of `texts` that no record has stops the seed. */
function rowsByKey<R extends { id: number }>(
  entity: string,
  texts: Readonly<Record<string, Readonly<Record<string, string>>>>,
  records: readonly R[],
  keyOf: (record: R) => string,
): Row[] {
  const keys = new Set(records.map(keyOf));
  for (const key of Object.keys(texts))
    if (!keys.has(key)) throw new Error(`translations-mr: no ${entity} named ${key}`);
  return records.flatMap((record) =>
    Object.entries(texts[keyOf(record)] ?? {}).map(([field, text]) => ({
      language_code: 'mr',
      entity,
      entity_id: record.id,
      field,
      text,
    })),
  );
}

/**
 * Rows naming every record in Marathi by its English name (addons, addon groups, variants): each
 * record's name must be in `names`, so no choice of the demo shop is left English.
 */
function rowsByName(entity: string, names: Readonly<Record<string, string>>, records: readonly Named[]): Row[] {
  return records.map((record) => {
    const text = names[record.name];
    if (text === undefined) throw new Error(`translations-mr: no Marathi for the ${entity} ${record.name}`);
    return { language_code: 'mr', entity, entity_id: record.id, field: 'name', text };
  });
}

/** Each item's nutrition table in Marathi (the whole table in one row: services/shop/translations.ts, factsIn). */
function factRows(items: readonly { id: number; nutritional_facts: string | null }[]): Row[] {
  return items.flatMap((item) => {
    if (item.nutritional_facts === null) return [];
    const facts = JSON.parse(item.nutritional_facts) as { name: string; value: string }[];
    const marathi = facts.map((fact) => {
      const name = NUTRIENT_NAMES_MR[fact.name];
      if (name === undefined) throw new Error(`translations-mr: no Marathi for the nutrient ${fact.name}`);
      return { name, value: nutrientValueMr(fact.value) };
    });
    return [
      {
        language_code: 'mr',
        entity: 'item',
        entity_id: item.id,
        field: 'nutritional_facts',
        text: JSON.stringify(marathi),
      },
    ];
  });
}

/** The Marathi rows of catalog_translations for the demo catalogue's records. */
export function marathiTranslationRows(catalog: {
  categories: readonly Slugged[];
  storeCategories: readonly Slugged[];
  sections: readonly Slugged[];
  stores: readonly Slugged[];
  /** Every store's items: each gets its product's (link_slug's) texts. */
  items: readonly { id: number; link_slug: string }[];
  sliders: readonly Named[];
  slides: readonly Named[];
  /** Items with their nutrition tables (every item; those without one get no row). */
  facts: readonly { id: number; nutritional_facts: string | null }[];
  combos: readonly Slugged[];
  addonCategories: readonly Named[];
  addons: readonly Named[];
  variants: readonly Named[];
  /** Every membership plan must have its Marathi. */
  plans: readonly Slugged[];
  /** Every coupon must have its Marathi. */
  coupons: readonly { id: number; code: string }[];
}): Row[] {
  const plainPlans = catalog.plans.filter((plan) => PLAN_TEXTS_MR[plan.slug] === undefined);
  if (plainPlans[0]) throw new Error(`translations-mr: no Marathi for the membership plan ${plainPlans[0].slug}`);
  const itemTexts = Object.fromEntries(
    Object.entries(ITEM_TEXTS_MR).map(([key, [name, description]]) => [key, { name, description }]),
  );
  const slideTexts = Object.fromEntries(
    Object.entries(SLIDE_TEXTS_MR).map(([key, [name, alt]]) => [key, { name, alt }]),
  );
  const untranslated = catalog.combos.filter((combo) => COMBO_TEXTS_MR[combo.slug] === undefined);
  if (untranslated[0]) throw new Error(`translations-mr: no Marathi for the combo ${untranslated[0].slug}`);
  const names = (texts: Readonly<Record<string, string>>) =>
    Object.fromEntries(Object.entries(texts).map(([slug, name]) => [slug, { name }]));
  return [
    ...rowsOf('category', names(CATEGORY_NAMES), catalog.categories),
    ...rowsOf('store_category', names(STORE_CATEGORY_NAMES), catalog.storeCategories),
    ...rowsOf('section', SECTION_TEXTS, catalog.sections),
    ...rowsOf('store', STORE_TEXTS, catalog.stores),
    ...rowsByKey('item', itemTexts, catalog.items, (item) => item.link_slug),
    ...rowsByKey('promo_slider', names(SLIDER_NAMES_MR), catalog.sliders, (slider) => slider.name),
    ...rowsByKey('promo_slide', slideTexts, catalog.slides, (slide) => slide.name),
    ...rowsOf(
      'combo',
      Object.fromEntries(
        Object.entries(COMBO_TEXTS_MR).map(([slug, [name, description]]) => [slug, { name, description }]),
      ),
      catalog.combos,
    ),
    ...rowsByName('addon_category', ADDON_CATEGORY_NAMES_MR, catalog.addonCategories),
    ...rowsByName('addon', ADDON_NAMES_MR, catalog.addons),
    ...rowsByName('variant', VARIANT_NAMES_MR, catalog.variants),
    ...factRows(catalog.facts),
    ...rowsOf('membership_plan', PLAN_TEXTS_MR, catalog.plans),
    ...catalog.coupons.flatMap((coupon) => {
      const texts = COUPON_TEXTS_MR[coupon.code];
      if (texts === undefined) throw new Error(`translations-mr: no Marathi for the coupon ${coupon.code}`);
      return rowsByKey('coupon', { [coupon.code]: texts }, [coupon], (row) => row.code);
    }),
  ];
}
