// A signed-in device's stored summary in the page's language (decision 0200;
// decision 0171).
import { describe, expect, it } from 'vitest';
import { APP_OR_SCRIPT, deviceName } from '../../../../src/domain/notifications/device-name.ts';
import { describeDevice } from '../../../../src/server/services/audit/client-info.ts';

const ENGLISH = { deviceOn: '{browser} on {system}', appOrScript: 'App or script' };
const MARATHI = { deviceOn: '{system} वरील {browser}', appOrScript: 'ॲप किंवा स्क्रिप्ट' };
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

describe('a device’s name in the page’s language', () => {
  it('English reads the summary as stored', () => {
    expect(deviceName(describeDevice(ANDROID_CHROME), ENGLISH)).toBe('Chrome on Android');
    expect(deviceName(describeDevice('curl/8.0'), ENGLISH)).toBe('App or script');
  });

  it('Marathi keeps the browser’s and system’s names and writes the words around them', () => {
    expect(deviceName(describeDevice(ANDROID_CHROME), MARATHI)).toBe('Android वरील Chrome');
    expect(deviceName(APP_OR_SCRIPT, MARATHI)).toBe('ॲप किंवा स्क्रिप्ट');
  });

  it('a summary of another shape is shown as it is', () => {
    expect(deviceName('Linux', MARATHI)).toBe('Linux');
  });
});
