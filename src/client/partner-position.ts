// The partner's phone tells the shop where it is (decision 0243):
// Geolocation watchPosition, at most one fix every POSITION_INTERVAL_MS sent
// to `delivery/set-location`, a fix that comes sooner held back until then (the newest of them:
// the last move before the rider stops is where they are; decision 0292); while the phone cannot reach the shop (a tunnel, no signal) the
// fixes wait, up to a call's worth, and go together with the next send. The server judges
// each fix again (too fast, off the planet); this only saves the battery and the network.
import { MAX_POSITIONS_PER_CALL, POSITION_INTERVAL_MS } from '../domain/staff/delivery-partners.ts';
import { callApi } from './api.ts';

interface PendingFix {
  latitude: number;
  longitude: number;
  accuracy: number | null;
  at: number;
}

export interface PositionWatch {
  stop(): void;
}

/**
 * Starts sending; `onBlocked` hears that the phone will not say where it is (no permission, or
 * no Geolocation at all), so the screen can say how to allow it. A fix that is only late (a
 * tunnel, a cold GPS) is no problem: the next one comes when it can.
 */
export function sendPartnerPosition(onBlocked: () => void): PositionWatch {
  if (!('geolocation' in navigator)) {
    onBlocked();
    return { stop() {} };
  }
  const pending: PendingFix[] = [];
  /** When a fix was last taken for sending (this phone's clock). */
  let lastTaken = Number.NEGATIVE_INFINITY;
  let held: PendingFix | null = null;
  let heldTimer: ReturnType<typeof setTimeout> | undefined;
  let sending = false;

  const flush = async () => {
    if (sending || pending.length === 0) return;
    sending = true;
    const batch = pending.slice(0, MAX_POSITIONS_PER_CALL);
    const answer = await callApi('delivery/set-location', { positions: batch });
    sending = false;
    // Answered (kept or refused by the server): those are done. Not reached: they wait for the next fix.
    if (answer.ok || answer.error.code !== 'internal') pending.splice(0, batch.length);
  };

  const take = (fix: PendingFix) => {
    lastTaken = Date.now();
    pending.push(fix);
    // Offline for long: the oldest fixes make room (the customer needs the newest).
    if (pending.length > MAX_POSITIONS_PER_CALL) pending.splice(0, pending.length - MAX_POSITIONS_PER_CALL);
    void flush();
  };

  const watch = navigator.geolocation.watchPosition(
    (position) => {
      const fix: PendingFix = {
        latitude: position.coords.latitude,
        longitude: position.coords.longitude,
        accuracy: Number.isFinite(position.coords.accuracy) ? position.coords.accuracy : null,
        at: position.timestamp || Date.now(),
      };
      const wait = lastTaken + POSITION_INTERVAL_MS - Date.now();
      if (wait <= 0) {
        clearTimeout(heldTimer);
        heldTimer = undefined;
        held = null;
        take(fix);
        return;
      }
      // Too soon: held, and sent once the interval is over unless a newer one takes its place.
      held = fix;
      heldTimer ??= setTimeout(() => {
        heldTimer = undefined;
        const newest = held;
        held = null;
        if (newest) take(newest);
      }, wait);
    },
    (error) => {
      if (error.code === error.PERMISSION_DENIED) onBlocked();
    },
    { enableHighAccuracy: true, maximumAge: POSITION_INTERVAL_MS },
  );
  const onOnline = () => void flush();
  window.addEventListener('online', onOnline);
  return {
    stop() {
      navigator.geolocation.clearWatch(watch);
      clearTimeout(heldTimer);
      window.removeEventListener('online', onOnline);
    },
  };
}

/** One fix now (going online: offers near here), or null when the phone will not say. */
export function currentPosition(): Promise<{ latitude: number; longitude: number } | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 5_000, maximumAge: 30_000 },
    ),
  );
}
