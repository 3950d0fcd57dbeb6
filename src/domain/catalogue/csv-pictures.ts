// The catalogue file's picture column (decision 0318): an item's picture named as the media library
// names it (the file a person uploaded, "methi-bunch.jpg"), or given as an address the shop serves
// ("/images/items/papaya.webp", "https://…"), as the item form's Picture field takes it. An item's
// several pictures are named in order in one cell, separated by `|` (decision 0326). Pure.
import { mediaImage } from '../media/media.ts';
import { IMAGE_MAX } from './catalogue-rules.ts';
import { ITEM_PICTURES_MAX } from './item-pictures.ts';

/** A picture of the library as the file may name it: its id, its name and the width it was uploaded at. */
export interface LibraryPicture {
  id: number;
  name: string;
  width: number;
}

/** What the file's names stand for, and the name the export writes for a library picture. */
export interface PictureNames {
  /** A name, trimmed and in lower case, → the picture reference an item stores (mediaImage). */
  byName: ReadonlyMap<string, string>;
  /** A picture reference → the name that stands for it (only where that name reads back to it). */
  nameOf: ReadonlyMap<string, string>;
}

const nameKey = (name: string): string => name.trim().toLowerCase();

/**
 * The names of the library's pictures (archived ones left out by the caller). Two uploads of the
 * same name: the name stands for the newest (the highest id), which is the one a person just
 * uploaded again; the older one is written by its address, so an export still reads back the same.
 */
export function pictureNames(pictures: readonly LibraryPicture[]): PictureNames {
  const newest = new Map<string, LibraryPicture>();
  for (const picture of pictures) {
    const key = nameKey(picture.name);
    const known = newest.get(key);
    if (key !== '' && (!known || picture.id > known.id)) newest.set(key, picture);
  }
  const byName = new Map<string, string>();
  const nameOf = new Map<string, string>();
  for (const [key, picture] of newest) {
    const image = mediaImage(picture.id, picture.width);
    byName.set(key, image);
    nameOf.set(image, picture.name.trim());
  }
  return { byName, nameOf };
}

/** The export's cell for an item's picture: its library name where one stands for it, else its address ('' for none). */
export function pictureCell(image: string, names: PictureNames): string {
  return names.nameOf.get(image) ?? image;
}

/** What separates an item's pictures in one cell. */
const PICTURES_SEPARATOR = '|';

/** The export's cell for an item's pictures in order: each as pictureCell writes it, ' | ' between them. */
export function picturesCell(images: readonly string[], names: PictureNames): string {
  return images.map((image) => pictureCell(image, names)).join(` ${PICTURES_SEPARATOR} `);
}

/**
 * The picture references a cell names, in order, or why it names none: each name or address as
 * pictureOfCell reads it (each refused on its own), none twice, at most ITEM_PICTURES_MAX. Empty
 * places between separators are skipped. A blank cell is null: the file does not say.
 */
export function picturesOfCell(
  cell: string,
  names: PictureNames,
): { images: string[] | null; problems?: undefined } | { images?: undefined; problems: string[] } {
  const parts = cell
    .split(PICTURES_SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) return { images: null };
  const problems: string[] = [];
  const images: string[] = [];
  for (const part of parts) {
    const one = pictureOfCell(part, names);
    if (one.problem !== undefined) problems.push(one.problem);
    else if (one.image !== null && images.includes(one.image))
      problems.push(`“${part}” is named twice: name each picture of an item once.`);
    else if (one.image !== null) images.push(one.image);
  }
  if (parts.length > ITEM_PICTURES_MAX)
    problems.push(`An item has at most ${ITEM_PICTURES_MAX} pictures: this cell names ${parts.length}.`);
  return problems.length > 0 ? { problems } : { images };
}

/** An address rather than a name: a path the shop serves, or a picture on another site. */
const isAddress = (cell: string): boolean => cell.startsWith('/') || cell.startsWith('https://');

/**
 * The picture reference a cell stands for, or why it stands for none. A blank cell is null: the
 * file does not say (a stored item keeps its picture, a new one shows its category's).
 */
export function pictureOfCell(
  cell: string,
  names: PictureNames,
): { image: string | null; problem?: undefined } | { image?: undefined; problem: string } {
  const text = cell.trim();
  if (text === '') return { image: null };
  if (isAddress(text)) {
    if (/\s/.test(text)) return { problem: `“${text}” is not a picture address: an address has no spaces.` };
    if (text.length > IMAGE_MAX) return { problem: `Keep the picture address to ${IMAGE_MAX} characters or fewer.` };
    return { image: text };
  }
  const image = names.byName.get(nameKey(text));
  return image === undefined
    ? { problem: `There is no picture “${text}” in the media library: upload it there first, or check its name.` }
    : { image };
}
