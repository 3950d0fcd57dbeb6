// Every image the demo shop references, by URL path (e.g. '/images/items/mango.svg'),
// drawn locally and deterministically: no network, no randomness.
// `node src/server/seed/demo/images/generate.ts [outDir]` writes them to disk.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  bannerPicture,
  farmBadge,
  headerPicture,
  leafBackground,
  memberCard,
  sunriseBackground,
  tallBackground,
  tilePicture,
  weighScale,
  type BannerSpec,
} from './banners.ts';
import { ITEM_PICTURES } from './item-pictures.ts';
import { comboPicture, farmPicture, groupPicture, itemPicture, storePicture, type StoreLook } from './scenes.ts';

const CATEGORY_GROUPS: Readonly<Record<string, readonly [string, string, readonly string[]]>> = {
  fruits: ['Fruits: banana, mango and apple', '#ffe2b0', ['banana', 'apple', 'mango']],
  vegetables: ['Vegetables: onion, capsicum and tomato', '#d6efc8', ['onion', 'capsicum', 'tomato']],
  'leafy-greens': ['Leafy greens: a bunch of spinach', '#d3edc6', ['spinach']],
  exotic: ['Exotic: avocado, strawberries and broccoli', '#e3f1c6', ['avocado', 'strawberry', 'broccoli']],
  'dairy-eggs': ['Dairy and eggs: milk, eggs and paneer', '#d6e6f8', ['milk', 'eggs', 'paneer']],
  bakery: ['Bakery: pav, bread and sourdough', '#f8dfc0', ['pav', 'bread', 'sourdough']],
  'staples-grains': ['Staples: atta and basmati rice', '#efe2c8', ['atta', 'rice']],
  pulses: ['Pulses: toor dal and rajma', '#f6e3bd', ['dal-toor', 'rajma']],
  spices: ['Spices: turmeric and chilli powder', '#fbd6c2', ['spice-turmeric', 'spice-chilli']],
  'oils-ghee': ['Oils and ghee', '#f8e8b8', ['oil-groundnut', 'ghee']],
  snacks: ['Snacks: banana chips and chivda', '#fde3c0', ['chips', 'chivda']],
  beverages: ['Beverages: kokum sherbet and tea', '#eedbf0', ['kokum', 'tea']],
  'meat-fish': ['Meat and fish: rohu and chicken', '#fbd5d0', ['fish-rohu', 'chicken']],
  sweets: ['Sweets: laddoo and modak', '#fbdcc4', ['laddoo', 'modak']],
  'ready-to-cook': ['Ready to cook: batter and misal kit', '#dde3f5', ['batter', 'misal-kit']],
  frozen: ['Frozen: sweet corn and peas', '#dbeefa', ['sweet-corn']],
};

const STORE_CATEGORY_GROUPS: Readonly<Record<string, readonly [string, string, readonly string[]]>> = {
  'fruits-veg': ['Fruit and vegetable farms', '#dff0cf', ['tomato', 'banana']],
  dairy: ['Dairy', '#dbe8f8', ['milk', 'curd']],
  bakery: ['Bakery', '#f8e1c4', ['sourdough', 'pav']],
  organic: ['Organic', '#e3f1c6', ['spinach', 'avocado']],
  'meat-fish': ['Meat and fish', '#fbd9d4', ['fish-surmai', 'chicken']],
  'staples-spices': ['Staples and spices', '#f3e3c8', ['rice', 'spice-turmeric']],
};

