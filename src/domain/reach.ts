// What a customer can act on at their point (behaviour.md §2 "Banner slider styles", §4
// Location; decision 0185): a banner leading to a store, or to an item of a store, that
// neither delivers to nor offers pickup at the point is a dead end, so it is not shown there.
// Slides that lead elsewhere (campaigns, editors' pages, membership) are shown everywhere.

/** The stores and categories within reach of one point. */
export interface PointReach {
  /** Open stores that deliver to the point or offer pickup within their area. */
  storeIds: ReadonlySet<number>;
  /** The store of each item a slide names (by item id). */
  itemStores: ReadonlyMap<number, number>;
  /** Categories with something on offer at the point. */
  categoryIds: ReadonlySet<number>;
}

/** §3 Banner slide data: what record the slide points at. */
export interface SlideTarget {
  model: string | null;
  id: number;
}

/** A slide is shown at the point when what it leads to can be bought there (a slide naming no record, everywhere). */
export function slideInReach(target: SlideTarget | undefined, reach: PointReach): boolean {
  if (target === undefined) return true;
  switch (target.model) {
    case 'store':
      return reach.storeIds.has(target.id);
    case 'item': {
      const storeId = reach.itemStores.get(target.id);
      return storeId !== undefined && reach.storeIds.has(storeId);
    }
    case 'category':
      return reach.categoryIds.has(target.id);
    default:
      return true;
  }
}

/** The slides of a slider shown at the point, in order; null when none is left (the slider is then not shown). */
export function slidesInReach<S extends { data?: SlideTarget | undefined }>(
  slides: readonly S[],
  reach: PointReach,
): S[] | null {
  const shown = slides.filter((slide) => slideInReach(slide.data, reach));
  return shown.length > 0 ? shown : null;
}
