// Chooses an item, a category or a store by searching the catalogue by name (decision 0283): a
// person never types an id or a slug. Not a form of its own: it sits inside the home editor, and
// Enter in its box searches.
import { type KeyboardEvent, useId, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { HomeThingView } from '../../../domain/api/staff/home.ts';
import { useSay } from '../shell/console-words.tsx';

const RESULTS_WORDS = {
  item: 'consoleHomeItemResults',
  category: 'consoleHomeCategoryResults',
  store: 'consoleHomeStoreResults',
} as const;

interface Props {
  kind: 'item' | 'category' | 'store';
  /** The search box's label ("Find an item to add"). */
  label: string;
  onPick(thing: HomeThingView): void;
  /** Why a found thing may not be chosen here (a deal that is not on sale), or null. */
  refuse?: (thing: HomeThingView) => string | null;
  error?: string | undefined;
  /** The id of the field the refusal belongs to, so its reason is tied to this box. */
  id?: string;
}

export default function ThingSearch({ kind, label, onPick, refuse, error, id }: Props) {
  const say = useSay();
  const ownId = useId();
  const boxId = id ?? ownId;
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<HomeThingView[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const search = async () => {
    if (query.trim().length < 2) {
      setProblem(say('consoleHomeTypeTwo'));
      return;
    }
    setBusy(true);
    setProblem(null);
    const answer = await callApi('staff/home-find', { kind, query: query.trim() });
    setBusy(false);
    if (!answer.ok) {
      setProblem(answer.error.fields?.query ?? answer.error.message);
      return;
    }
    setFound(answer.value.found);
  };

  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void search();
  };

  const errorId = error ? `${boxId}-error` : undefined;
  return (
    <div className="hc-search">
      <label htmlFor={boxId}>{label}</label>
      <div className="s-row">
        <input
          id={boxId}
          className="s-input"
          type="search"
          value={query}
          maxLength={80}
          aria-invalid={Boolean(error)}
          aria-describedby={errorId}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={onKey}
        />
        <button type="button" className="s-btn ghost" disabled={busy} onClick={() => void search()}>
          {say('consoleHomeSearch')}
        </button>
      </div>
      {error && (
        <span id={errorId} className="cf-error">
          ⚠ {error}
        </span>
      )}
      {problem && <span className="cf-error">⚠ {problem}</span>}
      {found !== null && (
        <ul className="hc-found" aria-label={say(RESULTS_WORDS[kind])}>
          {found.length === 0 && <li className="s-muted">{say('consoleHomeNothingFound')}</li>}
          {found.map((thing) => {
            const why = refuse?.(thing) ?? null;
            return (
              <li key={thing.id}>
                <button
                  type="button"
                  className="s-btn ghost"
                  disabled={why !== null}
                  onClick={() => {
                    onPick(thing);
                    setFound(null);
                    setQuery('');
                  }}
                >
                  {thing.store_name
                    ? say('consoleHomeChooseAt', { name: thing.name, store: thing.store_name })
                    : say('consoleHomeChoose', { name: thing.name })}
                </button>
                {why && <span className="s-muted"> {why}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
