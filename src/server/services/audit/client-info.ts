// Where an account call comes from, as the account services keep it (decision 0171, decision 0173):
// the client's network address, and a short
// summary of its user agent ('Chrome on Android') instead of the raw header, which
// is long, changes with every update and fingerprints the person more than needed.
import { APP_OR_SCRIPT, DEVICE_SUMMARY } from '../../../domain/notifications/device-name.ts';
import { fillTemplate } from '../../../domain/text.ts';

export interface Client {
  address: string;
  /** 'Chrome on Android', 'Safari on iPhone', 'App or script'... at most 60 characters. */
  device: string;
}

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

const MAX_DEVICE_CHARS = 60;

/** 'Chrome on Android' from a User-Agent header; 'App or script' when it names no browser. */
export function describeDevice(userAgent: string | null | undefined): string {
  const agent = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  const summary =
    browser && system ? fillTemplate(DEVICE_SUMMARY, { browser, system }) : (browser ?? system ?? APP_OR_SCRIPT);
  return summary.slice(0, MAX_DEVICE_CHARS);
}

export function clientOf(address: string, userAgent: string | null | undefined): Client {
  return { address: address.slice(0, 64), device: describeDevice(userAgent) };
}