const STORES: Readonly<Record<string, StoreLook>> = {
  'farmcart-kothrud': {
    sign: 'FarmCart Kothrud',
    colour: '#1b7a3a',
    goods: ['mango', 'tomato', 'milk'],
    crates: ['#ff9f1c', '#e8362a'],
  },
  'baner-green-basket': {
    sign: 'Green Basket',
    colour: '#2e9e4f',
    goods: ['banana', 'onion'],
    crates: ['#ffd93b', '#b8446c'],
  },
  'koregaon-park-organics': {
    sign: 'KP Organics',
    colour: '#6a8f2a',
    goods: ['avocado', 'broccoli', 'strawberry'],
    crates: ['#3d6b2a', '#e8283c'],
  },
  'aundh-dairy-bakehouse': {
    sign: 'Dairy & Bakehouse',
    colour: '#2d6fb5',
    goods: ['milk', 'sourdough', 'pav'],
    crates: ['#e39a45', '#f7dcc0'],
  },
  'viman-nagar-fresh-catch': {
    sign: 'Fresh Catch',
    colour: '#c0392b',
    goods: ['fish-surmai', 'prawns', 'chicken'],
    crates: ['#f6e37a', '#8fd16a'],
  },
  'hadapsar-mandi-express': {
    sign: 'Mandi Express',
    colour: '#e67e22',
    goods: ['potato', 'onion', 'cauliflower'],
    crates: ['#c99a5a', '#b8446c'],
  },
  'shivajinagar-spice-market': {
    sign: 'Spice Market',
    colour: '#a0522d',
    goods: ['spice-turmeric', 'spice-chilli', 'dal-toor'],
    crates: ['#f4b400', '#cf2a1d'],
  },
  'lonavala-chikki-farm-store': {
    sign: 'Lonavala Chikki',
    colour: '#d35400',
    goods: ['chikki', 'fudge', 'strawberry'],
    crates: ['#d98b1f', '#e8283c'],
    hills: true,
  },
};

const COMBOS: Readonly<Record<string, readonly [string, string, readonly string[]]>> = {
  'weekly-veggie-basket': [
    'Basket of tomatoes, onions, potatoes and greens',
    '#e8f5e4',
    ['tomato', 'onion', 'capsicum', 'potato'],
  ],
  'mango-lovers-box': [
    'Basket of Alphonso mangoes, pulp and shrikhand',
    '#fff1d0',
    ['mango', 'mango-pulp', 'shrikhand'],
  ],
  'dal-chawal-staples': ['Basket of rice, toor dal and ghee', '#fdf3e3', ['rice', 'ghee', 'dal-toor']],
  'breakfast-bundle': ['Basket of milk, eggs, sourdough and butter', '#f3efe6', ['milk', 'sourdough', 'eggs']],
  'sunday-chicken-feast': [
    'Basket of chicken, onions and masala',
    '#fde8e4',
    ['chicken', 'onion', 'spice-kanda-lasun'],
  ],
  'organic-salad-kit': [
    'Basket of avocado, broccoli, cherry tomatoes and cucumber',
    '#eef7e6',
    ['avocado', 'broccoli', 'cucumber'],
  ],
  'monsoon-pakoda-kit': [
    'Basket of onions, potatoes and green chillies',
    '#fff4d6',
    ['onion', 'potato', 'green-chilli'],
  ],
};

const TABS: Readonly<Record<string, readonly [string, string, readonly string[]]>> = {
  'tab-daily-essentials': ['Daily essentials', '#e2f3d8', ['onion', 'milk']],
  'tab-healthy': ['Healthy and organic', '#e3f1c6', ['avocado', 'spinach']],
  'tab-sunday': ['Sunday special', '#fbd9d4', ['chicken', 'fish-rohu']],
  'tab-mango': ['Mango mania', '#ffe2b0', ['mango']],
};

const G = {
  green: ['#e3f6dc', '#b9e4a8'],
  mango: ['#fff3c4', '#ffc35a'],
  cream: ['#fff6e8', '#f6dcb5'],
  blue: ['#e6f0fb', '#bcd6f2'],
  rose: ['#ffe9e4', '#f9c2b6'],
  lilac: ['#f4ecfa', '#dcc7ef'],
} as const;
const ink = '#14321f';

function spec(
  title: string,
  headline: readonly string[],
  cta: string | null,
  bg: readonly [string, string],
  accent: string,
  group: BannerSpec['group'],
): BannerSpec {
  return { title, headline, cta, bg, ink, accent, group };
}

