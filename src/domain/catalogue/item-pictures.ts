// An item's pictures, in order (decision 0326; docs/behaviour.md "Item pictures"): the first is the
// item's picture that cards, lists and the cart show (`items.image`); the item page shows them all.
// Each has alt texts in English and Marathi; an empty one reads as the item's name in that
// language, and the console fills it from the name when a picture is chosen. Pure.
import { ALT_MAX } from '../media/media.ts';
import { type FieldProblem, IMAGE_MAX } from './catalogue-rules.ts';

/** One picture of an item as the console edits it and the item page shows it. */
export interface ItemPicture {
  image: string;
  /** The English alt text; '' reads as the item's name. */
  alt: string;
  /** The Marathi alt text; '' reads as the item's Marathi name (or its English one). */
  alt_mr: string;
}

/** The most pictures an item keeps: the item page's gallery is one row a phone swipes through. */
export const ITEM_PICTURES_MAX = 8;

/** A stored row of an item's pictures (migration 059). */
export interface StoredItemPicture {
  position: number;
  image: string;
  alt_en: string;
  alt_mr: string;
}

/**
 * The item's pictures in order from its picture (`items.image`) and its stored rows. The item's
 * picture is always the first: rows whose first no longer agrees with it (it was changed by the
 * catalogue file, which names pictures too) keep their later pictures behind the new first, and the
 * old first's alt texts, which described another picture, are dropped. No picture and no rows: none.
 */
export function orderedPictures(image: string, rows: readonly StoredItemPicture[]): ItemPicture[] {
  const sorted = [...rows].sort((a, b) => a.position - b.position);
  const list = sorted.map((row) => ({ image: row.image, alt: row.alt_en, alt_mr: row.alt_mr }));
  if (image === '') return [];
  if (list[0]?.image === image) return list;
  const later = sorted[0]?.position === 0 ? list.slice(1) : list;
  return [{ image, alt: '', alt_mr: '' }, ...later.filter((picture) => picture.image !== image)];
}

/** What the form's pictures are refused for, on `pictures.N.image` / `pictures.N.alt…`, or on `pictures`. */
export function picturesProblems(image: string, pictures: readonly ItemPicture[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (pictures.length > ITEM_PICTURES_MAX)
    problems.push({ field: 'pictures', reason: `Keep an item to ${ITEM_PICTURES_MAX} pictures or fewer.` });
  if ((pictures[0]?.image ?? '') !== image)
    problems.push({ field: 'pictures', reason: 'The first picture is the item’s picture: send them together.' });
  const seen = new Set<string>();
  for (const [index, picture] of pictures.entries()) {
    const field = `pictures.${index}`;
    if (picture.image === '')
      problems.push({ field: `${field}.image`, reason: 'Choose a picture or remove this one.' });
    else if (picture.image.length > IMAGE_MAX)
      problems.push({
        field: `${field}.image`,
        reason: `Keep the picture reference to ${IMAGE_MAX} characters or fewer.`,
      });
    else if (/\s/.test(picture.image))
      problems.push({ field: `${field}.image`, reason: 'A picture reference has no spaces.' });
    else if (seen.has(picture.image))
      problems.push({ field: `${field}.image`, reason: 'This picture is already in the list.' });
    seen.add(picture.image);
    if (picture.alt.length > ALT_MAX)
      problems.push({ field: `${field}.alt`, reason: `Keep the alt text to ${ALT_MAX} characters or fewer.` });
    if (picture.alt_mr.length > ALT_MAX)
      problems.push({ field: `${field}.alt_mr`, reason: `Keep the alt text to ${ALT_MAX} characters or fewer.` });
  }
  return problems;
}

/** The list with the picture at `index` moved one place earlier (-1) or later (1); unchanged at an end. */
export function movedPicture<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  const moved = [...list];
  const [picture] = moved.splice(index, 1);
  if (picture === undefined || to < 0 || to > list.length - 1) return [...list];
  moved.splice(to, 0, picture);
  return moved;
}

/**
 * A picture just chosen or uploaded for an item: its empty alt texts filled from the item's names
 * (a person may change them), those already written kept.
 */
export function withAltFromName(picture: ItemPicture, name: string, nameMr: string): ItemPicture {
  return {
    ...picture,
    alt: picture.alt.trim() === '' ? name.trim() : picture.alt,
    alt_mr: picture.alt_mr.trim() === '' ? nameMr.trim() : picture.alt_mr,
  };
}

/** The alt text a customer's page gives a picture: its own in the page's language, else the item's name. */
export function pictureAlt(picture: ItemPicture, language: string, itemName: string): string {
  const own = (language === 'mr' ? picture.alt_mr : picture.alt).trim();
  return own === '' ? itemName : own;
}
