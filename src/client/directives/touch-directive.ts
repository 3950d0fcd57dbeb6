// `client:touch` — hydrate an island only when a person needs it, so a page loads
// no framework code until then (docs/architecture.md "Performance budgets": TBT ≤ 50 ms).
// Values:
//   ""               on the first pointer, touch, focus or key on the island;
//   "cart:ITEM_ID"   at once when the device cart holds that item, else as above, or when
//                    another island puts the item in the cart on this page (CART_ITEMS_ADDED_EVENT);
//   "member-cart:ITEM_ID"  at once when the device's members cart holds that item, else as "";
//   "page"           at once when the cart holds anything or an Add waits for the
//                    address just confirmed (src/client/add-flow.ts), else on the first
//                    interaction anywhere on the page (page-wide dialogs);
//   "after:MS"       as "", or after MS milliseconds (a carousel's first auto-play);
//   "now"            at once, as client:load, but a click while its code loads is held and
//                    replayed (a running order's Cancel tapped at once still opens its question);
//   "opener:ID"      a popup opened by the element #ID outside the island (a link that
//                    works without script): on the first pointer, touch, focus or key on
//                    that element. A click on it before the island listens is held, and
//                    replayed once the island has claimed it (set aria-haspopup on it).
// A click that arrives while the island is still loading is replayed once it has
// hydrated, on the same element of the (identical) hydrated markup.
import type { ClientDirective } from 'astro';
import { CART_ITEMS_ADDED_EVENT } from '../../domain/constants.ts';
import { showLoadFailed } from '../load-failed.ts';

const cartIds = new Map<string, Set<string>>();

/** Item ids in a device cart ('cart', or the members cart 'memberCart'). */
function deviceCart(key = 'cart'): Set<string> {
  const known = cartIds.get(key);
  if (known) return known;
  const ids = new Set<string>();
  cartIds.set(key, ids);
  try {
    const cart = JSON.parse(localStorage.getItem(key) ?? 'null') as { lines?: { id?: unknown }[] } | null;
    for (const line of cart?.lines ?? []) ids.add(String(line.id));
  } catch {
    // Unreadable storage: nothing is in the cart as far as hydration is concerned.
  }
  return ids;
}

/** An Add waits for the delivery address (localStorage 'pendingAdd' of src/client/add-flow.ts). */
function pendingAdd(): boolean {
  try {
    return localStorage.getItem('pendingAdd') !== null;
  } catch {
    return false;
  }
}

function pathTo(root: Element, target: Element): number[] | null {
  const path: number[] = [];
  let node: Element | null = target;
  while (node && node !== root) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return node === root ? path : null;
}

function follow(root: Element, path: number[]): Element | null {
  let node: Element | null = root;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}

const INTERACTIONS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * The islands (or openers) waiting for a first interaction, each with what starts it. One set of
 * listeners on the document serves them all: a page of 80 cards added 4 listeners to each (320
 * touch and pointer listeners, about 16 ms of the home's main thread on this machine while the
 * page was parsed; decision 0208), where one listener per interaction does.
 */
const waiting = new Map<Element, Set<() => void>>();
let listening = false;

function onInteraction(event: Event): void {
  for (let node = event.target instanceof Element ? event.target : null; node; node = node.parentElement) {
    for (const start of waiting.get(node) ?? []) start();
  }
}

/** Calls `start` on the first pointer, touch, focus or key on `element` (or inside it); the returned function forgets it. */
function onFirstInteraction(element: Element, start: () => void): () => void {
  if (!listening) {
    listening = true;
    for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, { capture: true, passive: true });
  }
  return remember(waiting, element, start);
}

/** Keeps `start` under `key` until the returned function forgets it (and the key with its last start). */
function remember<K>(starts: Map<K, Set<() => void>>, key: K, start: () => void): () => void {
  const known = starts.get(key) ?? new Set();
  known.add(start);
  starts.set(key, known);
  return () => {
    known.delete(start);
    if (known.size === 0) starts.delete(key);
  };
}

/** "cart:ID" islands not started yet, by item id; one document listener serves them all. */
const waitingForCart = new Map<string, Set<() => void>>();
let listeningForCart = false;

function onCartItemsAdded(event: Event): void {
  const ids = event instanceof CustomEvent && Array.isArray(event.detail) ? (event.detail as unknown[]) : [];
  for (const id of ids) for (const start of waitingForCart.get(String(id)) ?? []) start();
}

