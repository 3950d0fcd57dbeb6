// §2 Footer, desktop and install ("Android-only install prompt in footer or header"), §4 "Install
// prompt appears when the browser offers install (after 2500 ms), hides after install or click",
// §9 install prompt delay 2500 ms (decision 0249).
import { describe, expect, it } from 'vitest';
import { INSTALL_PROMPT_DELAY_MS } from '../../../../src/domain/constants.ts';
import {
  dismissalStillHides,
  INSTALL_DISMISSAL_DAYS,
  installPromptPlace,
  isAndroid,
  isIosSafari,
} from '../../../../src/domain/notifications/install-prompt.ts';

const DAY = 24 * 3600 * 1000;
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_SITE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('install prompt', () => {
  it('§9 waits 2500 ms after the offer', () => {
    expect(INSTALL_PROMPT_DELAY_MS).toBe(2500);
  });

  it('§2 sits in the header only when the setting says HEADER, else in the footer', () => {
    expect(installPromptPlace('HEADER')).toBe('header');
    expect(installPromptPlace(' header ')).toBe('header');
    expect(installPromptPlace('FOOTER')).toBe('footer');
    expect(installPromptPlace('')).toBe('footer');
    expect(installPromptPlace('null')).toBe('footer');
  });

  it('§4 a dismissal hides it for a while, then it may come back', () => {
    const now = Date.UTC(2026, 10, 23, 8);
    expect(dismissalStillHides(null, now)).toBe(false);
    expect(dismissalStillHides(now - DAY, now)).toBe(true);
    expect(dismissalStillHides(now - (INSTALL_DISMISSAL_DAYS * DAY - 1), now)).toBe(true);
    expect(dismissalStillHides(now - INSTALL_DISMISSAL_DAYS * DAY, now)).toBe(false);
    expect(dismissalStillHides(Number.NaN, now)).toBe(false);
    // A dismissal "in the future" (a clock set wrong) does not hide it for ever.
    expect(dismissalStillHides(now + 365 * DAY, now)).toBe(false);
  });

  it('§2 answers the offer on Android only', () => {
    expect(isAndroid(ANDROID_CHROME)).toBe(true);
    expect(isAndroid(DESKTOP_CHROME)).toBe(false);
    expect(isAndroid(IPHONE_SAFARI)).toBe(false);
  });

  it('gives the "Add to Home Screen" hint to Safari on iPhone and iPad only', () => {
    expect(isIosSafari(IPHONE_SAFARI, 5)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP_SITE, 5)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP_SITE, 0)).toBe(false);
    expect(isIosSafari(IPHONE_CHROME, 5)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME, 5)).toBe(false);
    expect(isIosSafari(DESKTOP_CHROME, 0)).toBe(false);
  });
});
