// §2 /search-location: the area search. Typing (2 letters or more, after a 250 ms
// pause) asks the backend for places; with an empty box the popular areas show.
// Choosing a place stores it as the device geolocation and goes to /my-location.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { addressAt, confirmPlace, takeReturnPath } from '../../client/location-flow.ts';
import { callApi } from '../../client/api.ts';
import type { LocationSuggestion, PopularLocation } from '../../domain/api/location.ts';
import { Icon } from '../Icon.tsx';
import { placeLines, type LocationTexts } from './texts.ts';
import { SavedAddressList } from '../account/SavedAddresses.tsx';
import UseCurrentLocation from './UseCurrentLocation.tsx';
import { useTypedValue } from '../use-typed-value.ts';

const DEBOUNCE_MS = 250;
const MIN_QUERY = 2;

interface Props {
  texts: LocationTexts;
  popular: PopularLocation[];
  autoFocus?: boolean;
  /**
   * The search screen of a customer who has an address: 'Use current location' and
   * the saved addresses sit under the box while it is empty.
   */
  withShortcuts?: boolean;
}

type Results =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'done'; query: string; places: LocationSuggestion[] };

/** The popular areas as chips; choosing one is reverse geocoded (its name if that fails) and confirmed. */
export function PopularAreas({ title, places }: { title: string; places: PopularLocation[] }) {
  const titleId = useId();
  const [choosing, setChoosing] = useState<number | null>(null);
  if (places.length === 0) return null;

  const choose = async (place: PopularLocation) => {
    setChoosing(place.id);
    const point = { lat: place.latitude, lng: place.longitude };
    confirmPlace(await addressAt(point, place.name), point);
  };

  return (
    <section className="loc-popular" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <ul>
        {places.map((place) => (
          <li key={place.id}>
            <button
              type="button"
              className="loc-chip"
              onClick={() => void choose(place)}
              aria-busy={choosing === place.id}
            >
              {choosing === place.id ? (
                <span className="loc-spinner" aria-hidden="true" />
              ) : (
                <Icon name="pin" size={16} />
              )}
              {place.name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function LocationSearch({ texts, popular, autoFocus = false, withShortcuts = false }: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery, queryRef] = useTypedValue();
  const attachInput = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      queryRef(node);
    },
    [queryRef],
  );
  const [results, setResults] = useState<Results>({ state: 'idle' });
  const [choosing, setChoosing] = useState<string | null>(null);
  const trimmed = query.trim();

  useEffect(() => {
    if (trimmed.length < MIN_QUERY) {
      setResults({ state: 'idle' });
      return;
    }
    setResults({ state: 'loading' });
    let current = true;
    const timer = setTimeout(async () => {
      const answer = await callApi('search-location', { query: trimmed });
      if (!current) return;
      if (!answer.ok) console.warn('Area search failed:', answer.error);
      setResults({ state: 'done', query: trimmed, places: answer.ok ? answer.value : [] });
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [trimmed]);

  const choosePlace = (place: LocationSuggestion) => {
    setChoosing(place.formatted_address);
    confirmPlace(place.formatted_address, { lat: place.latitude, lng: place.longitude });
  };

  const clear = () => {
    setQuery('');
    input.current?.focus();
  };

  return (
    <div className="loc-search">
      <label htmlFor={inputId} className="visually-hidden">
        {texts.searchPlaceholder}
      </label>
      <div className="loc-field">
        <Icon name="search" size={20} />
        <input
          ref={attachInput}
          id={inputId}
          type="search"
          value={query}
          placeholder={texts.searchPlaceholder}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={100}
          // biome-ignore lint/a11y/noAutofocus: the search screen exists to type an area; its opener asks for focus here.
          autoFocus={autoFocus}
          onChange={(event) => setQuery(event.target.value)}
        />
        {query !== '' && (
          <button type="button" className="loc-clear" onClick={clear} aria-label={texts.clearSearch}>
            <Icon name="close" size={18} />
          </button>
        )}
      </div>

      <div role="status">
        {results.state === 'done' && results.places.length === 0 && (
          <p className="loc-empty">
            <Icon name="search" size={28} />
            <span>
              {texts.noResult}
              <b>{results.query}</b>
            </span>
          </p>
        )}
      </div>

      {results.state === 'idle' && withShortcuts && (
        <div className="loc-shortcuts">
          <UseCurrentLocation text={texts.useCurrentLocation} locatingText={texts.locating} variant="row" />
          <SavedAddressList texts={texts} onChosen={() => window.location.assign(takeReturnPath() ?? '/')} />
        </div>
      )}
      {/* A search that found nothing keeps the way on: the areas the shop serves (decision 0230). */}
      {(results.state === 'idle' || (results.state === 'done' && results.places.length === 0)) && (
        <PopularAreas title={texts.popularAreas} places={popular} />
      )}

      {results.state === 'loading' && (
        <ul className="loc-results" aria-hidden="true">
          {[0, 1, 2].map((row) => (
            <li key={row} className="loc-result loc-skeleton">
              <span className="loc-result-icon" />
              <span className="loc-skeleton-lines">
                <span />
                <span />
              </span>
            </li>
          ))}
        </ul>
      )}

      {results.state === 'done' && results.places.length > 0 && (
        <ul className="loc-results">
          {results.places.map((place) => {
            const [locality, rest] = placeLines(place.formatted_address);
            return (
              <li key={`${place.latitude},${place.longitude},${place.formatted_address}`}>
                <button
                  type="button"
                  className="loc-result"
                  onClick={() => choosePlace(place)}
                  aria-busy={choosing === place.formatted_address}
                >
                  <span className="loc-result-icon">
                    <Icon name="pin" size={20} />
                  </span>
                  <span className="loc-result-text">
                    <b>{locality}</b>
                    <small>{rest}</small>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
