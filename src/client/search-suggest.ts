// Suggestions under the search field as the customer types (decision 0293): the combobox of the
// WAI-ARIA Authoring Practices (a list autocomplete): the field keeps the focus, the arrows move
// through the options (aria-activedescendant), Enter opens the option chosen, or without one
// submits the form for the full results; Escape closes the list, and clears the field when it is
// closed. A request waits for a pause in the typing and the one before it is abandoned, so only
// the answer to the latest text is shown. Loaded on the field's first focus (SearchSuggest.astro).
// An item's option shows its picture, size, price and store, as its card does (decision 0329).
import type { SearchSuggestionsAnswer, SuggestedItem, Suggestion } from '../domain/api/search-suggestions.ts';
import { type CountForms, countText } from '../domain/plural.ts';

/** The pause in typing before suggestions are asked for. */
const DEBOUNCE_MS = 150;
/** Fewer characters than this ask nothing: one letter holds too much of the shop to suggest. */
const MIN_CHARACTERS = 2;

export interface SuggestTexts {
  items: string;
  categories: string;
  stores: string;
  count: CountForms;
  none: string;
}

interface Setup {
  input: HTMLInputElement;
  listbox: HTMLElement;
  status: HTMLElement;
  latitude: number;
  longitude: number;
  texts: SuggestTexts;
}

export function attachSuggestions({ input, listbox, status, latitude, longitude, texts }: Setup): void {
  const form = input.form;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: AbortController | null = null;
  let options: HTMLElement[] = [];
  let active = -1;
  let shownFor = '';

  const close = () => {
    input.setAttribute('aria-expanded', 'false');
    input.removeAttribute('aria-activedescendant');
    listbox.hidden = true;
    active = -1;
  };

  const open = () => {
    if (options.length === 0) return;
    listbox.hidden = false;
    input.setAttribute('aria-expanded', 'true');
  };

  const activate = (index: number) => {
    for (const [at, option] of options.entries()) option.setAttribute('aria-selected', String(at === index));
    active = index;
    const option = options[index];
    if (option) {
      input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };

  const go = (option: HTMLElement) => {
    const href = option.dataset.href;
    if (href) location.assign(href);
  };

  /** An item's option: its thumbnail, its name over its size, and its price and store (decision 0329). */
  const itemParts = (entry: SuggestedItem): HTMLElement[] => {
    const picture = document.createElement('img');
    picture.className = 'suggest-picture';
    picture.src = entry.picture;
    if (entry.srcset) {
      picture.srcset = entry.srcset;
      picture.sizes = '40px';
    }
    // The name says what it is: the picture adds nothing for a screen reader.
    picture.alt = '';
    picture.width = 40;
    picture.height = 40;
    picture.decoding = 'async';
    const text = document.createElement('span');
    text.className = 'suggest-text';
    const name = document.createElement('span');
    name.className = 'suggest-name';
    name.textContent = entry.name;
    text.append(name);
    if (entry.unit) {
      const unit = document.createElement('span');
      unit.className = 'suggest-unit';
      unit.textContent = entry.unit;
      text.append(unit);
    }
    const side = document.createElement('span');
    side.className = 'suggest-side';
    const price = document.createElement('b');
    price.className = 'suggest-price';
    price.textContent = entry.price;
    const store = document.createElement('span');
    store.className = 'suggest-store';
    store.textContent = entry.store;
    side.append(price, store);
    return [picture, text, side];
  };

  const group = (title: string, entries: readonly (Suggestion | SuggestedItem)[], kind: string) => {
    if (entries.length === 0) return null;
    // APG's grouped listbox: a list per group, named by its first, presentational row.
    const box = document.createElement('ul');
    box.setAttribute('role', 'group');
    box.className = 'suggest-group';
    const heading = document.createElement('li');
    heading.id = `${listbox.id}-${kind}`;
    heading.className = 'suggest-heading';
    heading.setAttribute('role', 'presentation');
    heading.textContent = title;
    box.setAttribute('aria-labelledby', heading.id);
    box.append(heading);
    for (const entry of entries) {
      const option = document.createElement('li');
      option.id = `${listbox.id}-${options.length}`;
      option.setAttribute('role', 'option');
      option.setAttribute('aria-selected', 'false');
      option.className = 'suggest-option';
      option.dataset.href = entry.href;
      if ('price' in entry) {
        option.classList.add('suggest-item');
        option.append(...itemParts(entry));
      } else {
        const name = document.createElement('span');
        name.className = 'suggest-name';
        name.textContent = entry.name;
        option.append(name);
      }
      options.push(option);
      box.append(option);
    }
    return box;
  };

  const show = (answer: SearchSuggestionsAnswer) => {
    options = [];
    active = -1;
    const groups = [
      group(texts.items, answer.items, 'items'),
      group(texts.categories, answer.categories, 'categories'),
      group(texts.stores, answer.stores, 'stores'),
    ].filter((box) => box !== null);
    listbox.replaceChildren(...groups);
    input.removeAttribute('aria-activedescendant');
    status.textContent = options.length > 0 ? countText(texts.count, options.length) : texts.none;
    if (options.length > 0 && document.activeElement === input) open();
    else close();
  };

  const ask = async (text: string) => {
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    try {
      const response = await fetch('/api/search-suggestions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ latitude, longitude, query: text }),
        signal: controller.signal,
      });
      // A failed suggestion costs nothing: the field still searches on Enter.
      if (!response.ok) return;
      const answer: SearchSuggestionsAnswer = await response.json();
      if (controller.signal.aborted || input.value.trim() !== text) return;
      shownFor = text;
      show(answer);
    } catch {
      // Abandoned for a newer text, or no network: nothing to show.
    } finally {
      if (pending === controller) pending = null;
    }
  };

  const typed = () => {
    clearTimeout(timer);
    const text = input.value.trim();
    if ([...text].length < MIN_CHARACTERS) {
      pending?.abort();
      options = [];
      listbox.replaceChildren();
      status.textContent = '';
      shownFor = '';
      close();
      return;
    }
    if (text === shownFor) return open();
    timer = setTimeout(() => void ask(text), DEBOUNCE_MS);
  };

  input.addEventListener('input', typed);
  input.addEventListener('keydown', (event) => {
    const expanded = input.getAttribute('aria-expanded') === 'true';
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      if (!expanded) {
        open();
        activate(event.key === 'ArrowDown' ? 0 : options.length - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end the choice goes back to the field's own text (-1), as APG's list autocomplete.
      const next = active + step;
      activate(next < -1 ? options.length - 1 : next >= options.length ? -1 : next);
    } else if (event.key === 'Enter') {
      const option = expanded ? options[active] : undefined;
      if (!option) return; // the form submits: the full results
      event.preventDefault();
      go(option);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        close();
      } else if (input.value !== '') {
        event.preventDefault();
        input.value = '';
        typed();
      }
    }
  });
  input.addEventListener('blur', close);
  input.addEventListener('focus', () => {
    if (input.value.trim() === shownFor) open();
  });
  // A press on an option must not take the focus from the field first (which would close the list).
  listbox.addEventListener('pointerdown', (event) => event.preventDefault());
  listbox.addEventListener('click', (event) => {
    const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
    if (option) go(option);
  });
  form?.addEventListener('submit', () => {
    clearTimeout(timer);
    pending?.abort();
    close();
  });
  // The field may already hold text (a results page, or typing before this code arrived).
  typed();
}
