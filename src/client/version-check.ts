// §4 Startup and device, §7 Version file (decision 0248):
// after the page has loaded and the browser is idle, the device reads /version.json
// (the server lets browsers keep it a few seconds) and compares it with the versions it stored:
// - a new settings version refetches the settings (the device keeps colour, logo and the
//   updating message: what the updating overlay shows with everything else gone);
// - a new cache-clear version shows the updating overlay, clears device storage but the kept keys
//   (domain/version.ts), unregisters the service workers, deletes the caches, refetches settings
//   and translations, and reloads after 3 s (§9); the worker, which controls the page until then,
//   is told first to stop caching (public/sw-push.js), so that nothing fills the caches again.
// A new service worker taking over reloads the page once, but never on the cart, checkout or
// payment pages (domain/version.ts reloadsForNewWorker).
import { CACHE_CLEAR_RELOAD_MS, SHOP_TEXTS_ELEMENT_ID, STORAGE_KEYS } from '../domain/constants.ts';
import {
  type DeviceKeeps,
  type OfflineTexts,
  decideVersionAction,
  keysToClear,
  reloadsForNewWorker,
  type StoredVersions,
  type VersionFile,
} from '../domain/version.ts';
import { adoptCss } from './adopt-css.ts';
import { callApi } from './api.ts';
import { CLEAR_DEVICE_MESSAGE } from './app-files.ts';
import overlayCss from './styles/updating-overlay.css?inline';

const VERSION_URL = '/version.json';
/** How long a cache clear waits for the worker to say it stopped caching (a worker older than that message never says so). */
const WORKER_ANSWER_MS = 500;

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or refused (private mode): the next visit compares again.
  }
}

async function fetchVersionFile(): Promise<VersionFile | null> {
  try {
    const response = await fetch(VERSION_URL, { credentials: 'omit' });
    if (!response.ok) {
      // A 503 while the shop starts or its database is down: its page is not read, and not left open.
      await response.body?.cancel();
      return null;
    }
    const file = (await response.json()) as Partial<VersionFile>;
    return {
      forceNewSettingsVersion: file.forceNewSettingsVersion ?? null,
      forceCacheClearVersion: file.forceCacheClearVersion ?? null,
    };
  } catch {
    // §8 Offline or the shop unreachable: logged nowhere, the next page load asks again.
    return null;
  }
}

function storedVersions(): StoredVersions {
  return {
    settingsVersion: stored(STORAGE_KEYS.settingsVersion),
    cacheClearVersion: stored(STORAGE_KEYS.cacheClearVersion),
  };
}

function storeVersions(file: VersionFile): void {
  if (file.forceNewSettingsVersion !== null) store(STORAGE_KEYS.settingsVersion, String(file.forceNewSettingsVersion));
  if (file.forceCacheClearVersion !== null) store(STORAGE_KEYS.cacheClearVersion, String(file.forceCacheClearVersion));
}

/**
 * Keeps on the device what the updating overlay needs (the shop's colour, logo and updating message)
 * and what the precached offline screen says (OFFLINE_TEXTS_SCRIPT), in the customer's language.
 */
function keepForOverlay(keeps: Partial<DeviceKeeps>): void {
  if (keeps.storeColor) store(STORAGE_KEYS.storeColor, keeps.storeColor);
  if (keeps.storeLogo) store(STORAGE_KEYS.storeLogo, keeps.storeLogo);
  if (keeps.updatingMessage) store(STORAGE_KEYS.updatingMessage, keeps.updatingMessage);
  if (keeps.offline?.title) store(STORAGE_KEYS.offlineTexts, JSON.stringify(keeps.offline));
}

/** The language of the kept texts (the offline screen's), or null when none are kept. */
function keptLanguage(): string | null {
  try {
    return (JSON.parse(stored(STORAGE_KEYS.offlineTexts) ?? 'null') as Partial<OfflineTexts> | null)?.lang ?? null;
  } catch {
    return null;
  }
}

/**
 * What the page itself carries of it (the app layout's shop texts, rendered with the current
 * settings in the customer's language: the colour among the settings, the logo and message beside
 * them), or null on a page that does not carry it.
 */
function deviceKeepsOnPage(): Partial<DeviceKeeps> | null {
  try {
    const parsed = JSON.parse(document.getElementById(SHOP_TEXTS_ELEMENT_ID)?.textContent ?? 'null') as {
      settings?: { storeColor?: string };
      device?: Partial<DeviceKeeps>;
    } | null;
    return parsed?.device?.updatingMessage ? { storeColor: parsed.settings?.storeColor, ...parsed.device } : null;
  } catch {
    return null;
  }
}

/**
 * §3/§4 Refetches the settings and the customer's translations, and keeps on the device what the
 * updating overlay needs: the shop's colour, logo and updating message (in the customer's language).
 */
