// /staff/catalogue/prices (decision 0319): a bulk price change. The member finds items (the
// catalogue's own list call) and ticks them, says one change (a percentage or an amount in rupees,
// − to lower), sees every size's prices before and after, and applies exactly that preview: the
// server refuses a price that would reach ₹0 and a preview whose prices changed meanwhile.
import { type SubmitEvent, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import type { BulkPricePreviewAnswer } from '../../../domain/api/staff/bulk-prices.ts';
import type {
  CatalogueCategoryView,
  CatalogueListRow,
  CatalogueStoreView,
} from '../../../domain/api/staff/catalogue.ts';
import type { BulkChange } from '../../../domain/catalogue/bulk-prices.ts';
import { paiseOf, rupeesOf } from '../form/money.ts';

interface Props {
  categories: CatalogueCategoryView[];
  stores: CatalogueStoreView[];
}

/** The change typed, or why it is not one. */
function changeOf(kind: BulkChange['kind'], typed: string): BulkChange | string {
  const text = typed.trim().replace(/^[−–]/, '-');
  const sign = text.startsWith('-') ? -1 : 1;
  const digits = text.replace(/^[-+]/, '');
  if (kind === 'percent') {
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(digits)) return 'Give a percentage, like 10 or −5.5.';
    return { kind, percent: sign * Number(digits) };
  }
  const paise = paiseOf(digits);
  return paise === null ? 'Give an amount in rupees, like 5 or −2.50.' : { kind, amount_paise: sign * paise };
}

const priceText = (paise: number | null) => (paise === null ? '—' : `₹${rupeesOf(paise)}`);

