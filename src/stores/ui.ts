// Passing UI state shared by islands: the replace-cart question (§2) and short
// notices such as the stock-limit message (§5, shown for 5 s).
import { atom } from 'nanostores';
import { STOCK_ERROR_MS } from '../domain/constants.ts';
import type { Item } from '../domain/types.ts';

export const $replaceRequest = atom<Item | null>(null);

export interface Notice {
  id: number;
  text: string;
  tone: 'error' | 'info';
}

export const $notice = atom<Notice | null>(null);
let timer: ReturnType<typeof setTimeout> | undefined;

export function showNotice(text: string, tone: Notice['tone'] = 'error', ms = STOCK_ERROR_MS): void {
  const notice = { id: Date.now(), text, tone };
  $notice.set(notice);
  clearTimeout(timer);
  timer = setTimeout(() => {
    if ($notice.get()?.id === notice.id) $notice.set(null);
  }, ms);
}

export function dismissNotice(): void {
  $notice.set(null);
}
