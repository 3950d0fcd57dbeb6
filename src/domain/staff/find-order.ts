// The counter's "Find an order" field (decision 0339): a card stays when the typed text is the end
// of its order number (the whole number, or its last characters as the customer reads them out),
// or any run of the digits of the customer's phone. Spaces and dashes typed are ignored, as are
// letters' case: "x7k3q", "X7K 3Q" and "FC-20261129-X7K3Q" all find FC-20261129-X7K3Q.

import type { ConsoleWordKey } from './console-words.ts';

export interface FindableOrder {
  unique_order_id: string;
  customer: { phone: string | null };
}

const squeezed = (text: string) => text.replace(/[\s-]/g, '').toUpperCase();

/** True when the order answers the search; an empty search keeps every order. */
export function orderMatches(order: FindableOrder, search: string): boolean {
  const wanted = squeezed(search);
  if (wanted === '') return true;
  if (squeezed(order.unique_order_id).endsWith(wanted)) return true;
  // A phone is searched by its digits only: "+91 98220" is the digits 9198220.
  const digits = wanted.replace(/^\+/, '');
  if (!/^\d+$/.test(digits) || !order.customer.phone) return false;
  return order.customer.phone.replace(/\D/g, '').includes(digits);
}

/**
 * What the live line says of a search, in the member's console words (decision 0345): "2 orders
 * match", "1 order matches", "No order matches".
 */
export function matchesText(count: number, say: (key: ConsoleWordKey, values: { count: number }) => string): string {
  if (count === 0) return say('consoleQueueMatchNone', { count });
  return say(count === 1 ? 'consoleQueueMatchOne' : 'consoleQueueMatchMany', { count });
}
