// What a device keeps of a variant in a cart line (an item's, or a combo part's): its identity,
// prices and stock, without the page-only fields (src/domain/orders/cart.ts cartItemOf, combo.ts).
import type { Variant } from '../types.ts';

export function storedVariant(variant: Variant): Variant {
  return {
    id: variant.id,
    name: variant.name,
    price: variant.price,
    regular_price: variant.regular_price,
    sale_price: variant.sale_price,
    is_default: variant.is_default,
    is_active: variant.is_active,
    stock: variant.stock,
    min_stock: variant.min_stock,
    is_infinite: variant.is_infinite,
    is_negative: variant.is_negative,
    restaurant_id: variant.restaurant_id,
    restaurant_overrides: [],
    is_free_item: variant.is_free_item,
    is_veg: variant.is_veg,
    restaurant_slug: variant.restaurant_slug,
    unit_id: variant.unit_id,
    measurement: variant.measurement,
  };
}