export default function CatalogueBulkPrices({ categories, stores }: Props) {
  const [query, setQuery] = useState('');
  const [storeId, setStoreId] = useState(stores.length === 1 ? (stores[0]?.id ?? 0) : 0);
  const [categoryId, setCategoryId] = useState(0);
  const [found, setFound] = useState<CatalogueListRow[] | null>(null);
  const [chosen, setChosen] = useState<ReadonlyMap<number, string>>(new Map());
  const [kind, setKind] = useState<BulkChange['kind']>('percent');
  const [typed, setTyped] = useState('');
  const [preview, setPreview] = useState<BulkPricePreviewAnswer | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [changeError, setChangeError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const forget = () => {
    setPreview(null);
    setDone(null);
  };

  const search = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    const answer = await callApi('staff/catalogue-items', {
      ...(query.trim() ? { query: query.trim() } : {}),
      ...(storeId ? { store_id: storeId } : {}),
      ...(categoryId ? { category_id: categoryId } : {}),
    });
    setBusy(false);
    if (!answer.ok) return setAlert(answer.error.message);
    setAlert(null);
    setFound(answer.value.items);
  };

  const choose = (items: readonly CatalogueListRow[], on: boolean) => {
    forget();
    setChosen((old) => {
      const next = new Map(old);
      for (const item of items) {
        if (on) next.set(item.id, item.name);
        else next.delete(item.id);
      }
      return next;
    });
  };

  const request = () => {
    const change = changeOf(kind, typed);
    if (typeof change === 'string') {
      setChangeError(change);
      document.getElementById('b-change')?.focus();
      return null;
    }
    setChangeError(null);
    return { item_ids: [...chosen.keys()], change };
  };

  const showPreview = async () => {
    const body = request();
    if (!body) return;
    setBusy(true);
    const answer = await callApi('staff/catalogue-bulk-price-preview', body);
    setBusy(false);
    setDone(null);
    if (!answer.ok) {
      setPreview(null);
      setChangeError(answer.error.fields?.change ?? null);
      return setAlert(answer.error.fields?.item_ids ?? answer.error.message);
    }
    setAlert(null);
    setPreview(answer.value);
  };

  const apply = async () => {
    const body = request();
    if (!body || !preview) return;
    setBusy(true);
    const answer = await callApi('staff/catalogue-bulk-price-apply', { ...body, prices_seen: preview.prices_seen });
    setBusy(false);
    setPreview(null);
    if (!answer.ok) return setAlert(answer.error.message);
    setAlert(null);
    setDone(`Changed the prices of ${answer.value.changed} ${answer.value.changed === 1 ? 'size' : 'sizes'}.`);
  };

  const allShownChosen = found !== null && found.length > 0 && found.every((item) => chosen.has(item.id));

  return (
    <>
      <p>
        <a href="/staff/catalogue">← All items</a>
      </p>
      <h1>Change prices</h1>
      <p className="s-muted">
        Choose items, then raise or lower every size’s price by a percentage or an amount. Offers and member prices move
        with them. You see every new price before anything changes.
      </p>
      {alert && (
        <p className="c-alert" role="alert">
          {alert}
        </p>
      )}
      {done && (
        <p className="s-ok" role="status">
          {done}
        </p>
      )}

      <section className="s-card" aria-labelledby="b-choose">
        <h2 id="b-choose">1. Choose items</h2>
        <form className="c-filters" role="search" onSubmit={(event) => void search(event)}>
          <div className="s-field c-search">
            <label htmlFor="b-query">Search by name</label>
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
                Find items
              </button>
            </span>
          </div>
          <div className="s-field">
            <label htmlFor="b-category">Category</label>
            <select
              id="b-category"
              value={categoryId}
              onChange={(event) => setCategoryId(Number(event.currentTarget.value))}
            >
              <option value={0}>Every category</option>
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
              <label htmlFor="b-store">Store</label>
              <select id="b-store" value={storeId} onChange={(event) => setStoreId(Number(event.currentTarget.value))}>
                <option value={0}>Every store</option>
                {stores.map((store) => (
                  <option key={store.id} value={store.id}>
                    {store.name}
                  </option>
                ))}
              </select>
            </div>
          )}
        </form>
        {found !== null && found.length === 0 && <p className="q-empty">No items match.</p>}
        {found !== null && found.length > 0 && (
          <>
            <p className="s-row">
              <button type="button" className="s-btn ghost" onClick={() => choose(found, !allShownChosen)}>
                {allShownChosen ? 'Unchoose all shown' : `Choose all ${found.length} shown`}
              </button>
            </p>
            <ul className="c-list" aria-label="Items found">
              {found.map((item) => (
                <li key={item.id} className="c-check c-bulk-item">
                  <input
                    id={`b-item-${item.id}`}
                    type="checkbox"
                    checked={chosen.has(item.id)}
                    onChange={(event) => choose([item], event.currentTarget.checked)}
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
            ? 'No items chosen yet.'
            : `${chosen.size} ${chosen.size === 1 ? 'item' : 'items'} chosen.`}
        </p>
      </section>

      <section className="s-card c-grid" aria-labelledby="b-how">
        <h2 id="b-how">2. The change</h2>
        <fieldset className="c-checks">
          <legend>Change every price</legend>
          <span className="c-check">
            <input
              id="b-percent"
              type="radio"
              name="b-kind"
              checked={kind === 'percent'}
              onChange={() => {
                forget();
                setKind('percent');
              }}
            />
            <label htmlFor="b-percent">By a percentage</label>
          </span>
          <span className="c-check">
            <input
              id="b-amount"
              type="radio"
              name="b-kind"
              checked={kind === 'amount'}
              onChange={() => {
                forget();
                setKind('amount');
              }}
            />
            <label htmlFor="b-amount">By an amount in rupees</label>
          </span>
        </fieldset>
        <div className="s-field">
          <label htmlFor="b-change">{kind === 'percent' ? 'Percentage (%)' : 'Amount (₹)'}</label>
          <input
            id="b-change"
            inputMode="decimal"
            value={typed}
            aria-invalid={changeError ? true : undefined}
            aria-describedby={changeError ? 'b-change-error b-change-hint' : 'b-change-hint'}
            onChange={(event) => {
              forget();
              setTyped(event.currentTarget.value);
            }}
          />
          {changeError && (
            <span id="b-change-error" className="c-field-error">
              <span aria-hidden="true">⚠ </span>
              {changeError}
            </span>
          )}
          <span id="b-change-hint" className="c-hint">
            {kind === 'percent'
              ? 'Like 10 to raise by 10 %, or −5 to lower by 5 %. New prices are rounded to the paisa.'
              : 'Like 5 to add ₹5 to every price, or −2.50 to take ₹2.50 off.'}
          </span>
        </div>
        <p className="s-row">
          <button
            type="button"
            className="s-btn"
            disabled={busy || chosen.size === 0}
            onClick={() => void showPreview()}
          >
            Preview the new prices
          </button>
        </p>
      </section>

      {preview && (
        <section className="s-card" aria-labelledby="b-preview">
          <h2 id="b-preview">3. Check and apply</h2>
          {/* A phone scrolls the table sideways: the region takes the keyboard's focus to scroll it too. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard */}
          <div className="c-table-wrap" role="region" aria-labelledby="b-preview-caption" tabIndex={0}>
            <table className="c-bulk-table">
              <caption id="b-preview-caption" className="s-muted">
                {preview.rows.length} {preview.rows.length === 1 ? 'size' : 'sizes'}: before → after
              </caption>
              <thead>
                <tr>
                  <th scope="col">Item and size</th>
                  <th scope="col">Price</th>
                  <th scope="col">Offer</th>
                  <th scope="col">Member price</th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row) => (
                  <tr key={row.variant_id}>
                    <th scope="row">
                      {row.item_name} <span className="s-muted">{row.size_name}</span>
                    </th>
                    <td>
                      {priceText(row.price_before)} → <strong>{priceText(row.price_after)}</strong>
                    </td>
                    <td>
                      {row.offer_before === null
                        ? '—'
                        : `${priceText(row.offer_before)} → ${priceText(row.offer_after)}`}
                    </td>
                    <td>
                      {row.member_before === null
                        ? '—'
                        : `${priceText(row.member_before)} → ${priceText(row.member_after)}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="s-row">
            <button type="button" className="s-btn" disabled={busy} onClick={() => void apply()}>
              Apply to {preview.rows.length} {preview.rows.length === 1 ? 'size' : 'sizes'}
            </button>
          </p>
        </section>
      )}
    </>
  );
}
