import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  filterByName,
  foldedForPlaceSearch,
  nameHasWords,
  wordHoldsForm,
  queryWords,
  searchWords,
  wordForms,
  firstCharacter,
  searchNoResultMessage,
  shortPlace,
  truncateAddress,
  truncateLinkedListName,
  truncateName,
  variantOptionsLabel,
} from '../../../src/domain/text.ts';
import { alphonsoMango, kalyaniNagarAddress, paneer, settings, tomatoes } from './fixtures.ts';

describe('truncateName (§9 25 characters)', () => {
  it('cuts a name longer than 25 to its first 25 characters plus "..."', () => {
    expect(truncateName('Alphonso Mango (Ratnagiri, Premium)')).toBe('Alphonso Mango (Ratnagiri...');
  });

  it('leaves a name of exactly 25 characters alone', () => {
    const name = 'Organic Basmati Rice 1 kg';
    expect(name).toHaveLength(25);
    expect(truncateName(name)).toBe(name);
  });

  it('counts an emoji as one character and never splits it', () => {
    expect(truncateName('🥭🥭🥭🥭', 2)).toBe('🥭🥭...');
  });

  it('counts a Marathi letter with its vowel signs and conjuncts as one character and never cuts inside it', () => {
    // 'क्षि' is four code points (क ् ष ि): a cut by code points left 'क्' or 'क्ष' without its vowel sign.
    const name = 'क्षितिज शेतातील स्ट्रॉबेरी';
    expect(Array.from('क्षि')).toHaveLength(4);
    expect(truncateName(name, 1)).toBe('क्षि...');
    expect(truncateName(name, 3)).toBe('क्षितिज...');
    // Every cut of a Devanagari name ends on a whole letter: what is kept is a prefix of whole clusters.
    const clusters = Array.from(new Intl.Segmenter('mr', { granularity: 'grapheme' }).segment(name), (s) => s.segment);
    for (let max = 1; max < clusters.length; max += 1) {
      expect(truncateName(name, max)).toBe(`${clusters.slice(0, max).join('')}...`);
    }
    expect(truncateName('हापूस आंबा (रत्नागिरी)')).toBe('हापूस आंबा (रत्नागिरी)');
  });

  it('takes initials as whole letters (a conjunct, an emoji with its modifier)', () => {
    expect(firstCharacter('क्षितिज')).toBe('क्षि');
    expect(firstCharacter('  Asha')).toBe('A');
    expect(firstCharacter('👍🏽 ok')).toBe('👍🏽');
    expect(firstCharacter('')).toBe('');
  });

  it('§9 cuts at 15 in the linked-items list', () => {
    expect(truncateLinkedListName('Fresh Malai Paneer 200 g')).toBe('Fresh Malai Pan...');
  });
});

describe('truncateAddress (§9 thresholds 15, 25, 30)', () => {
  it('cuts at each threshold', () => {
    const address = kalyaniNagarAddress.address;
    expect(truncateAddress(address, 15)).toBe('Lane 5, Kalyani...');
    expect(truncateAddress(address, 25)).toBe('Lane 5, Kalyani Nagar, Pu...');
    expect(truncateAddress(address, 30)).toBe('Lane 5, Kalyani Nagar, Pune, M...');
  });

  it('keeps a short house name whole', () => {
    expect(truncateAddress('Flat 302', 15)).toBe('Flat 302');
  });
});

