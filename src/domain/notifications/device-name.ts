// The signed-in devices' names (decision 0171). A session keeps a short
// summary of its user agent in the shop's stored language ('Chrome on Android', 'App or script';
// src/server/services/audit/client-info.ts), a record the audit log shares; a page writes it in its own
// language (decision 0200): the browser's and the system's names stay, the words are labels.
import { fillTemplate } from '../text.ts';

/** How client-info.ts writes a summary of a browser on a system. */
export const DEVICE_SUMMARY = '{browser} on {system}';
/** The summary of a client whose user agent names no browser and no system. */
export const APP_OR_SCRIPT = 'App or script';

export interface DeviceNameTexts {
  /** '{browser} on {system}' in the page's language */
  deviceOn: string;
  appOrScript: string;
}

/** A stored device summary in the page's words; a summary of another shape is shown as it is. */
export function deviceName(summary: string, texts: DeviceNameTexts): string {
  if (summary === APP_OR_SCRIPT) return texts.appOrScript;
  const match = /^(.+) on (.+)$/.exec(summary);
  return match ? fillTemplate(texts.deviceOn, { browser: match[1] ?? '', system: match[2] ?? '' }) : summary;
}
