// §2 Footer, desktop and install; §4 Startup and device: the install prompt (decision 0249).

/** Where the shop's own install prompt sits (setting installPromptPosition). */
export type InstallPromptPlace = 'footer' | 'header';

/** A dismissal keeps the prompt hidden this long (the spec says only "hides after install or click"). */
export const INSTALL_DISMISSAL_DAYS = 14;
const DAY_MS = 24 * 3600 * 1000;

/** The setting's value as a place: 'HEADER' (any case) puts it in the header, anything else in the footer. */
export function installPromptPlace(setting: string): InstallPromptPlace {
  return setting.trim().toLowerCase() === 'header' ? 'header' : 'footer';
}

/** Whether a dismissal stored at `dismissedAt` (ms since the epoch, or null) still hides the prompt at `now`. */
export function dismissalStillHides(dismissedAt: number | null, now: number): boolean {
  if (dismissedAt === null || !Number.isFinite(dismissedAt)) return false;
  return now - dismissedAt < INSTALL_DISMISSAL_DAYS * DAY_MS && dismissedAt <= now;
}

/**
 * §2 "Android-only install prompt": the shop's own prompt answers the offer of a browser on Android
 * (Chrome, Samsung Internet, Edge); a desktop browser's offer is left to the browser's own button,
 * and at desktop widths the app pages are shown in the landing's phone frame anyway.
 */
export function isAndroid(userAgent: string): boolean {
  return ANDROID_USER_AGENT.test(userAgent);
}

/** A browser on Android, by its user agent. */
const ANDROID_USER_AGENT = /Android/;

/**
 * Safari on iPhone or iPad offers no `beforeinstallprompt`: the shop shows its "Add to Home Screen"
 * hint there instead, when the setting enables it. Chrome, Firefox and Edge on iOS say so in their
 * user agent (CriOS, FxiOS, EdgiOS); an iPad asking for the desktop site calls itself a Mac with touch.
 */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
}