async function refetchSettings(): Promise<void> {
  const preferred = Number(stored(STORAGE_KEYS.preferredLanguage));
  const language = document.documentElement.lang;
  const [settings, translations] = await Promise.all([
    callApi('get-settings', {}),
    callApi(
      'get-single-language',
      Number.isSafeInteger(preferred) && preferred > 0 ? { id: preferred } : { code: language || 'en' },
    ),
  ]);
  if (!settings.ok) return;
  const values = settings.value.settings;
  const labels = translations.ok ? translations.value.labels : {};
  // A shop without these texts keeps none (keepForOverlay): the offline screen then keeps its own.
  const said = (key: 'offlineTitleMessage' | 'offlineSubTitleMessage') => labels[key] ?? values[key] ?? '';
  keepForOverlay({
    storeColor: values.storeColor,
    storeLogo: values.storeLogo,
    updatingMessage: labels.updatingMessage ?? values.updatingMessage,
    offline: {
      lang: translations.ok ? translations.value.code : language || 'en',
      title: said('offlineTitleMessage'),
      subtitle: said('offlineSubTitleMessage'),
      action: labels.tryAgainText ?? 'Try again',
    },
  });
}

/** The updating overlay (UpdatingOverlay.astro), with the stored message, colour and logo. */
function showUpdatingOverlay(): void {
  const overlay = document.querySelector<HTMLElement>('[data-updating-overlay]');
  if (!overlay) return;
  const message = stored(STORAGE_KEYS.updatingMessage);
  const text = overlay.querySelector('[data-updating-text]');
  if (message && text) text.textContent = message;
  const colour = stored(STORAGE_KEYS.storeColor);
  if (colour && /^#[0-9a-f]{6}$/i.test(colour)) overlay.style.setProperty('--updating-brand', colour);
  const logo = stored(STORAGE_KEYS.storeLogo);
  const place = overlay.querySelector('[data-updating-logo]');
  // No picture until now (UpdatingOverlay.astro): the kept logo, else the shop's icon.
  if (place && !place.firstChild) {
    const image = new Image(64, 64);
    image.alt = '';
    image.src = logo?.startsWith('/') && !logo.startsWith('//') ? logo : '/favicon.svg';
    place.append(image);
  }
  adoptCss('updating-overlay', overlayCss);
  overlay.hidden = false;
  document.documentElement.classList.add('updating');
}

/**
 * Tells the worker controlling the page to stop handling its requests and opening caches
 * (public/sw-push.js), so that nothing fills the caches again once deleted: not what the page loads
 * until it reloads (the overlay's logo, a script), nor work the worker had started.
 */
function stopWorkerCaching(): Promise<void> {
  const worker = 'serviceWorker' in navigator ? navigator.serviceWorker.controller : null;
  if (!worker) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    setTimeout(resolve, WORKER_ANSWER_MS);
    worker.postMessage({ type: CLEAR_DEVICE_MESSAGE }, [channel.port2]);
  });
}

async function clearDeviceCache(): Promise<void> {
  await stopWorkerCaching();
  showUpdatingOverlay();
  let keys: string[] = [];
  try {
    keys = Object.keys(localStorage);
  } catch {
    // No storage to clear.
  }
  for (const key of keysToClear(keys)) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing to do: the key stays.
    }
  }
  const work: Promise<unknown>[] = [];
  if ('serviceWorker' in navigator) {
    work.push(
      navigator.serviceWorker
        .getRegistrations()
        .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister()))),
    );
  }
  if ('caches' in self) {
    work.push(caches.keys().then((names) => Promise.all(names.map((name) => caches.delete(name)))));
  }
  await Promise.allSettled(work);
  // The versions are not stored again: the reloaded page finds none and records the file's (first visit).
  await refetchSettings();
  setTimeout(() => location.reload(), CACHE_CLEAR_RELOAD_MS);
}

export async function checkVersion(): Promise<void> {
  const file = await fetchVersionFile();
  if (!file) return;
  const action = decideVersionAction(storedVersions(), file);
  if (action === 'clear_cache') {
    await clearDeviceCache();
    return;
  }
  if (action === 'refetch_settings') await refetchSettings();
  else if (stored(STORAGE_KEYS.updatingMessage) === null || keptLanguage() !== document.documentElement.lang) {
    // A first visit keeps what the overlay and the offline screen would need: from the page when it
    // carries it (no two requests and 18 KB of JSON while the page is still settling), else fetched.
    // So does the first page in another language, from the page only (the offline screen's texts).
    const onPage = deviceKeepsOnPage();
    if (onPage) keepForOverlay(onPage);
    else if (stored(STORAGE_KEYS.updatingMessage) === null) await refetchSettings();
  }
  storeVersions(file);
}

/** §4 A new service worker triggers a reload: once, and not in the middle of a checkout. */
export function reloadOnNewWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // A page no worker controlled yet (a first visit) is taken over by the first worker: nothing on it is stale.
  const controlledAtLoad = navigator.serviceWorker.controller !== null;
  let reloaded = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!controlledAtLoad || !reloadsForNewWorker(location.pathname, reloaded)) return;
    reloaded = true;
    location.reload();
  });
}
