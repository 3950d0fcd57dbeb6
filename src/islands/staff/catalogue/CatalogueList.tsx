// /staff/catalogue (decision 0271): the items of the member's stores, 50 at a time in name order,
// with a search by name (English or Marathi) and filters; each row opens the item's form.
import { type SubmitEvent, useEffect, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import { pictureOrPlaceholder } from '../../../domain/pictures.ts';
import type {
  CatalogueCategoryView,
  CatalogueListRow,
  CatalogueStoreView,
} from '../../../domain/api/staff/catalogue.ts';
import { rupeesOf } from '../form/money.ts';
import { type ConsoleWords, ConsoleWordsProvider, useSay } from '../shell/console-words.tsx';
import { sizesText } from './counts.ts';

interface Props {
  categories: CatalogueCategoryView[];
  stores: CatalogueStoreView[];
  mayEditCategories: boolean;
  /** The `consoleCatalogue…` words in the member's console language (decision 0345). */
  words: ConsoleWords;
}

const FLAGS = [
  ['out_of_stock', 'consoleCatalogueFlagOutOfStock'],
  ['inactive', 'consoleCatalogueFlagInactive'],
  ['no_picture', 'consoleCatalogueFlagNoPicture'],
  ['no_marathi', 'consoleCatalogueFlagNoMarathi'],
  ['archived', 'consoleCatalogueFlagArchived'],
] as const;
type Flag = (typeof FLAGS)[number][0];

export default function CatalogueList({ words, ...props }: Props) {
  return (
    <ConsoleWordsProvider value={words}>
      <ItemList {...props} />
    </ConsoleWordsProvider>
  );
}

function ItemList({ categories, stores, mayEditCategories }: Omit<Props, 'words'>) {
  const say = useSay();
  const [query, setQuery] = useState('');
  const [storeId, setStoreId] = useState(0);
  const [categoryId, setCategoryId] = useState(0);
  const [flags, setFlags] = useState<Readonly<Record<Flag, boolean>>>({
    out_of_stock: false,
    inactive: false,
    no_picture: false,
    no_marathi: false,
    archived: false,
  });
  const [items, setItems] = useState<CatalogueListRow[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const load = async (after?: number) => {
    setLoading(true);
    setError(null);
    const chosen = Object.fromEntries(FLAGS.flatMap(([flag]) => (flags[flag] ? [[flag, true]] : [])));
    const answer = await callApi('staff/catalogue-items', {
      ...(query.trim() ? { query: query.trim() } : {}),
      ...(storeId ? { store_id: storeId } : {}),
      ...(categoryId ? { category_id: categoryId } : {}),
      ...chosen,
      ...(after ? { after } : {}),
    });
    setLoading(false);
    if (!answer.ok) return setError(answer.error.message);
    setItems((list) => (after ? [...list, ...answer.value.items] : answer.value.items));
    setNext(answer.value.next);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a filter starts a new list; the search runs on submit.
  useEffect(() => {
    void load();
  }, [storeId, categoryId, flags]);

  const search = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void load();
  };

  return (
    <>
      <div className="c-head">
        <h1>{say('consoleCatalogueTitle')}</h1>
        <p className="s-row">
          <a className="s-btn" href="/staff/catalogue/item">
            {say('consoleCatalogueNewItem')}
          </a>
          <a className="s-btn ghost" href="/staff/catalogue/categories">
            {mayEditCategories ? say('consoleCatalogueCategoriesLink') : say('consoleCatalogueSeeCategories')}
          </a>
          <a className="s-btn ghost" href="/staff/catalogue/addons">
            {say('consoleCatalogueAddonsLink')}
          </a>
          <a className="s-btn ghost" href="/staff/catalogue/combos">
            {say('consoleCatalogueCombosLink')}
          </a>
          <a className="s-btn ghost" href="/staff/catalogue/units">
            {say('consoleCatalogueUnitsLink')}
          </a>
          <a className="s-btn ghost" href="/staff/catalogue/prices">
            {say('consoleCataloguePricesLink')}
          </a>
        </p>
      </div>
      <form className="s-card c-filters" role="search" onSubmit={search}>
        <div className="s-field c-search">
          <label htmlFor="c-query">{say('consoleCatalogueSearchByName')}</label>
          <span className="s-row">
            <input
              id="c-query"
              className="s-input"
              type="search"
              value={query}
              maxLength={80}
              onChange={(event) => setQuery(event.currentTarget.value)}
            />
            <button type="submit" className="s-btn">
              {say('consoleCatalogueSearch')}
            </button>
          </span>
        </div>
        <div className="s-field">
          <label htmlFor="c-category">{say('consoleCatalogueCategory')}</label>
          <select
            id="c-category"
            value={categoryId}
            onChange={(event) => setCategoryId(Number(event.currentTarget.value))}
          >
            <option value={0}>{say('consoleCatalogueEveryCategory')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.archived ? say('consoleCatalogueArchivedOption', { name: category.name }) : category.name}
              </option>
            ))}
          </select>
        </div>
        {stores.length > 1 && (
          <div className="s-field">
            <label htmlFor="c-store">{say('consoleCatalogueStore')}</label>
            <select id="c-store" value={storeId} onChange={(event) => setStoreId(Number(event.currentTarget.value))}>
              <option value={0}>{say('consoleCatalogueEveryStore')}</option>
              {stores.map((store) => (
                <option key={store.id} value={store.id}>
                  {store.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <fieldset className="c-flags">
          <legend>{say('consoleCatalogueShowOnly')}</legend>
          {FLAGS.map(([flag, word]) => (
            <span className="c-check" key={flag}>
              <input
                id={`c-${flag}`}
                type="checkbox"
                checked={flags[flag]}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setFlags((old) => ({ ...old, [flag]: checked }));
                }}
              />
              <label htmlFor={`c-${flag}`}>{say(word)}</label>
            </span>
          ))}
        </fieldset>
      </form>
      {error && (
        <p className="s-error" role="alert">
          ⚠ {error}
        </p>
      )}
      {!loading && items.length === 0 && <p className="q-empty">{say('consoleCatalogueNoMatch')}</p>}
      <ul className="c-list" aria-busy={loading} aria-label={say('consoleCatalogueItems')}>
        {items.map((item) => (
          <li key={item.id} className="c-row">
            <img src={pictureOrPlaceholder(item.image)} alt="" width="56" height="56" loading="lazy" />
            <div className="c-main">
              <a href={`/staff/catalogue/item?id=${item.id}`} className="c-name">
                {item.name}
              </a>
              {item.name_mr && (
                <span lang="mr" className="s-muted">
                  {item.name_mr}
                </span>
              )}
              <span className="s-muted">
                {item.store_name} · {item.category_name} · {sizesText(say, item.variants_count)}
              </span>
            </div>
            <div className="c-side">
              {item.price_paise !== null && <strong>₹{rupeesOf(item.price_paise)}</strong>}
              <span className="c-badges">
                {item.archived && <span className="c-badge c-archived">{say('consoleCatalogueBadgeArchived')}</span>}
                {!item.archived && !item.is_active && (
                  <span className="c-badge">{say('consoleCatalogueBadgeInactive')}</span>
                )}
                {item.out_of_stock && <span className="c-badge c-warn">{say('consoleCatalogueBadgeOutOfStock')}</span>}
                {!item.image && <span className="c-badge">{say('consoleCatalogueBadgeNoPicture')}</span>}
                {!item.name_mr && <span className="c-badge">{say('consoleCatalogueBadgeNoMarathi')}</span>}
              </span>
            </div>
          </li>
        ))}
      </ul>
      {next !== null && (
        <p className="c-more">
          <button type="button" className="s-btn ghost" disabled={loading} onClick={() => void load(next)}>
            {say('consoleCatalogueNextPage')}
          </button>
        </p>
      )}
    </>
  );
}
