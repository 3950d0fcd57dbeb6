// §3 Store info rating and the store's reviews: one number on every card and on /reviews
// (decision 0194).
import { describe, expect, it } from 'vitest';
import { STORED_RATING_WEIGHT, starSplit, storeRating } from '../../../../src/domain/catalogue/store-rating.ts';

describe('the store rating (§3 Store info)', () => {
  it('is the stored rating while the store has no reviews', () => {
    expect(storeRating(4.6, { count: 0, stars: 0 })).toBe(4.6);
  });

  it('moves a little with one review and is taken over by many (the stored rating weighs as ten reviews)', () => {
    expect(STORED_RATING_WEIGHT).toBe(10);
    // (4.6 × 10 + 4) / 11 = 4.545… → 4.5
    expect(storeRating(4.6, { count: 1, stars: 4 })).toBe(4.5);
    // 90 one-star reviews: (46 + 90) / 100 = 1.36 → 1.4
    expect(storeRating(4.6, { count: 90, stars: 90 })).toBe(1.4);
  });

  it("is the reviews' average when there is no stored rating, and null with neither", () => {
    expect(storeRating(0, { count: 2, stars: 7 })).toBe(3.5);
    expect(storeRating(null, { count: 3, stars: 12 })).toBe(4);
    expect(storeRating(0, { count: 0, stars: 0 })).toBeNull();
  });
});

describe('a rating drawn as five stars, to the nearest half (/reviews/{slug})', () => {
  it('draws 4.5 as four and a half stars, not five', () => {
    expect(starSplit(4.5)).toEqual({ full: 4, half: true, empty: 0 });
  });

  it('rounds to the nearest half star', () => {
    expect(starSplit(4.2)).toEqual({ full: 4, half: false, empty: 1 });
    expect(starSplit(4.3)).toEqual({ full: 4, half: true, empty: 0 });
    expect(starSplit(4.8)).toEqual({ full: 5, half: false, empty: 0 });
    expect(starSplit(1)).toEqual({ full: 1, half: false, empty: 4 });
  });

  it('draws no rating, and anything out of range, within five stars', () => {
    expect(starSplit(null)).toEqual({ full: 0, half: false, empty: 5 });
    expect(starSplit(7)).toEqual({ full: 5, half: false, empty: 0 });
    expect(starSplit(-1)).toEqual({ full: 0, half: false, empty: 5 });
  });
});
