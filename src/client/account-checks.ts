// §4 Account checks, for a device with a signed-in profile (loaded by
// src/components/chrome/AccountChecks.astro only then, so a guest's page loads none of
// this): the forced-reload flag, the ban check (no answer: asked again after
// 2.5 s; banned: signed out with the shop's message), the running-order check (a
// banner linking to the running order) and the address loading (the profile with
// its default address). The ban check and the profile refresh run at most once a
// minute per tab; the running-order check runs on every page, as its answer is
// personal and changes the moment the store moves the order (decision 0191:
// a cached "on its way" outlived the delivery by up to a minute).
import type { BanCheckAnswer } from '../domain/api/accounts.ts';
import { BAN_RECHECK_MS } from '../domain/constants.ts';
import { $user, forgetUser, refreshProfile, signOut } from '../stores/user.ts';
import { adoptCss } from './adopt-css.ts';
import { callApi } from './api.ts';
import runningOrderCss from './styles/running-order.css?inline';

// The running-order banner's styles come with the checks, which only a signed-in profile's device loads.
adoptCss('running-order', runningOrderCss);

/** localStorage: 'true' makes the next page load once more (and is then removed). */
const FORCE_RELOAD_KEY = 'forceReload';
/** sessionStorage: when this tab last ran the ban check and the profile refresh, and for whom. */
const LAST_CHECK_KEY = 'accountChecked';
const CHECK_EVERY_MS = 60_000;
/** §4 retries the ban check while it gets no answer; a device offline for good stops asking after this many. */
const BAN_CHECK_TRIES = 5;

interface LastCheck {
  at: number;
  userId: number;
}

export interface CheckScreen {
  showRunningOrder(uniqueOrderId: string): void;
  showSignedOut(message: string): void;
}

function lastCheck(userId: number): LastCheck | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(LAST_CHECK_KEY) ?? 'null') as LastCheck | null;
    return value && value.userId === userId && Date.now() - value.at < CHECK_EVERY_MS ? value : null;
  } catch {
    return null;
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The ban check's answer; null when the session is gone or the shop never answered. */
async function banCheck(): Promise<BanCheckAnswer | 'signed-out' | null> {
  for (let attempt = 1; attempt <= BAN_CHECK_TRIES; attempt++) {
    const answer = await callApi('check-ban', {});
    if (answer.ok) return answer.value;
    if (answer.error.code === 'unauthorized') return 'signed-out';
    // 'internal' is what callApi answers when no response came (§8: no response → ask again after 2.5 s).
    if (answer.error.code !== 'internal') return null;
    await wait(BAN_RECHECK_MS);
  }
  return null;
}

export async function runAccountChecks(screen: CheckScreen): Promise<void> {
  if (localStorage.getItem(FORCE_RELOAD_KEY) === 'true') {
    localStorage.removeItem(FORCE_RELOAD_KEY);
    window.location.reload();
    return;
  }
  const user = $user.get();
  if (!user) return;
  if (lastCheck(user.id)) {
    await checkRunningOrder(screen);
    return;
  }

  const ban = await banCheck();
  if (ban === 'signed-out') {
    // The session ended (logout elsewhere, expiry, password reset): the device forgets the profile.
    forgetUser();
    return;
  }
  if (ban?.is_banned) {
    await signOut();
    screen.showSignedOut(ban.message ?? '');
    return;
  }

  await Promise.all([checkRunningOrder(screen), refreshProfile()]);
  sessionStorage.setItem(LAST_CHECK_KEY, JSON.stringify({ at: Date.now(), userId: user.id } satisfies LastCheck));
}

/** §4 Running-order check, asked now (never from an earlier answer): the banner shows only while an order runs. */
async function checkRunningOrder(screen: CheckScreen): Promise<void> {
  const running = await callApi('check-running-order', {});
  if (!running.ok) console.warn('Running-order check failed:', running.error);
  else if (running.value.has_running_order && running.value.unique_order_id)
    screen.showRunningOrder(running.value.unique_order_id);
}
