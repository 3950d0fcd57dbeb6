// stores/ui.ts: the replace-cart question (§2) and short notices, which go after §9's 5000 ms
// ("stock error 5000 ms") unless another notice took their place.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STOCK_ERROR_MS } from '../../../src/domain/constants.ts';
import { freshDevice } from './device.ts';

let ui: typeof import('../../../src/stores/ui.ts');

beforeEach(async () => {
  freshDevice();
  ui = await import('../../../src/stores/ui.ts');
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('§5/§8 notices', () => {
  it('an error notice shows for 5 s, then goes', () => {
    expect(STOCK_ERROR_MS).toBe(5000);
    ui.showNotice('Sorry, no more of this item is in stock right now.');
    expect(ui.$notice.get()).toMatchObject({
      text: 'Sorry, no more of this item is in stock right now.',
      tone: 'error',
    });
    vi.advanceTimersByTime(4999);
    expect(ui.$notice.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(ui.$notice.get()).toBeNull();
  });

  it('a newer notice gets its own full time', () => {
    ui.showNotice('first');
    vi.advanceTimersByTime(4000);
    ui.showNotice('Added to cart', 'info', 2000);
    vi.advanceTimersByTime(1000);
    expect(ui.$notice.get()).toMatchObject({ text: 'Added to cart', tone: 'info' });
    vi.advanceTimersByTime(1000);
    expect(ui.$notice.get()).toBeNull();
  });

  it('can be dismissed at once', () => {
    ui.showNotice('Sorry, no more of this item is in stock right now.');
    ui.dismissNotice();
    expect(ui.$notice.get()).toBeNull();
  });
});
