// The offline geocoder: the demo city's localities in the `places` table, found by their names in
// the shop's languages too (catalog_translations rows of `place`: a Marathi customer types कोथरूड).
import type { Kysely } from 'kysely';
import { straightLineKm } from '../../domain/orders/delivery.ts';
import { typoAllowance, typoDistance, wordsOf } from '../../domain/spelling.ts';
import { foldedForPlaceSearch } from '../../domain/text.ts';
import type { Database } from '../db/schema.ts';
import type { GeoPlace, Geocoder } from './providers.ts';

/** Beyond this no locality is "here": the point is outside the gazetteer's city. */
const REVERSE_RADIUS_KM = 25;

interface PlaceRow {
  name: string;
  area: string;
  city: string;
  state: string;
  postcode: string;
  latitude: number;
  longitude: number;
}

/** A place as search compares it: its name and its whole line, in each language it is written in. */
interface Searchable {
  row: PlaceRow;
  spellings: Spelling[];
}

/** A name and its whole line (folded), and each without spaces or punctuation ("vimannagar"). */
interface Spelling {
  name: string;
  line: string;
  joinedName: string;
  joinedLine: string;
}

/** A text without its spaces and punctuation: "Viman Nagar" and "vimannagar" are one place. */
function joined(text: string): string {
  return text.replace(/[^\p{L}\p{M}\p{N}]+/gu, '');
}

/**
 * 0: a name starts with the query, 1: a name holds it, 2: the area, town or PIN does (each also
 * with the spaces left out of both: "vimannagar", "viman-nagar"); 3: each of the query's words is
 * in the name or within a typo of one of its words, or of the name written as one word ("kotrud":
 * Kothrud, domain/spelling.ts), 4: the same of the whole line (Kothrud's roads); -1: no match.
 * Typos are only looked at for a place that matches no other way.
 */
function scoreOf(place: Searchable, needle: string): number {
  const joinedNeedle = joined(needle);
  let best = -1;
  for (const spelling of place.spellings) {
    const score = placeScore(spelling.name, spelling.line, needle);
    const joinedScore = joinedNeedle === '' ? -1 : placeScore(spelling.joinedName, spelling.joinedLine, joinedNeedle);
    for (const each of [score, joinedScore]) if (each >= 0 && (best < 0 || each < best)) best = each;
  }
  if (best >= 0) return best;
  const wanted = wordsOf(needle);
  if (wanted.length === 0) return -1;
  const near = (word: string, words: readonly string[]) =>
    words.some((other) => typoDistance(word, other, typoAllowance(word)) <= typoAllowance(word));
  const within = (text: string, ...more: string[]) => {
    const words = [...wordsOf(text), ...more];
    return wanted.every((word) => text.includes(word) || near(word, words));
  };
  if (place.spellings.some(({ name, joinedName }) => within(name, joinedName))) return 3;
  return place.spellings.some(({ line }) => within(line)) ? 4 : -1;
}

/** Scores 0–2 of scoreOf for one spelling. */
function placeScore(name: string, line: string, needle: string): number {
  if (name.startsWith(needle)) return 0;
  if (name.includes(needle)) return 1;
  return line.includes(needle) ? 2 : -1;
}

function toGeoPlace(row: PlaceRow): GeoPlace {
  const locality = row.name === row.area ? row.name : `${row.name}, ${row.area}`;
  return {
    formatted_address: `${locality}, ${row.city}, ${row.state} ${row.postcode}`,
    name: row.name,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

export function createGazetteer(db: Kysely<Database>): Geocoder {
  let cache: Promise<Searchable[]> | undefined;
  const load = async (): Promise<Searchable[]> => {
    const [rows, translations] = await Promise.all([
      db
        .selectFrom('places')
        .select(['id', 'name', 'area', 'city', 'state', 'postcode', 'latitude', 'longitude'])
        .orderBy('id')
        .execute(),
      db
        .selectFrom('catalog_translations')
        .select(['language_code', 'entity_id', 'field', 'text'])
        .where('entity', '=', 'place')
        .execute(),
    ]);
    const words = new Map(translations.map((t) => [`${t.language_code}:${t.entity_id}:${t.field}`, t.text]));
    const languages = [...new Set(translations.map((t) => t.language_code))];
    return rows.map((row) => {
      const spell = (name: string, area: string, city: string): Spelling => {
        const folded = foldedForPlaceSearch(name);
        const line = foldedForPlaceSearch(`${name} ${area} ${city} ${row.postcode}`);
        return { name: folded, line, joinedName: joined(folded), joinedLine: joined(line) };
      };
      const own = (language: string, field: 'name' | 'area' | 'city') =>
        words.get(`${language}:${row.id}:${field}`) ?? row[field];
      return {
        row,
        spellings: [
          spell(row.name, row.area, row.city),
          ...languages
            .filter((language) => words.has(`${language}:${row.id}:name`))
            .map((language) => spell(own(language, 'name'), own(language, 'area'), own(language, 'city'))),
        ],
      };
    });
  };
  // The places and their names are the shop's data, not the customers': read once per process. A
  // read that failed (the database restarting) is not kept, so the next search reads again.
  const places = () =>
    (cache ??= load().catch((error: unknown) => {
      cache = undefined;
      throw error;
    }));

  return {
    async reverse(point) {
      let best: { row: PlaceRow; km: number } | undefined;
      for (const { row } of await places()) {
        const km = straightLineKm(point, { lat: row.latitude, lng: row.longitude });
        if (!best || km < best.km) best = { row, km };
      }
      return best && best.km <= REVERSE_RADIUS_KM ? toGeoPlace(best.row) : null;
    },
    async search(query, limit) {
      const needle = foldedForPlaceSearch(query.trim());
      if (needle === '') return [];
      const scored = (await places())
        .map((place) => ({ row: place.row, score: scoreOf(place, needle) }))
        .filter((entry) => entry.score >= 0)
        .sort((a, b) => a.score - b.score || a.row.name.localeCompare(b.row.name));
      return scored.slice(0, limit).map((entry) => toGeoPlace(entry.row));
    },
  };
}
