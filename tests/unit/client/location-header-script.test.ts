// §2 The location header's texts come from the `loc` cookie through an inline script before the
// first paint (decision 0296). The script only copies what encodeLocationCookie made, so what a
// customer sees is what the domain's rules give: the line with the house first, cut at 30
// characters by grapheme (§9), and the tag as the page's words name a preset, or as typed.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LOCATION_HEADER_SCRIPT } from '../../../src/components/inline-scripts.ts';
import { type PresetTagNames, shownTag } from '../../../src/domain/accounts/address-tag.ts';
import { encodeLocationCookie, headerLine, LOCATION_COOKIE } from '../../../src/domain/location-cookie.ts';
import { truncateAddress } from '../../../src/domain/text.ts';
import type { StoredDeliveryAddress } from '../../../src/domain/types.ts';

const ENGLISH: PresetTagNames = { home: 'Home', work: 'Work', other: 'Other' };
const MARATHI: PresetTagNames = { home: 'घर', work: 'काम', other: 'इतर' };

/** The header as the script leaves it, run against a page holding `cookie` and the presets' names. */
function filled(cookie: string, names: PresetTagNames): { title: string; short: string; tag: string } {
  const address = { textContent: '' };
  const tag = { textContent: '' };
  const link = {
    title: '',
    dataset: { tags: JSON.stringify(names) },
    querySelector: (selector: string) => (selector === '[data-address]' ? address : tag),
  };
  runInNewContext(LOCATION_HEADER_SCRIPT, { document: { cookie, currentScript: { previousElementSibling: link } } });
  return { title: link.title, short: address.textContent, tag: tag.textContent };
}

const PLACES: StoredDeliveryAddress[] = [
  {
    lat: 18.5074,
    lng: 73.8077,
    address: 'Paud Road, Kothrud, Pune 411038',
    house: 'Flat 12, Sai Residency',
    tag: 'Home',
  },
  {
    lat: 18.504,
    lng: 73.82,
    address: '<script>alert("x")</script> & \'quoted\' "road"',
    house: null,
    tag: '<b>Work</b>',
  },
  { lat: 18.51, lng: 73.803, address: 'कर्वे रस्ता, कोथरूड, पुणे ४११०३८, क्षितिज सोसायटी', house: 'सदनिका ७', tag: 'घर' },
  {
    lat: 18.559,
    lng: 73.7868,
    address: 'A very long address line that goes on well past thirty characters, Pune',
    house: null,
    tag: null,
  },
  { lat: 18.5679, lng: 73.9143, address: 'Short lane', house: '', tag: '  ' },
  { lat: 18.5515, lng: 73.9348, address: 'Baner Road', house: null, tag: 'work' },
];

describe('the location header filled from the cookie (§2, §3, §9)', () => {
  for (const place of PLACES) {
    for (const [language, names] of [
      ['English', ENGLISH],
      ['Marathi', MARATHI],
    ] as const) {
      it(`shows ${JSON.stringify(place.address.slice(0, 20))} on a page in ${language} as the domain's rules say`, () => {
        const cookie = `gdpr=accepted; ${LOCATION_COOKIE}=${encodeLocationCookie(place)}; lang=mr`;
        const line = headerLine(place);
        expect(filled(cookie, names)).toEqual({
          title: line,
          short: truncateAddress(line, 30),
          tag: shownTag(place.tag, names) ?? '',
        });
      });
    }
  }

  it('shows the whole line when the cookie was written before it carried the short one', () => {
    const old = encodeURIComponent(
      JSON.stringify({
        lat: 18.5,
        lng: 73.8,
        address: 'Paud Road, Kothrud, Pune 411038',
        house: 'Flat 12',
        tag: 'Home',
      }),
    );
    expect(filled(`${LOCATION_COOKIE}=${old}`, MARATHI)).toEqual({
      title: 'Flat 12, Paud Road, Kothrud, Pune 411038',
      short: 'Flat 12, Paud Road, Kothrud, Pune 411038',
      tag: 'Home',
    });
  });

  it('leaves the header empty, and throws nothing, for no cookie or a broken one', () => {
    expect(filled('gdpr=accepted', ENGLISH)).toEqual({ title: '', short: '', tag: '' });
    expect(filled(`${LOCATION_COOKIE}=%7Bnot-json`, ENGLISH)).toEqual({ title: '', short: '', tag: '' });
    expect(filled(`${LOCATION_COOKIE}=${encodeURIComponent('{"preset":"constructor"}')}`, ENGLISH).tag).toBe('');
  });

  it('is not fooled by a cookie whose name ends in loc', () => {
    const cookie = `xloc=${encodeLocationCookie(PLACES[0] as StoredDeliveryAddress)}`;
    expect(filled(cookie, ENGLISH).short).toBe('');
  });
});
