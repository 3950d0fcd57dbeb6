// The banner of a customer session a staff member holds (call-and-order: "Ordering for
// {name}"; an admin signed in as a customer: "Signed in as {name} (impersonated by staff)"), on
// every page, from the readable ACTING_COOKIE (its kind and the customer's name; the session
// decides everything else). Its button ends that session and goes back to the console.
// Loaded by the page tasks (page-tasks.ts) only when the cookie is there: it was an inline script
// of every page, 0.9 KB of every first response for the few pages a staff member opens
// (decision 0210).
import { ACTING_COOKIE } from '../domain/constants.ts';

/** The session's kind and the customer's name, or null when no staff member holds this session. */
export function actingSession(cookie: string): { impersonation: boolean; name: string } | null {
  const prefix = `${ACTING_COOKIE}=`;
  const entry = cookie.split('; ').find((part) => part.startsWith(prefix));
  if (!entry || entry.length === prefix.length) return null;
  let value: string;
  try {
    value = decodeURIComponent(entry.slice(prefix.length));
  } catch {
    return null;
  }
  const bar = value.indexOf('|');
  if (bar < 1) return null;
  return { impersonation: value.slice(0, bar) === 'impersonation', name: value.slice(bar + 1) };
}

/** Puts the banner at the top of the page. */
export function showActingBanner(session: { impersonation: boolean; name: string }): void {
  const { impersonation, name } = session;
  const banner = document.createElement('div');
  banner.setAttribute('role', 'region');
  banner.setAttribute('aria-label', 'Staff session');
  banner.style.cssText =
    'position:sticky;top:0;z-index:1000;display:flex;gap:12px;align-items:center;justify-content:space-between;padding:6px 16px;background:#7a4b00;color:#fff;font-weight:700;font-size:15px';
  const text = document.createElement('span');
  text.textContent = impersonation ? `Signed in as ${name} (impersonated by staff)` : `Ordering for ${name}`;
  const end = document.createElement('button');
  end.type = 'button';
  end.textContent = impersonation ? 'End' : 'Done';
  end.style.cssText =
    'min-height:44px;padding:0 16px;border-radius:8px;border:2px solid #fff;background:transparent;color:#fff;font:inherit;font-weight:700;cursor:pointer';
  end.addEventListener('click', async () => {
    end.disabled = true;
    await endHeldSession();
    location.assign(impersonation ? '/auth/login-as-customer' : '/staff/call-order');
  });
  banner.append(text, end);
  document.body.prepend(banner);
}

/** Ends the customer session staff hold on this device, and forgets what the device kept of the customer. */
export async function endHeldSession(): Promise<void> {
  try {
    await fetch('/api/end-acting-session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: '{}',
    });
  } catch {
    // Offline: the cookie and the device's cart go all the same; the session ends on the server with its lifetime.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox; one cookie to forget.
  document.cookie = `${ACTING_COOKIE}=; path=/; max-age=0; samesite=lax`;
  // The customer's profile, cart and coupon on this device are theirs, not the staff member's.
  for (const key of ['user', 'cart', 'appliedCoupon']) {
    try {
      localStorage.removeItem(key);
    } catch {
      // No storage: nothing kept on this device.
    }
  }
}