describe('section search (§4)', () => {
  const items = [alphonsoMango, tomatoes, paneer];

  it('matches names case-insensitively by "contains"', () => {
    expect(filterByName(items, 'MANGO').map((item) => item.id)).toEqual([101]);
    expect(filterByName(items, ' paNeer ').map((item) => item.id)).toEqual([103]);
  });

  it('keeps every item for a blank query', () => {
    expect(filterByName(items, '   ')).toHaveLength(3);
  });

  it('finds a singular name by its plural, as the home’s search hints are written ("mangoes", "tomatoes")', () => {
    expect(filterByName(items, 'Mangoes').map((item) => item.id)).toEqual([101]);
    expect(filterByName(items, 'tomatoes').map((item) => item.id)).toEqual([102]);
  });

  it('gives the singulars of a plural word, and nothing shorter than three letters', () => {
    expect(wordForms(' Mangoes ')).toEqual(['mangoes', 'mango']);
    expect(searchWords('fresh tomatoes')).toEqual([['fresh'], ['tomatoes', 'tomato']]);
    expect(wordForms('berries')).toEqual(['berries', 'berry']);
    expect(wordForms('peaches')).toEqual(['peaches', 'peach', 'peache']);
    expect(wordForms('apples')).toEqual(['apples', 'apple']);
    expect(wordForms('grass')).toEqual(['grass']);
    expect(wordForms('gas')).toEqual(['gas']);
    expect(wordForms('dal')).toEqual(['dal']);
    expect(wordForms('   ')).toEqual([]);
  });

  it('finds a name by every word of the query, in any order (decision 0230)', () => {
    const atta = { id: 104, name: 'Whole Wheat Atta' };
    const list = [...items, atta];
    expect(filterByName(list, 'wheat atta').map((item) => item.id)).toEqual([104]);
    expect(filterByName(list, 'ATTA  whole').map((item) => item.id)).toEqual([104]);
    expect(filterByName(list, 'wheat mango')).toEqual([]);
    expect(nameHasWords('Tomato (Local)', searchWords('local tomatoes'))).toBe(true);
  });

  it('looks for a word of under 4 letters at the start of a name’s word: "ice" is not in Rice', () => {
    expect(nameHasWords('Basmati Rice (Aged)', searchWords('ice'))).toBe(false);
    expect(nameHasWords('The Spice Market', searchWords('ice'))).toBe(false);
    expect(nameHasWords('Vanilla Ice Cream', searchWords('ice'))).toBe(true);
    expect(nameHasWords('Malai Paneer', searchWords('pan'))).toBe(true);
    expect(nameHasWords('Fresh Juice', searchWords('ice'))).toBe(false);
    // After a bracket, a hyphen or a slash, a word starts too.
    expect(nameHasWords('Coriander (Kothimbir)', searchWords('kot'))).toBe(true);
    expect(nameHasWords('Dal-Chawal Staples', searchWords('cha'))).toBe(true);
    // Longer words anywhere: "apple" is in Pineapple, "rice" in Basmati Rice.
    expect(nameHasWords('Pineapple', searchWords('apple'))).toBe(true);
    expect(nameHasWords('Basmati Rice (Aged)', searchWords('rice'))).toBe(true);
    expect(wordHoldsForm('rice', 'ice')).toBe(false);
    expect(wordHoldsForm('iceberg', 'ice')).toBe(true);
    expect(wordHoldsForm('pineapple', 'apple')).toBe(true);
  });

  it('takes the punctuation off a word’s ends, keeps it inside, and keeps a query of punctuation only', () => {
    expect(queryWords(' Tomato, (local) ')).toEqual(['tomato', 'local']);
    expect(queryWords('a2-ghee & honey')).toEqual(['a2-ghee', 'honey']);
    expect(queryWords('%')).toEqual(['%']);
    expect(queryWords('   ')).toEqual([]);
  });

  it('gives the Marathi singular of a plural in -े (आंबे → आंबा), in one form of each letter', () => {
    expect(wordForms('आंबे')).toEqual(['आंबे', 'आंबा']);
    expect(wordForms('आंबे'.normalize('NFD'))).toEqual(['आंबे', 'आंबा']);
  });

  it('no match: itemSearchNoResultText followed by the search text', () => {
    expect(filterByName(items, 'jackfruit')).toEqual([]);
    expect(searchNoResultMessage(settings.itemSearchNoResultText, 'jackfruit ')).toBe(
      'No results found for: jackfruit',
    );
  });
});

describe('§5/§9 labels and templates', () => {
  it("§9 variant label '{n} options'", () => {
    expect(variantOptionsLabel(alphonsoMango.variants.length)).toBe('2 options');
  });

  it('fills {amount} and leaves unknown names visible', () => {
    expect(fillTemplate(settings.minOrderMessage, { amount: '₹50' })).toBe('Shop for ₹50 more to place the order');
    expect(fillTemplate('Hello {name}', {})).toBe('Hello {name}');
  });
});

describe('foldedForPlaceSearch (area search in Marathi)', () => {
  it('folds the spellings a phone keyboard mixes up into one', () => {
    expect(foldedForPlaceSearch('कोथरूड')).toBe(foldedForPlaceSearch('कोथरुड'));
    expect(foldedForPlaceSearch('पिंपरी')).toBe(foldedForPlaceSearch('पिंपरि'));
    expect(foldedForPlaceSearch('लोणावळा')).toBe(foldedForPlaceSearch('लोणावला'));
    expect(foldedForPlaceSearch('गाँव')).toBe(foldedForPlaceSearch('गांव'));
    expect(foldedForPlaceSearch('ईशान')).toBe(foldedForPlaceSearch('इशान'));
    // A nukta (precomposed or not) and a zero-width joiner make no difference.
    expect(foldedForPlaceSearch('\u095c')).toBe(foldedForPlaceSearch('ड'));
    expect(foldedForPlaceSearch('क्\u200dष')).toBe(foldedForPlaceSearch('क्ष'));
  });

  it('keeps letters that differ apart, and lower-cases Latin', () => {
    expect(foldedForPlaceSearch('बाणेर')).not.toBe(foldedForPlaceSearch('बानेर'));
    expect(foldedForPlaceSearch('Koregaon PARK')).toBe('koregaon park');
  });
});

describe('shortPlace', () => {
  it('keeps the leading parts that fit, whole, without the PIN code', () => {
    expect(shortPlace('Paud Road, Kothrud, Pune 411038, Maharashtra, India', 30)).toBe('Paud Road, Kothrud, Pune');
    expect(shortPlace('Karve Nagar, Pune 411052', 30)).toBe('Karve Nagar, Pune');
    expect(shortPlace('411038, Kothrud', 30)).toBe('Kothrud');
  });
  it('cuts a first part longer than the limit as addresses are cut', () => {
    expect(shortPlace('Shop 4 Sai Plaza Paud Road Kothrud Pune', 15)).toBe('Shop 4 Sai Plaz...');
  });
});
