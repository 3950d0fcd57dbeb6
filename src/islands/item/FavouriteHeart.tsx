// §2 Top navigation: the favourite heart, for signed-in customers only (the page
// renders it only for them, §5). A toggle button (aria-pressed) that calls
// toggle-favorite; on a favourites list a store or item taken out leaves the list
// at once (§4 "Favourite toggle then refreshes the list"), and the last one gone
// brings the list's empty state from the server. Each change is said in the page's notice (the
// heart's colour alone told nothing to a customer who did not see it change, or who does not see).
import { useRef, useState } from 'react';
import { callApi } from '../../client/api.ts';
import { loginPathFor } from '../../client/account.ts';
import type { FavouriteKind } from '../../domain/api/favourites.ts';
import { showNotice } from '../../stores/ui.ts';
import { Icon } from '../Icon.tsx';
import './favourite.css';

interface Props {
  kind: FavouriteKind;
  id: number;
  favourited: boolean;
  /** The button's name; its state is aria-pressed, so the name stays the same. */
  label: string;
  /** Drawn over a card (white disc) rather than in the top bar. */
  onCard?: boolean;
  /** On a favourites list: the entry ([data-favourite-entry]) leaves the list when taken out. */
  inList?: boolean;
  /** What the notice says once the store or item is in the favourites, and once it is out. */
  said: { added: string; removed: string };
}

/** §4 The list after a toggle: the entry goes; with none left, the page comes back with its empty state. */
function leaveList(button: HTMLElement): void {
  const entry = button.closest('[data-favourite-entry]');
  const list = entry?.parentElement;
  entry?.remove();
  if (list && list.querySelector('[data-favourite-entry]') === null) window.location.reload();
}

export default function FavouriteHeart({ kind, id, favourited, label, onCard = false, inList = false, said }: Props) {
  const [pressed, setPressed] = useState(favourited);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    setPressed(!pressed);
    const answer = await callApi('toggle-favorite', { type: kind, id });
    setBusy(false);
    if (!answer.ok) {
      setPressed(pressed);
      if (answer.error.code === 'unauthorized') {
        window.location.assign(loginPathFor(window.location.pathname + window.location.search));
        return;
      }
      showNotice(answer.error.message);
      return;
    }
    setPressed(answer.value.is_favorited);
    showNotice(answer.value.is_favorited ? said.added : said.removed, 'info');
    if (inList && !answer.value.is_favorited && button.current) leaveList(button.current);
  };

  return (
    <button
      ref={button}
      type="button"
      className={onCard ? 'fav-heart on-card' : 'fav-heart'}
      aria-label={label}
      aria-pressed={pressed}
      aria-busy={busy}
      onClick={() => void toggle()}
    >
      <Icon name="heart" size={onCard ? 20 : 24} filled={pressed} />
    </button>
  );
}
