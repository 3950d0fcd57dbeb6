// A cart's store in lists that mix the stores in reach (decision 0291): which products the browser
// asks the cart store for, and what the server takes of the question.
import { describe, expect, it } from 'vitest';
import {
  CART_STORE_PRODUCTS_MAX,
  cartStoreOffersHref,
  productsFromOtherStores,
  productsOfQuery,
} from '../../../../src/domain/orders/cart-store.ts';

describe('the products shown from other stores than the cart’s', () => {
  it('are those of the cards of other stores, each once', () => {
    const cards = [
      { store: 1, product: 'cow-ghee' },
      { store: 3, product: 'cow-ghee' },
      { store: 3, product: 'paneer' },
      { store: 2, product: 'paneer' },
      { store: 1, product: 'papaya' },
    ];
    expect(productsFromOtherStores(cards, 1)).toEqual(['cow-ghee', 'paneer']);
    expect(productsFromOtherStores(cards, 3)).toEqual(['cow-ghee', 'paneer', 'papaya']);
  });

  it('leave out what is not a product slug and stop at the most asked at once', () => {
    expect(
      productsFromOtherStores(
        [
          { store: 2, product: '' },
          { store: 2, product: 'A,b' },
        ],
        1,
      ),
    ).toEqual([]);
    const many = Array.from({ length: CART_STORE_PRODUCTS_MAX + 5 }, (_, index) => ({
      store: 2,
      product: `p-${index}`,
    }));
    expect(productsFromOtherStores(many, 1)).toHaveLength(CART_STORE_PRODUCTS_MAX);
  });
});

describe('the products of the question', () => {
  it('are the slugs of the query, each once, anything else left out', () => {
    expect(productsOfQuery('cow-ghee,paneer,cow-ghee, papaya ,DROP TABLE,,-x')).toEqual([
      'cow-ghee',
      'paneer',
      'papaya',
    ]);
    expect(productsOfQuery(null)).toEqual([]);
  });

  it('are at most the most asked at once', () => {
    const query = Array.from({ length: CART_STORE_PRODUCTS_MAX + 10 }, (_, index) => `p-${index}`).join(',');
    expect(productsOfQuery(query)).toHaveLength(CART_STORE_PRODUCTS_MAX);
  });

  it('round-trips through the address the browser asks at', () => {
    const href = cartStoreOffersHref(4, ['cow-ghee', 'paneer']);
    expect(href).toBe('/cart-store-offers/4?products=cow-ghee,paneer');
    expect(productsOfQuery(new URL(href, 'http://shop').searchParams.get('products'))).toEqual(['cow-ghee', 'paneer']);
  });
});
