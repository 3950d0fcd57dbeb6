// The pantry half of the catalogue: dairy, bakery, staples, pulses, spices, oils,
// snacks, beverages, meat and fish, sweets, ready-to-cook, and the free cloth bag.
import { G, KG, L, PC, nf, v, type ProductDef } from './catalog-types.ts';

export const PANTRY_PRODUCTS: readonly ProductDef[] = [
  // Dairy & eggs
  {
    key: 'a2-cow-milk', name: 'A2 Gir Cow Milk', category: 'dairy-eggs', image: 'milk', veg: true,
    description: 'Unhomogenised A2 milk from Gir cows, delivered chilled in glass bottles.',
    variants: [v('500 ml', L, 0.5, 45), v('1 L', L, 1, 88)], defaultIndex: 1, member: true, recommended: true,
    facts: nf(62, 4.8, 3.2, 3.4, 0, ['Calcium', '120 mg']),
  },
  {
    key: 'buffalo-milk', name: 'Buffalo Milk', category: 'dairy-eggs', image: 'milk-buffalo', veg: true,
    description: 'Rich, creamy buffalo milk for chai and sweets.', variants: [v('1 L', L, 1, 76)], member: true,
    facts: nf(97, 5.2, 3.8, 6.9, 0, ['Calcium', '169 mg']),
  },
  {
    key: 'fresh-curd', name: 'Fresh Curd (Dahi)', category: 'dairy-eggs', image: 'curd', veg: true,
    description: 'Thick set curd in a clay pot.', variants: [v('400 g', G, 400, 45), v('1 kg', KG, 1, 100)], member: true,
    facts: nf(60, 4.7, 3.5, 3.3, 0, ['Calcium', '121 mg']),
  },
  {
    key: 'malai-paneer', name: 'Malai Paneer', category: 'dairy-eggs', image: 'paneer', veg: true,
    description: 'Soft, fresh paneer made this morning.', variants: [v('200 g', G, 200, 90), v('500 g', G, 500, 210)],
    deal: 10, member: true, addons: ['paneer-cut', 'add-extras'], facts: nf(265, 1.2, 18.3, 20.8, 0, ['Calcium', '208 mg']),
  },
  {
    key: 'white-butter', name: 'White Butter (Loni)', category: 'dairy-eggs', image: 'butter', veg: true,
    description: 'Hand-churned unsalted white butter.', variants: [v('200 g', G, 200, 120)], facts: nf(717, 0.1, 0.9, 81, 0),
  },
  {
    key: 'cheese-slices', name: 'Cheese Slices', category: 'dairy-eggs', image: 'cheese', veg: true,
    description: 'Processed cheddar slices, 10 per pack.', variants: [v('200 g', G, 200, 140)],
  },
  {
    key: 'farm-eggs', name: 'Farm Eggs (Brown)', category: 'dairy-eggs', image: 'eggs', veg: false,
    description: 'Free-range brown eggs from Shirur.', variants: [v('6 pc', PC, 6, 60), v('12 pc', PC, 12, 115), v('30 pc', PC, 30, 270)],
    deal: 8, facts: nf(143, 0.7, 12.6, 9.5, 0, ['Vitamin D', '2 µg']),
  },
  {
    key: 'masala-chaas', name: 'Masala Chaas', category: 'beverages', image: 'chaas', veg: true,
    description: 'Spiced buttermilk with mint and jeera.', variants: [v('500 ml', L, 0.5, 30)],
  },
  // Bakery
  {
    key: 'sourdough-loaf', name: 'Sourdough Loaf', category: 'bakery', image: 'sourdough', veg: true,
    description: 'Naturally leavened, 48-hour fermented country loaf.', variants: [v('400 g', G, 400, 220)], recommended: true,
  },
  {
    key: 'whole-wheat-bread', name: 'Whole Wheat Bread', category: 'bakery', image: 'bread', veg: true,
    description: 'Soft sandwich loaf with 100% whole wheat.', variants: [v('400 g', G, 400, 55)],
  },
  {
    key: 'ladi-pav', name: 'Ladi Pav', category: 'bakery', image: 'pav', veg: true,
    description: 'Soft pav for misal and vada pav.', variants: [v('6 pc', PC, 6, 30)], infinite: true,
  },
  {
    key: 'nankhatai', name: 'Nankhatai', category: 'bakery', image: 'cookies', veg: true,
    description: 'Melt-in-the-mouth ghee cookies with cardamom.', variants: [v('200 g', G, 200, 90)], deal: 10,
  },
  {
    key: 'toast-rusk', name: 'Toast Rusk', category: 'bakery', image: 'rusk', veg: true,
    description: 'Crunchy rusk for your evening chai.', variants: [v('300 g', G, 300, 60)],
  },
  {
    key: 'banana-walnut-cake', name: 'Banana Walnut Cake', category: 'bakery', image: 'cake', veg: false,
    description: 'Moist tea cake with walnuts (contains egg).', variants: [v('350 g', G, 350, 260)],
  },
  // Staples & grains
  {
    key: 'basmati-rice', name: 'Basmati Rice (Aged)', category: 'staples-grains', image: 'rice', veg: true,
    description: 'Long-grain basmati aged for a year.', variants: [v('1 kg', KG, 1, 145), v('5 kg', KG, 5, 680)], member: true,
  },
  {
    key: 'indrayani-rice', name: 'Indrayani Rice', category: 'staples-grains', image: 'rice-indrayani', veg: true,
    description: 'Fragrant, soft Indrayani rice from Maval.', variants: [v('1 kg', KG, 1, 85), v('5 kg', KG, 5, 399)], deal: 10, member: true,
  },
  {
    key: 'indrayani-rice-preorder', slug: 'indrayani-new-harvest-preorder', name: 'Indrayani Rice New Harvest (Pre-order)',
    category: 'staples-grains', image: 'rice-indrayani', veg: true,
    description: 'Book the new harvest from our Mulshi paddy fields; ready for pickup from 1 March 2027.',
    variants: [v('5 kg', KG, 5, 420), v('10 kg', KG, 10, 820)], preAvailDate: '2027-03-01',
  },
  {
    key: 'whole-wheat-atta', name: 'Whole Wheat Atta', category: 'staples-grains', image: 'atta', veg: true,
    description: 'Chakki-ground sharbati wheat flour.', variants: [v('1 kg', KG, 1, 55), v('5 kg', KG, 5, 255)], defaultIndex: 1, member: true,
  },
  {
    key: 'jowar-flour', name: 'Jowar Flour', category: 'staples-grains', image: 'jowar', veg: true,
    description: 'Stone-ground jowar for bhakri.', variants: [v('1 kg', KG, 1, 70)], member: true,
  },
  {
    key: 'thick-poha', name: 'Thick Poha', category: 'staples-grains', image: 'poha', veg: true,
    description: 'Thick beaten rice for kanda poha.', variants: [v('500 g', G, 500, 45)], member: true,
  },
  {
    key: 'sabudana', name: 'Sabudana', category: 'staples-grains', image: 'sabudana', veg: true,
    description: 'Medium pearls for khichdi and vada.', variants: [v('500 g', G, 500, 60)],
  },
  {
    key: 'organic-jaggery', name: 'Organic Jaggery (Gul)', category: 'staples-grains', image: 'jaggery', veg: true,
    description: 'Chemical-free Kolhapuri jaggery.', variants: [v('500 g', G, 500, 60), v('1 kg', KG, 1, 110)], member: true,
    facts: nf(383, 98, 0.4, 0.1, 0, ['Iron', '11 mg']),
  },
  {
    key: 'sugar', name: 'Sugar', category: 'staples-grains', image: 'sugar', veg: true,
    description: 'Refined sulphur-free sugar.', variants: [v('1 kg', KG, 1, 48)], member: true,
  },
  {
    key: 'forest-honey', name: 'Wild Forest Honey', category: 'staples-grains', image: 'honey', veg: true,
    description: 'Raw honey from the Sahyadri forests.', variants: [v('250 g', G, 250, 190)],
  },
  // Pulses
  {
    key: 'toor-dal', name: 'Toor Dal', category: 'pulses', image: 'dal-toor', veg: true,
    description: 'Unpolished toor dal from Latur.', variants: [v('500 g', G, 500, 95), v('1 kg', KG, 1, 180)], member: true,
    facts: nf(343, 62.8, 22.3, 1.5, 15),
  },
  {
    key: 'moong-dal', name: 'Moong Dal', category: 'pulses', image: 'dal-moong', veg: true,
    description: 'Split yellow moong.', variants: [v('500 g', G, 500, 85)], member: true, facts: nf(347, 63, 24, 1.2, 16),
  },
  {
    key: 'masoor-dal', name: 'Masoor Dal', category: 'pulses', image: 'dal-masoor', veg: true,
    description: 'Quick-cooking red lentils.', variants: [v('500 g', G, 500, 70)], deal: 10, member: true, facts: nf(352, 63, 24.6, 1.1, 10.7),
  },
  {
    key: 'chana-dal', name: 'Chana Dal', category: 'pulses', image: 'dal-chana', veg: true,
    description: 'Split Bengal gram for puran and amti.', variants: [v('500 g', G, 500, 60)], member: true, facts: nf(360, 60, 20.8, 5.6, 17),
  },
  {
    key: 'rajma', name: 'Rajma (Red Kidney Beans)', category: 'pulses', image: 'rajma', veg: true,
    description: 'Plump Jammu rajma.', variants: [v('500 g', G, 500, 95)], member: true, facts: nf(333, 60, 24, 0.8, 25),
  },
  {
    key: 'kabuli-chana', name: 'Kabuli Chana', category: 'pulses', image: 'chickpeas', veg: true,
    description: 'Large white chickpeas.', variants: [v('500 g', G, 500, 85)], member: true, facts: nf(364, 61, 19, 6, 17),
  },
  // Spices
  {
    key: 'turmeric-powder', name: 'Turmeric Powder (Rajapuri)', category: 'spices', image: 'spice-turmeric', veg: true,
    description: 'Bright Rajapuri haldi from Sangli.', variants: [v('100 g', G, 100, 35), v('200 g', G, 200, 65)],
  },
  {
    key: 'kashmiri-chilli', name: 'Kashmiri Chilli Powder', category: 'spices', image: 'spice-chilli', veg: true,
    description: 'Deep colour, gentle heat.', variants: [v('100 g', G, 100, 60)], deal: 10,
  },
  {
    key: 'goda-masala', name: 'Goda Masala', category: 'spices', image: 'spice-goda', veg: true,
    description: 'Sweet, smoky Maharashtrian masala for amti and masale bhat.', variants: [v('100 g', G, 100, 75)],
  },
  {
    key: 'garam-masala', name: 'Garam Masala', category: 'spices', image: 'spice-garam', veg: true,
    description: 'Freshly roasted and ground whole spices.', variants: [v('100 g', G, 100, 80)],
  },
  {
    key: 'kanda-lasun-masala', name: 'Kanda Lasun Masala', category: 'spices', image: 'spice-kanda-lasun', veg: true,
    description: 'Fiery Kolhapuri onion-garlic masala.', variants: [v('200 g', G, 200, 120)],
  },
  {
    key: 'jeera', name: 'Cumin Seeds (Jeera)', category: 'spices', image: 'spice-jeera', veg: true,
    description: 'Bold, aromatic cumin seeds.', variants: [v('100 g', G, 100, 55)],
  },
  // Oils & ghee
  {
    key: 'a2-ghee', name: 'A2 Gir Cow Ghee', category: 'oils-ghee', image: 'ghee', veg: true,
    description: 'Bilona-churned ghee from A2 Gir cow milk.', variants: [v('500 ml', L, 0.5, 1150), v('1 L', L, 1, 2199)], deal: 8, recommended: true,
  },
  {
    key: 'cow-ghee', name: 'Cow Ghee', category: 'oils-ghee', image: 'ghee', veg: true,
    description: 'Granular, aromatic cow ghee.', variants: [v('500 ml', L, 0.5, 420)], member: true,
  },
  {
    key: 'groundnut-oil', name: 'Cold-pressed Groundnut Oil', category: 'oils-ghee', image: 'oil-groundnut', veg: true,
    description: 'Wood-pressed (lakdi ghana) groundnut oil.', variants: [v('1 L', L, 1, 320)], member: true,
  },
  {
    key: 'sunflower-oil', name: 'Sunflower Oil', category: 'oils-ghee', image: 'oil-sunflower', veg: true,
    description: 'Refined sunflower oil for everyday cooking.', variants: [v('1 L', L, 1, 165)], deal: 12, member: true,
  },
  {
    key: 'coconut-oil', name: 'Virgin Coconut Oil', category: 'oils-ghee', image: 'oil-coconut', veg: true,
    description: 'Cold-pressed virgin coconut oil from Konkan.', variants: [v('500 ml', L, 0.5, 260)],
  },
  // Snacks
  {
    key: 'peanut-chikki', name: 'Peanut Chikki', category: 'snacks', image: 'chikki', veg: true,
    description: 'Lonavala-style jaggery peanut chikki.', variants: [v('250 g', G, 250, 80)], deal: 10,
  },
  {
    key: 'bakarwadi', name: 'Bakarwadi', category: 'snacks', image: 'bakarwadi', veg: true,
    description: 'Crisp, spicy-sweet Pune bakarwadi.', variants: [v('250 g', G, 250, 90)], recommended: true,
  },
  {
    key: 'poha-chivda', name: 'Poha Chivda', category: 'snacks', image: 'chivda', veg: true,
    description: 'Light, crunchy chivda with peanuts and curry leaves.', variants: [v('250 g', G, 250, 70)],
  },
  {
    key: 'banana-chips', name: 'Banana Chips', category: 'snacks', image: 'chips', veg: true,
    description: 'Kerala banana chips fried in coconut oil.', variants: [v('200 g', G, 200, 80)],
  },
  // Beverages
  {
    key: 'kokum-sherbet', name: 'Kokum Sherbet', category: 'beverages', image: 'kokum', veg: true,
    description: 'Konkan kokum concentrate: mix 1:5 with chilled water.', variants: [v('750 ml', L, 0.75, 180)], deal: 15,
  },
  {
    key: 'aam-panna', name: 'Aam Panna', category: 'beverages', image: 'aam-panna', veg: true,
    description: 'Raw mango cooler concentrate.', variants: [v('750 ml', L, 0.75, 160)],
  },
  {
    key: 'alphonso-pulp', name: 'Alphonso Mango Pulp', category: 'beverages', image: 'mango-pulp', veg: true,
    description: 'Sweetened Alphonso pulp for aamras all year.', variants: [v('850 g', G, 850, 250)], deal: 10,
  },
  {
    key: 'assam-tea', name: 'Assam Tea', category: 'beverages', image: 'tea', veg: true,
    description: 'Strong CTC Assam tea for kadak chai.', variants: [v('250 g', G, 250, 140), v('500 g', G, 500, 270)],
  },
  {
    key: 'filter-coffee', name: 'Filter Coffee Powder', category: 'beverages', image: 'coffee', veg: true,
    description: 'Coffee-chicory blend, 80:20.', variants: [v('250 g', G, 250, 190)],
  },
  // Meat & fish
  {
    key: 'chicken-curry-cut', name: 'Chicken Curry Cut', category: 'meat-fish', image: 'chicken', veg: false,
    description: 'Fresh farm chicken, skinless, curry-cut with bone.', variants: [v('500 g', G, 500, 170), v('1 kg', KG, 1, 320)],
    deal: 10, addons: ['meat-cut', 'marinade'], recommended: true,
  },
  {
    key: 'chicken-breast', name: 'Chicken Breast (Boneless)', category: 'meat-fish', image: 'chicken-breast', veg: false,
    description: 'Lean boneless breast fillets.', variants: [v('500 g', G, 500, 240)], addons: ['marinade'],
  },
  {
    key: 'mutton-curry-cut', name: 'Mutton Curry Cut', category: 'meat-fish', image: 'mutton', veg: false,
    description: 'Tender goat meat, curry cut.', variants: [v('500 g', G, 500, 420), v('1 kg', KG, 1, 820)], addons: ['meat-cut'],
  },
  {
    key: 'rohu-fish', name: 'Rohu Fish', category: 'meat-fish', image: 'fish-rohu', veg: false,
    description: 'Freshwater rohu, cleaned.', variants: [v('500 g', G, 500, 160), v('1 kg', KG, 1, 300)], addons: ['fish-cleaning', 'marinade'],
  },
  {
    key: 'surmai', name: 'Surmai (King Fish)', category: 'meat-fish', image: 'fish-surmai', veg: false,
    description: 'Konkan surmai for fry and curry.', variants: [v('500 g', G, 500, 450)], addons: ['fish-cleaning', 'marinade'],
  },
  {
    key: 'pomfret', name: 'Silver Pomfret', category: 'meat-fish', image: 'fish-pomfret', veg: false,
    description: 'Whole silver pomfret, 2–3 per 500 g.', variants: [v('500 g', G, 500, 550)], addons: ['fish-cleaning'],
  },
  {
    key: 'prawns', name: 'Prawns (Medium)', category: 'meat-fish', image: 'prawns', veg: false,
    description: 'Deveined medium prawns.', variants: [v('250 g', G, 250, 210)], deal: 10, addons: ['marinade'],
  },
  // Sweets
  {
    key: 'ukadiche-modak', name: 'Ukadiche Modak', category: 'sweets', image: 'modak', veg: true,
    description: 'Steamed rice-flour modak with coconut-jaggery filling.', variants: [v('6 pc', PC, 6, 180)],
  },
  {
    key: 'besan-laddoo', name: 'Besan Laddoo', category: 'sweets', image: 'laddoo', veg: true,
    description: 'Slow-roasted besan with pure ghee.', variants: [v('250 g', G, 250, 160)], deal: 10,
  },
  {
    key: 'kesar-shrikhand', name: 'Kesar Shrikhand', category: 'sweets', image: 'shrikhand', veg: true,
    description: 'Hung-curd shrikhand with saffron and cardamom.', variants: [v('250 g', G, 250, 95)],
  },
  {
    key: 'lonavala-fudge', name: 'Chocolate Walnut Fudge', category: 'sweets', image: 'fudge', veg: true,
    description: 'Lonavala-style chocolate walnut fudge.', variants: [v('250 g', G, 250, 180)],
  },
  // Ready to cook
  {
    key: 'idli-dosa-batter', name: 'Idli Dosa Batter', category: 'ready-to-cook', image: 'batter', veg: true,
    description: 'Stone-ground, naturally fermented batter.', variants: [v('1 kg', KG, 1, 90)],
  },
  {
    key: 'ginger-garlic-paste', name: 'Ginger Garlic Paste', category: 'ready-to-cook', image: 'ginger-garlic-paste', veg: true,
    description: 'Freshly ground, no preservatives.', variants: [v('200 g', G, 200, 55)],
  },
  {
    key: 'misal-kit', name: 'Puneri Misal Kit', category: 'ready-to-cook', image: 'misal-kit', veg: true,
    description: 'Matki, kat masala and farsan for four plates of misal.', variants: [v('1 kit (4 plates)', PC, 1, 99)], deal: 10,
  },
  {
    key: 'mango-pickle', name: 'Mango Pickle (Kairi Lonche)', category: 'ready-to-cook', image: 'pickle', veg: true,
    description: 'Grandmother-style raw mango pickle in groundnut oil.', variants: [v('250 g', G, 250, 120)],
  },
  {
    key: 'ready-chapati', name: 'Ready Chapatis', category: 'ready-to-cook', image: 'chapati', veg: true,
    description: 'Soft whole wheat chapatis; warm on a tava.', variants: [v('10 pc', PC, 10, 70)], infinite: true,
  },
  // Free item: added by the shop, never listed (is_free_item = 1).
  {
    key: 'free-cloth-bag', name: 'Free Cloth Bag', category: 'ready-to-cook', image: 'cloth-bag', veg: null,
    description: 'A reusable cotton bag, free with your order.', variants: [v('1 pc', PC, 1, 0)], free: true, infinite: true,
  },
];
