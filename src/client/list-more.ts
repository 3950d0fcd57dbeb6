// <list-more> (src/components/ShowMore.astro): a "Show more" link that loads the next page
// of a list in place. The next page is the server's own HTML for the link's address, so a
// card looks the same however it arrived (one renderer, ItemCard.astro) and its islands
// hydrate as the page's own do once they are in the document. Pages load when the link
// comes within a screen of view, or at once when it is activated; the focus stays where
// it was (a person who activated the link is taken to the first new item); a polite
// status says "N more items loaded" in the form Intl.PluralRules picks ("1 more item loaded"; the
// forms are the element's data-loaded-text[_category] attributes, src/domain/plural.ts). On a failure an activated link opens the next page
// as it does without script; a scrolled-to one stays for the person to activate.
// With data-after-scroll (the home's rows, below its first screen) the link loads only when it is
// in view until the person first scrolls, and a screen ahead after: a page only looked at, as
// Lighthouse looks at it, fetches nothing more. The fetched page's style rules that this document
// lacks are added to it (adopt-css.ts: the home's rows are the components of /home-rows, not of the home).

import { LIST_ITEMS_ADDED_EVENT } from '../domain/constants.ts';
import { pluralKey } from '../domain/plural.ts';
import { adoptCss, adoptNewRules, splitStyles } from './adopt-css.ts';
import skeletonCss from './styles/skeleton-grid.css?inline';

// The placeholders shown while a page loads (ItemGridSkeleton.astro) are styled from here.
adoptCss('skeleton-grid', skeletonCss);

/** How far below the visible part of the page the next page starts loading. */
const PRELOAD_MARGIN = '0px 0px 600px 0px';

/** Moves the incoming list's children into `list`: a group that continues (same id) is joined. */
function appendList(list: Element, incoming: Element): Element[] {
  const added: Element[] = [];
  const children = [...incoming.children];
  const first = children[0];
  const last = list.lastElementChild;
  if (first && last && first.id !== '' && first.id === last.id) {
    const target = last.querySelector('[data-list-items]');
    const source = first.querySelector('[data-list-items]');
    if (target && source) {
      const moved = [...source.children];
      target.append(...moved);
      added.push(...moved);
      children.shift();
    }
  }
  list.append(...children);
  return [...added, ...children];
}

/** Links to a part of this page that was not here yet (a store's category chips) now jump to it. */
function pointLinksAt(elements: readonly Element[]): void {
  const ids = new Set(elements.map((element) => element.id).filter((id) => id !== ''));
  if (ids.size === 0) return;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href*="#"]')) {
    const hash = decodeURIComponent(new URL(link.href).hash.slice(1));
    if (ids.has(hash)) link.setAttribute('href', `#${hash}`);
  }
}

function countItems(elements: readonly Element[]): number {
  return elements.reduce(
    (sum, element) => sum + (element.matches('article') ? 1 : element.querySelectorAll('article').length),
    0,
  );
}

function firstLinkIn(elements: readonly Element[]): HTMLElement | null {
  for (const element of elements) {
    const link = element.matches('a') ? element : element.querySelector('article a');
    if (link instanceof HTMLElement) return link;
  }
  return null;
}

class ListMore extends HTMLElement {
  private loading = false;
  private observer: IntersectionObserver | null = null;

  connectedCallback(): void {
    const link = this.querySelector<HTMLAnchorElement>('a.more-link');
    if (!link) return;
    link.addEventListener('click', (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      void this.loadNext(link, true);
    });
    if (!('IntersectionObserver' in window)) return;
    if (this.hasAttribute('data-after-scroll')) {
      this.watch(link, '0px');
      addEventListener('scroll', () => this.observer && link.isConnected && this.watch(link, PRELOAD_MARGIN), {
        once: true,
        passive: true,
      });
    } else {
      this.watch(link, PRELOAD_MARGIN);
    }
  }

  /** Loads the next page whenever the link comes within `margin` of the visible part of the page. */
  private watch(link: HTMLAnchorElement, margin: string): void {
    this.observer?.disconnect();
    this.observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void this.loadNext(link, false);
      },
      { rootMargin: margin },
    );
    this.observer.observe(link);
  }

  /** "N more items loaded" in the form of N's plural category in the page's language. */
  private loadedText(n: number): string {
    const attribute = (form: string) => `data-${form.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
    const form = pluralKey('loadedText', { n }, this.dataset.locale ?? 'en', (candidate) =>
      this.hasAttribute(attribute(candidate)),
    );
    return (this.getAttribute(attribute(form)) ?? '{n}').replace('{n}', String(n));
  }

  disconnectedCallback(): void {
    this.observer?.disconnect();
  }

  private async loadNext(link: HTMLAnchorElement, activated: boolean): Promise<void> {
    const list = document.getElementById(this.dataset.list ?? '');
    if (this.loading || !list) return;
    this.loading = true;
    const placeholders = this.querySelector<HTMLElement>('.placeholders');
    if (placeholders) placeholders.hidden = false;
    list.setAttribute('aria-busy', 'true');
    const address = link.href;
    try {
      const response = await fetch(address, { credentials: 'same-origin', headers: { accept: 'text/html' } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const { html, styles } = splitStyles(await response.text());
      const next = new DOMParser().parseFromString(html, 'text/html');
      const incoming = next.getElementById(list.id);
      if (!incoming) throw new Error('The next page has no such list');
      // Scripts of a fetched page never run; Astro's island runtime is already on this one. Its style
      // elements would be refused by this page's policy: the rules this page lacks are applied here.
      adoptNewRules(styles);
      for (const script of incoming.querySelectorAll('script:not([type="application/json"])')) script.remove();
      const hadFocus = document.activeElement === link;
      const added = appendList(list, incoming);
      pointLinksAt(added);
      document.dispatchEvent(new CustomEvent(LIST_ITEMS_ADDED_EVENT));
      const nextLink = next.querySelector<HTMLAnchorElement>(`list-more[data-list="${list.id}"] a.more-link`);
      const status = this.querySelector('[role="status"]');
      if (status) status.textContent = this.loadedText(countItems(added));
      if (nextLink) {
        link.setAttribute('href', nextLink.getAttribute('href') ?? address);
      } else {
        this.observer?.disconnect();
        link.remove();
      }
      if (activated || (hadFocus && !nextLink)) firstLinkIn(added)?.focus();
    } catch {
      // Activated: open the next page as without script. Scrolled to: leave the link for the person.
      this.observer?.disconnect();
      this.observer = null;
      if (activated) window.location.assign(address);
    } finally {
      this.loading = false;
      list.removeAttribute('aria-busy');
      if (placeholders) placeholders.hidden = true;
    }
    // Still in view (a short page, a tall screen): keep going.
    if (link.isConnected && this.observer) {
      this.observer.unobserve(link);
      this.observer.observe(link);
    }
  }
}

if (!customElements.get('list-more')) customElements.define('list-more', ListMore);
