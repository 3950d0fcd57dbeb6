import { checkCartAvailability } from '../../services/orders/cart.ts';
import { route } from '../route.ts';
import { pointOf } from './point.ts';

export const cartRoutes = [
  route('check-cart-items-availability', {
    handle: (input, _params, { shop }) => checkCartAvailability(shop, input.items, pointOf(input)),
  }),
  route('check-member-cart-items-availability', {
    handle: (input, _params, { shop }) => checkCartAvailability(shop, input.items, pointOf(input), 'member'),
  }),
];
