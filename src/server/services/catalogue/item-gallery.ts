// The pictures an item page shows, in the order the shop gave them (decision 0326): the item's
// picture first, each with its alt text in the page's language (the item's name where it has none).
import { orderedPictures, pictureAlt } from '../../../domain/catalogue/item-pictures.ts';
import type { ShopContext } from '../../context.ts';

/** One picture of an item's page. */
export interface GalleryPicture {
  image: string;
  alt: string;
}

/** The item's pictures for its page; `name` is the item's name in the page's language. */
export async function itemGallery(
  ctx: ShopContext,
  item: { id: number; image: string; name: string },
): Promise<GalleryPicture[]> {
  const rows = await ctx.db
    .selectFrom('item_pictures')
    .select(['position', 'image', 'alt_en', 'alt_mr'])
    .where('item_id', '=', item.id)
    .execute();
  return orderedPictures(item.image, rows).map((picture) => ({
    image: picture.image,
    alt: pictureAlt(picture, ctx.language ?? 'en', item.name),
  }));
}
