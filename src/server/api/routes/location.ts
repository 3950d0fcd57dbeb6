// §7 Popular locations, reverse geocode, area search, operational-service check.
import {
  coordinateToAddressRequest,
  operationalServiceRequest,
  popularLocationsRequest,
  searchLocationRequest,
} from '../../../domain/api/location.ts';
import {
  checkOperationalService,
  coordinateToAddress,
  popularLocations,
  searchLocation,
} from '../../services/location.ts';
import { route } from '../route.ts';
import { requiredPoint } from './point.ts';

export const locationRoutes = [
  route({
    path: 'popular-geo-locations',
    body: popularLocationsRequest,
    cacheable: true,
    handle: (_input, _params, { shop }) => popularLocations(shop),
  }),
  route({
    path: 'coordinate-to-address',
    body: coordinateToAddressRequest,
    cacheable: true,
    handle: ({ lat, lng }, _params, { shop }) => coordinateToAddress(shop, { lat, lng }),
  }),
  route({
    path: 'search-location',
    body: searchLocationRequest,
    cacheable: true,
    handle: ({ query }, _params, { shop }) => searchLocation(shop, query),
  }),
  route({
    path: 'check-operational-service',
    body: operationalServiceRequest,
    cacheable: true,
    handle: (input, _params, { shop }) => checkOperationalService(shop, requiredPoint(input)),
  }),
];
