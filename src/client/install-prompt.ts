// §2 "Android-only install prompt in footer or header", §4 "Install prompt appears when the browser
// offers install (after 2500 ms), hides after install or click" (decision 0249).
// The browser's own offer (`beforeinstallprompt`) is kept and the shop's prompt
// shows 2.5 s later; installing or dismissing hides it, and a dismissal keeps it hidden for
// INSTALL_DISMISSAL_DAYS. iOS Safari, which never offers, gets a short "Add to Home Screen" hint
// instead when the showIosInstallHint setting is on.
import { INSTALL_PROMPT_DELAY_MS } from '../domain/constants.ts';
import { dismissalStillHides, isAndroid, isIosSafari } from '../domain/notifications/install-prompt.ts';
import { adoptCss } from './adopt-css.ts';
import promptCss from './styles/install-prompt.css?inline';

/** localStorage: when the customer last dismissed the prompt (ms since the epoch). */
export const INSTALL_DISMISSED_KEY = 'installPromptDismissedAt';

/** The browser's install offer (Chromium's BeforeInstallPromptEvent; not in the DOM typings). */
interface InstallOffer extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

function dismissedAt(): number | null {
  try {
    const value = localStorage.getItem(INSTALL_DISMISSED_KEY);
    return value === null ? null : Number(value);
  } catch {
    return null;
  }
}

function rememberDismissal(): void {
  try {
    localStorage.setItem(INSTALL_DISMISSED_KEY, String(Date.now()));
  } catch {
    // Not remembered: the prompt may come back on the next offer.
  }
}

function runsInstalled(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || matchMedia('(display-mode: standalone)').matches;
}

/**
 * Shows the shop's prompt for the browser's install offers. None comes before this is called: the page
 * tasks (page-tasks.ts) name the manifest, which a browser needs before it offers, just before.
 */
export function watchInstallOffer(prompt: HTMLElement): void {
  if (runsInstalled() || self !== top) return;
  const install = prompt.querySelector<HTMLButtonElement>('[data-install]');
  const dismiss = prompt.querySelector<HTMLButtonElement>('[data-install-dismiss]');
  let offer: InstallOffer | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const hide = () => {
    clearTimeout(timer);
    prompt.hidden = true;
  };
  const showLater = (kind: 'offer' | 'ios') => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      adoptCss('install-prompt', promptCss);
      prompt.dataset.kind = kind;
      prompt.hidden = false;
    }, INSTALL_PROMPT_DELAY_MS);
  };

  const onOffer = (event: Event) => {
    if (!isAndroid(navigator.userAgent) || dismissalStillHides(dismissedAt(), Date.now())) return;
    // The shop's own prompt replaces the browser's mini-infobar.
    event.preventDefault();
    offer = event as InstallOffer;
    showLater('offer');
  };
  addEventListener('beforeinstallprompt', onOffer);
  addEventListener('appinstalled', () => {
    offer = null;
    hide();
  });
  install?.addEventListener('click', async () => {
    const shown = offer;
    offer = null;
    hide();
    if (!shown) return;
    await shown.prompt();
    const { outcome } = await shown.userChoice;
    if (outcome === 'dismissed') rememberDismissal();
  });
  dismiss?.addEventListener('click', () => {
    offer = null;
    rememberDismissal();
    hide();
  });

  if (
    prompt.dataset.iosHint === 'true' &&
    isIosSafari(navigator.userAgent, navigator.maxTouchPoints) &&
    !dismissalStillHides(dismissedAt(), Date.now())
  ) {
    showLater('ios');
  }
}
