// Something a page writes once however many times its components ask (per request).
const written = new WeakMap<Request, Set<string>>();

/** True the first time `key` is asked for while rendering `request`, false after. */
export function firstOnPage(request: Request, key: string): boolean {
  let keys = written.get(request);
  if (!keys) {
    keys = new Set();
    written.set(request, keys);
  }
  if (keys.has(key)) return false;
  keys.add(key);
  return true;
}
