// The demo catalogue's choices in Marathi (मराठी): combo names and descriptions (by slug), addon
// group and addon names, variant (size) names and nutrition fact names, by their English text, so
// every record that carries one gets it. translations-mr.ts turns them into catalog_translations
// rows (migration 011; decision 0199); an English text of the catalogue
// with no Marathi here stops the seed, so nothing is left English by mistake. Numbers are written in
// Devanagari digits, as the other Marathi texts of the seed are.

/** Combo slug → [name, description]. */
export const COMBO_TEXTS_MR: Readonly<Record<string, readonly [string, string]>> = {
  'weekly-veggie-basket': ['आठवड्याची भाजी टोपली', 'आठवडाभराच्या घरच्या स्वयंपाकासाठी टोमॅटो, कांदे, बटाटे आणि ताज्या पालेभाज्या.'],
  'mango-lovers-box': ['आंबाप्रेमींची पेटी', 'आमरसाच्या दिवसासाठी दोन किलो रत्नागिरी हापूस, हापूसचा आमरस आणि केशर श्रीखंड.'],
  'dal-chawal-staples': ['वरण-भात शिधा', 'बासमती, तूरडाळ आणि गायीचे तूप: रोजचे समाधानाचे जेवण, घरात भरलेले.'],
  'breakfast-bundle': ['न्याहारी संच', 'A2 दूध, डझनभर अंडी, सावरडो ब्रेड आणि पांढरे लोणी.'],
  'sunday-chicken-feast': ['रविवारची चिकन मेजवानी', 'एक किलो करी कट चिकन, कांदे, आले-लसूण पेस्ट आणि कांदा लसूण मसाला.'],
  'organic-salad-kit': ['सेंद्रिय सॅलड किट', 'सेंद्रिय शेतांतील ॲव्होकॅडो, ब्रोकोली, चेरी टोमॅटो आणि काकडी.'],
  'monsoon-pakoda-kit': ['पावसाळी भजी किट', 'पावसाळ्यातल्या भज्यांसाठी कांदे, बटाटे आणि हिरव्या मिरच्या (पुढच्या पावसाळ्यात परत).'],
};

/** Addon group name → Marathi. */
export const ADDON_CATEGORY_NAMES_MR: Readonly<Record<string, string>> = {
  'Cutting style': 'कापण्याची पद्धत',
  'Add extras': 'सोबत जोडा',
  'Paneer cut': 'पनीरचे तुकडे',
  'Meat cut': 'मांसाचे तुकडे',
  Cleaning: 'साफसफाई',
  Marinade: 'मसाला लावून',
  Packing: 'पॅकिंग',
};

/** Addon name → Marathi. */
export const ADDON_NAMES_MR: Readonly<Record<string, string>> = {
  Whole: 'अख्खे',
  Diced: 'बारीक चौकोनी',
  Sliced: 'काप',
  Julienne: 'उभे पातळ काप',
  'Fresh coriander': 'ताजी कोथिंबीर',
  'Green chillies': 'हिरव्या मिरच्या',
  Lemon: 'लिंबू',
  'Curry leaves': 'कढीपत्ता',
  Ginger: 'आले',
  Block: 'अख्खा तुकडा',
  Cubes: 'चौकोनी तुकडे',
  Grated: 'किसलेले',
  'Curry cut (with bone)': 'करी कट (हाडासह)',
  Boneless: 'बिनहाडाचे',
  'Keema (mince)': 'खिमा',
  'Cleaned, whole': 'साफ केलेला, अख्खा',
  Steaks: 'जाड तुकडे',
  Fillets: 'काटे काढलेले तुकडे',
  'Malvani masala': 'मालवणी मसाला',
  'Tandoori masala': 'तंदुरी मसाला',
  'Lemon pepper': 'लिंबू-मिरी',
  'Standard box': 'साधी पेटी',
  'Gift wrap with card': 'भेटकार्डासह भेट वेष्टन',
};

/** Variant (size) name → Marathi: words in Marathi (डझन, जुडी, नग, पेटी), units as Marathi shops write them. */
export const VARIANT_NAMES_MR: Readonly<Record<string, string>> = {
  '1 kg (3–4 pc)': '1 किलो (3–4 नग)',
  '1 dozen': '1 डझन',
  '2 dozen': '2 डझन',
  'Box of 12': '12 ची पेटी',
  '1 bunch': '1 जुडी',
  '1 kit (4 plates)': '1 किट (4 प्लेट्स)',
  '1 pc (~1 kg)': '1 नग (सुमारे 1 किलो)',
  '1 pc (~2.5 kg)': '1 नग (सुमारे 2.5 किलो)',
  '1 pc (~500 g)': '1 नग (सुमारे 500 ग्रॅम)',
  '1 pc': '1 नग',
  '2 pc': '2 नग',
  '3 pc': '3 नग',
  '6 pc': '6 नग',
  '10 pc': '10 नग',
  '12 pc': '12 नग',
  '30 pc': '30 नग',
  '50 g': '50 ग्रॅम',
  '100 g': '100 ग्रॅम',
  '200 g': '200 ग्रॅम',
  '250 g': '250 ग्रॅम',
  '300 g': '300 ग्रॅम',
  '350 g': '350 ग्रॅम',
  '400 g': '400 ग्रॅम',
  '500 g': 'अर्धा किलो',
  '850 g': '850 ग्रॅम',
  '1 kg': '1 किलो',
  '2 kg': '2 किलो',
  '5 kg': '5 किलो',
  '10 kg': '10 किलो',
  '500 ml': 'अर्धा लिटर',
  '750 ml': '750 मिली',
  '1 L': '1 लिटर',
};

/** Nutrition fact name → Marathi. */
export const NUTRIENT_NAMES_MR: Readonly<Record<string, string>> = {
  Energy: 'ऊर्जा',
  Carbohydrates: 'कर्बोदके',
  Protein: 'प्रथिने',
  Fat: 'स्निग्ध पदार्थ',
  'Dietary fibre': 'तंतुमय पदार्थ',
  'Vitamin A': 'जीवनसत्त्व अ',
  'Vitamin C': 'जीवनसत्त्व क',
  'Vitamin D': 'जीवनसत्त्व ड',
  'Vitamin K': 'जीवनसत्त्व के',
  Potassium: 'पोटॅशियम',
  Iron: 'लोह',
  Calcium: 'कॅल्शियम',
};

/** Units of the nutrition values, as Marathi writes them. */
const NUTRIENT_UNITS_MR: Readonly<Record<string, string>> = {
  kcal: 'किलोकॅलरी',
  g: 'ग्रॅम',
  mg: 'मिग्रॅ',
  µg: 'मायक्रोग्रॅम',
};

/** A nutrition value in Marathi ('36 mg' → '36 मिग्रॅ'); a value of another shape stops the seed. */
export function nutrientValueMr(value: string): string {
  const match = /^(\d+(?:\.\d+)?) (\S+)$/.exec(value);
  const unit = match?.[2] === undefined ? undefined : NUTRIENT_UNITS_MR[match[2]];
  if (!match?.[1] || unit === undefined) throw new Error(`translations-mr: no Marathi for the value ${value}`);
  return `${match[1]} ${unit}`;
}
