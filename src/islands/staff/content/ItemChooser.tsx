// Items a campaign or a recipe's ingredient names, chosen by searching the catalogue (never by
// typing an address): a combobox over staff/content-item-search, then the chosen items in order,
// each to move up or down or remove, each with its own refusal (an archived item, a double).
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { ContentItemView } from '../../../domain/api/staff/content.ts';
import { useSay } from '../shell/console-words.tsx';
import { fieldId, moved } from './content-form.ts';

type SearchStatus = { found: number } | { added: string } | { refused: string } | null;

interface Props {
  /** The dotted path of the list in the document ('items', 'ingredients.2.items'). */
  path: string;
  label: string;
  chosen: readonly string[];
  onChange(items: string[]): void;
  /** What the editor knows of items by link_slug, for their names. */
  known: Readonly<Record<string, ContentItemView>>;
  onKnown(items: ContentItemView[]): void;
  errorOf(path: string): string | undefined;
  max: number;
}

export default function ItemChooser({ path, label, chosen, onChange, known, onKnown, errorOf, max }: Props) {
  const say = useSay();
  const inputId = useId();
  const listId = useId();
  const statusId = useId();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<ContentItemView[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // What the search last did, said in the member's words when shown.
  const [status, setStatus] = useState<SearchStatus>(null);
  const asked = useRef(0);
  const listError = errorOf(path);
  const listErrorId = `${fieldId(path)}-error`;

  // The search runs a moment after the last key, and only the newest answer is shown.
  useEffect(() => {
    const words = query.trim();
    if (words.length < 2) {
      setResults([]);
      setStatus(null);
      return;
    }
    const ask = ++asked.current;
    const timer = setTimeout(async () => {
      const answer = await callApi('staff/content-item-search', { q: words });
      if (ask !== asked.current) return;
      if (!answer.ok) {
        setResults([]);
        setStatus({ refused: answer.error.message });
        return;
      }
      setResults(answer.value.items);
      onKnown(answer.value.items);
      setActive(answer.value.items.length > 0 ? 0 : -1);
      setOpen(true);
      setStatus({ found: answer.value.items.length });
    }, 250);
    return () => clearTimeout(timer);
  }, [query, onKnown]);

  const choose = (item: ContentItemView) => {
    if (!chosen.includes(item.link_slug) && chosen.length < max) onChange([...chosen, item.link_slug]);
    setQuery('');
    setResults([]);
    setOpen(false);
    setStatus({ added: item.name });
  };

  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((now) => (now + 1) % results.length);
    } else if (event.key === 'ArrowUp' && results.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((now) => (now <= 0 ? results.length - 1 : now - 1));
    } else if (event.key === 'Enter') {
      // Never submits the form: Enter takes the highlighted item.
      event.preventDefault();
      const item = results[active];
      if (open && item) choose(item);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const full = chosen.length >= max;
  const showList = open && results.length > 0;

  return (
    <div className="ct-items" id={fieldId(path)} tabIndex={-1}>
      <div className="s-field">
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          className="s-input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={Boolean(listError)}
          aria-describedby={[statusId, listError ? listErrorId : null].filter(Boolean).join(' ')}
          placeholder={full ? say('consoleContentAtMost', { max }) : say('consoleContentTypeTwo')}
          disabled={full}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={onKey}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onFocus={() => results.length > 0 && setOpen(true)}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={say('consoleContentFound', { label })}
          className="ct-options"
          hidden={!showList}
        >
          {results.map((item, index) => (
            <div
              key={item.link_slug}
              id={`${listId}-${index}`}
              tabIndex={-1}
              role="option"
              aria-selected={index === active}
              aria-disabled={chosen.includes(item.link_slug) || undefined}
              className="ct-option"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(item)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  choose(item);
                }
              }}
            >
              <span className="ct-option-name">{item.name}</span>
              <small>
                {item.category}
                {chosen.includes(item.link_slug) ? ` · ${say('consoleContentChosenAlready')}` : ''}
              </small>
            </div>
          ))}
        </div>
        <span id={statusId} className="cf-hint" role="status">
          {status === null
            ? ''
            : 'refused' in status
              ? status.refused
              : 'added' in status
                ? say('consoleContentItemAdded', { name: status.added })
                : status.found === 0
                  ? say('consoleContentNoItemFound')
                  : status.found === 1
                    ? say('consoleContentOneItemFound')
                    : say('consoleContentItemsFound', { count: status.found })}
        </span>
        {listError && (
          <span id={listErrorId} className="cf-error">
            ⚠ {listError}
          </span>
        )}
      </div>
      {chosen.length > 0 && (
        <ol className="ct-chosen" aria-label={say('consoleContentChosenList', { label })}>
          {chosen.map((slug, index) => {
            const at = `${path}.${index}`;
            const error = errorOf(at);
            const name = known[slug]?.name ?? slug;
            return (
              <li
                key={slug}
                id={fieldId(at)}
                tabIndex={-1}
                className="ct-chosen-item"
                aria-invalid={Boolean(error) || undefined}
                aria-describedby={error ? `${fieldId(at)}-error` : undefined}
              >
                <span className="ct-chosen-name">
                  {name}
                  {known[slug] && <small> · {known[slug].category}</small>}
                </span>
                <span className="ct-row-actions">
                  <button
                    type="button"
                    className="s-btn ghost ct-small"
                    aria-label={say('consoleContentMoveUp', { name })}
                    disabled={index === 0}
                    onClick={() => onChange(moved(chosen, index, -1))}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="s-btn ghost ct-small"
                    aria-label={say('consoleContentMoveDown', { name })}
                    disabled={index === chosen.length - 1}
                    onClick={() => onChange(moved(chosen, index, 1))}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="s-btn danger ct-small"
                    aria-label={say('consoleContentRemoveNamed', { name })}
                    onClick={() => onChange(chosen.filter((_, other) => other !== index))}
                  >
                    {say('consoleContentRemove')}
                  </button>
                </span>
                {error && (
                  <span id={`${fieldId(at)}-error`} className="cf-error">
                    ⚠ {error}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
