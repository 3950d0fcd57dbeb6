// §4 Location, decision 0315: a phone's position becomes the name of the shop's nearest area, and a
// position near no area becomes the server's words for that, never the bare coordinates. The
// browser's call through the shop's real API, on the demo shop (Pune's areas).
import { describe, expect, it } from 'vitest';
import { addressAt } from '../../../src/client/location-flow.ts';
import { withRealApi } from './real-api.ts';

withRealApi();

describe('a position named in words', () => {
  it('is the nearest area’s address on Karve Road', async () => {
    expect(await addressAt({ lat: 18.5121, lng: 73.8251 })).toBe('Erandwane, Pune, Maharashtra 411004');
  });

  it('is "not near any area" in words far from every area, not its coordinates', async () => {
    const words = await addressAt({ lat: 17.0, lng: 74.5 });
    expect(words).toBe('This place is not near any area the shop serves.');
    expect(words).not.toMatch(/\d+\.\d+/);
  });

  it('is the caller’s own words where it gives some (a place chosen from the search)', async () => {
    expect(await addressAt({ lat: 17.0, lng: 74.5 }, 'Shirwal')).toBe('Shirwal');
  });
});
