// Add becomes the stepper once the item is in the cart, and the stepper's last '−' becomes Add
// again: the tapped button leaves the page, and the focus with it, to the page's start, where a
// keyboard or screen-reader user is lost (WCAG 2.4.3). This keeps it on the control that took the
// tapped one's place: the stepper's '+' after an add, Add after the last one is removed. With a
// chooser sheet open (`paused`), it waits until the sheet has closed; a sheet closed without
// adding, or an add that never happened (a replace question declined), ends the wait.
import { type RefObject, useEffect, useRef } from 'react';

/** An add or removal that has not shown within this long is not waited for any more. */
const WAIT_MS = 10_000;

export function useSwapFocus(
  root: RefObject<HTMLElement | null>,
  quantity: number,
  paused = false,
): { adding(): void; removing(): void } {
  const wanted = useRef<{ target: 'stepper' | 'add'; at: number } | null>(null);
  const wasPaused = useRef(paused);
  // The focus is on the tapped control, or nowhere: hydrating a waiting island can replace the
  // button a key was pressed on before the replayed click arrives (src/client/directives/touch-directive.ts).
  const focusInside = () => {
    const active = document.activeElement;
    return active === null || active === document.body || (root.current?.contains(active) ?? false);
  };
  useEffect(() => {
    const closed = wasPaused.current && !paused;
    wasPaused.current = paused;
    const intent = wanted.current;
    if (intent === null || paused) return;
    const selector =
      intent.target === 'stepper' && quantity > 0
        ? '.stepper button:last-child'
        : intent.target === 'add' && quantity === 0
          ? '.add-button'
          : null;
    if (selector) root.current?.querySelector<HTMLElement>(selector)?.focus();
    if (selector || closed || performance.now() - intent.at > WAIT_MS) wanted.current = null;
  }, [root, quantity, paused]);
  return {
    adding() {
      if (quantity === 0 && focusInside()) wanted.current = { target: 'stepper', at: performance.now() };
    },
    removing() {
      if (quantity === 1 && focusInside()) wanted.current = { target: 'add', at: performance.now() };
    },
  };
}
