// Where the live maps take their tiles from (decision 0292): the shop's MAP_TILE_URL, a URL
// template with {z}, {x} and {y}, and the credit its provider asks for. Pages hand it to their
// map island; with none configured no map is drawn and no map script is loaded.

export interface TileSource {
  /** 'https://tiles.example.in/{z}/{x}/{y}.png' */
  url: string;
  /** Shown under the map; may be ''. */
  attribution: string;
}

/** The origin the tiles come from ('https://tiles.example.in'), what a page's img-src must allow. */
export function tileOrigin(source: TileSource): string {
  return new URL(source.url.replaceAll(/\{[zxy]\}/g, '0')).origin;
}
