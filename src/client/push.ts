// Web Push in the browser (decision 0250): after the customer asks for
// order updates (PushPrompt.astro, shown on the running order: a moment when updates matter, never
// on a first visit), the browser subscribes with the shop's VAPID public key and the subscription
// is saved with §7 Save push token. Signing out unsubscribes the device (the server also drops the
// token saved under that session).
import { callApi } from './api.ts';

export type PushState = 'on' | 'blocked' | 'failed' | 'unsupported';

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in self && 'Notification' in self;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

async function saveSubscription(subscription: PushSubscription): Promise<boolean> {
  const saved = await callApi('save-push-token', { push_token: JSON.stringify(subscription.toJSON()) });
  if (!saved.ok) console.warn('Could not save the push subscription:', saved.error);
  return saved.ok;
}

/** The device's subscription when it has one and notifications are allowed: saved again under this session. */
export async function resaveExistingSubscription(): Promise<boolean> {
  if (!pushSupported() || Notification.permission !== 'granted') return false;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription ? saveSubscription(subscription) : false;
}

/** Asks for permission (the customer pressed the button), subscribes, and saves the subscription. */
export async function turnOnPush(publicKey: string): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'failed';
  try {
    const registration = await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
    return (await saveSubscription(subscription)) ? 'on' : 'failed';
  } catch (error) {
    // No push service reachable (offline, a browser without one): logged only (§8).
    console.warn('Could not subscribe to push messages:', error);
    return 'failed';
  }
}

/** Sign-out: this device stops receiving the customer's pushes. */
export async function forgetPushSubscription(): Promise<void> {
  if (!pushSupported()) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    await (await registration?.pushManager.getSubscription())?.unsubscribe();
  } catch (error) {
    console.warn('Could not unsubscribe from push messages:', error);
  }
}
