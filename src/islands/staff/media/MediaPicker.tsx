// The media library as a grid to choose from (decision 0269): the console's media screen shows it,
// and any console form that needs a picture (a store's, a category's, an item's) embeds it and
// stores what it gives back: `media.image` in the row's `image` column (domain/media/media.ts
// mediaImage), which the customer pages turn into a srcset of the library's real widths.
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { MediaView } from '../../../domain/api/staff/media.ts';
import { useFormSay } from '../form/form-words.ts';

export interface MediaPickerProps {
  /** Called with the picture a person chose; `media.id` is its id, `media.image` what a catalogue row stores. */
  onChoose(media: MediaView): void;
  /** The id of the picture chosen now (shown pressed), or null. */
  chosenId?: number | null;
  /** The picker's heading; the form layer's "Choose a picture" unless given. */
  label?: string;
  /** Change it to load the list again (after an upload, an archive, new alt texts). */
  version?: number;
}

export default function MediaPicker({ onChoose, chosenId = null, label, version = 0 }: MediaPickerProps) {
  const say = useFormSay();
  const headingId = useId();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [media, setMedia] = useState<MediaView[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const load = async (after?: number) => {
    setLoading(true);
    setError(null);
    const answer = await callApi('staff/media', {
      ...(query.trim() ? { query: query.trim() } : {}),
      ...(after ? { after } : {}),
    });
    setLoading(false);
    if (!answer.ok) {
      setError(answer.error.message);
      return;
    }
    setMedia((list) => (after ? [...list, ...answer.value.media] : answer.value.media));
    setNext(answer.value.next);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version loads the list again; the search runs on Enter or its button.
  useEffect(() => {
    void load();
  }, [version]);

  // The search is not a form of its own: the picker sits inside the forms that take a picture, and
  // a form inside a form is not HTML (its Enter would save the outer form).
  const searchOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void load();
  };

  return (
    <section className="media-picker" aria-labelledby={headingId}>
      <h2 id={headingId}>{label ?? say('consoleFormLibraryHeading')}</h2>
      <div className="media-search" role="search">
        <label htmlFor={searchId}>{say('consoleFormLibrarySearch')}</label>
        <div className="s-row">
          <input
            id={searchId}
            className="s-input"
            type="search"
            value={query}
            maxLength={80}
            onChange={(event) => setQuery(event.currentTarget.value)}
            onKeyDown={searchOnEnter}
          />
          <button type="button" className="s-btn ghost" onClick={() => void load()}>
            {say('consoleFormLibrarySearchButton')}
          </button>
        </div>
      </div>
      {error && (
        <p className="s-error" role="alert">
          {error}
        </p>
      )}
      {!loading && !error && media.length === 0 && (
        <p className="s-muted">{query.trim() ? say('consoleFormLibraryNoMatch') : say('consoleFormLibraryEmpty')}</p>
      )}
      <ul className="media-grid">
        {media.map((one) => (
          <li key={one.id}>
            <button
              type="button"
              className="media-tile"
              aria-pressed={one.id === chosenId}
              onClick={() => onChoose(one)}
            >
              <img
                src={`/media/${one.id}-${Math.min(160, one.width)}.webp`}
                srcSet={one.srcset}
                sizes="(min-width: 900px) 150px, 45vw"
                alt=""
                width={one.width}
                height={one.height}
                loading="lazy"
                decoding="async"
              />
              <span className="media-alt">{one.alt_en}</span>
              <span className="media-alt" lang="mr">
                {one.alt_mr}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {loading && <p className="s-muted">{say('consoleFormLoading')}</p>}
      {next !== null && !loading && (
        <button type="button" className="s-btn ghost" onClick={() => void load(next)}>
          {say('consoleFormLibraryMore')}
        </button>
      )}
    </section>
  );
}