// Headlines of at most two lines of about 11 characters: the text is 12 CSS px or more on a phone
// (BANNER_MIN_TEXT); the slide's alt text carries the whole offer.
const BANNERS: Readonly<Record<string, BannerSpec>> = {
  'mango-season': spec('Alphonso mango season banner', ['Alphonso', 'is here'], 'Shop now', G.mango, '#e8782a', [
    ['mango-box', 930, 240, 0.98],
    ['mango', 1100, 320, 0.55],
  ]),
  'fresh-vegetables': spec('Fresh vegetables banner', ['Farm-fresh', 'vegetables'], 'Shop now', G.green, '#1b7a3a', [
    ['tomato', 930, 280, 0.61],
    ['capsicum', 1040, 220, 0.61],
    ['onion', 1110, 320, 0.51],
  ]),
  'free-delivery-kothrud': spec(
    'Free delivery at FarmCart Kothrud',
    ['Free delivery', 'above ₹499'],
    'Visit store',
    G.cream,
    '#1b7a3a',
    [
      ['milk', 960, 250, 0.61],
      ['sourdough', 1090, 310, 0.55],
    ],
  ),
  'mango-gift-box': spec('Devgad Alphonso gift box', ['Devgad', 'gift box'], 'Reserve', G.mango, '#b5471b', [
    ['mango-box', 960, 250, 1.0],
  ]),
  'store-organics': spec('Koregaon Park Organics', ['Certified', 'organic'], 'Open store', G.green, '#6a8f2a', [
    ['avocado', 930, 260, 0.67],
    ['broccoli', 1080, 290, 0.67],
  ]),
  'store-bakehouse': spec('Aundh Dairy and Bakehouse', ['Dairy &', 'Bakehouse'], 'Open store', G.blue, '#2d6fb5', [
    ['milk', 930, 260, 0.67],
    ['sourdough', 1080, 300, 0.67],
  ]),
  'store-fresh-catch': spec('Viman Nagar Fresh Catch', ['Fresh fish', '& chicken'], 'Open store', G.rose, '#c0392b', [
    ['fish-surmai', 950, 260, 0.79],
    ['prawns', 1100, 320, 0.51],
  ]),
  'offer-dairy': spec('Dairy and eggs offer', ['Dairy &', 'eggs'], 'Shop now', G.blue, '#2d6fb5', [
    ['paneer', 920, 270, 0.67],
    ['eggs', 1080, 280, 0.67],
  ]),
  'offer-bakery': spec('Bakery offer', ['Sourdough', '& pav'], 'Shop now', G.cream, '#b8742f', [
    ['sourdough', 940, 270, 0.67],
    ['pav', 1090, 290, 0.61],
  ]),
  'offer-spices': spec('Spices offer', ['Goda', 'masala'], 'Shop now', G.rose, '#b3361a', [
    ['spice-turmeric', 920, 280, 0.67],
    ['spice-chilli', 1080, 280, 0.67],
  ]),
  'offer-pulses': spec('Pulses offer', ['Dals from', 'Latur'], 'Shop now', G.cream, '#b5793d', [
    ['dal-toor', 920, 280, 0.67],
    ['rajma', 1080, 290, 0.61],
  ]),
  'weekend-chicken': spec('Sunday chicken offer', ['Chicken', '10% off'], 'Order now', G.rose, '#c0392b', [
    ['chicken', 960, 260, 1.0],
  ]),
  'weekend-chikki': spec('Lonavala chikki and fudge', ['Lonavala', 'chikki'], 'See store', G.mango, '#d35400', [
    ['chikki', 930, 270, 0.67],
    ['fudge', 1090, 290, 0.61],
  ]),
  'farm-story': spec('Grown on our Mulshi farm', ['Grown in', 'Mulshi'], null, G.green, '#1b7a3a', [
    [farmBadge, 970, 250, 0.98],
  ]),
  'organic-week': spec('Organic week', ['Organic', 'week'], null, G.green, '#6a8f2a', [['spinach', 970, 250, 0.98]]),
  'farm-to-home': spec('From farm to home in 30 minutes', ['Home in', '30 minutes'], null, G.mango, '#1b7a3a', [
    ['tomato', 960, 280, 0.61],
    ['milk', 1090, 270, 0.61],
  ]),
  'cloth-bag-promo': spec('A free cloth bag with your order', ['Free', 'cloth bag'], null, G.cream, '#1b7a3a', [
    ['cloth-bag', 970, 260, 0.98],
  ]),
  'members-mart': spec('Members mart', ['Buy by', 'weight'], null, G.green, '#1b7a3a', [[weighScale, 970, 250, 1.0]]),
  'membership-plans': spec('Membership plans', ['10 kg/month', 'from ₹499'], null, G.mango, '#1b7a3a', [
    [memberCard, 990, 250, 1.0],
  ]),
  'farm-visit': spec('Book a farm visit', ['Visit our', 'farm'], null, G.lilac, '#6d4c8a', [
    [farmBadge, 970, 250, 0.98],
  ]),
  'dairy-breakfast': spec('Dairy and breakfast', ['Dairy &', 'breakfast'], null, G.blue, '#2d6fb5', [
    ['milk', 930, 260, 0.67],
    ['eggs', 1090, 280, 0.61],
  ]),
  'leafy-greens': spec('Leafy greens', ['Leafy', 'greens'], null, G.green, '#1b7a3a', [['coriander', 970, 240, 0.98]]),
};

