// What each cart line wants if it is short at packing (decision 0285): one small select per line,
// behind a disclosure that shows the choice in force and an arrow, as a closed select does (decision 0328),
// kept on the device (stores/checkout.ts $substitutions) and sent with the order. Untouched, a line
// shows the customer's default from My account (stores/user.ts $substitutionDefault; the server
// applies the stored one either way). "Replace with …" names an item of the line's store, found
// with the shop's own search (search-items at the delivery point), the line's name searched first.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { callApi } from '../../client/api.ts';
import type { ItemView } from '../../domain/api/catalog.ts';
import { cartLineKey } from '../../domain/orders/cart.ts';
import {
  isSubstitutionPreference,
  type LineWish,
  type SubstitutionPreference,
} from '../../domain/orders/substitutions.ts';
import { formatPrice, toMinor } from '../../domain/money.ts';
import { fillTemplate } from '../../domain/text.ts';
import type { CartLine } from '../../domain/types.ts';
import { $substitutions, chooseSubstitution } from '../../stores/checkout.ts';
import { Icon } from '../Icon.tsx';
import { $deliveryAddress } from '../../stores/location.ts';
import { shopTexts } from '../../stores/settings.ts';
import { $substitutionDefault } from '../../stores/user.ts';

export interface ShortWishTexts {
  title: string;
  /** 'If {name} is out of stock' */
  label: string;
  preference: Record<SubstitutionPreference, string>;
  /** 'Replace {name} with' */
  chooseItem: string;
  pickItem: string;
  search: string;
  searchButton: string;
  noMatches: string;
  /** 'If it is out of stock: {name}' */
  chosen: string;
}

const OFFERED = ['similar', 'choose', 'refund', 'call'] as const;
/** Enough to pick from on a phone without scrolling far. */
const MAX_SUGGESTIONS = 6;

export function ShortWishes({ lines, texts }: { lines: readonly CartLine[]; texts: ShortWishTexts }) {
  const wishes = useStore($substitutions);
  const fallback = useStore($substitutionDefault) ?? 'similar';
  // Lines switched to "Replace with …" whose item is not picked yet (nothing is stored until it is).
  const [picking, setPicking] = useState<ReadonlySet<string>>(new Set());
  if (lines.length === 0) return null;
  // The closed control says what holds now, as a select shows its value: each distinct choice once.
  const current = [
    ...new Set(
      lines.map((line) => {
        const wish = wishes[cartLineKey(line)];
        return typeof wish === 'object'
          ? texts.preference.choose.replace('…', wish.name)
          : texts.preference[shownPreference(wish, false, fallback)];
      }),
    ),
  ].join(', ');
  return (
    <details className="short-wishes">
      <summary>
        <span className="short-wishes-title">{texts.title}</span>
        <span className="short-wishes-current">{current}</span>
        <Icon name="chevron" size={20} />
      </summary>
      <ul>
        {lines.map((line) => {
          const key = cartLineKey(line);
          const wish = wishes[key];
          const shown = shownPreference(wish, picking.has(key), fallback);
          const setPickingOf = (on: boolean) =>
            setPicking((now) => {
              const next = new Set(now);
              if (on) next.add(key);
              else next.delete(key);
              return next;
            });
          return (
            <li key={key}>
              <label>
                <span>{fillTemplate(texts.label, { name: line.name })}</span>
                <select
                  value={shown}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    if (value === 'choose') {
                      setPickingOf(true);
                      return;
                    }
                    setPickingOf(false);
                    chooseSubstitution(key, isSubstitutionPreference(value) ? value : null);
                  }}
                >
                  {OFFERED.map((preference) => (
                    <option key={preference} value={preference}>
                      {texts.preference[preference]}
                    </option>
                  ))}
                </select>
              </label>
              {typeof wish === 'object' && !picking.has(key) && (
                <p className="short-wish-chosen">
                  {fillTemplate(texts.chosen, { name: wish.name })}{' '}
                  <button type="button" className="short-wish-change" onClick={() => setPickingOf(true)}>
                    {texts.preference.choose}
                  </button>
                </p>
              )}
              {shown === 'choose' && picking.has(key) && (
                <ReplacementPicker
                  line={line}
                  current={typeof wish === 'object' ? wish.item_id : null}
                  texts={texts}
                  onPick={(picked) => {
                    chooseSubstitution(key, picked);
                    setPickingOf(false);
                  }}
                />
              )}
            </li>
          );
        })}
      </ul>
    </details>
  );
}

/** What a line's select shows: its own wish, else the customer's default ("Replace with …" waits for a pick). */
function shownPreference(
  wish: LineWish | undefined,
  picking: boolean,
  fallback: SubstitutionPreference,
): SubstitutionPreference {
  if (picking || typeof wish === 'object') return 'choose';
  if (wish && wish !== 'choose') return wish;
  return fallback === 'choose' ? 'similar' : fallback;
}

type Found =
  | { state: 'idle' | 'loading' }
  | { state: 'done'; items: ItemView[] }
  | { state: 'failed'; message: string };

function ReplacementPicker({
  line,
  current,
  texts,
  onPick,
}: {
  line: CartLine;
  current: number | null;
  texts: ShortWishTexts;
  onPick: (wish: LineWish) => void;
}) {
  const id = useId();
  const point = useStore($deliveryAddress);
  const [query, setQuery] = useState(line.name);
  const [found, setFound] = useState<Found>({ state: 'idle' });
  const { settings } = shopTexts();

  const search = async (words: string) => {
    const trimmed = words.trim();
    if (!point || trimmed === '') return;
    setFound({ state: 'loading' });
    const answer = await callApi('search-items', { latitude: point.lat, longitude: point.lng, query: trimmed });
    if (!answer.ok) {
      setFound({ state: 'failed', message: answer.error.message });
      return;
    }
    // Only the line's own store can pack it; the line's own item is not a replacement.
    const items = answer.value.items
      .filter((item) => item.restaurant_id === line.restaurant_id && item.id !== line.id && item.is_combo !== 1)
      .slice(0, MAX_SUGGESTIONS);
    setFound({ state: 'done', items });
  };

  // The line's own name first: its store's items of the same kind come up without typing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: searched once, when the picker opens
  useEffect(() => {
    void search(line.name);
  }, []);

  return (
    <div className="short-wish-picker" role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="short-wish-title">
        {fillTemplate(texts.chooseItem, { name: line.name })}
      </p>
      <div className="short-wish-search">
        <label htmlFor={`${id}-q`}>{texts.search}</label>
        <div>
          <input
            id={`${id}-q`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void search(query);
              }
            }}
          />
          <button type="button" className="btn btn-outline" onClick={() => void search(query)}>
            {texts.searchButton}
          </button>
        </div>
      </div>
      <div aria-live="polite">
        {found.state === 'failed' && <p className="short-wish-none">{found.message}</p>}
        {found.state === 'done' && found.items.length === 0 && <p className="short-wish-none">{texts.noMatches}</p>}
        {found.state === 'done' && found.items.length > 0 && (
          <fieldset>
            <legend>{texts.pickItem}</legend>
            {found.items.map((item) => (
              <label key={item.id} className="short-wish-option">
                <input
                  type="radio"
                  name={`${id}-item`}
                  checked={current === item.id}
                  onChange={() => onPick({ preference: 'choose', item_id: item.id, name: item.name })}
                />
                <span>{item.name}</span>
                <span className="short-wish-price">{formatPrice(toMinor(item.price), settings)}</span>
              </label>
            ))}
          </fieldset>
        )}
      </div>
    </div>
  );
}
