// The shop's areas (decision 0315): the `places` rows its console keeps (the demo seeds Pune's),
// found by their names in the shop's languages too (catalog_translations rows of `place`: a Marathi
// customer types कोथरूड) or by PIN, and the one a point is in.
import type { Kysely } from 'kysely';
import { nearestArea } from '../../domain/areas/areas.ts';
import { typoAllowance, typoDistance, wordsOf } from '../../domain/spelling.ts';
import { foldedForPlaceSearch } from '../../domain/text.ts';
import { cacheOf } from '../cache.ts';
import type { Database } from '../db/schema.ts';
import type { GeoPlace, Geocoder } from './providers.ts';

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

/** "Karve Road, Kothrud, Pune, Maharashtra 411038"; a part the shop left blank is left out. */
function toGeoPlace(row: PlaceRow): GeoPlace {
  const parts = [row.name, row.area === row.name ? '' : row.area, row.city, `${row.state} ${row.postcode}`.trim()];
  return {
    formatted_address: parts.filter((part) => part !== '').join(', '),
    name: row.name,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

export function createGazetteer(db: Kysely<Database>): Geocoder {
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
  // The areas are the shop's data, read once and kept as the catalogue's reads are: the console's
  // change empties the cache here and on every other instance (catalogChanged). A failed read is
  // not kept, so the next search reads again.
  const places = () => cacheOf<Searchable[]>(db, 'areas', 1).getOrLoad('all', load);

  return {
    async reverse(point) {
      const near = nearestArea(
        point,
        (await places()).map(({ row }) => row),
      );
      return near ? toGeoPlace(near.area) : null;
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
