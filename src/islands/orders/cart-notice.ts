// A note for the cart page from the page before it (order again: what could not be
// added), kept for this tab only and shown once.
import { showNotice } from '../../stores/ui.ts';

export const CART_NOTICE_KEY = 'cartNotice';

/** Shows the note left for the cart page, if any, and forgets it. */
export function showCartNotice(): void {
  try {
    const text = sessionStorage.getItem(CART_NOTICE_KEY);
    if (!text) return;
    sessionStorage.removeItem(CART_NOTICE_KEY);
    showNotice(text, 'info');
  } catch {
    // No storage: nothing was left.
  }
}
