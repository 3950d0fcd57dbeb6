// Whether a state-changing request comes from the shop's own pages (docs/security.md, CSRF): a
// browser names the page's origin in `Origin` on every cross-site POST, so a named origin must be
// the shop's; a request that names none comes from a client that is not a browser page (a script
// with its own session), which a forged form cannot be. Pure: the caller knows the shop's origin.

/** Whether `origin` (the request's Origin header, or null) is the shop's `shopOrigin` (or names none). */
export function fromShopOrigin(origin: string | null, shopOrigin: string | null): boolean {
  if (origin === null) return true;
  try {
    return shopOrigin !== null && new URL(origin).origin === shopOrigin;
  } catch {
    return false;
  }
}
