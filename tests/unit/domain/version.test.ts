import { describe, expect, it } from 'vitest';
import {
  decideVersionAction,
  keysKeptOnCacheClear,
  keysToClear,
  reloadsForNewWorker,
} from '../../../src/domain/version.ts';

describe('§4 Startup version check', () => {
  const stored = { settingsVersion: '7', cacheClearVersion: '3' };

  it('same versions: nothing to do', () => {
    expect(decideVersionAction(stored, { forceNewSettingsVersion: '7', forceCacheClearVersion: '3' })).toBe('none');
  });

  it('a differing settings version refetches settings', () => {
    expect(decideVersionAction(stored, { forceNewSettingsVersion: '8', forceCacheClearVersion: '3' })).toBe(
      'refetch_settings',
    );
  });

  it('a differing cache-clear version clears the cache, and wins over a settings change', () => {
    expect(decideVersionAction(stored, { forceNewSettingsVersion: '7', forceCacheClearVersion: '4' })).toBe(
      'clear_cache',
    );
    expect(decideVersionAction(stored, { forceNewSettingsVersion: '8', forceCacheClearVersion: '4' })).toBe(
      'clear_cache',
    );
  });

  it('compares versions as text, so the number 7 equals the string "7"', () => {
    expect(decideVersionAction(stored, { forceNewSettingsVersion: 7, forceCacheClearVersion: 3 })).toBe('none');
  });

  it('a first visit (nothing stored) has nothing stale', () => {
    const fresh = { settingsVersion: null, cacheClearVersion: null };
    expect(decideVersionAction(fresh, { forceNewSettingsVersion: '8', forceCacheClearVersion: '4' })).toBe('none');
  });

  it('keeps location, address, colour, logo, updating message, active restaurant and preferred language, and the offline screen’s texts', () => {
    expect([...keysKeptOnCacheClear].sort()).toEqual([
      'activeRestaurant',
      'geoLocation',
      'offlineTexts',
      'preferredLanguage',
      'storeColor',
      'storeLogo',
      'updatingMessage',
      'userSetAddress',
    ]);
  });

  it('clears every other key', () => {
    const all = [
      'userSetAddress',
      'appliedCoupon',
      'storeColor',
      'cart_weight_exceeded',
      'activeRestaurant',
      'seoMetaTitle',
    ];
    expect(keysToClear(all)).toEqual(['appliedCoupon', 'cart_weight_exceeded', 'seoMetaTitle']);
  });
});

describe('§4 "A new service worker triggers a reload"', () => {
  it('reloads an ordinary page once', () => {
    expect(reloadsForNewWorker('/', false)).toBe(true);
    expect(reloadsForNewWorker('/category/fruits', false)).toBe(true);
    expect(reloadsForNewWorker('/', true)).toBe(false);
  });

  it('never in the middle of a checkout: the cart, the checkout and the payment steps wait', () => {
    for (const path of ['/cart', '/checkout', '/checkout/pay', '/payment/return', '/pay/FC-1']) {
      expect(reloadsForNewWorker(path, false)).toBe(false);
    }
    expect(reloadsForNewWorker('/cartoons', false)).toBe(true);
  });
});
