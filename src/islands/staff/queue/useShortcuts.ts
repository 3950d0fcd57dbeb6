// The counter's keyboard shortcuts (decision 0339), Gmail-like: j/k (or the arrows) move between
// the order cards, a/r/p press the focused card's Accept, Mark ready and Print receipt buttons (the
// very buttons: the one path to the server, its busy state and its answer on the card), / goes to
// "Find an order" and ? lists them. None acts while the focus is in a field that takes text (the
// pickup code, the search, a rider's select) or while a dialog is open.
import { type RefObject, useEffect } from 'react';

const CARD = 'li.q-order';
/** The keys that press a button of the focused card: the button names its key in aria-keyshortcuts. */
const PRESSES = new Set(['a', 'r', 'p']);

function takesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.matches('input, textarea, select');
}

/** The card `step` cards away from the focused one (the first or last when none has the focus). */
function moveBetweenCards(step: 1 | -1): void {
  const cards = [...document.querySelectorAll<HTMLElement>(CARD)];
  if (cards.length === 0) return;
  const focused = document.activeElement?.closest<HTMLElement>(CARD);
  const at = focused ? cards.indexOf(focused) : -1;
  const to = at === -1 ? (step === 1 ? 0 : cards.length - 1) : Math.min(cards.length - 1, Math.max(0, at + step));
  cards[to]?.focus();
}

export function useShortcuts(search: RefObject<HTMLInputElement | null>, openList: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (takesText(event.target) || document.querySelector('dialog[open]')) return;
      const key = event.key;
      if (key === 'j' || key === 'ArrowDown') moveBetweenCards(1);
      else if (key === 'k' || key === 'ArrowUp') moveBetweenCards(-1);
      else if (key === '/') search.current?.focus();
      else if (key === '?') openList();
      else if (PRESSES.has(key)) {
        const card = document.activeElement?.closest<HTMLElement>(CARD);
        card?.querySelector<HTMLButtonElement>(`button[aria-keyshortcuts="${key}"]:not(:disabled)`)?.click();
      } else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [search, openList]);
}
