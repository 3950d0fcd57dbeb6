// An item's ordered pictures as the console's item form and the catalogue file write them (decision
// 0326; migration 059): `items.image` is the first, the rows hold the whole list with alt texts.
import type { Kysely } from 'kysely';
import { type ItemPicture, orderedPictures, type StoredItemPicture } from '../../../domain/catalogue/item-pictures.ts';
import type { Database } from '../../db/schema.ts';
import { inChunks } from '../catalogue/items.ts';

type Db = Kysely<Database>;

/** The stored rows of these items' pictures, by item. */
export async function pictureRowsOf(db: Db, itemIds: readonly number[]): Promise<Map<number, StoredItemPicture[]>> {
  const rows = await inChunks(itemIds, (chunk) =>
    db
      .selectFrom('item_pictures')
      .select(['item_id', 'position', 'image', 'alt_en', 'alt_mr'])
      .where('item_id', 'in', chunk)
      .execute(),
  );
  return Map.groupBy(rows, (row) => row.item_id);
}

/**
 * Replaces the item's rows with `pictures` in order. One picture without alt texts is what an item
 * without rows reads as (orderedPictures), so it keeps none.
 */
export async function writePictureRows(db: Db, itemId: number, pictures: readonly ItemPicture[]): Promise<void> {
  await db.deleteFrom('item_pictures').where('item_id', '=', itemId).execute();
  const [only] = pictures;
  if (pictures.length === 0 || (pictures.length === 1 && only?.alt === '' && only.alt_mr === '')) return;
  await db
    .insertInto('item_pictures')
    .values(
      pictures.map((picture, position) => ({
        item_id: itemId,
        position,
        image: picture.image,
        alt_en: picture.alt,
        alt_mr: picture.alt_mr,
      })),
    )
    .execute();
}

/**
 * The pictures a catalogue file names for an item, in its order, each keeping the alt texts it had
 * on the item (a picture new to the item has none: the item's name reads for it).
 */
export function picturesNamed(
  image: string,
  rows: readonly StoredItemPicture[],
  images: readonly string[],
): ItemPicture[] {
  const had = new Map(orderedPictures(image, rows).map((picture) => [picture.image, picture]));
  return images.map((one) => had.get(one) ?? { image: one, alt: '', alt_mr: '' });
}
