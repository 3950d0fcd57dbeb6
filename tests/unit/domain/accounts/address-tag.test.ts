import { describe, expect, it } from 'vitest';
import {
  landmarkPhrase,
  type PresetTagNames,
  presetTagNames,
  presetTagOf,
  shownTag,
  storedPreset,
  storedTag,
} from '../../../../src/domain/accounts/address-tag.ts';

const english: PresetTagNames = { home: 'Home', work: 'Work', other: 'Other' };
const marathi: PresetTagNames = { home: 'घर', work: 'ऑफिस', other: 'इतर' };

describe('§3 Address: a saved address tag', () => {
  it('a preset stored by its English name shows in the page’s language', () => {
    expect(shownTag('Home', marathi)).toBe('घर');
    expect(shownTag('Work', marathi)).toBe('ऑफिस');
    expect(shownTag('Other', marathi)).toBe('इतर');
    expect(shownTag('Home', english)).toBe('Home');
  });

  it('a preset saved in the page’s own words before (any case, spaces around) is that preset', () => {
    expect(presetTagOf('घर', marathi)).toBe('home');
    expect(presetTagOf(' home ', marathi)).toBe('home');
    expect(shownTag('WORK', marathi)).toBe('ऑफिस');
  });

  it('a tag the customer typed shows as typed; none is null', () => {
    expect(shownTag('Parents', marathi)).toBe('Parents');
    expect(presetTagOf('Parents', english)).toBeNull();
    expect(shownTag(null, marathi)).toBeNull();
    expect(shownTag('  ', marathi)).toBeNull();
    expect(shownTag(undefined, english)).toBeNull();
  });

  it('a preset chosen on a Marathi page is saved by its English name; a typed tag as typed', () => {
    expect(storedTag('घर', marathi)).toBe('Home');
    expect(storedTag('Work', marathi)).toBe('Work');
    expect(storedTag('Parents', marathi)).toBe('Parents');
    expect(storedPreset('other')).toBe('Other');
  });

  it('reads the presets’ names from the shop’s labels', () => {
    const labels: Record<string, string> = { addressHomeTag: 'घर', addressWorkTag: 'ऑफिस', addressOtherTag: 'इतर' };
    expect(presetTagNames((key) => labels[key] ?? key)).toEqual(marathi);
  });
});

describe('§3 Address: the landmark in the house line', () => {
  it('puts a landmark in the language’s “near …”, unless the customer wrote it so', () => {
    expect(landmarkPhrase('Kothrud Depot', 'near {landmark}')).toBe('near Kothrud Depot');
    expect(landmarkPhrase(' Near the Ganesh temple ', 'near {landmark}')).toBe('Near the Ganesh temple');
    expect(landmarkPhrase('Nearby bakery', 'near {landmark}')).toBe('near Nearby bakery');
    expect(landmarkPhrase('मंदिर', '{landmark} जवळ')).toBe('मंदिर जवळ');
    expect(landmarkPhrase('गणपती मंदिर जवळ', '{landmark} जवळ')).toBe('गणपती मंदिर जवळ');
    expect(landmarkPhrase('   ', 'near {landmark}')).toBe('');
  });
});
