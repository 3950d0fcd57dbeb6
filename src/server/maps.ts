// The shop's map tiles (decision 0292), for the pages that draw a map: the tile source from the
// configuration, and the page's Content-Security-Policy widened to load its images. Every other
// page's img-src stays as PAGE_DIRECTIVES says.
import { type TileSource, tileOrigin } from '../domain/maps/tiles.ts';
import { readConfig, type ServerConfig } from './config.ts';

/** The configured tile source, or null when MAP_TILE_URL is unset. */
export function tileSourceOf(
  config: Pick<ServerConfig, 'MAP_TILE_URL' | 'MAP_TILE_ATTRIBUTION'> = readConfig(),
): TileSource | null {
  if (!config.MAP_TILE_URL) return null;
  return { url: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION ?? '' };
}

/** Lets this page load the tiles (Astro.csp, there whenever astro.config.mjs turns the policy on). */
export function allowTiles(csp: { insertDirective(directive: string): void } | undefined, source: TileSource): void {
  csp?.insertDirective(`img-src ${tileOrigin(source)}`);
}
