import { describe, expect, it } from 'vitest';
import {
  type AreaFields,
  areaRefusals,
  looksLikePincode,
  NEAR_AREA_KM,
  nearestArea,
  pincodeOf,
} from '../../../../src/domain/areas/areas.ts';

const erandwane: AreaFields = {
  name: 'Erandwane',
  name_mr: 'एरंडवणे',
  city: 'Pune',
  pincode: '411004',
  latitude: 18.5097,
  longitude: 73.83,
};

describe('§4 Location: the areas a shop serves', () => {
  it('a PIN is six digits not starting with 0, spaces allowed', () => {
    expect(pincodeOf('411004')).toBe('411004');
    expect(pincodeOf(' 411 004 ')).toBe('411004');
    expect(pincodeOf('011004')).toBeNull();
    expect(pincodeOf('41100')).toBeNull();
    expect(pincodeOf('4110045')).toBeNull();
    expect(pincodeOf('41100A')).toBeNull();
  });

  it('a search text that is the start of a PIN is looked up as one', () => {
    expect(looksLikePincode('4110')).toBe(true);
    expect(looksLikePincode('411004')).toBe(true);
    expect(looksLikePincode('Kothrud')).toBe(false);
    expect(looksLikePincode('0411')).toBe(false);
  });

  it('an area needs a name, a PIN and a position on the globe', () => {
    expect(areaRefusals(erandwane)).toEqual({});
    const codes = (refusals: ReturnType<typeof areaRefusals>) =>
      Object.fromEntries(Object.entries(refusals).map(([field, reason]) => [field, reason?.key]));
    expect(
      codes(areaRefusals({ ...erandwane, name: ' ', pincode: '41100', latitude: 91, longitude: Number.NaN })),
    ).toEqual({
      name: 'saidRuleAreaName',
      pincode: 'saidRuleAreaPincode',
      latitude: 'saidRuleAreaLatitude',
      longitude: 'saidRuleAreaLongitude',
    });
    expect(areaRefusals({ ...erandwane, name: 'x'.repeat(81) }).name?.params).toEqual({ max: 80 });
    expect(areaRefusals({ ...erandwane, longitude: -180.5 }).longitude).toBeDefined();
    expect(areaRefusals({ ...erandwane, name_mr: 'x'.repeat(81) }).name_mr).toBeDefined();
  });

  it('a point is named after the nearest area within the radius', () => {
    const kothrud = { name: 'Kothrud', latitude: 18.5074, longitude: 73.8077 };
    const karveRoad = { name: 'Karve Road', latitude: 18.504, longitude: 73.82 };
    const near = nearestArea({ lat: 18.5121, lng: 73.8251 }, [kothrud, karveRoad]);
    expect(near?.area.name).toBe('Karve Road');
    expect(near?.km).toBeLessThan(1.5);
  });

  it('a point farther than the radius from every area is near none', () => {
    const kothrud = { name: 'Kothrud', latitude: 18.5074, longitude: 73.8077 };
    // Lonavala, some 55 km away.
    expect(nearestArea({ lat: 18.7546, lng: 73.4062 }, [kothrud])).toBeNull();
    expect(nearestArea({ lat: 18.5074, lng: 73.8077 }, [])).toBeNull();
    expect(NEAR_AREA_KM).toBe(5);
  });
});
