// Locations (§4 Location, §7): popular areas, reverse geocoding, area search and
// whether the shop serves a point at all (the no-service screen, §2).
import { fail, ok, type Result } from '../../../domain/api/errors.ts';
import type {
  CoordinateToAddressAnswer,
  LocationSuggestion,
  OperationalServiceAnswer,
  PopularLocation,
} from '../../../domain/api/location.ts';
import type { LatLng } from '../../../domain/types.ts';
import type { ShopContext } from '../../context.ts';
import { storesServing } from '../catalogue/stores.ts';
import { said } from '../../said.ts';

export async function popularLocations(ctx: ShopContext): Promise<Result<PopularLocation[]>> {
  const rows = await ctx.db
    .selectFrom('popular_locations')
    .select(['id', 'name', 'latitude', 'longitude'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return ok(rows);
}

export async function coordinateToAddress(ctx: ShopContext, point: LatLng): Promise<Result<CoordinateToAddressAnswer>> {
  const place = await ctx.geocoder.reverse(point);
  if (!place) {
    // §8 Reverse geocode failure: the client logs it and shows these words, never the coordinates
    // (decision 0315); the customer then searches instead.
    const here = said('saidFieldNoAreaNear');
    return fail('not_found', said('saidNoAreaNear'), { lat: here, lng: here });
  }
  return ok({ success: true, data: place.formatted_address });
}

const SUGGESTIONS = 8;

export async function searchLocation(ctx: ShopContext, query: string): Promise<Result<LocationSuggestion[]>> {
  return ok(await ctx.geocoder.search(query, SUGGESTIONS));
}

export async function checkOperationalService(
  ctx: ShopContext,
  point: LatLng,
): Promise<Result<OperationalServiceAnswer>> {
  const [delivery, selfpickup] = await Promise.all([
    storesServing(ctx, point, 'DELIVERY'),
    storesServing(ctx, point, 'SELFPICKUP'),
  ]);
  return ok({
    is_operational: delivery.length + selfpickup.length > 0,
    delivery_stores: delivery.length,
    selfpickup_stores: selfpickup.length,
  });
}
