// stores/location.ts: §3 userSetAddress and the stored geolocation kept on the device, and the
// `loc` cookie that carries the address to the server (a year long, so a returning customer's
// first page is rendered for their place).
import { beforeEach, describe, expect, it } from 'vitest';
import { decodeLocationCookie } from '../../../src/domain/location-cookie.ts';
import { kalyaniNagarAddress } from '../domain/fixtures.ts';
import { type Device, freshDevice } from './device.ts';

let device: Device;
let location: typeof import('../../../src/stores/location.ts');

async function onDevice(holds: Record<string, string> = {}): Promise<void> {
  device = freshDevice({ holds });
  location = await import('../../../src/stores/location.ts');
}

const locCookie = () =>
  device.document.cookie
    .split('; ')
    .find((part) => part.startsWith('loc='))
    ?.slice(4);

beforeEach(() => onDevice());

describe('§4 Location: the delivery address', () => {
  it('is kept under userSetAddress and sent to the server in the loc cookie for a year', () => {
    location.setDeliveryAddress(kalyaniNagarAddress);
    expect(device.stored('userSetAddress')).toEqual(kalyaniNagarAddress);
    expect(decodeLocationCookie(locCookie())).toEqual(kalyaniNagarAddress);
    expect(device.document.written.at(-1)).toMatch(/; path=\/; max-age=31536000; samesite=lax$/);
  });

  it('§3 the device geolocation is kept as formatted_address and geometry.location', () => {
    location.setGeoLocation('Kalyani Nagar, Pune, Maharashtra 411006', 18.5463, 73.9033);
    expect(device.stored('geoLocation')).toEqual({
      formatted_address: 'Kalyani Nagar, Pune, Maharashtra 411006',
      geometry: { location: { lat: 18.5463, lng: 73.9033 } },
    });
  });

  it('a device that kept its address but lost the cookie sends it again', async () => {
    await onDevice({ userSetAddress: JSON.stringify(kalyaniNagarAddress) });
    expect(locCookie()).toBeUndefined();
    location.syncLocationCookie();
    expect(decodeLocationCookie(locCookie())).toEqual(kalyaniNagarAddress);
    const written = device.document.written.length;
    location.syncLocationCookie();
    expect(device.document.written).toHaveLength(written);
  });

  it('a device without an address writes no cookie', () => {
    location.syncLocationCookie();
    expect(device.document.written).toEqual([]);
  });

  it('an address the device holds in another shape reads as none', async () => {
    await onDevice({ userSetAddress: '{"lat":"north","address":1}', geoLocation: '[]' });
    expect(location.$deliveryAddress.get()).toBeNull();
    expect(location.$geoLocation.get()).toBeNull();
  });
});
