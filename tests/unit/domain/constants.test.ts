import { describe, expect, it } from 'vitest';
import * as constants from '../../../src/domain/constants.ts';

describe('§9 Business constants match the spec', () => {
  it('timings in milliseconds', () => {
    expect({
      gps: constants.GPS_TIMEOUT_MS,
      link: constants.LINK_DELAY_MS,
      rerender: constants.FORCED_RERENDER_MS,
      splash: constants.SPLASH_REMOVAL_MS,
      desktopReload: constants.DESKTOP_RELOAD_MS,
      cacheClearReload: constants.CACHE_CLEAR_RELOAD_MS,
      installPrompt: constants.INSTALL_PROMPT_DELAY_MS,
      searchHint: constants.SEARCH_HINT_ROTATION_MS,
      stockError: constants.STOCK_ERROR_MS,
      banRecheck: constants.BAN_RECHECK_MS,
      removeInCart: constants.REMOVE_IN_CART_UPDATE_MS,
      back: constants.BACK_BUTTON_DELAY_MS,
      bannerAutoPlay: constants.BANNER_AUTO_PLAY_MS,
    }).toEqual({
      gps: 5000,
      link: 200,
      rerender: 100,
      splash: 1000,
      desktopReload: 2000,
      cacheClearReload: 3000,
      installPrompt: 2500,
      searchHint: 3000,
      stockError: 5000,
      banRecheck: 2500,
      removeInCart: 500,
      back: 200,
      bannerAutoPlay: 8000,
    });
  });

  it('limits, truncation and weight factors', () => {
    expect([constants.NAME_TRUNCATE_LENGTH, constants.LINKED_LIST_NAME_TRUNCATE_LENGTH]).toEqual([25, 15]);
    expect(constants.ADDRESS_TRUNCATE_LENGTHS).toEqual([15, 25, 30]);
    expect([constants.FARM_DATES_OFFERED, constants.FARM_DATE_LOOP_GUARD]).toEqual([4, 60]);
    expect([
      constants.MOBILE_BREAKPOINT_PX,
      constants.SAVED_ADDRESSES_IN_POPUP,
      constants.CART_PANEL_MAX_HEIGHT_PX,
    ]).toEqual([768, 4, 500]);
    expect([constants.WEIGHT_FACTOR, ...constants.UNIT_IDS_SCALED_BY_WEIGHT_FACTOR]).toEqual([1000, 1, 3]);
    expect([constants.EARTH_RADIUS_KM, constants.MAPS_DISTANCE_DECIMALS]).toEqual([6371, 1]);
  });
});
