// The demo shop's synonyms (migration 021, decision 0230): the Hindi
// and Marathi words Pune's customers type for groceries the catalogue names in English, British and
// American names, and a few Hindi words in Devanagari for the Marathi names. Each word means what
// the names say (a word or words a name holds); a word may mean several things.
import type { Insertable } from 'kysely';
import type { SearchSynonymsTable } from '../../db/schema.ts';

const MEANINGS: Readonly<Record<string, readonly string[]>> = {
  potato: ['aloo', 'alu', 'aaloo', 'alloo', 'batata', 'आलू'],
  onion: ['pyaz', 'pyaaz', 'kanda', 'प्याज'],
  tomato: ['tamatar', 'टमाटर'],
  coriander: ['dhaniya', 'dhania', 'cilantro'],
  कोथिंबीर: ['धनिया'],
  'lady finger': ['okra', 'bhendi'],
  ginger: ['adrak', 'aale', 'adrakh'],
  garlic: ['lehsun', 'lahsun', 'lasun', 'lasoon'],
  chilli: ['mirchi', 'mirch'],
  turmeric: ['haldi', 'halad'],
  atta: ['flour', 'aata'],
  milk: ['doodh', 'dudh'],
  curd: ['yogurt', 'yoghurt'],
  rice: ['chawal', 'chaval', 'tandul'],
  तांदूळ: ['चावल'],
  dal: ['daal', 'lentil'],
  sugar: ['cheeni', 'chini', 'sakhar'],
  jaggery: ['gur', 'gud'],
  egg: ['anda', 'ande', 'andi'],
  corn: ['makka', 'makai', 'bhutta'],
  coconut: ['nariyal', 'naral'],
  // "nut" (under 4 letters, it starts a name's word only) finds the nuts whose names hold it inside.
  walnut: ['nut', 'akhrot'],
  peanut: ['nut', 'groundnut', 'shengdana', 'moongphali'],
  groundnut: ['nut', 'peanut', 'shengdana', 'moongphali'],
  banana: ['kela', 'keli'],
  mango: ['aam', 'amba', 'aamba'],
  orange: ['santra', 'santre'],
  apple: ['seb', 'safarchand'],
  pomegranate: ['anar', 'dalimb'],
  grape: ['angoor', 'angur', 'draksha'],
  papaya: ['papita'],
  watermelon: ['tarbooz', 'tarbuj', 'kalingad'],
  cucumber: ['kheera', 'khira', 'kakdi', 'kakadi'],
  carrot: ['gajar'],
  cauliflower: ['gobi', 'gobhi', 'phoolgobi'],
  brinjal: ['baingan', 'baigan', 'vangi', 'vange', 'eggplant', 'aubergine'],
  butter: ['makhan', 'makkhan'],
  oil: ['tel'],
  tea: ['chai', 'chaha'],
  fish: ['machli', 'machhi', 'masa', 'mase'],
  prawn: ['jhinga', 'kolambi', 'shrimp'],
  chicken: ['murgi', 'murgh', 'kombdi'],
  honey: ['shahad', 'madh'],
  lemon: ['nimbu', 'limbu', 'lime'],
  sabudana: ['sago', 'tapioca'],
  'kabuli chana': ['chole', 'chhole', 'chickpea'],
  jowar: ['sorghum'],
  spinach: ['palak'],
  'bell pepper': ['capsicum'],
};

/** One row per word and meaning. */
export function synonymRows(): Insertable<SearchSynonymsTable>[] {
  return Object.entries(MEANINGS).flatMap(([means, words]) => words.map((word) => ({ word, means })));
}
