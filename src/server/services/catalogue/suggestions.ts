// Suggestions as the customer types in the search field (decision 0293): a few items, categories
// and stores at the point whose names hold the typed words, found by the words the full search
// (/explore, catalog.ts `search`) looks for: a word typed halfway ("toma"), a typo ("tomatoe"),
// a synonym ("aloo"), in the customer's language or as stored. Enter still opens the full results.
// An item comes with its picture, size and price, as its card shows them (decision 0329).
import { ok, type Result } from '../../../domain/api/errors.ts';
import {
  SUGGESTED_CATEGORIES,
  SUGGESTED_ITEMS,
  SUGGESTED_STORES,
  type SearchSuggestionsAnswer,
} from '../../../domain/api/search-suggestions.ts';
import { formatPrice, toMinor } from '../../../domain/money.ts';
import { pictureOrPlaceholder, thumbnailSrcset } from '../../../domain/pictures.ts';
import { nameHasWords, searchWords } from '../../../domain/text.ts';
import type { LatLng } from '../../../domain/types.ts';
import type { ShopContext } from '../../context.ts';
import { categoriesAt } from './catalog.ts';
import { offersPage, searchedIn } from './offers.ts';
import { listingStores, storesServing } from './stores.ts';
import { shopTexts } from '../shop/texts.ts';

export async function searchSuggestions(
  ctx: ShopContext,
  point: LatLng,
  query: string,
): Promise<Result<SearchSuggestionsAnswer>> {
  const term = query.trim().normalize('NFC');
  const filter = await searchedIn(ctx, { nameContains: term });
  const words = filter.nameForms ?? searchWords(term);
  const named = (thing: { name: string }) => nameHasWords(thing.name, words);
  // A category or a store is found by its name in the customer's language or as stored, as items are.
  const asStored = ctx.language ? { ...ctx, language: undefined } : null;
  const [reach, categories, storedCategories, stores, storedStores, texts] = await Promise.all([
    listingStores(ctx, point),
    categoriesAt(ctx, point),
    asStored ? categoriesAt(asStored, point) : null,
    storesServing(ctx, point, 'DELIVERY'),
    asStored ? storesServing(asStored, point, 'DELIVERY') : null,
    shopTexts(ctx),
  ]);
  const page = await offersPage(
    ctx,
    reach.map((store) => store.id),
    filter,
    { size: SUGGESTED_ITEMS },
  );
  const categoryIds = new Set((storedCategories?.ok ? storedCategories.value : []).filter(named).map((row) => row.id));
  const storeIds = new Set((storedStores ?? []).filter(named).map((store) => store.id));
  return ok({
    query: term,
    items: page.items.map((item) => {
      // The size and price its card shows: the default variant's (ItemCard.astro).
      const shown = item.variants.find((variant) => variant.is_default === 1) ?? item.variants[0];
      return {
        name: item.name,
        href: `/item/${encodeURIComponent(item.slug)}`,
        store: item.restaurant_name,
        picture: pictureOrPlaceholder(item.image),
        srcset: thumbnailSrcset(item.image) ?? null,
        unit: shown?.name ?? null,
        price: formatPrice(toMinor(shown?.sale_price ?? item.price), texts.settings),
      };
    }),
    categories: (categories.ok ? categories.value : [])
      .filter((category) => named(category) || categoryIds.has(category.id))
      .slice(0, SUGGESTED_CATEGORIES)
      .map((category) => ({ name: category.name, href: `/category/${encodeURIComponent(category.slug)}` })),
    stores: stores
      .filter((store) => named(store) || storeIds.has(store.id))
      .slice(0, SUGGESTED_STORES)
      .map((store) => ({ name: store.name, href: `/stores/${encodeURIComponent(store.slug)}` })),
  });
}
