// The live maps' tile source is configuration (decision 0292; README "Configuration"): unset, no
// map; set, an http(s) URL template naming {z}, {x} and {y}, whose origin alone a map's page
// adds to its img-src.
import { describe, expect, it } from 'vitest';
import { tileOrigin } from '../../../../src/domain/maps/tiles.ts';
import { readConfig } from '../../../../src/server/config.ts';
import { allowTiles, tileSourceOf } from '../../../../src/server/maps.ts';

describe('map tiles from the configuration', () => {
  it('is no map while MAP_TILE_URL is unset or blank', () => {
    expect(tileSourceOf(readConfig({}))).toBeNull();
    expect(tileSourceOf(readConfig({ MAP_TILE_URL: '', MAP_TILE_ATTRIBUTION: 'x' }))).toBeNull();
  });

  it('takes an http(s) template with {z}, {x} and {y}, and its attribution', () => {
    const config = readConfig({
      MAP_TILE_URL: 'https://tiles.example.in/osm/{z}/{x}/{y}.png?key=abc',
      MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
    });
    const source = tileSourceOf(config);
    expect(source).toEqual({
      url: 'https://tiles.example.in/osm/{z}/{x}/{y}.png?key=abc',
      attribution: '© OpenStreetMap contributors',
    });
    expect(source && tileOrigin(source)).toBe('https://tiles.example.in');
    expect(tileSourceOf(readConfig({ MAP_TILE_URL: 'http://127.0.0.1:4425/{z}/{x}/{y}.png' }))?.attribution).toBe('');
  });

  it.each([
    'https://tiles.example.in/{z}/{x}.png',
    'ftp://tiles.example.in/{z}/{x}/{y}.png',
    'javascript:alert(1)//{z}/{x}/{y}',
    'https://user:secret@tiles.example.in/{z}/{x}/{y}.png',
    'tiles/{z}/{x}/{y}.png',
  ])('refuses %s at start, naming the variable', (url) => {
    expect(() => readConfig({ MAP_TILE_URL: url })).toThrow(/MAP_TILE_URL: must be an http\(s\) URL with \{z\}/);
  });

  it('adds the tiles’ origin to the page’s img-src, and nothing without a policy', () => {
    const directives: string[] = [];
    allowTiles(
      { insertDirective: (directive) => directives.push(directive) },
      {
        url: 'https://a.tiles.example.in:8443/{z}/{x}/{y}.webp',
        attribution: '',
      },
    );
    expect(directives).toEqual(['img-src https://a.tiles.example.in:8443']);
    expect(() => allowTiles(undefined, { url: 'https://t.example.in/{z}/{x}/{y}.png', attribution: '' })).not.toThrow();
  });
});