/** Calls `start` when another island puts item `id` in the cart; the returned function forgets it. */
function onAddedToCart(id: string, start: () => void): () => void {
  if (!listeningForCart) {
    listeningForCart = true;
    document.addEventListener(CART_ITEMS_ADDED_EVENT, onCartItemsAdded);
  }
  return remember(waitingForCart, id, start);
}

/**
 * React DOM's own key on every element it owns ('__reactProps$' and a random suffix): an
 * internal, so tests/unit/client/touch-directive.test.ts reads the installed react-dom for it.
 */
export const REACT_PROPS_KEY_PREFIX = '__reactProps$';

/**
 * React hydrates in a transition, after Astro's hydrate() has resolved: a click
 * replayed before React owns the element would be lost (a radio would not change).
 * Wait until the element carries React's props key, a second at most.
 */
function whenOwnedByFramework(element: Element): Promise<void> {
  const owned = () => Object.keys(element).some((key) => key.startsWith(REACT_PROPS_KEY_PREFIX));
  return new Promise((resolve) => {
    const started = performance.now();
    const check = () => {
      if (owned() || performance.now() - started > 1000) resolve();
      else requestAnimationFrame(check);
    };
    check();
  });
}

/** A popup island claims its opener (sets aria-haspopup on it) once it listens for its clicks; a second at most. */
function whenClaimed(opener: Element): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now();
    const check = () => {
      if (opener.hasAttribute('aria-haspopup') || performance.now() - started > 1000) resolve();
      else requestAnimationFrame(check);
    };
    check();
  });
}

const touchDirective: ClientDirective = (load, options, el) => {
  // An island whose code could not be fetched (offline at the first tap) stays dead until a reload,
  // since the browser keeps the failed module: the page says so and offers the reload (decision 0231).
  // The same listener added again is the one listener.
  document.addEventListener('astro:hydration-error', showLoadFailed);
  const value = options.value ?? '';
  let started = false;
  let pendingClick: number[] | null = null;

  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest('button, a, input, label') : null;
    if (!target || !el.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    pendingClick = pathTo(el, target);
  };
  const opener = value.startsWith('opener:') ? document.getElementById(value.slice(7)) : null;
  let openerClicked = false;
  const onOpenerClick = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    openerClicked = true;
  };
  // 'page' islands wake on an interaction anywhere: the document's own element stands for the page.
  const scope: Element = value === 'page' ? document.documentElement : (opener ?? el);
  let stop = () => {};
  async function start() {
    if (started) return;
    started = true;
    stop();
    el.addEventListener('click', onClick, true);
    opener?.addEventListener('click', onOpenerClick, true);
    try {
      const hydrate = await load();
      await hydrate();
      // Until the framework owns the markup, clicks are still held (the latest wins).
      const first = el.querySelector('button, a, input, label');
      if (first) await whenOwnedByFramework(first);
    } finally {
      el.removeEventListener('click', onClick, true);
    }
    if (opener) {
      await whenClaimed(opener);
      opener.removeEventListener('click', onOpenerClick, true);
      if (openerClicked) opener.click();
    }
    if (pendingClick) {
      const path = pendingClick;
      pendingClick = null;
      const target = follow(el, path);
      if (target) await whenOwnedByFramework(target);
      // Look the element up again: hydration may have replaced the node.
      const again = follow(el, path);
      if (again instanceof HTMLElement) again.click();
    }
  }

  const cart = deviceCart();
  const addWaiting = value === 'page' && pendingAdd();
  const inMemberCart = value.startsWith('member-cart:') && deviceCart('memberCart').has(value.slice(12));
  if (
    value === 'now' ||
    inMemberCart ||
    addWaiting ||
    (value === 'page' ? cart.size > 0 : value.startsWith('cart:') && cart.has(value.slice(5)))
  ) {
    void start();
    return;
  }
  const forgetInteraction = onFirstInteraction(scope, () => void start());
  const forgetCart = value.startsWith('cart:') ? onAddedToCart(value.slice(5), () => void start()) : () => {};
  stop = () => {
    forgetInteraction();
    forgetCart();
  };
  if (value.startsWith('after:')) {
    const ms = Number(value.slice(6));
    if (Number.isFinite(ms) && ms > 0) setTimeout(() => void start(), ms);
  }
};

export default touchDirective;