/**
 * The banners' words in Marathi: the headline's lines and the button (only where the English one
 * draws a button). Each is drawn again under /images/mr/ (domain/pictures.ts, PICTURES_IN_LANGUAGES).
 */
const BANNER_WORDS_MR: Readonly<Record<string, readonly [readonly string[], string | null]>> = {
  'mango-season': [['हापूस', 'आला आहे'], 'आता खरेदी करा'],
  'fresh-vegetables': [['शेतातल्या', 'ताज्या भाज्या'], 'आता खरेदी करा'],
  'free-delivery-kothrud': [['₹499 वर', 'मोफत डिलिव्हरी'], 'दुकान पाहा'],
  'mango-gift-box': [['देवगड', 'भेट बॉक्स'], 'राखून ठेवा'],
  'store-organics': [['प्रमाणित', 'सेंद्रिय'], 'दुकान उघडा'],
  'store-bakehouse': [['डेअरी आणि', 'बेकहाउस'], 'दुकान उघडा'],
  'store-fresh-catch': [['ताजे मासे', 'आणि चिकन'], 'दुकान उघडा'],
  'offer-dairy': [['दूध आणि', 'अंडी'], 'आता खरेदी करा'],
  'offer-bakery': [['सावरडो', 'आणि पाव'], 'आता खरेदी करा'],
  'offer-spices': [['गोडा', 'मसाला'], 'आता खरेदी करा'],
  'offer-pulses': [['लातूरच्या', 'डाळी'], 'आता खरेदी करा'],
  'weekend-chicken': [['चिकन', '10% सूट'], 'आता ऑर्डर करा'],
  'weekend-chikki': [['लोणावळा', 'चिक्की'], 'दुकान पाहा'],
  'farm-story': [['मुळशीत', 'पिकवलेले'], null],
  'organic-week': [['सेंद्रिय', 'सप्ताह'], null],
  'farm-to-home': [['30 मिनिटांत', 'घरपोच'], null],
  'cloth-bag-promo': [['मोफत', 'कापडी पिशवी'], null],
  'members-mart': [['वजनाने', 'खरेदी करा'], null],
  'membership-plans': [['10 किलो/महिना', '₹499 पासून'], null],
  'farm-visit': [['आमच्या शेताला', 'भेट द्या'], null],
  'dairy-breakfast': [['दूध आणि', 'न्याहारी'], null],
  'leafy-greens': [['पालेभाज्या'], null],
};

