// /staff/stock (decision 0183): a store's items with a search; an item or one variant
// marked out of stock or back, a variant's stock count, the store opened or closed. Each
// change shows on the storefront at once (the server empties every instance's caches). The search runs
// as the member types, a moment after the last key, and says how many items it found (decision 0328).
// A variant's low-stock alert is set here too, and the Low stock filter lists the items with a
// variant at or below it (decision 0327).
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { StaffItemView, StaffStoreView } from '../../../domain/api/staff.ts';
import { type ConsoleWords, ConsoleWordsProvider, type Say, useSay } from '../shell/console-words.tsx';
import { StockItem } from './StockItem.tsx';

/** Long enough for a word typed at speed to be one request, short enough to feel immediate. */
const SEARCH_PAUSE_MS = 300;

interface Props {
  stores: StaffStoreView[];
  /** Open on the Low stock filter (the console header's link). */
  lowOnly?: boolean;
  /** The `consoleStock…` words in the member's console language (decision 0345). */
  words: ConsoleWords;
}

export default function StaffStock({ words, ...props }: Props) {
  return (
    <ConsoleWordsProvider value={words}>
      <StockScreen {...props} />
    </ConsoleWordsProvider>
  );
}

function StockScreen({ stores: initialStores, lowOnly = false }: Omit<Props, 'words'>) {
  const say = useSay();
  const [low, setLow] = useState(lowOnly);
  const [stores, setStores] = useState(initialStores);
  const [storeId, setStoreId] = useState(initialStores[0]?.id ?? 0);
  const [query, setQuery] = useState('');
  const [items, setItems] = useState<StaffItemView[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const store = stores.find((one) => one.id === storeId);
  // Answers arriving out of order: only the latest request's list is shown.
  const latest = useRef(0);
  const searched = useRef(query);

  const load = async (after?: number) => {
    const ticket = ++latest.current;
    setLoading(true);
    setError(null);
    const answer = await callApi('staff/items', {
      store_id: storeId,
      ...(query.trim() ? { query: query.trim() } : {}),
      ...(after ? { after } : {}),
      ...(low ? { low_stock: true } : {}),
    });
    if (ticket !== latest.current) return;
    setLoading(false);
    if (!answer.ok) {
      setError(answer.error.message);
      return;
    }
    setItems((list) => (after ? [...list, ...answer.value.items] : answer.value.items));
    setNext(answer.value.next);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new store starts a new list at once; typing, after a pause.
  useEffect(() => {
    if (searched.current === query) {
      void load();
      return;
    }
    searched.current = query;
    const timer = setTimeout(() => void load(), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [storeId, query, low]);

  const search = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void load();
  };

  const toggleStore = async () => {
    if (!store) return;
    const answer = await callApi('staff/store-open', { store_id: store.id, is_open: !store.is_open });
    if (answer.ok)
      setStores((list) => list.map((one) => (one.id === answer.value.store.id ? answer.value.store : one)));
    else setError(answer.error.message);
  };

  const replace = (item: StaffItemView) => setItems((list) => list.map((one) => (one.id === item.id ? item : one)));

  return (
    <>
      <h1>{say('consoleStockTitle')}</h1>
      <div className="stock-tools">
        <div className="s-card s-form">
          <label className="s-field">
            {say('consoleStockStore')}
            <select value={storeId} onChange={(event) => setStoreId(Number(event.currentTarget.value))}>
              {stores.map((one) => (
                <option key={one.id} value={one.id}>
                  {one.name}
                </option>
              ))}
            </select>
          </label>
          {store && (
            <div className="s-row">
              <button
                type="button"
                className="s-switch"
                role="switch"
                aria-checked={store.is_open}
                onClick={() => void toggleStore()}
              >
                {store.is_open ? say('consoleStockOpen') : say('consoleStockClosed')}
              </button>
              <span className="s-muted">
                {store.is_open ? say('consoleStockTapClose') : say('consoleStockTapOpen')}
              </span>
            </div>
          )}
        </div>
        <form className="s-card s-form" role="search" onSubmit={search}>
          <label className="s-field">
            {say('consoleStockSearchLabel')}
            <span className="s-row">
              <input
                className="s-input"
                type="search"
                value={query}
                maxLength={80}
                onChange={(event) => setQuery(event.currentTarget.value)}
                style={{ flex: 1 }}
              />
              <button type="submit" className="s-btn">
                {say('consoleStockSearch')}
              </button>
            </span>
          </label>
          <button
            type="button"
            className="s-switch"
            style={{ alignSelf: 'flex-start' }}
            aria-pressed={low}
            onClick={() => {
              setLow(!low);
              history.replaceState(null, '', low ? '/staff/stock' : '/staff/stock?low=1');
            }}
          >
            {low ? '● ' : '○ '}
            {say('consoleStockLowOnly')}
          </button>
        </form>
      </div>
      {error && (
        <p className="s-error" role="alert">
          ⚠ {error}
        </p>
      )}
      <p className={items.length === 0 ? 'q-empty' : 's-muted'} role="status">
        {loading
          ? ''
          : items.length === 0
            ? low
              ? say('consoleStockNothingLow')
              : say('consoleStockNoMatch')
            : foundText(say, items.length, next !== null)}
      </p>
      <ul className="stock-list" aria-busy={loading}>
        {items.map((item) => (
          <StockItem key={item.id} item={item} onChanged={replace} onError={setError} />
        ))}
      </ul>
      {next !== null && (
        <p style={{ textAlign: 'center', marginTop: 16 }}>
          <button type="button" className="s-btn ghost" disabled={loading} onClick={() => void load(next)}>
            {say('consoleStockShowMore')}
          </button>
        </p>
      )}
    </>
  );
}

/** The count the search announces; a longer list waits behind "Show more items". */
function foundText(say: Say, count: number, more: boolean): string {
  const items = count === 1 ? say('consoleStockFoundOne') : say('consoleStockFoundMany', { count });
  return more ? say('consoleStockFoundMore', { items }) : items;
}
