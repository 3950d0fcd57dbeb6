// §7 Cart availability (regular and members cart): always fresh, never cached.
import { cartAvailabilityRequest } from '../../../domain/api/cart.ts';
import { checkCartAvailability } from '../../services/cart.ts';
import { route } from '../route.ts';
import { pointOf } from './point.ts';

export const cartRoutes = [
  route({
    path: 'check-cart-items-availability',
    body: cartAvailabilityRequest,
    handle: (input, _params, { shop }) => checkCartAvailability(shop, input.items, pointOf(input)),
  }),
  route({
    path: 'check-member-cart-items-availability',
    body: cartAvailabilityRequest,
    handle: (input, _params, { shop }) => checkCartAvailability(shop, input.items, pointOf(input), 'member'),
  }),
];