/** The sliders' header strips: the English title drawn, the Marathi one, the colour and the products shown. */
const HEADERS: Readonly<Record<string, readonly [string, string, string, readonly string[]]>> = {
  'header-stores': ['Speciality stores', 'खास दुकाने', '#1b7a3a', ['tomato', 'milk', 'fish-surmai']],
  'header-weekend': ['Weekend specials', 'वीकेंड विशेष', '#c2410c', ['chicken', 'chikki', 'mango']],
};

/** '/images/banners/x.svg' → '/images/mr/banners/x.svg'. */
const inMarathi = (path: string): string => path.replace(/^\/images\//, '/images/mr/');

const BANNER_FOLDER: Readonly<Record<string, string>> = {
  'members-mart': 'membership',
  'membership-plans': 'membership',
  'dairy-breakfast': 'sections',
  'leafy-greens': 'sections',
};

/** Every image path → its SVG text. */
export function renderImages(): Map<string, string> {
  const images = new Map<string, string>();
  const add = (path: string, svg: string) => {
    if (images.has(path)) throw new Error(`Image ${path} drawn twice`);
    images.set(path, svg);
  };
  for (const name of Object.keys(ITEM_PICTURES)) add(`/images/items/${name}.svg`, itemPicture(name));
  for (const [slug, [title, tint, names]] of Object.entries(CATEGORY_GROUPS))
    add(`/images/categories/${slug}.svg`, groupPicture(title, tint, names));
  for (const [slug, [title, tint, names]] of Object.entries(STORE_CATEGORY_GROUPS))
    add(`/images/store-categories/${slug}.svg`, groupPicture(title, tint, names));
  for (const [slug, look] of Object.entries(STORES))
    add(`/images/stores/${slug}.svg`, storePicture(`${look.sign} storefront`, look));
  add('/images/stores/mulshi-valley-farm.svg', farmPicture('Mulshi Valley Farm: fields by the lake and the farmhouse'));
  for (const [slug, [title, tint, names]] of Object.entries(COMBOS))
    add(`/images/combos/${slug}.svg`, comboPicture(title, tint, names));
  for (const [name, [title, tint, names]] of Object.entries(TABS))
    add(`/images/sections/${name}.svg`, groupPicture(title, tint, names));
  for (const [name, banner] of Object.entries(BANNERS)) {
    const path = `/images/${BANNER_FOLDER[name] ?? 'banners'}/${name}.svg`;
    add(path, bannerPicture(banner));
    const marathi = BANNER_WORDS_MR[name];
    if (!marathi) throw new Error(`No Marathi words for the banner ${name}`);
    const [headline, cta] = marathi;
    if ((cta === null) !== (banner.cta === null))
      throw new Error(`The Marathi ${name} must draw a button as the English one does`);
    add(inMarathi(path), bannerPicture({ ...banner, headline, cta }));
  }
  add('/images/banners/tile-fruits.svg', tilePicture('Fruits', 'mango', '#ffd98a'));
  add('/images/banners/tile-greens.svg', tilePicture('Leafy greens', 'spinach', '#bfe3a8'));
  add('/images/banners/tile-exotic.svg', tilePicture('Exotic', 'avocado', '#d7ea9f'));
  for (const [name, [english, marathi, colour, names]] of Object.entries(HEADERS)) {
    add(`/images/banners/${name}.svg`, headerPicture(english, english, colour, names));
    add(inMarathi(`/images/banners/${name}.svg`), headerPicture(english, marathi, colour, names));
  }
  add('/images/banners/campaign-bg.svg', leafBackground('Green leaves'));
  add('/images/sections/fresh-morning-bg.svg', sunriseBackground('Sunrise over green fields'));
  add('/images/sections/mango-orchard-bg.svg', tallBackground('Mango orchard at golden hour', 'orchard'));
  add('/images/sections/festive-bg.svg', tallBackground('Festive rangoli and diyas', 'festive'));
  return images;
}

/** Writes every image under outDir (the URL path minus '/images'). Returns the count. */
export function writeImages(outDir: string): number {
  const images = renderImages();
  for (const [path, svg] of images) {
    const file = join(outDir, path.replace(/^\/images\//, ''));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, svg);
  }
  return images.size;
}
