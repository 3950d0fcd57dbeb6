// "Find an order" above the queue (decision 0339): the cards shown narrow to the orders whose number
// ends with what is typed or whose customer's phone holds its digits (src/domain/staff/find-order.ts);
// the count of matches is said politely; Escape empties the field.
import type { RefObject } from 'react';
import { matchesText } from '../../../domain/staff/find-order.ts';
import { useSay } from '../shell/console-words.tsx';

export function FindOrder({
  search,
  matches,
  field,
  onSearch,
}: {
  search: string;
  matches: number;
  field: RefObject<HTMLInputElement | null>;
  onSearch(search: string): void;
}) {
  const say = useSay();
  return (
    <div className="q-find">
      <label className="s-field">
        {say('consoleQueueFind')}
        <input
          ref={field}
          type="search"
          className="s-input"
          value={search}
          autoComplete="off"
          placeholder={say('consoleQueueFindHint')}
          aria-keyshortcuts="/"
          onChange={(event) => onSearch(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onSearch('');
          }}
        />
      </label>
      {/* Polite and always there, so that the first count is said; not a second "status" beside the live line. */}
      <p className="s-muted" aria-live="polite">
        {search.trim() === '' ? '' : matchesText(matches, say)}
      </p>
    </div>
  );
}
