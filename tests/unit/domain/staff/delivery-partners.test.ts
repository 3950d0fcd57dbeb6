// The delivery partners' rules (§6 Delivery partner; decision 0235):
// Aadhaar numbers by their Verhoeff check digit, masked to the last 4; vehicle numbers; the
// earning of a delivery; positions that cannot be real; the ETA; today's and this week's
// earnings by the shop's calendar; the customer's alert for each order step.
import { describe, expect, it } from 'vitest';
import {
  aadhaarProblem,
  deliveryCodeOf,
  earningsSummary,
  etaMinutes,
  type Fix,
  fixProblem,
  hasVerhoeffCheckDigit,
  isVehicleNumber,
  maskAadhaar,
  partnerEarningPaise,
  verhoeffCheckDigit,
} from '../../../../src/domain/staff/delivery-partners.ts';
import { orderStepNotice } from '../../../../src/domain/notifications/notifications.ts';
import { ORDER_STATUSES } from '../../../../src/domain/orders/order-flow.ts';

/** UIDAI's published sample number, valid by its check digit. */
const SAMPLE_AADHAAR = '499118665246';

describe('Aadhaar numbers (Verhoeff check digit)', () => {
  it('accepts a number whose last digit is its Verhoeff check digit, typed with spaces or dashes', () => {
    expect(aadhaarProblem(SAMPLE_AADHAAR)).toBeNull();
    expect(aadhaarProblem('4991 1866 5246')).toBeNull();
    expect(aadhaarProblem('4991-1866-5246')).toBeNull();
    expect(verhoeffCheckDigit('49911866524')).toBe(6);
    // The scheme's textbook example: 236 → check digit 3.
    expect(verhoeffCheckDigit('236')).toBe(3);
    expect(hasVerhoeffCheckDigit('2363')).toBe(true);
  });

  it('refuses every single mistyped digit and every swap of neighbouring digits', () => {
    for (let position = 0; position < 12; position++) {
      for (let digit = 0; digit <= 9; digit++) {
        const typed = SAMPLE_AADHAAR.slice(0, position) + digit + SAMPLE_AADHAAR.slice(position + 1);
        if (typed === SAMPLE_AADHAAR) continue;
        expect(aadhaarProblem(typed), typed).not.toBeNull();
      }
    }
    for (let position = 0; position < 11; position++) {
      const chars = [...SAMPLE_AADHAAR];
      [chars[position], chars[position + 1]] = [chars[position + 1] ?? '', chars[position] ?? ''];
      const swapped = chars.join('');
      if (swapped !== SAMPLE_AADHAAR) expect(aadhaarProblem(swapped), swapped).toBe('check_digit');
    }
  });

  it('says what is wrong: not 12 digits, a first digit of 0 or 1, or the check digit', () => {
    expect(aadhaarProblem('49911866524')).toBe('length');
    expect(aadhaarProblem('4991186652461')).toBe('length');
    expect(aadhaarProblem('4991186652a6')).toBe('length');
    const startsWithOne = `1${'23456789012'.slice(0, 10)}`;
    expect(aadhaarProblem(`${startsWithOne}${verhoeffCheckDigit(startsWithOne)}`)).toBe('first_digit');
    expect(aadhaarProblem('499118665247')).toBe('check_digit');
  });

  it('keeps only the last 4 digits', () => {
    expect(maskAadhaar('4991 1866 5246')).toBe('XXXX XXXX 5246');
    expect(maskAadhaar(SAMPLE_AADHAAR)).not.toContain('4991');
  });
});

describe('vehicle numbers', () => {
  it('takes Indian registrations, spaced or not, and the BH series; a bicycle may have none', () => {
    expect(isVehicleNumber('scooter', 'MH 12 AB 1234')).toBe(true);
    expect(isVehicleNumber('motorbike', 'mh12ab1234')).toBe(true);
    expect(isVehicleNumber('motorbike', '22 BH 1234 AA')).toBe(true);
    expect(isVehicleNumber('scooter', '')).toBe(false);
    expect(isVehicleNumber('scooter', 'HELLO')).toBe(false);
    expect(isVehicleNumber('bicycle', '')).toBe(true);
  });
});

