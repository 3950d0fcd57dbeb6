// The bulk price change's first step (decision 0319): items found by name, category and store (the
// catalogue's own list call), ticked one by one or all those shown.
import { type SubmitEvent, useState } from 'react';
import { callApi } from '../../../../client/api.ts';
import type {
  CatalogueCategoryView,
  CatalogueListRow,
  CatalogueStoreView,
} from '../../../../domain/api/staff/catalogue.ts';
import { rupeesOf } from '../../form/money.ts';
import { useSay } from '../../shell/console-words.tsx';
import { itemsText } from '../counts.ts';

interface Props {
  categories: readonly CatalogueCategoryView[];
  stores: readonly CatalogueStoreView[];
  /** The items chosen, by id: their names. */
  chosen: ReadonlyMap<number, string>;
  onChoose(items: readonly CatalogueListRow[], on: boolean): void;
  onFound(): void;
  onRefused(text: string): void;
}

export default function ChooseItems({ categories, stores, chosen, onChoose, onFound, onRefused }: Props) {
  const say = useSay();
  const [query, setQuery] = useState('');
  const [storeId, setStoreId] = useState(stores.length === 1 ? (stores[0]?.id ?? 0) : 0);
  const [categoryId, setCategoryId] = useState(0);
  const [found, setFound] = useState<CatalogueListRow[] | null>(null);
  const [busy, setBusy] = useState(false);

  const search = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const answer = await callApi('staff/catalogue-items', {
      ...(query.trim() ? { query: query.trim() } : {}),
      ...(storeId ? { store_id: storeId } : {}),
      ...(categoryId ? { category_id: categoryId } : {}),
    });
    setBusy(false);
    if (!answer.ok) return onRefused(answer.error.message);
    onFound();
    setFound(answer.value.items);
  };

  const allShownChosen = found !== null && found.length > 0 && found.every((item) => chosen.has(item.id));

  return (
    <section className="s-card" aria-labelledby="b-choose">
      <h2 id="b-choose">{say('consoleBulkStepChoose')}</h2>
      <form className="c-filters" role="search" onSubmit={(event) => void search(event)}>
        <div className="s-field c-search">
          <label htmlFor="b-query">{say('consoleCatalogueSearchByName')}</label>
          <span className="s-row">
            <input
              id="b-query"
              className="s-input"
              type="search"
              value={query}
              maxLength={80}
              onChange={(event) => setQuery(event.currentTarget.value)}
            />
            <button type="submit" className="s-btn" disabled={busy}>
              {say('consoleBulkFindItems')}
            </button>
          </span>
        </div>
        <div className="s-field">
          <label htmlFor="b-category">{say('consoleCatalogueCategory')}</label>
          <select
            id="b-category"
            value={categoryId}
            onChange={(event) => setCategoryId(Number(event.currentTarget.value))}
          >
            <option value={0}>{say('consoleCatalogueEveryCategory')}</option>
            {categories
              .filter((category) => !category.archived)
              .map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
          </select>
        </div>
        {stores.length > 1 && (
          <div className="s-field">
            <label htmlFor="b-store">{say('consoleCatalogueStore')}</label>
            <select id="b-store" value={storeId} onChange={(event) => setStoreId(Number(event.currentTarget.value))}>
              <option value={0}>{say('consoleCatalogueEveryStore')}</option>
              {stores.map((store) => (
                <option key={store.id} value={store.id}>
                  {store.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </form>
      {found !== null && found.length === 0 && <p className="q-empty">{say('consoleCatalogueNoMatch')}</p>}
      {found !== null && found.length > 0 && (
        <>
          <p className="s-row">
            <button type="button" className="s-btn ghost" onClick={() => onChoose(found, !allShownChosen)}>
              {allShownChosen ? say('consoleBulkUnchooseAll') : say('consoleBulkChooseAll', { count: found.length })}
            </button>
          </p>
          <ul className="c-list" aria-label={say('consoleBulkItemsFound')}>
            {found.map((item) => (
              <li key={item.id} className="c-check c-bulk-item">
                <input
                  id={`b-item-${item.id}`}
                  type="checkbox"
                  checked={chosen.has(item.id)}
                  onChange={(event) => onChoose([item], event.currentTarget.checked)}
                />
                <label htmlFor={`b-item-${item.id}`}>
                  {item.name}
                  <span className="s-muted">
                    {' '}
                    · {item.store_name}
                    {item.price_paise !== null && ` · ₹${rupeesOf(item.price_paise)}`}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="s-muted" aria-live="polite">
        {chosen.size === 0
          ? say('consoleBulkNoneChosen')
          : say('consoleBulkChosen', { items: itemsText(say, chosen.size) })}
      </p>
    </section>
  );
}
