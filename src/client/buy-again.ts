// §2 Mobile home, Buy again (decision 0329): on a device with a signed-in profile (page-tasks.ts asks
// for this module only then), the home fetches its customer's row from /buy-again once it has loaded
// and puts it in the row's place. The home itself stays one rendering per delivery zone
// (page-cache.ts): a guest's home loads nothing for it, and a customer's first paint waits for none
// of it. The row is the server's own HTML (ItemCard.astro), so its cards and their islands are the
// lists' own; its style rules this page lacks are applied as the home's later rows' are (adopt-css.ts).
import { LIST_ITEMS_ADDED_EVENT } from '../domain/constants.ts';
import { BUY_AGAIN_PATH } from '../domain/orders/buy-again.ts';
import { adoptNewRules, splitStyles } from './adopt-css.ts';

/** Fills `place` with the customer's row; a customer who bought nothing here, or no answer, leaves it empty. */
export async function showBuyAgain(place: HTMLElement): Promise<void> {
  let text: string;
  try {
    const response = await fetch(BUY_AGAIN_PATH, { credentials: 'same-origin', headers: { accept: 'text/html' } });
    if (!response.ok) return;
    text = await response.text();
  } catch {
    // Offline or the shop unreachable: the home is whole without the row.
    return;
  }
  const { html, styles } = splitStyles(text);
  const row = new DOMParser().parseFromString(html, 'text/html').getElementById(place.id);
  if (!row || row.childElementCount === 0) return;
  // Scripts of a fetched page never run (Astro's island runtime is already on the home).
  for (const script of row.querySelectorAll('script:not([type="application/json"])')) script.remove();
  adoptNewRules(styles);
  place.replaceChildren(...row.children);
  document.dispatchEvent(new CustomEvent(LIST_ITEMS_ADDED_EVENT));
}