describe('earnings', () => {
  it('pays ₹25 a delivery, ₹7 a km (to 0.1 km) and the whole tip', () => {
    expect(partnerEarningPaise(0, 0)).toBe(2_500);
    expect(partnerEarningPaise(2.34, 0)).toBe(2_500 + Math.round(2.3 * 700));
    expect(partnerEarningPaise(4, 2_000)).toBe(2_500 + 2_800 + 2_000);
    expect(partnerEarningPaise(1, -50)).toBe(3_200);
  });

  it('sums today and this week (Monday first) by the shop’s calendar in Pune', () => {
    // Wednesday 4 Nov 2026, 10:00 in Pune.
    const now = new Date('2026-11-04T04:30:00Z');
    const jobs = [
      { delivered_at: '2026-11-04T03:00:00Z', earning_paise: 4_000 }, // today 08:30
      { delivered_at: '2026-11-03T18:40:00Z', earning_paise: 3_000 }, // today 00:10 in Pune (still the 3rd in UTC)
      { delivered_at: '2026-11-03T18:20:00Z', earning_paise: 2_000 }, // Tuesday 23:50
      { delivered_at: '2026-11-01T18:31:00Z', earning_paise: 1_000 }, // Monday 00:01
      { delivered_at: '2026-11-01T18:29:00Z', earning_paise: 500 }, // Sunday 23:59: last week
    ];
    expect(earningsSummary(jobs, now)).toEqual({
      today_paise: 7_000,
      today_count: 2,
      week_paise: 10_000,
      week_count: 4,
    });
  });
});

describe('positions', () => {
  const now = Date.parse('2026-11-04T04:30:00Z');
  const here: Fix = { lat: 18.5074, lng: 73.8077, at: now - 10_000 };

  it('refuses positions outside the planet, the 0,0 of a phone without a fix, and vague ones', () => {
    expect(fixProblem({ lat: 91, lng: 73, at: now }, null, now)).toBe('off_planet');
    expect(fixProblem({ lat: 18, lng: -181, at: now }, null, now)).toBe('off_planet');
    expect(fixProblem({ lat: Number.NaN, lng: 73, at: now }, null, now)).toBe('off_planet');
    expect(fixProblem({ lat: 0, lng: 0, at: now }, null, now)).toBe('off_planet');
    expect(fixProblem({ ...here, accuracy: 5_000 }, null, now)).toBe('inaccurate');
    expect(fixProblem(here, null, now)).toBeNull();
  });

  it('refuses a jump too fast to be real, and fixes from the future or too old', () => {
    // 1 km in 10 s is 360 km/h.
    expect(fixProblem({ lat: 18.5164, lng: 73.8077, at: now }, here, now)).toBe('too_fast');
    // 50 m in 10 s (18 km/h) is a bike.
    expect(fixProblem({ lat: 18.50785, lng: 73.8077, at: now }, here, now)).toBeNull();
    expect(fixProblem({ ...here, at: now + 5 * 60_000 }, null, now)).toBe('future');
    expect(fixProblem({ ...here, at: now - 2 * 3_600_000 }, null, now)).toBe('too_old');
  });

  it('gives an ETA at 18 km/h, with the ride to the store and 3 minutes there before pick-up', () => {
    expect(etaMinutes({ toStoreKm: null, toCustomerKm: 3 })).toBe(10);
    expect(etaMinutes({ toStoreKm: 1.5, toCustomerKm: 3 })).toBe(5 + 3 + 10);
    expect(etaMinutes({ toStoreKm: null, toCustomerKm: 0 })).toBe(1);
  });

  it('makes a 4-digit delivery code', () => {
    expect(deliveryCodeOf(7)).toBe('0007');
    expect(deliveryCodeOf(9_999)).toBe('9999');
    expect(deliveryCodeOf(12_345)).toMatch(/^\d{4}$/);
  });
});

describe('alerts for each order step (§4 Order lifecycle)', () => {
  it('tells the customer of every step after placing, worded by the mode, linking to the running order', () => {
    for (const status of ORDER_STATUSES) {
      const notice = orderStepNotice(status, { unique_order_id: 'FC-1234', mode: 'DELIVERY' });
      // Placing an order, online or not, is the customer's own doing: no alert (online payment adds awaiting_payment).
      if (status === 'placed' || status === 'awaiting_payment') expect(notice).toBeNull();
      else {
        expect(notice?.message, status).toContain('FC-1234');
        expect(notice?.click_action).toBe('/running-order/FC-1234');
      }
    }
    expect(orderStepNotice('ready_for_pickup', { unique_order_id: 'FC-1', mode: 'SELFPICKUP' })?.title).toBe(
      'Ready to collect',
    );
  });

  it('says the store’s reason for a rejection', () => {
    const rejected = { unique_order_id: 'FC-7', mode: 'DELIVERY' as const, cancel_reason: 'Bananas are not ripe yet' };
    expect(orderStepNotice('rejected', rejected)?.message).toBe(
      'The store could not take your order FC-7. The store says: Bananas are not ripe yet',
    );
    expect(orderStepNotice('rejected', { ...rejected, cancel_reason: null })?.message).toBe(
      'The store could not take your order FC-7.',
    );
  });
});
