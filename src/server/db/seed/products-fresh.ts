// The fresh half of the catalogue: fruits, vegetables, leafy greens and exotics.
// Prices are list prices in whole rupees (Pune, 2026); each store scales them by its
// price factor. Nutritional facts are per 100 g (IFCT/USDA typical values).
import { G, KG, PC, nf, v, type ProductDef } from './catalog-types.ts';

const VEG_ADDONS = ['cutting-style', 'add-extras'] as const;

export const FRESH_PRODUCTS: readonly ProductDef[] = [
  // Fruits
  {
    key: 'alphonso-mango', name: 'Alphonso Mango (Ratnagiri)', category: 'fruits', image: 'mango', veg: true,
    description: 'GI-tagged Ratnagiri Hapus, naturally ripened in hay. Saffron flesh, no fibre, the taste of a Konkan summer.',
    variants: [v('1 kg (3–4 pc)', KG, 1, 349), v('1 dozen', PC, 12, 999)], deal: 10, member: true, recommended: true,
    bgImage: '/images/sections/mango-orchard-bg.svg', facts: nf(60, 15, 0.8, 0.4, 1.6, ['Vitamin C', '36 mg']),
  },
  {
    // Concurrency tests: exactly 5 in stock, sold by one store only.
    key: 'limited-alphonso-mango-box', slug: 'limited-alphonso-mango-box', name: 'Devgad Alphonso Gift Box (Limited)',
    category: 'fruits', image: 'mango-box', veg: true,
    description: 'Twelve hand-picked Devgad Alphonsos in a wooden gift box. Only a few boxes each morning.',
    variants: [v('Box of 12', PC, 12, 1499)], addons: ['gift-pack'], recommended: true,
    facts: nf(60, 15, 0.8, 0.4, 1.6, ['Vitamin C', '36 mg']),
  },
  {
    key: 'alphonso-mango-preorder', name: 'Alphonso Mango Pre-order (Season 2027)', category: 'fruits', image: 'mango', veg: true,
    description: 'Reserve the first Ratnagiri Alphonsos of the 2027 season; delivered from 10 April.',
    variants: [v('1 dozen', PC, 12, 1199), v('2 dozen', PC, 24, 2299)], preAvailDate: '2027-04-10',
    facts: nf(60, 15, 0.8, 0.4, 1.6, ['Vitamin C', '36 mg']),
  },
  {
    key: 'kesar-mango-preorder', name: 'Kesar Mango Pre-order (2027)', category: 'fruits', image: 'mango-kesar', veg: true,
    description: 'Sweet, aromatic Kesar mangoes from Junagadh farms, delivered from mid-May 2027.',
    variants: [v('2 kg', KG, 2, 499)], preAvailDate: '2027-05-15', facts: nf(60, 15, 0.8, 0.4, 1.6, ['Vitamin C', '36 mg']),
  },
  {
    key: 'kesar-mango', name: 'Kesar Mango', category: 'fruits', image: 'mango-kesar', veg: true,
    description: 'Juicy Kesar mangoes, great for aamras.', variants: [v('1 kg', KG, 1, 249)], member: true,
    facts: nf(60, 15, 0.8, 0.4, 1.6, ['Vitamin C', '36 mg']),
  },
  {
    key: 'banana-yelakki', name: 'Banana (Yelakki)', category: 'fruits', image: 'banana', veg: true,
    description: 'Small, sweet Yelakki bananas from Jalgaon.', variants: [v('6 pc', PC, 6, 32), v('12 pc', PC, 12, 60)],
    defaultIndex: 1, facts: nf(89, 22.8, 1.1, 0.3, 2.6, ['Potassium', '358 mg']),
  },
  {
    key: 'shimla-apple', name: 'Shimla Apple', category: 'fruits', image: 'apple', veg: true,
    description: 'Crisp red apples from Himachal orchards.', variants: [v('500 g', G, 500, 110), v('1 kg', KG, 1, 210)],
    member: true, facts: nf(52, 13.8, 0.3, 0.2, 2.4, ['Vitamin C', '4.6 mg']),
  },
  {
    key: 'pomegranate-bhagwa', name: 'Pomegranate (Bhagwa)', category: 'fruits', image: 'pomegranate', veg: true,
    description: 'Deep red Bhagwa pomegranates from Solapur, full of juicy arils.', variants: [v('500 g', G, 500, 90), v('1 kg', KG, 1, 170)],
    deal: 12, member: true, facts: nf(83, 18.7, 1.7, 1.2, 4, ['Vitamin C', '10.2 mg']),
  },
  {
    key: 'nashik-grapes', name: 'Green Grapes (Nashik)', category: 'fruits', image: 'grapes', veg: true,
    description: 'Seedless Thompson grapes from Nashik vineyards.', variants: [v('500 g', G, 500, 60), v('1 kg', KG, 1, 110)],
    member: true, facts: nf(69, 18, 0.7, 0.2, 0.9, ['Potassium', '191 mg']),
  },
  {
    key: 'papaya', name: 'Papaya', category: 'fruits', image: 'papaya', veg: true,
    description: 'Ripe red-lady papaya, about 1 kg.', variants: [v('1 pc (~1 kg)', PC, 1, 55)], facts: nf(43, 10.8, 0.5, 0.3, 1.7, ['Vitamin C', '61 mg']),
  },
  {
    key: 'watermelon', name: 'Watermelon', category: 'fruits', image: 'watermelon', veg: true,
    description: 'Sweet kiran watermelon, about 2.5 kg.', variants: [v('1 pc (~2.5 kg)', PC, 1, 90)], facts: nf(30, 7.6, 0.6, 0.2, 0.4),
  },
  {
    key: 'nagpur-orange', name: 'Nagpur Orange', category: 'fruits', image: 'orange', veg: true,
    description: 'Tangy-sweet Nagpur santra.', variants: [v('500 g', G, 500, 65), v('1 kg', KG, 1, 120)], member: true,
    facts: nf(47, 11.8, 0.9, 0.1, 2.4, ['Vitamin C', '53 mg']),
  },
  {
    key: 'mosambi', name: 'Mosambi (Sweet Lime)', category: 'fruits', image: 'mosambi', veg: true,
    description: 'Juicy sweet lime for fresh juice.', variants: [v('1 kg', KG, 1, 90)], deal: 15, facts: nf(43, 9.3, 0.8, 0.3, 0.5, ['Vitamin C', '50 mg']),
  },
  {
    key: 'chikoo', name: 'Chikoo (Sapota)', category: 'fruits', image: 'chikoo', veg: true,
    description: 'Malty-sweet Gholvad chikoo from the Palghar coast.', variants: [v('500 g', G, 500, 60)], facts: nf(83, 20, 0.4, 1.1, 5.3),
  },
  {
    key: 'tender-coconut', name: 'Tender Coconut', category: 'fruits', image: 'coconut', veg: true,
    description: 'Green coconut with sweet water, opened on request.', variants: [v('1 pc', PC, 1, 55)], facts: nf(19, 3.7, 0.7, 0.2, 1.1, ['Potassium', '250 mg']),
  },
  // Vegetables
  {
    key: 'tomato', name: 'Tomato (Local)', category: 'vegetables', image: 'tomato', veg: true,
    description: 'Firm, ripe tomatoes from Narayangaon.', variants: [v('500 g', G, 500, 22), v('1 kg', KG, 1, 40)], deal: 20,
    member: true, addons: VEG_ADDONS, facts: nf(18, 3.9, 0.9, 0.2, 1.2, ['Vitamin C', '14 mg']),
  },
  {
    key: 'onion', name: 'Onion', category: 'vegetables', image: 'onion', veg: true,
    description: 'Red Nashik onions, dry and long-keeping.', variants: [v('1 kg', KG, 1, 38), v('2 kg', KG, 2, 72), v('5 kg', KG, 5, 175)],
    member: true, addons: VEG_ADDONS, facts: nf(40, 9.3, 1.1, 0.1, 1.7, ['Vitamin C', '7.4 mg']),
  },
  {
    key: 'potato', name: 'Potato', category: 'vegetables', image: 'potato', veg: true,
    description: 'All-purpose potatoes from Manchar.', variants: [v('1 kg', KG, 1, 35), v('2 kg', KG, 2, 66)], member: true,
    addons: VEG_ADDONS, facts: nf(77, 17, 2, 0.1, 2.2, ['Vitamin C', '19.7 mg']),
  },
  {
    key: 'carrot', name: 'Carrot (Ooty)', category: 'vegetables', image: 'carrot', veg: true,
    description: 'Sweet orange Ooty carrots.', variants: [v('500 g', G, 500, 35)], member: true, addons: VEG_ADDONS,
    facts: nf(41, 9.6, 0.9, 0.2, 2.8, ['Vitamin A', '835 µg']),
  },
  {
    key: 'cauliflower', name: 'Cauliflower', category: 'vegetables', image: 'cauliflower', veg: true,
    description: 'Tight white heads with fresh leaves.', variants: [v('1 pc (~500 g)', PC, 1, 40)], addons: ['cutting-style'],
    facts: nf(25, 5, 1.9, 0.3, 2, ['Vitamin C', '48 mg']),
  },
  {
    key: 'brinjal-bharta', name: 'Brinjal (Bharta)', category: 'vegetables', image: 'brinjal', veg: true,
    description: 'Large, glossy brinjals for smoky bharit.', variants: [v('500 g', G, 500, 30)], addons: VEG_ADDONS,
    facts: nf(25, 5.9, 1, 0.2, 3),
  },
  {
    key: 'bhindi', name: 'Lady Finger (Bhindi)', category: 'vegetables', image: 'okra', veg: true,
    description: 'Tender okra, picked young.', variants: [v('250 g', G, 250, 22), v('500 g', G, 500, 40)], addons: VEG_ADDONS,
    facts: nf(33, 7.5, 1.9, 0.2, 3.2, ['Vitamin C', '23 mg']),
  },
  {
    key: 'green-capsicum', name: 'Capsicum (Green)', category: 'vegetables', image: 'capsicum', veg: true,
    description: 'Crunchy green bell peppers.', variants: [v('250 g', G, 250, 25), v('500 g', G, 500, 45)], deal: 10,
    addons: VEG_ADDONS, facts: nf(20, 4.6, 0.9, 0.2, 1.7, ['Vitamin C', '80 mg']),
  },
  {
    key: 'cucumber', name: 'Cucumber', category: 'vegetables', image: 'cucumber', veg: true,
    description: 'Cool green cucumbers for koshimbir.', variants: [v('500 g', G, 500, 25)], addons: VEG_ADDONS, facts: nf(15, 3.6, 0.7, 0.1, 0.5),
  },
  {
    key: 'lemon', name: 'Lemon', category: 'vegetables', image: 'lemon', veg: true,
    description: 'Juicy thin-skinned lemons.', variants: [v('6 pc', PC, 6, 30), v('12 pc', PC, 12, 55)], facts: nf(29, 9.3, 1.1, 0.3, 2.8, ['Vitamin C', '53 mg']),
  },
  {
    key: 'green-chillies', name: 'Green Chillies', category: 'vegetables', image: 'green-chilli', veg: true,
    description: 'Medium-hot Jwala chillies.', variants: [v('100 g', G, 100, 12), v('250 g', G, 250, 25)], facts: nf(40, 9.5, 2, 0.2, 1.5, ['Vitamin C', '242 mg']),
  },
  {
    key: 'ginger', name: 'Ginger', category: 'vegetables', image: 'ginger', veg: true,
    description: 'Fresh, juicy ginger root.', variants: [v('100 g', G, 100, 18), v('250 g', G, 250, 40)], facts: nf(80, 17.8, 1.8, 0.8, 2),
  },
  {
    key: 'garlic', name: 'Garlic', category: 'vegetables', image: 'garlic', veg: true,
    description: 'Pungent desi garlic.', variants: [v('100 g', G, 100, 25), v('250 g', G, 250, 55)], facts: nf(149, 33, 6.4, 0.5, 2.1),
  },
  {
    key: 'sweet-corn', name: 'Sweet Corn', category: 'vegetables', image: 'sweet-corn', veg: true,
    description: 'American sweet corn cobs.', variants: [v('2 pc', PC, 2, 40)], deal: 10, facts: nf(86, 19, 3.3, 1.4, 2.7),
  },
  // Leafy greens
  {
    key: 'coriander', name: 'Coriander (Kothimbir)', category: 'leafy-greens', image: 'coriander', veg: true,
    description: 'A big fragrant bunch, roots on.', variants: [v('1 bunch', PC, 1, 15)], facts: nf(23, 3.7, 2.1, 0.5, 2.8, ['Vitamin K', '310 µg']),
  },
  {
    key: 'methi', name: 'Methi (Fenugreek Leaves)', category: 'leafy-greens', image: 'methi', veg: true,
    description: 'Tender methi for thepla and bhaji.', variants: [v('1 bunch', PC, 1, 18)], deal: 15, facts: nf(49, 6, 4.4, 0.9, 1.1, ['Iron', '1.9 mg']),
  },
  {
    key: 'palak', name: 'Spinach (Palak)', category: 'leafy-greens', image: 'spinach', veg: true,
    description: 'Dark green palak, washed.', variants: [v('1 bunch', PC, 1, 20)], facts: nf(23, 3.6, 2.9, 0.4, 2.2, ['Iron', '2.7 mg']),
  },
  {
    key: 'shepu', name: 'Shepu (Dill Leaves)', category: 'leafy-greens', image: 'dill', veg: true,
    description: 'Feathery dill for Maharashtrian shepuchi bhaji.', variants: [v('1 bunch', PC, 1, 18)], facts: nf(43, 7, 3.5, 1.1, 2.1),
  },
  {
    key: 'pudina', name: 'Mint (Pudina)', category: 'leafy-greens', image: 'mint', veg: true,
    description: 'Cooling mint for chutney and chaas.', variants: [v('1 bunch', PC, 1, 12)], facts: nf(44, 8.4, 3.3, 0.7, 6.8),
  },
  {
    key: 'curry-leaves', name: 'Curry Leaves', category: 'leafy-greens', image: 'curry-leaves', veg: true,
    description: 'Fresh kadhi patta sprigs.', variants: [v('50 g', G, 50, 10)], facts: nf(108, 18.7, 6.1, 1, 6.4),
  },
  {
    key: 'spring-onion', name: 'Spring Onion', category: 'leafy-greens', image: 'spring-onion', veg: true,
    description: 'Crisp spring onions with white bulbs.', variants: [v('1 bunch', PC, 1, 20)], facts: nf(32, 7.3, 1.8, 0.2, 2.6),
  },
  // Exotic
  {
    key: 'hass-avocado', name: 'Avocado (Hass)', category: 'exotic', image: 'avocado', veg: true,
    description: 'Creamy Hass avocados, ready to eat in 2 days.', variants: [v('1 pc', PC, 1, 149), v('2 pc', PC, 2, 279)],
    facts: nf(160, 8.5, 2, 14.7, 6.7),
  },
  {
    key: 'broccoli', name: 'Broccoli', category: 'exotic', image: 'broccoli', veg: true,
    description: 'Green broccoli from Talegaon polyhouses.', variants: [v('250 g', G, 250, 60)], deal: 15, addons: ['cutting-style'],
    facts: nf(34, 6.6, 2.8, 0.4, 2.6, ['Vitamin C', '89 mg']),
  },
  {
    key: 'mahabaleshwar-strawberry', name: 'Mahabaleshwar Strawberries', category: 'exotic', image: 'strawberry', veg: true,
    description: 'Sweet winter strawberries from the Mahabaleshwar hills.', variants: [v('200 g', G, 200, 90)], facts: nf(32, 7.7, 0.7, 0.3, 2, ['Vitamin C', '59 mg']),
  },
  {
    key: 'button-mushroom', name: 'Button Mushroom', category: 'exotic', image: 'mushroom', veg: true,
    description: 'Fresh white button mushrooms.', variants: [v('200 g', G, 200, 45)], addons: ['cutting-style'], facts: nf(22, 3.3, 3.1, 0.3, 1),
  },
  {
    key: 'cherry-tomato', name: 'Cherry Tomatoes', category: 'exotic', image: 'cherry-tomato', veg: true,
    description: 'Sweet red cherry tomatoes.', variants: [v('200 g', G, 200, 60)], facts: nf(18, 3.9, 0.9, 0.2, 1.2),
  },
  {
    key: 'kiwi', name: 'Kiwi', category: 'exotic', image: 'kiwi', veg: true,
    description: 'Tangy green kiwis.', variants: [v('3 pc', PC, 3, 99)], facts: nf(61, 14.7, 1.1, 0.5, 3, ['Vitamin C', '93 mg']),
  },
  {
    key: 'bell-peppers', name: 'Red & Yellow Bell Peppers', category: 'exotic', image: 'bell-pepper', veg: true,
    description: 'A colourful pair for salads and stir-fries.', variants: [v('500 g', G, 500, 120)], addons: VEG_ADDONS,
    facts: nf(31, 6, 1, 0.3, 2.1, ['Vitamin C', '128 mg']),
  },
];
