import {
  checkOperationalService,
  coordinateToAddress,
  popularLocations,
  searchLocation,
} from '../../services/location/location.ts';
import { route } from '../route.ts';
import { requiredPoint } from './point.ts';

export const locationRoutes = [
  route('popular-geo-locations', {
    cacheable: true,
    handle: (_input, _params, { shop }) => popularLocations(shop),
  }),
  route('coordinate-to-address', {
    cacheable: true,
    handle: ({ lat, lng }, _params, { shop }) => coordinateToAddress(shop, { lat, lng }),
  }),
  route('search-location', {
    cacheable: true,
    handle: ({ query }, _params, { shop }) => searchLocation(shop, query),
  }),
  route('check-operational-service', {
    cacheable: true,
    handle: (input, _params, { shop }) => checkOperationalService(shop, requiredPoint(input)),
  }),
];
